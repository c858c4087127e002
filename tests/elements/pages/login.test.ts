import { assert, equal } from '../../support/assert.ts';
import { unmountAll, waitFor } from '../../support/dom.ts';
import { PASSWORD } from '../app-shell/shell-helpers.ts';
import { $ } from './page-helpers.ts';
import { openEntry, q, shellAs } from './work-helpers.ts';

function fill(page: HTMLElement, account: string, password: string): void {
  ($(page, '[data-field="account"]') as HTMLInputElement).value = account;
  ($(page, '[data-field="password"]') as HTMLInputElement).value = password;
  $(page, '.login-submit')!.click();
}

describe('login page', () => {
  afterEach(unmountAll);

  it('is the login screen as a page: a wrong password is said under the form, the right one signs in', async function (this: MochaContext) {
    this.timeout(60000);
    const { root, core } = await shellAs('admin');
    const page = await openEntry(root, 'mod-workbench', 'mod-workbench-login', '.login-page');
    assert($(page, 'section.login') && !$(page, 'main'), 'a section inside the app, not a second main landmark');
    equal($(page, '#login-title')?.textContent, '登录');
    const note = $(page, '[data-login-current]')?.textContent ?? '';
    assert(note.startsWith('当前登录用户：') && note.includes('切换用户'), `the form says who is signed in and that a login switches: ${note}`);
    fill(page, 'bob', 'wrong-password');
    await waitFor(() => $(q(root, '.login-page')!, '.login-error[role="alert"]'), 'the server message', 10000);
    equal(core.state.$user.get()?.ACCOUNT, 'admin', 'still admin');
    fill(q(root, '.login-page')!, 'bob', PASSWORD);
    await waitFor(() => core.state.$user.get()?.ACCOUNT === 'bob', 'signed in as bob', 15000);
    // The switch closes admin's pages: the login page's tab is gone, nothing of admin's stays on screen.
    await waitFor(() => !q(root, '.login-page'), "admin's tabs closed", 15000);
    assert(!core.workspace.$tabs.get().some((tab) => tab.key.includes('login')), 'no tab of the last user is left');
  });
});
