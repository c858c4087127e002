// @vitest-environment node
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createMemoryLocation, createMemoryStorage, createPlatform } from '../../../core/instance/index.ts';
import type { PlatformSettings } from '../../../core/instance/index.ts';
import { startTestServer } from '../../support/server.ts';
import type { TestServer } from '../../support/server.ts';
import { cookieFetch } from '../session/server-fixtures.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server?.close();
});
beforeEach(async () => {
  await server.hooks.reset();
});

const DEFAULTS: PlatformSettings = { defaultClient: 'demo', defaultSystem: 'crm', defaultApp: 'sales' };

function shell(address: string, token?: string, settings: PlatformSettings = {}) {
  const { fetch, readCookie } = cookieFetch();
  const storage = createMemoryStorage();
  if (token) storage.setItem('demo-token', token);
  const location = createMemoryLocation(`${server.url}/index.html${address}`);
  const platform = createPlatform({
    fetch,
    storage,
    location,
    readCookie,
    settings: { ipBase: server.url, serverConfigured: true, ...settings },
    console: { error: () => {}, warn: () => {}, info: () => {}, log: () => {} },
  });
  const stop = platform.router.start();
  const expiredMessages = () => platform.notifier.$notifications.get().filter((n) => n.code === 'login.expired' || n.code === 'error.nologin');
  return { platform, location, stop, expiredMessages };
}

const settle = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('start-up: a lost session goes to login once', () => {
  it('a 401 on every getInitInfo goes to login once, never in a loop', async () => {
    const { token } = await server.login('alice');
    await server.hooks.fail('getInitInfo', 1000, { http: 401 });
    const { platform, stop, location, expiredMessages } = shell('#/app/demo/crm/sales/sales', token, DEFAULTS);
    await settle(1500);
    stop();
    expect(platform.state.$route.get()).toMatchObject({
      name: 'login',
      params: { client: 'demo', system: 'crm', app: 'sales' },
      query: { path: '/app/demo/crm/sales/sales' },
    });
    // The app's address, then the login route's own (which shows the form without the config).
    expect(await server.hooks.count('FM_MGN_SYSTEM', 'getInitInfo')).toBe(2);
    expect(location.history).toHaveLength(2);
    expect(expiredMessages()).toHaveLength(1);
  });

  it('stays once on login when the 401s are slower than the expiry debounce (the old loop)', async () => {
    const { token } = await server.login('alice');
    await server.hooks.fail('getInitInfo', 1000, { http: 401 });
    await server.hooks.latency(250, 'getInitInfo');
    const { platform, stop, expiredMessages } = shell('#/app/demo/crm/sales/sales', token, DEFAULTS);
    await settle(2500);
    stop();
    expect(platform.state.$route.get()?.name).toBe('login');
    expect(await server.hooks.count('FM_MGN_SYSTEM', 'getInitInfo')).toBe(2);
    expect(expiredMessages()).toHaveLength(1);
  });

  it('error.nologin on getUser during start-up goes to login once', async () => {
    const { token } = await server.login('alice');
    await server.hooks.fail('getUser', 1000, { code: 'error.nologin' });
    const { platform, stop, expiredMessages } = shell('#/app/demo/crm/sales/sales', token);
    await settle(1500);
    stop();
    expect(platform.state.$route.get()?.name).toBe('login');
    expect(await server.hooks.count('FM_USER', 'getUser')).toBe(1);
    expect(expiredMessages().length).toBeLessThanOrEqual(1);
  });

  it('another failure of getInitInfo still goes to /error (spec §2)', async () => {
    await server.hooks.fail('getInitInfo', 1, { http: 500 });
    const { platform, stop } = shell('#/app/demo/crm/sales/sales', undefined, DEFAULTS);
    await settle(800);
    stop();
    expect(platform.state.$route.get()).toMatchObject({ name: 'error', query: { url: '#/app/demo/crm/sales/sales' } });
  });
});
