/**
 * Login throttling per account and per address: after a few free failures each further one
 * doubles the wait (up to 15 minutes); attempts during the wait are refused unchecked, and do not
 * move the wait, so the number of seconds the message names holds. Unknown accounts and wrong
 * passwords count alike. The failures are rows of FM_LOGIN_THROTTLE, so every server process on
 * the database counts the same attempts (a second process is no second set of free guesses).
 */
import type { Db } from '../db/schema.js';
import { ApiError } from '../errors.js';

const ACCOUNT_FREE = 5;
const ADDRESS_FREE = 20;
const MAX_WAIT_S = 15 * 60;
/** A key whose last failure is older than this starts again from zero (and its row is swept). */
const FORGET_MS = 60 * 60 * 1000;

export interface LoginThrottle {
  /** Throws error.throttle while the account or the address has to wait. */
  check(account: string, address: string): void;
  fail(account: string, address: string): void;
  succeed(account: string): void;
  clear(): void;
}

const waitSeconds = (count: number, free: number): number => (count < free ? 0 : Math.min(2 ** (count - free), MAX_WAIT_S));

interface Failures {
  FAILURES: number;
  WAIT_UNTIL: number;
  LAST_FAILURE: number;
}

// Date.now read at each call, not captured: a test that holds the clock still holds the waits too.
export function createLoginThrottle(db: Db, now: () => number = () => Date.now()): LoginThrottle {
  const accountKey = (account: string): string => `a:${account.toLowerCase()}`;
  const keys = (account: string, address: string): [string, number][] => [
    [accountKey(account), ACCOUNT_FREE],
    [`ip:${address}`, ADDRESS_FREE],
  ];
  /**
   * One failure more, counted by the database (two processes failing at once both count), then
   * the wait of the count this failure made; a later failure's longer wait is never shortened.
   */
  const record = (key: string, free: number, at: number): void => {
    db.prepare(
      `INSERT INTO FM_LOGIN_THROTTLE (THROTTLE_KEY, FAILURES, WAIT_UNTIL, LAST_FAILURE) VALUES (?, 1, 0, ?)
       ON CONFLICT (THROTTLE_KEY) DO UPDATE SET
         FAILURES = CASE WHEN FM_LOGIN_THROTTLE.LAST_FAILURE < ? THEN 1 ELSE FM_LOGIN_THROTTLE.FAILURES + 1 END,
         LAST_FAILURE = excluded.LAST_FAILURE`,
    ).run(key, at, at - FORGET_MS);
    const row = db.prepare('SELECT FAILURES FROM FM_LOGIN_THROTTLE WHERE THROTTLE_KEY = ?').get(key) as { FAILURES: number } | undefined;
    if (!row) return;
    const until = at + waitSeconds(Number(row.FAILURES), free) * 1000;
    db.prepare('UPDATE FM_LOGIN_THROTTLE SET WAIT_UNTIL = ? WHERE THROTTLE_KEY = ? AND WAIT_UNTIL < ?').run(until, key, until);
  };
  return {
    check(account, address) {
      const at = now();
      const rows = db
        .prepare('SELECT WAIT_UNTIL, LAST_FAILURE FROM FM_LOGIN_THROTTLE WHERE THROTTLE_KEY IN (?, ?)')
        .all(...keys(account, address).map(([key]) => key)) as Failures[];
      const wait = Math.max(0, ...rows.filter((r) => at - Number(r.LAST_FAILURE) <= FORGET_MS).map((r) => Number(r.WAIT_UNTIL) - at));
      if (wait <= 0) return;
      const n = Math.ceil(wait / 1000);
      throw new ApiError('error.throttle', [`尝试次数过多，请 ${n} 秒后再试`, `too many attempts, try again in ${n} s`]);
    },
    fail(account, address) {
      const at = now();
      db.transaction(() => {
        // Forgotten keys are swept as failures come (through the index of the last failure).
        db.prepare('DELETE FROM FM_LOGIN_THROTTLE WHERE LAST_FAILURE < ?').run(at - FORGET_MS);
        for (const [key, free] of keys(account, address)) record(key, free, at);
      })();
    },
    succeed(account) {
      db.prepare('DELETE FROM FM_LOGIN_THROTTLE WHERE THROTTLE_KEY = ?').run(accountKey(account));
    },
    clear: () => void db.prepare('DELETE FROM FM_LOGIN_THROTTLE').run(),
  };
}
