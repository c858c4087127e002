/**
 * The servers behind a web-test-runner run: the reference platform server (a child process in
 * its own process group, with test hooks and the demo data of a chosen seed, on a free loopback
 * port) and a vite dev server for the test modules, joined on the runner's origin by a koa
 * middleware.
 */
import { spawn } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import type { Middleware } from 'koa';
import type { TestRunnerPlugin } from '@web/test-runner';
import type { ViteDevServer } from 'vite';
import { freePort, isRunnerPath, isServerPath, proxyRequest, waitForPort } from './proxy.ts';
import type { SeedOptions } from './server.ts';

/** This package's folder: the reference server runs from here, wherever the tests live. */
export const PACKAGE_ROOT = resolve(import.meta.dirname, '../..');

export interface PlatformServersOptions extends SeedOptions {
  /**
   * A vite config file for the test modules (the package's own tests use its vite.config.ts).
   * Default: none, vite's defaults at the runner's `rootDir`, which serve TypeScript tests and
   * the built `app-shell-platform` entries.
   */
  viteConfig?: string;
  /** How long the reference server may take to start (default 90 s: a large seed takes a while). */
  startTimeoutMs?: number;
}

export interface PlatformServers {
  /** Starts both servers when the runner starts, and stops them when it stops. */
  plugin: TestRunnerPlugin;
  /** Routes each request to the runner, the reference server or vite. */
  middleware: Middleware;
  /** The reference server's address once started ('' before). */
  apiUrl(): string;
}

interface Running {
  apiPort: number;
  vitePort: number;
  vite?: ViteDevServer;
  server?: ChildProcess;
  dataDir?: string;
}

function serverArgs(main: string, port: number, dbPath: string, options: PlatformServersOptions): string[] {
  const args = ['--import', 'tsx', main, '--port', String(port), '--db', dbPath, '--test-hooks'];
  if (options.rows !== undefined) args.push('--rows', String(options.rows));
  if (options.seed !== undefined) args.push('--seed', String(options.seed));
  return args;
}

async function startReferenceServer(state: Running, options: PlatformServersOptions): Promise<void> {
  const main = join(PACKAGE_ROOT, 'demo/server/main.ts');
  if (!existsSync(main)) throw new Error(`the reference server is missing (${main})`);
  state.apiPort = await freePort();
  state.dataDir = mkdtempSync(join(tmpdir(), 'wtr-platform-'));
  // detached: its own process group, so that stopping it also stops anything it started.
  const child = spawn(process.execPath, serverArgs(main, state.apiPort, join(state.dataDir, 'platform.db'), options), {
    cwd: PACKAGE_ROOT,
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: { ...process.env, PORT: String(state.apiPort) },
  });
  state.server = child;
  let output = '';
  const keep = (chunk: Buffer): void => void (output = (output + chunk.toString()).slice(-4000));
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  let exited = false;
  child.once('exit', () => (exited = true));
  try {
    await waitForPort(state.apiPort, options.startTimeoutMs ?? 90_000, () => !exited);
  } catch (error) {
    throw new Error(`reference server did not start: ${(error as Error).message}\n${output}`);
  }
}

async function startVite(state: Running, rootDir: string, options: PlatformServersOptions): Promise<void> {
  const { createServer } = await import('vite');
  state.vitePort = await freePort();
  state.vite = await createServer({
    ...(options.viteConfig ? { configFile: resolve(rootDir, options.viteConfig) } : { configFile: false, root: rootDir }),
    logLevel: 'warn',
    clearScreen: false,
    // Two runs at once (a developer's and a bench's) must not share one dependency cache.
    ...(process.env.WTR_VITE_CACHE_DIR ? { cacheDir: process.env.WTR_VITE_CACHE_DIR } : {}),
    server: {
      port: state.vitePort, strictPort: true, host: '127.0.0.1', hmr: false, watch: null,
      // A project that links this package (npm's file: dependencies) reaches it outside its root.
      fs: { allow: [rootDir, PACKAGE_ROOT] },
    },
  });
  await state.vite.listen();
}

function stopReferenceServer(state: Running): void {
  const pid = state.server?.pid;
  if (pid && state.server?.exitCode === null) {
    try {
      process.kill(-pid, 'SIGTERM');
    } catch {
      // already gone
    }
  }
  state.server = undefined;
  if (state.dataDir) rmSync(state.dataDir, { recursive: true, force: true });
  state.dataDir = undefined;
}

/** The reference server and vite for one test run (see the module comment). */
export function platformServers(options: PlatformServersOptions = {}): PlatformServers {
  const state: Running = { apiPort: 0, vitePort: 0 };
  const stopOnExit = (): void => stopReferenceServer(state);
  const plugin: TestRunnerPlugin = {
    name: 'platform-servers',
    async serverStart({ config }) {
      process.once('exit', stopOnExit);
      await Promise.all([startReferenceServer(state, options), startVite(state, config.rootDir, options)]);
    },
    async serverStop() {
      stopReferenceServer(state);
      process.off('exit', stopOnExit);
      await state.vite?.close();
    },
  };
  const middleware: Middleware = async (ctx, next) => {
    if (isRunnerPath(ctx.path)) return next();
    if (isServerPath(ctx.path)) {
      if (!state.apiPort) {
        ctx.status = 503;
        ctx.body = 'reference server not running';
        return;
      }
      return proxyRequest(ctx, state.apiPort);
    }
    return proxyRequest(ctx, state.vitePort);
  };
  return { plugin, middleware, apiUrl: () => (state.apiPort ? `http://127.0.0.1:${state.apiPort}` : '') };
}
