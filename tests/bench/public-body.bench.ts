/**
 * An anonymous caller's huge body against the reference server with 100,000 customers: a 12 MB
 * JSON object of 1,000,000 keys sent to public calls (`FM_MESSAGE/list`,
 * `FM_USER/checkLoginNoDecrypt`), once with its length declared and once streamed without one,
 * while a signed-in user keeps listing customers. Prints the other caller's worst wait during the
 * attack (goal ≤ 1,000 ms) and how long the attacker waited for its refusal.
 * Run: node --import tsx tests/bench/public-body.bench.ts [rounds]
 * The server runs as a child process, so that the load generator's own work does not count.
 */
import { request } from 'node:http';
import { performance } from 'node:perf_hooks';
import { median, report } from './report.ts';
import { loginTo, spawnReferenceServer, type Session } from './server-process.ts';

const ROUNDS = Number(process.argv[2] ?? 3);
const ROWS = 100_000;
const KEYS = 1_000_000;
const PUBLIC_CALLS = ['FM_MESSAGE/list', 'FM_USER/checkLoginNoDecrypt'];

function hugeBody(): Buffer {
  const parts: string[] = [];
  for (let i = 0; i < KEYS; i++) parts.push(`"key${i}":0`);
  return Buffer.from(`{${parts.join(',')}}`);
}

interface Answer {
  status: number;
  ms: number;
}

/** Sends the body (declared or streamed in 64 KB chunks) and resolves at the answer, whatever happens to the rest. */
function send(base: string, path: string, body: Buffer, declared: boolean): Promise<Answer> {
  const u = new URL(base);
  const started = performance.now();
  return new Promise((resolve) => {
    let answered = false;
    const req = request(
      {
        host: u.hostname,
        port: u.port,
        path: `/api/v1/demo/crm/${path}`,
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Language: '010', ...(declared ? { 'Content-Length': body.length } : {}) },
      },
      (res) => {
        answered = true;
        res.resume();
        res.on('end', () => resolve({ status: res.statusCode ?? 0, ms: performance.now() - started }));
      },
    );
    // The server closes the connection once it refused the body: an error writing the rest is
    // expected; a connection dropped without an answer counts as status 0.
    req.on('error', () => undefined);
    req.on('close', () => (answered ? undefined : resolve({ status: 0, ms: performance.now() - started })));
    let at = 0;
    // One chunk at a time, each flushed before the next, so that an early answer is read at once.
    const pump = (): void => {
      if (answered || req.destroyed) return;
      if (at >= body.length) return void req.end();
      const chunk = body.subarray(at, at + 64 * 1024);
      at += chunk.length;
      req.write(chunk, (e) => (e ? undefined : setImmediate(pump)));
    };
    pump();
  });
}

/** A signed-in user's list call, one after the other, until stopped: each call's wait. */
function otherCaller(base: string, session: Session): { stop(): Promise<number[]> } {
  const waits: number[] = [];
  let running = true;
  const body = JSON.stringify({ pageIndex: 1, pageSize: 20, count: false });
  const loop = (async () => {
    while (running) {
      const started = performance.now();
      try {
        const res = await fetch(`${base}/api/v1/demo/crm/CUSTOMER/find`, {
          method: 'POST',
          headers: { Authorization: `Bearer ${session.token}`, 'Content-Type': 'application/json', Language: '010' },
          body,
        });
        const reply = (await res.json()) as { code: string };
        if (reply.code !== '0') throw new Error(`CUSTOMER/find: ${reply.code}`);
      } catch (error) {
        // A call the server dropped while it was held waited as long all the same.
        console.log(`other caller: ${error instanceof Error ? error.message : error} after ${(performance.now() - started).toFixed(0)} ms`);
      }
      waits.push(performance.now() - started);
      await new Promise((r) => setTimeout(r, 20));
    }
  })();
  return {
    stop: async () => {
      running = false;
      await loop;
      return waits;
    },
  };
}

async function main(): Promise<void> {
  const server = await spawnReferenceServer(['--rows', String(ROWS)]);
  try {
    const alice = await loginTo(server.base, 'alice');
    const body = hugeBody();
    // The quiet figure first: the same calls with nobody sending a huge body.
    const quiet = otherCaller(server.base, alice);
    await new Promise((r) => setTimeout(r, 2000));
    const quietWaits = await quiet.stop();
    const other = otherCaller(server.base, alice);
    const refusals: number[] = [];
    const statuses = new Set<number>();
    for (let round = 0; round < ROUNDS; round++) {
      for (const path of PUBLIC_CALLS) {
        for (const declared of [true, false]) {
          const answer = await send(server.base, path, body, declared);
          refusals.push(answer.ms);
          if (process.env.BENCH_VERBOSE) console.log(path, declared ? 'declared' : 'streamed', answer.status, answer.ms.toFixed(1));
          statuses.add(answer.status);
          await new Promise((r) => setTimeout(r, 100));
        }
      }
    }
    const waits = await other.stop();
    console.log(`${(body.length / 1024 / 1024).toFixed(1)} MB body of ${KEYS} keys, ${refusals.length} sends; answers HTTP ${[...statuses].join(', ')}`);
    report('public body: quiet list call median', median(quietWaits), 'ms');
    report('public body: list call median during the attack', median(waits), 'ms');
    report("public body: other callers' worst wait", Math.max(...waits), 'ms', { value: 1000, kind: 'max' });
    report('public body: worst refusal of the huge body', Math.max(...refusals), 'ms');
  } finally {
    server.stop();
  }
}

await main();
