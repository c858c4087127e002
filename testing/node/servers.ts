/**
 * The servers behind a web-test-runner run: the reference platform server (a child process in
 * its own process group, with test hooks and the demo data of a chosen seed, on a free loopback
 * port), joined on the runner's origin by a koa middleware with whatever serves the test
 * modules: a vite dev server when the tester gives a vite config, else the runner's own dev
 * server (node resolution, esbuild for TypeScript), so that a project without vite needs none.
 */
import { spawn } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import type { Middleware } from 'koa';
import type { TestRunnerConfig, TestRunnerPlugin } from '@web/test-runner';
import type { ViteDevServer } from 'vite';
import { assertInstalled, loadOptional, SERVER_PACKAGES } from './optional.ts';
import { laneOfRequest, lanesOf } from './lanes.ts';
import { freePort, isRunnerPath, isServerPath, proxyRequest, waitForPort } from './proxy.ts';
import type { SeedOptions } from './server.ts';

/** `true` in the compiled package (testing/node.build.ts defines it); undefined when run from source. */
declare const PLATFORM_COMPILED: boolean | undefined;

/**
 * This package's folder: the reference server runs from here, wherever the tests live. The same
 * two levels up from testing/node/ (sources) and from dist/testing-node/ (compiled).
 */
export const PACKAGE_ROOT = resolve(import.meta.dirname, '../..');

/**
 * How to start the reference server: compiled, it is plain JavaScript beside this module (the
 * installed package has neither its sources nor tsx); in this repository, its TypeScript through
 * the repository's tsx.
 */
function serverCommand(): { main: string; nodeArgs: string[] } {
  if (typeof PLATFORM_COMPILED === 'boolean' && PLATFORM_COMPILED) {
    return { main: join(import.meta.dirname, 'server-main.js'), nodeArgs: [] };
  }
  return { main: join(PACKAGE_ROOT, 'demo/server/main.ts'), nodeArgs: ['--import', 'tsx'] };
}

export interface PlatformServersOptions extends SeedOptions {
  /**
   * A vite config file for the test modules (the package's own tests use its vite.config.ts),
   * relative to the runner's `rootDir`; needs `vite` installed. Default: none, and no vite: the
   * runner's own dev server serves the tests, resolving bare imports (`nodeResolve`) and
   * compiling TypeScript with `@web/dev-server-esbuild`.
   */
  viteConfig?: string;
  /** How long the reference server may take to start (default 90 s: a large seed takes a while). */
  startTimeoutMs?: number;
  /**
   * Reference servers, one per lane (testing/node/lanes.ts): set it to the config's `concurrency`
   * to run test files side by side, each with a database and test hooks of its own (default 1).
   */
  lanes?: number;
}

export interface PlatformServers {
  /** Starts the servers when the runner starts, and stops them when it stops. */
  plugin: TestRunnerPlugin;
  /**
   * Every plugin the run needs: `plugin`, and without `viteConfig` the esbuild plugin that
   * serves TypeScript test files. Put these in the config's `plugins`.
   */
  plugins: TestRunnerPlugin[];
  /** The config's `nodeResolve`: off with vite (vite resolves), on without it. */
  nodeResolve: TestRunnerConfig['nodeResolve'];
  /** Routes each request to the runner (or vite, with `viteConfig`) or the reference server. */
  middleware: Middleware;
  /** The reference server's address once started ('' before). */
  apiUrl(): string;
}

/** One reference server: a lane's (testing/node/lanes.ts). */
interface LaneServer {
  apiPort: number;
  server?: ChildProcess;
  dataDir?: string;
}

interface Running {
  lanes: LaneServer[];
  vitePort: number;
  vite?: ViteDevServer;
}

function serverArgs(port: number, dbPath: string, options: PlatformServersOptions): string[] {
  const { main, nodeArgs } = serverCommand();
  if (!existsSync(main)) throw new Error(`the reference server is missing (${main})`);
  const args = [...nodeArgs, main, '--port', String(port), '--db', dbPath, '--test-hooks'];
  if (options.rows !== undefined) args.push('--rows', String(options.rows));
  if (options.seed !== undefined) args.push('--seed', String(options.seed));
  return args;
}

