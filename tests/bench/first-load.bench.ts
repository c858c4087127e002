/**
 * The login route in headless Chromium on the built output, against the reference server
 * (DESIGN §6), on the demo shell page (`/`: `<app-shell>` from `/dist/elements.js`, with the
 * service worker the page names):
 * - `login interactive`: the JS and CSS whose request started before the login form took input
 *   (the shell's `app-shell:login-ready` User Timing mark),
 *   gzip level 6 per file (what a compressing server sends at the least), summed; goal ≤ 70 KB;
 * - `before sign-in`: everything the page and its service worker fetch while the person has not
 *   signed in yet (the deferred chunks: React and the shell's body; the worker's precache and
 *   `sw.js` itself), each file once; goal ≤ 150 KB;
 * - `login form ready`: navigation start to the login form taking input;
 * - `cold start to first list rows`: after a login, a fresh load of the portal page (an empty
 *   HTTP cache) to its list's first rows.
 * Timings are the median of at least 7 runs, each in a fresh browser context, with min and max.
 * Run: node --import tsx tests/bench/first-load.bench.ts
 */
import { gzipSync } from 'node:zlib';
import type { Browser, Page } from 'puppeteer-core';
import { MIN_RUNS, ensureProductBuilt, launchChromium, report, reportRuns, startBenchServer } from './browser/harness.ts';
import type { BenchServer } from './browser/harness.ts';
import { LOGIN_READY_MARK } from '../../elements/shell/login-view.ts';

const LOGIN_GOAL_KB = 70;
const BEFORE_SIGN_IN_GOAL_KB = 150;
/** The person types for a few seconds: long enough for every deferred load to end. */
const QUIET_MS = 1500;

/** Resolves once the shell's login account input exists and is enabled; returns ms since navigation start. */
async function loginReady(page: Page): Promise<number> {
  await page.waitForFunction(
    () => {
      const input = document.querySelector('app-shell')?.shadowRoot?.querySelector<HTMLInputElement>('[data-field="account"]');
      return !!input && !input.disabled && input.isConnected;
    },
    { timeout: 30000, polling: 'raf' },
  );
  return page.evaluate(() => performance.now());
}

const isCode = (path: string) => /\.(m?js|css)$/.test(path);

async function gzipOf(server: BenchServer, path: string, cache: Map<string, number>): Promise<number> {
  let size = cache.get(path);
  if (size === undefined) {
    // identity: the bytes as built, compressed here the same way for every file.
    const reply = await fetch(`${server.url}${path}`, { headers: { 'accept-encoding': 'identity' } });
    size = gzipSync(Buffer.from(await reply.arrayBuffer()), { level: 6 }).length;
    cache.set(path, size);
  }
  return size;
}

function printFiles(rows: Array<{ path: string; bytes: number }>): void {
  for (const row of [...rows].sort((a, b) => b.bytes - a.bytes).filter((entry) => entry.bytes >= 1024)) {
    console.log(`   ${(row.bytes / 1024).toFixed(1).padStart(7)} KB  ${row.path}`);
  }
}

