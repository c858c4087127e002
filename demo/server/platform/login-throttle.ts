/**
 * Login throttling per account and per address: after a few free failures each further one
 * doubles the wait (up to 15 minutes); attempts during the wait are refused unchecked, and do not
 * move the wait, so the number of seconds the message names holds. Unknown accounts and wrong
 * passwords count alike.
 */
import { ApiError } from '../errors.js';

const ACCOUNT_FREE = 5;
const ADDRESS_FREE = 20;
const MAX_WAIT_S = 15 * 60;
/** A key whose last failure is older than this starts again from zero. */
const FORGET_MS = 60 * 60 * 1000;
const MAX_KEYS = 50_000;

interface Failures {
  count: number;
  until: number;
  last: number;
}

export interface LoginThrottle {
  /** Throws error.throttle while the account or the address has to wait. */
  check(account: string, address: string): void;
  fail(account: string, address: string): void;
  succeed(account: string): void;
  clear(): void;
}

const waitSeconds = (count: number, free: number): number => (count < free ? 0 : Math.min(2 ** (count - free), MAX_WAIT_S));

export function createLoginThrottle(now: () => number = Date.now): LoginThrottle {
  const table = new Map<string, Failures>();
  const keys = (account: string, address: string): [string, number][] => [
    [`a:${account.toLowerCase()}`, ACCOUNT_FREE],
    [`ip:${address}`, ADDRESS_FREE],
  ];
  function live(key: string): Failures | undefined {
    const f = table.get(key);
    if (f && now() - f.last > FORGET_MS) {
      table.delete(key);
      return undefined;
    }
    return f;
  }
  function record(key: string, free: number): void {
    const f = live(key) ?? { count: 0, until: 0, last: 0 };
    f.count += 1;
    f.last = now();
    f.until = f.last + waitSeconds(f.count, free) * 1000;
    table.delete(key);
    table.set(key, f);
    if (table.size > MAX_KEYS) table.delete(table.keys().next().value!);
  }
  return {
    check(account, address) {
      const waits = keys(account, address).map(([key]) => (live(key)?.until ?? 0) - now());
      const wait = Math.max(...waits);
      if (wait <= 0) return;
      const n = Math.ceil(wait / 1000);
      throw new ApiError('error.throttle', [`尝试次数过多，请 ${n} 秒后再试`, `too many attempts, try again in ${n} s`]);
    },
    fail(account, address) {
      for (const [key, free] of keys(account, address)) record(key, free);
    },
    succeed(account) {
      table.delete(`a:${account.toLowerCase()}`);
    },
    clear: () => table.clear(),
  };
}
