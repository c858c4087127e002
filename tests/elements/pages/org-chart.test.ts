/**
 * The `orgChart` page in Chromium against the reference server: the seeded department tree with
 * its people drawn top-down, departments opened and closed, the search marking and opening the
 * way to a user whose card then opens by keyboard, both languages, the error state of a failed
 * call with its retry, the department and user finds over the same tree, and the demo menu entry.
 */
import FindPage from '../../../elements/pages/list/FindPage.tsx';
import type { FindPageProps } from '../../../elements/pages/list/FindPage.tsx';
import OrgChartPage from '../../../elements/pages/org-chart/OrgChartPage.tsx';
import type { PageProps } from '../../../elements/shared/page-props.ts';
import { assert, equal, match } from '../../support/assert.ts';
import { saveScreenshot, setViewport } from '../../support/commands.ts';
import { unmountAll, waitFor } from '../../support/dom.ts';
import { loginAs, menuItem, q, startShell } from '../app-shell/shell-helpers.ts';
import { clickShape, drawnSvg, renderPage, unmountPages } from './chart-helpers.ts';
import { $, $$, freshPlatform, hook, typeInto } from './page-helpers.ts';

/** The keys of the boxes drawn in the chart (department ids, `person:<id>`). */
const drawnKeys = (scope: ParentNode) => $$(scope, 'svg.org-svg g.org-node').map((g) => g.dataset.key!);
const box = (scope: ParentNode, key: string) => scope.querySelector<SVGGElement>(`svg.org-svg g.org-node[data-key="${key}"]`);
const centre = (element: Element) => {
  const rect = element.getBoundingClientRect();
  return { x: rect.left + rect.width / 2, y: rect.top + rect.height / 2 };
};

const props: PageProps = { kind: 'orgChart' };

function setLanguage(platform: unknown, language: string): void {
  (platform as { i18n: { setLanguage(l: string): void } }).i18n.setLanguage(language);
}

