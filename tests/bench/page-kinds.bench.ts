/**
 * Each page kind's first open after the layout (DESIGN §6: at most 70 KB gzip of new JS and CSS;
 * the PDF viewer and the ECharts pages at most 250 KB):
 * - `page <kind>`: from the build's chunks (scripts/route-budgets.ts, the figures the build fails
 *   on), for every kind elements/pages/register.ts registers;
 * - `page <kind> in Chromium`: on the built product against the reference server, in headless
 *   Chromium: each kind in a browser context of its own (so no other kind's chunks are cached),
 *   signed in through the shell's form, the layout shown, then the kind opened the way a user
 *   opens it (its menu entry, or the router's open for pages reached from other pages), counting
 *   the JS and CSS fetched (gzip level 6 per body, summed) until the page is drawn: its root is
 *   there, nothing in the shell shows busy, and the network has been quiet for a moment.
 * Run: node --import tsx tests/bench/page-kinds.bench.ts [--build-only] [kind…]   (kinds: only those, in Chromium)
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import type { Browser, Page } from 'puppeteer-core';
import { build } from 'vite';
import type { Rolldown } from 'vite';
import { ROUTE_BUDGETS, isWorkerScript, routeFigures } from '../../scripts/route-budgets.ts';
import type { AssetFacts, RouteChunkFacts } from '../../scripts/route-budgets.ts';
import { kilobytes } from '../../scripts/size-budgets.ts';
import { ROOT, ensureProductBuilt, launchChromium, report, startBenchServer } from './browser/harness.ts';
import type { BenchServer } from './browser/harness.ts';

const PASSWORD = 'demo123';
/** How long the network stays quiet before a page counts as drawn (a chart's drawing loads after its data). */
const QUIET_MS = 700;

const budgetOf = (kind: string) => ROUTE_BUDGETS[kind] ?? ROUTE_BUDGETS.default;
const goal = (bytes: number) => ({ value: kilobytes(bytes), kind: 'max' as const });

async function buildOutput(outDir: string): Promise<{ chunks: RouteChunkFacts[]; assets: AssetFacts[] }> {
  // Every figure is printed here, misses included: the build's own budget check only reports.
  process.env.SIZE_BUDGETS = 'report';
  const result = await build({
    configFile: join(ROOT, 'vite.config.ts'),
    logLevel: 'silent',
    build: { outDir, emptyOutDir: true, sourcemap: false },
  });
  const items = ((Array.isArray(result) ? result : [result]) as Rolldown.RolldownOutput[]).flatMap((output) => output.output);
  return {
    chunks: items.flatMap((item) => (item.type === 'chunk' ? [{ ...item, moduleIds: Object.keys(item.modules), dynamicImports: item.dynamicImports }] : [])),
    assets: items.flatMap((item) => (item.type === 'asset' ? [{ fileName: item.fileName, source: item.source }] : [])),
  };
}

async function fromTheBuild(): Promise<void> {
  const outDir = mkdtempSync(join(tmpdir(), 'shell-routes-'));
  try {
    const { chunks, assets } = await buildOutput(outDir);
    const sizes = new Map(
      [...chunks.map((chunk) => [chunk.fileName, chunk.code] as const), ...assets.map((asset) => [asset.fileName, asset.source] as const)].map(
        ([name, body]) => [name, gzipSync(body, { level: 6 }).length],
      ),
    );
    for (const figure of routeFigures(chunks, { assets })) {
      report(`page ${figure.kind}`, kilobytes(figure.bytes), 'KB', goal(figure.budget));
      if (figure.workerBytes) report(`page ${figure.kind} worker (off the main thread)`, kilobytes(figure.workerBytes), 'KB');
      if (figure.bytes <= figure.budget) continue;
      const largest = [...figure.files].sort((a, b) => sizes.get(b)! - sizes.get(a)!).slice(0, Number(process.env.BENCH_FILES ?? 6));
      for (const file of largest) console.log(`   ${(sizes.get(file)! / 1024).toFixed(1).padStart(7)} KB  ${file}`);
    }
  } finally {
    rmSync(outDir, { recursive: true, force: true });
  }
}

/** How a kind is opened in the signed-in shell, and what shows once it is drawn. */
interface Opening {
  kind: string;
  /** The account to sign in with (bob is a manager, who sees every menu entry; admin reaches the designer). */
  account?: string;
  /** Run in the page before counting starts (finding a record or a task); its result is `found` below. */
  prepare?: string;
  /** Run in the page to open the kind: `shell` is the shell's shadow root, `platform` core's instance, `found` the preparation's result. */
  open: string;
  /** A selector inside the shell's shadow root that the drawn page shows. */
  drawn: string;
}

const menu = (id: string) => `shell.querySelector('sl-tree-item[data-module="${id}"]').click()`;

