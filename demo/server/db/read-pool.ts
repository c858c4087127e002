/**
 * Where list queries run: a few worker threads, each with its own read-only connection
 * (read-worker.ts), so that a costly filter never holds the server's one thread. better-sqlite3
 * cannot interrupt a statement, so the budget is kept from here: a job past its time is answered
 * `error.timeout` at once. The worker stops a statement that calls the condition functions itself
 * (they check the job's deadline) and is free again; one that does not come back within a grace
 * period is ended and replaced (a statement in plain SQL finishes on a thread nobody waits for). The SQL and its values are built on the server's thread and only executed here, so any
 * rule added while building them (a tenant's scope) travels with them, and so that the same jobs
 * could go to another database's pool.
 *
 * Fairness: one caller (a user, or an address without a session) holds at most all workers but
 * one, so a caller's slow filters leave a worker to everyone else.
 */
import { availableParallelism } from 'node:os';
import { performance } from 'node:perf_hooks';
import { Worker } from 'node:worker_threads';
import { ApiError } from '../errors.js';
import type { Db } from './store.js';
import { workerStart } from './worker-start.js';

/** `budgetMs`: the worker stops a statement that calls the condition functions past it itself. */
export type JobRequest =
  | { id: number; budgetMs: number; kind: 'all' | 'get'; sql: string; params: unknown[] }
  | { id: number; budgetMs: number; kind: 'preview'; name: string; type: string; content: Uint8Array };

export type JobReply =
  | { id: number; ok: true; value: unknown }
  | { id: number; ok: false; error: { name: string; code: string | undefined; message: string; msgs: [string, string] | undefined } };

/** What one request may still spend on queries, in milliseconds of a worker's time. */
export interface Budget {
  leftMs: number;
}

export type Job = { kind: 'all' | 'get'; sql: string; params: unknown[] } | { kind: 'preview'; name: string; type: string; content: Uint8Array };

export interface ReadPool {
  /** Runs `job` for `owner` within `budget` (charged with the time it ran); error.timeout past it. */
  run(job: Job, owner: string, budget: Budget): Promise<unknown>;
  /** Workers with their connection open (test hook `read-workers`). */
  ready(): number;
  close(): Promise<void>;
}

/** The reply past the budget (docs/server-contract.md "Cost budgets"). */
export const timeoutError = (): ApiError => new ApiError('error.timeout');

/** The default budget of one request's queries (ServerOptions.queryBudgetMs). */
export const DEFAULT_QUERY_BUDGET_MS = 5000;

/**
 * Workers by default: two on a two-core machine (one caller's slow filter leaves the other to the
 * rest), one per core up to four on a larger one. On PostgreSQL one more: there a worker mostly
 * waits while the database works (and the database ends a statement past its budget itself), so
 * the count is not the cores'; with one more, one caller can have two statements on their way and
 * still leaves a worker to everyone else.
 */
export const defaultReaders = (postgres = false): number => Math.max(2, Math.min(4, availableParallelism())) + (postgres ? 1 : 0);

/** A failure from a worker, shaped as the router expects (an ApiError, or a SqliteError by its name and code). */
function errorOf(e: Extract<JobReply, { ok: false }>['error']): Error {
  if (e.msgs) return new ApiError(e.code ?? 'error.fail', e.msgs);
  const error = new Error(e.message) as Error & { code?: string };
  error.name = e.name;
  if (e.code !== undefined) error.code = e.code;
  return error;
}

interface Pending {
  id: number;
  job: Job;
  owner: string;
  budget: Budget;
  /** Answered already (error.timeout at its budget) while its worker still runs it. */
  settled: boolean;
  resolve(value: unknown): void;
  reject(error: unknown): void;
}

/**
 * How long a worker past a job's budget may take to stop it by itself (a statement that calls the
 * condition functions stops at once; one in plain SQL runs to its end) before it is ended.
 */
const GRACE_MS = 3000;
const MAX_FAILED_STARTS = 3;

interface Reader {
  worker: Worker;
  /** Whether its connection is open: a job's time starts when a ready worker takes it. */
  ready: boolean;
  current: Pending | undefined;
  started: number;
  timer: NodeJS.Timeout | undefined;
}

