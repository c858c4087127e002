/**
 * The English UI, and the shell's finish: after a switch to English and a reload, the shell, a
 * list, a form, the detail drawer and the user menu show no Chinese text except data values that
 * have no English; the menu highlight follows the active tab; menu icons come from the menu data;
 * a popup's title is its page's heading, said once; the product manual is one click away; the
 * login names the product and the app.
 */
import '../../../elements/index.ts';
import { createMemoryLocation, createMemoryStorage, createPlatform, setDefaultPlatform } from '../../../core/index.ts';
import type { KeyValueStorage } from '../../../core/index.ts';
import { registerEntityPages } from '../../../elements/pages/register.ts';
import { conceptsOf, pageRegistry } from '../../../elements/shared/concepts.ts';
import { assert, equal, match } from '../../support/assert.ts';
import { saveScreenshot, setViewport } from '../../support/commands.ts';
import { deepQueryAll, mount, sleep, unmountAll, waitFor } from '../../support/dom.ts';
import { chooseUserMenu, loginAs, menuItem, q, startShell } from './shell-helpers.ts';
import type { ShellUnderTest } from './shell-helpers.ts';

const CJK = /[\u3000-\u303f\u3400-\u9fff\uff00-\uffef]/;
/** Data values (records, their child rows, the languages' own names): no English exists for them. */
const DATA = '.grid-row .cell:not(.actions), .detail-item dd, .sub-table td, [data-value^="lang:"], .language-switch';

/** The visible text of `root` (shadow roots included), without the data values and hidden parts. */
function visibleText(root: ParentNode): string {
  let text = '';
  for (const node of root.childNodes) {
    if (node.nodeType === Node.TEXT_NODE) text += ` ${node.textContent ?? ''}`;
    if (!(node instanceof Element) || node.localName === 'style' || node.matches(DATA)) continue;
    if (node instanceof HTMLElement && (node.hidden || node.closest('[hidden]'))) continue;
    if (node.shadowRoot) text += visibleText(node.shadowRoot);
    text += visibleText(node);
  }
  return text;
}

function chinese(root: ParentNode): string[] {
  return [...new Set(visibleText(root).match(new RegExp(`${CJK.source}+`, 'g')) ?? [])];
}

/** A new platform on the same storage: a reload of the page (the session and the language stay). */
function reloadShell(storage: KeyValueStorage): ShellUnderTest {
  const platform = createPlatform({
    settings: { ipBase: location.origin, serverConfigured: true },
    location: createMemoryLocation(`${location.origin}/#/app/demo/crm/sales`),
    storage,
  });
  setDefaultPlatform(platform);
  registerEntityPages(pageRegistry(platform));
  const shell = mount<HTMLElement>('<app-shell client="demo" system="crm" app="sales"></app-shell>');
  return { shell, root: shell.shadowRoot!, platform, core: conceptsOf(platform) };
}

