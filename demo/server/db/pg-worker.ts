/**
 * The PostgreSQL connection of the server's thread (pg-store.ts): node-postgres is asynchronous,
 * the server's storage calls are not, so this thread owns one connection and answers each call
 * while the server's thread waits on a shared flag. One connection: a transaction begun by one
 * call is the one the next call runs in, as on better-sqlite3.
 *
 * Inside a transaction each statement runs under a savepoint: a failed statement (a duplicate key
 * the server catches and reports) then undoes itself only, as in SQLite, instead of leaving the
 * whole transaction unusable as PostgreSQL otherwise does.
 */
import pg from 'pg';
import { type MessagePort, workerData } from 'node:worker_threads';
import type { PgCall, PgReply } from './pg-store.js';
import { statementNames } from './dialect.js';

const { url, port, flag } = workerData as { url: string; port: MessagePort; flag: Int32Array };

// 64-bit integers and numerics as numbers (SQLite hands them over as numbers), booleans as 1 and 0.
pg.types.setTypeParser(20, (v) => Number(v));
pg.types.setTypeParser(1700, (v) => Number(v));
pg.types.setTypeParser(16, (v) => (v === 't' ? 1 : 0));

const client = new pg.Client({ connectionString: url });
let connected: Promise<unknown> | undefined;
let depth = 0;

/**
 * Statements prepared on this connection by name, one per SQL text (dialect.ts statementNames).
 * A named statement outlives a rolled-back transaction, and PostgreSQL plans it again when a
 * table it reads changes.
 */
const statementName = statementNames('s', 500);

async function handle(call: PgCall): Promise<PgReply> {
  // JIT off, as on the query threads (pg-read.ts): its compiling is neither fast nor interruptible.
  connected ??= client
    .connect()
    .then(() => client.query(`SET TIME ZONE '${Intl.DateTimeFormat().resolvedOptions().timeZone}'`))
    .then(() => client.query('SET jit = off'));
  await connected;
  switch (call.op) {
    case 'query': {
      const guarded = depth > 0 && call.guard;
      if (guarded) await client.query('SAVEPOINT stmt');
      try {
        // Only a statement with parameters: one without may hold several commands, which a named one cannot.
        const name = call.values.length ? statementName(call.text) : undefined;
        const r = await client.query({ name, text: call.text, values: call.values, rowMode: 'array' });
        if (call.after) await client.query(call.after);
        if (guarded) await client.query('RELEASE SAVEPOINT stmt');
        const result = Array.isArray(r) ? r.at(-1)! : r;
        return { ok: true, fields: (result.fields ?? []).map((f: { name: string }) => f.name), rows: result.rows ?? [], count: result.rowCount ?? 0 };
      } catch (e) {
        if (guarded) await client.query('ROLLBACK TO SAVEPOINT stmt').catch(() => undefined);
        throw e;
      }
    }
    case 'exec':
      await client.query(call.text);
      return { ok: true, fields: [], rows: [], count: 0 };
    case 'begin':
      await client.query(depth === 0 ? 'BEGIN' : `SAVEPOINT tx${depth}`);
      depth += 1;
      return { ok: true, fields: [], rows: [], count: 0 };
    case 'commit':
      depth -= 1;
      await client.query(depth === 0 ? 'COMMIT' : `RELEASE SAVEPOINT tx${depth}`);
      return { ok: true, fields: [], rows: [], count: 0 };
    case 'rollback':
      depth -= 1;
      await client.query(depth === 0 ? 'ROLLBACK' : `ROLLBACK TO SAVEPOINT tx${depth}`);
      if (depth > 0) await client.query(`RELEASE SAVEPOINT tx${depth}`);
      return { ok: true, fields: [], rows: [], count: 0 };
    case 'close':
      await client.end();
      return { ok: true, fields: [], rows: [], count: 0 };
  }
}

port.on('message', (call: PgCall) => {
  handle(call)
    .catch((e: unknown): PgReply => {
      const err = e as { message?: unknown; code?: unknown; constraint?: unknown; table?: unknown; detail?: unknown };
      return {
        ok: false,
        message: String(err.message ?? e),
        code: typeof err.code === 'string' ? err.code : undefined,
        constraint: typeof err.constraint === 'string' ? err.constraint : undefined,
        ...(typeof err.table === 'string' ? { table: err.table } : {}),
        ...(typeof err.detail === 'string' ? { detail: err.detail } : {}),
      };
    })
    .then((reply) => {
      port.postMessage({ ...reply, seq: call.seq });
      Atomics.store(flag, 0, 1);
      Atomics.notify(flag, 0);
    });
});
