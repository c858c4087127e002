/**
 * Shared pieces of the browser benchmarks (DESIGN §6): headless Chromium through puppeteer-core
 * (Debian's /usr/bin/chromium, never a downloaded browser), the reference server on a free
 * loopback port, bench-only bundles built by vite in production mode, and the one line format
 * `npm run bench` prints: `bench <name>: <value> <unit> (goal <goal>)`, with `OVER BUDGET` when a
 * figure misses its goal.
 */
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { extname, join, resolve } from 'node:path';
import { spawnSync } from 'node:child_process';
import puppeteer from 'puppeteer-core';
import type { Browser, HTTPRequest, Page } from 'puppeteer-core';
import { build } from 'vite';
import { startTestServer } from '../../support/server.ts';
import type { TestServer, TestServerOptions } from '../../support/server.ts';

export const ROOT = resolve(import.meta.dirname, '../../..');

const CHROMIUM_FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-dev-shm-usage',
];

export function chromiumPath(): string {
  const candidates = [process.env.CHROME_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser'].filter(Boolean) as string[];
  const found = candidates.find((path) => existsSync(path));
  if (!found) throw new Error('Chromium not found: run scripts/ensure-chromium.sh or set CHROME_PATH');
  return found;
}

export async function launchChromium(): Promise<Browser> {
  return puppeteer.launch({
    executablePath: chromiumPath(),
    headless: true,
    // BENCH_CHROMIUM_FLAGS adds flags for an investigation (say, `--disable-features=WebUIOmniboxPopup`,
    // whose renderer takes a core in each fresh context of this headless Chromium).
    args: [...CHROMIUM_FLAGS, '--window-size=1366,900', ...(process.env.BENCH_CHROMIUM_FLAGS?.split(' ').filter(Boolean) ?? [])],
    defaultViewport: { width: 1366, height: 900 },
  });
}

export { MIN_RUNS, median, missedGoals, percentile, report, reportRuns } from '../report.ts';
export type { Goal } from '../report.ts';

/** Builds the product (`dist/`) unless it is newer than every source file it is made of. */
export function ensureProductBuilt(): void {
  const built = join(ROOT, 'dist', 'elements.js');
  if (existsSync(built) && !process.env.BENCH_REBUILD && newestSource() < statSync(built).mtimeMs) return;
  const result = spawnSync('npm', ['run', 'build', '--silent'], { cwd: ROOT, stdio: 'inherit' });
  if (result.status !== 0) throw new Error('npm run build failed');
}

function newestSource(): number {
  const walk = (dir: string): number => {
    let newest = 0;
    for (const entry of readdirSafe(dir)) {
      const path = join(dir, entry);
      const stat = statSync(path);
      newest = Math.max(newest, stat.isDirectory() ? walk(path) : stat.mtimeMs);
    }
    return newest;
  };
  return Math.max(walk(join(ROOT, 'core')), walk(join(ROOT, 'elements')), statSync(join(ROOT, 'vite.config.ts')).mtimeMs);
}

function readdirSafe(dir: string): string[] {
  try {
    return readdirSync(dir);
  } catch {
    return [];
  }
}

/**
 * Builds bench-only entries (a bench page's script: the product's sources, a peer library) with
 * vite in production mode, minified, into a temporary folder. Returns the folder; each entry is
 * `<name>.js` there.
 */
export async function buildBenchBundle(entries: Record<string, string>): Promise<{ dir: string; dispose(): void }> {
  const dir = mkdtempSync(join(tmpdir(), 'shell-bench-'));
  await build({
    configFile: false,
    root: ROOT,
    logLevel: 'silent',
    mode: 'production',
    define: { 'process.env.NODE_ENV': '"production"' },
    oxc: { jsx: { runtime: 'automatic', importSource: 'react' } },
    build: {
      outDir: dir,
      emptyOutDir: true,
      target: 'es2022',
      minify: true,
      sourcemap: false,
      rollupOptions: {
        input: Object.fromEntries(Object.entries(entries).map(([name, path]) => [name, resolve(ROOT, path)])),
        output: { entryFileNames: '[name].js', chunkFileNames: 'chunks/[name]-[hash].js', assetFileNames: 'assets/[name]-[hash][extname]', format: 'es' },
        preserveEntrySignatures: 'exports-only',
      },
    },
  });
  return { dir, dispose: () => rmSync(dir, { recursive: true, force: true }) };
}

const TYPES: Record<string, string> = { '.js': 'text/javascript', '.css': 'text/css', '.html': 'text/html', '.json': 'application/json' };

/**
 * Answers requests under `<origin>/__bench/` from `dir` (bench pages and bundles) inside the
 * reference server's origin, so a bench page shares the server's cookies; everything else goes to
 * the server. `pages` maps a file name under /__bench/ to HTML text.
 */
export async function serveBenchFiles(page: Page, dir: string, pages: Record<string, string> = {}): Promise<void> {
  await page.setRequestInterception(true);
  page.on('request', (request: HTTPRequest) => {
    const url = new URL(request.url());
    if (!url.pathname.startsWith('/__bench/')) {
      void request.continue();
      return;
    }
    const name = url.pathname.slice('/__bench/'.length);
    if (pages[name] !== undefined) {
      void request.respond({ status: 200, contentType: 'text/html; charset=utf-8', body: pages[name]! });
      return;
    }
    const path = resolve(dir, name);
    if (!path.startsWith(dir) || !existsSync(path)) {
      void request.respond({ status: 404, contentType: 'text/plain', body: 'not found' });
      return;
    }
    void request.respond({ status: 200, contentType: TYPES[extname(path)] ?? 'application/octet-stream', body: readFileSync(path) });
  });
}

export interface BenchServer extends TestServer {}

/** The reference server with test hooks on a free loopback port; `rows` customers seeded. */
export async function startBenchServer(options: TestServerOptions = {}): Promise<BenchServer> {
  return startTestServer(options);
}
