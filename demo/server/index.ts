/** Starts the reference platform server: API, test hooks (when asked) and the static demo pages. */
import { createServer } from 'node:http';
import { createRequire } from 'node:module';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { MAX_ROWS, seed } from './db/seed.js';
import { isSeeded, openDb } from './db/schema.js';
import { isPostgresUrl } from './db/store.js';
import { inlineLookups } from './db/lookups.js';
import { createReadPool, DEFAULT_QUERY_BUDGET_MS, defaultReaders, inlineReads } from './db/read-pool.js';
import type { App, ServerOptions } from './http/context.js';
import { parseTrustedProxies } from './http/address.js';
import { parseCorsOrigins } from './http/cors.js';
import { createHandler } from './http/router.js';
import { createLoginKeys, KEY_SIZES } from './rsa.js';
import { createLoginThrottle } from './platform/login-throttle.js';
import { newHookState } from './testhooks.js';

export type { ServerOptions } from './http/context.js';
export { DEMO_PASSWORD, DEMO_USERS } from './db/seed-platform.js';
export { NORTH_USERS } from './db/seed-tenant.js';

/** `true` when compiled into the package (testing/node.build.ts defines it); undefined from source. */
declare const PLATFORM_COMPILED: boolean | undefined;

/**
 * Compiled, the server is dist/testing-node/ of an installed package: its pages and bundles are
 * copied beside it, the built elements are the package's dist/, and there is no demo/ folder.
 */
const COMPILED = typeof PLATFORM_COMPILED === 'boolean' && PLATFORM_COMPILED;

const here = dirname(fileURLToPath(import.meta.url));
/** The repository's folder (the package's, when compiled: two levels up from either place). */
export const REPO_ROOT = resolve(here, '..', '..');
/** Compiled, the default database goes to the OS temp folder rather than into node_modules. */
export const DEFAULT_DB = COMPILED ? resolve(tmpdir(), 'app-shell-platform', 'platform.db') : resolve(REPO_ROOT, 'demo', 'data', 'platform.db');

export interface RunningServer {
  url: string;
  port: number;
  close(): Promise<void>;
}

/**
 * Shoelace's dist/ wherever npm installed it (often hoisted above the package). The built
 * elements bundle Shoelace, so without it only this folder goes unserved.
 */
function installedShoelace(): string | undefined {
  try {
    return dirname(createRequire(import.meta.url).resolve('@shoelace-style/shoelace/dist/custom-elements.json'));
  } catch {
    return undefined;
  }
}

export function defaultStaticRoots(): Record<string, string> {
  if (COMPILED) {
    const shoelace = installedShoelace();
    return {
      '/': resolve(here, 'pages'),
      '/dist/': resolve(here, '..'),
      '/bundles/': resolve(here, 'bundles'),
      ...(shoelace ? { '/node_modules/@shoelace-style/shoelace/dist/': shoelace } : {}),
    };
  }
  return {
    '/': resolve(REPO_ROOT, 'demo', 'pages'),
    '/dist/': resolve(REPO_ROOT, 'dist'),
    '/bundles/': resolve(here, 'bundles'),
    '/node_modules/@shoelace-style/shoelace/dist/': resolve(REPO_ROOT, 'node_modules', '@shoelace-style', 'shoelace', 'dist'),
  };
}

export async function startServer(opts: ServerOptions = {}): Promise<RunningServer> {
  const rows = opts.rows;
  if (rows !== undefined && (!Number.isInteger(rows) || rows < 0 || rows > MAX_ROWS)) {
    throw new Error(`rows must be an integer between 0 and ${MAX_ROWS}`);
  }
  if (opts.keyBits !== undefined && !KEY_SIZES.includes(opts.keyBits)) throw new Error(`keyBits must be one of ${KEY_SIZES.join(', ')}`);
  const corsOrigins = parseCorsOrigins(opts.corsOrigins);
  const proxies = parseTrustedProxies(opts.trustedProxies);
  const databaseUrl = opts.databaseUrl;
  if (databaseUrl !== undefined && databaseUrl !== '' && !isPostgresUrl(databaseUrl)) throw new Error('databaseUrl must be a postgres:// URL');
  // The URL, when given, is where everything is kept; the file path otherwise.
  const dbPath = databaseUrl || (opts.dbPath ?? DEFAULT_DB);
  if (opts.seed !== undefined && !Number.isSafeInteger(opts.seed)) throw new Error('seed must be an integer');
  const budget = opts.queryBudgetMs ?? DEFAULT_QUERY_BUDGET_MS;
  if (!Number.isFinite(budget) || budget <= 0) throw new Error('queryBudgetMs must be a positive number');
  const readers = opts.readWorkers ?? defaultReaders(isPostgresUrl(dbPath));
  if (!Number.isInteger(readers) || readers < 0 || readers > 64) throw new Error('readWorkers must be an integer between 0 and 64');
  const db = openDb(dbPath, opts.reset === true || rows !== undefined || opts.seed !== undefined);
  // After the migrations (openDb): the demo data goes into the tables of the latest shape.
  if (!isSeeded(db)) {
    if (db.dialect === 'postgres') (await import('./db/copy.js')).seedByCopy(db, rows, opts.seed);
    else seed(db, rows, opts.seed);
  }
  // Opened once the database holds its tables: the workers read it with connections of their own.
  const reads = dbPath === ':memory:' || readers === 0 ? inlineReads(db) : createReadPool(dbPath, readers);
  const lookups = db.dialect === 'postgres' ? (await import('./db/pg-lookups.js')).createPgLookups(dbPath, budget) : inlineLookups(db);
  const hooks = opts.testHooks ? newHookState() : undefined;
  const app: App = {
    db,
    keys: createLoginKeys(db, opts.keyBits ?? 1024),
    throttle: createLoginThrottle(db, hooks ? () => hooks.throttleAt ?? Date.now() : undefined),
    tokenTtlMs: opts.tokenTtlMs ?? 8 * 3600 * 1000,
    hooks,
    demoCodes: opts.demoCodes ?? opts.testHooks === true,
    log: opts.log ?? false,
    corsOrigins,
    proxies,
    reads,
    queryBudgetMs: budget,
    lookups,
  };
  const server = createServer(createHandler(app, opts.staticRoots ?? defaultStaticRoots(), opts.frameAncestors));
  // Under test, a test's own PostgreSQL connection opens on the server's thread (the server runs in
  // the test's process) and holds it for seconds; idle connections then expired as the loop woke,
  // under the request the client was sending on them (ECONNRESET). The client ends them instead.
  server.keepAliveTimeout = opts.testHooks ? 65_000 : 5000;
  const host = opts.host ?? '127.0.0.1';
  await new Promise<void>((ok, fail) => {
    server.once('error', fail);
    server.listen(opts.port ?? 8080, host, () => ok());
  });
  const port = (server.address() as AddressInfo).port;
  const shownHost = host === '0.0.0.0' || host === '::' ? 'localhost' : host;
  let closed: Promise<void> | undefined;
  return {
    url: `http://${shownHost}:${port}`,
    port,
    close: () =>
      (closed ??= new Promise<void>((ok) => {
        server.close(() => {
          void Promise.all([reads.close(), lookups.close()]).then(() => {
            db.close();
            ok();
          });
        });
        server.closeAllConnections();
      })),
  };
}
