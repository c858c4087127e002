import { equal, match, assert } from '../../support/assert.ts';
import { press, saveScreenshot, setViewport } from '../../support/commands.ts';
import { deepActiveElement, sleep, unmountAll, waitFor } from '../../support/dom.ts';
import { activeTabText, chooseUserMenu, focusWithin, loginAs, menuItem, q, startShell, submitLogin, tabs, PASSWORD } from './shell-helpers.ts';

describe('app-shell: login and roles', () => {
  afterEach(unmountAll);

  it('shows the server message for a wrong password, then logs in', async () => {
    const { shell, root, core } = await startShell();
    const ready = new Promise((resolve) => shell.addEventListener('shell-ready', resolve, { once: true }));
    await submitLogin(root, 'alice', 'not-the-password');
    const error = await waitFor(() => q(root, '.login-error'), 'the login error', 10000);
    match(error.textContent, /用户名或密码错误|Wrong account or password/);
    await ready;
    await submitLogin(root, 'alice', PASSWORD);
    await waitFor(() => q(root, '.top-bar'), 'the app layout', 15000);
    const user = core.state.$user.get();
    equal(user?.ACCOUNT, 'alice');
    assert(q(root, '.user-menu')?.textContent?.includes(String(user?.NAME)), 'the user menu names the user');
  });

  it('asks carol to pick a role, then opens the app with it', async () => {
    const { root, core } = await startShell();
    await submitLogin(root, 'carol', PASSWORD);
    const choices = await waitFor(
      () => {
        const found = root.querySelectorAll<HTMLElement>('.role-choice');
        return found.length >= 2 ? [...found] : null;
      },
      'two role choices',
      15000,
    );
    choices.find((choice) => choice.dataset.role === 'manager')!.click();
    await waitFor(() => q(root, '.top-bar'), 'the app layout', 15000);
    await waitFor(() => core.state.$route.get()?.params.role === 'manager', 'the manager role in the route');
  });
});

describe('app-shell: workspace', () => {
  afterEach(unmountAll);

  it('opens menu pages as tabs, keeps them mounted, closes one and the others', async () => {
    const { root } = await startShell();
    await loginAs(root, 'bob');
    (await menuItem(root, 'mod-customer-list')).click();
    await waitFor(() => tabs(root).length === 1, 'one tab');
    (await menuItem(root, 'mod-order-list')).click();
    await waitFor(() => tabs(root).length === 2, 'two tabs');
    const panels = root.querySelectorAll('[role="tabpanel"]');
    equal(panels.length, 2, 'inactive tabs stay mounted');
    equal(root.querySelectorAll('[role="tabpanel"]:not([hidden])').length, 1, 'one panel shown');
    (await menuItem(root, 'mod-customer-list')).click();
    await waitFor(() => /客户|Customer/.test(activeTabText(root)), 'the customer tab active again');
    equal(tabs(root).length, 2, 'the same module does not open twice');
    q(root, `.tab[data-tab="module-mod-order-list"] .tab-close`)!.click();
    await waitFor(() => tabs(root).length === 1, 'one tab after closing');
    (await menuItem(root, 'mod-order-list')).click();
    (await menuItem(root, 'mod-product')).click();
    await waitFor(() => tabs(root).length === 3, 'three tabs');
    await chooseUserMenuless(root, 'others');
    await waitFor(() => tabs(root).length === 1, 'only the active tab left');
  });

  it('keeps the top bar and the menu in view while a long page scrolls', async () => {
    const { root } = await startShell();
    await loginAs(root, 'bob');
    const workspace = await waitFor(() => q(root, '.workspace'), 'the workspace');
    const tall = document.createElement('div');
    tall.style.height = '3000px';
    workspace.append(tall);
    try {
      window.scrollTo(0, 1200);
      await waitFor(() => window.scrollY > 1000, 'the page scrolled');
      const top = q(root, '.top-bar')!.getBoundingClientRect();
      const side = q(root, '.side')!.getBoundingClientRect();
      equal(Math.round(top.top), 0, 'the top bar at the top of the view');
      equal(Math.round(side.top), Math.round(top.bottom), 'the menu right below it');
      assert(side.bottom <= window.innerHeight + 1, 'the menu ends in the view (it scrolls on its own)');
    } finally {
      tall.remove();
      window.scrollTo(0, 0);
    }
  });

  it('honours HIDDEN_SUB_MENU: the products module has no sub-items', async () => {
    const { root } = await startShell();
    await loginAs(root, 'bob');
    const products = await menuItem(root, 'mod-product');
    equal(products.querySelectorAll('sl-tree-item').length, 0);
    assert(q(root, 'sl-tree-item[data-module="mod-customer"] sl-tree-item'), 'other modules keep their children');
  });

  it('stacks popups and closes them last-in first-out with Escape', async () => {
    const { root, core } = await startShell();
    await loginAs(root, 'bob');
    core.workspace.openPopup({ kind: 'nothing-registered', title: 'First' });
    core.workspace.openPopup({ kind: 'nothing-registered', title: 'Second' });
    await waitFor(() => root.querySelectorAll('sl-dialog.popup').length === 2, 'two popups');
    match(q(root, 'sl-dialog.popup:last-of-type .page-message')?.textContent, /nothing-registered/);
    const second = q(root, 'sl-dialog.popup:last-of-type')!;
    await waitFor(() => focusWithin(second), 'focus in the second popup');
    await press('Escape');
    await waitFor(() => root.querySelectorAll('sl-dialog.popup').length === 1, 'one popup after Escape');
    equal(q(root, 'sl-dialog.popup')?.getAttribute('label'), 'First');
    core.workspace.openDrawer({ kind: 'nothing-registered', title: 'Side' });
    await waitFor(() => q(root, 'sl-drawer.drawer'), 'the drawer');
  });
});

