/**
 * The 300-field form (DESIGN §6), in headless Chromium on the built product: `<entity-form>` for a
 * CUSTOMER-shaped entity of 300 fields beside @rjsf/core drawing the equivalent JSON schema
 * (tests/bench/pages/form-fields.ts), timed from the page itself.
 *
 * - warm: both forms in one page, alternating, after a first mount of each (chunks, metadata, code
 *   lists and the JIT warm). `form mount`: from inserting the element to the first drawn frame that
 *   shows all 300 fields with their controls (selects with their options); rjsf from its render
 *   call to the frame showing all 300 controls.
 * - cold: each side in a fresh browser context (empty cache, nothing loaded), alternating: from
 *   the navigation's start to the drawn frame showing all 300 fields, so ours counts its chunks,
 *   the session check, the metadata and page config calls and the code lists, rjsf its bundle.
 * - keystroke to paint: from the key's `keydown` (event.timeStamp) to the end of the next frame
 *   after the input event, with the typed character in the field.
 *
 * The reference server has no 300-field entity: its metadata and page config calls are answered by
 * request interception (every request of a bench page goes through it, for both sides); the code
 * lists (CUSTOMER_LEVEL, REGION) and the rest come from the server.
 * Run: node --import tsx tests/bench/form.bench.ts  (BENCH_FORM_SKIP_COLD=1 for the warm runs only,
 * BENCH_FORM_COLD_ONLY=1 for the cold ones only;
 * BENCH_FORM_TRACE=file.json writes a Chromium trace of the keystrokes, BENCH_FORM_PROFILE=file a
 * CPU profile of them, BENCH_FORM_MOUNT_PROFILE=file one of our warm mounts (BENCH_FORM_MOUNT_TRACE=file.json a
 * Chromium trace of the last),
 * BENCH_FORM_COLD_REQUESTS=1 prints each cold run's requests as they finish, BENCH_FORM_COLD_TRACE=file.json
 * writes a Chromium trace of the last cold run of each side, as file-ours.json and file-rjsf.json, or with
 * BENCH_FORM_COLD_PROFILE=1 a CPU profile of it, as file-ours.cpuprofile and file-rjsf.cpuprofile)
 */
import { existsSync, readFileSync } from 'node:fs';
import { extname, resolve } from 'node:path';
import type { Browser, HTTPRequest, Page } from 'puppeteer-core';
import { buildBenchBundle, ensureProductBuilt, launchChromium, median, MIN_RUNS, report, reportRuns, startBenchServer } from './browser/harness.ts';
import type { BenchServer } from './browser/harness.ts';
import { BENCH_ENTITY, FIELD_COUNT, LEVEL_KEY, REGION_KEY, benchMeta, benchPageConfig, benchValues, rjsfSchemas } from './pages/form-fields.ts';
import type { CodeOption } from './pages/form-fields.ts';
import type { RjsfInput } from './pages/rjsf-form.tsx';

// Twenty-one warm passes and nine cold ones (at least MIN_RUNS each): single runs on a shared
// machine vary by up to 2×, and the medians of eleven warm passes still moved by a tenth from one
// bench run to the next. A warm pass takes a fraction of a second; a cold one several seconds.
const PASSES = Math.max(MIN_RUNS, 21);
const COLD_RUNS = Math.max(MIN_RUNS, 9);
const KEYSTROKES = 21;

const FRAME_SETTINGS = `window.frameSettings = { ipBase: location.origin, serverConfigured: true, defaultClient: 'demo', defaultSystem: 'crm', configTextMode: 'strict' };`;
const STYLE = '<style>body { margin: 0; } entity-form { display: block; }</style>';
const json = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');

const WARM_PAGE = `<!DOCTYPE html>
<html lang="zh-CN"><head><meta charset="utf-8"><title>form bench</title>
<script>${FRAME_SETTINGS}</script>
<script type="module" src="/dist/elements.js"></script>
<script type="module" src="/__bench/form-page.js"></script>
${STYLE}
</head><body></body></html>`;

