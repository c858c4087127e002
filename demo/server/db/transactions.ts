/**
 * Transactions that take the write lock when they begin. Several server processes write one
 * SQLite file: a transaction begun as a reader (SQLite's default, "deferred") that writes after
 * another process committed cannot upgrade its stale snapshot and fails at once with SQLITE_BUSY,
 * without waiting. Begun `IMMEDIATE`, it waits its turn (the busy timeout, 5 s by default) and
 * then reads what the other process wrote, so a version check and its write, or a count and the
 * id it gives, see the same rows. Every transaction of the server writes; reads run outside them
 * (and on the query threads), so taking the lock at once costs nothing in one process.
 */
import type Database from 'better-sqlite3';

export function immediateTransactions(db: Database.Database): void {
  const make = db.transaction.bind(db);
  db.transaction = ((fn: (...args: unknown[]) => unknown) => {
    const t = make(fn);
    // Inside another transaction better-sqlite3 uses a savepoint whichever variant is called.
    const run = ((...args: unknown[]) => t.immediate(...args)) as typeof t;
    return Object.assign(run, { default: t.immediate, deferred: t.deferred, immediate: t.immediate, exclusive: t.exclusive });
  }) as Database.Database['transaction'];
}