async function loginBytes(browser: Browser, server: BenchServer): Promise<void> {
  const context = await browser.createBrowserContext();
  const page = await context.newPage();
  const sizes = new Map<string, number>();
  try {
    await page.goto(`${server.url}/`, { waitUntil: 'domcontentloaded' });
    await loginReady(page);
    // The shell marks the moment the form took input; the poll above only notices it later.
    const ready = await page.evaluate((mark) => performance.getEntriesByName(mark)[0]?.startTime ?? performance.now(), LOGIN_READY_MARK);
    const started = async () =>
      page.evaluate(() => performance.getEntriesByType('resource').map((entry) => ({ path: new URL(entry.name).pathname, start: entry.startTime })));
    const atLogin = (await started()).filter((entry) => entry.start <= ready && isCode(entry.path));
    const loginRows = await Promise.all(
      [...new Set(atLogin.map((entry) => entry.path))].map(async (path) => ({ path, bytes: await gzipOf(server, path, sizes) })),
    );
    console.log('to an interactive login:');
    printFiles(loginRows);
    const loginTotal = loginRows.reduce((sum, row) => sum + row.bytes, 0);
    report('login interactive', Number((loginTotal / 1024).toFixed(1)), 'KB', { value: LOGIN_GOAL_KB, kind: 'max' });
    report('login interactive files', loginRows.length, 'files');

    // The person types: the deferred loads and the service worker's install run meanwhile.
    let lastCount = -1;
    let quietSince = Date.now();
    for (;;) {
      const count = (await started()).length;
      if (count !== lastCount) {
        lastCount = count;
        quietSince = Date.now();
      }
      const installed = await page.evaluate(async () => {
        const registration = await navigator.serviceWorker?.getRegistration();
        return !registration || !!registration.active;
      });
      if (installed && Date.now() - quietSince >= QUIET_MS) break;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    const pagePaths = (await started()).map((entry) => entry.path).filter(isCode);
    const worker = await page.evaluate(async () => (await navigator.serviceWorker?.getRegistration())?.active?.scriptURL ?? null);
    const workerPaths: string[] = [];
    if (worker) {
      const workerUrl = new URL(worker);
      workerPaths.push(workerUrl.pathname);
      const source = await (await fetch(`${server.url}${workerUrl.pathname}${workerUrl.search}`)).text();
      const build = JSON.parse(/SHELL_BUILD = (\{.*?\});/.exec(source)?.[1] ?? '{"files":[]}') as { files: string[] };
      const dist = new URLSearchParams(workerUrl.search).get('dist') ?? '/dist/';
      workerPaths.push(...build.files.map((file) => `${dist}${file}`));
    }
    const paths = [...new Set([...pagePaths, ...workerPaths])];
    const rows = await Promise.all(paths.map(async (path) => ({ path, bytes: await gzipOf(server, path, sizes) })));
    console.log('before sign-in (the page and its service worker; * fetched by the worker only):');
    const pageSet = new Set(pagePaths);
    printFiles(rows.map((row) => (pageSet.has(row.path) ? row : { ...row, path: `${row.path} *` })));
    const total = rows.reduce((sum, row) => sum + row.bytes, 0);
    report('before sign-in', Number((total / 1024).toFixed(1)), 'KB', { value: BEFORE_SIGN_IN_GOAL_KB, kind: 'max' });
    report('before sign-in files', rows.length, 'files');
    report('service worker precache files', workerPaths.length ? workerPaths.length - 1 : 0, 'files');
  } finally {
    await context.close();
  }
}

async function loginFormReady(browser: Browser, server: BenchServer): Promise<void> {
  const times: number[] = [];
  for (let i = 0; i < MIN_RUNS; i += 1) {
    const context = await browser.createBrowserContext();
    const page = await context.newPage();
    await page.goto(`${server.url}/`, { waitUntil: 'domcontentloaded' });
    times.push(await loginReady(page));
    await context.close();
  }
  reportRuns('login form ready', times.map(Math.round), 'ms');
}

/** Logs in through the shell's own form (the session cookie is HttpOnly, as in production). */
async function logIn(page: Page, server: BenchServer): Promise<void> {
  await page.goto(`${server.url}/`, { waitUntil: 'domcontentloaded' });
  await loginReady(page);
  await page.evaluate(() => {
    const root = document.querySelector('app-shell')!.shadowRoot!;
    root.querySelector<HTMLInputElement>('[data-field="account"]')!.value = 'alice';
    root.querySelector<HTMLInputElement>('[data-field="password"]')!.value = 'demo123';
    root.querySelector<HTMLElement>('.login-submit')!.click();
  });
  await page.waitForFunction(() => document.querySelector('app-shell')?.shadowRoot?.querySelector('.layout'), { timeout: 30000 });
}

async function coldStart(browser: Browser, server: BenchServer): Promise<void> {
  const times: number[] = [];
  for (let i = 0; i < MIN_RUNS; i += 1) {
    const context = await browser.createBrowserContext();
    const page = await context.newPage();
    await logIn(page, server);
    const client = await page.createCDPSession();
    await client.send('Network.setCacheDisabled', { cacheDisabled: true });
    await page.goto(`${server.url}/portal.html`, { waitUntil: 'domcontentloaded' });
    await page.waitForFunction(() => !!document.querySelector('entity-list')?.shadowRoot?.querySelector('.grid-row'), { timeout: 30000, polling: 'raf' });
    times.push(await page.evaluate(() => new Promise<number>((resolve) => requestAnimationFrame(() => resolve(Math.round(performance.now()))))));
    await context.close();
  }
  reportRuns('cold start to first list rows', times, 'ms');
}

async function main(): Promise<void> {
  ensureProductBuilt();
  const server = await startBenchServer();
  const browser = await launchChromium();
  try {
    await loginBytes(browser, server);
    await loginFormReady(browser, server);
    await coldStart(browser, server);
  } finally {
    await browser.close();
    await server.close();
  }
}

await main();
