/**
 * The phone's own page kinds and the rough edges of a phone's journey, at 375×812 against the
 * reference server: the mobile form and detail (chosen on a phone, openable by name), the bottom
 * bar at the bottom of the screen, reports and import in the phone's menu, the card list's folded
 * filters, the organisation chart's tree, the pager's total and the back arrow.
 */
import { assert, equal, match } from '../../support/assert.ts';
import { saveScreenshot, setViewport } from '../../support/commands.ts';
import { mount, sleep, unmountAll, waitFor } from '../../support/dom.ts';
import { typeInto } from '../../support/demo-page.ts';
import { pageRegistry } from '../../../elements/shared/concepts.ts';
import { PASSWORD, q, startShell, submitLogin } from '../app-shell/shell-helpers.ts';
import type { ShellUnderTest } from '../app-shell/shell-helpers.ts';
import { mobileLayout, phoneViewport, visible } from './mobile-helpers.ts';
import { cards } from './record-flow.ts';

type Shell = ShellUnderTest;

async function signedIn(): Promise<Shell> {
  const shell = await startShell();
  await submitLogin(shell.root, 'alice', PASSWORD);
  // The first sign-in of a run also compiles the layout's modules: generous on a busy machine.
  await waitFor(() => mobileLayout(shell.root), 'the mobile layout after alice signs in', 45000);
  return shell;
}

async function fromBottomBar(root: ShadowRoot, moduleId: string): Promise<void> {
  const entry = await waitFor(() => q<HTMLElement>(root, `.bottom-bar-item[data-module="${moduleId}"]`), `${moduleId} in the bottom bar`, 15000);
  entry.click();
  await waitFor(() => cards(root).length > 0, 'the cards', 15000);
}

/** Opens the phone's menu, a folder in it, and picks an entry of the folder (the menu closes). */
async function pickFromMenu(root: ShadowRoot, folder: string, entry: string, screenshot?: string): Promise<void> {
  q(root, '.mobile-top-bar .menu-toggle')!.click();
  const menu = await waitFor(() => q(root, '#mobile-menu:not([hidden])'), 'the menu');
  const group = await waitFor(
    () => menu.querySelector<HTMLElement & { expanded?: boolean }>(`sl-tree-item[data-module="${folder}"]`),
    `${folder} in the phone menu`,
    15000,
  );
  group.expanded = true;
  const item = await waitFor(() => menu.querySelector<HTMLElement>(`sl-tree-item[data-module="${entry}"]`), `${entry} in the phone menu`, 5000);
  if (screenshot) await sleep(300).then(() => saveScreenshot(screenshot));
  item.click();
  await waitFor(() => q(root, '#mobile-menu')?.hidden, 'the menu closed');
}

function bottomBarTop(root: ShadowRoot): number {
  return q(root, '.bottom-bar')?.getBoundingClientRect().top ?? innerHeight;
}

/** A form laid out for a thumb: one column, each label above its input, inputs at least 44 px high. */
function assertPhoneForm(form: HTMLElement): void {
  const fields = [...form.querySelectorAll<HTMLElement>('.form-grid > .form-field.contained')].filter((field) => visible(field));
  assert(fields.length >= 3, 'the form has fields');
  equal(new Set(fields.map((field) => Math.round(field.getBoundingClientRect().left))).size, 1, 'one column');
  for (const field of fields) {
    const label = field.querySelector('.field-label');
    const input = field.querySelector<HTMLElement>('input:not([type="checkbox"]):not([type="radio"]):not([type="hidden"]), select, textarea');
    if (!label || !input || !visible(input)) continue;
    assert(label.getBoundingClientRect().bottom <= input.getBoundingClientRect().top + 1, `${field.dataset.field}: the label above its input`);
    assert(input.getBoundingClientRect().height >= 43.5, `${field.dataset.field}: a touch-sized input (${input.getBoundingClientRect().height} px)`);
  }
}

