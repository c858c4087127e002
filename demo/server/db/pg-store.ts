/**
 * The storage seam's PostgreSQL side: the subset of better-sqlite3's API the server calls
 * (`prepare` → `get`/`all`/`run`, `transaction`, `exec`, `close`), synchronous like it, over
 * node-postgres (`pg`) on a thread of its own (pg-worker.ts). The server's thread posts a call and
 * waits on a shared flag (Atomics.wait) until the thread has the answer: each action stays written
 * once, for both stores, and a transaction is the same plain function on both.
 *
 * The SQL is the server's SQLite text, translated once per statement (dialect.ts); result columns
 * get back the spelling the statement used; `lastInsertRowid` comes from a RETURNING clause added
 * to an insert into a table with an identity column; failures carry SQLite's constraint codes.
 */
import { MessageChannel, type MessagePort, receiveMessageOnPort, Worker } from 'node:worker_threads';
import { ddlFor, restoreNames, sqliteCodeOf, toPostgres, type Translated } from './dialect.js';
import type { Db, RunResult, Statement } from './store.js';
import { workerStart } from './worker-start.js';

/** `seq` numbers the calls; the reply carries it back (see `call`). */
export type PgCall = { seq?: number } & (
  | { op: 'query'; text: string; values: unknown[]; guard: boolean; after?: string }
  | { op: 'exec'; text: string }
  | { op: 'begin' | 'commit' | 'rollback' | 'close' }
);

export type PgReply = { seq?: number } & (
  | { ok: true; fields: string[]; rows: unknown[][]; count: number }
  | { ok: false; message: string; code: string | undefined; constraint: string | undefined; table?: string; detail?: string }
);

/** How long one call may wait for its answer before the server gives up on the connection. */
const CALL_TIMEOUT_MS = 10 * 60 * 1000;

/** A failure shaped as better-sqlite3's (the router and the import tell a duplicate key by its code). */
export class StoreError extends Error {
  override name = 'SqliteError';
  constructor(
    message: string,
    readonly code: string,
    /** PostgreSQL's SQLSTATE. */
    readonly sqlState: string | undefined,
  ) {
    super(message);
  }
}

/**
 * A duplicate key in SQLite's words, "UNIQUE constraint failed: ORDER.CLIENT_ID, ORDER.ORDER_NO",
 * from PostgreSQL's table and detail ("Key (client_id, order_no)=(…) already exists."): the import
 * names the field of a duplicate from those columns. Other failures keep PostgreSQL's message.
 */
