/**
 * The report pages in Chromium against the reference server: a preview with parameters shows
 * the server's own figures (a direct `run` call, and the entity's `stat` grouping as the
 * SQL-equivalent), subtotals of two dimensions, the server sort, export and print, the chart's
 * option, both languages, and the report list reached from the demo menu.
 */
import { ReportPage } from '../../../elements/pages/reports/index.ts';
import type { ReportPageProps, ReportResult } from '../../../elements/pages/reports/index.ts';
import { formatFigure } from '../../../elements/pages/reports/report-format.ts';
import { getInstanceByDom } from '../../../elements/pages/charts/engine.ts';
import { PALETTES } from '../../../elements/pages/charts/index.ts';
import { themeApi } from '../../../elements/shared/theme.ts';
import { assert, equal, match } from '../../support/assert.ts';
import { saveScreenshot, setViewport } from '../../support/commands.ts';
import { captureDownload, unmountAll, waitFor } from '../../support/dom.ts';
import { loginAs, menuItem, q, startShell } from '../app-shell/shell-helpers.ts';
import { drawnSeries, renderPage, unmountPages } from './chart-helpers.ts';
import { $, $$, freshPlatform, hook, selectValue, typeInto } from './page-helpers.ts';
import type { TestPlatform } from './page-helpers.ts';

function run(platform: TestPlatform, body: Record<string, unknown>): Promise<ReportResult> {
  return platform.http.request<ReportResult>({ entity: 'FM_REPORT', action: 'run', method: 'POST', data: body } as Parameters<
    TestPlatform['http']['request']
  >[0]);
}

interface StatGroup {
  value: string | null;
  count: number;
  sums: Record<string, number>;
}

function stat(platform: TestPlatform, entity: string, body: Record<string, unknown>): Promise<{ groups: StatGroup[] }> {
  return platform.http.request<{ groups: StatGroup[] }>({ entity, action: 'stat', method: 'POST', data: body } as Parameters<
    TestPlatform['http']['request']
  >[0]);
}

const props = (kind: string, extra: Partial<ReportPageProps>): ReportPageProps => ({ kind, ...extra });
const cells = (row: Element) => [...row.querySelectorAll('th, td')].map((c) => c.textContent?.trim() ?? '');
const totalRow = (root: ParentNode) => $(root, '.report-table tfoot .total-row');
const setLanguage = (platform: unknown, language: string) => (platform as { i18n: { setLanguage(l: string): void } }).i18n.setLanguage(language);

/** The table's figures once a run with these totals is drawn. */
async function tableWithTotal(root: ParentNode, figures: string[], what: string): Promise<HTMLTableElement> {
  await waitFor(
    () => {
      const total = totalRow(root);
      return total && cells(total).slice(-figures.length).join('|') === figures.join('|');
    },
    what,
    15000,
  );
  return $(root, '.report-table') as HTMLTableElement;
}

