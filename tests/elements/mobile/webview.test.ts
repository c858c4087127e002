import { assert, equal } from '../../support/assert.ts';
import { setViewport } from '../../support/commands.ts';
import { unmountAll, waitFor } from '../../support/dom.ts';
import { q, startShell } from '../app-shell/shell-helpers.ts';
import { conceptsOf } from '../../../elements/shared/concepts.ts';
import { recordRoundTrip } from './record-flow.ts';
import { issueCode, mobileLayout, phoneViewport, pretendUserAgent, WEBVIEW_AGENTS } from './mobile-helpers.ts';

describe('the messaging webviews (DESIGN §4)', () => {
  let restoreAgent: (() => void) | undefined;
  before(phoneViewport);
  after(() => setViewport(1280, 860));
  afterEach(() => {
    unmountAll();
    restoreAgent?.();
    restoreAgent = undefined;
  });

  for (const platform of ['wxwork', 'dingtalk'] as const) {
    it(`${platform}: the root goes to the entry path, the code signs in and leaves the address, the mobile layout shows`, async function (this: MochaContext) {
      this.timeout(60000);
      const code = await issueCode(platform, 'alice');
      restoreAgent = pretendUserAgent(WEBVIEW_AGENTS[platform]);
      const { root, platform: core } = await startShell(`/?code=${code}`);
      equal(core.platform.messaging, platform, 'the messaging browser detected');
      await waitFor(() => mobileLayout(root), 'the mobile layout, signed in without the login form', 20000);
      assert(!q(root, '[data-field="account"]'), 'no login form');
      equal(core.state.$user.get()?.ACCOUNT, 'alice', 'alice is the user');
      const address = core.env.location.href();
      assert(!/[?&]code=/.test(address), `the code is gone from the address (${address})`);
      assert(address.includes('#/app/demo/crm/sales'), `the default app shows (${address})`);
      // The same journey as on any phone, inside the messaging browser.
      await recordRoundTrip(root, conceptsOf(core), platform === 'wxwork' ? '0571-11112222' : '0571-33334444');
    });
  }

  it('a spent code is refused with a message and the login follows', async function (this: MochaContext) {
    this.timeout(60000);
    const code = await issueCode('wxwork', 'alice');
    await fetch('/api/v1/demo/crm/FM_USER/loginByCode', {
      method: 'POST',
      headers: { 'content-type': 'application/json', Client: 'demo' },
      body: JSON.stringify({ code, platform: 'wxwork' }),
    });
    restoreAgent = pretendUserAgent(WEBVIEW_AGENTS.wxwork);
    const { root, platform: core } = await startShell(`/wxwork?code=${code}`);
    await waitFor(() => q(root, '[data-field="account"]'), 'the login form', 20000);
    await waitFor(() => [...root.querySelectorAll('sl-alert')].some((alert) => alert.textContent?.includes('登录码无效或已过期')), 'the refusal shown', 10000);
    assert(!/[?&]code=/.test(core.env.location.href()), 'the code is gone from the address');
  });
});
