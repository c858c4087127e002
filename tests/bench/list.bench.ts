/**
 * `<entity-list>` with 100,000 rows in one page (issue #9 item 3), on the built product in
 * headless Chromium against the reference server, signed in through the element's own form. The
 * reference server takes pages of at most 1,000 rows, so a front of the bench's own (same origin,
 * its own loopback port) answers the list's `find` with 100,000 customers made from the server's
 * seeded ones (35 MB of JSON, written to the socket in 64 KB pieces as a server sends it); every
 * other call passes to the server. Prints the median of BENCH_LIST_RUNS runs (7), each in a fresh browser
 * context, with min and max:
 * - first rows from reply end: from the reply's last byte (resource timing `responseEnd`) to the
 *   first animation frame with a row in the element's shadow DOM (DESIGN §6); negative when the
 *   rows are on screen before the last byte (core's http reads a large list reply as it comes);
 * - first rows: from the moment the list has rows (the end of the first JSON.parse that gives
 *   rows of the reply: the whole reply's, or its first batch's) to that frame;
 * - all rows from reply end: from the last byte to the frame where the list is no longer busy
 *   (every row read, the pager's total the server's);
 * - scroll p50/p95: frame times while the grid, every row loaded, scrolls by a fixed step every
 *   frame for 2 s;
 * - scroll p95, 3000 static rows without script: the same scroll over rows of plain HTML, between
 *   the list's runs, as a reference for what this browser on this machine can do at that speed;
 * - DOM rows: rows in the shadow DOM after scrolling, against the rows in view plus overscan;
 * - select all: from the click on the head box to the frame with every shown row checked, and
 *   the number of keys the `selection-change` event carried.
 * Run: node --import tsx tests/bench/list.bench.ts  (BENCH_LIST_RUNS=n for more runs;
 * BENCH_LIST_TRACE=file.json writes a Chromium trace of the first run's scroll)
 */
import { createServer, request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Browser, ElementHandle, Page } from 'puppeteer-core';
import { ensureProductBuilt, launchChromium, median, MIN_RUNS, percentile, report, reportRuns, startBenchServer } from './browser/harness.ts';
import type { BenchServer } from './browser/harness.ts';
import { OVERSCAN_ROWS } from '../../elements/pages/kit/virtual.ts';

const ROWS = 100_000;
const RUNS = Math.max(1, Number(process.env.BENCH_LIST_RUNS ?? MIN_RUNS));
const SCROLL_MS = 2000;
/** Pixels per frame: about 7 rows a frame, 450 rows a second, a brisk wheel or scrollbar drag. */
const SCROLL_STEP = 300;
const FRAME_MS = 16.7;
/**
 * Select all is a click a person waits on: under 100 ms reads as instant (the usual response-time
 * limit for direct manipulation), so that is the goal, not one frame; it must not grow with rows.
 */
const SELECT_ALL_MS = 100;
const FIND_PATH = '/api/v1/demo/crm/CUSTOMER/find';
/** The list's find: it names its entity by metadata id or code. */
const LIST_FIND = /^\/api\/v1\/demo\/crm\/(CUSTOMER|meta-customer)\/find$/;

const PAGE = `<!DOCTYPE html>
<html lang="zh-CN">
<head>
  <meta charset="utf-8">
  <title>list bench</title>
  <style>body { margin: 0; font-family: sans-serif } entity-list { display: block; height: 720px }</style>
  <script>window.frameSettings = { ipBase: location.origin, serverConfigured: true, defaultClient: 'demo', defaultSystem: 'crm', configTextMode: 'strict' };</script>
  <script type="module" src="/dist/elements.js"></script>
</head>
<body>
  <script type="module">
    await customElements.whenDefined('entity-list');
    const list = document.createElement('entity-list');
    Object.assign(list, { client: 'demo', system: 'crm', entity: 'CUSTOMER' });
    list.config = { pageSize: ${ROWS} };
    document.body.append(list);
    // The end of the first parse that gives rows of the list's reply: the whole reply, or the
    // first batch of it when core's http reads it as it arrives.
    const parse = JSON.parse;
    const many = (value) => Array.isArray(value) && value.length > 20;
    JSON.parse = function (text, reviver) {
      const started = performance.now();
      const value = parse.call(JSON, text, reviver);
      if (!window.benchReplyParse && value && (many(value) || many(value.data?.entitys))) window.benchReplyParse = { started, ended: performance.now() };
      return value;
    };
    // The first frame that has a row in it, then the first where the list is no longer busy:
    // polled every frame, which costs a query per frame.
    const frameWhen = (ready) => new Promise((resolve) => {
      const poll = (time) => (ready() ? resolve(time) : requestAnimationFrame(poll));
      requestAnimationFrame(poll);
    });
    window.benchFirstRowFrame = frameWhen(() => list.shadowRoot?.querySelector('.grid-row'));
    window.benchAllRowsFrame = window.benchFirstRowFrame.then(() =>
      frameWhen(() => list.shadowRoot?.querySelector('.list-body[aria-busy="false"] .grid-row')),
    );
  </script>
</body>
</html>`;

