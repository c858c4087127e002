/**
 * The page to return to after a login belongs to the user who left it: after bob signs out,
 * carol signing in is not taken to bob's app and role (she holds both of his roles and has no
 * default, so a fresh sign-in asks her which); bob signing in again is.
 */
import { assert, equal } from '../../support/assert.ts';
import { saveScreenshot } from '../../support/commands.ts';
import { unmountAll, waitFor } from '../../support/dom.ts';
import { chooseUserMenu, loginAs, PASSWORD, q, startShell, submitLogin } from './shell-helpers.ts';
import type { ShellUnderTest } from './shell-helpers.ts';

const BOBS_PAGE = '/app/demo/crm/sales/manager';

/** Bob signed in on his default role's page, then signed out: the login form with his return path. */
async function bobSignedOut(): Promise<ShellUnderTest> {
  const shell = await startShell();
  // The first sign-in of the file loads the layout's code: a generous wait.
  await submitLogin(shell.root, 'bob', PASSWORD);
  await waitFor(() => q(shell.root, '.top-bar') && shell.core.state.$route.get()?.path === BOBS_PAGE, `bob on ${BOBS_PAGE}`, 40000);
  await chooseUserMenu(shell.root, 'logout');
  await waitFor(() => q(shell.root, '.login-submit') && shell.core.state.$route.get()?.name === 'login', 'the login form after the sign-out', 15000);
  equal(shell.core.state.$route.get()?.query.path, BOBS_PAGE, "the login keeps bob's page to return to");
  return shell;
}

describe('app-shell: whose return path', () => {
  afterEach(unmountAll);

  it('carol signing in after bob signed out is asked for her role, not taken to his', async function (this: MochaContext) {
    this.timeout(60000);
    const { root, core } = await bobSignedOut();
    await submitLogin(root, 'carol', PASSWORD);
    await waitFor(() => q(root, '.role-choice[data-role="sales"]'), "carol's role select", 15000);
    await saveScreenshot('return-path-other-user');
    const route = core.state.$route.get();
    equal(route?.name, 'appRoleSelect', `a fresh sign-in's landing (${route?.path})`);
    assert(!route?.path.startsWith(BOBS_PAGE), `not bob's page (${route?.path})`);
    equal(core.state.$user.get()?.ACCOUNT, 'carol');
  });

  it('bob signing in again returns to his page and role', async function (this: MochaContext) {
    this.timeout(60000);
    const { root, core } = await bobSignedOut();
    await loginAs(root, 'bob');
    await waitFor(() => core.state.$route.get()?.path === BOBS_PAGE, `bob back on ${BOBS_PAGE}`, 15000);
    equal(core.state.$route.get()?.params.role, 'manager');
  });
});
