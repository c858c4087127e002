import { assert, equal, match } from '../../support/assert.ts';
import { press, saveScreenshot, setViewport } from '../../support/commands.ts';
import { deepActiveElement, sleep, unmountAll, waitFor } from '../../support/dom.ts';
import { $$, rowsOf, text } from '../../support/demo-page.ts';
import { loginAs, menuItem, q, startShell, tabs } from '../app-shell/shell-helpers.ts';

async function openList(root: ShadowRoot, moduleId = 'mod-customer-list'): Promise<HTMLElement> {
  (await menuItem(root, moduleId)).click();
  const list = await waitFor(() => q<HTMLElement>(root, '[role="tabpanel"]:not([hidden]) .list-page'), 'the list page in a tab', 15000);
  await waitFor(() => rowsOf(list).length > 0, 'the first rows', 15000);
  return list;
}

const headButtons = (list: HTMLElement) => $$(list, '.grid-head button.sort');
const focused = () => deepActiveElement() as HTMLElement | null;

/** Focus after `key`, once the key's handler (and any frame it waits for) has run. */
async function pressAndSettle(key: string): Promise<HTMLElement | null> {
  await press(key);
  await sleep(60);
  return focused();
}

describe('keyboard: header row, tab bar and grid focus', () => {
  before(() => setViewport(1280, 860));
  afterEach(unmountAll);

  it('the header row is one tab stop: arrows, Home and End move between headers, Enter and Space sort, ↓ and ↑ cross to the rows', async function (this: MochaContext) {
    this.timeout(40000);
    const { root } = await startShell();
    await loginAs(root, 'bob');
    const list = await openList(root);
    const grid = q<HTMLElement>(list, '[role="grid"]')!;
    const buttons = headButtons(list);
    assert(buttons.length >= 3, `several sortable headers (${buttons.length})`);
    equal(buttons.filter((b) => b.tabIndex === 0).length, 1, 'one header in the tab order');
    equal(buttons[0]!.tabIndex, 0, 'the first header holds the stop');

    // Tab from the grid lands on the header row once, and the next Tab leaves it.
    grid.focus();
    equal(await pressAndSettle('Tab'), buttons[0], 'Tab goes to the header row');
    const after = await pressAndSettle('Tab');
    assert(!after?.closest('.grid-head'), `a second Tab leaves the header row (${after?.className})`);

    buttons[0]!.focus();
    equal(await pressAndSettle('ArrowRight'), buttons[1], '→ moves to the next header');
    equal(buttons[1]!.tabIndex, 0, 'the stop follows focus');
    equal(buttons.filter((b) => b.tabIndex === 0).length, 1, 'still one stop');
    equal(await pressAndSettle('ArrowLeft'), buttons[0], '← moves back');
    equal(await pressAndSettle('ArrowLeft'), buttons[0], '← stops at the first header');
    equal(await pressAndSettle('End'), buttons.at(-1), 'End goes to the last header');
    equal(await pressAndSettle('Home'), buttons[0], 'Home goes to the first header');
    await pressAndSettle('ArrowRight');

    // Enter and Space sort the focused column; focus stays on its header.
    const header = buttons[1]!.closest<HTMLElement>('[role="columnheader"]')!;
    await press('Enter');
    await waitFor(() => header.getAttribute('aria-sort') === 'ascending', 'Enter sorts ascending');
    await waitFor(() => focused() === headButtons(list)[1], 'focus stays on the sorted header');
    await press(' ');
    await waitFor(() => header.getAttribute('aria-sort') === 'descending', 'Space sorts descending');

    // ↓ goes to the rows, ↑ from the first row back to the header that had the stop.
    equal(await pressAndSettle('ArrowDown'), grid, '↓ moves to the rows');
    match(grid.getAttribute('aria-activedescendant') ?? '', /-row-0$/, 'the first row is active');
    equal(await pressAndSettle('ArrowUp'), headButtons(list)[1], '↑ from the first row returns to the header row');

    // Shift+Tab out and Tab back in: the header row remembers its column.
    grid.focus();
    equal(await pressAndSettle('Tab'), headButtons(list)[1], 'the stop stays on the last header used');
  });

  it('the tab bar is a clean ARIA tablist: only tabs inside, Delete closes the focused tab and focus stays in the list', async function (this: MochaContext) {
    this.timeout(40000);
    const { root } = await startShell();
    await loginAs(root, 'bob');
    await openList(root);
    await openList(root, 'mod-order-list');
    await waitFor(() => tabs(root).length === 2, 'two tabs');

    const tablist = q(root, '[role="tablist"]')!;
    for (const child of tablist.children) equal(child.getAttribute('role'), 'presentation', 'each tab box is presentational');
    for (const close of tablist.querySelectorAll<HTMLElement>('.tab-close')) {
      equal(close.getAttribute('aria-hidden'), 'true', 'the close button is a pointer target, out of the accessibility tree');
      equal(close.tabIndex, -1, 'and out of the tab order');
      assert(close.title, 'the close button tells the pointer what it does');
    }
    const active = q<HTMLElement>(root, '[role="tab"][aria-selected="true"]')!;
    equal(active.getAttribute('aria-keyshortcuts'), 'Delete', 'the tab announces its Delete key');
    const hint = root.getElementById(active.getAttribute('aria-describedby') ?? '')!;
    match(text(hint), /Delete/, 'the hint names the key');

    // Arrows move between tabs, Delete closes the focused one and focus goes to the tab left.
    active.focus();
    const first = tabs(root)[0]!;
    equal(await pressAndSettle('ArrowLeft'), first, '← moves to the other tab');
    await waitFor(() => first.getAttribute('aria-selected') === 'true', 'and activates it');
    await press('Delete');
    await waitFor(() => tabs(root).length === 1, 'Delete closed the focused tab');
    const left = tabs(root)[0]!;
    await waitFor(() => focused() === left, 'focus on the tab that is left');
    match(text(left), /订单|Order/, 'the order list is left');
  });

  it('the active grid row has a clean focus ring in the theme colour, inside the row and the scroller', async function (this: MochaContext) {
    this.timeout(40000);
    await setViewport(1440, 900);
    const { root } = await startShell();
    await loginAs(root, 'bob');
    const list = await openList(root);
    const grid = q<HTMLElement>(list, '[role="grid"]')!;
    headButtons(list)[0]!.focus();
    await pressAndSettle('ArrowDown');
    await pressAndSettle('ArrowDown');
    assert(grid.matches(':focus-visible'), 'the grid has keyboard focus');

    const ringOf = async (what: string) => {
      const row = await waitFor(() => q<HTMLElement>(grid, '.grid-row.active'), `the active row (${what})`);
      const ring = q<HTMLElement>(grid, '.row-focus-ring')!;
      const style = getComputedStyle(ring);
      equal(style.outlineStyle, 'solid', `a ring on the active row (${what})`);
      const width = parseFloat(style.outlineWidth);
      assert(width >= 2, `a visible ring width (${style.outlineWidth})`);
      equal(parseFloat(style.outlineOffset), -width, `the ring is drawn inside its box (${what})`);
      const probe = document.createElement('span');
      probe.style.color = 'var(--sl-focus-ring-color)';
      grid.append(probe);
      equal(style.outlineColor, getComputedStyle(probe).color, `the ring uses the theme's focus colour (${what})`);
      probe.remove();
      equal(getComputedStyle(grid).outlineStyle, 'none', `one ring, not the grid's as well (${what})`);
      // The ring covers the row's part in view: not cut by the scroller, above the sticky cells.
      const box = ring.getBoundingClientRect();
      const rowBox = row.getBoundingClientRect();
      const view = grid.getBoundingClientRect();
      const head = q<HTMLElement>(grid, '.grid-head')!.getBoundingClientRect();
      assert(Math.abs(box.top - rowBox.top) < 1 && Math.abs(box.height - rowBox.height) < 1, `the ring on the active row (${what}: ${box.top}/${rowBox.top})`);
      assert(
        box.top >= head.bottom - 1 && box.bottom <= view.top + grid.clientHeight + 1,
        `the row is in view below the header (${what}: ${box.top}-${box.bottom}, view ${head.bottom}-${view.top + grid.clientHeight})`,
      );
      assert(
        Math.abs(box.left - (view.left + grid.clientLeft)) < 1 && Math.abs(box.width - grid.clientWidth) < 1,
        `the ring spans the grid's view (${what}: ${box.left}+${box.width}, view ${view.left}+${grid.clientWidth})`,
      );
      return row;
    };

    match((await ringOf('second row')).id, /-row-1$/, 'the second row is active');
    await sleep(200);
    await saveScreenshot('a11y-grid-focus-ring');
    await pressAndSettle('End');
    match(
      (await ringOf('last row')).id,
      new RegExp(`-row-${rowsOf(list).length ? Number(grid.getAttribute('aria-rowcount')) - 2 : 0}$`),
      'the last row is active',
    );
    await pressAndSettle('Home');
    await ringOf('first row after Home');
    grid.scrollLeft = grid.scrollWidth;
    await sleep(100);
    await ringOf('scrolled sideways');
    await saveScreenshot('a11y-grid-focus-ring-sideways');
  });
});
