/**
 * The task page's process chart in Chromium against the reference server: below the fold it is a
 * placeholder and its chunk is not fetched, while the record, the actions and the history draw;
 * scrolled into view, it loads and draws the instance with the task's node current. A file of its
 * own, so that no other test has loaded the chart's modules in this page before.
 */
import TaskPage from '../../../elements/pages/task/TaskPage.tsx';
import { registerEntityPages } from '../../../elements/pages/register.ts';
import { pageRegistry } from '../../../elements/shared/concepts.ts';
import { assert, equal, match } from '../../support/assert.ts';
import { setViewport } from '../../support/commands.ts';
import { unmountAll, waitFor } from '../../support/dom.ts';
import { drawnSvg, processCall, renderPage, unmountPages } from './chart-helpers.ts';
import { $, freshPlatform, hook } from './page-helpers.ts';
import type { TestPlatform } from './page-helpers.ts';

async function as(account: string): Promise<TestPlatform> {
  const platform = await freshPlatform(account);
  registerEntityPages(pageRegistry(platform));
  return platform;
}

/**
 * Follows the modules of the process chart the page fetches from now on (vite serves each source
 * file). An observer, not the resource timing buffer, which fills with the page's other modules.
 */
function watchChartFetches(): { fetched(): string[]; stop(): void } {
  const names: string[] = [];
  const observer = new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) if (entry.name.includes('/pages/process-chart/') || entry.name.includes('dagre')) names.push(entry.name);
  });
  observer.observe({ type: 'resource' });
  return { fetched: () => [...names], stop: () => observer.disconnect() };
}

describe('task page process chart', () => {
  afterEach(async () => {
    unmountPages();
    unmountAll();
    await hook('reset');
  });

  it('loads the chart only when it scrolls into view; the rest of the page does not wait for it', async function (this: MochaContext) {
    this.timeout(60000);
    // A short window, so the chart starts well below the fold.
    await setViewport(1100, 420);
    const alice = await as('alice');
    const orderNo = `SO-CHART-${Date.now().toString(36)}`;
    await alice.http.request({
      entity: 'ORDER',
      action: 'save',
      method: 'POST',
      data: { data: { ORDER_NO: orderNo, CUSTOMER_ID: 1, STATUS: 'draft', AMOUNT: 166000 } },
    });
    const bob = await as('bob');
    const reply = await processCall<{ rows: Array<{ taskId?: string }> }>(bob, 'inbox', { box: 'waiting', page: 1, pageSize: 20, search: orderNo });
    const taskId = reply.rows[0]?.taskId;
    assert(taskId, "the order's task in bob's box");

    const chartFetches = watchChartFetches();
    const shadow = renderPage(TaskPage, { kind: 'task', taskId });
    // The record, the actions and the history draw without the chart.
    await waitFor(() => $(shadow, '.task-history li'), 'the history', 20000);
    await waitFor(() => $(shadow, 'sl-button.task-approve'), 'the approve action', 20000);
    await waitFor(() => $(shadow, '.task-record [data-field]'), 'the record', 20000);
    const place = await waitFor(() => $(shadow, '.task-chart [data-waiting-view]'), 'the chart placeholder');
    assert(place.getBoundingClientRect().top > window.innerHeight + 150, 'the chart starts below the fold');
    assert(place.getBoundingClientRect().height >= 300, 'the placeholder holds the chart its height');
    // Give a chart that wrongly loads at once the time to do so.
    await new Promise((done) => setTimeout(done, 800));
    assert(!$(shadow, '.task-chart svg.process-svg') && !$(shadow, '.task-chart .process-chart-page'), 'no chart while it is off screen');
    equal(chartFetches.fetched().join(' '), '', 'no module of the chart fetched while it is off screen');

    place.scrollIntoView();
    const svg = await drawnSvg($(shadow, '.task-chart')!, 'the chart once in view');
    await waitFor(() => chartFetches.fetched().length > 0, 'the chart fetched once in view');
    chartFetches.stop();
    assert(!$(shadow, '.task-chart [data-waiting-view]'), 'the placeholder gone');
    // The instance drawn: every node named, the task's node current.
    for (const [id, name] of [
      ['start', '提交订单'],
      ['manager', '经理审批'],
      ['end', '结束'],
    ])
      equal(svg.querySelector(`g.process-node[data-node-id="${id}"] text`)?.textContent, name);
    equal(svg.querySelector<SVGGElement>('g.process-node[data-node-id="manager"]')?.dataset.state, 'current');
    match($(shadow, '.task-chart .process-state')?.textContent, /当前：经理审批/);
  });
});
