/**
 * The list as a person uses it: 查询 always asks the server, the loading state before the first
 * reply, a pager that stays true after a failed load, the date picker in the search bar, widths
 * at 1440 and 1280 px in the shell, and an export whose file holds labels, not codes.
 */
import { assert, equal, match } from '../../support/assert.ts';
import { saveScreenshot, setViewport } from '../../support/commands.ts';
import { captureDownload, deepQuery, sleep, unmountAll, waitFor } from '../../support/dom.ts';
import { $, $$, cellTexts, countCalls, freshPlatform, hook, mountElement, rowsOf, typeInto } from '../pages/page-helpers.ts';
import { loginAs, menuItem, startShell } from '../app-shell/shell-helpers.ts';

const CUSTOMERS = '<entity-list entity="CUSTOMER" page-id="page-customer-list" style="display:block;height:640px"></entity-list>';
const ORDERS = '<entity-list entity="ORDER" page-id="page-order-list" style="display:block;height:640px"></entity-list>';

async function openList(html = CUSTOMERS) {
  const platform = await freshPlatform();
  const { element, root } = await mountElement(html);
  await waitFor(() => rowsOf(root).length > 0, 'the first rows', 10000);
  return { platform, element, root };
}

const pagerTotal = (root: ParentNode) => $(root, '.pager-total')?.textContent?.trim() ?? '';
const pagerPos = (root: ParentNode) => $(root, '.pager-pos')?.textContent?.trim() ?? '';

describe('list journey: querying, loading and paging', () => {
  afterEach(async () => {
    unmountAll();
    await hook('reset');
  });

  it('runs the query on every 查询, also with unchanged criteria', async () => {
    const { root } = await openList();
    await hook('reset-counts');
    $(root, '.search-submit')!.click();
    await sleep(300);
    equal(await countCalls('meta-customer', 'find'), 1, 'one find after 查询 with no criteria');
    $(root, '.search-submit')!.click();
    await sleep(300);
    equal(await countCalls('meta-customer', 'find'), 2, 'the same empty criteria ask again');
    (root.querySelector('.search [data-field="NAME"] input') as HTMLInputElement).value = '';
    $(root, '.search-submit')!.click();
    await sleep(300);
    equal(await countCalls('meta-customer', 'find'), 3, 'and again');
  });

  it('shows a loading state before the first reply, never "共 0 条"', async () => {
    await freshPlatform();
    await hook('latency', { ms: 1500, action: 'find' });
    const { root } = await mountElement(CUSTOMERS);
    const loading = await waitFor(() => $(root, '.list-body .state.loading'), 'the loading state', 10000);
    match(loading.textContent!, /加载中/);
    equal(pagerTotal(root), '加载中…', 'the pager says it is loading');
    assert(!/共 0 条/.test(root.textContent ?? ''), 'no "共 0 条" while loading');
    await waitFor(() => rowsOf(root).length > 0, 'the rows', 10000);
    match(pagerTotal(root), /^共 \d+ 条$/);
    assert(!$(root, '.list-body .state.loading'), 'the loading state is gone');
  });

  it('keeps the last page and total in the pager after a failed load, with a retry', async () => {
    const { root } = await openList();
    const total = pagerTotal(root);
    match(total, /^共 \d+ 条$/);
    // Other tests add customers: the page count follows the total (20 a page).
    const pages = Math.ceil(Number(/\d+/.exec(total)![0]) / 20);
    equal(pagerPos(root), `第 1 / ${pages} 页`);
    await hook('fail', { action: 'find', count: 2, code: 'error.fail', msg: 'database unavailable' });
    $$(root, '.pager sl-button')[1]!.click();
    const error = await waitFor(() => $(root, '.list-body .state.error'), 'the error state');
    match(error.textContent!, /database unavailable/);
    equal(pagerPos(root), `第 1 / ${pages} 页`, 'the page of the rows last shown');
    equal(pagerTotal(root), total, 'the total last known');
    // The next page again (not the retry): it asks again although the page asked for is the same.
    const before = await countCalls('meta-customer', 'find');
    $$(root, '.pager sl-button')[1]!.click();
    for (let i = 0; i < 40 && (await countCalls('meta-customer', 'find')) === before; i++) await sleep(100);
    equal(await countCalls('meta-customer', 'find'), before + 1, 'the page was asked for again');
    await waitFor(() => $(root, '.list-body .state.error') && !$(root, '.list-body[aria-busy="true"]'), 'the error state again');
    equal(pagerPos(root), `第 1 / ${pages} 页`);
    $(root, '.list-body .state.error sl-button')!.click();
    await waitFor(() => rowsOf(root)[0]?.getAttribute('aria-rowindex') === '22', 'page 2 after the retry');
    equal(pagerPos(root), `第 2 / ${pages} 页`);
    equal(pagerTotal(root), total);
  });

  it('shows no pager total before anything loaded when the first load fails', async () => {
    await freshPlatform();
    await hook('fail', { action: 'find', count: 1, code: 'error.fail', msg: 'database unavailable' });
    const { root } = await mountElement(CUSTOMERS);
    await waitFor(() => $(root, '.list-body .state.error'), 'the error state', 10000);
    assert(!$(root, '.pager'), 'nothing to page');
    $(root, '.list-body .state.error sl-button')!.click();
    await waitFor(() => rowsOf(root).length > 0, 'rows after the retry', 10000);
    match(pagerTotal(root), /^共 \d+ 条$/);
  });
});

