/**
 * Login keys (spec §9, DESIGN §4): RSA with exponent 65537, 1024 bits by default (2048 or 4096 by
 * a start flag), OAEP with SHA-256. Besides the long-lived key (kept in the database, for shells
 * that send no `keyId`), every `getPublicKey` hands out a key pair of its own that one login
 * consumes, so a captured ciphertext cannot be replayed.
 */
import { constants, generateKeyPair, generateKeyPairSync, privateDecrypt, randomBytes, type RSAKeyPairOptions } from 'node:crypto';
import type { Db } from './db/schema.js';
import { ApiError } from './errors.js';

export const KEY_SIZES = [1024, 2048, 4096] as const;
export type KeyBits = (typeof KEY_SIZES)[number];

export interface KeyPair {
  publicKey: string;
  privateKey: string;
}

interface IssuedKey extends KeyPair {
  expires: number;
  address: string;
}

/** How long an issued key waits for its login, and how many may wait at once. */
const ISSUED_TTL_MS = 10 * 60 * 1000;
const MAX_ISSUED = 5000;
/**
 * How many keys one address may hold waiting (http/address.ts): the shell fetches a key right
 * before its login uses it, so even an office behind one address holds few. More are refused,
 * never made by dropping another address's key; a full table drops the oldest key of the address
 * holding the most.
 */
export const MAX_ISSUED_PER_ADDRESS = 100;

export interface LoginKeys {
  bits: KeyBits;
  /** The long-lived key of logins without a keyId. */
  current: KeyPair;
  /** A one-use key for a login from `address`; error.throttle when the address holds its quota. */
  issue(address: string): Promise<{ publicKey: string; keyId: string }>;
  /** Removes an issued key and returns it; undefined when unknown, used or expired. */
  take(keyId: string): KeyPair | undefined;
  clear(): void;
}

const pairOptions = (bits: number): RSAKeyPairOptions<'pem', 'pem'> => ({
  modulusLength: bits,
  publicExponent: 65537,
  publicKeyEncoding: { type: 'spki', format: 'pem' },
  privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
});

const generate = (bits: number): Promise<KeyPair> =>
  new Promise((resolve, reject) =>
    generateKeyPair('rsa', pairOptions(bits), (err, publicKey, privateKey) => (err ? reject(err) : resolve({ publicKey, privateKey }))),
  );

function loadCurrent(db: Db, bits: KeyBits): KeyPair {
  const row = db.prepare('SELECT PUBLIC_KEY, PRIVATE_KEY, BITS FROM FM_KEYPAIR WHERE ID = 1').get() as
    | { PUBLIC_KEY: string; PRIVATE_KEY: string; BITS: number | null }
    | undefined;
  if (row && (row.BITS ?? 1024) === bits) return { publicKey: row.PUBLIC_KEY, privateKey: row.PRIVATE_KEY };
  const pair: KeyPair = generateKeyPairSync('rsa', pairOptions(bits));
  db.prepare(
    'INSERT INTO FM_KEYPAIR (ID, PUBLIC_KEY, PRIVATE_KEY, BITS) VALUES (1, ?, ?, ?) ON CONFLICT (ID) DO UPDATE SET PUBLIC_KEY = excluded.PUBLIC_KEY, PRIVATE_KEY = excluded.PRIVATE_KEY, BITS = excluded.BITS',
  ).run(pair.publicKey, pair.privateKey, bits);
  return pair;
}

export function createLoginKeys(db: Db, bits: KeyBits = 1024): LoginKeys {
  const current = loadCurrent(db, bits);
  const issued = new Map<string, IssuedKey>();
  // A few pairs made ahead, off the request path: 4096-bit generation takes around a second.
  const spare: KeyPair[] = [];
  const SPARE = bits >= 4096 ? 2 : 4;
  let filling = false;
  async function refill(): Promise<void> {
    if (filling) return;
    filling = true;
    try {
      while (spare.length < SPARE) spare.push(await generate(bits));
    } finally {
      filling = false;
    }
  }
  void refill().catch(() => undefined);

  /** Keys by address, oldest first (a Map keeps insertion order). */
  const byAddress = new Map<string, Map<string, IssuedKey>>();
  const forget = (keyId: string, key: IssuedKey): void => {
    issued.delete(keyId);
    const mine = byAddress.get(key.address);
    mine?.delete(keyId);
    if (mine?.size === 0) byAddress.delete(key.address);
  };
  function dropExpired(now: number): void {
    for (const [id, key] of issued)
      if (key.expires <= now) forget(id, key);
      else break;
  }
  function dropFromHeaviest(): void {
    let heaviest: Map<string, IssuedKey> | undefined;
    for (const mine of byAddress.values()) if (!heaviest || mine.size > heaviest.size) heaviest = mine;
    const oldest = heaviest?.entries().next().value;
    if (oldest) forget(oldest[0], oldest[1]);
  }

  return {
    bits,
    current,
    async issue(address) {
      const full = (): boolean => (byAddress.get(address)?.size ?? 0) >= MAX_ISSUED_PER_ADDRESS;
      const refused = () => new ApiError('error.throttle', ['登录密钥申请过多，请稍后再试', 'Too many login keys asked for, try again later']);
      dropExpired(Date.now());
      if (full()) throw refused();
      const pair = spare.shift() ?? (await generate(bits));
      void refill().catch(() => undefined);
      const now = Date.now();
      dropExpired(now);
      // Calls of one address that waited for a key together count again.
      if (full()) {
        spare.push(pair);
        throw refused();
      }
      while (issued.size >= MAX_ISSUED) dropFromHeaviest();
      const keyId = randomBytes(12).toString('hex');
      const key: IssuedKey = { ...pair, expires: now + ISSUED_TTL_MS, address };
      issued.set(keyId, key);
      let mine = byAddress.get(address);
      if (!mine) byAddress.set(address, (mine = new Map()));
      mine.set(keyId, key);
      return { publicKey: pair.publicKey, keyId };
    },
    take(keyId) {
      const key = issued.get(keyId);
      if (key) forget(keyId, key);
      return key && key.expires > Date.now() ? key : undefined;
    },
    clear: () => {
      issued.clear();
      byAddress.clear();
    },
  };
}

/** The key a login names: its one-use key when it sends a keyId, else the long-lived one. */
export function keyFor(keys: LoginKeys, keyId: unknown): KeyPair {
  if (keyId === undefined || keyId === null || keyId === '') return keys.current;
  const key = typeof keyId === 'string' ? keys.take(keyId) : undefined;
  if (!key) throw new ApiError('error.login', ['登录密钥已失效，请刷新页面后重新登录', 'The login key has expired, reload the page and log in again']);
  return key;
}

/** Decrypts jsencrypt `encryptOAEP` output (base64, OAEP with SHA-256). */
export function decryptPassword(key: KeyPair, b64: unknown): string {
  if (typeof b64 !== 'string' || b64 === '') throw new ApiError('error.login');
  try {
    const buf = privateDecrypt({ key: key.privateKey, padding: constants.RSA_PKCS1_OAEP_PADDING, oaepHash: 'sha256' }, Buffer.from(b64, 'base64'));
    return buf.toString('utf8');
  } catch {
    throw new ApiError('error.login', ['密码解密失败，请刷新页面后重试', 'The password could not be decrypted, reload and retry']);
  }
}