describe('app-shell: both languages everywhere and the shell finish', () => {
  afterEach(unmountAll);

  it('in English after a reload, shows no Chinese in the shell, a list, a form, the drawer and the user menu', async function (this: MochaContext) {
    this.timeout(90000);
    await setViewport(1440, 900);
    const storage = createMemoryStorage();
    const platform = createPlatform({
      settings: { ipBase: location.origin, serverConfigured: true },
      location: createMemoryLocation(`${location.origin}/#/`),
      storage,
    });
    setDefaultPlatform(platform);
    registerEntityPages(pageRegistry(platform));
    const first = mount<HTMLElement>('<app-shell client="demo" system="crm" app="sales"></app-shell>');
    const firstRoot = await waitFor(() => first.shadowRoot, 'the shadow root');
    await loginAs(firstRoot, 'admin');
    await chooseUserMenu(firstRoot, 'lang:011');
    await waitFor(() => conceptsOf(platform).i18n.$language.get() === '011', 'English chosen');
    unmountAll();

    const { root, core } = reloadShell(storage);
    await waitFor(() => root.querySelector('.top-bar'), 'the app after the reload', 15000);
    await waitFor(() => q(root, '.app-name')?.textContent === 'Sales', 'the app name in English', 10000);
    await waitFor(() => document.title === 'Sales', 'the document title in English');
    await waitFor(() => /Administrator/.test(q(root, '.user-menu')?.textContent ?? ''), "the user's English name");
    await waitFor(() => /Welcome to the demo platform/.test(visibleText(root)), 'the notices in English', 10000);

    (await menuItem(root, 'mod-customer-list')).click();
    const list = await waitFor(() => q(root, '[role="tabpanel"]:not([hidden]) .list-page'), 'the customer list', 15000);
    await waitFor(() => list.querySelectorAll('.grid-row').length > 0, 'rows', 10000);
    equal(chinese(root).join(' '), '', 'no Chinese in the shell and the list');

    list.querySelectorAll('.grid-row')[1]!.dispatchEvent(new MouseEvent('dblclick', { bubbles: true }));
    const drawer = await waitFor(() => q(root, 'sl-drawer.drawer'), 'the detail drawer', 10000);
    await waitFor(() => drawer.querySelector('.detail-grid'), 'the detail fields', 10000);
    await sleep(500);
    equal(chinese(drawer).join(' '), '', 'no Chinese in the drawer');
    await saveScreenshot('english-ui');
    core.workspace.closeDrawer();

    (await menuItem(root, 'mod-customer-add')).click();
    const popup = await waitFor(() => q(root, 'sl-dialog.popup'), 'the add form popup', 10000);
    await waitFor(() => popup.querySelector('.form-page [data-field="NAME"] input'), 'the form', 10000);
    equal(popup.querySelector<HTMLInputElement>('[data-field="NAME"] input')!.placeholder, 'Enter the customer name');
    equal(chinese(popup).join(' '), '', 'no Chinese in the form');
    core.workspace.closePopup();

    const trigger = q(root, '.user-menu sl-button')!;
    trigger.click();
    await sleep(300);
    equal(chinese(q(root, '.user-menu')!).join(' '), '', 'no Chinese in the user menu');
    match(q(root, '.user-menu')?.textContent, /Sales rep.*Sales manager.*Administrator/s);
  });

  it('highlights the active tab in the menu, draws the menu icons of the data, titles a popup once, reaches the manual', async function (this: MochaContext) {
    this.timeout(60000);
    await setViewport(1440, 900);
    const { root, core } = await startShell();
    await loginAs(root, 'admin');
    const home = await menuItem(root, 'mod-home');
    equal(home.querySelector('svg.menu-icon')?.getAttribute('data-icon'), 'house', 'the icon named by the menu data');
    equal((await menuItem(root, 'mod-workbench')).querySelector('svg.menu-icon')?.getAttribute('data-icon'), 'grid');

    (await menuItem(root, 'mod-customer-list')).click();
    await waitFor(() => q(root, '[role="tabpanel"]:not([hidden]) .list-page'), 'the list', 15000);
    (await menuItem(root, 'mod-order-list')).click();
    await waitFor(() => (q(root, 'sl-tree-item[data-module="mod-order-list"]') as HTMLElement & { selected: boolean }).selected, 'the order entry highlighted');
    core.workspace.activateTab('module-mod-customer-list');
    const customers = q(root, 'sl-tree-item[data-module="mod-customer-list"]') as HTMLElement & { selected: boolean };
    await waitFor(() => customers.selected, 'the highlight follows the tab');
    assert(!(q(root, 'sl-tree-item[data-module="mod-order-list"]') as HTMLElement & { selected: boolean }).selected, 'one entry highlighted');

    (await menuItem(root, 'mod-customer-add')).click();
    const popup = await waitFor(() => q(root, 'sl-dialog.popup'), 'the add popup', 10000);
    const heading = await waitFor(() => popup.querySelector<HTMLElement>('.page-head h2'), 'the page heading', 10000);
    await waitFor(() => popup.getAttribute('label') === heading.textContent, 'the popup titled by its page');
    equal(heading.getBoundingClientRect().width <= 1, true, 'the heading is not shown a second time');
    core.workspace.closePopup();

    (await menuItem(root, 'mod-manual')).click();
    const manual = await waitFor(() => q(root, 'sl-dialog.popup pdf-viewer'), 'the manual in the PDF viewer', 10000);
    await waitFor(() => deepQueryAll(manual.shadowRoot!, '.page[data-state="rendered"] canvas').length > 0, 'the manual drawn', 20000);
    match(q(root, 'sl-dialog.popup')?.getAttribute('label'), /产品手册/);
  });

  it('names the product and the app on the login, and opens the home page with its parts', async function (this: MochaContext) {
    this.timeout(60000);
    await setViewport(1440, 900);
    const { root, core } = await startShell('/app/demo/crm/sales');
    const brand = await waitFor(() => q(root, '[data-login-brand]'), 'the login brand', 15000);
    await waitFor(() => /销售管理/.test(brand.textContent ?? ''), 'the app named', 10000);
    match(brand.textContent, /业务应用平台/);
    await loginAs(root, 'bob');
    core.router.open({ kind: 'home', title: '首页', key: 'home' });
    const page = await waitFor(() => q(root, '[role="tabpanel"]:not([hidden]) .home-page'), 'the home page', 15000);
    await waitFor(() => page.querySelectorAll('.home-tile').length > 0, 'the shortcuts', 10000);
    await waitFor(() => page.querySelector('.home-work [data-count="waiting"] dd'), 'the work counts for a manager', 10000);
    await waitFor(() => /欢迎使用演示平台/.test(page.textContent ?? ''), 'the notices', 10000);
    match(page.querySelector('.home-hello h2')?.textContent, /李博/);
    assert(!page.querySelector('[role="alert"]'), 'no part failed');
    await sleep(300);
    await saveScreenshot('home-page');
    (page.querySelector('.home-tile') as HTMLElement).click();
    await waitFor(() => core.workspace.$tabs.get().length === 2, 'a shortcut opens its page');
  });
});
