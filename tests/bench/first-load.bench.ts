/**
 * First load and cold start in headless Chromium on the built output (DESIGN §6), against the
 * reference server:
 * - `first load`: the JS and CSS the demo shell page (`/`, `<app-shell>` from `/dist/elements.js`)
 *   downloads until its login form takes input, gzip level 6 per file (what a compressing server
 *   sends), summed; goal ≤ 130 KB;
 * - `first load scripts`: how many JS/CSS files that was;
 * - `cold start`: after a login, from a fresh page load of the shell at the customer list's address
 *   to its first rows on screen (median of 5 loads, empty cache each time);
 * - `login form ready`: from navigation start to the login form taking input (median of 5).
 * Run: node --import tsx tests/bench/first-load.bench.ts
 */
import { gzipSync } from 'node:zlib';
import type { Browser, Page } from 'puppeteer-core';
import { ensureProductBuilt, launchChromium, median, report, startBenchServer } from './browser/harness.ts';
import type { BenchServer } from './browser/harness.ts';

const FIRST_LOAD_GOAL_KB = 130;
const LOADS = 5;

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

async function firstLoad(browser: Browser, server: BenchServer): Promise<void> {
  const page = await browser.newPage();
  const client = await page.createCDPSession();
  await client.send('Network.enable');
  await client.send('Network.setCacheDisabled', { cacheDisabled: true });
  const bodies: Array<Promise<{ url: string; bytes: number } | undefined>> = [];
  let counting = true;
  page.on('response', (response) => {
    const type = response.request().resourceType();
    if (!counting || (type !== 'script' && type !== 'stylesheet')) return;
    bodies.push(
      response.buffer().then(
        (body) => ({ url: response.url(), bytes: gzipSync(body, { level: 6 }).length }),
        () => undefined,
      ),
    );
  });
  await page.goto(`${server.url}/`, { waitUntil: 'domcontentloaded' });
  await loginReady(page);
  counting = false;
  const files = (await Promise.all(bodies)).filter((entry): entry is { url: string; bytes: number } => !!entry);
  const total = files.reduce((sum, file) => sum + file.bytes, 0);
  for (const file of files.sort((a, b) => b.bytes - a.bytes)) console.log(`   ${(file.bytes / 1024).toFixed(1).padStart(7)} KB  ${new URL(file.url).pathname}`);
  report('first load', Number((total / 1024).toFixed(1)), 'KB', { value: FIRST_LOAD_GOAL_KB, kind: 'max' });
  report('first load files', files.length, 'files');
  await page.close();
}

async function loginFormReady(browser: Browser, server: BenchServer): Promise<void> {
  const times: number[] = [];
  for (let i = 0; i < LOADS; i += 1) {
    const context = await browser.createBrowserContext();
    const page = await context.newPage();
    await page.goto(`${server.url}/`, { waitUntil: 'domcontentloaded' });
    times.push(await loginReady(page));
    await context.close();
  }
  report('login form ready', Math.round(median(times)), 'ms');
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
  for (let i = 0; i < LOADS; i += 1) {
    const context = await browser.createBrowserContext();
    const page = await context.newPage();
    await logIn(page, server);
    const client = await page.createCDPSession();
    await client.send('Network.setCacheDisabled', { cacheDisabled: true });
    const address = `${server.url}/portal.html`;
    await page.goto(address, { waitUntil: 'domcontentloaded' });
    await page.waitForFunction(
      () => {
        const list = document.querySelector('entity-list')?.shadowRoot;
        return !!list?.querySelector('.grid-row');
      },
      { timeout: 30000, polling: 'raf' },
    );
    times.push(await page.evaluate(() => new Promise<number>((resolve) => requestAnimationFrame(() => resolve(performance.now())))));
    await context.close();
  }
  report('cold start to first list rows', Math.round(median(times)), 'ms');
}

async function main(): Promise<void> {
  ensureProductBuilt();
  const server = await startBenchServer();
  const browser = await launchChromium();
  try {
    await firstLoad(browser, server);
    await loginFormReady(browser, server);
    await coldStart(browser, server);
  } finally {
    await browser.close();
    await server.close();
  }
}

await main();
