/**
 * The reference platform server in this Node process, for a test: a fresh SQLite file in the OS
 * temp folder, test hooks on, a free loopback port, the demo data of a chosen seed.
 *
 *   const srv = await startTestServer({ seed: 7 });
 *   const { token, xsrf } = await srv.login('alice');
 *   await srv.hooks.fail('find', 1, { http: 503 });
 *   await srv.close();
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createTestHooks } from '../hooks/index.ts';
import type { TestHooks } from '../hooks/index.ts';
import { httpJson, loginAt } from './http.ts';
import type { LoginResult } from './http.ts';
import { assertInstalled, SERVER_PACKAGES } from './optional.ts';

/** The demo data a server starts with. */
export interface SeedOptions {
  /** Customers to seed (default: the 60 named demo customers; more are generated). */
  rows?: number;
  /** Starts the demo data's generator (default 20250101): the same seed, the same data. */
  seed?: number;
}

export interface TestServerOptions extends SeedOptions {
  /** Reuse a database file (e.g. to test a restart); default a fresh temp file. */
  dbPath?: string;
  /** Session lifetime in milliseconds. */
  tokenTtlMs?: number;
  /** RSA key size of the login keys (default 1024). */
  keyBits?: 1024 | 2048 | 4096;
  /** Origins of pages that may call the server from another origin (`--cors-origin`). */
  corsOrigins?: readonly string[];
  /** Reverse proxies whose `X-Forwarded-For` names the caller (`--trust-proxy`). */
  trustedProxies?: readonly string[];
  /** What one request's queries may take, in milliseconds (default 5000): past it `error.timeout`. */
  queryBudgetMs?: number;
}

export interface TestServer {
  /** `http://127.0.0.1:<port>` */
  url: string;
  port: number;
  /** The database file (kept until close()). */
  dbPath: string;
  /** Stops the server and removes its temp folder. */
  close(): Promise<void>;
  hooks: TestHooks;
  /** Logs `account` in (password default `demo123`) as the shell does. */
  login(account: string, password?: string): Promise<LoginResult>;
}

/** Starts the reference server in this process (see the module comment). */
export async function startTestServer(opts: TestServerOptions = {}): Promise<TestServer> {
  // Loaded on demand: the test runner's process imports this module without needing SQLite.
  assertInstalled(SERVER_PACKAGES, 'startTestServer');
  const { startServer } = await import('../../demo/server/index.ts');
  const dir = opts.dbPath ? undefined : mkdtempSync(join(tmpdir(), 'platform-test-'));
  const dbPath = opts.dbPath ?? join(dir!, 'platform.db');
  const server = await startServer({
    port: 0,
    host: '127.0.0.1',
    dbPath,
    testHooks: true,
    ...(opts.rows !== undefined ? { rows: opts.rows } : {}),
    ...(opts.seed !== undefined ? { seed: opts.seed } : {}),
    ...(opts.tokenTtlMs !== undefined ? { tokenTtlMs: opts.tokenTtlMs } : {}),
    ...(opts.keyBits !== undefined ? { keyBits: opts.keyBits } : {}),
    ...(opts.corsOrigins ? { corsOrigins: opts.corsOrigins } : {}),
    ...(opts.trustedProxies ? { trustedProxies: opts.trustedProxies } : {}),
    ...(opts.queryBudgetMs !== undefined ? { queryBudgetMs: opts.queryBudgetMs } : {}),
  }).catch((error: unknown) => {
    if (dir) rmSync(dir, { recursive: true, force: true });
    throw error;
  });
  const { url } = server;
  const hooks = createTestHooks(async (path, body) => (await httpJson(body ? 'POST' : 'GET', `${url}${path}`, body)).json);
  return {
    url,
    port: server.port,
    dbPath,
    hooks,
    login: (account, password) => loginAt(url, account, password),
    close: async () => {
      await server.close();
      if (dir) rmSync(dir, { recursive: true, force: true });
    },
  };
}
