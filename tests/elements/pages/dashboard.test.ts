/**
 * The `dashboard` page in Chromium against the reference server: the demo's home (首页) dashboard
 * and its widgets (number cards of the reports with the change from the previous period, the
 * report chart, the latest orders as a short list, the customer pages as links), each figure
 * checked against the server's own `run` and `find` and against `getCount` on the same data; one
 * failing widget beside working ones, the refresh of a widget and of the whole dashboard, the
 * mobile order (`mItems`) and both languages.
 */
import { getInstanceByDom } from '../../../elements/pages/charts/engine.ts';
import { registerEntityPages } from '../../../elements/pages/register.ts';
import { DashboardPage, changeOf, formatChange, readFigure } from '../../../elements/pages/dashboard/index.ts';
import { pageRegistry } from '../../../elements/shared/concepts.ts';
import { assert, deepEqual, equal } from '../../support/assert.ts';
import { saveScreenshot, setViewport } from '../../support/commands.ts';
import { unmountAll, waitFor } from '../../support/dom.ts';
import { menuItem } from '../app-shell/shell-helpers.ts';
import type { ShellUnderTest } from '../app-shell/shell-helpers.ts';
import { renderPage, unmountPages } from './chart-helpers.ts';
import { $, $$, countCalls, freshPlatform, hook } from './page-helpers.ts';
import type { TestPlatform } from './page-helpers.ts';
import { q, shellAs } from './work-helpers.ts';

type Http = TestPlatform['http'];
interface Period {
  from: string;
  to: string;
  total: Record<string, number | null>;
}
interface RunReply {
  total: Record<string, number | null>;
  current?: Period;
  previous?: Period;
}

const ITEMS = ['home', 'ordersMonth', 'amountMonth', 'customers', 'activeCustomers', 'regions', 'links', 'latest'];
const M_ITEMS = ['ordersMonth', 'customers', 'home', 'latest', 'links'];

const run = (http: Http, id: string, params: Record<string, unknown> = {}) =>
  http.request<RunReply>({ entity: 'FM_REPORT', action: 'run', method: 'POST', data: { id, params } });
const count = async (http: Http, entity: string, conditions: unknown[] = []) =>
  (await http.request<{ count: number }>({ entity, action: 'getCount', method: 'POST', data: { conditions } })).count;
/** The orders of a period of calendar days, counted by the generic call (the report's SQL equivalent). */
const ordersIn = (http: Http, period: { from: string; to: string }) =>
  count(http, 'ORDER', [{ field: 'ORDERED_AT', mode: 'in_scope', value: [`${period.from} 00:00:00`, `${period.to} 23:59:59`] }]);

/** The sum of every value the chart in `scope` draws (a stacked bar chart: the report's total), null before it draws. */
function chartSum(scope: ParentNode): number | null {
  const box = scope.querySelector<HTMLElement>('.echart');
  const series = (box && (getInstanceByDom(box)?.getOption() as { series?: Array<{ data?: unknown[] }> } | undefined))?.series;
  if (!series?.length || !series.some((one) => one.data?.length)) return null;
  const itemValue = (item: unknown) =>
    typeof item === 'number' ? item : typeof (item as { value?: unknown } | null)?.value === 'number' ? (item as { value: number }).value : 0;
  return series.reduce((sum, one) => sum + (one.data ?? []).reduce<number>((inner, item) => inner + itemValue(item), 0), 0);
}

const widget = (scope: ParentNode, id: string) => $(scope, `.widget[data-widget="${id}"]`);
const widgetIds = (scope: ParentNode) => $$(scope, '.widget').map((w) => w.dataset.widget);
const figureOf = (scope: ParentNode, id: string) => widget(scope, id)?.querySelector<HTMLElement>('.number-value')?.dataset.value;
const shownValue = (scope: ParentNode, id: string) => widget(scope, id)?.querySelector('.number-value')?.textContent;

async function figuresShown(scope: ParentNode, ids: string[]): Promise<void> {
  await waitFor(() => ids.every((id) => figureOf(scope, id) !== undefined), `the figures of ${ids.join(', ')}`, 20000);
}

/** Signs in and opens 首页 from the side menu, as a user does. */
async function openHome(account = 'admin'): Promise<ShellUnderTest & { page: HTMLElement }> {
  const shell = await shellAs(account);
  (await menuItem(shell.root, 'mod-home')).click();
  // The page shows its loading state until its config is in; the widgets come with it.
  const page = await waitFor(
    () => {
      const found = q<HTMLElement>(shell.root, '[role="tabpanel"] .dashboard-page');
      return found?.querySelector('.widget') ? found : null;
    },
    'the home dashboard with its widgets',
    15000,
  );
  return { ...shell, page };
}

