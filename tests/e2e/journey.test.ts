import { assert, equal, match } from '../support/assert.ts';
import { saveScreenshot, setViewport } from '../support/commands.ts';
import { captureDownload, sleep, waitFor } from '../support/dom.ts';
import { $, $$, openFrame, rowsOf, selectValue, text, typeInto } from '../support/demo-page.ts';

/**
 * The acceptance journey of the product, through the demo pages exactly as a visitor gets them
 * (`/index.html`, `/portal.html`, each with its own `window.frameSettings`, address and storage)
 * in a frame of the test page: nothing is mounted or called by hand except the server's test hooks.
 */

type Win = Window & typeof globalThis;

const PASSWORD = 'demo123';

async function hook(path: string, body: unknown = {}): Promise<void> {
  await fetch(`/__test/${path}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
}

async function countCalls(entity: string, action: string): Promise<number> {
  const reply = await fetch(`/__test/count?entity=${entity}&action=${action}`);
  const body = (await reply.json()) as { data?: { count?: number } };
  return Number(body.data?.count ?? 0);
}

const cells = (row: HTMLElement) => $$(row, '[role="gridcell"]').map((c) => c.textContent?.trim() ?? '');

function noticeTexts(root: ParentNode): string[] {
  return $$(root, '.notifications sl-alert').map((a) => text(a));
}

describe('the acceptance journey through the demo pages', () => {
  let frame: HTMLIFrameElement | undefined;
  before(async () => {
    await setViewport(1280, 860);
    await hook('reset');
  });
  afterEach(async () => {
    frame?.remove();
    frame = undefined;
    await hook('latency', { ms: 0 });
  });

  it('works through the full shell: login, role, list, add, edit, detail, operations, expiry, language and theme', async function (this: MochaContext) {
    this.timeout(60000);
    localStorage.clear();
    frame = openFrame('/index.html');
    const win = () => frame!.contentWindow as Win;
    const root = await waitFor(() => win()?.document.querySelector('app-shell')?.shadowRoot, 'the shell in the demo page', 20000);
    const shell = win().document.querySelector('app-shell') as HTMLElement;

    // Log in: a wrong password shows the server's message, the right one goes on.
    const login = async (account: string, password: string) => {
      const accountInput = await waitFor(() => $(root, '[data-field="account"]'), 'the login form', 20000);
      (accountInput as HTMLInputElement).value = account;
      ($(root, '[data-field="password"]') as HTMLInputElement).value = password;
      await sleep(50);
      $(root, '.login-submit')!.click();
    };
    await login('carol', 'wrong-password');
    match(text(await waitFor(() => $(root, '.login-error'), 'the login error', 10000)), /用户名或密码错误|Wrong account or password/);
    await sleep(200);
    assert(!noticeTexts(root).some((t) => /用户名或密码错误|Wrong account or password/.test(t)), 'the message is not repeated as a notice');
    await login('carol', PASSWORD);

    // carol holds two roles and no default: she picks one.
    const manager = await waitFor(() => $(root, '.role-choice[data-role="manager"]'), 'the role choices', 15000);
    equal($$(root, '.role-choice').length, 2, 'two roles to choose from');
    manager.click();
    await waitFor(() => $(root, '.top-bar'), 'the app layout', 15000);
    match(win().location.hash, /\/manager/, 'the role in the address');
    const customersLabel = await waitFor(() => text($(root, 'sl-tree-item[data-module="mod-customer"] .menu-label')), 'the menu', 10000);
    if (customersLabel === 'Customers') {
      // carol's own language is English: start the journey in Chinese to see the switch later.
      await chooseUserMenu(root, 'lang:010');
      await waitFor(() => text($(root, 'sl-tree-item[data-module="mod-customer"] .menu-label')) === '客户管理', 'Chinese menu');
    }

    // Open the customer list from the menu.
    const openList = async () => {
      (await waitFor(() => $(root, 'sl-tree-item[data-module="mod-customer-list"]'), 'the customer list menu item', 15000)).click();
      const found = await waitFor(() => $(root, '[role="tabpanel"]:not([hidden]) .list-page'), 'the list page in a tab', 15000);
      await waitFor(() => rowsOf(found).length > 0, 'the first rows', 15000);
      return found;
    };
    let list = await openList();
    match(text($(root, '[role="tab"][aria-selected="true"]')), /客户列表/);
    equal($(list, '[role="grid"]')!.getAttribute('aria-rowcount'), '21', 'one page of 20 rows and the header');
    const total = Number(/\d+/.exec(text($(list, '.pager-total')))?.[0]);
    assert(total >= 60, `the seeded customers in the total (${total})`);

    // Page, sort, search.
    $$(list, '.pager sl-button')[1]!.click();
    await waitFor(() => rowsOf(list)[0]?.getAttribute('aria-rowindex') === '22', 'page 2');
    match(text($(list, '.pager-pos')), /2/);
    const nameSort = $$(list, '.grid-head [role="columnheader"]').find((h) => /名称/.test(text(h)))!;
    $(nameSort, '.sort')!.click();
    await waitFor(
      () => nameSort.getAttribute('aria-sort') === 'ascending' && rowsOf(list)[0]?.getAttribute('aria-rowindex') === '2',
      'ascending by name, back on page 1',
    );
    await waitFor(() => {
      const names = rowsOf(list)
        .slice(0, 5)
        .map((r) => cells(r)[1]!);
      return names.length === 5 && names.every((n, i) => i === 0 || names[i - 1]!.localeCompare(n, 'en') <= 0 || /[^\x00-\x7f]/.test(n + names[i - 1]));
    }, 'rows in name order');
    const search = async (name: string) => {
      typeInto($(list, '.search [data-field="NAME"] input')!, name);
      await sleep(30);
      $(list, '.search-submit')!.click();
    };
    await search('Bank');
    await waitFor(() => rowsOf(list).length > 0 && rowsOf(list).every((r) => cells(r)[1]!.includes('Bank')), 'only banks');
    $$(list, '.search-buttons sl-button')[1]!.click();
    await waitFor(() => Number(/\d+/.exec(text($(list, '.pager-total')))?.[0]) === total, 'all customers after reset');
    await sleep(400);
    await saveScreenshot('journey-list');

    // Add from the toolbar, in its popup: a validation message first, then the save.
    $(list, 'sl-button[data-operate="add"]')!.click();
    let popup = await waitFor(() => $(root, 'sl-dialog.popup'), 'the add popup');
    let form = await waitFor(() => $(popup, '.form-page[data-state="add"]'), 'the add form in the popup', 15000);
    const save = () => $(form, '.save-button')!.click();
    await waitFor(() => $(form, '[data-field="NAME"] input'), 'the name field');
    save();
    match(text(await waitFor(() => $(form, '[data-field="NAME"] .error-text'), 'the name message')), /客户名称/);
    await sleep(400);
    await saveScreenshot('journey-form');
    const name = `Journey ${Date.now().toString(36)}`;
    typeInto($(form, '[data-field="NAME"] input')!, name);
    selectValue($(form, '[data-field="LEVEL"] select')!, 'C');
    await waitFor(() => !$(form, '[data-field="NAME"] .error-text'), 'the message goes once the name is there');
    await sleep(50);
    save();
    await waitFor(
      () => noticeTexts(root).some((t) => /保存成功|已保存|saved/i.test(t)) || $(form, '.form-page[data-state="edit"]') || !form.isConnected,
      'the save',
      15000,
    );
    assert(!$(form, '.form-error'), `no form error (${text($(form, '.form-error'))})`);
    if ($(root, 'sl-dialog.popup')) {
      (await waitFor(() => $(root, 'sl-dialog.popup')?.shadowRoot?.querySelector<HTMLElement>('[part~="close-button"]'), 'the popup close button')).click();
      await waitFor(() => !$(root, 'sl-dialog.popup'), 'the popup closed');
    }
    list = await waitFor(() => $(root, '[role="tabpanel"]:not([hidden]) .list-page'), 'the list again');
    await search(name);
    await waitFor(() => rowsOf(list).length === 1 && cells(rowsOf(list)[0]!)[1] === name, 'the new customer in the list', 10000);

    const selectOnly = async () => {
      const row = await waitFor(() => rowsOf(list).length === 1 && rowsOf(list)[0], 'one row');
      if (row.getAttribute('aria-selected') !== 'true') $(row, '.check input')!.click();
      await waitFor(() => rowsOf(list)[0]?.getAttribute('aria-selected') === 'true', 'the row selected');
    };

    // Edit it (toolbar, popup) with a contact in its child section.
    await selectOnly();
    $(list, 'sl-button[data-operate="edit"]')!.click();
    popup = await waitFor(() => $(root, 'sl-dialog.popup'), 'the edit popup');
    form = await waitFor(() => $(popup, '.form-page[data-state="edit"]'), 'the edit form', 15000);
    await waitFor(() => ($(form, '[data-field="NAME"] input') as HTMLInputElement | null)?.value === name, 'the record in the form', 10000);
    typeInto($(form, '.form [data-field="PHONE"] input')!, '010-66668888');
    $(form, '.child-section .add-row')!.click();
    typeInto(await waitFor(() => $(form, '.child-section tbody tr:last-child [data-field="NAME"] input'), 'a contact row'), 'Li Lei');
    await sleep(50);
    save();
    await waitFor(() => noticeTexts(root).some((t) => /保存成功|已保存|saved/i.test(t)), 'the saved notice', 15000);
    assert(!$(form, '.form-error'), `no form error (${text($(form, '.form-error'))})`);
    // A popup form closes itself after a successful save, and the list behind it refreshes.
    await waitFor(() => !$(root, 'sl-dialog.popup'), 'the edit popup closed after the save', 10000);

    // The detail (double click, drawer) with its contacts.
    await waitFor(() => rowsOf(list)[0] && cells(rowsOf(list)[0]!).includes('010-66668888'), 'the new phone in the list', 10000);
    rowsOf(list)[0]!.dispatchEvent(new MouseEvent('dblclick', { bubbles: true }));
    const drawer = await waitFor(() => $(root, 'sl-drawer.drawer'), 'the detail drawer');
    await waitFor(() => text($(drawer, '.detail-grid')).includes('010-66668888'), 'the phone in the detail', 10000);
    await waitFor(() => text($(drawer, '.child-section')).includes('Li Lei'), 'the contact in the child section');
    drawer.shadowRoot!.querySelector<HTMLElement>('[part~="close-button"]')!.click();
    await waitFor(() => !$(root, 'sl-drawer.drawer'), 'the drawer closed');

    // Submit lock: a second click while the first activate runs is held.
    await hook('reset-counts');
    await hook('latency', { ms: 1200, action: 'apply' });
    await selectOnly();
    const activate = $(list, 'sl-button[data-operate="activate"]')!;
    activate.click();
    await sleep(150);
    activate.click();
    await waitFor(() => noticeTexts(root).includes('正在提交，请稍后...'), 'the in-progress message');
    await waitFor(() => rowsOf(list)[0] && $(rowsOf(list)[0]!, '.flag.on'), 'the customer active after the refresh', 10000);
    await hook('latency', { ms: 0 });
    equal((await countCalls('CUSTOMER', 'apply')) + (await countCalls('CUSTOMER', 'activate')), 1, 'one activate call');

    // Row condition: activating an active customer stops with the operate's tip.
    await selectOnly();
    $(list, 'sl-button[data-operate="activate"]')!.click();
    await waitFor(() => noticeTexts(root).includes('只能启用未启用的客户'), 'the row condition tip');

    // Download: the export arrives as a file with the server's name.
    const exported = await captureDownload(() => $(list, 'sl-button[data-operate="export"]')!.click(), win());
    equal(exported.name, '客户列表.csv');
    match(exported.href, /^blob:/);

    // The session expires mid-edit; after signing in again the draft comes back.
    await selectOnly();
    $(list, 'sl-button[data-operate="edit"]')!.click();
    popup = await waitFor(() => $(root, 'sl-dialog.popup'), 'the edit popup');
    form = await waitFor(() => $(popup, '.form-page[data-state="edit"]'), 'the edit form', 15000);
    await waitFor(() => ($(form, '[data-field="PHONE"] input') as HTMLInputElement | null)?.value === '010-66668888', 'the stored phone', 10000);
    typeInto($(form, '.form [data-field="PHONE"] input')!, '021-12345678');
    await sleep(400);
    await hook('expire-token');
    save();
    await waitFor(() => $(root, '.login-submit'), 'the login screen after the expiry', 15000);
    assert(!$(root, 'sl-dialog.popup'), 'the popup is gone');
    await login('carol', PASSWORD);
    await waitFor(() => $(root, '.top-bar'), 'back in the app with the role kept', 15000);
    // Back where they were: the customer list tab in front and the edit popup open again over it.
    popup = await waitFor(() => $(root, 'sl-dialog.popup'), 'the edit popup open again', 15000);
    form = await waitFor(() => $(popup, '.form-page[data-state="edit"]'), 'the edit form again', 15000);
    list = await waitFor(() => $(root, '[role="tabpanel"]:not([hidden]) .list-page'), 'the customer list tab again', 15000);
    await search(name);
    await waitFor(() => rowsOf(list).length === 1 && cells(rowsOf(list)[0]!)[1] === name, 'the customer', 10000);
    match(text(await waitFor(() => $(form, '.draft-notice'), 'the draft notice', 10000)), /恢复|草稿/);
    equal(($(form, '.form [data-field="PHONE"] input') as HTMLInputElement).value, '021-12345678', 'the typed phone is back');
    save();
    // The popup closes itself after the save, and the list behind it shows the saved phone.
    await waitFor(
      () => (!$(root, 'sl-dialog.popup') && rowsOf(list)[0] && cells(rowsOf(list)[0]!).includes('021-12345678')) || text($(form, '.form-error')),
      'saved with the draft',
      10000,
    );
    assert(!$(form, '.form-error'), `no form error (${text($(form, '.form-error'))})`);

    // Delete it, after the confirm dialog.
    await selectOnly();
    $(list, 'sl-button[data-operate="delete"]')!.click();
    const ask = await waitFor(() => $(list, 'sl-dialog.confirm-dialog') ?? $(root, 'sl-dialog.confirm-dialog'), 'the confirm dialog');
    match(text(ask), /确定删除/);
    $(ask, 'sl-button[variant="primary"]')!.click();
    await waitFor(() => $(list, '.state.empty'), 'the customer is gone', 10000);

    // Language: every label follows live.
    await chooseUserMenu(root, 'lang:011');
    await waitFor(() => text($(root, 'sl-tree-item[data-module="mod-customer"] .menu-label')) === 'Customers', 'the English menu');
    await waitFor(() => text($(list, '.page-head h2')) === 'Customers', 'the English list title');
    await waitFor(
      () => $$(list, '.grid-head [role="columnheader"]').some((h) => /Name/.test(text(h))) || text($(list, '.state.empty')).length > 0,
      'English column labels',
    );
    await waitFor(() => text($(list, 'sl-button[data-operate="add"]')) === 'New', 'the English toolbar');
    await waitFor(() => ($(list, '.pager-size') as HTMLElement & { label?: string })?.label === 'Per page', 'the English page size');
    match(text($(root, '[role="tab"][aria-selected="true"]')), /Customer/, 'the tab title in English');

    // Theme: data-theme and Shoelace's dark theme.
    await chooseUserMenu(root, 'theme:dark');
    await waitFor(() => shell.dataset.theme === 'dark' || win().document.documentElement.dataset.theme === 'dark', 'data-theme dark');
    assert(shell.classList.contains('sl-theme-dark') || win().document.documentElement.classList.contains('sl-theme-dark'), 'Shoelace dark theme');
    match(win().localStorage.getItem(Object.keys(win().localStorage).find((k) => /theme/i.test(k)) ?? '') ?? '', /dark/, 'the theme kept');
    await sleep(300);
    await saveScreenshot('journey-dark');
    await chooseUserMenu(root, 'theme:default');
    await chooseUserMenu(root, 'lang:010');
  });

  it('portal page: a list and a form sharing one session and one login call', async function (this: MochaContext) {
    this.timeout(40000);
    await setViewport(1280, 1240);
    localStorage.clear();
    await hook('reset-counts');
    frame = openFrame('/portal.html');
    const doc = await waitFor(() => frame!.contentDocument?.querySelector('entity-form')?.shadowRoot && frame!.contentDocument, 'the portal', 20000);
    const listRoot = doc.querySelector('entity-list')!.shadowRoot!;
    const formRoot = doc.querySelector('entity-form')!.shadowRoot!;
    const signIn = await waitFor(() => $(listRoot, '.sign-in'), 'one sign-in form', 20000);
    assert(!$(formRoot, '.sign-in'), 'the form waits for the same sign-in');
    typeInto($(signIn, '[data-field="account"]')!, 'alice');
    typeInto($(signIn, '[data-field="password"]')!, PASSWORD);
    await sleep(50);
    $(signIn, 'sl-button[variant="primary"]')!.click();
    await waitFor(() => rowsOf(listRoot).length > 0, 'the customers', 15000);
    await waitFor(() => $(formRoot, '.state.empty'), 'the form signed in too');
    equal(await countCalls('FM_USER', 'checkLoginNoDecrypt'), 1, 'one login call');
    rowsOf(listRoot)[0]!.dispatchEvent(new MouseEvent('dblclick', { bubbles: true }));
    await waitFor(() => $(formRoot, '.detail-grid'), 'the record in the form', 15000);
    await waitFor(() => $(formRoot, '.child-section'), 'its contacts');
    match(doc.getElementById('log')!.textContent, /row-open/);
    await sleep(400);
    await saveScreenshot('journey-portal');
  });
});

async function chooseUserMenu(root: ShadowRoot, value: string): Promise<void> {
  const item = await waitFor(() => root.querySelector<HTMLElement>(`sl-menu-item[data-value="${value}"]`), `user menu item ${value}`);
  item.click();
  await sleep(50);
}