/**
 * A reference beside the list: the same scroll over 3,000 rows drawn once, as plain HTML of the
 * list's shape (eleven text cells in a grid row of 40 px), with no script running while it
 * scrolls. It tells what this browser on this machine takes to scroll rows at that speed at all.
 */
const STATIC_ROWS = 3000;
const STATIC_PAGE = `<!DOCTYPE html>
<html lang="zh-CN"><head><meta charset="utf-8"><title>static rows</title>
<style>
  body { margin: 0; font: 14px sans-serif }
  .grid { height: 720px; overflow: auto }
  .grid-head, .grid-row { display: grid; grid-template-columns: 44px repeat(9, minmax(96px, 1fr)) 140px; height: 40px; align-items: center }
  .grid-head { position: sticky; top: 0; background: #f4f4f5; z-index: 1 }
  .grid-row { contain: layout style paint } .grid-row:nth-child(odd) { background: #fafafa }
  .cell { padding: 0 8px; overflow: hidden; white-space: nowrap; text-overflow: ellipsis }
</style></head>
<body><div class="grid" role="grid"><div class="grid-head">${'<div class="cell">列</div>'.repeat(11)}</div>
${Array.from({ length: STATIC_ROWS }, (_, i) => `<div class="grid-row" aria-rowindex="${i + 2}"><div class="cell"><input type="checkbox"></div>${Array.from({ length: 9 }, (_, c) => `<div class="cell">客户 ${i + 1} · ${c}</div>`).join('')}<div class="cell">编辑 删除</div></div>`).join('\n')}
</div></body></html>`;

type Row = Record<string, unknown>;

