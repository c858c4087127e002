/**
 * The `processChart` page in Chromium against the reference server: the seeded order approval
 * drawn from its definition (nodes, transitions, the condition in the UI language), an instance
 * with its done nodes, current node and path marked, both languages, the error state of a failed
 * call and its retry, and the demo menu entry. Asserts on the chart's SVG shapes and the text
 * alternative, not on pixels.
 */
import ProcessChartPage from '../../../elements/pages/process-chart/ProcessChartPage.tsx';
import type { ProcessChartPageProps } from '../../../elements/pages/process-chart/ProcessChartPage.tsx';
import { PALETTES } from '../../../elements/pages/charts/palettes.ts';
import { themeApi } from '../../../elements/shared/theme.ts';
import { assert, equal, match } from '../../support/assert.ts';
import { saveScreenshot } from '../../support/commands.ts';
import { unmountAll, waitFor } from '../../support/dom.ts';
import { loginAs, menuItem, q, startShell } from '../app-shell/shell-helpers.ts';
import { drawnSvg, processCall, renderPage, unmountPages } from './chart-helpers.ts';
import { $, $$, freshPlatform, hook } from './page-helpers.ts';
import type { TestPlatform } from './page-helpers.ts';

interface InboxRow {
  instanceId: string;
  status: string;
  processName: Record<string, string>;
}

async function aliceInstance(platform: TestPlatform, status: string): Promise<string> {
  const reply = await processCall<{ rows: InboxRow[] }>(platform, 'inbox', { box: 'started', page: 1, pageSize: 50 });
  const row = reply.rows.find((r) => r.status === status && r.processName['011'] === 'Order approval');
  assert(row, `alice has a ${status} order approval`);
  return row!.instanceId;
}

function steps(shadow: ShadowRoot): Array<{ id: string; state: string | undefined; text: string }> {
  return $$(shadow, '.process-steps li').map((li) => ({ id: li.dataset.nodeId!, state: li.dataset.state, text: li.textContent ?? '' }));
}

const node = (scope: ParentNode, id: string) => scope.querySelector<SVGGElement>(`svg.process-svg g.process-node[data-node-id="${id}"]`);
const transition = (scope: ParentNode, id: string) => scope.querySelector<SVGGElement>(`svg.process-svg g.process-transition[data-transition-id="${id}"]`);
const drawnIds = (scope: ParentNode, selector: string, key: string) =>
  $$(scope, `svg.process-svg ${selector}`)
    .map((g) => g.getAttribute(key))
    .sort()
    .join(',');

/** The drawn label of the start → manager transition (its condition). */
function conditionLabel(shadow: ShadowRoot): string {
  return transition(shadow, 'start-manager')?.querySelector('.process-condition text')?.textContent ?? '';
}

const props = (extra: Partial<ProcessChartPageProps>): ProcessChartPageProps => ({ kind: 'processChart', ...extra });

