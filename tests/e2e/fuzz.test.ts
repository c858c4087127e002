/**
 * Fuzz suite: 1,000 generated entity metas, page configs and menus (tests/e2e/fuzz-arbitraries.ts)
 * fed to `<entity-list>`, `<entity-form>` and the shell's layout through a platform without a
 * server. Each case must end as a page, a partial page or an error panel: never a blank element,
 * never an uncaught exception, never a label's HTML run. Prints its counts on one line.
 */
import '../../elements/index.ts';
import fc from 'fast-check';
import { createElement } from 'react';
import { createRoot } from 'react-dom/client';
import type { Platform } from '../../core/index.ts';
import type { Session } from '../../core/session/index.ts';
import { resetMetaCheck } from '../../core/meta/index.ts';
import { Layout } from '../../elements/shell/layout.tsx';
import { pagesReady } from '../../elements/shared/lazy.tsx';
import { assert } from '../support/assert.ts';
import { executeCommand } from '../support/commands.ts';
import { sleep } from '../support/dom.ts';
import { createFakePlatform } from '../support/fake-platform.ts';
import type { FakeCall } from '../support/fake-platform.ts';
import { codeList, entityMeta, findReply, menuTree, pageRecord, rows, user } from './fuzz-arbitraries.ts';

const SEED = 20261122;
const LISTS = 400;
const FORMS = 400;
const MENUS = 200;
const BATCH = 20;
const SETTLE_MS = 4000;

type Outcome = 'page' | 'partial' | 'error' | 'blank' | 'stuck';
const counts: Record<Outcome, number> = { page: 0, partial: 0, error: 0, blank: 0, stuck: 0 };
const failures: string[] = [];
const uncaught: string[] = [];
let tried = 0;
const took: Record<string, number> = {};

async function timed(name: string, run: () => Promise<void>): Promise<void> {
  const started = performance.now();
  await run();
  took[name] = Math.round(performance.now() - started);
}

/** Printed by the runner at the end of the run (tests/support/wtr-print.mjs), and in the browser log. */
async function printLine(line: string): Promise<void> {
  console.info(line);
  await executeCommand('print-line', { line }).catch(() => undefined);
}

function visibleText(root: ParentNode): string {
  const parts: string[] = [];
  const walk = (node: ParentNode) => {
    for (const child of node.childNodes) {
      if (child.nodeType === Node.TEXT_NODE) parts.push(child.textContent ?? '');
      else if (child instanceof Element && child.localName !== 'style' && child.localName !== 'script') walk(child);
    }
  };
  walk(root);
  return parts.join('').trim();
}

/** What an element's shadow root (or a layout's holder) shows now; 'loading' while it is not settled. */
function classify(root: ParentNode): Outcome | 'loading' {
  if (root.querySelector('[data-error-region], .state.error')) return 'error';
  if (root.querySelector('.state.loading, .loading-bar, .lazy-loading')) return 'loading';
  if (root.querySelector('.grid-row, .form [data-field], .detail-item[data-field], span.menu-label')) return 'page';
  return visibleText(root) ? 'partial' : 'blank';
}

/** Waits until each root keeps one outcome for two looks in a row, or the time is up. */
async function settle(roots: ParentNode[]): Promise<Outcome[]> {
  const deadline = performance.now() + SETTLE_MS;
  let last: Array<Outcome | 'loading'> = roots.map(() => 'loading');
  for (;;) {
    await sleep(16);
    const now = roots.map(classify);
    const stable = now.every((outcome, index) => outcome !== 'loading' && outcome === last[index]);
    if (stable) return now as Outcome[];
    if (performance.now() > deadline) return now.map((outcome) => (outcome === 'loading' ? 'stuck' : outcome));
    last = now;
  }
}

/** Messages of the boundary panels (a region that crashed), for the report. */
const crashes = new Map<string, number>();

function noteCrash(root: ParentNode): void {
  const message = root.querySelector('[data-error-region] .error-panel-message')?.textContent;
  if (message) crashes.set(message.slice(0, 120), (crashes.get(message.slice(0, 120)) ?? 0) + 1);
}