describe('dashboard figures', () => {
  const reply = {
    columns: [
      { key: 'month', kind: 'dimension', label: { '010': '月份' } },
      { key: 'count', kind: 'measure', label: { '010': '订单数', '011': 'Orders' } },
    ],
    rows: [],
    subtotals: [],
    total: { count: 30 },
    current: { from: '2025-12-01', to: '2025-12-31', total: { count: 12 } },
    previous: { from: '2025-11-01', to: '2025-11-30', total: { count: 8 } },
  };

  it('reads the current period, the previous one and the change; the first measure without a name', () => {
    const figure = readFigure(reply, 'count', 'r', '011');
    equal(figure.label, 'Orders');
    equal(figure.value, 12);
    equal(figure.previous?.value, 8);
    deepEqual(figure.change, { delta: 4, ratio: 0.5, direction: 'up' });
    equal(formatChange(figure.change!, '011'), '+50%');
    equal(readFigure({ ...reply, current: undefined, previous: undefined }, undefined, 'r', '010').value, 30);
  });

  it('says when there is no ratio or no figure, and refuses a wrong measure or reply', () => {
    deepEqual(changeOf(3, 0), { delta: 3, ratio: null, direction: 'up' });
    equal(formatChange(changeOf(3, 0)!, '010'), '+3');
    equal(formatChange(changeOf(4, 5)!, '011'), '−20%');
    equal(changeOf(null, 5), undefined);
    let message = '';
    try {
      readFigure(reply, 'amount', 'orders-by-month', '010');
    } catch (error) {
      message = (error as Error).message;
    }
    equal(message, '报表“orders-by-month”没有指标“amount”');
    try {
      readFigure({ rows: [] }, 'count', 'r', '010');
    } catch (error) {
      message = (error as Error).message;
    }
    equal(message, '报表的返回格式不正确');
  });
});

