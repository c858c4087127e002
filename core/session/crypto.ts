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

interface RsaPublicKey {
  n: bigint;
  e: bigint;
}

const RSA_ENCRYPTION_OID = '2a864886f70d010101';

function bytesToHex(bytes: Uint8Array): string {
  let hex = '';
  for (const byte of bytes) hex += byte.toString(16).padStart(2, '0');
  return hex;
}

/** One DER element at `at`: its tag, and where its contents start and end. */
function derElement(der: Uint8Array, at: number): { tag: number; start: number; end: number } {
  const tag = der[at];
  let length = der[at + 1];
  let start = at + 2;
  if (length === undefined || tag === undefined) throw new Error('truncated key');
  if (length & 0x80) {
    const count = length & 0x7f;
    if (count === 0 || count > 4) throw new Error('unsupported key length');
    length = 0;
    for (let index = 0; index < count; index += 1) length = length * 256 + (der[start + index] ?? 0);
    start += count;
  }
  const end = start + length;
  if (end > der.length) throw new Error('truncated key');
  return { tag, start, end };
}

function derInteger(der: Uint8Array, at: number): { value: bigint; next: number } {
  const element = derElement(der, at);
  if (element.tag !== 0x02) throw new Error('integer expected');
  return { value: BigInt(`0x${bytesToHex(der.subarray(element.start, element.end)) || '0'}`), next: element.end };
}

/**
 * Reads a PEM or bare base64 RSA public key: SubjectPublicKeyInfo (`BEGIN PUBLIC KEY`, what
 * servers announce) or PKCS#1 (`BEGIN RSA PUBLIC KEY`), as jsencrypt accepted both.
 */
export function readRsaPublicKey(pem: string): RsaPublicKey {
  const body = pem.replace(/-----[^-]*-----/g, '').replace(/\s+/g, '');
  const der = Uint8Array.from(atob(body), (char) => char.charCodeAt(0));
  const outer = derElement(der, 0);
  if (outer.tag !== 0x30) throw new Error('sequence expected');
  let keyAt = outer.start;
  const first = derElement(der, keyAt);
  if (first.tag === 0x30) {
    const oid = derElement(der, first.start);
    if (oid.tag !== 0x06 || bytesToHex(der.subarray(oid.start, oid.end)) !== RSA_ENCRYPTION_OID) throw new Error('not an RSA key');
    const bits = derElement(der, first.end);
    if (bits.tag !== 0x03) throw new Error('bit string expected');
    // A BIT STRING starts with its count of unused bits; the RSAPublicKey follows.
    keyAt = derElement(der, bits.start + 1).start;
  }
  const n = derInteger(der, keyAt);
  const e = derInteger(der, n.next);
  return { n: n.value, e: e.value };
}

function toBase64(bytes: Uint8Array): string {
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary);
}

/**
 * RSA password encryption in the padding the server announced: PKCS#1 v1.5 (what existing
 * platform servers decrypt) or OAEP with SHA-256 and MGF1-SHA-256 (the reference server). The
 * password travels as UTF-8; the cipher text is one modulus-long block in base64.
 * micro-rsa-dsa-dh (with @noble/hashes) is loaded when a password is first encrypted: most pages
 * never log in, and it is a sixth of jsencrypt's weight (DESIGN §6).
 */
export const rsaEncryptor: Encryptor = async (publicKey, padding, text) => {
  const { oaepSha256, pkcs1v15 } = await import('./rsa-schemes.ts');
  try {
    const key = readRsaPublicKey(publicKey);
    const message = new TextEncoder().encode(text);
    const scheme = padding === 'oaep' ? oaepSha256 : pkcs1v15;
    return toBase64(scheme.encrypt(key, message));
  } catch (error) {
    throw new PlatformError('error.encrypt', 'Password encryption failed', error);
  }
};
