/**
 * Load run against the reference server (loopback only, bounded in users and time): 100
 * simulated users for 20 s, each reading the list, reading one of a few shared customers and
 * saving it with the version it read. Every save appends the writer's own mark to the record's
 * notes, so an acknowledged write that a later save overwrote without seeing it would be missing
 * from the final notes. Prints acknowledged writes, conflicts (refused stale saves, retried),
 * lost writes (goal 0) and the latency percentiles of every call.
 * Run: node --import tsx tests/bench/load.bench.ts [users] [seconds]
 */
import { performance } from 'node:perf_hooks';
import { report } from './report.ts';
import { type BenchStore, benchStores, loginTo, type ServerProcess, spawnReferenceServer, spawnReferenceServers, type Session } from './server-process.ts';

const USERS = Number(process.argv[2] ?? 100);
const SECONDS = Number(process.argv[3] ?? 20);
/** Few records, so that editors really collide. */
const HOT_RECORDS = [1, 2, 3, 4, 5, 6, 7, 8];
const ACCOUNTS = ['alice', 'bob', 'carol', 'admin'];

type Envelope = { code: string; msg: string; data: any };

const latencies: number[] = [];
let base = '';
/** The server processes (several on PostgreSQL): a session's calls go to each in turn. */
let bases: string[] = [];
let turn = 0;

async function call(session: Session | undefined, entity: string, action: string, body?: unknown): Promise<Envelope> {
  const headers: Record<string, string> = { Language: '010', 'Content-Type': 'application/json' };
  if (session) Object.assign(headers, { Authorization: `Bearer ${session.token}`, xsrf_token: session.xsrf });
  const started = performance.now();
  const res = await fetch(
    `${session ? bases[turn++ % bases.length] : base}/api/v1/demo/crm/${entity}/${action}`,
    body === undefined ? { headers } : { method: 'POST', headers, body: JSON.stringify(body) },
  );
  const json = (await res.json()) as Envelope;
  latencies.push(performance.now() - started);
  return json;
}

interface Tally {
  acknowledged: Map<number, string[]>;
  conflicts: number;
  failures: number;
}

async function user(n: number, session: Session, until: number, tally: Tally): Promise<void> {
  let seq = 0;
  while (performance.now() < until) {
    await call(session, 'CUSTOMER', 'find', { pageSize: 20, sort: [{ field: 'ID', order: 'desc' }] });
    const id = HOT_RECORDS[(n + seq) % HOT_RECORDS.length]!;
    const mark = `u${n}.${seq++}`;
    for (let attempt = 0; attempt < 20 && performance.now() < until; attempt++) {
      const row = (await call(session, 'CUSTOMER', 'get', { id })).data?.bean?.data;
      if (!row) {
        tally.failures += 1;
        break;
      }
      const notes = `${row.NOTES ?? ''} ${mark}`.trim();
      const saved = await call(session, 'CUSTOMER', 'save', { data: { ID: id, NOTES: notes, LOG_VERSION: row.LOG_VERSION } });
      if (saved.code === '0') {
        tally.acknowledged.get(id)!.push(mark);
        break;
      }
      if (saved.code === 'error.conflict') tally.conflicts += 1;
      else {
        tally.failures += 1;
        break;
      }
    }
  }
}

const percentile = (sorted: number[], p: number): number => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;

/** Server processes on PostgreSQL (BENCH_PROCESSES, default 2), all on the one database. */
const PG_PROCESSES = Number(process.env.BENCH_PROCESSES ?? 2);

async function main(): Promise<void> {
  for (const store of benchStores()) await run(store);
}

async function run(store: BenchStore): Promise<void> {
  const servers: ServerProcess[] =
    store.name === 'PostgreSQL' ? await spawnReferenceServers(PG_PROCESSES, ['--reset', ...store.args]) : [await spawnReferenceServer()];
  base = servers[0]!.base;
  bases = servers.map((s) => s.base);
  latencies.length = 0;
  try {
    // Users sign in on the processes in turn, and every call of theirs goes to the next process:
    // sessions, records, versions and conflicts are the database's, shared by all.
    const sessions = await Promise.all(Array.from({ length: USERS }, (_, i) => loginTo(servers[i % servers.length]!.base, ACCOUNTS[i % ACCOUNTS.length]!)));
    // Start from empty notes, each at its current version.
    for (const id of HOT_RECORDS) {
      const row = (await call(sessions[1], 'CUSTOMER', 'get', { id })).data.bean.data;
      await call(sessions[1], 'CUSTOMER', 'save', { data: { ID: id, NOTES: '', LOG_VERSION: row.LOG_VERSION } });
    }
    latencies.length = 0;
    const tally: Tally = { acknowledged: new Map(HOT_RECORDS.map((id) => [id, []])), conflicts: 0, failures: 0 };
    const started = performance.now();
    const until = started + SECONDS * 1000;
    await Promise.all(sessions.map((s, i) => user(i, s, until, tally)));
    const elapsed = (performance.now() - started) / 1000;

    let acknowledged = 0;
    let lost = 0;
    for (const id of HOT_RECORDS) {
      const row = (await call(sessions[1], 'CUSTOMER', 'get', { id })).data.bean.data;
      const present = new Set(
        String(row.NOTES ?? '')
          .split(' ')
          .filter(Boolean),
      );
      const marks = tally.acknowledged.get(id)!;
      acknowledged += marks.length;
      lost += marks.filter((m) => !present.has(m)).length;
    }
    const sorted = latencies.slice().sort((a, b) => a - b);
    console.log(`bench load store: ${store.name}, ${servers.length} server process${servers.length > 1 ? 'es' : ''}`);
    console.log(`bench load users: ${USERS} simulated users for ${elapsed.toFixed(1)} s on ${HOT_RECORDS.length} shared records`);
    console.log(`bench load calls: ${sorted.length} calls, ${(sorted.length / elapsed).toFixed(0)} calls/s`);
    console.log(`bench load writes: ${acknowledged} acknowledged, ${tally.conflicts} stale saves refused and retried, ${tally.failures} other failures`);
    console.log(`bench load latency: p50 ${percentile(sorted, 50).toFixed(1)} ms, p99 ${percentile(sorted, 99).toFixed(1)} ms`);
    // A lost write is a miss (OVER BUDGET), not a crash of the bench.
    report(`load lost writes${store.label}`, lost, 'writes', { value: 0, kind: 'max' });
    report(`load p99${store.label}`, Number(percentile(sorted, 99).toFixed(1)), 'ms');
    if (acknowledged === 0) throw new Error('no write was acknowledged: the load run did not work');
  } finally {
    for (const server of servers) server.stop();
  }
}

await main();
