// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createMemoryLocation, createMemoryStorage, createPlatform } from '../../../core/instance/index.ts';
import { startTestServer } from '../../support/server.ts';
import type { TestServer } from '../../support/server.ts';
import { cookieFetch } from '../session/server-fixtures.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
  // The guard waits for the bundle list, which waits for the page concepts: their first import
  // (transformed by vitest) is not what a landing is timed on.
  await import('../../../core/instance/page-concepts.ts');
});
afterAll(async () => {
  await server?.close();
});

function shell(address: string, token: string) {
  const { fetch, readCookie, seen } = cookieFetch();
  const storage = createMemoryStorage();
  storage.setItem('demo-token', token);
  const location = createMemoryLocation(`${server.url}/index.html${address}`);
  const platform = createPlatform({
    fetch,
    storage,
    location,
    readCookie,
    settings: { ipBase: server.url, serverConfigured: true },
    console: { error: () => {}, warn: () => {}, info: () => {}, log: () => {} },
  });
  platform.router.start();
  const landed = (name: string) => vi.waitFor(() => expect(platform.state.$route.get()?.name).toBe(name), { timeout: 5000 });
  /** The Role header of each platform call from `from` on, as `entity/action role`. */
  const roles = (from = 0) => seen.slice(from).map((call) => `${new URL(call.url).pathname.split('/').slice(-2).join('/')} ${call.headers.role}`);
  return { platform, seen, landed, roles };
}

describe('an app opened by its id (spec §2)', () => {
  it('several roles and none default: the role select with the client filled, then the app with the chosen role', async () => {
    const { token } = await server.login('carol');
    const { platform, landed } = shell('#/app/service-sales?tab=t1', token);
    await landed('appRoleSelect');
    expect(platform.state.$route.get()).toMatchObject({
      params: { client: 'demo', system: 'crm', app: 'sales' },
      query: { tab: 't1', redirect: '/app/service-sales' },
    });
    const manager = platform.access.serviceRoles().find((role) => role.code === 'manager')!;
    // What the role select page does with a choice (elements/shell/role-view.ts).
    await platform.router.navigate(
      { name: 'app1', params: { ...platform.state.$route.get()!.params, role: manager.code }, query: { tab: 't1' } },
      { replace: true },
    );
    await landed('app1');
    expect(platform.state.$route.get()).toMatchObject({ params: { client: 'demo', system: 'crm', app: 'sales', role: 'manager' }, query: { tab: 't1' } });
    expect(platform.access.$activeRole.get()?.id).toBe('role-manager');
  });
});

describe('the Config route acts under SYSTEM (spec §2, §6)', () => {
  it('arriving at Config: every call, the guard’s included, carries SYSTEM', async () => {
    const { token } = await server.login('admin');
    const { platform, landed, roles } = shell('#/config/page/demo/crm/page-customer-list', token);
    await landed('Config');
    await platform.http.request({ entity: 'FM_CONFIG', action: 'get', params: { mode: 'page', id: 'page-customer-list' } });
    for (const line of roles()) expect(line).toMatch(/ (SYSTEM|role-system)$/);
  });

  it('a user without SYSTEM still sees no access there', async () => {
    const { token } = await server.login('bob');
    const { platform, landed } = shell('#/config/page/demo/crm/page-customer-list', token);
    await landed('noAccess');
    expect(platform.state.$user.get()).toMatchObject({ ACCOUNT: 'bob' });
    expect(platform.state.$route.get()?.params.denied).toBe('Config');
  });

  it('from an all-role app to Config: the calls still carry SYSTEM', async () => {
    const { token } = await server.login('admin');
    const { platform, landed, roles, seen } = shell('#/app/demo/crm/open', token);
    await landed('app1');
    const from = seen.length;
    await platform.router.navigate('/config/page/demo/crm/page-customer-list');
    await landed('Config');
    await platform.http.request({ entity: 'FM_CONFIG', action: 'get', params: { mode: 'page', id: 'page-customer-list' } });
    for (const line of roles(from)) expect(line).toMatch(/ (SYSTEM|role-system)$/);
  });

  it('from an app under another role to Config: SYSTEM, not the role of the app', async () => {
    const { token } = await server.login('admin');
    const { platform, landed, roles, seen } = shell('#/app/demo/crm/sales/admin', token);
    await landed('app1');
    const from = seen.length;
    await platform.router.navigate('/config/page/demo/crm/page-customer-list');
    await landed('Config');
    await platform.http.request({ entity: 'FM_CONFIG', action: 'get', params: { mode: 'page', id: 'page-customer-list' } });
    for (const line of roles(from)) expect(line).toMatch(/ (SYSTEM|role-system)$/);
  });
});

describe('the component library of the client and system (spec §2)', () => {
  it('is listed before the first page is drawn, and never again on the next pages of the same client and system', async () => {
    const { token } = await server.login('admin');
    await server.hooks.resetCounts();
    const lists = () => server.hooks.count('FM_SYSTEM_WEBPACK', 'listWebpackUrl');
    const { platform, landed } = shell('#/app/demo/crm/sales', token);
    let listedAtFirstPage: Promise<number> | undefined;
    const stop = platform.state.$route.listen((route) => {
      if (route) listedAtFirstPage ??= lists();
    });
    await landed('app1');
    stop();
    expect(await listedAtFirstPage).toBe(1);
    await platform.router.navigate('/app/demo/crm/sales/manager');
    await platform.router.navigate('/config/page/demo/crm/page-customer-list');
    await landed('Config');
    expect(await lists()).toBe(1);
  });
});