describe('process chart page', () => {
  afterEach(async () => {
    unmountPages();
    unmountAll();
    await hook('reset');
  });

  it('draws the seeded definition: start, task and end, the transitions and their condition, in both languages', async function (this: MochaContext) {
    this.timeout(40000);
    const platform = await freshPlatform('admin');
    const shadow = renderPage(ProcessChartPage, props({ definitionId: 'order-approval' }));
    const svg = await drawnSvg(shadow, 'the drawn process');
    // Every node of the definition, each with its name, and every transition with an arrow.
    equal(drawnIds(shadow, 'g.process-node', 'data-node-id'), 'end,manager,start');
    equal(node(shadow, 'start')?.querySelector('text')?.textContent, '提交订单');
    equal(node(shadow, 'manager')?.querySelector('text')?.textContent, '经理审批');
    equal(node(shadow, 'end')?.querySelector('text')?.textContent, '结束');
    equal(drawnIds(shadow, 'g.process-transition', 'data-transition-id'), 'manager-end,start-end,start-manager');
    assert(
      $$(svg, 'g.process-transition').every((g) => g.querySelector('polyline') && g.querySelector('polygon')),
      'each transition is a line with an arrow head',
    );
    // dagre lays out top-down: the start above the task above the end.
    const y = (id: string) => node(shadow, id)!.getBoundingClientRect().top;
    assert(y('start') < y('manager') && y('manager') < y('end'), 'top-down layout');
    // The tooltip says what the text alternative says.
    match(node(shadow, 'manager')?.querySelector('title')?.textContent, /经理审批 \(任务\)/);
    assert(!$$(svg, 'g.process-node').some((g) => g.dataset.state), 'no node states drawn without an instance');
    equal($(shadow, '.page-head h2')?.textContent, '订单审批');
    await waitFor(() => steps(shadow).length === 3, 'three steps in the text alternative');
    equal(
      steps(shadow)
        .map((s) => s.id)
        .join(','),
      'start,manager,end',
    );
    match(steps(shadow)[1]!.text, /经理审批（任务）|经理审批 \(任务\)/);
    const conditions = await waitFor(
      () => {
        const texts = $$(shadow, '.process-transitions li').map((li) => li.textContent ?? '');
        return texts.some((t) => t.includes('金额 大于 0')) && texts;
      },
      'the condition worded in Chinese with the field label',
      10000,
    );
    assert(
      conditions.some((t) => t.includes('无条件')),
      'a transition without a condition reads as always',
    );
    await waitFor(() => conditionLabel(shadow).includes('金额 大于 0'), 'the condition on the chart', 10000);
    assert(!steps(shadow).some((s) => s.state), 'no node states without an instance');
    match(svg.getAttribute('aria-label'), /3 个节点，3 条流转/);
    equal(svg.getAttribute('role'), 'img');

    (platform as unknown as { i18n: { setLanguage(l: string): void } }).i18n.setLanguage('011');
    await waitFor(() => $(shadow, '.page-head h2')?.textContent === 'Order approval', 'the English title');
    await waitFor(() => $$(shadow, '.process-transitions li').some((li) => li.textContent?.includes('Amount > 0')), 'the condition in English');
    match(steps(shadow)[1]!.text, /Manager approval \(Task\)/);
    await waitFor(() => conditionLabel(shadow) === 'Amount > 0', 'the chart redrawn in English');
    equal(node(shadow, 'manager')?.querySelector('text')?.textContent, 'Manager approval');
  });

  it('marks an instance: done nodes, the current node and the path taken', async function (this: MochaContext) {
    this.timeout(40000);
    const platform = await freshPlatform('alice');
    const approved = await aliceInstance(platform, 'approved');
    const done = renderPage(ProcessChartPage, props({ instanceId: approved }));
    await waitFor(() => steps(done).length === 3 && steps(done).every((s) => s.state === 'done'), 'every node done in an approved instance', 15000);
    equal($(done, '.process-path')?.dataset.path, 'start-manager,manager-end');
    match($(done, '.process-path')?.textContent, /提交订单 → 经理审批 → 结束/);
    equal(
      $$(done, '.process-transitions li[data-taken="true"]')
        .map((li) => li.dataset.transitionId)
        .join(','),
      'start-manager,manager-end',
    );
    match($(done, '.process-state')?.textContent, /已通过/);
    await drawnSvg(done, 'the drawn instance');
    const width = (id: string) => Number(transition(done, id)!.querySelector('polyline')!.getAttribute('stroke-width'));
    assert(width('start-manager') > width('start-end'), 'the path taken is drawn heavier');
    equal(transition(done, 'manager-end')?.dataset.taken, 'true');
    equal(transition(done, 'start-end')?.dataset.taken, 'false');
    equal(drawnIds(done, 'g.process-node[data-state="done"]', 'data-node-id'), 'end,manager,start');
    unmountPages();

    const running = await aliceInstance(platform, 'running');
    const open = renderPage(ProcessChartPage, props({ query: { instanceId: running } }));
    await waitFor(() => steps(open).find((s) => s.id === 'manager')?.state === 'current', 'the manager node current', 15000);
    equal(steps(open).find((s) => s.id === 'start')?.state, 'done');
    equal(steps(open).find((s) => s.id === 'end')?.state, 'waiting');
    match($(open, '.process-state')?.textContent, /进行中 · 当前：经理审批/);
    await drawnSvg(open, 'the running instance drawn');
    // The current node is marked in the drawing: its state, a heavier border, bold name, and its tooltip.
    const manager = node(open, 'manager')!;
    equal(manager.dataset.state, 'current');
    equal(manager.querySelector('rect')?.getAttribute('stroke-width'), '3');
    equal(manager.querySelector('text')?.getAttribute('font-weight'), 'bold');
    match(manager.querySelector('title')?.textContent, /当前/);
    equal(node(open, 'start')?.dataset.state, 'done');
    equal(node(open, 'end')?.dataset.state, 'waiting');
    const fill = (id: string) => node(open, id)!.querySelector('rect, ellipse')!.getAttribute('fill');
    assert(fill('manager') !== fill('start') && fill('start') !== fill('end'), 'current, done and waiting in their own colours');
    equal(fill('manager'), PALETTES.default![3]);
    // The dark theme: its palette for the states, its background behind the condition labels.
    themeApi(platform).setTheme('dark');
    await waitFor(() => fill('manager') === PALETTES.dark![3] && fill('start') === PALETTES.dark![2], 'the dark palette');
    equal(transition(open, 'start-manager')?.querySelector('.process-condition rect')?.getAttribute('fill'), '#1f1f1f');
    themeApi(platform).setTheme('default');
    await waitFor(() => fill('manager') === PALETTES.default![3], 'the default palette again');
    await saveScreenshot('process-chart-instance');
  });

  it('shows the error of a failed call with a retry, and says when no process is named', async function (this: MochaContext) {
    this.timeout(40000);
    await freshPlatform('admin');
    await hook('fail', { action: 'definition', count: 1, code: 'error.fail', msg: '流程服务暂不可用' });
    const shadow = renderPage(ProcessChartPage, props({ definitionId: 'order-approval' }));
    const alert = await waitFor(() => $(shadow, '.state.error[role="alert"]'), 'the error state', 15000);
    match(alert.textContent, /加载失败/);
    ($(alert, 'sl-button') as HTMLElement).click();
    await drawnSvg(shadow, 'the chart after the retry');

    const none = renderPage(ProcessChartPage, props({}));
    const message = await waitFor(() => $(none, '.state.error'), 'the missing-process message');
    match(message.textContent, /未指定流程/);
  });

  it('is reachable from the demo menu', async function (this: MochaContext) {
    this.timeout(60000);
    const { root } = await startShell();
    await loginAs(root, 'bob');
    (await menuItem(root, 'mod-process-org')).click();
    (await menuItem(root, 'mod-process-chart')).click();
    const page = await waitFor(() => q(root, '.process-chart-page'), 'the process chart page in a tab', 15000);
    await drawnSvg(page, 'the order approval drawn from the page config');
    await waitFor(() => $$(page, '.process-steps li').length === 3, 'its steps');
  });
});