function sqliteMessageOf(reply: Extract<PgReply, { ok: false }>): string {
  const columns = reply.code === '23505' ? /^Key \(([^)]*)\)=/.exec(reply.detail ?? '')?.[1] : undefined;
  if (!columns || !reply.table) return reply.message;
  const table = reply.table.toUpperCase();
  return `UNIQUE constraint failed: ${columns
    .split(',')
    .map((c) => `${table}.${c.trim().replace(/"/g, '').toUpperCase()}`)
    .join(', ')}`;
}

/** better-sqlite3 binds an array argument as its items. */
const flat = (params: unknown[]): unknown[] =>
  params.flatMap((p) => (Array.isArray(p) ? p : [p])).map((p) => (typeof p === 'bigint' ? p.toString() : p === undefined ? null : p));

interface InsertShape {
  table: string;
  identity: string | undefined;
  /** The statement names the identity column: the sequence is moved past the value it wrote. */
  setsIdentity: boolean;
}

class PgStatement implements Statement {
  private readonly t: Translated;
  private readonly insert: InsertShape | undefined;
  private readonly returning: string;
  private readonly after: string | undefined;
  private readonly reads: boolean;

  constructor(
    private readonly db: PgDatabase,
    sql: string,
  ) {
    // DDL prepared as a statement gets PostgreSQL's types as exec's does.
    this.t = toPostgres(/^\s*CREATE\b/i.test(sql) ? ddlFor('postgres', sql) : sql);
    this.reads = /^\s*(SELECT|WITH)\b/i.test(this.t.text);
    const m = /^\s*INSERT\s+INTO\s+("?)([A-Za-z_][\w]*)\1\s*(\(([^)]*)\))?/i.exec(this.t.text);
    if (m) {
      const table = m[2]!.toLowerCase();
      const identity = db.identityOf(table);
      const columns = (m[4] ?? '').split(',').map((c) => c.trim().replace(/"/g, '').toLowerCase());
      this.insert = { table, identity, setsIdentity: identity !== undefined && columns.includes(identity) };
    }
    this.returning = this.insert?.identity && !/\bRETURNING\b/i.test(this.t.text) ? `${this.t.text} RETURNING "${this.insert.identity}"` : this.t.text;
    this.after =
      this.insert?.setsIdentity && this.insert.identity
        ? `SELECT setval(pg_get_serial_sequence('"${this.insert.table}"', '${this.insert.identity}'), GREATEST((SELECT MAX("${this.insert.identity}") FROM "${this.insert.table}"), 1))`
        : undefined;
  }

  private rows(params: unknown[]): Record<string, unknown>[] {
    const r = this.db.query(this.t.text, flat(params), !this.reads);
    const names = restoreNames(r.fields, this.t.names);
    return r.rows.map((row) => {
      const o: Record<string, unknown> = {};
      for (let i = 0; i < names.length; i += 1) o[names[i]!] = row[i];
      return o;
    });
  }

  get(...params: unknown[]): unknown {
    return this.rows(params)[0];
  }

  all(...params: unknown[]): unknown[] {
    return this.rows(params);
  }

  run(...params: unknown[]): RunResult {
    const r = this.db.query(this.returning, flat(params), true, this.after);
    const id = this.insert?.identity && r.rows.length ? Number(r.rows.at(-1)![0]) : 0;
    return { changes: r.count, lastInsertRowid: id };
  }
}

export class PgDatabase implements Db {
  readonly dialect = 'postgres' as const;
  private readonly worker: Worker;
  private readonly port: MessagePort;
  private readonly flag = new Int32Array(new SharedArrayBuffer(4));
  private seq = 0;
  private readonly cache = new Map<string, PgStatement>();
  private identities: Map<string, string> | undefined;
  private depth = 0;
  private closed = false;

  constructor(readonly url: string) {
    const start = workerStart('pg-worker');
    const { port1, port2 } = new MessageChannel();
    this.port = port1;
    this.worker = new Worker(start.entry, {
      eval: start.eval,
      workerData: { url, port: port2, flag: this.flag },
      transferList: [port2],
      ...(start.execArgv ? { execArgv: start.execArgv } : {}),
    });
    this.worker.unref();
    // Surfaces a connection that cannot open now, rather than at the first statement.
    this.query('SELECT 1', [], false);
  }

  /** One call to the connection's thread, waited for. */
  private call(message: PgCall): Extract<PgReply, { ok: true }> {
    if (this.closed) throw new StoreError('The database connection is closed', 'SQLITE_MISUSE', undefined);
    // A reply given up on (below) may still arrive later: it is told from this call's by its number
    // and dropped, never taken as the answer to a later statement.
    const seq = (this.seq += 1);
    Atomics.store(this.flag, 0, 0);
    this.port.postMessage({ ...message, seq });
    const mine = (): PgReply | undefined => {
      for (let got = receiveMessageOnPort(this.port); got; got = receiveMessageOnPort(this.port)) {
        if ((got.message as PgReply).seq === seq) return got.message as PgReply;
      }
      return undefined;
    };
    // The thread posts its reply, then raises the flag. The flag is waited for in short slices and
    // lowered each time: a late reply to an earlier call raises it too, and the reply can be
    // seen a moment after its flag.
    let reply: PgReply | undefined;
    for (const deadline = Date.now() + CALL_TIMEOUT_MS; !(reply = mine()); ) {
      if (Date.now() > deadline) throw new StoreError('The database did not answer', 'SQLITE_BUSY', undefined);
      Atomics.wait(this.flag, 0, 0, 50);
      Atomics.store(this.flag, 0, 0);
    }
    if (!reply.ok) throw new StoreError(sqliteMessageOf(reply), sqliteCodeOf(reply.code, reply.constraint), reply.code);
    return reply;
  }

  query(text: string, values: unknown[], guard: boolean, after?: string): Extract<PgReply, { ok: true }> {
    return this.call({ op: 'query', text, values, guard, ...(after ? { after } : {}) });
  }

  /** The identity column of `table` (lower case), if it has one. */
  identityOf(table: string): string | undefined {
    if (!this.identities) {
      const r = this.query(
        "SELECT table_name, column_name FROM information_schema.columns WHERE table_schema = current_schema() AND is_identity = 'YES'",
        [],
        false,
      );
      this.identities = new Map(r.rows.map((row) => [String(row[0]), String(row[1])]));
    }
    return this.identities.get(table);
  }

  prepare(sql: string): Statement {
    let s = this.cache.get(sql);
    if (!s) {
      s = new PgStatement(this, sql);
      this.cache.set(sql, s);
      if (this.cache.size > 500) this.cache.delete(this.cache.keys().next().value!);
    }
    return s;
  }

  exec(sql: string): this {
    // exec is where DDL is run: SQLite's column types become PostgreSQL's (ddlFor).
    this.call({ op: 'exec', text: toPostgres(ddlFor('postgres', sql)).text });
    // A table created or dropped changes which inserts return an id.
    this.identities = undefined;
    this.cache.clear();
    return this;
  }

  transaction<A extends unknown[], R>(fn: (...args: A) => R): (...args: A) => R {
    return (...args: A): R => {
      this.call({ op: 'begin' });
      this.depth += 1;
      try {
        const result = fn(...args);
        this.depth -= 1;
        this.call({ op: 'commit' });
        return result;
      } catch (e) {
        this.depth -= 1;
        this.call({ op: 'rollback' });
        throw e;
      }
    };
  }

  get inTransaction(): boolean {
    return this.depth > 0;
  }

  close(): void {
    if (this.closed) return;
    try {
      this.call({ op: 'close' });
    } finally {
      this.closed = true;
      void this.worker.terminate();
    }
  }
}