const coldOursPage = () => `<!DOCTYPE html>
<html lang="zh-CN"><head><meta charset="utf-8"><title>form cold</title>
<script>${FRAME_SETTINGS} window.coldForm = ${json({ entity: BENCH_ENTITY, values: benchValues(), count: FIELD_COUNT })};</script>
<script type="module" src="/dist/elements.js"></script>
<script type="module" src="/__bench/form-cold-ours.js"></script>
${STYLE}
</head><body></body></html>`;

const coldRjsfPage = (input: RjsfInput) => `<!DOCTYPE html>
<html lang="zh-CN"><head><meta charset="utf-8"><title>rjsf cold</title>
<script>window.rjsfForm = ${json(input)};</script>
<script type="module" src="/__bench/form-cold-rjsf.js"></script>
${STYLE}
</head><body></body></html>`;

/** The synthetic entity's replies, in the server's envelope; undefined for every other call. */
function syntheticReply(url: URL): unknown {
  const [entity, action] = url.pathname.split('/').slice(-2);
  const query = url.searchParams;
  const ours = (id: string | null) => id === BENCH_ENTITY || id === 'meta-bench300';
  if (entity === 'FM_ENTITY' && action === 'getMeta' && ours(query.get('metaId'))) return benchMeta();
  if (entity === 'FM_PAGE_CONFIG' && action === 'getPageConfig' && ours(query.get('metaId'))) return benchPageConfig();
  return undefined;
}

const TYPES: Record<string, string> = { '.js': 'text/javascript', '.css': 'text/css' };

