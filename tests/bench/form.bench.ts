/**
 * The 300-field form (issue #9 item 4), in headless Chromium on the built product: `<entity-form>`
 * for a synthetic entity of 300 attributes beside @rjsf/core drawing the same 300 fields, in the
 * same page and run, interleaved over several passes; medians are reported.
 *
 * - mount: from inserting the element to the first drawn frame that shows all 300 fields with
 *   their controls (selects with their options). The entity's metadata, page config and code
 *   list are in core's cache by then (an earlier form of the same entity loaded them), so the
 *   figure is the form's own work after the metadata arrived; rjsf is timed from its render call.
 * - keystroke to paint: from the key's `keydown` (event.timeStamp) to the end of the next frame
 *   after the input event, with the typed character in the field.
 *
 * The reference server has no 300-attribute entity: its metadata, page config and code list
 * calls are answered by request interception (tests/bench/pages/form-fields.ts).
 * Run: node --import tsx tests/bench/form.bench.ts
 */
import { existsSync, readFileSync } from 'node:fs';
import { extname, resolve } from 'node:path';
import type { HTTPRequest, Page } from 'puppeteer-core';
import { buildBenchBundle, ensureProductBuilt, launchChromium, median, report, startBenchServer } from './browser/harness.ts';
import { BENCH_CODE_KEY, BENCH_ENTITY, BENCH_OPTIONS, FIELD_COUNT, benchMeta, benchPageConfig } from './pages/form-fields.ts';

// Eleven interleaved passes: single passes on a shared machine vary by up to 2× (host noise), the median of eleven far less.
const PASSES = 11;
const KEYSTROKES = 21;

const PAGE = `<!DOCTYPE html>
<html lang="zh-CN"><head><meta charset="utf-8"><title>form bench</title>
<script>window.frameSettings = { ipBase: location.origin, serverConfigured: true, defaultClient: 'demo', defaultSystem: 'crm', configTextMode: 'strict' };</script>
<script type="module" src="/dist/elements.js"></script>
<script type="module" src="/__bench/form-page.js"></script>
<style>body { margin: 0; } entity-form { display: block; }</style>
</head><body></body></html>`;

/** The synthetic entity's replies, in the server's envelope; undefined for every other call. */
function syntheticReply(url: URL): unknown {
  const [entity, action] = url.pathname.split('/').slice(-2);
  const query = url.searchParams;
  const ours = (id: string | null) => id === BENCH_ENTITY || id === 'meta-bench300';
  if (entity === 'FM_ENTITY' && action === 'getMeta' && ours(query.get('metaId'))) return benchMeta();
  if (entity === 'FM_PAGE_CONFIG' && action === 'getPageConfig' && ours(query.get('metaId'))) return benchPageConfig();
  if (entity === 'FM_CODE_DEFINE' && action === 'getCodes' && query.get('key') === BENCH_CODE_KEY) return BENCH_OPTIONS;
  return undefined;
}

const TYPES: Record<string, string> = { '.js': 'text/javascript', '.css': 'text/css' };

/** The bench page and bundle under /__bench/, the synthetic entity, and the server for the rest. */
async function intercept(page: Page, bundleDir: string): Promise<void> {
  await page.setRequestInterception(true);
  page.on('request', (request: HTTPRequest) => {
    const url = new URL(request.url());
    if (url.pathname === '/__bench/form.html') {
      void request.respond({ status: 200, contentType: 'text/html; charset=utf-8', body: PAGE });
      return;
    }
    if (url.pathname.startsWith('/__bench/')) {
      const path = resolve(bundleDir, url.pathname.slice('/__bench/'.length));
      const found = path.startsWith(bundleDir) && existsSync(path);
      void request.respond(
        found
          ? { status: 200, contentType: TYPES[extname(path)] ?? 'application/octet-stream', body: readFileSync(path) }
          : { status: 404, contentType: 'text/plain', body: 'not found' },
      );
      return;
    }
    const data = syntheticReply(url);
    if (data === undefined) void request.continue();
    else void request.respond({ status: 200, contentType: 'application/json', body: JSON.stringify({ code: '0', msg: '', data }) });
  });
}

