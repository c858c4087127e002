/**
 * The password encryptor's lazy part: the key reader and the two RSA encryption schemes a login
 * may use, gathered in one module so that its chunk keeps only them (a dynamic import of the
 * libraries themselves would keep every export: SHA-1, SHA-3, key generation, signatures), and
 * none of it sits in core's first chunk.
 */
import { sha256 } from '@noble/hashes/sha2.js';
import { OAEP, PKCS1_KEM, mgf1 } from 'micro-rsa-dsa-dh/rsa.js';

export const oaepSha256 = OAEP(sha256, mgf1(sha256));
export const pkcs1v15 = PKCS1_KEM;

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

export function toBase64(bytes: Uint8Array): string {
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary);
}
