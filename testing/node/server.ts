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
  /**
   * Reuse a database file or PostgreSQL URL (e.g. to test a restart); default a fresh temp file,
   * or with TEST_DATABASE_URL set (a PostgreSQL server's URL) a fresh database on that server.
   */
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
  /** The database file, or the PostgreSQL database's URL (kept until close()). */
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
  const pgServer = process.env.TEST_DATABASE_URL;
  const postgres = opts.dbPath ? /^postgres(ql)?:/i.test(opts.dbPath) : Boolean(pgServer);
  const clone =
    postgres && !opts.dbPath ? await (await import('./pg-databases.ts')).cloneTestDatabase(pgServer!, { rows: opts.rows, seed: opts.seed }) : undefined;
  const dir = opts.dbPath || postgres ? undefined : mkdtempSync(join(tmpdir(), 'platform-test-'));
  const dbPath = opts.dbPath ?? clone?.url ?? join(dir!, 'platform.db');
  const server = await startServer({
    port: 0,
    host: '127.0.0.1',
    ...(postgres ? { databaseUrl: dbPath } : { dbPath }),
    testHooks: true,
    // TEST_SERVER_LOG=1 prints a line per failed request (the reason of a 数据处理失败).
    log: Boolean(process.env.TEST_SERVER_LOG),
    // A cloned database holds its seed's data already.
    ...(opts.rows !== undefined && !clone ? { rows: opts.rows } : {}),
    ...(opts.seed !== undefined && !clone ? { seed: opts.seed } : {}),
    ...(opts.tokenTtlMs !== undefined ? { tokenTtlMs: opts.tokenTtlMs } : {}),
    ...(opts.keyBits !== undefined ? { keyBits: opts.keyBits } : {}),
    ...(opts.corsOrigins ? { corsOrigins: opts.corsOrigins } : {}),
    ...(opts.trustedProxies ? { trustedProxies: opts.trustedProxies } : {}),
    ...(opts.queryBudgetMs !== undefined ? { queryBudgetMs: opts.queryBudgetMs } : {}),
  }).catch(async (error: unknown) => {
    if (dir) rmSync(dir, { recursive: true, force: true });
    await clone?.drop();
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
      await clone?.drop();
    },
  };
}
