/**
 * Login keys (spec §9, DESIGN §4): RSA with exponent 65537, 1024 bits by default (2048 or 4096 by
 * a start flag), OAEP with SHA-256. Besides the long-lived key (kept in the database, for shells
 * that send no `keyId`), every `getPublicKey` hands out a key pair of its own that one login
 * consumes, so a captured ciphertext cannot be replayed. The issued keys are rows of FM_LOGIN_KEY:
 * a key fetched from one server process is taken, once, by the login another process serves.
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
  /** The long-lived key of logins without a keyId (read from the database: another process may have made it). */
  readonly current: KeyPair;
  /** A one-use key for a login from `address`; error.throttle when the address holds its quota. */
  issue(address: string): Promise<{ publicKey: string; keyId: string }>;
  /** Removes an issued key and returns it; undefined when unknown, used (here or by another process) or expired. */
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

interface KeyRow {
  PUBLIC_KEY: string;
  PRIVATE_KEY: string;
}

const readCurrent = (db: Db): (KeyRow & { BITS: number | null }) | undefined =>
  db.prepare('SELECT PUBLIC_KEY, PRIVATE_KEY, BITS FROM FM_KEYPAIR WHERE ID = 1').get() as (KeyRow & { BITS: number | null }) | undefined;

/**
 * Makes sure the long-lived key has `bits`. Processes starting together on a new database keep
 * whichever key was stored first, so all of them decrypt with the same one.
 */
function ensureCurrent(db: Db, bits: KeyBits): void {
  const row = readCurrent(db);
  if (row && (row.BITS ?? 1024) === bits) return;
  const pair: KeyPair = generateKeyPairSync('rsa', pairOptions(bits));
  db.prepare(
    `INSERT INTO FM_KEYPAIR (ID, PUBLIC_KEY, PRIVATE_KEY, BITS) VALUES (1, ?, ?, ?)
     ON CONFLICT (ID) DO ${row ? 'UPDATE SET PUBLIC_KEY = excluded.PUBLIC_KEY, PRIVATE_KEY = excluded.PRIVATE_KEY, BITS = excluded.BITS' : 'NOTHING'}`,
  ).run(pair.publicKey, pair.privateKey, bits);
}

const refused = (): ApiError => new ApiError('error.throttle', ['登录密钥申请过多，请稍后再试', 'Too many login keys asked for, try again later']);

export function createLoginKeys(db: Db, bits: KeyBits = 1024): LoginKeys {
  ensureCurrent(db, bits);
  // A few pairs made ahead, off the request path: 4096-bit generation takes around a second.
  // They are this process's until issued, and issued only once they are rows.
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

  const waiting = (address: string, now: number): number =>
    Number((db.prepare('SELECT COUNT(*) AS n FROM FM_LOGIN_KEY WHERE ADDRESS = ? AND EXPIRES > ?').get(address, now) as { n: number }).n);

  /** Sweeps expired keys and, past MAX_ISSUED, drops the oldest keys of the address holding the most. */
  function makeRoom(now: number): void {
    db.prepare('DELETE FROM FM_LOGIN_KEY WHERE EXPIRES <= ?').run(now);
    const n = Number((db.prepare('SELECT COUNT(*) AS n FROM FM_LOGIN_KEY').get() as { n: number }).n);
    if (n < MAX_ISSUED) return;
    const heaviest = db.prepare('SELECT ADDRESS FROM FM_LOGIN_KEY GROUP BY ADDRESS ORDER BY COUNT(*) DESC, ADDRESS LIMIT 1').get() as
      | { ADDRESS: string }
      | undefined;
    if (!heaviest) return;
    const oldest = db
      .prepare('SELECT KEY_ID FROM FM_LOGIN_KEY WHERE ADDRESS = ? ORDER BY CREATED, KEY_ID LIMIT ?')
      .all(heaviest.ADDRESS, n - MAX_ISSUED + 1) as { KEY_ID: string }[];
    for (const { KEY_ID } of oldest) db.prepare('DELETE FROM FM_LOGIN_KEY WHERE KEY_ID = ?').run(KEY_ID);
  }

  return {
    bits,
    get current(): KeyPair {
      const row = readCurrent(db);
      if (!row) throw new ApiError('error.login');
      return { publicKey: row.PUBLIC_KEY, privateKey: row.PRIVATE_KEY };
    },
    async issue(address) {
      if (waiting(address, Date.now()) >= MAX_ISSUED_PER_ADDRESS) throw refused();
      const pair = spare.shift() ?? (await generate(bits));
      void refill().catch(() => undefined);
      const now = Date.now();
      const keyId = randomBytes(12).toString('hex');
      // One statement checks the quota and adds the key: calls of one address that waited for a
      // key together (here or in another process) count again, and only those under it get one.
      const added = db.transaction(() => {
        makeRoom(now);
        return db
          .prepare(
            `INSERT INTO FM_LOGIN_KEY (KEY_ID, ADDRESS, PUBLIC_KEY, PRIVATE_KEY, CREATED, EXPIRES)
             SELECT ?, ?, ?, ?, CAST(? AS BIGINT), CAST(? AS BIGINT) WHERE (SELECT COUNT(*) FROM FM_LOGIN_KEY WHERE ADDRESS = ? AND EXPIRES > ?) < ?`,
          )
          .run(keyId, address, pair.publicKey, pair.privateKey, now, now + ISSUED_TTL_MS, address, now, MAX_ISSUED_PER_ADDRESS).changes;
      })();
      if (added === 0) {
        spare.push(pair);
        throw refused();
      }
      return { publicKey: pair.publicKey, keyId };
    },
    take(keyId) {
      return db.transaction(() => {
        const row = db.prepare('SELECT PUBLIC_KEY, PRIVATE_KEY, EXPIRES FROM FM_LOGIN_KEY WHERE KEY_ID = ?').get(keyId) as
          | (KeyRow & { EXPIRES: number })
          | undefined;
        // Only the call whose delete removed the row has the key: a login racing it on another process has not.
        if (!row || db.prepare('DELETE FROM FM_LOGIN_KEY WHERE KEY_ID = ?').run(keyId).changes === 0) return undefined;
        return Number(row.EXPIRES) > Date.now() ? { publicKey: row.PUBLIC_KEY, privateKey: row.PRIVATE_KEY } : undefined;
      })();
    },
    clear: () => void db.prepare('DELETE FROM FM_LOGIN_KEY').run(),
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