describe('dashboard page', () => {
  // The runner's page is narrower than the mobile breakpoint: the large screen class unless a test says otherwise.
  beforeEach(() => setViewport(1280, 800));
  afterEach(async () => {
    unmountPages();
    unmountAll();
    await setViewport(1280, 800);
    await hook('reset');
  });

  it("is the demo's home: the seeded widgets in order, each figure as the server's run and SQL counts give it, in both languages", async function (this: MochaContext) {
    this.timeout(90000);
    const { page, core } = await openHome();
    const http = core.http;
    deepEqual(widgetIds(page), ITEMS);
    equal($(page, '.dashboard-head h2')?.textContent, '首页');
    await figuresShown(page, ['ordersMonth', 'amountMonth', 'customers', 'activeCustomers']);

    // Orders of the latest month with the change from the month before, as run reports it and as counted.
    const month = await run(http, 'orders-by-month', { compare: 'previous' });
    const current = month.current!;
    const previous = month.previous!;
    equal(Number(figureOf(page, 'ordersMonth')), current.total.count);
    equal(current.total.count, await ordersIn(http, current));
    equal(previous.total.count, await ordersIn(http, previous));
    const ordersCard = widget(page, 'ordersMonth')!;
    equal(ordersCard.querySelector<HTMLElement>('.number-previous')?.dataset.previous, String(previous.total.count));
    equal(ordersCard.querySelector<HTMLElement>('.number-period')?.dataset.from, current.from);
    const change = changeOf(current.total.count!, previous.total.count!)!;
    equal(ordersCard.querySelector<HTMLElement>('.number-change')?.dataset.change, change.direction);
    if (change.direction !== 'same')
      assert(ordersCard.querySelector('.number-delta')?.textContent?.includes(formatChange(change, '010')), 'the change as a percentage');
    equal(Number(figureOf(page, 'amountMonth')), current.total.amount);

    // Customers: every customer, and the active ones (the report's parameter), as counted.
    const customers = await count(http, 'CUSTOMER');
    equal(Number(figureOf(page, 'customers')), customers);
    equal(Number(figureOf(page, 'customers')), (await run(http, 'customers-by-level')).total.count);
    equal(Number(figureOf(page, 'activeCustomers')), await count(http, 'CUSTOMER', [{ field: 'ACTIVE', mode: 'equal', value: 1 }]));
    equal(shownValue(page, 'customers'), new Intl.NumberFormat('zh-CN').format(customers));
    equal(widget(page, 'customers')!.querySelector('.number-change'), null, 'no comparison without compare');

    // The latest orders: five rows, newest first, as find gives them; no pager, search or selection.
    const latest = widget(page, 'latest')!;
    await waitFor(() => latest.querySelectorAll('.grid-row').length === 5, 'five latest orders', 15000);
    const found = await http.request<{ entitys: Array<Record<string, unknown>> }>({
      entity: 'ORDER',
      action: 'find',
      method: 'POST',
      data: { pageIndex: 1, pageSize: 5, sort: [{ field: 'ORDERED_AT', order: 'desc' }], conditions: [] },
    });
    const shownNumbers = [...latest.querySelectorAll('.grid-row')].map((row) => row.querySelector('[role="gridcell"]:not(.check)')?.textContent?.trim());
    deepEqual(
      shownNumbers,
      found.entitys.map((row) => String(row.ORDER_NO)),
    );
    equal(latest.querySelector('.pager, .search, .toolbar, .row-check'), null, 'a short list: no pager, search, toolbar or check boxes');

    // Links: the customer module's entries, opened as the side menu opens them.
    const links = widget(page, 'links')!;
    await waitFor(() => links.querySelectorAll('.launcher-tile').length > 0, 'the customer links', 15000);
    deepEqual(
      $$(links, '.launcher-tile').map((tile) => tile.dataset.module),
      ['mod-customer-list', 'mod-customer-add', 'mod-customer-stat'],
    );

    // The home kind as a widget: the greeting, the shortcuts and the notices.
    const home = widget(page, 'home')!;
    await waitFor(
      () => home.querySelectorAll('.home-tile').length > 0 && home.querySelectorAll('.home-notices li').length > 0,
      'the shortcuts and notices',
      15000,
    );
    assert(home.querySelector('.home-hello h2')?.textContent?.startsWith('您好'), 'the greeting');

    // The report chart is the registered reportChart kind in its own card: its bars add up to the report's total.
    const regions = widget(page, 'regions')!;
    equal(regions.dataset.kind, 'reportChart');
    const byRegion = await run(http, 'orders-by-region');
    await waitFor(() => chartSum(regions) !== null, 'the orders by region drawn', 20000);
    assert(Math.abs(chartSum(regions)! - byRegion.total.amount!) < 0.01, `the bars add up to the total amount ${byRegion.total.amount} (${chartSum(regions)})`);

    await saveScreenshot('dashboard-home', true);

    core.i18n.setLanguage('011');
    await waitFor(() => $(page, '.dashboard-head h2')?.textContent === 'Home', 'the English title');
    await waitFor(() => widget(page, 'ordersMonth')?.querySelector('h3')?.textContent === 'Orders, latest month', 'English widget titles');
    await waitFor(() => widget(page, 'ordersMonth')?.querySelector('.number-label')?.textContent === 'Orders', "the measure's English label");
    await waitFor(() => shownValue(page, 'customers') === new Intl.NumberFormat('en-US').format(customers), 'English digits');
    equal($(page, '.dashboard-refresh-all')?.textContent, '⟳Refresh all');
    equal(widget(page, 'latest')?.querySelector('.widget-refresh')?.getAttribute('aria-label'), 'Refresh "Latest orders"');
    await figuresShown(page, ['ordersMonth', 'amountMonth', 'customers', 'activeCustomers']);
    await waitFor(
      () => widget(page, 'latest')!.querySelectorAll('.grid-row').length === 5 && chartSum(widget(page, 'regions')!) !== null,
      'the list and chart in English',
      20000,
    );
    await saveScreenshot('dashboard-home-en', true);
  });

  it('one failing widget shows its error and retry while the others show their figures', async function (this: MochaContext) {
    this.timeout(60000);
    await hook('fail', { action: 'run', count: 1, msg: '报表服务暂时不可用' });
    const { page } = await openHome();
    const numberCards = ['ordersMonth', 'amountMonth', 'customers', 'activeCustomers'];
    await waitFor(
      () => $$(page, '.widget .state.error').length === 1 && numberCards.filter((id) => figureOf(page, id) !== undefined).length === numberCards.length - 1,
      'one card failed, three show figures',
      20000,
    );
    const failed = $(page, '.widget .state.error')!.closest<HTMLElement>('.widget')!;
    assert(failed.querySelector('.error-message')?.textContent?.includes('报表服务暂时不可用'), "the server's message in the card");
    await waitFor(() => widget(page, 'latest')!.querySelectorAll('.grid-row').length === 5, 'the list beside it');
    await saveScreenshot('dashboard-widget-failed', true);
    (failed.querySelector('.state.error sl-button') as HTMLElement).click();
    await waitFor(() => figureOf(page, failed.dataset.widget!) !== undefined, 'the retried card shows its figure');
    equal($$(page, '.widget .state.error').length, 0);
  });

  it('refreshes one widget on demand, and all of them at once', async function (this: MochaContext) {
    this.timeout(60000);
    const { page, core } = await openHome();
    await figuresShown(page, ['ordersMonth', 'customers']);
    await waitFor(() => widget(page, 'latest')!.querySelectorAll('.grid-row').length === 5, 'the latest orders');
    const before = Number(figureOf(page, 'customers'));
    await core.http.request({
      entity: 'CUSTOMER',
      action: 'save',
      method: 'POST',
      data: { data: { NAME: `看板客户 ${Date.now()}`, LEVEL: 'C', REGION: 'EC-SH', ACTIVE: 1 } },
    });
    equal(Number(figureOf(page, 'customers')), before, 'nothing reloads by itself');
    await hook('reset-counts');
    widget(page, 'customers')!.querySelector<HTMLElement>('.widget-refresh')!.click();
    await waitFor(() => Number(figureOf(page, 'customers')) === before + 1, 'the refreshed card counts the new customer');
    equal(Number(figureOf(page, 'customers')), await count(core.http, 'CUSTOMER'));
    equal(await countCalls('FM_REPORT', 'run'), 1, 'only that card ran its report');
    equal(Number(figureOf(page, 'activeCustomers')) < before + 1, true);

    await hook('reset-counts');
    $(page, '.dashboard-refresh-all')!.click();
    await figuresShown(page, ['ordersMonth', 'amountMonth', 'customers', 'activeCustomers']);
    await waitFor(() => widget(page, 'latest')!.querySelectorAll('.grid-row').length === 5, 'the list again');
    assert((await countCalls('FM_REPORT', 'run')) >= 4, 'every number card ran its report again');
    equal(await countCalls('meta-order', 'find'), 1, 'the short list asked for its rows again');
  });

  it('orders the widgets by mItems in one column on the mobile screen class, by items on a large screen', async function (this: MochaContext) {
    this.timeout(60000);
    await setViewport(800, 1000);
    const platform = await freshPlatform('admin');
    registerEntityPages(pageRegistry(platform));
    platform.i18n.setLanguage('011');
    const shadow = renderPage(DashboardPage, { kind: 'dashboard', pageId: 'page-home-dashboard' });
    await waitFor(() => $(shadow, '.dashboard-grid.mobile'), 'the mobile grid', 15000);
    deepEqual(widgetIds(shadow), M_ITEMS);
    await figuresShown(shadow, ['ordersMonth', 'customers']);
    equal(widget(shadow, 'customers')?.querySelector('h3')?.textContent, 'Customers');
    equal(widget(shadow, 'ordersMonth')?.style.gridColumn, '', 'one column: no span');
    await saveScreenshot('dashboard-mobile');
    await setViewport(1280, 800);
    await waitFor(() => $(shadow, '.dashboard-grid:not(.mobile)'), 'the large grid', 5000);
    deepEqual(widgetIds(shadow), ITEMS);
    equal(widget(shadow, 'latest')?.style.gridColumn, 'span 12');
    equal(widget(shadow, 'ordersMonth')?.style.gridColumn, 'span 3');
  });

  it('says what is wrong with a dashboard without a page config or a number card without a report', async function (this: MochaContext) {
    this.timeout(30000);
    const platform = await freshPlatform('admin');
    registerEntityPages(pageRegistry(platform));
    const shadow = renderPage(DashboardPage, { kind: 'dashboard' });
    await waitFor(() => $(shadow, '.state.error')?.textContent?.includes('仪表盘没有指定页面配置（pageId）'), 'the missing page config');
    const node = {
      id: 'n',
      kind: 'dashboard',
      title: '',
      configs: {},
      data: [],
      children: [
        { id: 'bad', kind: 'number', title: '坏卡片', configs: {}, children: [], data: [] },
        { id: 'good', kind: 'number', title: '客户', configs: { report: 'customers-by-level', measure: 'count' }, children: [], data: [] },
      ],
    };
    const composed = renderPage(DashboardPage, { kind: 'dashboard', component: node });
    await waitFor(
      () => widget(composed, 'bad')?.querySelector('.state.error')?.textContent?.includes('数字卡片没有指定报表（configs.report）'),
      'the card without a report',
    );
    await figuresShown(composed, ['good']);
  });
});