const OPENINGS: Opening[] = [
  { kind: 'list', open: menu('mod-customer-list'), drawn: '.list-page .grid-row' },
  { kind: 'add', open: menu('mod-customer-add'), drawn: 'sl-dialog[open] .form-page .form-field' },
  {
    kind: 'detail',
    prepare: `platform.http.request({ entity: 'meta-customer', action: 'find', method: 'POST', data: {} }).then((reply) => String((reply.entitys ?? reply)[0].ID))`,
    open: `platform.router.open({ kind: 'detail', pageId: 'page-customer-detail', entity: 'meta-customer', recordId: found, title: 'detail' })`,
    drawn: '.form-page[data-state="detail"] .detail-item',
  },
  { kind: 'statistics', open: menu('mod-customer-stat'), drawn: '.statistics-page .echart' },
  { kind: 'processChart', open: menu('mod-process-chart'), drawn: '.process-chart-page' },
  { kind: 'orgChart', open: menu('mod-org-chart'), drawn: '.org-chart-page' },
  {
    kind: 'task',
    // The first task waiting for the user, opened as the approval index and the task list open one.
    prepare: `platform.http.request({ entity: 'PROCESS', action: 'inbox', method: 'POST', data: { box: 'waiting', page: 1, pageSize: 1 }, process: true }).then((reply) => (reply.rows ?? reply.list ?? reply.data ?? reply)[0].taskId)`,
    open: `platform.router.open({ kind: 'task', pageId: 'page-work-task', recordId: found, query: { taskId: found }, title: 'task' })`,
    drawn: '.task-page[data-state] .task-record .form-page',
  },
  { kind: 'taskList', open: menu('mod-work-tasks'), drawn: '.task-list' },
  { kind: 'approvalIndex', open: menu('mod-work-approvals'), drawn: '.approval-index .work-count' },
  { kind: 'reportList', open: menu('mod-report-list'), drawn: '.report-list-page .report-card' },
  {
    kind: 'reportPreview',
    open: `platform.router.open({ kind: 'reportPreview', query: { reportId: 'customers-by-level' }, title: 'report' })`,
    drawn: '.report-page .report-params',
  },
  {
    kind: 'reportChart',
    open: `platform.router.open({ kind: 'reportChart', query: { reportId: 'orders-by-month', chart: 'barLine' }, title: 'chart' })`,
    drawn: '.report-page .echart',
  },
  { kind: 'dashboard', open: menu('mod-home'), drawn: '.dashboard-page .widget' },
  { kind: 'importExport', open: menu('mod-data-customers'), drawn: '.import-export-page .import-panel' },
  {
    kind: 'config',
    account: 'admin',
    open: `platform.router.navigate('/config/page/demo/crm/page-customer-list')`,
    drawn: '[data-designer="page"] #designer-title',
  },
  { kind: 'home', open: `platform.router.open({ kind: 'home', title: 'home' })`, drawn: '.home-page .home-tiles' },
  { kind: 'pdf', open: menu('mod-manual'), drawn: 'pdf-viewer' },
  { kind: 'mine', open: menu('mod-workbench-mine'), drawn: '[data-page-kind="mine"], .mine-page' },
  { kind: 'menuIndex', open: menu('mod-workbench-launcher'), drawn: '.launcher-page' },
  { kind: 'moduleIndex', open: menu('mod-workbench-orders'), drawn: '.launcher-page' },
  { kind: 'entityCardList', open: menu('mod-workbench-cards'), drawn: '.card-list-page, [data-page-kind="entityCardList"]' },
  // The phone's form and detail, opened by name as a bundle opens them (the bench's desktop would show add and detail as they are).
  {
    kind: 'entityCardForm',
    open: `platform.router.open({ kind: 'entityCardForm', entity: 'meta-customer', title: 'form' })`,
    drawn: '.phone-page .form-page[data-state="add"] .form-field',
  },
  {
    kind: 'entityCardDetail',
    prepare: `platform.http.request({ entity: 'meta-customer', action: 'find', method: 'POST', data: {} }).then((reply) => String((reply.entitys ?? reply)[0].ID))`,
    open: `platform.router.open({ kind: 'entityCardDetail', pageId: 'page-customer-detail', entity: 'meta-customer', recordId: found, title: 'detail' })`,
    drawn: '.phone-page .form-page[data-state="detail"] .detail-item',
  },
  { kind: 'entitySubList', open: menu('mod-workbench-contacts'), drawn: '.sub-list-page, [data-page-kind="entitySubList"]' },
  { kind: 'entitySubGrid', open: menu('mod-workbench-lines'), drawn: '.sub-grid-page, [data-page-kind="entitySubGrid"]' },
];

async function loginReady(page: Page): Promise<void> {
  await page.waitForFunction(
    () => {
      const input = document.querySelector('app-shell')?.shadowRoot?.querySelector<HTMLInputElement>('[data-field="account"]');
      return !!input && !input.disabled;
    },
    { timeout: 30000, polling: 100 },
  );
}

