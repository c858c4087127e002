import { constants, generateKeyPairSync, privateDecrypt } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { jsencryptEncryptor, paddingOf } from '../../../core/session/index.ts';

const pair = generateKeyPairSync('rsa', {
  modulusLength: 1024,
  publicExponent: 65537,
  publicKeyEncoding: { type: 'spki', format: 'pem' },
  privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
});

describe('password encryption with jsencrypt (happy-dom, as in a page)', () => {
  it('OAEP (SHA-256) output decrypts with the private key', async () => {
    const sealed = await jsencryptEncryptor(pair.publicKey, 'oaep', '密码 demo123');
    const plain = privateDecrypt({ key: pair.privateKey, padding: constants.RSA_PKCS1_OAEP_PADDING, oaepHash: 'sha256' }, Buffer.from(sealed, 'base64'));
    expect(plain.toString('utf8')).toBe('密码 demo123');
  });

  it('PKCS#1 v1.5 gives one 1024-bit block, different each time (random padding)', async () => {
    const a = await jsencryptEncryptor(pair.publicKey, 'pkcs1', 'demo123');
    const b = await jsencryptEncryptor(pair.publicKey, 'pkcs1', 'demo123');
    expect(Buffer.from(a, 'base64')).toHaveLength(128);
    expect(a).not.toBe(b);
  });

  it('reads the announced padding, pkcs1 by default', () => {
    expect(paddingOf({ publicKey: '', padding: 'OAEP' })).toBe('oaep');
    expect(paddingOf({ publicKey: '', padding: 'pkcs1' })).toBe('pkcs1');
    expect(paddingOf({ publicKey: '' })).toBe('pkcs1');
  });
});
