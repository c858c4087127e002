/**
 * The storage seam: the calls the server makes on its database, in better-sqlite3's shape
 * (`prepare(sql).get/all/run`, `transaction(fn)`, `exec`), synchronous, on either store:
 *
 * - SQLite (the default): a better-sqlite3 connection to a file, as it always was;
 * - PostgreSQL (`--database-url postgres://…`): pg-store.ts, the same calls over node-postgres.
 *
 * The SQL is written once, in SQLite's spelling with portable constructs (`?` placeholders,
 * `INSERT … ON CONFLICT … DO UPDATE`, COALESCE); dialect.ts translates it for PostgreSQL. What
 * cannot be written once (a condition's typing rules, DDL) asks `db.dialect`.
 */
import type { Dialect } from './dialect.js';

export type { Dialect } from './dialect.js';

export interface RunResult {
  changes: number;
  lastInsertRowid: number | bigint;
}

export interface Statement {
  get(...params: unknown[]): unknown;
  all(...params: unknown[]): unknown[];
  run(...params: unknown[]): RunResult;
}

export interface Db {
  readonly dialect: Dialect;
  prepare(sql: string): Statement;
  exec(sql: string): unknown;
  /** `fn` in a transaction (a savepoint when one is open already): committed when it returns, undone when it throws. */
  transaction<A extends unknown[], R>(fn: (...args: A) => R): (...args: A) => R;
  close(): void;
}

/** Whether `location` (a `--database-url`, or a `--db` path) names a PostgreSQL database. */
export const isPostgresUrl = (location: string | undefined): location is string => location !== undefined && /^postgres(ql)?:\/\//i.test(location);