/** The bench pages and bundle under /__bench/, the synthetic entity, and the server for the rest. */
async function intercept(page: Page, bundleDir: string, pages: Record<string, string>): Promise<void> {
  await page.setRequestInterception(true);
  page.on('request', (request: HTTPRequest) => {
    const url = new URL(request.url());
    const name = url.pathname.slice('/__bench/'.length);
    if (url.pathname.startsWith('/__bench/') && pages[name] !== undefined) {
      void request.respond({ status: 200, contentType: 'text/html; charset=utf-8', body: pages[name]! });
      return;
    }
    if (url.pathname.startsWith('/__bench/')) {
      const path = resolve(bundleDir, name);
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

/** A code list of the reference server, as the product asks for it. */
async function serverCodes(server: BenchServer, token: string, action: 'getCodes' | 'getTree', key: string): Promise<CodeOption[]> {
  const response = await fetch(`${server.url}/api/v1/demo/crm/FM_CODE_DEFINE/${action}?key=${key}`, { headers: { Authorization: `Bearer ${token}` } });
  const body = (await response.json()) as { data?: CodeOption[] };
  if (!Array.isArray(body.data) || body.data.length === 0) throw new Error(`no ${key} codes from the server`);
  return body.data;
}

function mountOurs(page: Page): Promise<number> {
  return page.evaluate((entity, values, count) => window.formBench.mountOurs(entity, values, count), BENCH_ENTITY, benchValues(), FIELD_COUNT);
}

async function collectGarbage(page: Page): Promise<void> {
  const cdp = await page.createCDPSession();
  await cdp.send('HeapProfiler.collectGarbage');
  await cdp.detach();
  await page.evaluate(() => new Promise((done) => setTimeout(done, 50)));
}

/** Median ms from a key's keydown to the drawn frame that shows the typed character. */
async function keystrokes(page: Page): Promise<number> {
  const input = await page.evaluateHandle(() => window.formBench.fieldControl('NAME_01')!);
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

interface Session {
  server: BenchServer;
  token: string;
  xsrf: string;
  bundleDir: string;
  pages: Record<string, string>;
}

/** A page of a fresh browser context (its own empty cache), with the session's cookie. */
async function freshPage(browser: Browser, session: Session): Promise<{ page: Page; close(): Promise<void> }> {
  const context = await browser.createBrowserContext();
  const page = await context.newPage();
  await intercept(page, session.bundleDir, session.pages);
  await page.setCookie({ name: 'XSRF-TOKEN', value: session.xsrf, url: session.server.url });
  return { page, close: () => context.close() };
}

/** One cold mount: ms from the navigation's start to the drawn frame showing every field. */
async function coldMount(browser: Browser, session: Session, name: string, trace?: string): Promise<number> {
  const { page, close } = await freshPage(browser, session);
  const profile = trace && process.env.BENCH_FORM_COLD_PROFILE ? await page.createCDPSession() : undefined;
  if (profile) {
    await profile.send('Profiler.enable');
    await profile.send('Profiler.setSamplingInterval', { interval: 200 });
    await profile.send('Profiler.start');
  } else if (trace)
    await page.tracing.start({
      path: trace,
      categories: [
        'devtools.timeline',
        'disabled-by-default-devtools.timeline',
        'blink',
        'v8.execute',
        'v8',
        'loading',
        'disabled-by-default-v8.compile',
        'toplevel',
        'blink.user_timing',
      ],
    });
  const timeline: string[] = [];
  if (process.env.BENCH_FORM_COLD_REQUESTS) {
    const started = Date.now();
    page.on('requestfinished', (request) => {
      const timing = request.response()?.timing();
      const url = new URL(request.url());
      timeline.push(
        `${String(Date.now() - started).padStart(6)} ms done ${url.pathname.replace(/^.*\/(chunks|api\/v1\/demo\/crm)\//, '')}${timing ? ` (sent ${Math.round(timing.sendStart)}, first byte ${Math.round(timing.receiveHeadersEnd)})` : ''}`,
      );
    });
  }
  try {
    await page.goto(`${session.server.url}/__bench/${name}?token=${encodeURIComponent(session.token)}&client_code=demo`, { waitUntil: 'load' });
    await page.waitForFunction(() => window.coldMount !== undefined, { timeout: 60_000 });
    const mounted = await page.evaluate(() => window.coldMount!);
    if (profile) {
      const { profile: cpu } = await profile.send('Profiler.stop');
      (await import('node:fs')).writeFileSync(trace!.replace(/(\.\w+)?$/, '.cpuprofile'), JSON.stringify(cpu));
    } else if (trace) await page.tracing.stop();
    if (timeline.length) console.log(`${name}: drawn at ${Math.round(mounted)} ms\n${timeline.join('\n')}`);
    return mounted;
  } finally {
    await close();
  }
}

async function main(): Promise<void> {
  ensureProductBuilt();
  const bundle = await buildBenchBundle({
    'form-page': 'tests/bench/pages/form-page.ts',
    'form-cold-ours': 'tests/bench/pages/form-cold-ours.ts',
    'form-cold-rjsf': 'tests/bench/pages/form-cold-rjsf.tsx',
  });
  const server = await startBenchServer();
  const browser = await launchChromium();
  try {
    const { token, xsrf } = await server.login('admin');
    const levels = await serverCodes(server, token, 'getCodes', LEVEL_KEY);
    const regions = await serverCodes(server, token, 'getTree', REGION_KEY);
    const rjsf: RjsfInput = { ...(rjsfSchemas(levels, regions) as Pick<RjsfInput, 'schema' | 'uiSchema'>), formData: benchValues(), count: FIELD_COUNT };
    const session: Session = {
      server,
      token,
      xsrf,
      bundleDir: bundle.dir,
      pages: { 'form.html': WARM_PAGE, 'cold-ours.html': coldOursPage(), 'cold-rjsf.html': coldRjsfPage(rjsf) },
    };

    // Cold first, on an idle browser: each run a fresh context, the sides alternating.
    const coldOurs: number[] = [];
    const coldTheirs: number[] = [];
    for (let run = 0; run < (process.env.BENCH_FORM_SKIP_COLD ? 0 : COLD_RUNS); run += 1) {
      const order = run % 2 === 0 ? ['ours', 'rjsf'] : ['rjsf', 'ours'];
      for (const side of order) {
        const trace = run === COLD_RUNS - 1 ? process.env.BENCH_FORM_COLD_TRACE?.replace(/(\.\w+)?$/, `-${side}$1`) : undefined;
        if (side === 'ours') coldOurs.push(await coldMount(browser, session, 'cold-ours.html', trace));
        else coldTheirs.push(await coldMount(browser, session, 'cold-rjsf.html', trace));
      }
    }

    if (process.env.BENCH_FORM_COLD_ONLY) {
      reportRuns('form cold mount', coldOurs, 'ms');
      reportRuns('form cold mount rjsf', coldTheirs, 'ms');
      report('form cold vs rjsf', median(coldOurs) / median(coldTheirs), '×', { value: 1.5, kind: 'max' });
      return;
    }
    const { page, close } = await freshPage(browser, session);
    await page.goto(`${server.url}/__bench/form.html?token=${encodeURIComponent(token)}&client_code=demo`, { waitUntil: 'load' });
    await page.waitForFunction(() => 'formBench' in window && customElements.get('entity-form'), { timeout: 30_000 });
    await page.evaluate((input) => window.formBench.setRjsfInput(input), rjsf as unknown as Parameters<Window['formBench']['setRjsfInput']>[0]);

    // Warm-up: the chunks, the metadata cache and the JIT, on both sides.
    await mountOurs(page);
    await page.evaluate(() => window.formBench.mountRjsf());
    await page.evaluate(() => {
      window.formBench.unmountOurs();
      window.formBench.unmountRjsf();
    });

    const ours: number[] = [];
    const theirs: number[] = [];
    const mountProfile = process.env.BENCH_FORM_MOUNT_PROFILE ? await page.createCDPSession() : undefined;
    if (mountProfile) {
      await mountProfile.send('Profiler.enable');
      await mountProfile.send('Profiler.setSamplingInterval', { interval: 100 });
    }
    for (let pass = 0; pass < PASSES; pass += 1) {
      const order = pass % 2 === 0 ? ['ours', 'rjsf'] : ['rjsf', 'ours'];
      for (const side of order) {
        await collectGarbage(page);
        if (side === 'ours') {
          if (mountProfile) await mountProfile.send('Profiler.start');
          const mountTrace = pass === PASSES - 1 ? process.env.BENCH_FORM_MOUNT_TRACE : undefined;
          if (mountTrace)
            await page.tracing.start({
              path: mountTrace,
              categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'blink', 'v8.execute', 'toplevel'],
            });
          ours.push(await mountOurs(page));
          if (mountTrace) await page.tracing.stop();
          if (mountProfile) {
            const { profile: cpu } = await mountProfile.send('Profiler.stop');
            (await import('node:fs')).writeFileSync(process.env.BENCH_FORM_MOUNT_PROFILE!.replace(/(\.\w+)?$/, `-${pass}$1`), JSON.stringify(cpu));
          }
        } else theirs.push(await page.evaluate(() => window.formBench.mountRjsf()));
        await page.evaluate(() => {
          window.formBench.unmountOurs();
          window.formBench.unmountRjsf();
        });
      }
    }
    await mountOurs(page);
    const nodes = await page.evaluate(() => window.formBench.formNodes());
    const trace = process.env.BENCH_FORM_TRACE;
    if (trace) await page.tracing.start({ path: trace, categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'blink', 'v8.execute'] });
    const profile = process.env.BENCH_FORM_PROFILE ? await page.createCDPSession() : undefined;
    if (profile) {
      await profile.send('Profiler.enable');
      await profile.send('Profiler.setSamplingInterval', { interval: 100 });
      await profile.send('Profiler.start');
    }
    const keyToPaint = await keystrokes(page);
    if (profile) {
      const { profile: cpu } = await profile.send('Profiler.stop');
      (await import('node:fs')).writeFileSync(process.env.BENCH_FORM_PROFILE!, JSON.stringify(cpu));
    }
    if (trace) await page.tracing.stop();
    await close();

    reportRuns('form mount', ours, 'ms', { value: 150, kind: 'max' });
    reportRuns('form mount rjsf', theirs, 'ms');
    report('form speed vs rjsf', median(theirs) / median(ours), '×', { value: 2, kind: 'min' });
    reportRuns('form cold mount', coldOurs, 'ms');
    reportRuns('form cold mount rjsf', coldTheirs, 'ms');
    report('form cold vs rjsf', median(coldOurs) / median(coldTheirs), '×', { value: 1.5, kind: 'max' });
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
