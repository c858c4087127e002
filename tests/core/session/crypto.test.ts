import { constants, createPublicKey, generateKeyPairSync, privateDecrypt } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { paddingOf, rsaEncryptor } from '../../../core/session/index.ts';
import { readRsaPublicKey } from '../../../core/session/rsa-schemes.ts';

const pair = generateKeyPairSync('rsa', {
  modulusLength: 1024,
  publicExponent: 65537,
  publicKeyEncoding: { type: 'spki', format: 'pem' },
  privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
});

/** PKCS#1 v1.5 private decryption is refused by Node 20; undo the padding by hand after a raw decryption. */
function unpadPkcs1(sealed: string): { block: Buffer; message: Buffer } {
  const block = privateDecrypt({ key: pair.privateKey, padding: constants.RSA_NO_PADDING }, Buffer.from(sealed, 'base64'));
  const separator = block.indexOf(0, 2);
  return { block, message: block.subarray(separator + 1) };
}

describe('password encryption (happy-dom, as in a page)', () => {
  it('OAEP (SHA-256) output decrypts with the private key, UTF-8 text included', async () => {
    const sealed = await rsaEncryptor(pair.publicKey, 'oaep', '密码 demo123');
    const plain = privateDecrypt({ key: pair.privateKey, padding: constants.RSA_PKCS1_OAEP_PADDING, oaepHash: 'sha256' }, Buffer.from(sealed, 'base64'));
    expect(plain.toString('utf8')).toBe('密码 demo123');
  });

  it('PKCS#1 v1.5 gives one 1024-bit block 00 02 <non-zero random> 00 <UTF-8 text>, different each time', async () => {
    const a = await rsaEncryptor(pair.publicKey, 'pkcs1', '密码 demo123');
    const b = await rsaEncryptor(pair.publicKey, 'pkcs1', '密码 demo123');
    expect(Buffer.from(a, 'base64')).toHaveLength(128);
    expect(a).not.toBe(b);
    const { block, message } = unpadPkcs1(a);
    expect([block[0], block[1]]).toEqual([0, 2]);
    const separator = block.indexOf(0, 2);
    expect(separator).toBeGreaterThanOrEqual(10);
    expect(message.toString('utf8')).toBe('密码 demo123');
  });

  it('reads SPKI, PKCS#1 and bare base64 keys alike', () => {
    const pkcs1 = createPublicKey(pair.publicKey).export({ type: 'pkcs1', format: 'pem' }).toString();
    const bare = pair.publicKey.replace(/-----[^-]*-----|\s/g, '');
    const expected = readRsaPublicKey(pair.publicKey);
    expect(expected.e).toBe(65537n);
    expect(expected.n.toString(2)).toHaveLength(1024);
    expect(readRsaPublicKey(pkcs1)).toEqual(expected);
    expect(readRsaPublicKey(bare)).toEqual(expected);
  });

  it('a key that is not an RSA public key fails with error.encrypt, not an exception of the parser', async () => {
    const ec = generateKeyPairSync('ec', {
      namedCurve: 'P-256',
      publicKeyEncoding: { type: 'spki', format: 'pem' },
      privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
    });
    for (const key of [ec.publicKey, '-----BEGIN PUBLIC KEY-----\nMIGf\n-----END PUBLIC KEY-----', 'not base64 at all!', '']) {
      await expect(rsaEncryptor(key, 'oaep', 'demo123')).rejects.toMatchObject({ code: 'error.encrypt' });
    }
  });

  it('a password too long for one block fails with error.encrypt', async () => {
    await expect(rsaEncryptor(pair.publicKey, 'oaep', 'x'.repeat(63))).rejects.toMatchObject({ code: 'error.encrypt' });
    await expect(rsaEncryptor(pair.publicKey, 'oaep', 'x'.repeat(62))).resolves.toBeTypeOf('string');
  });

  it('reads the announced padding, pkcs1 by default', () => {
    expect(paddingOf({ publicKey: '', padding: 'OAEP' })).toBe('oaep');
    expect(paddingOf({ publicKey: '', padding: 'pkcs1' })).toBe('pkcs1');
    expect(paddingOf({ publicKey: '' })).toBe('pkcs1');
  });
});