async function startReferenceServer(state: LaneServer, options: PlatformServersOptions): Promise<void> {
  // Named here: the child would only print Node's "Cannot find package" into the start failure.
  assertInstalled(SERVER_PACKAGES, 'The reference server of app-shell-platform/testing');
  state.apiPort = await freePort();
  state.dataDir = mkdtempSync(join(tmpdir(), 'wtr-platform-'));
  const args = serverArgs(state.apiPort, join(state.dataDir, 'platform.db'), options);
  // detached: its own process group, so that stopping it also stops anything it started.
  const child = spawn(process.execPath, args, {
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

async function startVite(state: Running, rootDir: string, viteConfig: string): Promise<void> {
  // Only a run that asks for vite loads it: a tester's project need not install it.
  const { createServer } = await import('vite').catch((error: unknown) => {
    throw new Error(`viteConfig is given but vite could not be loaded (npm install --save-dev vite): ${(error as Error).message}`);
  });
  state.vitePort = await freePort();
  state.vite = await createServer({
    configFile: resolve(rootDir, viteConfig),
    logLevel: 'warn',
    clearScreen: false,
    // Two runs at once (a developer's and a bench's) must not share one dependency cache.
    ...(process.env.WTR_VITE_CACHE_DIR ? { cacheDir: process.env.WTR_VITE_CACHE_DIR } : {}),
    server: {
      port: state.vitePort,
      strictPort: true,
      host: '127.0.0.1',
      hmr: false,
      watch: null,
      // A project that links this package (npm's file: dependencies) reaches it outside its root.
      fs: { allow: [rootDir, PACKAGE_ROOT] },
    },
  });
  await state.vite.listen();
}

function stopReferenceServer(state: LaneServer): void {
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

/** The runner's own dev server compiles TypeScript test files with esbuild (types are stripped, not checked). */
function esbuildTypeScript(): TestRunnerPlugin {
  const { esbuildPlugin } = loadOptional<typeof import('@web/dev-server-esbuild')>('@web/dev-server-esbuild', 'Serving TypeScript tests without a viteConfig');
  return esbuildPlugin({ ts: true }) as TestRunnerPlugin;
}

/** The reference server and what serves the test modules, for one test run (see the module comment). */
export function platformServers(options: PlatformServersOptions = {}): PlatformServers {
  const { viteConfig } = options;
  const state: Running = { lanes: [], vitePort: 0 };
  const stopAll = (): void => state.lanes.forEach(stopReferenceServer);
  const plugin: TestRunnerPlugin = {
    name: 'platform-servers',
    async serverStart({ config }) {
      process.once('exit', stopAll);
      // A server per lane: files side by side never share a database, a fault or a count.
      state.lanes = Array.from({ length: lanesOf({ concurrency: options.lanes }) }, () => ({ apiPort: 0 }));
      await Promise.all([
        ...state.lanes.map((lane) => startReferenceServer(lane, options)),
        viteConfig ? startVite(state, config.rootDir, viteConfig) : undefined,
      ]);
    },
    async serverStop() {
      stopAll();
      process.off('exit', stopAll);
      await state.vite?.close();
    },
  };
  const middleware: Middleware = async (ctx, next) => {
    if (isRunnerPath(ctx.path)) return next();
    if (isServerPath(ctx.path)) {
      const lane = state.lanes[laneOfRequest(ctx.get('cookie'), state.lanes.length)];
      if (!lane?.apiPort) {
        ctx.status = 503;
        ctx.body = 'reference server not running';
        return;
      }
      return proxyRequest(ctx, lane.apiPort);
    }
    // vite watches nothing here (startVite), so a source served once stays right for the whole
    // run: each test page after the first takes its modules from the browser's cache instead of
    // asking vite for several hundred of them again.
    return viteConfig ? proxyRequest(ctx, state.vitePort, { keepModules: true }) : next();
  };
  return {
    plugin,
    plugins: viteConfig ? [plugin] : [plugin, esbuildTypeScript()],
    // `app-shell-platform/testing` resolves by its "browser" condition to the built dist/testing.js.
    nodeResolve: viteConfig ? false : { exportConditions: ['browser', 'development'] },
    middleware,
    apiUrl: () => (state.lanes[0]?.apiPort ? `http://127.0.0.1:${state.lanes[0].apiPort}` : ''),
  };
}
