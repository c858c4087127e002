/**
 * Addresses against the reference server: the active tab and its record live in the query of the
 * app route, so tab switches leave the path (and the layout) alone; Back runs the page's own back
 * first, then returns to the previous tab, Forward reopens it; a copied address opens the same tab
 * and record in a new browser after login; a role not held goes through the guard's choice;
 * Config without SYSTEM and pages whose right code the role lacks say "no access", unknown deep
 * addresses "not found", each with a way home.
 */
import { assert, equal, match } from '../../support/assert.ts';
import { saveScreenshot } from '../../support/commands.ts';
import { unmountAll, waitFor } from '../../support/dom.ts';
import { createCustomer, uniqueName } from '../pages/page-helpers.ts';
import type { TestPlatform } from '../pages/page-helpers.ts';
import { PASSWORD, loginAs, menuItem, q, startShell, submitLogin } from './shell-helpers.ts';
import type { ShellUnderTest } from './shell-helpers.ts';

const APP = '/app/demo/crm/sales';

/** The route part of the shell's address (the hash of its memory address bar). */
function address(shell: ShellUnderTest): { path: string; query: Record<string, string> } {
  const hash = new URL(shell.platform.env.location.href()).hash.slice(1);
  const [path = '', search = ''] = hash.split('?');
  return { path, query: Object.fromEntries(new URLSearchParams(search)) };
}

const activeKey = (shell: ShellUnderTest) => shell.core.workspace.$activeTab.get()?.key;

async function openFromMenu(shell: ShellUnderTest, moduleId: string): Promise<void> {
  (await menuItem(shell.root, moduleId)).click();
  await waitFor(() => activeKey(shell) === `module-${moduleId}` && address(shell).query.tab === `module-${moduleId}`, `${moduleId} in the address`, 15000);
}

