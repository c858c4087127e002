import { assert, equal } from '../../support/assert.ts';
import { press, setViewport } from '../../support/commands.ts';
import { deepActiveElement, sleep, unmountAll, waitFor } from '../../support/dom.ts';
import { loginAs, menuItem, q, startShell, tabs } from './shell-helpers.ts';

/** Which part of the shell holds focus, by landmark. */
function focusedPart(): string {
  const el = deepActiveElement();
  if (!el) return 'none';
  if (el.closest('sl-tree-item, sl-tree') || el.localName === 'sl-tree-item') return 'menu';
  if (el.getAttribute('role') === 'tab') return 'tab';
  if (el.getAttribute('role') === 'grid') return 'grid';
  const host = (el.getRootNode() as ShadowRoot).host as HTMLElement | undefined;
  if (host?.dataset.operate) return 'toolbar';
  return 'other';
}

describe('app-shell: keyboard and ARIA', () => {
  before(() => setViewport(1280, 800));
  afterEach(unmountAll);

  it('Tab reaches the menu, the tab bar, the list toolbar and grid, each labelled', async () => {
    const { root } = await startShell();
    await loginAs(root, 'bob');
    (await menuItem(root, 'mod-customer-list')).click();
    await waitFor(() => tabs(root).length === 1, 'one tab');
    await waitFor(() => q(root, '[role="grid"] .grid-row'), 'the list rows', 10000);

    const tree = q(root, 'sl-tree')!;
    assert(tree.getAttribute('role') === 'tree' && tree.getAttribute('aria-label'), 'a labelled menu tree');
    assert(q(root, '[role="tablist"]')!.getAttribute('aria-label'), 'a labelled tab list');
    assert(q(root, '[role="grid"]')!.getAttribute('aria-label'), 'a labelled grid');
    for (const button of root.querySelectorAll<HTMLElement & { label?: string }>('sl-icon-button')) {
      assert(button.label || button.getAttribute('aria-label'), `icon button ${button.className} has a label`);
    }

    (document.activeElement as HTMLElement | null)?.blur();
    const order: string[] = [];
    for (let i = 0; i < 40 && !order.includes('grid'); i++) {
      await press('Tab');
      const part = focusedPart();
      if (part !== 'other' && order.at(-1) !== part) order.push(part);
    }
    for (const part of ['menu', 'tab', 'toolbar', 'grid']) assert(order.includes(part), `Tab reaches the ${part} (${order.join(' > ')})`);
    assert(
      order.indexOf('menu') < order.indexOf('tab') && order.indexOf('tab') < order.indexOf('grid'),
      `menu, then tabs, then the list (${order.join(' > ')})`,
    );
  });

  it('Escape closes a popup and focus returns to the control that had it', async () => {
    const { root, core } = await startShell();
    await loginAs(root, 'bob');
    (await menuItem(root, 'mod-customer-list')).click();
    const tab = await waitFor(() => q<HTMLElement>(root, '[role="tab"]'), 'the tab');
    tab.focus();
    core.workspace.openPopup({ kind: 'nothing-registered', title: 'Keyboard' });
    const popup = await waitFor(() => q(root, 'sl-dialog.popup'), 'the popup');
    equal(popup.getAttribute('label'), 'Keyboard', 'the dialog is labelled');
    await waitFor(() => deepActiveElement() !== tab, 'focus moves into the dialog');
    await sleep(300);
    await press('Escape');
    await waitFor(() => !q(root, 'sl-dialog.popup'), 'Escape closed the popup');
    await waitFor(() => deepActiveElement() === tab, 'focus back on the tab');
  });
});
