/**
 * Short reads by key that every request makes before its action (who calls: the session, the
 * user, the address's client, the user's roles), awaited rather than waited for:
 *
 * - SQLite: the server's own connection, in-process and answering in microseconds;
 * - PostgreSQL: pg-lookups.ts, connections of the server's thread. The store's connection
 *   (pg-store.ts) holds the thread while it waits; these do not, so the thread serves other calls
 *   while a lookup is on its way, as it does while a list query runs in the read pool.
 *
 * A lookup is one statement outside any transaction: it sees what was committed before it, which
 * is all a request's caller needs (a login, a logout, a role change are committed when they answer).
 */
import type { Db } from './store.js';

export interface Lookups {
  all(sql: string, params: readonly unknown[]): Promise<Record<string, unknown>[]>;
  close(): Promise<void>;
}

/** The lookups of a SQLite store: its own connection. */
export function inlineLookups(db: Db): Lookups {
  return {
    all: async (sql, params) => db.prepare(sql).all(...params) as Record<string, unknown>[],
    close: async () => undefined,
  };
}
