/**
 * List calls against the reference server with 100,000 customers (issue #9 item 6; goal ≥ 1,000
 * calls/s): the server runs as a child process, one session fires `CUSTOMER/find` (page size 20,
 * several pages and sorts, equality filters and a text filter, with and without the count) from N
 * keep-alive connections for a fixed time after a warm-up. Prints calls per second and the p95
 * latency in the bench format, and the server's start-up with its 100,000 rows seeded.
 * Run: node --import tsx tests/bench/server-list.bench.ts [connections] [seconds]
 * With BENCH_DATABASE_URL=postgres://… it runs once more on that PostgreSQL database (reset, reseeded).
 * With BENCH_CPU_PROF=<folder> the server writes a CPU profile (node --cpu-prof) there on exit.
 * The machine has two cores: the load generator must stay lean (request bodies are built once, a
 * reply is checked by its first bytes, never parsed).
 */
import { Agent, request } from 'node:http';
import { performance } from 'node:perf_hooks';
import { percentile, report } from './report.ts';
import { type BenchStore, benchStores, loginTo, spawnReferenceServer, type Session } from './server-process.ts';

const CONNECTIONS = Number(process.argv[2] ?? 8);
const SECONDS = Number(process.argv[3] ?? 10);
const WARM_UP_SECONDS = 3;
const ROWS = 100_000;

const byIdDesc = [{ field: 'ID', order: 'desc' }];
/** What list pages ask: the default sort and the first pages, other sorts, the search bar's filters. */
const CALLS: Record<string, unknown>[] = [
  { pageIndex: 1, pageSize: 20, sort: byIdDesc },
  { pageIndex: 2, pageSize: 20, sort: byIdDesc, count: false },
  { pageIndex: 3, pageSize: 20, sort: byIdDesc, count: false },
  { pageIndex: 1, pageSize: 20, sort: [{ field: 'NAME', order: 'asc' }] },
  { pageIndex: 2, pageSize: 20, sort: [{ field: 'NAME', order: 'asc' }], count: false },
  { pageIndex: 1, pageSize: 20, sort: byIdDesc, conditions: [{ field: 'LEVEL', mode: 'equal', value: 'A' }] },
  { pageIndex: 2, pageSize: 20, sort: byIdDesc, conditions: [{ field: 'LEVEL', mode: 'equal', value: 'A' }], count: false },
  { pageIndex: 1, pageSize: 20, sort: byIdDesc, conditions: [{ field: 'REGION', mode: 'equal', value: 'EC-SH' }] },
  { pageIndex: 1, pageSize: 20, sort: byIdDesc, conditions: [{ field: 'NAME', mode: 'like', value: '杭州' }], count: false },
  { pageIndex: 50, pageSize: 20, sort: byIdDesc, count: false },
];

interface Prepared {
  path: string;
  headers: Record<string, string | number>;
  body: Buffer;
}

function prepare(base: string, session: Session): Prepared[] {
  const path = `${new URL(base).pathname.replace(/\/$/, '')}/api/v1/demo/crm/CUSTOMER/find`;
  return CALLS.map((call) => {
    const body = Buffer.from(JSON.stringify(call));
    return {
      path,
      body,
      headers: {
        Authorization: `Bearer ${session.token}`,
        xsrf_token: session.xsrf,
        Cookie: `XSRF-TOKEN=${session.xsrf}`,
        Language: '010',
        Client: 'demo',
        'App-Agent': 'bench',
        'Content-Type': 'application/json',
        'Content-Length': body.length,
      },
    };
  });
}

const SUCCESS = Buffer.from('{"code":"0"');

interface Tally {
  calls: number;
  failures: number;
  latencies: number[];
}

/** One call; resolves with whether the envelope said success (by its first bytes). */
function fire(agent: Agent, port: number, call: Prepared): Promise<boolean> {
  return new Promise((resolve, reject) => {
    const req = request({ agent, host: '127.0.0.1', port, method: 'POST', path: call.path, headers: call.headers }, (res) => {
      let head: Buffer | undefined;
      res.on('data', (chunk: Buffer) => (head ??= chunk));
      res.on('end', () => resolve(res.statusCode === 200 && head !== undefined && head.subarray(0, SUCCESS.length).equals(SUCCESS)));
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end(call.body);
  });
}

async function connection(n: number, agent: Agent, port: number, calls: Prepared[], measureFrom: number, until: number, tally: Tally): Promise<void> {
  for (let i = n; performance.now() < until; i += 1) {
    const started = performance.now();
    const ok = await fire(agent, port, calls[i % calls.length]!);
    if (started < measureFrom) continue;
    tally.calls += 1;
    if (!ok) tally.failures += 1;
    tally.latencies.push(performance.now() - started);
  }
}

async function main(): Promise<void> {
  for (const store of benchStores()) await run(store);
}

async function run(store: BenchStore): Promise<void> {
  const profile = process.env.BENCH_CPU_PROF;
  const server = await spawnReferenceServer(['--rows', String(ROWS), ...store.args], profile ? ['--cpu-prof', '--cpu-prof-dir', profile] : []);
  try {
    const session = await loginTo(server.base, 'alice');
    const port = Number(new URL(server.base).port);
    const calls = prepare(server.base, session);
    const agent = new Agent({ keepAlive: true, maxSockets: CONNECTIONS });
    const tally: Tally = { calls: 0, failures: 0, latencies: [] };
    const measureFrom = performance.now() + WARM_UP_SECONDS * 1000;
    const until = measureFrom + SECONDS * 1000;
    await Promise.all(Array.from({ length: CONNECTIONS }, (_, n) => connection(n, agent, port, calls, measureFrom, until, tally)));
    const elapsed = (performance.now() - measureFrom) / 1000;
    agent.destroy();
    console.log(
      `server list${store.label}: ${tally.calls} calls from ${CONNECTIONS} keep-alive connections in ${elapsed.toFixed(1)} s, ${tally.failures} failed`,
    );
    report(`server list calls${store.label}`, Math.round((tally.calls - tally.failures) / elapsed), 'calls/s', { value: 1000, kind: 'min' });
    report(`server list p95${store.label}`, percentile(tally.latencies, 95), 'ms');
    report(`server start with 100,000 rows${store.label}`, Math.round(server.startMs), 'ms');
    if (tally.calls === 0 || tally.failures === tally.calls) throw new Error('no list call succeeded');
  } finally {
    server.stop();
  }
}

await main();
