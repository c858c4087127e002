import { assert, match } from '../../support/assert.ts';
import { sleep, unmountAll, waitFor } from '../../support/dom.ts';
import { loginAs, q, startShell } from '../app-shell/shell-helpers.ts';
import { $, $$, rowsOf, typeInto } from './page-helpers.ts';

async function openMenu(root: ShadowRoot, text: string): Promise<void> {
  const label = await waitFor(() => $$(root, 'sl-tree-item > .menu-label').find((l) => l.textContent?.trim() === text), `menu ${text}`, 10000);
  label.parentElement!.click();
}

describe('entity pages inside app-shell', () => {
  afterEach(unmountAll);

  it('shows the list in a tab, a record in the drawer, and follows the language live', async function (this: MochaContext) {
    this.timeout(40000);
    const { root, core } = await startShell();
    await loginAs(root, 'admin');
    await openMenu(root, '客户管理');
    await openMenu(root, '客户列表');
    const list = await waitFor(() => q(root, '.list-page'), 'the list page in a tab', 15000);
    await waitFor(() => rowsOf(list).length > 0, 'rows', 10000);
    rowsOf(list)[0]!.dispatchEvent(new MouseEvent('dblclick', { bubbles: true }));
    await waitFor(() => q(root, 'sl-drawer .detail-grid'), 'the detail in the drawer (openType 5)', 10000);

    core.i18n.setLanguage('011');
    await waitFor(() => $(list, '.page-head h2')?.textContent === 'Customers', 'the English title');
    await waitFor(() => $$(list, '.grid-head [role="columnheader"]').some((h) => h.textContent?.includes('Name')), 'English column labels');
    core.i18n.setLanguage('010');
    await waitFor(() => $(list, '.page-head h2')?.textContent === '客户列表', 'the Chinese title again');
  });

  it('asks before closing a tab whose form holds unsaved input', async function (this: MochaContext) {
    this.timeout(40000);
    const { root, core } = await startShell();
    await loginAs(root, 'admin');
    // The menu opens this page as a popup (openType 2); opened without one it becomes a tab.
    core.router.open({ kind: 'add', entity: 'CUSTOMER', pageId: 'page-customer-add', title: '新建客户', query: {} });
    const form = await waitFor(() => q(root, '[role="tabpanel"] .form-page'), 'the add form in a tab', 15000);
    const name = await waitFor(() => $(form, '[data-field="NAME"] input'), 'the name field', 10000);
    typeInto(name, 'Unsaved customer');
    await sleep(100);
    const tabCount = core.workspace.$tabs.get().length;
    const active = q(root, '.tab.active .tab-close')!;
    active.click();
    const dialog = await waitFor(() => $$(root, 'sl-dialog').find((d) => (d as HTMLElement & { open?: boolean }).open), 'the unsaved-change question');
    match(dialog.textContent, /未保存|unsaved/i);
    assert(core.workspace.$tabs.get().length === tabCount, 'the tab is still open');
  });
});