/** The seeded customers from the server, repeated and renumbered into `ROWS` distinct rows. */
async function findReply(server: BenchServer): Promise<string> {
  const session = await server.login('alice');
  const res = await fetch(`${server.url}${FIND_PATH}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', Language: '010', Authorization: `Bearer ${session.token}`, xsrf_token: session.xsrf },
    body: JSON.stringify({ pageIndex: 1, pageSize: 1000 }),
  });
  const envelope = (await res.json()) as { code: string; msg: string; data: { entitys: Row[]; total: number } };
  const seeds = envelope.data?.entitys ?? [];
  if (envelope.code !== '0' || seeds.length === 0) throw new Error(`no seeded customers to copy: ${envelope.code} ${envelope.msg}`);
  const rows = Array.from({ length: ROWS }, (_, i) => {
    const seed = seeds[i % seeds.length]!;
    return { ...seed, ID: i + 1, NAME: `${String(seed.NAME)} ${i + 1}`, EMAIL: `contact${i + 1}@example.com` };
  });
  return JSON.stringify({ ...envelope, data: { ...envelope.data, entitys: rows, total: ROWS } });
}

/**
 * A front on a loopback port of its own, the page's origin: it serves the bench page, answers the
 * list's find with the 100,000 rows as a server sends a reply (written in 64 KB pieces as the socket
 * takes them, so the browser reads it as it arrives), and passes every other request to the
 * reference server. Puppeteer's request interception would hand the browser the whole body at once,
 * which no network does.
 */
async function startFront(server: BenchServer, reply: string): Promise<{ url: string; close(): Promise<void> }> {
  const target = new URL(server.url);
  const body = Buffer.from(reply);
  const front = createServer((req, res) => {
    const path = (req.url ?? '/').split('?')[0]!;
    if (path === '/__bench/static-rows.html') {
      res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(STATIC_PAGE);
      return;
    }
    if (path === '/__bench/list.html') {
      res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(PAGE);
      return;
    }
    if (req.method === 'POST' && LIST_FIND.test(path)) {
      const parts: Buffer[] = [];
      req.on('data', (part: Buffer) => parts.push(part));
      req.on('end', () => {
        const pageSize = (JSON.parse(Buffer.concat(parts).toString() || '{}') as { pageSize?: number }).pageSize;
        if (pageSize !== ROWS) console.error(`list bench: the list asked for pageSize ${pageSize}, not ${ROWS} (config not applied?)`);
        res.writeHead(200, { 'content-type': 'application/json; charset=utf-8', 'content-length': body.length });
        let offset = 0;
        const pump = () => {
          while (offset < body.length) {
            const piece = body.subarray(offset, offset + 65536);
            offset += piece.length;
            if (!res.write(piece)) return void res.once('drain', pump);
          }
          res.end();
        };
        pump();
      });
      return;
    }
    const forward = httpRequest(
      { host: target.hostname, port: target.port, method: req.method, path: req.url, headers: { ...req.headers, host: target.host } },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(res);
      },
    );
    forward.on('error', () => res.destroy());
    req.pipe(forward);
  });
  await new Promise<void>((resolve) => front.listen(0, '127.0.0.1', resolve));
  const { port } = front.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise<void>((resolve) => {
        front.closeAllConnections();
        front.close(() => resolve());
      }),
  };
}

/** An element of the list's shadow DOM, once it is there. */
async function inList(page: Page, selector: string): Promise<ElementHandle<HTMLElement>> {
  const handle = await page.waitForFunction(
    (s) => document.querySelector('entity-list')?.shadowRoot?.querySelector<HTMLElement>(s),
    { timeout: 30_000 },
    selector,
  );
  return handle as ElementHandle<HTMLElement>;
}

/** Focuses a field of the form once it takes input (a Shoelace input is upgraded first). */
async function typeInto(page: Page, selector: string, text: string): Promise<void> {
  const field = await inList(page, selector);
  await field.evaluate(async (el) => {
    if (el.localName.includes('-')) await customElements.whenDefined(el.localName);
    await (el as HTMLElement & { updateComplete?: Promise<unknown> }).updateComplete;
    el.focus();
  });
  await page.keyboard.type(text);
}

/** Signs in through the element's own sign-in form, as a person would. */
async function signIn(page: Page): Promise<void> {
  await typeInto(page, '[data-field="account"]', 'alice');
  await typeInto(page, '[data-field="password"]', 'demo123');
  await (await inList(page, '.sign-in-submit')).click();
}

interface FirstRows {
  /** From the end of the first parse that gives rows (the list has rows) to the first frame with a row. */
  fromRows: number;
  /** From the last byte of the reply (resource timing `responseEnd`) to the first frame with a row. */
  fromReplyEnd: number;
  /** From the last byte to the first frame where the list is no longer busy (every row read). */
  allFromReplyEnd: number;
}

async function firstRows(page: Page): Promise<FirstRows> {
  return page.evaluate(async (pattern) => {
    const bench = window as unknown as { benchFirstRowFrame: Promise<number>; benchAllRowsFrame: Promise<number> };
    const frame = await bench.benchFirstRowFrame;
    const all = await bench.benchAllRowsFrame;
    const parse = (window as unknown as { benchReplyParse?: { started: number; ended: number } }).benchReplyParse;
    const entry = performance.getEntriesByType('resource').find((e) => new RegExp(pattern).test(new URL(e.name).pathname)) as
      | PerformanceResourceTiming
      | undefined;
    if (!entry || !parse) throw new Error('no resource timing or parse time for the find call');
    return { fromRows: frame - parse.ended, fromReplyEnd: frame - entry.responseEnd, allFromReplyEnd: all - entry.responseEnd };
  }, LIST_FIND.source);
}

interface ScrollFrames {
  /** Frame times snapped to whole refresh intervals (a frame makes its vsync or it does not). */
  frames: number[];
  /** The refresh interval: the mean frame time of the idle page before scrolling. */
  interval: number;
  /** Frames that took more than one interval. */
  late: number;
  /** Frames whose rows did not cover the view at their scroll offset (drawn a frame late). */
  blank: number;
}

/**
 * Scrolls the grid by a fixed step each frame and times the frames with rAF timestamps. Those
 * carry vsync-aligned times with a jitter of ±0.1 ms (the 100 µs clock of a page that is not
 * cross-origin isolated), so an on-time frame reads 16.6-16.8 ms: each is snapped to the nearest
 * whole number of refresh intervals, measured on the idle page first.
 */
async function scrollFrames(page: Page): Promise<ScrollFrames> {
  const { idle, scrolled, blank } = await page.evaluate(
    async (ms, step) => {
      const scope: ParentNode = document.querySelector('entity-list')?.shadowRoot ?? document;
      const grid = scope.querySelector<HTMLElement>('[role="grid"]')!;
      const frameTimes = (until: (elapsed: number, count: number) => boolean, each: () => void) =>
        new Promise<number[]>((resolve) => {
          const times: number[] = [];
          let first = 0;
          let last = 0;
          const tick = (time: number) => {
            if (last) times.push(time - last);
            else first = time;
            last = time;
            if (until(time - first, times.length)) return resolve(times);
            each();
            requestAnimationFrame(tick);
          };
          requestAnimationFrame(tick);
        });
      // A frame is blank in part when the rows drawn do not cover the view at its scroll offset.
      const root = grid.getRootNode() as ParentNode;
      const head = root.querySelector<HTMLElement>('.grid-head')!.offsetHeight;
      let blank = 0;
      const checkCovered = () => {
        const rows = root.querySelectorAll<HTMLElement>('.grid-row');
        const first = Number(rows[0]?.getAttribute('aria-rowindex')) - 2;
        const last = Number(rows[rows.length - 1]?.getAttribute('aria-rowindex')) - 2;
        const rowHeight = rows[0]?.offsetHeight || 1;
        const top = Math.floor(grid.scrollTop / rowHeight);
        const bottom = Math.floor((grid.scrollTop + grid.clientHeight - head - 1) / rowHeight);
        if (!(first <= top && last >= bottom)) blank += 1;
      };
      const idle = await frameTimes(
        (_, count) => count >= 30,
        () => undefined,
      );
      const scrolled = await frameTimes(
        (elapsed) => elapsed >= ms,
        () => {
          checkCovered();
          grid.scrollTop += step;
        },
      );
      return { idle, scrolled, blank };
    },
    SCROLL_MS,
    SCROLL_STEP,
  );
  // The mean of the on-time idle frames: single timestamps are coarsened to 0.1 ms, their mean is not.
  const onTime = idle.filter((time) => time < median(idle) * 1.5);
  const interval = onTime.reduce((sum, time) => sum + time, 0) / onTime.length;
  const frames = scrolled.map((time) => Math.max(1, Math.round(time / interval)) * interval);
  return { frames, interval, late: frames.filter((time) => time > interval * 1.5).length, blank };
}

/** Rows in the DOM now, and the most the window may hold: rows in view, one partial, overscan. */
async function domRows(page: Page): Promise<{ rows: number; limit: number }> {
  return page.evaluate(async (overscan) => {
    await new Promise((resolve) => requestAnimationFrame(resolve));
    const root = document.querySelector('entity-list')!.shadowRoot!;
    const grid = root.querySelector<HTMLElement>('[role="grid"]')!;
    const rows = root.querySelectorAll<HTMLElement>('.grid-row');
    const rowHeight = rows[0]!.offsetHeight;
    const head = root.querySelector<HTMLElement>('.grid-head')!.offsetHeight;
    const inView = Math.ceil((grid.clientHeight - head) / rowHeight) + 1;
    return { rows: rows.length, limit: inView + 2 * overscan };
  }, OVERSCAN_ROWS);
}

/** Clicks select-all; the time to the frame with every shown row checked, and the event's keys. */
async function selectAll(page: Page): Promise<{ ms: number; keys: number }> {
  return page.evaluate(async () => {
    const list = document.querySelector('entity-list')!;
    const root = list.shadowRoot!;
    const keys = new Promise<number>((resolve) => {
      list.addEventListener('selection-change', (e) => resolve((e as CustomEvent<{ keys: string[] }>).detail.keys.length), { once: true });
      setTimeout(() => resolve(-1), 10_000);
    });
    const box = root.querySelector<HTMLElement>('.grid-head .check input[type="checkbox"], .grid-head .check sl-checkbox')!;
    const allChecked = () => {
      const rows = [...root.querySelectorAll('.grid-row')];
      return (
        rows.length > 0 &&
        rows.every((row) => {
          const check = row.querySelector<HTMLInputElement>('.check input[type="checkbox"], .check sl-checkbox');
          return row.getAttribute('aria-selected') === 'true' && !!check?.checked;
        })
      );
    };
    const started = performance.now();
    box.click();
    const frame = await new Promise<number>((resolve) => {
      const poll = (time: number) => (allChecked() ? resolve(time) : requestAnimationFrame(poll));
      requestAnimationFrame(poll);
    });
    return { ms: frame - started, keys: await keys };
  });
}

interface Run {
  firstRows: FirstRows;
  scroll: ScrollFrames;
  dom: { rows: number; limit: number };
  select: { ms: number; keys: number };
}

async function run(browser: Browser, front: string): Promise<Run> {
  const context = await browser.createBrowserContext();
  try {
    const page = await context.newPage();
    page.on('pageerror', (error) => console.error(`page error: ${String(error)}`));
    // tsx keeps function names with a `__name` helper, which the functions sent to the page call.
    await page.evaluateOnNewDocument('globalThis.__name = (fn) => fn');
    await page.goto(`${front}/__bench/list.html`);
    await signIn(page);
    const first = await firstRows(page);
    // Every row is read (firstRows waits for it); let the page settle (late label loads) before scrolling.
    await new Promise((resolve) => setTimeout(resolve, 500));
    const trace = process.env.BENCH_LIST_TRACE;
    if (trace) await page.tracing.start({ path: trace, categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'blink', 'v8.execute'] });
    const scroll = await scrollFrames(page);
    if (trace) await page.tracing.stop();
    const dom = await domRows(page);
    const select = await selectAll(page);
    return { firstRows: first, scroll, dom, select };
  } finally {
    await context.close();
  }
}

/** The same scroll over the static rows, in a fresh context between the list's runs. */
async function staticScroll(browser: Browser, front: string): Promise<ScrollFrames> {
  const context = await browser.createBrowserContext();
  try {
    const page = await context.newPage();
    await page.evaluateOnNewDocument('globalThis.__name = (fn) => fn');
    await page.goto(`${front}/__bench/static-rows.html`);
    await new Promise((resolve) => setTimeout(resolve, 500));
    return await scrollFrames(page);
  } finally {
    await context.close();
  }
}

async function main(): Promise<void> {
  ensureProductBuilt();
  const server = await startBenchServer();
  const browser = await launchChromium();
  try {
    const front = await startFront(server, await findReply(server));
    const runs: Run[] = [];
    const floor: ScrollFrames[] = [];
    try {
      for (let i = 0; i < RUNS; i++) {
        runs.push(await run(browser, front.url));
        floor.push(await staticScroll(browser, front.url));
      }
    } finally {
      await front.close();
    }
    const per = (pick: (r: Run) => number) => runs.map(pick);
    const show = (values: number[]) => values.map((v) => v.toFixed(1)).join(', ');
    console.log(
      `list bench: ${RUNS} runs, ${ROWS} rows; first rows from the reply's last byte per run ${show(per((r) => r.firstRows.fromReplyEnd))} ms ` +
        `(from the first rows parsed ${show(per((r) => r.firstRows.fromRows))} ms; all rows ${show(per((r) => r.firstRows.allFromReplyEnd))} ms); ` +
        `scroll p95 per run ${show(per((r) => percentile(r.scroll.frames, 95)))} ms, late frames ${runs.map((r) => `${r.scroll.late}/${r.scroll.frames.length}`).join(', ')}, ` +
        `frames with blank rows ${runs.map((r) => r.scroll.blank).join(', ')} ` +
        `(refresh ${show(per((r) => r.scroll.interval))} ms); select all per run ${show(per((r) => r.select.ms))} ms`,
    );
    reportRuns(
      'list first rows from reply end',
      per((r) => r.firstRows.fromReplyEnd),
      'ms',
      { value: 100, kind: 'max' },
    );
    reportRuns(
      'list first rows',
      per((r) => r.firstRows.fromRows),
      'ms',
      { value: 100, kind: 'max' },
    );
    // Every row read and the pager's total shown: no goal of its own (the list scrolls meanwhile).
    reportRuns(
      'list all rows from reply end',
      per((r) => r.firstRows.allFromReplyEnd),
      'ms',
    );
    reportRuns(
      'list scroll p50',
      per((r) => percentile(r.scroll.frames, 50)),
      'ms',
      { value: FRAME_MS, kind: 'max' },
    );
    reportRuns(
      'list scroll p95',
      per((r) => percentile(r.scroll.frames, 95)),
      'ms',
      { value: FRAME_MS, kind: 'max' },
    );
    // No goal: what this browser on this machine takes to scroll rows that need no script at all.
    reportRuns(
      'list scroll p95, 3000 static rows without script',
      floor.map((f) => percentile(f.frames, 95)),
      'ms',
    );
    report('list DOM rows', Math.max(...per((r) => r.dom.rows)), 'rows', { value: runs[0]!.dom.limit, kind: 'max' });
    reportRuns(
      'list select all',
      per((r) => r.select.ms),
      'ms',
      { value: SELECT_ALL_MS, kind: 'max' },
    );
    report('list select all keys', Math.min(...per((r) => r.select.keys)), 'keys', { value: ROWS, kind: 'min' });
  } finally {
    await browser.close();
    await server.close();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