/** The pool of `size` workers reading `dbPath`. */
export function createReadPool(dbPath: string, size = defaultReaders()): ReadPool {
  const start = workerStart('read-worker');
  const readers: Reader[] = [];
  const queue: Pending[] = [];
  const running = new Map<string, number>();
  /** Ended workers still busy in a statement: past `size` of them no new one starts, so an attack cannot pile them up. */
  let retiring = 0;
  let nextId = 1;
  let closed = false;
  let failedStarts = 0;
  const ownerCap = Math.max(1, size - 1);

  const finish = (reader: Reader): Pending | undefined => {
    const job = reader.current;
    if (!job) return undefined;
    clearTimeout(reader.timer);
    reader.current = undefined;
    job.budget.leftMs -= performance.now() - reader.started;
    const n = (running.get(job.owner) ?? 1) - 1;
    if (n > 0) running.set(job.owner, n);
    else running.delete(job.owner);
    return job;
  };

  const spawn = (): void => {
    const worker = new Worker(start.entry, { eval: start.eval, workerData: { dbPath }, ...(start.execArgv ? { execArgv: start.execArgv } : {}) });
    // The workers must not keep a finished process alive.
    worker.unref();
    const reader: Reader = { worker, ready: false, current: undefined, started: 0, timer: undefined };
    worker.on('message', (reply: JobReply | 'ready') => {
      if (reply === 'ready') {
        reader.ready = true;
        failedStarts = 0;
        return pump();
      }
      if (reader.current?.id !== reply.id) return;
      const job = finish(reader)!;
      if (job.settled) return pump();
      if (reply.ok) job.resolve(reply.value);
      else job.reject(errorOf(reply.error));
      pump();
    });
    const lost = (error: unknown): void => {
      const index = readers.indexOf(reader);
      if (index < 0) return;
      readers.splice(index, 1);
      const job = finish(reader);
      if (job && !job.settled) job.reject(error instanceof Error ? error : new ApiError('error.fail'));
      // Threads that die before they are ready would be replaced forever while calls wait: after
      // a few, the waiting calls fail (error.fail) instead of hanging.
      if (!reader.ready && ++failedStarts >= MAX_FAILED_STARTS) {
        for (const p of queue.splice(0)) p.reject(new ApiError('error.fail'));
        failedStarts = 0;
      }
      pump();
    };
    worker.on('error', lost);
    worker.on('exit', () => lost(new ApiError('error.fail')));
    readers.push(reader);
  };

  /**
   * A job past its budget is answered error.timeout at once; its worker, which stops such a
   * statement itself, is given GRACE_MS to come back before it is ended.
   */
  const overdue = (reader: Reader): void => {
    const job = reader.current;
    if (!job || job.settled) return;
    job.settled = true;
    job.reject(timeoutError());
    reader.timer = setTimeout(() => retire(reader), GRACE_MS);
  };

  /** Ends a worker that did not stop an overdue job, and puts a new one in its place. */
  const retire = (reader: Reader): void => {
    finish(reader);
    readers.splice(readers.indexOf(reader), 1);
    reader.worker.removeAllListeners();
    reader.worker.on('error', () => undefined);
    retiring += 1;
    void reader.worker.terminate().finally(() => {
      retiring -= 1;
      pump();
    });
    // Its successor starts at once: a thread takes a moment to open its connection.
    if (!closed && retiring <= size) spawn();
    pump();
  };

  const pump = (): void => {
    for (const reader of readers) {
      if (!reader.ready || reader.current || queue.length === 0) continue;
      const index = queue.findIndex((p) => (running.get(p.owner) ?? 0) < ownerCap);
      if (index < 0) return;
      const job = queue.splice(index, 1)[0]!;
      if (job.budget.leftMs <= 0) {
        job.reject(timeoutError());
        continue;
      }
      running.set(job.owner, (running.get(job.owner) ?? 0) + 1);
      reader.current = job;
      reader.started = performance.now();
      const budgetMs = Math.ceil(job.budget.leftMs);
      reader.timer = setTimeout(() => overdue(reader), budgetMs);
      const { job: work, id } = job;
      const message: JobRequest = work.kind === 'preview' ? { id, budgetMs, ...work } : { id, budgetMs, kind: work.kind, sql: work.sql, params: work.params };
      reader.worker.postMessage(message);
    }
    // A worker lost, or ended while too many were still retiring, is replaced when calls wait.
    let free = readers.filter((r) => !r.current).length;
    while (!closed && queue.length > free && readers.length < size && retiring <= size) {
      spawn();
      free += 1;
    }
  };

  // All start with the server, in the background, so that the first calls find them ready.
  for (let i = 0; i < size; i += 1) spawn();

  return {
    run(job, owner, budget) {
      if (closed) return Promise.reject(new ApiError('error.fail'));
      if (budget.leftMs <= 0) return Promise.reject(timeoutError());
      return new Promise((resolve, reject) => {
        queue.push({ id: nextId++, job, owner, budget, settled: false, resolve, reject });
        pump();
      });
    },
    ready: () => readers.filter((r) => r.ready).length,
    async close() {
      closed = true;
      for (const p of queue.splice(0)) p.reject(new ApiError('error.fail'));
      const all = readers.splice(0);
      await Promise.all(
        all.map((r) => {
          r.worker.removeAllListeners();
          clearTimeout(r.timer);
          if (r.current && !r.current.settled) r.current.reject(new ApiError('error.fail'));
          return r.worker.terminate();
        }),
      );
    },
  };
}

/**
 * The same calls on the server's own connection, for a database in memory (no file a worker can
 * open): nothing is moved off the thread, and the budget is charged after the fact.
 */
export function inlineReads(db: Db): ReadPool {
  return {
    async run(job, _owner, budget) {
      if (budget.leftMs <= 0) throw timeoutError();
      if (job.kind === 'preview') {
        const { officePdf } = await import('../platform/file-preview.js');
        return officePdf(job.name, job.type, Buffer.from(job.content));
      }
      const started = performance.now();
      const statement = db.prepare(job.sql);
      const value = job.kind === 'get' ? statement.get(...job.params) : statement.all(...job.params);
      budget.leftMs -= performance.now() - started;
      return value;
    },
    ready: () => 0,
    close: async () => undefined,
  };
}