/** The tab bar's own menu: close others / close all. */
async function chooseUserMenuless(root: ShadowRoot, value: 'others' | 'all') {
  const item = await waitFor(() => q<HTMLElement>(root, `.tab-bar sl-menu-item[data-value="${value}"]`), `tab menu ${value}`);
  item.click();
}

describe('app-shell: theme, language, keyboard', () => {
  before(() => setViewport(1280, 800));
  afterEach(unmountAll);

  it('switches the language live and the theme to dark', async () => {
    const { shell, root } = await startShell();
    await loginAs(root, 'bob');
    const customers = await menuItem(root, 'mod-customer');
    match(customers.querySelector('.menu-label')?.textContent, /客户管理/);
    await chooseUserMenu(root, 'lang:011');
    await waitFor(() => customers.querySelector('.menu-label')?.textContent === 'Customers', 'the English menu label');
    match((q(root, 'sl-icon-button.menu-toggle') as HTMLElement & { label?: string })?.label, /Show or hide/);
    await chooseUserMenu(root, 'theme:dark');
    await waitFor(() => shell.dataset.theme === 'dark', 'data-theme on the shell');
    equal(document.documentElement.dataset.theme, 'dark');
    assert(shell.classList.contains('sl-theme-dark'), 'Shoelace dark theme class');
    const background = getComputedStyle(q(root, '.top-bar')!).backgroundColor;
    await saveScreenshot('app-shell-dark');
    await chooseUserMenu(root, 'theme:default');
    await waitFor(() => !shell.classList.contains('sl-theme-dark'), 'back to the light theme');
    assert(getComputedStyle(q(root, '.top-bar')!).backgroundColor !== background, 'the colours changed');
  });

  it('moves between tabs with the arrow keys and opens menu items with Enter', async () => {
    const { root } = await startShell();
    await loginAs(root, 'bob');
    (await menuItem(root, 'mod-customer-list')).click();
    (await menuItem(root, 'mod-order-list')).click();
    await waitFor(() => tabs(root).length === 2, 'two tabs');
    q(root, '[role="tab"][aria-selected="true"]')!.focus();
    await press('ArrowLeft');
    await waitFor(() => /客户|Customer/.test(activeTabText(root)), 'the first tab active');
    equal(deepActiveElement()?.getAttribute('aria-selected'), 'true', 'focus follows the active tab');
    await press('Delete');
    await waitFor(() => tabs(root).length === 1, 'Delete closed the tab');
    const home = await menuItem(root, 'mod-home');
    home.focus();
    await press('Enter');
    await waitFor(() => tabs(root).length === 2, 'Enter on a menu item opened it');
    await saveScreenshot('app-shell');
  });
});