describe('report pages', () => {
  afterEach(async () => {
    unmountPages();
    unmountAll();
    await hook('reset');
  });

  it('a preview with parameters shows the server run and the SQL-equivalent figures', async function (this: MochaContext) {
    this.timeout(60000);
    const platform = await freshPlatform('admin');
    const shadow = renderPage(ReportPage, props('reportPreview', { reportId: 'customers-by-level' }));
    const all = await run(platform, { id: 'customers-by-level' });
    await tableWithTotal(
      shadow,
      [all.total.count, all.total.creditSum, all.total.creditAvg].map((v) => formatFigure(v, '010')),
      'the run without parameters',
    );
    equal($(shadow, '.page-head h2')?.textContent, '客户等级分布');

    const region = await waitFor(() => $(shadow, '.report-params [data-field="REGION"] select') as HTMLSelectElement | null, 'the region select');
    await waitFor(() => region.options.length > 2 && !region.disabled, 'the region codes');
    selectValue(region, 'EC');
    typeInto($(shadow, '.report-params [data-field="ACTIVE"] input')!, '1');
    $(shadow, '.report-run')!.click();
    const params = { REGION: 'EC', ACTIVE: '1' };
    const server = await run(platform, { id: 'customers-by-level', params });
    assert(server.total.count! < all.total.count!, 'the parameters narrow the run');
    const table = await tableWithTotal(
      shadow,
      [server.total.count, server.total.creditSum, server.total.creditAvg].map((v) => formatFigure(v, '010')),
      'the totals of the parameters',
    );

    // The entity's own grouping (stat: GROUP BY in SQL) on the same conditions gives the same figures.
    const sql = await stat(platform, 'CUSTOMER', {
      groupBy: 'LEVEL',
      sum: ['CREDIT'],
      conditions: [
        { field: 'REGION', mode: 'begin', value: 'EC' },
        { field: 'ACTIVE', mode: 'equal', value: '1' },
      ],
    });
    equal(
      sql.groups.reduce((n, g) => n + g.count, 0),
      server.total.count,
      'the count equals SQL',
    );
    const sqlSum = sql.groups.reduce((n, g) => n + Number(g.sums.CREDIT ?? 0), 0);
    assert(Math.abs(sqlSum - server.total.creditSum!) < 0.01, `the credit sum equals SQL (${sqlSum} / ${server.total.creditSum})`);
    // SQL's AVG is over the customers that have a credit (customers other tests add may have none).
    const found = await platform.http.request<{ entitys: Array<{ CREDIT?: number | null }> }>({
      entity: 'CUSTOMER',
      action: 'find',
      method: 'POST',
      data: {
        pageSize: 1000,
        conditions: [
          { field: 'REGION', mode: 'begin', value: 'EC' },
          { field: 'ACTIVE', mode: 'equal', value: '1' },
        ],
      },
    });
    const credits = found.entitys
      .map((row) => row.CREDIT)
      .filter((credit): credit is number => credit !== null && credit !== undefined && String(credit) !== '');
    const average = credits.reduce((n, credit) => n + Number(credit), 0) / credits.length;
    assert(Math.abs(average - server.total.creditAvg!) < 0.01, `the average is over customers with a credit (${average} / ${server.total.creditAvg})`);
    const rows = $$(table, 'tbody .report-row');
    equal(rows.length, server.rows.length);
    for (const group of sql.groups) {
      const row = rows.find((r) => cells(r)[0] === server.rows.find((s) => s.keys.LEVEL!.value === group.value)?.keys.LEVEL?.label);
      assert(row, `a row for level ${group.value}`);
      equal(cells(row!)[1], formatFigure(group.count, '010'), `the count of level ${group.value}`);
    }
    assert(
      rows.some((r) => cells(r)[0] === '重点客户'),
      'level labels, not codes',
    );
    await saveScreenshot('report-preview');
  });

  it('a date range parameter: the same totals as the server run', async function (this: MochaContext) {
    this.timeout(60000);
    const platform = await freshPlatform('admin');
    const shadow = renderPage(ReportPage, props('reportPreview', { query: { reportId: 'orders-by-region' } }));
    await waitFor(() => totalRow(shadow), 'the first run', 15000);
    const [from, to] = $$(shadow, '.report-params [data-field="ORDERED_AT"] input.field-input');
    assert(from && to, 'a from and a to date');
    typeInto(from!, '2024-01-01');
    from!.dispatchEvent(new FocusEvent('focusout', { bubbles: true }));
    typeInto(to!, '2024-06-30');
    to!.dispatchEvent(new KeyboardEvent('keydown', { key: 'Enter', bubbles: true }));
    const server = await run(platform, { id: 'orders-by-region', params: { ORDERED_AT: ['2024-01-01', '2024-06-30'] } });
    await tableWithTotal(
      shadow,
      [server.total.amount, server.total.count].map((v) => formatFigure(v, '010')),
      'the totals of the half year',
    );
  });

  it('two dimensions: each group has its subtotal, the total adds up; the server sorts', async function (this: MochaContext) {
    this.timeout(60000);
    const platform = await freshPlatform('admin');
    const shadow = renderPage(ReportPage, props('reportPreview', { reportId: 'customers-by-region-level' }));
    const server = await run(platform, { id: 'customers-by-region-level' });
    const table = await tableWithTotal(shadow, [formatFigure(server.total.count, '010')], 'the two-dimension run');
    const groups = $$(table, 'tbody[data-group]');
    equal(groups.length, server.subtotals.length, 'one group per region');
    groups.forEach((group, i) => {
      const subtotal = server.subtotals[i]!;
      const sub = $(group, '.subtotal-row')!;
      equal(cells(sub)[0], `${subtotal.key.label} 小计`);
      equal(cells(sub)[1], formatFigure(subtotal.values.count, '010'));
      const inGroup = $$(group, '.report-row').map((r) => Number(cells(r).at(-1)!.replace(/,/g, '')));
      equal(
        inGroup.reduce((a, b) => a + b, 0),
        subtotal.values.count,
        `the rows of ${subtotal.key.label} add up to its subtotal`,
      );
    });
    equal(
      server.subtotals.reduce((n, s) => n + s.values.count!, 0),
      server.total.count,
    );

    const header = $(table, 'th[data-column="count"]')!;
    $(header, 'button')!.click();
    const sorted = await run(platform, { id: 'customers-by-region-level', sort: { by: 'count', order: 'desc' } });
    await waitFor(() => $(shadow, 'th[data-column="count"]')?.getAttribute('aria-sort') === 'descending', 'sorted by the count, descending');
    await waitFor(
      () =>
        $$(shadow, 'tbody[data-group]')
          .map((g) => g.dataset.group)
          .join(',') === sorted.subtotals.map((s) => String(s.key.value ?? '')).join(','),
      'the groups in the server order',
      15000,
    );
    const counts = $$(shadow, '.subtotal-row').map((r) => Number(cells(r).at(-1)!.replace(/,/g, '')));
    equal(counts.join(','), [...counts].sort((a, b) => b - a).join(','), 'subtotals descending');
  });

  it('exports CSV and .xlsx with labels, subtotals and the total, and prints the table alone', async function (this: MochaContext) {
    this.timeout(60000);
    await freshPlatform('admin');
    const shadow = renderPage(ReportPage, props('reportPreview', { reportId: 'customers-by-region-level' }));
    await waitFor(() => totalRow(shadow), 'the run', 15000);
    const csv = await captureDownload(() => $(shadow, '.export-csv')!.click());
    match(csv.name, /地区与等级\.csv$/);
    const text = await (await fetch(csv.href)).text();
    match(text, /所在地区.*客户等级.*客户数/);
    match(text, /上海/);
    match(text, /小计/);
    match(text, /合计/);
    const xlsx = await captureDownload(() => $(shadow, '.export-xlsx')!.click());
    match(xlsx.name, /\.xlsx$/);
    const bytes = new Uint8Array(await (await fetch(xlsx.href)).arrayBuffer());
    equal(String.fromCharCode(bytes[0]!, bytes[1]!), 'PK', 'an .xlsx (zip) file');

    $(shadow, '.report-print-button')!.click();
    const frame = await waitFor(() => $(shadow, 'iframe.report-print[data-ready]') as HTMLIFrameElement | null, 'the print frame');
    const page = frame.contentDocument!;
    equal(page.querySelector('h1')?.textContent, '地区与等级');
    assert(page.querySelectorAll('.subtotal-row').length > 0 && page.querySelector('.total-row'), 'subtotals and the total printed');
    equal(page.querySelectorAll('button').length, 0, 'no buttons on paper');
    assert(!page.body.textContent?.includes('查询'), 'nothing of the page around the table');
  });

  it('draws the chart from the report figures in the palette, with a table as its text alternative, in both languages', async function (this: MochaContext) {
    this.timeout(60000);
    const platform = await freshPlatform('admin');
    const server = await run(platform, { id: 'orders-by-month' });
    const shadow = renderPage(ReportPage, props('reportChart', { reportId: 'orders-by-month', chart: 'barLine' }));
    const bars = await drawnSeries(shadow, 'the bar and line chart');
    equal(bars.type, 'bar');
    await setViewport(1280, 800);
    await saveScreenshot('report-chart');
    equal(JSON.stringify(bars.data), JSON.stringify(server.rows.map((r) => r.values.count)), 'the bars are the monthly counts');
    const option = () =>
      getInstanceByDom($(shadow, '.echart')!)!.getOption() as {
        series: Array<{ type: string; data: unknown[] }>;
        color: string[];
        xAxis: Array<{ data: string[] }>;
      };
    equal(option().series[1]!.type, 'line');
    equal(JSON.stringify(option().series[1]!.data), JSON.stringify(server.rows.map((r) => r.values.amount)), 'the line is the monthly amount');
    equal(option().xAxis[0]!.data.join(','), server.rows.map((r) => r.keys.ORDERED_AT!.label).join(','));
    const alternative = $$(shadow, '.chart-text tbody tr');
    equal(alternative.length, server.rows.length, 'one row per month in the text alternative');
    equal(cells(alternative[0]!)[1], formatFigure(server.rows[0]!.values.count, '010'));

    themeApi(platform).setTheme('cool');
    await waitFor(() => option().color[0] === PALETTES.cool![0], 'the cool palette');
    themeApi(platform).setTheme('default');

    ($(shadow, '.chart-switch [data-chart="pie"]') as HTMLElement).click();
    await waitFor(() => option().series[0]?.type === 'pie', 'the pie');
    const slices = option().series[0]!.data as Array<{ name: string; value: number }>;
    equal(slices.map((s) => s.value).join(','), server.rows.map((r) => r.values.count).join(','));

    setLanguage(platform, '011');
    await waitFor(() => $(shadow, '.page-head h2')?.textContent === 'Orders by month', 'the English title', 15000);
    await waitFor(() => $(shadow, '.chart-text summary')?.textContent === 'Data table (text description)', 'the English text alternative');
    match($(shadow, '.chart-switch')?.textContent, /Bar.*Line.*Pie.*Bar and line/);
    ($(shadow, '.view-switch [data-view="table"]') as HTMLElement).click();
    await waitFor(() => cells(totalRow(shadow) ?? document.createElement('tr'))[0] === 'Total', 'the English total row', 15000);
    await saveScreenshot('report-table-en');
    setLanguage(platform, '010');
  });

  it('shows a clear message when no report or an unknown one is named', async function (this: MochaContext) {
    this.timeout(30000);
    await freshPlatform('admin');
    const none = renderPage(ReportPage, props('reportPreview', {}));
    match((await waitFor(() => $(none, '.state.error'), 'the missing-report message')).textContent, /未指定报表/);
    const unknown = renderPage(ReportPage, props('reportPreview', { reportId: 'nope' }));
    match((await waitFor(() => $(unknown, '.state.error'), 'the unknown-report message', 15000)).textContent, /报表 "nope" 不存在/);
  });

  it('lists the reports by group, searches them, and opens a preview from the demo menu', async function (this: MochaContext) {
    this.timeout(60000);
    const { root } = await startShell();
    await loginAs(root, 'bob');
    (await menuItem(root, 'mod-report')).click();
    (await menuItem(root, 'mod-report-list')).click();
    const page = await waitFor(() => q(root, '.report-list-page'), 'the report list in a tab', 15000);
    await waitFor(() => $$(page, '.report-card').length === 4, 'the four seeded reports');
    equal(
      $$(page, '.report-group h3')
        .map((h) => h.textContent)
        .join(','),
      '订单分析,客户分析',
    );
    match($(page, '.report-card[data-report-id="orders-by-region"]')?.textContent, /负责人：李博/);
    const search = $(page, 'sl-input.report-search')!;
    typeInto(search, '等级');
    await waitFor(
      () =>
        $$(page, '.report-card')
          .map((c) => c.dataset.reportId)
          .join(',') === 'customers-by-level,customers-by-region-level',
      'the search by name',
    );
    typeInto(search, 'zzz');
    await waitFor(() => $(page, '.state.empty')?.textContent?.includes('没有匹配'), 'no match said');
    typeInto(search, '');
    await waitFor(() => $$(page, '.report-card').length === 4, 'all again');
    await saveScreenshot('report-list');
    ($(page, '.report-card[data-report-id="orders-by-month"]') as HTMLElement).click();
    const preview = await waitFor(() => q(root, '.report-page[data-report-id="orders-by-month"]'), 'the preview in its own tab', 15000);
    await waitFor(() => totalRow(preview), 'the preview run', 15000);
    ($(preview, '.view-switch [data-view="chart"]') as HTMLElement).click();
    await drawnSeries(preview, 'the switch to the chart');
  });
});
