// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer } from '../../support/server.ts';
import type { TestServer } from '../../support/server.ts';
import { createMemoryLocation, createMemoryStorage, createPlatform } from '../../../core/index.ts';
import { cookieFetch } from './server-fixtures.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server?.close();
});

describe('http and session wired by createPlatform', () => {
  it('an expired session mid-work: one message, one trip to the login route, no token left', async () => {
    const { fetch, readCookie } = cookieFetch();
    const location = createMemoryLocation(`${server.url}/#/app/demo/crm/sales?tab=orders`);
    const storage = createMemoryStorage();
    const quiet = { error: () => {}, warn: () => {}, info: () => {}, log: () => {} };
    const platform = createPlatform({
      fetch,
      storage,
      location,
      readCookie,
      console: quiet,
      settings: { ipBase: server.url, serverConfigured: true, routerMode: 'hash' },
    });
    platform.state.$route.set({ name: 'app1', path: '/app/demo/crm/sales', query: { tab: 'orders' }, params: { client: 'demo', system: 'crm', app: 'sales' } });
    await platform.session.login({ account: 'alice', password: 'demo123' });
    await server.hooks.expireToken(storage.getItem('demo-token')!);

    const calls = Array.from({ length: 10 }, () => platform.http.request({ entity: 'CUSTOMER', action: 'find', data: { pageSize: 1 } }));
    await Promise.allSettled(calls);
    await new Promise((resolve) => setTimeout(resolve, 300));

    const errors = platform.notifier.$notifications.get().filter((entry) => entry.kind === 'error');
    expect(errors.map((entry) => entry.message)).toEqual(['登录已过期，请重新登录']);
    expect(storage.getItem('demo-token')).toBeNull();
    expect(platform.state.$user.get()).toBeNull();
    const logins = location.history.filter((href) => href.includes('/login/'));
    expect(logins).toHaveLength(1);
    expect(logins[0]).toContain('/login/demo/crm/sales');
    expect(decodeURIComponent(logins[0]!)).toContain('path=/app/demo/crm/sales?tab=orders');
    expect(location.history.join(' ')).not.toMatch(/token=/);
  });
});