/** Signs in through the shell's own form and waits for the layout with its menu. */
async function showLayout(page: Page, server: BenchServer, account: string): Promise<void> {
  await page.goto(`${server.url}/`, { waitUntil: 'domcontentloaded' });
  await loginReady(page);
  await page.evaluate(
    (name, password) => {
      const root = document.querySelector('app-shell')!.shadowRoot!;
      root.querySelector<HTMLInputElement>('[data-field="account"]')!.value = name;
      root.querySelector<HTMLInputElement>('[data-field="password"]')!.value = password;
      root.querySelector<HTMLElement>('.login-submit')!.click();
    },
    account,
    PASSWORD,
  );
  await page.waitForFunction(() => document.querySelector('app-shell')?.shadowRoot?.querySelector('.layout .side sl-tree-item[data-module]'), {
    timeout: 30000,
    polling: 100,
  });
  // The page's own handle on core's shared instance (the entry re-exports the chunk the shell runs on).
  await page.evaluate(async () => {
    const core = await import(`${location.origin}/dist/core.js`);
    (window as unknown as { benchPlatform: unknown }).benchPlatform = core.getDefaultPlatform();
  });
}

/** Requests in flight and the time the last one ended: the page is drawn once both are quiet. */
function watchNetwork(page: Page): { quietFor(): number } {
  const pending = new Set<unknown>();
  let last = Date.now();
  const start = (request: unknown) => {
    pending.add(request);
    last = Date.now();
  };
  const end = (request: unknown) => {
    pending.delete(request);
    last = Date.now();
  };
  page.on('request', start);
  page.on('requestfinished', end);
  page.on('requestfailed', end);
  return { quietFor: () => (pending.size ? 0 : Date.now() - last) };
}

async function openKind(
  browser: Browser,
  server: BenchServer,
  opening: Opening,
): Promise<{ bytes: number; workerBytes: number; files: Array<{ url: string; bytes: number }> }> {
  const context = await browser.createBrowserContext();
  try {
    const page = await context.newPage();
    await showLayout(page, server, opening.account ?? 'bob');
    const found = opening.prepare ? await page.evaluate(`(async (platform) => ${opening.prepare})(window.benchPlatform)`) : undefined;
    const network = watchNetwork(page);
    const bodies: Array<Promise<{ url: string; bytes: number } | undefined>> = [];
    let counting = true;
    page.on('response', (response) => {
      const type = response.request().resourceType();
      if (!counting || response.fromCache() || (type !== 'script' && type !== 'stylesheet')) return;
      bodies.push(
        response.buffer().then(
          (body) => ({ url: response.url(), bytes: gzipSync(body, { level: 6 }).length }),
          () => undefined,
        ),
      );
    });
    await page.evaluate(
      `((shell, platform, found) => { ${opening.open}; })(document.querySelector('app-shell').shadowRoot, window.benchPlatform, ${JSON.stringify(found)})`,
    );
    await page.waitForFunction(
      (selector) => {
        const root = document.querySelector('app-shell')?.shadowRoot;
        return !!root?.querySelector(selector) && !root.querySelector('.lazy-loading, [aria-busy="true"]');
      },
      { timeout: 30000, polling: 50 },
      opening.drawn,
    );
    while (network.quietFor() < QUIET_MS) await new Promise((resolve) => setTimeout(resolve, 50));
    counting = false;
    const all = (await Promise.all(bodies)).filter((entry): entry is { url: string; bytes: number } => !!entry);
    const isWorker = (file: { url: string }) => isWorkerScript(new URL(file.url).pathname);
    const files = all.filter((file) => !isWorker(file));
    const workerBytes = all.filter(isWorker).reduce((sum, file) => sum + file.bytes, 0);
    return { bytes: files.reduce((sum, file) => sum + file.bytes, 0), workerBytes, files };
  } finally {
    await context.close();
  }
}

async function inChromium(only: readonly string[]): Promise<void> {
  ensureProductBuilt();
  const server = await startBenchServer();
  const browser = await launchChromium();
  try {
    for (const opening of OPENINGS.filter((entry) => !only.length || only.includes(entry.kind))) {
      const budget = budgetOf(opening.kind);
      try {
        const { bytes, workerBytes, files } = await openKind(browser, server, opening);
        report(`page ${opening.kind} in Chromium`, kilobytes(bytes), 'KB', goal(budget));
        if (workerBytes) report(`page ${opening.kind} worker in Chromium (off the main thread)`, kilobytes(workerBytes), 'KB');
        if (bytes <= budget) continue;
        for (const file of files.sort((a, b) => b.bytes - a.bytes).slice(0, 6)) {
          console.log(`   ${(file.bytes / 1024).toFixed(1).padStart(7)} KB  ${new URL(file.url).pathname}`);
        }
      } catch (error) {
        console.log(`page ${opening.kind} in Chromium: not measured (${(error as Error).message.split('\n')[0]})`);
        process.exitCode = 1;
      }
    }
  } finally {
    await browser.close();
    await server.close();
  }
}

const args = process.argv.slice(2);
const only = args.filter((arg) => !arg.startsWith('--'));
if (!only.length) await fromTheBuild();
if (!args.includes('--build-only')) await inChromium(only);