describe('app-shell: addresses', () => {
  afterEach(unmountAll);

  it('switching tabs changes only the query; Back closes a popup first, then goes to the previous tab; Forward returns', async () => {
    const shell = await startShell();
    const { root, core, platform } = shell;
    await loginAs(root, 'bob');
    const layout = q(root, '.layout');
    await openFromMenu(shell, 'mod-customer-list');
    const first = address(shell);
    match(first.path, /^\/app\/demo\/crm\/sales\/manager$/);
    equal(first.query.moduleId, 'mod-customer-list');
    await openFromMenu(shell, 'mod-order-list');
    equal(address(shell).path, first.path, 'the path stays');
    equal(core.router.$routeKey.get(), first.path, 'the root view key stays');
    assert(q(root, '.layout') === layout, 'the layout was not mounted again');

    core.router.open({ openType: 2, kind: 'add', entity: 'CUSTOMER', pageId: 'page-customer-add', title: '新建客户' });
    await waitFor(() => q(root, 'sl-dialog.popup'), 'the popup');
    platform.env.location.back();
    await waitFor(() => !q(root, 'sl-dialog.popup') && core.workspace.$popups.get().length === 0, 'Back closed the popup');
    equal(activeKey(shell), 'module-mod-order-list', 'still in the order list');
    equal(address(shell).query.tab, 'module-mod-order-list', 'the address stayed');

    platform.env.location.back();
    await waitFor(() => activeKey(shell) === 'module-mod-customer-list', 'Back: the customer list tab', 10000);
    equal(address(shell).query.tab, 'module-mod-customer-list');
    platform.env.location.forward!();
    await waitFor(() => activeKey(shell) === 'module-mod-order-list', 'Forward: the order list tab again', 10000);
    equal(core.workspace.$tabs.get().filter((tab) => tab.key.startsWith('module-')).length, 2, 'both tabs still open');
    assert(q(root, '.layout') === layout, 'Back and Forward did not mount the layout again');
  });

  it('a copied address opens the same tab and record in a new browser after login', async () => {
    const first = await startShell();
    await loginAs(first.root, 'bob');
    const name = uniqueName('Address test');
    const id = await createCustomer(first.platform as TestPlatform, { NAME: name, PHONE: '021-5000' });
    first.core.router.open({ kind: 'detail', entity: 'CUSTOMER', pageId: 'page-customer-detail', recordId: id, title: name });
    await waitFor(() => address(first).query.id === id, 'the record in the address');
    const copied = new URL(first.platform.env.location.href()).hash.slice(1);
    match(copied, new RegExp(`[?&]tab=[^&]+&id=${id}`));
    unmountAll();

    // A new browser: a fresh platform with empty storage, no session.
    const second = await startShell(copied);
    await waitFor(() => q(second.root, '.login-submit'), 'the login screen', 15000);
    match(second.core.state.$route.get()?.query.path ?? '', new RegExp(`id=${id}`), 'the return path carries the tab and record');
    await loginAs(second.root, 'bob');
    await waitFor(() => second.core.workspace.$activeTab.get()?.recordId === id, "the record's tab open and active", 15000);
    const tab = second.core.workspace.$activeTab.get()!;
    equal(tab.kind, 'detail');
    equal(tab.title, name, 'its title came with the address');
    await waitFor(() => new RegExp(name).test(q(second.root, '[role="tabpanel"]:not([hidden])')?.textContent ?? ''), 'the record shown', 15000);
    equal(address(second).query.id, id);
  });

  it('a menu tab in the address opens in a new browser too', async () => {
    const shell = await startShell(`${APP}/manager?tab=module-mod-order-list&moduleId=mod-order-list`);
    await loginAs(shell.root, 'bob');
    await waitFor(() => activeKey(shell) === 'module-mod-order-list', 'the order list tab from the address', 15000);
    equal(shell.core.workspace.$activeTab.get()?.pageId, 'page-order-list', 'opened as its menu entry opens it');
  });

  it("a role in the address the user does not hold goes through the guard's choice, the tab kept", async () => {
    const bob = await startShell(`${APP}/admin?tab=module-mod-order-list&moduleId=mod-order-list`);
    await loginAs(bob.root, 'bob');
    await waitFor(() => address(bob).path === `${APP}/manager`, "bob's default role in the address", 15000);
    await waitFor(() => activeKey(bob) === 'module-mod-order-list', 'the tab of the address', 15000);
    unmountAll();

    // carol holds two roles and no default: the role select, then the same tab.
    const carol = await startShell(`${APP}/admin?tab=module-mod-order-list&moduleId=mod-order-list`);
    await submitLogin(carol.root, 'carol', PASSWORD);
    const choice = await waitFor(() => q<HTMLElement>(carol.root, '.role-choice[data-role="sales"]'), 'the role select', 15000);
    choice.click();
    await waitFor(() => address(carol).path === `${APP}/sales`, 'the chosen role in the address', 15000);
    await waitFor(() => activeKey(carol) === 'module-mod-order-list', 'the tab of the address after the choice', 15000);
  });

  it('Config without SYSTEM shows no access, and a page whose right code the role lacks too; each with a way home', async () => {
    const shell = await startShell();
    const { root, core, platform } = shell;
    await loginAs(root, 'alice');
    await core.router.navigate('/config/page/demo/crm/page-customer-list');
    const page = await waitFor(() => q(root, '[data-info-page="noAccess"]'), 'the no-access page', 15000);
    match(page.textContent ?? '', /没有访问权限/);
    match(page.textContent ?? '', /SYSTEM/);
    equal(address(shell).path, '/config/page/demo/crm/page-customer-list', 'the address stays');
    q(page, '.go-home')!.click();
    await waitFor(() => q(root, '.top-bar'), 'home: the app', 15000);

    // A page config naming a right code alice's role lacks (crm.statistics).
    const meta = (platform as TestPlatform).meta;
    const original = meta.getPageConfig.bind(meta);
    meta.getPageConfig = async (query) => {
      const loaded = await original(query);
      if (!('pageId' in query) || query.pageId !== 'page-order-list') return loaded;
      const content = { ...(loaded.definition.CONTENT as Record<string, unknown> | undefined), rightCode: 'crm.statistics' };
      return { ...loaded, definition: { ...loaded.definition, CONTENT: content } };
    };
    await openFromMenu(shell, 'mod-order-list');
    const panel = () => q(root, '[role="tabpanel"]:not([hidden])');
    const state = await waitFor(() => panel()?.querySelector<HTMLElement>('[data-no-access]') ?? null, 'the no-access state in the tab', 15000);
    match(state.textContent ?? '', /没有访问权限/);
    state.querySelector<HTMLElement>('.go-home')!.click();
    // The app's home module (HOME_MODULE), as its menu entry opens it.
    await waitFor(
      () => activeKey(shell) === 'module-mod-home',
      `home: the 首页 tab (${activeKey(shell)}, ${core.workspace.$tabs.get().map((t) => t.key)})`,
      15000,
    );
  });

  it('an unknown address of several segments is not found, with a way home, in both languages; one segment stays the app', async () => {
    const shell = await startShell();
    const { root, core } = shell;
    await loginAs(root, 'bob');
    await core.router.navigate('/a/b/c');
    const page = await waitFor(() => q(root, '[data-info-page="notFound"]'), 'the not-found page', 15000);
    match(page.textContent ?? '', /页面不存在/);
    match(page.textContent ?? '', /\/a\/b\/c/);
    assert(!q(root, '.top-bar'), 'no layout');
    await saveScreenshot('not-found');
    core.i18n.setLanguage('011');
    await waitFor(() => /Page not found/.test(page.textContent ?? ''), 'the English page');
    match(page.textContent ?? '', /Go to the start page/);
    await saveScreenshot('not-found-en');
    core.i18n.setLanguage('010');
    q(page, '.go-home')!.click();
    await waitFor(() => q(root, '.top-bar') && address(shell).path === `${APP}/manager`, 'home: the app', 15000);

    // A single segment is the catch-all app: an unknown app id ends on the error route.
    await core.router.navigate('/no-such-app');
    await waitFor(() => core.state.$route.get()?.name === 'error', 'the error route', 15000);
    equal(core.state.$route.get()?.query.url, '#/no-such-app');
  });
});
