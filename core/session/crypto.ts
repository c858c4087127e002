import { PlatformError } from '../errors/index.ts';
import { withLoadTimeout } from '../errors/load-timeout.ts';

/** Padding the server announces with its public key (DESIGN §4); `pkcs1` when it says nothing. */
export type Padding = 'pkcs1' | 'oaep';

export interface PublicKeyInfo {
  publicKey: string;
  padding?: Padding | string;
  /** A one-use key pair's id (DESIGN §4): sent back with the login it was fetched for. */
  keyId?: string;
}

/** Encrypts one text with a PEM public key; injectable so that tests and hosts may swap it. */
export type Encryptor = (publicKey: string, padding: Padding, text: string) => Promise<string>;

export function paddingOf(info: PublicKeyInfo): Padding {
  return String(info.padding ?? '').toLowerCase() === 'oaep' ? 'oaep' : 'pkcs1';
}

/**
 * RSA password encryption in the padding the server announced: PKCS#1 v1.5 (what existing
 * platform servers decrypt) or OAEP with SHA-256 and MGF1-SHA-256 (the reference server). The
 * password travels as UTF-8; the cipher text is one modulus-long block in base64.
 * micro-rsa-dsa-dh (with @noble/hashes) is loaded when a password is first encrypted: most pages
 * never log in, and it is a sixth of jsencrypt's weight (DESIGN §6).
 */
export const rsaEncryptor: Encryptor = async (publicKey, padding, text) => {
  const { oaepSha256, pkcs1v15, readRsaPublicKey, toBase64 } = await withLoadTimeout(import('./rsa-schemes.ts'), 'password encryptor');
  try {
    const key = readRsaPublicKey(publicKey);
    const message = new TextEncoder().encode(text);
    const scheme = padding === 'oaep' ? oaepSha256 : pkcs1v15;
    return toBase64(scheme.encrypt(key, message));
  } catch (error) {
    throw new PlatformError('error.encrypt', 'Password encryption failed', error);
  }
};