describe('organisation chart page', () => {
  afterEach(async () => {
    unmountPages();
    unmountAll();
    await hook('reset');
  });

  it('draws the departments with their people top-down, and opens and closes a department', async function (this: MochaContext) {
    this.timeout(40000);
    await setViewport(1280, 900);
    await freshPlatform('admin');
    const shadow = renderPage(OrgChartPage, props);
    const svg = await drawnSvg(shadow, 'the drawn organisation');
    const names = drawnKeys(shadow);
    // The root on top, its departments one level below it, each box with its name.
    const root = box(shadow, 'dept-root')!;
    assert(root, 'the root department drawn');
    for (const id of ['dept-sales', 'dept-it', 'dept-finance', 'dept-sales-east']) assert(names.includes(id), `${id} drawn`);
    for (const id of ['dept-sales', 'dept-it', 'dept-finance']) assert(centre(box(shadow, id)!).y > centre(root).y, `${id} below the root`);
    assert(centre(box(shadow, 'dept-sales-east')!).y > centre(box(shadow, 'dept-sales')!).y, 'Sales East below Sales');
    match(box(shadow, 'dept-sales')?.querySelector('text')?.textContent, /销售部/);
    equal($$(svg, 'polyline').length, names.length - 1, 'one line from each box to its parent');
    // The top two levels open at first: bob (Sales) shows, alice (Sales East, third level) not yet.
    assert(names.includes('person:user-bob'), 'bob in Sales');
    assert(!names.includes('person:user-alice'), 'Sales East closed at first');
    equal(box(shadow, 'dept-sales-east')?.dataset.expanded, 'false');
    match(box(shadow, 'dept-sales-east')?.querySelector('title')?.textContent, /华东销售.*人/);
    match($(shadow, '.page-head h2')?.textContent, /组织架构/);
    match(svg.getAttribute('aria-label'), /\d+ 个部门，\d+ 人/);

    const east = await waitFor(() => $(shadow, 'button.dept[data-key="dept-sales-east"]'), 'Sales East in the outline');
    equal(east.getAttribute('aria-expanded'), 'false');
    east.click();
    await waitFor(() => east.getAttribute('aria-expanded') === 'true', 'Sales East open');
    await waitFor(() => $(shadow, 'button.person[data-key="person:user-alice"]'), 'alice in the outline');
    const after = await waitFor(() => drawnKeys(shadow).includes('person:user-alice') && drawnKeys(shadow), 'alice drawn in the chart');
    assert(after.includes('person:user-carol'), 'carol in Sales East');
    match(box(shadow, 'person:user-alice')?.textContent, /王丽/);
    await saveScreenshot('org-chart');
    east.click();
    await waitFor(() => !$(shadow, 'button.person[data-key="person:user-alice"]'), 'Sales East closed again');
    await waitFor(() => !drawnKeys(shadow).includes('person:user-alice'), 'its people gone from the chart');

    // The same from the chart: a click on the branch opens it, in the outline too, and shows its people.
    clickShape(box(shadow, 'dept-sales-east')!);
    await waitFor(() => drawnKeys(shadow).includes('person:user-alice') && drawnKeys(shadow).includes('person:user-carol'), 'the branch opened from the chart');
    equal(box(shadow, 'dept-sales-east')?.dataset.expanded, 'true');
    await waitFor(() => east.getAttribute('aria-expanded') === 'true', 'the outline follows the chart');
    // A click on a person in the chart opens their card.
    clickShape(box(shadow, 'person:user-carol')!);
    const card = await waitFor(() => $$(shadow, 'sl-dialog.person-card').find((d) => (d as HTMLElement & { open?: boolean }).open), 'the card from the chart');
    match($(card, 'dl[data-person-id="user-carol"]')?.textContent, /陈嘉/);
  });

  it('search finds a user, opens the way to them, and Enter opens their card, in both languages', async function (this: MochaContext) {
    this.timeout(40000);
    const platform = await freshPlatform('admin');
    const shadow = renderPage(OrgChartPage, props);
    await drawnSvg(shadow, 'the drawn organisation');
    const search = await waitFor(() => $(shadow, 'sl-input.org-search'), 'the search box');
    typeInto(search, 'Alice');
    await waitFor(() => $(shadow, '.org-found')?.textContent === '找到 1 项', 'one match announced');
    const alice = await waitFor(() => $(shadow, 'button.person.match[data-key="person:user-alice"]'), 'alice marked in the outline');
    const marked = await waitFor(() => {
      const node = box(shadow, 'person:user-alice');
      return node?.classList.contains('match') && node.querySelector('rect')?.getAttribute('stroke-width') === '2' && node;
    }, 'alice highlighted in the chart');
    match(marked.textContent, /王丽/);

    search.dispatchEvent(new KeyboardEvent('keydown', { key: 'Enter', bubbles: true, composed: true }));
    await waitFor(() => shadow.activeElement === alice, 'focus on the first match');
    alice.click();
    const dialog = await waitFor(() => $$(shadow, 'sl-dialog.person-card').find((d) => (d as HTMLElement & { open?: boolean }).open), 'the person card');
    const card = $(dialog, 'dl[data-person-id="user-alice"]')!;
    match(card.textContent, /王丽/);
    match(card.textContent, /Alice Wang/);
    match(card.textContent, /华东销售/);
    match(card.textContent, /销售代表/);
    match(card.textContent, /alice@demo\.example\.com/);
    match(card.textContent, /021-5550-0101/);
    match(card.textContent, /部门.*职务.*邮箱.*电话/);
    await saveScreenshot('org-chart-card');
    ($(dialog, 'sl-button[slot="footer"]') as HTMLElement).click();
    await waitFor(() => !(dialog as HTMLElement & { open?: boolean }).open, 'the card closed');

    setLanguage(platform, '011');
    await waitFor(() => $(shadow, '.page-head h2')?.textContent === 'Organisation', 'the English title');
    await waitFor(() => $(shadow, '.org-found')?.textContent === '1 found', 'the English count');
    await waitFor(() => $(shadow, 'button.dept[data-key="dept-sales-east"]')?.textContent?.includes('Sales East'), 'English department names');
    $(shadow, 'button.person[data-key="person:user-alice"]')!.click();
    const english = await waitFor(() => $$(shadow, 'sl-dialog.person-card').find((d) => (d as HTMLElement & { open?: boolean }).open), 'the card in English');
    match(english.textContent, /Department.*Title.*Email.*Phone/);
    match(english.textContent, /Alice Wang/);
  });

  it('shows the error of a failed call with a retry', async function (this: MochaContext) {
    this.timeout(30000);
    await freshPlatform('admin');
    await hook('fail', { action: 'tree', count: 1, code: 'error.fail', msg: '组织服务暂不可用' });
    const shadow = renderPage(OrgChartPage, props);
    const alert = await waitFor(() => $(shadow, '.state.error[role="alert"]'), 'the error state', 15000);
    match(alert.textContent, /加载失败/);
    ($(alert, 'sl-button') as HTMLElement).click();
    await drawnSvg(shadow, 'the chart after the retry');
  });

  it('the department find and the user find pick from the same tree', async function (this: MochaContext) {
    this.timeout(30000);
    await freshPlatform('admin');
    const picked: string[] = [];
    const onPick: FindPageProps['onPick'] = (_row, label, key) => picked.push(`${key}|${label}`);
    const depts = renderPage(FindPage, { kind: 'departmentFind', onPick });
    (await waitFor(() => $(depts, 'button.dept-pick[data-key="dept-sales"]'), 'Sales in the department find', 15000)).click();
    equal(picked.pop(), 'dept-sales|销售部');
    const users = renderPage(FindPage, { kind: 'userFind', onPick });
    typeInto(await waitFor(() => $(users, 'sl-input'), "the find's search", 15000), 'carol');
    (await waitFor(() => $(users, 'button.person[data-key="person:user-carol"]'), 'carol found')).click();
    equal(picked.pop(), 'user-carol|陈嘉');
  });

  it('is reachable from the demo menu', async function (this: MochaContext) {
    this.timeout(60000);
    const { root } = await startShell();
    await loginAs(root, 'alice');
    (await menuItem(root, 'mod-process-org')).click();
    (await menuItem(root, 'mod-org-chart')).click();
    const page = await waitFor(() => q(root, '.org-chart-page'), 'the organisation chart in a tab', 15000);
    await drawnSvg(page, 'the organisation drawn');
  });
});