describe('list journey: search dates', () => {
  afterEach(() => unmountAll());

  it("uses the forms' date picker (weeks from Monday) and searches from the picked day", async () => {
    const { root } = await openList(ORDERS);
    const field = $(root, '.search [data-field="ORDERED_AT"]')!;
    equal($$(field, '.field-date').length, 2, 'from and to are date pickers');
    const [fromButton] = $$(field, '.field-date-button');
    match(fromButton!.getAttribute('aria-label')!, /选择日期 · 下单时间 从/);
    fromButton!.click();
    const calendar = await waitFor(() => $(root, '.calendar'), 'the calendar');
    equal(
      $$(calendar, '.weekday')
        .map((d) => d.textContent)
        .join(''),
      '一二三四五六日',
    );
    // The list is sorted by the order time, newest first: an upper bound shows the search ran.
    const to = $$(field, '.field-date input')[1] as HTMLInputElement;
    typeInto(to, '2024-01-31');
    to.dispatchEvent(new KeyboardEvent('keydown', { key: 'Enter', bubbles: true }));
    await waitFor(() => rowsOf(root).length > 0 && rowsOf(root).every((r) => cellTexts(r)[5]!.slice(0, 10) <= '2024-01-31'), 'orders up to 31 January 2024');
    equal(to.value, '2024-01-31');
  });

  it('labels the picker in English in the English UI, weeks still from Monday', async () => {
    const { platform, root } = await openList(ORDERS);
    platform.i18n.setLanguage('011');
    const field = await waitFor(() => {
      const f = $(root, '.search [data-field="ORDERED_AT"]');
      return f && /Choose a date/.test(f.querySelector('.field-date-button')?.getAttribute('aria-label') ?? '') ? f : null;
    }, 'English labels');
    match($(field, '.field-date-button')!.getAttribute('aria-label')!, /Choose a date · .* From/);
    $(field, '.field-date-button')!.click();
    const calendar = await waitFor(() => $(root, '.calendar'), 'the calendar');
    equal(
      $$(calendar, '.weekday')
        .map((d) => d.textContent)
        .join(' '),
      'Mo Tu We Th Fr Sa Su',
    );
    match($(calendar, '.calendar-head span')!.textContent!, /^[A-Z][a-z]+ \d{4}$/);
    const day = $$(calendar, '.day:not(.other)')[0]!;
    day.click();
    const input = $(field, '.field-date input') as HTMLInputElement;
    await waitFor(() => /^\d{4}-\d{2}-01$/.test(input.value), 'the first of the month picked');
  });
});

