/**
 * Task links of the messaging browsers back from OAuth, in Chromium against the reference server:
 * the provider puts the code before the fragment (`/?code=…&state=…#/wxwork/task/…`), or a link
 * of the product's own carries it in the route's query. Either way the code signs in, leaves the
 * address with `state`, and the task shows; a spent code says so above the login form.
 */
import '../../../elements/index.ts';
import { createMemoryLocation, createMemoryStorage, createPlatform, setDefaultPlatform } from '../../../core/index.ts';
import { registerEntityPages } from '../../../elements/pages/register.ts';
import { pageRegistry } from '../../../elements/shared/concepts.ts';
import { assert, equal } from '../../support/assert.ts';
import { saveScreenshot } from '../../support/commands.ts';
import { mount, unmountAll, waitFor } from '../../support/dom.ts';
import { processCall } from '../pages/chart-helpers.ts';
import { freshPlatform, hook } from '../pages/page-helpers.ts';
import { issueCode } from '../mobile/mobile-helpers.ts';
import { q } from './shell-helpers.ts';

/** The shell at a whole address (the page's query before the fragment included), signed out. */
async function shellAt(href: string) {
  const platform = createPlatform({
    settings: { ipBase: location.origin, serverConfigured: true },
    location: createMemoryLocation(href),
    storage: createMemoryStorage(),
  });
  setDefaultPlatform(platform);
  registerEntityPages(pageRegistry(platform));
  const shell = mount<HTMLElement>('<app-shell client="demo" system="crm" app="sales"></app-shell>');
  const root = await waitFor(() => shell.shadowRoot, 'the shadow root');
  return { root, platform };
}

/** An order of alice's waiting for bob's approval: its task id. */
async function bobsTask(): Promise<string> {
  const alice = await freshPlatform('alice');
  const orderNo = `SO-LINK-${Date.now().toString(36)}`;
  await alice.http.request({
    entity: 'ORDER',
    action: 'save',
    method: 'POST',
    data: { data: { ORDER_NO: orderNo, CUSTOMER_ID: 1, STATUS: 'draft', AMOUNT: 166000 } },
  });
  const bob = await freshPlatform('bob');
  const reply = await processCall<{ rows: Array<{ taskId?: string }> }>(bob, 'inbox', { box: 'waiting', page: 1, pageSize: 20, search: orderNo });
  const taskId = reply.rows[0]?.taskId;
  assert(taskId, "the order's task in bob's box");
  return taskId;
}

const taskShown = (root: ShadowRoot) => {
  const page = q(root, '[data-route-page]');
  return page?.querySelector('.task-meta') ? page : null;
};

describe('messaging task links back from OAuth', () => {
  let taskId = '';
  before(async function (this: MochaContext) {
    this.timeout(30000);
    taskId = await bobsTask();
  });
  afterEach(() => unmountAll());
  after(() => hook('reset'));

  const cases = [
    ['wxwork', (code: string, task: string) => `/?code=${code}&state=wx-state#/wxwork/task/demo/crm/${task}`],
    ['dingtalk', (code: string, task: string) => `/?code=${code}&state=dd-state#/dingtalk/task/demo/crm/${task}`],
    ['wxwork', (code: string, task: string) => `/#/wxwork/task/demo/crm/${task}?code=${code}&state=wx-state`],
  ] as const;
  for (const [platform, address] of cases) {
    const where = address('CODE', 'T').includes('#/?') || address('CODE', 'T').startsWith('/?') ? 'before the fragment' : 'in the hash query';
    it(`${platform}: a task link with the code ${where} signs in and shows the task`, async function (this: MochaContext) {
      this.timeout(60000);
      const code = await issueCode(platform, 'bob');
      const { root, platform: core } = await shellAt(`${location.origin}${address(code, taskId)}`);
      const page = await waitFor(() => taskShown(root), 'the task page, signed in without the login form', 20000);
      assert(!q(root, '[data-field="account"]'), 'no login form');
      equal(page.getAttribute('data-route-page'), `${platform}Task`);
      assert(page.querySelector('.task-starter')?.textContent, "the task's starter shows");
      const href = core.env.location.href();
      assert(!/[?&](code|state)=/.test(href), `code and state are gone from the address (${href})`);
      assert(href.endsWith(`#/${platform}/task/demo/crm/${taskId}`), `the task's address (${href})`);
      equal(JSON.stringify(core.state.$route.get()?.query), '{}', 'no code in the route');
      if (where === 'before the fragment') await saveScreenshot(`messaging-task-link-${platform}`);
    });
  }

  it('the plain entry path takes the code before the fragment too and opens the app signed in', async function (this: MochaContext) {
    this.timeout(60000);
    const code = await issueCode('wxwork', 'bob');
    const { root, platform: core } = await shellAt(`${location.origin}/?code=${code}&state=s#/wxwork`);
    await waitFor(() => q(root, '.top-bar'), 'the app layout, signed in without the login form', 20000);
    equal(core.state.$user.get()?.ACCOUNT, 'bob', 'bob is the user');
    const href = core.env.location.href();
    assert(!/[?&](code|state)=/.test(href), `code and state are gone from the address (${href})`);
    assert(href.includes('#/app/demo/crm/sales'), `the default app shows (${href})`);
  });

  it('a spent code says so above the login form, which then returns to the task', async function (this: MochaContext) {
    this.timeout(60000);
    const code = await issueCode('wxwork', 'bob');
    await fetch('/api/v1/demo/crm/FM_USER/loginByCode', {
      method: 'POST',
      headers: { 'content-type': 'application/json', Client: 'demo' },
      body: JSON.stringify({ code, platform: 'wxwork' }),
    });
    const { root, platform: core } = await shellAt(`${location.origin}/?code=${code}&state=s#/wxwork/task/demo/crm/${taskId}`);
    await waitFor(() => q(root, '[data-field="account"]'), 'the login form', 20000);
    await waitFor(() => [...root.querySelectorAll('sl-alert')].some((alert) => alert.textContent?.includes('登录码无效或已过期')), 'the refusal shown', 10000);
    await saveScreenshot('messaging-task-link-spent-code');
    const href = core.env.location.href();
    assert(!/[?&](code|state)=/.test(href), `code and state are gone from the address (${href})`);
    equal(core.state.$route.get()?.query.path, `/wxwork/task/demo/crm/${taskId}`, 'the login returns to the task');
  });
});
