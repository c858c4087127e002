/** The login key pair: generated once, kept in the database so a restart keeps it. */
import { constants, generateKeyPairSync, privateDecrypt } from 'node:crypto';
import type { Db } from './db/schema.js';
import { ApiError } from './errors.js';

export interface KeyPair {
  publicKey: string;
  privateKey: string;
}

export function loadOrCreateKeys(db: Db): KeyPair {
  const row = db.prepare('SELECT PUBLIC_KEY, PRIVATE_KEY FROM FM_KEYPAIR WHERE ID = 1').get() as
    | { PUBLIC_KEY: string; PRIVATE_KEY: string }
    | undefined;
  if (row) return { publicKey: row.PUBLIC_KEY, privateKey: row.PRIVATE_KEY };
  const pair = generateKeyPairSync('rsa', {
    modulusLength: 1024,
    publicExponent: 65537,
    publicKeyEncoding: { type: 'spki', format: 'pem' },
    privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
  });
  db.prepare('INSERT INTO FM_KEYPAIR (ID, PUBLIC_KEY, PRIVATE_KEY) VALUES (1, ?, ?)').run(pair.publicKey, pair.privateKey);
  return pair;
}

/** Decrypts jsencrypt `encryptOAEP` output (base64, OAEP with SHA-256). */
export function decryptPassword(keys: KeyPair, b64: unknown): string {
  if (typeof b64 !== 'string' || b64 === '') throw new ApiError('error.login');
  try {
    const buf = privateDecrypt(
      { key: keys.privateKey, padding: constants.RSA_PKCS1_OAEP_PADDING, oaepHash: 'sha256' },
      Buffer.from(b64, 'base64'),
    );
    return buf.toString('utf8');
  } catch {
    throw new ApiError('error.login', ['密码解密失败，请刷新页面后重试', 'The password could not be decrypted, reload and retry']);
  }
}
