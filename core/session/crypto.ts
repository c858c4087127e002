import { PlatformError } from '../errors/index.ts';

/** Padding the server announces with its public key (DESIGN §4); `pkcs1` when it says nothing. */
export type Padding = 'pkcs1' | 'oaep';

export interface PublicKeyInfo {
  publicKey: string;
  padding?: Padding | string;
}

/** Encrypts one text with a PEM public key; injectable so that tests and hosts may swap it. */
export type Encryptor = (publicKey: string, padding: Padding, text: string) => Promise<string>;

export function paddingOf(info: PublicKeyInfo): Padding {
  return String(info.padding ?? '').toLowerCase() === 'oaep' ? 'oaep' : 'pkcs1';
}

/**
 * jsencrypt is loaded when a password is first encrypted: core must import in plain Node, where
 * jsencrypt's extensionless ESM imports fail (TOOLCHAIN.md), and most pages never log in.
 */
export const jsencryptEncryptor: Encryptor = async (publicKey, padding, text) => {
  const { JSEncrypt } = await import('jsencrypt');
  const rsa = new JSEncrypt();
  rsa.setPublicKey(publicKey);
  const result = padding === 'oaep' ? rsa.encryptOAEP(text) : rsa.encrypt(text);
  if (result === false) throw new PlatformError('error.encrypt', 'Password encryption failed');
  return result;
};