function record(outcome: Outcome, what: string, data: unknown): void {
  tried++;
  counts[outcome]++;
  if ((outcome === 'blank' || outcome === 'stuck') && failures.length < 5) {
    failures.push(`${outcome} ${what}: ${JSON.stringify(data)?.slice(0, 600)}`);
  }
}

interface EntityCase {
  meta: unknown;
  page: Record<string, unknown>;
  find: unknown;
  row: unknown;
}
const cases = new Map<string, EntityCase>();
const codeLists = fc.sample(codeList, { numRuns: 50, seed: SEED });
let codeTurn = 0;

function entityReplies(): Record<string, unknown> {
  const byMeta = (call: FakeCall) => cases.get(call.params.metaId ?? '');
  return {
    'FM_PAGE_CONFIG/getPageConfig': (call: FakeCall) => {
      const found = byMeta(call);
      return found && { ID: `P-${call.params.metaId}`, PAGE_ID: `P-${call.params.metaId}`, META_ID: call.params.metaId, FLAG: call.params.flag, ...found.page };
    },
    'FM_ENTITY/getMeta': (call: FakeCall) => byMeta(call)?.meta ?? null,
    'FM_CODE_DEFINE/getCodes': () => codeLists[codeTurn++ % codeLists.length],
    'FM_CODE_DEFINE/getTree': () => codeLists[codeTurn++ % codeLists.length],
    '*': (call: FakeCall) => {
      const [entity, action] = call.route.split('/');
      const found = cases.get(entity ?? '');
      if (action === 'find') return found?.find ?? { entitys: [], total: 0 };
      if (action === 'get') return found ? { bean: { data: found.row } } : null;
      return null;
    },
  };
}

/** Entity metas with their page configs, rows and records, keyed F0, F1... */
function entityCases(prefix: string, count: number, seed: number): string[] {
  const metas = fc.sample(entityMeta, { numRuns: count, seed });
  const pages = fc.sample(pageRecord, { numRuns: count, seed: seed + 1 });
  const finds = fc.sample(findReply, { numRuns: count, seed: seed + 2 });
  const records = fc.sample(rows, { numRuns: count, seed: seed + 3 });
  return metas.map((meta, index) => {
    const id = `${prefix}${index}`;
    const named = meta.code === '§' ? { ...meta, code: id, id } : meta;
    cases.set(id, { meta: named, page: pages[index]!, find: finds[index], row: records[index]?.[0] ?? junkRow(index) });
    return id;
  });
}

const junkRow = (index: number) => (index % 3 === 0 ? 'not a record' : index % 3 === 1 ? null : { ID: 'R1', NAME: ['x'] });

async function runEntityBatch(tag: 'entity-list' | 'entity-form', ids: string[], index: number): Promise<void> {
  const holder = document.createElement('div');
  document.body.append(holder);
  const states = ['add', 'edit', 'detail'];
  holder.innerHTML = ids
    .map((id, at) =>
      tag === 'entity-list'
        ? `<entity-list entity="${id}" style="display:block;height:360px"></entity-list>`
        : `<entity-form entity="${id}" state="${states[(index + at) % 3]}" record-id="R1"></entity-form>`,
    )
    .join('');
  const elements = [...holder.children] as HTMLElement[];
  await sleep(0);
  const outcomes = await settle(elements.map((element) => element.shadowRoot ?? element));
  outcomes.forEach((outcome, at) => record(outcome, `${tag} ${ids[at]}`, cases.get(ids[at]!)));
  elements.forEach((element) => noteCrash(element.shadowRoot ?? element));
  holder.remove();
}

async function runEntities(tag: 'entity-list' | 'entity-form', count: number, seed: number): Promise<void> {
  // Strict mode: configuration text is never evaluated, so any hostile text that runs is a bug
  // (compat mode evaluates a CONTENT that is not data, by design; tests/core/meta covers it).
  createFakePlatform(entityReplies(), undefined, { configTextMode: 'strict' });
  const ids = entityCases(tag === 'entity-list' ? 'L' : 'F', count, seed);
  for (let start = 0; start < ids.length; start += BATCH) await runEntityBatch(tag, ids.slice(start, start + BATCH), start);
}

