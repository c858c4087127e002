// @vitest-environment happy-dom
// core/ tests import tests/support/server.ts under happy-dom: its helpers must work there too.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../support/server.ts';

let srv: TestServer;
beforeAll(async () => {
  // happy-dom's page has an origin of its own: the server allows it, as a host on another origin.
  srv = await startTestServer({ corsOrigins: [location.origin] });
});
afterAll(() => srv.close());

describe('tests/support/server.ts under happy-dom', () => {
  it('logs in and drives the hooks', async () => {
    const s = await srv.login('alice');
    expect(s.token).toMatch(/^[0-9a-f]{48}$/);
    expect(s.xsrf).toMatch(/^[0-9a-f]{32}$/);
    expect(s.user.ACCOUNT).toBe('alice');
    await srv.hooks.resetCounts();
    await srv.hooks.latency(0);
    await srv.hooks.fail('getUser', 1);
    expect(await srv.hooks.count('FM_USER')).toBe(0);
    await srv.hooks.expireToken(s.token);
  });
});

describe('the API under happy-dom fetch (cross-origin)', () => {
  it('answers a window fetch with a bearer token and the login xsrf value', async () => {
    const s = await srv.login('bob');
    const res = await fetch(`${srv.url}/api/v1/demo/crm/CUSTOMER/getCount`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${s.token}`, xsrf_token: s.xsrf, 'Content-Type': 'application/json', Language: '010', Client: 'demo' },
      body: '{}',
    });
    expect(await res.json()).toMatchObject({ code: '0', data: { count: 60 } });
    const hook = await fetch(`${srv.url}/__test/count?entity=CUSTOMER`);
    expect((await hook.json()).data.count).toBeGreaterThan(0);
  });
});
