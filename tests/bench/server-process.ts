/**
 * The reference server as a child process for the load benches: its own CPU and event loop apart
 * from the load generator, a fresh database in the OS temp folder, a free loopback port, and a
 * login as the shell does it (RSA-OAEP).
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createConnection, createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { performance } from 'node:perf_hooks';
import { encryptPassword } from '../support/server.ts';

const ROOT = resolve(import.meta.dirname, '../..');

export interface ServerProcess {
  base: string;
  pid: number;
  /** From the spawn until the port took connections: Node and tsx start-up, seeding, listening. */
  startMs: number;
  stop(): void;
}

export interface Session {
  token: string;
  xsrf: string;
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });
}

async function waitForPort(port: number, timeoutMs: number, alive: () => boolean): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline && alive()) {
    const open = await new Promise<boolean>((resolve) => {
      const socket = createConnection({ port, host: '127.0.0.1' }, () => (socket.end(), resolve(true)));
      socket.once('error', () => resolve(false));
    });
    if (open) return;
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`the reference server did not open port ${port}`);
}

/**
 * The stores a server bench runs on: SQLite always, PostgreSQL when BENCH_DATABASE_URL names a
 * database (created with LC_COLLATE 'C'; the bench resets it). `label` is added to the figures' names.
 */
export interface BenchStore {
  name: 'SQLite' | 'PostgreSQL';
  label: string;
  args: string[];
}

export function benchStores(): BenchStore[] {
  const url = process.env.BENCH_DATABASE_URL;
  const all: BenchStore[] = [
    { name: 'SQLite', label: '', args: [] },
    ...(url ? [{ name: 'PostgreSQL' as const, label: ' (PostgreSQL)', args: ['--database-url', url] }] : []),
  ];
  // BENCH_STORE=PostgreSQL (or SQLite) runs that store's half only.
  const only = process.env.BENCH_STORE;
  return only ? all.filter((s) => s.name.toLowerCase() === only.toLowerCase()) : all;
}

/**
 * `count` server processes on one PostgreSQL database (`args` names it): the first one migrates
 * and seeds it, the others start on it as it is.
 */
export async function spawnReferenceServers(count: number, args: string[], nodeArgs: string[] = []): Promise<ServerProcess[]> {
  const first = await spawnReferenceServer(args, nodeArgs);
  const keep = args.filter((a, i) => a !== '--reset' && a !== '--rows' && args[i - 1] !== '--rows');
  const rest = await Promise.all(Array.from({ length: count - 1 }, () => spawnReferenceServer(keep, nodeArgs)));
  return [first, ...rest];
}

/** Starts `demo/server/main.ts` (extra CLI arguments such as `--rows`) and waits until it listens. */
export async function spawnReferenceServer(args: string[] = [], nodeArgs: string[] = []): Promise<ServerProcess> {
  const dir = mkdtempSync(join(tmpdir(), 'server-bench-'));
  const port = await freePort();
  const spawned = performance.now();
  const child = spawn(
    process.execPath,
    [
      ...nodeArgs,
      '--import',
      'tsx',
      join(ROOT, 'demo/server/main.ts'),
      '--port',
      String(port),
      '--host',
      '127.0.0.1',
      // A --database-url in `args` takes the place of the file.
      ...(args.includes('--database-url') ? [] : ['--db', join(dir, 'platform.db')]),
      ...args,
    ],
    {
      cwd: ROOT,
      detached: true,
      stdio: 'ignore',
    },
  );
  const stop = (): void => {
    try {
      // The whole group: tsx may run the server in a process of its own.
      process.kill(-child.pid!, 'SIGTERM');
    } catch {
      // already gone
    }
    rmSync(dir, { recursive: true, force: true });
  };
  try {
    await waitForPort(port, 900_000, () => child.exitCode === null);
  } catch (error) {
    stop();
    throw error;
  }
  return { base: `http://127.0.0.1:${port}`, pid: child.pid!, startMs: performance.now() - spawned, stop };
}

/**
 * Logs in through the public key and `checkLoginNoDecrypt`, as the shell's login form does. A
 * connection reset is tried again: a hundred logins at once on a busy machine meet the server
 * closing idle keep-alive sockets (after 5 s) just as a request reuses one.
 */
export async function loginTo(base: string, account: string, password = 'demo123'): Promise<Session> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await loginOnce(base, account, password);
    } catch (error) {
      if (attempt >= 3 || !(error instanceof TypeError)) throw error;
    }
  }
}

async function loginOnce(base: string, account: string, password: string): Promise<Session> {
  const api = `${base}/api/v1/demo/crm/FM_USER`;
  const key = (await (await fetch(`${api}/getPublicKey`)).json()) as { data: { publicKey: string; keyId?: string } };
  const res = await fetch(`${api}/checkLoginNoDecrypt`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Language: '010' },
    body: JSON.stringify({ account, password: encryptPassword(key.data.publicKey, password), keyId: key.data.keyId }),
  });
  const reply = (await res.json()) as { code: string; msg: string; data: Session };
  if (reply.code !== '0') throw new Error(`login of ${account}: ${reply.code} ${reply.msg}`);
  return { token: reply.data.token, xsrf: reply.data.xsrf };
}
