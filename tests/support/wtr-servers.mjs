// A test-runner plugin that starts the reference platform server (a child process in its own
// process group) and a vite dev server, and a koa middleware routing every request that is not
// the runner's own to one of them.
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { freePort, isRunnerPath, isServerPath, proxyRequest, waitForPort } from './wtr-proxy.mjs';

const root = resolve(import.meta.dirname, '../..');

const ports = { vite: 0, api: 0 };
let vite;
let server;
let dataDir;

async function startReferenceServer() {
  const main = join(root, 'demo/server/main.ts');
  if (!existsSync(main)) {
    console.warn('[wtr] demo/server/main.ts is missing: tests that call the platform will fail');
    return;
  }
  ports.api = await freePort();
  dataDir = mkdtempSync(join(tmpdir(), 'wtr-platform-'));
  const args = ['--import', 'tsx', main, '--port', String(ports.api), '--db', join(dataDir, 'platform.db'), '--test-hooks'];
  // detached: its own process group, so that stopping it also stops anything it started.
  server = spawn(process.execPath, args, {
    cwd: root,
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: { ...process.env, PORT: String(ports.api) },
  });
  let output = '';
  const keep = (chunk) => (output = (output + chunk).slice(-4000));
  server.stdout.on('data', keep);
  server.stderr.on('data', keep);
  let exited = false;
  server.once('exit', () => (exited = true));
  try {
    await waitForPort(ports.api, 90_000, () => !exited);
  } catch (error) {
    throw new Error(`reference server did not start: ${error.message}\n${output}`);
  }
}

async function startVite() {
  const { createServer } = await import('vite');
  ports.vite = await freePort();
  vite = await createServer({
    configFile: join(root, 'vite.config.ts'),
    logLevel: 'warn',
    clearScreen: false,
    // Two runs at once (a developer's and a bench's) must not share one dependency cache.
    ...(process.env.WTR_VITE_CACHE_DIR ? { cacheDir: process.env.WTR_VITE_CACHE_DIR } : {}),
    server: { port: ports.vite, strictPort: true, host: '127.0.0.1', hmr: false, watch: null },
  });
  await vite.listen();
}

function stopReferenceServer() {
  if (server?.pid && server.exitCode === null) {
    try {
      process.kill(-server.pid, 'SIGTERM');
    } catch {
      // already gone
    }
  }
  server = undefined;
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
}

export function platformServersPlugin() {
  return {
    name: 'platform-servers',
    async serverStart() {
      await Promise.all([startReferenceServer(), startVite()]);
    },
    async serverStop() {
      stopReferenceServer();
      await vite?.close();
    },
  };
}

/** Koa middleware: runner paths go on, API paths to the reference server, the rest to vite. */
export function platformServersMiddleware() {
  return async (ctx, next) => {
    if (isRunnerPath(ctx.path)) return next();
    if (isServerPath(ctx.path)) {
      if (!ports.api) {
        ctx.status = 503;
        ctx.body = 'reference server not running';
        return;
      }
      return proxyRequest(ctx, ports.api);
    }
    return proxyRequest(ctx, ports.vite);
  };
}

process.once('exit', stopReferenceServer);
