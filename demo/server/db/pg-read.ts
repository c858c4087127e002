/**
 * A query thread's reader on PostgreSQL (read-worker.ts): its own connection, each job's SQL
 * translated as the server's connection translates it (dialect.ts) and prepared once by name, and
 * the job's budget as the statement's timeout, so that PostgreSQL itself cancels a statement past
 * it (error.timeout).
 */
import pg from 'pg';
import { ApiError } from '../errors.js';
import { namedStatements, restoreNames, sqliteCodeOf } from './dialect.js';
import type { JobReply, JobRequest } from './read-pool.js';

pg.types.setTypeParser(20, (v) => Number(v));
pg.types.setTypeParser(1700, (v) => Number(v));
pg.types.setTypeParser(16, (v) => (v === 't' ? 1 : 0));

type QueryJob = Extract<JobRequest, { kind: 'all' | 'get' }>;

export async function createPgReader(url: string): Promise<(job: QueryJob) => Promise<JobReply>> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  await client.query(`SET TIME ZONE '${Intl.DateTimeFormat().resolvedOptions().timeZone}'`);
  await client.query('SET default_transaction_read_only = on');
  // JIT compiling a long generated filter (200 OR-ed conditions) takes tens of seconds, and
  // nothing interrupts it: not the statement's timeout, not a cancel. The server's queries are
  // short reads by index or bounded scans that gain nothing from it.
  await client.query('SET jit = off');
  let timeout = -1;
  const statementOf = namedStatements('read', 500);
  return async (job) => {
    try {
      // In steps of 100 ms: most jobs then find the timeout already set (each SET is a round trip).
      const ms = Math.max(100, Math.ceil(job.budgetMs / 100) * 100);
      if (ms !== timeout) {
        await client.query(`SET statement_timeout = ${ms}`);
        timeout = ms;
      }
      const t = statementOf(job.sql);
      const r = await client.query({ name: t.name, text: t.text, values: job.params.map((p) => (p === undefined ? null : p)), rowMode: 'array' });
      const names = restoreNames(
        r.fields.map((f) => f.name),
        t.names,
      );
      const rows = (r.rows as unknown[][]).map((row) => Object.fromEntries(names.map((n, i) => [n, row[i]])));
      return { id: job.id, ok: true, value: job.kind === 'get' ? rows[0] : rows };
    } catch (e) {
      const err = e as { code?: string; constraint?: string; message?: string };
      if (err.code === '57014') {
        const { code, msgs } = new ApiError('error.timeout');
        return { id: job.id, ok: false, error: { name: 'ApiError', code, message: msgs[1], msgs } };
      }
      return {
        id: job.id,
        ok: false,
        error: { name: 'SqliteError', code: sqliteCodeOf(err.code, err.constraint), message: String(err.message ?? e), msgs: undefined },
      };
    }
  };
}
