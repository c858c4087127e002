/**
 * Leaving and coming back, at 1440×900 against the reference server: a popup or drawer record is
 * in the address, so a reload reopens it over its tab, closing it takes it out, and Back closes
 * it; the designer (visual configuration) has a way back to the tab the user came from, and the
 * browser's Back returns there too.
 */
import { createMemoryLocation, createMemoryStorage, createPlatform, setDefaultPlatform } from '../../../core/index.ts';
import type { KeyValueStorage } from '../../../core/index.ts';
import { registerEntityPages } from '../../../elements/pages/register.ts';
import { conceptsOf, pageRegistry } from '../../../elements/shared/concepts.ts';
import { assert, equal, match } from '../../support/assert.ts';
import { saveScreenshot, setViewport } from '../../support/commands.ts';
import { mount, sleep, unmountAll, waitFor } from '../../support/dom.ts';
import { loginAs, menuItem, q } from './shell-helpers.ts';
import type { ShellUnderTest } from './shell-helpers.ts';

/** A shell at `href` on `storage`: the first load, or a reload when both are an earlier shell's. */
async function shellAt(href: string, storage: KeyValueStorage): Promise<ShellUnderTest> {
  const platform = createPlatform({ settings: { ipBase: location.origin, serverConfigured: true }, location: createMemoryLocation(href), storage });
  setDefaultPlatform(platform);
  registerEntityPages(pageRegistry(platform));
  const shell = mount<HTMLElement>('<app-shell client="demo" system="crm" app="sales"></app-shell>');
  const root = await waitFor(() => shell.shadowRoot, 'the shadow root');
  return { shell, root, platform, core: conceptsOf(platform) };
}

const queryOf = (shell: ShellUnderTest): Record<string, string> =>
  Object.fromEntries(new URLSearchParams(new URL(shell.platform.env.location.href()).hash.split('?')[1] ?? ''));
const activeKey = (shell: ShellUnderTest) => shell.core.workspace.$activeTab.get()?.key;
const closeButton = (overlay: Element) => overlay.shadowRoot!.querySelector<HTMLElement>('[part~="close-button"]')!;

async function customerList(shell: ShellUnderTest): Promise<HTMLElement> {
  (await menuItem(shell.root, 'mod-customer-list')).click();
  const list = await waitFor(() => q<HTMLElement>(shell.root, '[role="tabpanel"]:not([hidden]) .list-page'), 'the customer list', 15000);
  await waitFor(() => list.querySelectorAll('.grid-row').length > 1, 'its rows', 15000);
  return list;
}