describe('list journey: export', () => {
  afterEach(() => unmountAll());

  it("exports the list's columns, search and labels, not codes", async () => {
    const { root } = await openList();
    (root.querySelector('.search [data-field="NAME"] input') as HTMLInputElement).value = '';
    const saved = await captureDownload(() => $(root, 'sl-button[data-operate="export"]')!.click());
    equal(saved.name, '客户列表.csv');
    const text = (await (await fetch(saved.href)).text()).replace(/^\ufeff/, '');
    const [head, ...lines] = text.trim().split('\r\n');
    equal(head, '客户名称,客户等级,所在地区,联系电话,电子邮箱,信用额度,签约日期,是否启用', "the list's columns in order");
    assert(lines.length >= 20, 'the rows');
    // Customers other tests add may leave the level or the flag empty; every one given is a label.
    assert(lines.filter((l) => /(重点|普通|潜在|流失)客户/.test(l)).length >= 20, 'level labels');
    assert(
      lines.every((l) => /,(是|否)?$/.test(l)),
      'boolean labels',
    );
    assert(!lines.some((l) => /,(A|B|C|D|EC-SH|OS-US),/.test(l)), 'no raw codes');
  });
});

/** The list grid inside the shell: each data cell's left edge matches its header's, and the operations column is in view. */
function checkGrid(grid: HTMLElement, what: string) {
  const box = grid.getBoundingClientRect();
  const head = [...grid.querySelectorAll<HTMLElement>('.grid-head > [role="columnheader"]')];
  const row = grid.querySelector<HTMLElement>('.grid-row')!;
  const cells = [...row.querySelectorAll<HTMLElement>('[role="gridcell"]')];
  equal(cells.length, head.length, `${what}: a cell under every header`);
  const actions = row.querySelector<HTMLElement>('.cell.actions');
  for (const left of [0, grid.scrollWidth]) {
    grid.scrollLeft = left;
    head.forEach((h, i) => assert(Math.abs(h.getBoundingClientRect().left - cells[i]!.getBoundingClientRect().left) < 1, `${what}: column ${i} aligned`));
    if (actions) {
      const a = actions.getBoundingClientRect();
      assert(a.right <= box.right + 1 && a.left >= box.left, `${what}: the operations column in view at scrollLeft ${grid.scrollLeft}`);
      assert(a.width >= actions.scrollWidth, `${what}: the operations fit their column`);
    }
  }
  grid.scrollLeft = 0;
  if (grid.scrollWidth <= grid.clientWidth) {
    // Columns fit: they fill the width rather than leave a gap on the right.
    const last = head[head.length - 1]!.getBoundingClientRect();
    assert(box.right - last.right < 20, `${what}: the columns fill the grid's width`);
  }
}

describe('list journey: widths in the shell', () => {
  afterEach(async () => {
    unmountAll();
    await setViewport(1280, 860);
  });

  it('fits the customer and order lists at 1440 px and 1280 px, the operations column in view', async () => {
    const { root } = await startShell();
    await loginAs(root, 'admin');
    for (const width of [1440, 1280]) {
      await setViewport(width, 900);
      // With the side menu open: the narrowest room the lists have on a desktop screen.
      const side = root.querySelector<HTMLElement>('#side-menu')!;
      if (side.hidden) root.querySelector<HTMLElement>('.menu-toggle')!.click();
      await waitFor(() => !side.hidden, 'the side menu open');
      for (const module of ['mod-customer-list', 'mod-order-list']) {
        (await menuItem(root, module)).click();
        // An open tab is opened afresh: let the old page go before looking for the grid.
        await sleep(300);
        const grid = await waitFor(
          () => {
            const panel = root.querySelector<HTMLElement>('[role="tabpanel"]:not([hidden])');
            const g = panel && deepQuery<HTMLElement>(panel, '[role="grid"]');
            return g && g.querySelector('.grid-row') ? g : null;
          },
          `${module} rows`,
          15000,
        );
        await sleep(100);
        checkGrid(grid, `${module} at ${width}px`);
        if (module === 'mod-customer-list') await saveScreenshot(`list-${width}`);
      }
    }
  });
});
