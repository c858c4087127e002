/**
 * The lookups of a PostgreSQL store (lookups.ts): a few connections of the server's thread, each
 * statement prepared once per connection by name (the texts are the server's own, few), read-only,
 * and bounded by the server's query budget so that a database that stops answering fails the call
 * (error.fail) rather than holding it.
 */
import pg from 'pg';
import { namedStatements, restoreNames } from './dialect.js';
import type { Lookups } from './lookups.js';

/** 64-bit integers and numerics as numbers, booleans as 1 and 0: what the SQLite store answers. */
const SQLITE_LIKE_TYPES: Record<number, (value: string) => unknown> = {
  20: Number,
  1700: Number,
  16: (value) => (value === 't' ? 1 : 0),
};

const types = {
  getTypeParser: ((oid: number, format?: 'text' | 'binary') => SQLITE_LIKE_TYPES[oid] ?? pg.types.getTypeParser(oid, format)) as typeof pg.types.getTypeParser,
};

/** Two connections: a lookup takes a fraction of a millisecond, and each connection is a backend. */
const CONNECTIONS = 2;
const MAX_STATEMENTS = 100;

export function createPgLookups(url: string, budgetMs: number): Lookups {
  const pool = new pg.Pool({
    connectionString: url,
    max: CONNECTIONS,
    types,
    statement_timeout: Math.ceil(budgetMs),
    connectionTimeoutMillis: Math.ceil(budgetMs),
    // Idle connections never keep a finished process alive.
    allowExitOnIdle: true,
    options: '-c default_transaction_read_only=on -c jit=off',
  });
  // An idle connection the database ends is dropped from the pool; the next lookup opens another.
  pool.on('error', () => undefined);
  const statementOf = namedStatements('lookup', MAX_STATEMENTS);
  return {
    async all(sql, params) {
      const s = statementOf(sql);
      const r = await pool.query({ name: s.name, text: s.text, values: params.map((p) => (p === undefined ? null : p)), rowMode: 'array' });
      const names = restoreNames(
        r.fields.map((f) => f.name),
        s.names,
      );
      return (r.rows as unknown[][]).map((row) => Object.fromEntries(names.map((n, i) => [n, row[i]])));
    },
    close: () => pool.end(),
  };
}