function mountOurs(page: Page): Promise<number> {
  return page.evaluate((entity, count) => window.formBench.mountOurs(entity, count), BENCH_ENTITY, FIELD_COUNT);
}

async function collectGarbage(page: Page): Promise<void> {
  const cdp = await page.createCDPSession();
  await cdp.send('HeapProfiler.collectGarbage');
  await cdp.detach();
  await page.evaluate(() => new Promise((done) => setTimeout(done, 50)));
}

/** Median ms from a key's keydown to the drawn frame that shows the typed character. */
async function keystrokes(page: Page): Promise<number> {
  const input = await page.evaluateHandle(() => window.formBench.fieldControl('F001')!);
  await input.focus();
  const times: number[] = [];
  for (let i = 0; i < KEYSTROKES; i += 1) {
    const char = String.fromCharCode(97 + (i % 26));
    await page.evaluate(() => window.formBench.armKeystroke());
    await page.keyboard.type(char);
    times.push(await page.evaluate(() => window.formBench.keystrokeTime()));
    const shown = await input.evaluate((el) => (el as HTMLInputElement).value);
    if (!shown.endsWith(char)) throw new Error(`the field shows "${shown}", not the typed "${char}"`);
    await page.evaluate(() => new Promise((done) => setTimeout(done, 60)));
  }
  await input.dispose();
  return median(times);
}

async function main(): Promise<void> {
  ensureProductBuilt();
  const bundle = await buildBenchBundle({ 'form-page': 'tests/bench/pages/form-page.ts' });
  const server = await startBenchServer();
  const browser = await launchChromium();
  try {
    const { token, xsrf } = await server.login('admin');
    const page = await browser.newPage();
    await intercept(page, bundle.dir);
    await page.setCookie({ name: 'XSRF-TOKEN', value: xsrf, url: server.url });
    await page.goto(`${server.url}/__bench/form.html?token=${encodeURIComponent(token)}&client_code=demo`, { waitUntil: 'load' });
    await page.waitForFunction(() => 'formBench' in window && customElements.get('entity-form'), { timeout: 30_000 });

    // Warm-up: the chunks, the metadata cache and the JIT, on both sides.
    const cold = await mountOurs(page);
    await page.evaluate(() => window.formBench.mountRjsf());
    await page.evaluate(() => window.formBench.unmountRjsf());

    const ours: number[] = [];
    const theirs: number[] = [];
    for (let pass = 0; pass < PASSES; pass += 1) {
      const order = pass % 2 === 0 ? ['ours', 'rjsf'] : ['rjsf', 'ours'];
      for (const side of order) {
        await collectGarbage(page);
        if (side === 'ours') ours.push(await mountOurs(page));
        else theirs.push(await page.evaluate(() => window.formBench.mountRjsf()));
        await page.evaluate(() => {
          window.formBench.unmountOurs();
          window.formBench.unmountRjsf();
        });
      }
    }
    await mountOurs(page);
    const nodes = await page.evaluate(() => window.formBench.formNodes());
    const keyToPaint = await keystrokes(page);

    const oursMedian = median(ours);
    const theirsMedian = median(theirs);
    console.log(
      `form mount passes (ms): ours ${ours.map((t) => t.toFixed(1)).join(', ')}; rjsf ${theirs.map((t) => t.toFixed(1)).join(', ')}; first (network) ${cold.toFixed(1)}`,
    );
    report('form mount', oursMedian, 'ms', { value: 150, kind: 'max' });
    report('form mount rjsf', theirsMedian, 'ms');
    report('form speed vs rjsf', theirsMedian / oursMedian, '×', { value: 2, kind: 'min' });
    report('form keystroke to paint', keyToPaint, 'ms', { value: 16.7, kind: 'max' });
    report('form DOM nodes (300 fields)', nodes, 'nodes');
  } finally {
    await browser.close();
    await server.close();
    bundle.dispose();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