describe('phone pages at 375×812', () => {
  before(phoneViewport);
  after(() => setViewport(1280, 860));
  afterEach(() => {
    unmountAll();
    window.scrollTo(0, 0);
  });

  it('registers the mobile form and detail kinds beside the card list', async () => {
    const { platform } = await startShell();
    const pages = pageRegistry(platform).$pages.get();
    for (const kind of ['entityCardList', 'entityCardForm', 'entityCardDetail']) assert(pages[kind], `${kind} is in the page registry`);
  });

  it('shows a record as the mobile detail (label/value rows, lines as cards) and edits it in the mobile form', async function (this: MochaContext) {
    this.timeout(90000);
    const { root } = await signedIn();
    await fromBottomBar(root, 'mod-order-list');
    q(cards(root)[0]!, '.card-open')!.click();
    // The record opens over the list: a child page on a phone.
    const detail = await waitFor(
      () => q(root, '.phone-page[data-page-kind="entityCardDetail"] .form-page[data-state="detail"] .detail-item'),
      'the mobile detail',
      20000,
    );
    const page = detail.closest<HTMLElement>('.form-page')!;
    // A row: the label on the left, its value on the right of the same line.
    for (const item of [...page.querySelectorAll<HTMLElement>('.detail-grid > .detail-item')].slice(0, 4)) {
      const label = item.querySelector('dt')!.getBoundingClientRect();
      const value = item.querySelector('dd')!.getBoundingClientRect();
      assert(label.right <= value.left + 1 && Math.abs(label.top - value.top) < 12, `${item.dataset.field}: label and value on one row`);
    }
    // The order's lines: each a card of label/value pairs, no table head.
    const line = await waitFor(() => page.querySelector<HTMLElement>('.child-section .sub-table tbody tr'), 'an order line', 15000);
    assert(!visible(page.querySelector('.child-section .sub-table thead')), 'no table head on a phone');
    const cells = [...line.querySelectorAll<HTMLElement>('td')];
    assert(cells.length > 1, 'the line has cells');
    equal(new Set(cells.map((cell) => Math.round(cell.getBoundingClientRect().left))).size, 1, 'the cells stacked in a card');
    const firstCell = cells[0]!;
    assert(firstCell.dataset.label && !['none', 'normal'].includes(getComputedStyle(firstCell, '::before').content), 'each value names its column');
    await sleep(300);
    await saveScreenshot('phone-detail');

    const edit = [...page.querySelectorAll<HTMLElement>('.form-actions sl-button')].find((button) => button.textContent?.trim() === '编辑')!;
    edit.click();
    const form = await waitFor(
      () => q(root, '.phone-page .form-page[data-state="edit"] .form-grid .form-field.contained')?.closest<HTMLElement>('.form-page'),
      'the mobile edit form',
      20000,
    );
    assertPhoneForm(form);
    await sleep(300);
    await saveScreenshot('phone-edit-form');
  });

  it('chooses the mobile form for an add on a phone and keeps its save bar in reach', async function (this: MochaContext) {
    this.timeout(90000);
    const { root, platform } = await signedIn();
    platform.router.open({ kind: 'add', entity: 'meta-customer', title: '新建客户' });
    const form = await waitFor(
      () =>
        q(
          root,
          '.tab-panel:not([hidden]) .phone-page[data-page-kind="entityCardForm"] .form-page[data-state="add"] .form-grid .form-field',
        )?.closest<HTMLElement>('.form-page'),
      'the mobile add form in the page',
      15000,
    );
    assertPhoneForm(form);
    // The form is longer than the screen; its buttons stay in view above the bottom bar.
    assert(form.getBoundingClientRect().bottom > innerHeight, 'the form goes on below the screen');
    const actions = form.querySelector<HTMLElement>('.form-actions')!;
    const bar = actions.getBoundingClientRect();
    assert(
      bar.top >= 0 && bar.bottom <= bottomBarTop(root) + 1,
      `the save bar in view above the bottom bar (${Math.round(bar.top)}–${Math.round(bar.bottom)})`,
    );
    assert(actions.querySelector('.save-button'), 'Save is in the bar');
    await sleep(300);
    await saveScreenshot('phone-add-form');
  });

  it('opens the mobile form and detail by name, as a bundle does', async function (this: MochaContext) {
    this.timeout(90000);
    const { root, platform } = await signedIn();
    await fromBottomBar(root, 'mod-mobile-customers');
    const recordId = cards(root)[0]!.dataset.key!;
    const name = q(cards(root)[0]!, '.card-open')!.textContent!.trim();
    platform.router.open({ kind: 'entityCardDetail', entity: 'meta-customer', recordId, title: 'detail' });
    const detail = await waitFor(
      () => q(root, '.tab-panel:not([hidden]) .phone-page[data-page-kind="entityCardDetail"] .form-page[data-state="detail"]'),
      'the detail opened by name',
      15000,
    );
    await waitFor(() => detail.textContent?.includes(name), 'the record in it', 15000);
    platform.router.open({ kind: 'entityCardForm', entity: 'meta-customer', recordId, title: 'edit' });
    const edit = await waitFor(
      () => q(root, '.tab-panel:not([hidden]) .phone-page[data-page-kind="entityCardForm"] .form-page[data-state="edit"] [data-field="NAME"] input'),
      'the edit form opened by name',
      15000,
    );
    equal((edit as HTMLInputElement).value, name, 'the record in the form');
    platform.router.open({ kind: 'entityCardForm', entity: 'meta-customer', title: 'add' });
    await waitFor(() => q(root, '.tab-panel:not([hidden]) .phone-page .form-page[data-state="add"]'), 'an add form without a record', 15000);
  });

  it('keeps the bottom bar at the bottom of the screen on a short page', async function (this: MochaContext) {
    this.timeout(90000);
    const { root, platform } = await signedIn();
    // A host page that goes on below the shell (a footer): the page's own box ends mid-screen.
    mount('<footer style="height: 600px; background: #e4e4e7">host footer</footer>');
    await waitFor(() => q(root, '.bottom-bar-item'), 'the bottom bar', 15000);
    platform.router.open({ kind: 'mine', title: 'mine' });
    await waitFor(() => q(root, '.tab-panel:not([hidden]) .mine-page, .tab-panel:not([hidden]) [data-page-kind="mine"]'), 'a page', 15000);
    for (const notice of root.querySelectorAll<HTMLElement & { hide?: () => void }>('.notices sl-alert')) notice.hide?.();
    // A short page: the launcher of 审批与任务, two entries.
    platform.router.open({ kind: 'menuIndex', query: { menuId: 'mod-work' }, title: '审批与任务' });
    await waitFor(() => q(root, '.tab-panel:not([hidden]) .launcher-page .launcher-tile'), 'a short page', 15000);
    await sleep(300);
    window.scrollTo(0, document.documentElement.scrollHeight);
    await sleep(200);
    const bar = q(root, '.bottom-bar')!.getBoundingClientRect();
    equal(Math.round(bar.bottom), innerHeight, 'the bar ends at the bottom of the screen');
    await saveScreenshot('phone-short-page');
    window.scrollTo(0, 0);
    await sleep(100);
    equal(Math.round(q(root, '.bottom-bar')!.getBoundingClientRect().bottom), innerHeight, 'also before any scroll');
    await saveScreenshot('phone-short-page-top');
  });

  it('reaches the reports and the import from the phone menu', async function (this: MochaContext) {
    this.timeout(90000);
    const { root } = await signedIn();
    for (const [folder, entry, drawn] of [
      ['mod-report', 'mod-report-list', '.report-list-page'],
      ['mod-data', 'mod-data-customers', '.import-export-page'],
    ] as const) {
      await pickFromMenu(root, folder, entry, folder === 'mod-report' ? 'phone-menu-reports' : undefined);
      await waitFor(() => visible(q(root, `.tab-panel:not([hidden]) ${drawn}`)), `${entry} open`, 30000);
    }
    await sleep(300);
    await saveScreenshot('phone-import');
  });

  it('folds the card list filters behind a button that counts the active ones', async function (this: MochaContext) {
    this.timeout(90000);
    const { root } = await signedIn();
    await fromBottomBar(root, 'mod-mobile-customers');
    const page = q(root, '.tab-panel:not([hidden]) .card-list-page')!;
    const toggle = await waitFor(() => page.querySelector<HTMLElement>('.filter-toggle'), 'the filter button');
    assert(!visible(page.querySelector('.search')), 'the filters are folded');
    const firstCard = cards(root)[0]!.getBoundingClientRect();
    assert(firstCard.top < bottomBarTop(root) - 40, `a card on the first screen (top ${Math.round(firstCard.top)})`);
    equal(toggle.getAttribute('aria-expanded'), 'false');
    await saveScreenshot('phone-filters-folded');

    toggle.click();
    const search = await waitFor(() => visible(page.querySelector('.search')) && page.querySelector<HTMLElement>('.search'), 'the filters shown');
    equal(toggle.getAttribute('aria-expanded'), 'true');
    const name = cards(root)[0]!.querySelector('.card-open')!.textContent!.trim();
    typeInto(search.querySelector<HTMLInputElement>('[data-field="NAME"] input')!, name);
    await sleep(50);
    await sleep(300);
    await saveScreenshot('phone-filters-open');
    search.querySelector<HTMLElement>('.search-submit')!.click();
    await waitFor(() => !visible(page.querySelector('.search')), 'the filters fold after the search');
    await waitFor(() => cards(root).length > 0 && cards(root).every((card) => card.textContent?.includes(name)), 'the cards filtered', 15000);
    equal(toggle.querySelector('.filter-count')?.textContent, '1', 'one filter on');
    match(toggle.getAttribute('aria-label') ?? '', /1 个筛选条件生效/);
    await saveScreenshot('phone-filters-counted');
  });

  it('shows the organisation tree: the top and its departments in view, expandable, scrollable', async function (this: MochaContext) {
    this.timeout(90000);
    const { root, platform } = await signedIn();
    platform.router.open({ kind: 'orgChart', title: 'org' });
    const box = await waitFor(() => q(root, '.tab-panel:not([hidden]) .org-drawing'), 'the chart', 20000);
    const nodes = await waitFor(
      () => [...box.querySelectorAll<SVGGElement>('.org-node')].length > 1 && [...box.querySelectorAll<SVGGElement>('.org-node')],
      'the boxes',
    );
    // The chart places its first view after it is drawn: look once the page has settled.
    await sleep(500);
    const view = box.getBoundingClientRect();
    const inView = (node: Element) => {
      const r = node.getBoundingClientRect();
      return r.left >= view.left - 1 && r.right <= view.right + 1 && r.top >= view.top - 1 && r.bottom <= Math.min(view.bottom, bottomBarTop(root)) + 1;
    };
    const top = nodes[0]!;
    assert(inView(top), `the top of the tree (${top.textContent}) in view`);
    assert(
      nodes.some((node) => node !== top && node.dataset.kind === 'dept' && inView(node)),
      'a department under the top in view',
    );
    assert(box.scrollWidth > box.clientWidth && ['auto', 'scroll'].includes(getComputedStyle(box).overflowX), 'the chart scrolls sideways');
    await saveScreenshot('phone-org-chart');
    const closed = box.querySelector<SVGGElement>('.org-node[data-expanded="false"]')!;
    const key = closed.dataset.key!;
    const before = box.querySelectorAll('.org-node').length;
    closed.dispatchEvent(new MouseEvent('click', { bubbles: true }));
    await waitFor(() => box.querySelector(`.org-node[data-key="${key}"]`)?.getAttribute('data-expanded') === 'true', 'the department opened');
    assert(box.querySelectorAll('.org-node').length > before, 'its people and departments drawn');
    const left = box.scrollLeft;
    box.scrollLeft = left + 80;
    assert(box.scrollLeft !== left, 'a finger can scroll it');
  });

  it('keeps "共 N 条" on one line in the approvals and tasks', async function (this: MochaContext) {
    this.timeout(90000);
    const { root } = await signedIn();
    for (const kind of ['mod-work-approvals', 'mod-work-tasks']) {
      await pickFromMenu(root, 'mod-work', kind);
      const total = await waitFor(
        () => [...root.querySelectorAll<HTMLElement>('.tab-panel:not([hidden]) .pager-total')].find((el) => /共 \d+ 条/.test(el.textContent ?? '')),
        `the total of ${kind}`,
        30000,
      );
      const lineHeight = Number.parseFloat(getComputedStyle(total).lineHeight) || 20;
      assert(total.getBoundingClientRect().height < lineHeight * 1.5, `"${total.textContent}" on one line in ${kind}`);
      await saveScreenshot(`phone-total-${kind}`);
    }
  });

  it('draws the back arrow pointing left', async function (this: MochaContext) {
    this.timeout(90000);
    const { root } = await signedIn();
    await fromBottomBar(root, 'mod-mobile-customers');
    q(cards(root)[0]!, '.card-open')!.click();
    const back = await waitFor(() => q<HTMLElement>(root, '.mobile-back'), 'the back button', 15000);
    const path = await waitFor(() => back.shadowRoot?.querySelector('sl-icon')?.shadowRoot?.querySelector<SVGPathElement>('svg path'), 'the drawn arrow');
    // The arrow as drawn on the screen (every transform on the way included): its tip left of its ends.
    const matrix = path.getScreenCTM()!;
    const onScreen = (at: number) => {
      const point = path.getPointAtLength(at);
      return new DOMPoint(point.x, point.y).matrixTransform(matrix);
    };
    const length = path.getTotalLength();
    const [start, tip, end] = [onScreen(0), onScreen(length / 2), onScreen(length)];
    assert(tip.x < start.x - 2 && tip.x < end.x - 2, `the tip (${tip.x}) left of the ends (${start.x}, ${end.x})`);
    await sleep(300);
    await saveScreenshot('phone-back-arrow');
  });
});
