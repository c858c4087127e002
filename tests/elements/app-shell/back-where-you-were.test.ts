/**
 * Back where you were: the session expires while a form holds input; after signing in again on
 * the login screen the shell returns to the tab the person was in, the form opens again (in its
 * popup, or as its tab) and its draft is restored. Discarding removes the draft; logging out asks
 * when there are drafts and removes them once confirmed.
 */
import { assert, equal, match } from '../../support/assert.ts';
import { sleep, unmountAll, waitFor } from '../../support/dom.ts';
import { createCustomer, hook, rowsOf, typeInto, uniqueName } from '../pages/page-helpers.ts';
import type { TestPlatform } from '../pages/page-helpers.ts';
import { activeTabText, chooseUserMenu, loginAs, menuItem, q, startShell, tabs } from './shell-helpers.ts';
import type { ShellUnderTest } from './shell-helpers.ts';

const EDIT_PAGE = 'page-customer-edit';

const phoneIn = (form: ParentNode) => q<HTMLInputElement>(form, '.form [data-field="PHONE"] input');
const visiblePanel = (root: ShadowRoot) => q(root, '[role="tabpanel"]:not([hidden])');

function draftOf(platform: TestPlatform, recordId: string) {
  return platform.drafts.load({ client: 'demo', userId: 'user-bob', page: EDIT_PAGE, recordId });
}

/** Waits for a form with the stored record in it, then types a new phone number. */
async function typePhone(form: () => HTMLElement | null, stored: string, typed: string): Promise<HTMLElement> {
  const page = await waitFor(() => form(), 'the edit form', 15000);
  await waitFor(() => phoneIn(page)?.value === stored, 'the stored phone in the form', 10000);
  typeInto(phoneIn(page)!, typed);
  return page;
}

/** The token expires on the server; the form's save is the next call, which meets the expiry. */
async function expireAndSave(shell: ShellUnderTest, form: HTMLElement): Promise<void> {
  await hook('expire-token', { token: shell.platform.http.token.get('demo') });
  q(form, '.save-button')!.click();
  await waitFor(() => q(shell.root, '.login-submit'), 'the login screen after the expiry', 15000);
  match(shell.core.state.$route.get()?.query.path ?? '', /^\/app\/demo\/crm\/sales/, 'the return path in the login route');
}

async function customerFor(shell: ShellUnderTest, phone: string): Promise<{ id: string; name: string }> {
  const name = uniqueName('Back test');
  return { id: await createCustomer(shell.platform as TestPlatform, { NAME: name, PHONE: phone }), name };
}