async function runMenu(menu: unknown, bean: unknown): Promise<void> {
  const { platform } = createFakePlatform({ 'FM_MODULE/getUserMenuTreeData': menu, 'FM_USER/getUser': { bean } }, undefined, { configTextMode: 'strict' });
  await (platform as Platform & { session: Session }).session.loadUser({ silent: true }).catch(() => undefined);
  platform.state.$appConfig.set({ ID: 's1', CODE: 'fuzz', NAME: 'Fuzz app' } as never);
  // The page concepts are in before the layout draws: each case is the menu's, not a load's.
  await pagesReady(platform);
  const holder = document.createElement('div');
  document.body.append(holder);
  const root = createRoot(holder);
  root.render(createElement(Layout));
  const [outcome] = await settle([holder]);
  // The layout always has its header; the menu decides: entries, the empty note, or a panel.
  const menuSide = holder.querySelector('.side-menu, [data-error-region]');
  record(menuSide ? outcome! : 'blank', 'menu', { menu, bean });
  noteCrash(holder);
  root.unmount();
  holder.remove();
}

describe('fuzz suite', () => {
  const onError = (event: ErrorEvent) => uncaught.push(`error: ${event.message}`);
  const onRejection = (event: PromiseRejectionEvent) => uncaught.push(`unhandledrejection: ${String((event.reason as Error)?.message ?? event.reason)}`);
  const quiet = { error: console.error, warn: console.warn };
  let logged = 0;

  before(() => {
    resetMetaCheck();
    window.addEventListener('error', onError);
    window.addEventListener('unhandledrejection', onRejection);
    // React logs every error a boundary catches, with its stack: a thousand of them drown the run.
    console.error = () => void logged++;
    console.warn = () => void logged++;
  });
  after(() => {
    window.removeEventListener('error', onError);
    window.removeEventListener('unhandledrejection', onRejection);
    console.error = quiet.error;
    console.warn = quiet.warn;
  });

  it(`${LISTS} generated list pages`, async function (this: MochaContext) {
    this.timeout(120_000);
    await timed('lists', () => runEntities('entity-list', LISTS, SEED));
  });

  it(`${FORMS} generated forms`, async function (this: MochaContext) {
    this.timeout(120_000);
    await timed('forms', () => runEntities('entity-form', FORMS, SEED + 10));
  });

  it(`${MENUS} generated menus and users in the shell layout`, async function (this: MochaContext) {
    this.timeout(120_000);
    const menus = fc.sample(menuTree, { numRuns: MENUS, seed: SEED + 20 });
    const users = fc.sample(user, { numRuns: MENUS, seed: SEED + 21 });
    await timed('menus', async () => {
      for (const [index, menu] of menus.entries()) await runMenu(menu, users[index]);
    });
  });

  it('ends every case as a page, a partial page or an error panel, with nothing uncaught and no label run', async () => {
    await printLine(
      `fuzz suite: ${tried} tried, ${counts.page} pages, ${counts.partial} partial, ${counts.error} error panels, ` +
        `${counts.blank} blank, ${counts.stuck} stuck, ${uncaught.length} uncaught ` +
        `(lists ${took.lists} ms, forms ${took.forms} ms, menus ${took.menus} ms; ${logged} console errors and warnings)`,
    );
    if (crashes.size) await printLine(`fuzz suite: regions that crashed: ${[...crashes].map(([m, n]) => `${n}× ${m}`).join(' | ')}`);
    assert(tried >= 1000, `at least 1,000 cases (${tried})`);
    assert(counts.blank === 0 && counts.stuck === 0, `no blank or stuck element:\n${failures.join('\n')}`);
    assert(uncaught.length === 0, `nothing uncaught:\n${[...new Set(uncaught)].slice(0, 5).join('\n')}`);
    assert((window as { __fuzzXss?: unknown }).__fuzzXss === undefined, 'no hostile label ran');
  });
});
