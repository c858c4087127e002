import { createRoot } from 'react-dom/client';
import { assert, equal, match } from '../../support/assert.ts';
import { saveScreenshot, setViewport } from '../../support/commands.ts';
import { waitFor } from '../../support/dom.ts';
import StatisticsPage from '../../../elements/pages/statistics/StatisticsPage.tsx';
import { PALETTES } from '../../../elements/pages/charts/index.ts';
import { getInstanceByDom } from '../../../elements/pages/charts/engine.ts';
import { DARK_PALETTE, drawnSeries, LIGHT_PALETTE, renderPage, unmountPages } from './chart-helpers.ts';
import { themeApi } from '../../../elements/shared/theme.ts';
import { adoptStyles } from '../../../elements/shared/styles.ts';
import { $, $$, freshPlatform } from './page-helpers.ts';
import { PAGE_CSS } from '../../../elements/pages/kit/styles.ts';
import { PageServicesContext } from '../../../elements/pages/kit/services.ts';
import type { PageServices } from '../../../elements/pages/kit/services.ts';
import { createPageServices } from '../../../elements/pages/kit/services-core.ts';

describe('statistics page', () => {
  it('groups counts and sums by a code-list field in a table and a chart in the theme palette', async function (this: MochaContext) {
    this.timeout(40000);
    const platform = await freshPlatform();
    const host = document.createElement('div');
    document.body.append(host);
    const shadow = host.attachShadow({ mode: 'open' });
    adoptStyles(shadow);
    const mountPoint = document.createElement('div');
    shadow.append(mountPoint);
    const root = createRoot(mountPoint);
    await setViewport(1280, 720);
    host.style.cssText = 'display:block';
    root.render(
      <>
        <style>{PAGE_CSS}</style>
        <StatisticsPage kind="statistics" entity="CUSTOMER" pageId="page-customer-statistics" />
      </>,
    );
    const table = await waitFor(() => $(shadow, '.stats-table tbody tr') && $(shadow, '.stats-table'), 'the table', 10000);
    await waitFor(() => /重点客户/.test(table.textContent ?? ''), 'level labels, not codes');
    await saveScreenshot('statistics');
    const rows = $$(table, 'tbody tr');
    assert(rows.length >= 3, `one row per level (${rows.length})`);
    // The chart is the chart kit's ECharts: its option holds one bar per group with the counts.
    const series = await drawnSeries(shadow, 'the drawn chart');
    equal(series.type, 'bar');
    equal(series.data.length, rows.length, 'one bar per group');
    const counts = rows.map((r) => Number(r.children[1]!.textContent));
    equal(
      JSON.stringify(series.data.map((d) => (typeof d === 'object' && d ? (d as { value?: unknown }).value : d))),
      JSON.stringify(counts),
      'the bars are the counts',
    );
    const total = Number($(table, 'tfoot td:nth-child(2)')!.textContent);
    equal(
      counts.reduce((a, b) => a + b, 0),
      total,
      'the total row adds up',
    );
    const colours = () => (getInstanceByDom($(shadow, '.echart')!)?.getOption() as { color?: string[] } | undefined)?.color?.[0];
    themeApi(platform).setTheme('technology');
    await waitFor(() => colours() === PALETTES.technology![0], 'the technology palette');
    // The light and dark themes draw in their own series colours, every one of them (pinned).
    const allColours = () => JSON.stringify((getInstanceByDom($(shadow, '.echart')!)?.getOption() as { color?: string[] } | undefined)?.color);
    themeApi(platform).setTheme('light');
    await waitFor(() => allColours() === JSON.stringify(LIGHT_PALETTE), 'the light palette');
    themeApi(platform).setTheme('dark');
    await waitFor(() => allColours() === JSON.stringify(DARK_PALETTE), 'the dark palette');
    themeApi(platform).setTheme('default');
    await waitFor(() => colours() === PALETTES.default![0], 'the default palette');
    const alternative = $(shadow, '.chart-text table')!;
    assert(/重点客户/.test(alternative.textContent ?? ''), 'the text alternative names the groups');
    $$(shadow, '.seg button')[1]!.click();
    await waitFor(() => $(shadow, '.chart-text table')!.textContent!.includes('.00'), 'sums of the credit limit in the text alternative');
    root.unmount();
    host.remove();
  });

  it('says there is nothing to group by, in both languages, when the entity has no code field and the config names no groupBy', async function (this: MochaContext) {
    this.timeout(30000);
    const platform = await freshPlatform();
    const real = createPageServices(platform);
    // The customer statistics page without its grouping, over a customer with no code field.
    const config = await real.getPageConfig({ pageId: 'page-customer-statistics' });
    const meta = await real.getMeta('CUSTOMER');
    const services: PageServices = {
      ...real,
      peekPage: undefined,
      getPageConfig: async () => ({ ...config, content: { ...config.content, statistics: undefined } }),
      getMeta: async () => ({ ...meta, attributes: meta.attributes.map((a) => (a.dataType === 'code' ? { ...a, dataType: 'string' } : a)) }),
    };
    const shadow = renderPage(
      () => (
        <PageServicesContext.Provider value={services}>
          <style>{PAGE_CSS}</style>
          <StatisticsPage kind="statistics" entity="CUSTOMER" pageId="page-customer-statistics" />
        </PageServicesContext.Provider>
      ),
      {},
    );
    const said = () => $(shadow, '.statistics-page [role="alert"]');
    await waitFor(() => said() && /没有可分组的字段/.test(said()!.textContent ?? ''), 'the reason there are no groups', 10000);
    match(said()!.textContent, /statistics\.groupBy/);
    assert(!$(shadow, '.state.loading'), 'no loading state left waiting');
    assert(!$(shadow, '.stats-table'), 'no table');
    platform.i18n.setLanguage('011');
    await waitFor(() => /Nothing to group by: the entity has no code field/.test(said()?.textContent ?? ''), 'the reason in English', 10000);
    unmountPages();
  });
});
