/**
 * Prepared statements reused by their SQL text. Preparing parses and plans the SQL again on every
 * call (tens of microseconds for a list's SELECT); the server sends the same few statements over
 * and over, so the connection keeps the most recently used ones in a bounded LRU map.
 *
 * A cached statement is shared by every caller of the same SQL: callers run it and never switch
 * its modes (`pluck`, `raw`, `expand`, `safeIntegers`), and never keep it busy with `iterate`
 * across another call of the same text. better-sqlite3's own transactions and pragmas prepare
 * through the native handle, not through this method.
 */
import type Database from 'better-sqlite3';

/** Distinct statements kept per connection: every fixed query plus many list filter shapes. */
export const STATEMENT_CACHE_SIZE = 500;

/** Makes `db.prepare` return the cached statement of the same SQL text; returns the cache for tests. */
export function reuseStatements(db: Database.Database, capacity = STATEMENT_CACHE_SIZE): Map<string, Database.Statement> {
  const prepareAnew = db.prepare.bind(db);
  const cache = new Map<string, Database.Statement>();
  const prepare = (sql: string): Database.Statement => {
    const found = cache.get(sql);
    if (found) {
      // Re-inserted to mark it most recently used: a Map iterates in insertion order.
      cache.delete(sql);
      cache.set(sql, found);
      return found;
    }
    const statement = prepareAnew(sql);
    cache.set(sql, statement);
    if (cache.size > capacity) cache.delete(cache.keys().next().value!);
    return statement;
  };
  db.prepare = prepare as Database.Database['prepare'];
  return cache;
}