describe('app-shell: back where you were after the session expires', () => {
  afterEach(unmountAll);

  it('reopens the edit popup over the customer list with the typed values', async () => {
    const shell = await startShell();
    const { root, platform } = shell;
    await loginAs(root, 'bob');
    const customer = await customerFor(shell, '021-1000');

    // The customer list from the menu, the customer found, the edit popup from the toolbar.
    (await menuItem(root, 'mod-customer-list')).click();
    const list = await waitFor(() => visiblePanel(root)?.querySelector<HTMLElement>('.list-page') ?? null, 'the list in a tab', 15000);
    typeInto(await waitFor(() => q(list, '.search [data-field="NAME"] input'), 'the search field', 10000), customer.name);
    await sleep(30);
    q(list, '.search-submit')!.click();
    const row = await waitFor(() => (rowsOf(list).length === 1 ? rowsOf(list)[0]! : null), 'the customer row', 10000);
    q(row, '.check input')!.click();
    await waitFor(() => row.getAttribute('aria-selected') === 'true', 'the row selected');
    q(list, 'sl-button[data-operate="edit"]')!.click();
    const listTab = activeTabText(root);
    const form = await typePhone(() => q(root, 'sl-dialog.popup .form-page[data-state="edit"]'), '021-1000', '021-7777');

    await expireAndSave(shell, form);
    assert(!q(root, 'sl-dialog.popup'), 'toLogin closed the popup');
    equal(tabs(root).length, 0, 'and cleared the tabs');

    await loginAs(root, 'bob');
    const again = await waitFor(() => q(root, 'sl-dialog.popup .form-page[data-state="edit"]'), 'the edit popup open again', 15000);
    match(await waitFor(() => q(again, '.draft-notice')?.textContent ?? '', 'the draft notice', 10000), /恢复/);
    equal(phoneIn(again)!.value, '021-7777', 'the typed phone is back');
    equal(activeTabText(root), listTab, 'back in the customer list tab');
    equal(platform.workspace.$popups.get()[0]?.tabKey, platform.workspace.$activeTab.get()?.key, 'the popup belongs to that tab');

    // Saving now stores the input, the popup closes itself and the draft goes.
    await sleep(50);
    q(again, '.save-button')!.click();
    await waitFor(() => !q(root, 'sl-dialog.popup') && draftOf(platform as TestPlatform, customer.id) === null, 'saved, popup closed, no draft left', 15000);
  });

  it('reopens an edit tab with its draft, and discarding removes the draft', async () => {
    const shell = await startShell();
    const { root, core, platform } = shell;
    await loginAs(root, 'bob');
    const customer = await customerFor(shell, '021-2000');
    core.router.open({ kind: 'edit', entity: 'CUSTOMER', pageId: EDIT_PAGE, recordId: customer.id, title: customer.name });
    const form = await typePhone(() => visiblePanel(root)?.querySelector<HTMLElement>('.form-page[data-state="edit"]') ?? null, '021-2000', '021-8888');
    await sleep(400);
    await expireAndSave(shell, form);

    await loginAs(root, 'bob');
    const again = await waitFor(
      () => visiblePanel(root)?.querySelector<HTMLElement>('.form-page[data-state="edit"]') ?? null,
      'the edit tab open again',
      15000,
    );
    await waitFor(() => q(again, '.draft-notice'), 'the draft notice', 10000);
    equal(phoneIn(again)!.value, '021-8888', 'the typed phone is back');
    equal(activeTabText(root).trim(), customer.name, "the form's own tab, in front");
    assert(draftOf(platform as TestPlatform, customer.id), 'the draft is still stored');

    q(again, '.draft-notice sl-button')!.click();
    await waitFor(() => phoneIn(again)!.value === '021-2000', 'the stored phone again');
    equal(draftOf(platform as TestPlatform, customer.id), null, 'discarding removed the draft');
    equal(platform.drafts.count(), 0);
  });

  it('asks before logging out with drafts, keeps them on cancel and removes them on confirm', async () => {
    const shell = await startShell();
    const { root, core, platform } = shell;
    await loginAs(root, 'bob');
    const customer = await customerFor(shell, '021-3000');
    core.router.open({ kind: 'edit', entity: 'CUSTOMER', pageId: EDIT_PAGE, recordId: customer.id, title: customer.name });
    await typePhone(() => visiblePanel(root)?.querySelector<HTMLElement>('.form-page[data-state="edit"]') ?? null, '021-3000', '021-9999');
    await waitFor(() => draftOf(platform as TestPlatform, customer.id), 'the draft written once typing paused', 5000);

    await chooseUserMenu(root, 'logout');
    let question = await waitFor(() => q(root, 'sl-dialog.confirm-dialog'), 'the question before logging out');
    match(question.textContent ?? '', /您有 1 份未保存的草稿，退出后将被删除。确定退出吗？/);
    question.querySelector<HTMLElement>('sl-button:not([variant="primary"])')!.click();
    await waitFor(() => !q(root, 'sl-dialog.confirm-dialog'), 'the question closed');
    assert(q(root, '.top-bar'), 'still signed in');
    assert(draftOf(platform as TestPlatform, customer.id), 'the draft kept');

    core.i18n.setLanguage('011');
    await chooseUserMenu(root, 'logout');
    question = await waitFor(() => q(root, 'sl-dialog.confirm-dialog'), 'asked again');
    match(question.textContent ?? '', /You have 1 unsaved draft; logging out deletes it\. Log out\?/);
    question.querySelector<HTMLElement>('sl-button[variant="primary"]')!.click();
    await waitFor(() => q(root, '.login-submit'), 'the login screen after logout', 15000);
    equal(draftOf(platform as TestPlatform, customer.id), null, 'the draft is gone');
    equal(platform.drafts.count({ client: 'demo', userId: 'user-bob' }), 0);

    // Nothing comes back at the next login: logout recorded no forms to reopen.
    await loginAs(root, 'bob');
    await sleep(300);
    equal(tabs(root).length, 0, 'no tab reopened');
  });
});