describe('app-shell: popups, drawers and the designer in the address', () => {
  afterEach(unmountAll);
  beforeEach(() => setViewport(1440, 900));

  it('puts the drawer and the popup in the address: a reload reopens them, closing and Back take them out', async function (this: MochaContext) {
    this.timeout(90000);
    const storage = createMemoryStorage();
    const first = await shellAt(`${location.origin}/#/`, storage);
    await loginAs(first.root, 'admin');
    const list = await customerList(first);
    const tabKey = activeKey(first)!;
    list.querySelectorAll('.grid-row')[1]!.dispatchEvent(new MouseEvent('dblclick', { bubbles: true }));
    await waitFor(() => q(first.root, 'sl-drawer.drawer .detail-grid'), 'the detail drawer', 15000);
    const drawer = first.core.workspace.$drawer.get()!;
    assert(drawer.recordId, 'the drawer shows a record');
    await waitFor(() => queryOf(first).drawerId === drawer.recordId, 'the drawer record in the address');
    const address = queryOf(first);
    equal(address.drawer, drawer.kind, 'its page kind (the mode) is there');
    equal(address.drawerPage, drawer.pageId, 'and its page');
    equal(address.tab, tabKey, 'over its tab');
    const href = first.platform.env.location.href();
    unmountAll();

    // The reload: the same address and storage, a new page.
    const second = await shellAt(href, storage);
    await waitFor(() => q(second.root, '.top-bar'), 'the app after the reload', 15000);
    await waitFor(() => activeKey(second) === tabKey, 'the tab again', 15000);
    const reopened = await waitFor(() => q(second.root, 'sl-drawer.drawer'), 'the drawer again after the reload', 15000);
    await waitFor(() => reopened.querySelector('.detail-grid'), 'with its record', 15000);
    equal(second.core.workspace.$drawer.get()?.recordId, drawer.recordId, 'the same record');
    equal(second.core.workspace.$drawer.get()?.tabKey, tabKey, 'owned by its tab');
    await saveScreenshot('drawer-after-reload');
    await sleep(300);
    closeButton(reopened).click();
    await waitFor(() => !q(second.root, 'sl-drawer.drawer'), 'the drawer closed');
    await waitFor(() => !queryOf(second).drawer && !queryOf(second).drawerId, 'and gone from the address');
    equal(queryOf(second).tab, tabKey, 'the tab stays in the address');

    // A popup opened here is a history entry; closed by its button it leaves the address and the
    // history as they were: one Back then goes to the previous page, not to a copy of this one.
    const openAdd = async () => {
      (await menuItem(second.root, 'mod-customer-add')).click();
      await waitFor(() => q(second.root, 'sl-dialog.popup .form-page'), 'the add form popup', 15000);
      await waitFor(() => queryOf(second).popup === 'add', 'the popup in the address');
      await sleep(300);
    };
    (await menuItem(second.root, 'mod-order-list')).click();
    await waitFor(() => queryOf(second).tab === 'module-mod-order-list', 'the order list tab in the address', 15000);
    await openAdd();
    await saveScreenshot('popup-in-address');
    closeButton(q(second.root, 'sl-dialog.popup')!).click();
    await waitFor(() => !q(second.root, 'sl-dialog.popup') && !queryOf(second).popup, 'closed and gone from the address');
    equal(queryOf(second).tab, 'module-mod-order-list');
    await sleep(100);
    second.platform.env.location.back();
    await waitFor(() => activeKey(second) === tabKey, 'one Back: the customer list tab the user was on before', 10000);

    // Back closes it, and the address is the tab's again; Forward opens it again.
    await openAdd();
    const withPopup = second.platform.env.location.href();
    second.platform.env.location.back();
    await waitFor(() => !q(second.root, 'sl-dialog.popup'), 'Back closed the popup');
    await waitFor(() => !queryOf(second).popup, 'the popup gone from the address');
    equal(activeKey(second), tabKey, 'the tab stays');
    await sleep(100);
    assert(!second.core.workspace.$popups.get().length, 'no popup came back');
    second.platform.env.location.forward!();
    await waitFor(() => q(second.root, 'sl-dialog.popup .form-page'), 'Forward reopens it', 15000);
    equal(second.platform.env.location.href(), withPopup);
  });

  it('the designer has a way back to the tab the user came from, and the browser Back returns there too', async function (this: MochaContext) {
    this.timeout(90000);
    const shell = await shellAt(`${location.origin}/#/`, createMemoryStorage());
    const { root, core, platform } = shell;
    await loginAs(root, 'admin');
    await customerList(shell);
    const tabKey = activeKey(shell)!;
    const before = platform.env.location.href();

    const openDesigner = async () => {
      q(root, '.tab-more')!.click();
      (await waitFor(() => q<HTMLElement>(root, 'sl-menu-item[data-value="edit"]'), 'the edit-this-page entry')).click();
      await waitFor(() => q(root, '[data-designer="page"] [data-section="columns"]'), 'the page designer', 20000);
    };
    await openDesigner();
    equal(core.state.$route.get()?.name, 'Config');
    const back = await waitFor(() => q<HTMLElement>(root, '.route-page .route-back'), 'a visible way back in the designer');
    match(back.textContent ?? back.getAttribute('label') ?? '', /返回/);
    await saveScreenshot('designer-way-back');
    back.click();
    await waitFor(() => q(root, '.top-bar') && q(root, '[role="tabpanel"]:not([hidden]) .list-page'), 'the app again, with the list', 15000);
    equal(activeKey(shell), tabKey, 'the same tab');
    equal(platform.env.location.href(), before, 'the address the user left');

    await openDesigner();
    platform.env.location.back();
    await waitFor(() => q(root, '.top-bar') && q(root, '[role="tabpanel"]:not([hidden]) .list-page'), 'the browser Back: the app again', 15000);
    equal(activeKey(shell), tabKey, 'the same tab after Back');
    equal(platform.env.location.href(), before);
  });
});
