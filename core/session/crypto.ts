import { PlatformError } from '../errors/index.ts';

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
 * jsencrypt's OAEP pads the string's char codes as bytes (its PKCS#1 path encodes UTF-8 itself),
 * so a non-ASCII password must be handed over as one char per UTF-8 byte.
 */
function utf8Binary(text: string): string {
  let binary = '';
  for (const byte of new TextEncoder().encode(text)) binary += String.fromCharCode(byte);
  return binary;
}

/**
 * jsencrypt is loaded when a password is first encrypted: core must import in plain Node, where
 * jsencrypt's extensionless ESM imports fail (TOOLCHAIN.md), and most pages never log in.
 */
export const jsencryptEncryptor: Encryptor = async (publicKey, padding, text) => {
  const { JSEncrypt } = await import('jsencrypt');
  const rsa = new JSEncrypt();
  rsa.setPublicKey(publicKey);
  const result = padding === 'oaep' ? rsa.encryptOAEP(utf8Binary(text)) : rsa.encrypt(text);
  if (result === false) throw new PlatformError('error.encrypt', 'Password encryption failed');
  return result;
};
