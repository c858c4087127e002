/**
 * One reader of the read pool (read-pool.ts): its own read-only connection to the database file
 * (WAL lets it read while the server's connection writes), the same condition functions, and the
 * statements it is sent, run one at a time. It builds no SQL: the text and its values come from
 * the server's thread, which has checked them (and scoped them) already. Office previews are made
 * here too, so that a large document never holds the server's thread either.
 */
import Database from 'better-sqlite3';
import { performance } from 'node:perf_hooks';
import { parentPort, workerData } from 'node:worker_threads';
import { ApiError } from '../errors.js';
import { registerConditionFunctions } from './condition-functions.js';
import { reuseStatements } from './statements.js';
import type { JobReply, JobRequest } from './read-pool.js';
import { isPostgresUrl } from './store.js';

const { dbPath } = workerData as { dbPath: string };
const postgres = isPostgresUrl(dbPath);
const db = postgres ? undefined : new Database(dbPath, { readonly: true, fileMustExist: true });
if (db) reuseStatements(db);

/** The running job's deadline: the condition functions end its statement past it. */
let deadline = Number.POSITIVE_INFINITY;
let calls = 0;
const PAST_DEADLINE = new Error('past the deadline');
if (db)
  registerConditionFunctions(db, () => {
    // The clock every 256 calls: a function call costs well under a microsecond.
    if ((++calls & 255) === 0 && performance.now() > deadline) throw PAST_DEADLINE;
  });

function run(job: JobRequest): JobReply {
  deadline = performance.now() + job.budgetMs;
  try {
    if (job.kind === 'preview') return { id: job.id, ok: true, value: previewOf(job) };
    const statement = db!.prepare(job.sql);
    const value = job.kind === 'get' ? statement.get(...job.params) : statement.all(...job.params);
    return { id: job.id, ok: true, value };
  } catch (e) {
    if (e === PAST_DEADLINE) {
      const { code, msgs } = new ApiError('error.timeout');
      return { id: job.id, ok: false, error: { name: 'ApiError', code, message: msgs[1], msgs } };
    }
    const err = e as { name?: unknown; code?: unknown; message?: unknown; msgs?: unknown };
    return {
      id: job.id,
      ok: false,
      error: {
        name: String(err.name ?? 'Error'),
        code: typeof err.code === 'string' ? err.code : undefined,
        message: String(err.message ?? e),
        msgs: Array.isArray(err.msgs) ? (err.msgs as [string, string]) : undefined,
      },
    };
  }
}

type PreviewJob = Extract<JobRequest, { kind: 'preview' }>;
let makePreview: ((job: PreviewJob) => Uint8Array) | undefined;
function previewOf(job: PreviewJob): Uint8Array {
  if (!makePreview) throw new Error('preview maker not loaded');
  return makePreview(job);
}

const loadPreview = async (job: JobRequest): Promise<void> => {
  if (job.kind === 'preview' && !makePreview) {
    // Loaded with the first preview: a reader that only lists never loads the PDF writer.
    const { officePdf } = await import('../platform/file-preview.js');
    makePreview = (j) => officePdf(j.name, j.type, Buffer.from(j.content));
  }
};

if (postgres) {
  // PostgreSQL ends a statement past the job's budget itself (statement_timeout): the thread is
  // free at once, whatever the SQL.
  const { createPgReader } = await import('./pg-read.js');
  const read = await createPgReader(dbPath);
  parentPort!.postMessage('ready');
  parentPort!.on('message', async (job: JobRequest) => {
    await loadPreview(job);
    if (job.kind === 'preview') return parentPort!.postMessage(run(job));
    parentPort!.postMessage(await read(job));
  });
} else {
  parentPort!.postMessage('ready');
  parentPort!.on('message', async (job: JobRequest) => {
    await loadPreview(job);
    parentPort!.postMessage(run(job));
  });
}
