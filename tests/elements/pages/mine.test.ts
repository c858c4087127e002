import { assert, equal, match } from '../../support/assert.ts';
import { unmountAll, waitFor } from '../../support/dom.ts';
import { $, $$, selectValue } from './page-helpers.ts';
import { openEntry, q, shellAs } from './work-helpers.ts';

describe('mine page', () => {
  afterEach(unmountAll);

  it('shows the profile and the roles per service, switches the role, language and theme', async function (this: MochaContext) {
    this.timeout(60000);
    const { root, core } = await shellAs('bob');
    const page = await openEntry(root, 'mod-workbench', 'mod-workbench-mine', '.mine-page');
    equal($(page, '#mine-title')?.textContent, '个人中心');
    const profile = await waitFor(() => $(page, '.mine-profile'), 'the profile', 10000);
    match(profile.textContent, /bob/);
    match(profile.textContent, /李博/);
    match(profile.textContent, /bob@demo\.example\.com/);
    await waitFor(() => /销售部/.test($(page, '.mine-profile')?.textContent ?? ''), 'the department by its name (FM_DEPT tree)');

    // bob holds sales and manager in every service; manager is the default and the active role.
    const current = await waitFor(() => $(page, '.mine-roles tr[data-service="service-sales"]'), 'the current service row');
    equal(core.access.$activeRole.get()?.code, 'manager');
    assert($(current, 'li[data-role="manager"] [aria-current="true"]'), 'manager is marked active');
    await waitFor(() => $$(page, '.mine-roles tbody tr').length > 1, 'the other services too', 10000);
    assert(!$(page, '.mine-roles tr[data-service="service-legacy"] .use-role'), 'roles of other services are listed, not switched');

    const useSales = $(current, '.use-role[data-role="sales"]')!;
    match(useSales.getAttribute('aria-label'), /销售员/);
    useSales.click();
    await waitFor(() => core.access.$activeRole.get()?.code === 'sales', 'the sales role active', 10000);
    const after = await waitFor(
      () => q(root, '.mine-page .mine-roles tr[data-service="service-sales"] li[data-role="sales"] [aria-current="true"]'),
      'sales marked active',
      10000,
    );
    assert(after, 'the page follows the switch');

    const mine = q(root, '.mine-page')!;
    selectValue($(mine, '.mine-pref .language-switch')!, '011');
    await waitFor(() => q(root, '#mine-title')?.textContent === 'My account', 'the English title');
    equal(core.i18n.$language.get(), '011');
    selectValue($(q(root, '.mine-page')!, '.mine-theme')!, 'dark');
    await waitFor(
      () => document.documentElement.dataset.theme === 'dark' || (q(root, '.mine-theme') && (q(root, '.mine-theme') as HTMLSelectElement).value === 'dark'),
      'the dark theme',
    );
    selectValue($(q(root, '.mine-page')!, '.mine-theme')!, 'default');
    core.i18n.setLanguage('010');
  });

  it('opens the change-password dialog and signs out', async function (this: MochaContext) {
    this.timeout(60000);
    const { root, core } = await shellAs('alice');
    const page = await openEntry(root, 'mod-workbench', 'mod-workbench-mine', '.mine-page');
    $(page, '.mine-password')!.click();
    const dialog = await waitFor(() => q(root, 'sl-dialog.change-password'), 'the change-password dialog');
    assert(dialog.querySelectorAll('sl-input').length === 3, 'old, new and repeat');
    (dialog.querySelector('sl-button:not([variant="primary"])') as HTMLElement).click();
    await waitFor(() => !q(root, 'sl-dialog.change-password'), 'the dialog closed');
    $(q(root, '.mine-page')!, '.mine-logout')!.click();
    await waitFor(() => core.state.$user.get() === null, 'signed out', 10000);
    await waitFor(() => q(root, '.login-submit'), 'the login screen', 10000);
  });
});
