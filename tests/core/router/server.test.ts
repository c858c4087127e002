// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createMemoryLocation, createMemoryStorage, createPlatform } from '../../../core/instance/index.ts';
import type { PlatformSettings } from '../../../core/instance/index.ts';
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

/** A whole shell instance against the reference server, its address bar in memory. */
function shell(address: string, options: { settings?: PlatformSettings; token?: string } = {}) {
  const { fetch, readCookie, seen } = cookieFetch();
  const storage = createMemoryStorage();
  if (options.token) storage.setItem('demo-token', options.token);
  const location = createMemoryLocation(`${server.url}/index.html${address}`);
  const setTitle = vi.fn();
  const platform = createPlatform({
    fetch,
    storage,
    location,
    readCookie,
    setTitle,
    settings: { ipBase: server.url, serverConfigured: true, ...options.settings },
    console: { error: () => {}, warn: () => {}, info: () => {}, log: () => {} },
  });
  const stop = platform.router.start();
  const landed = (name: string) => vi.waitFor(() => expect(platform.state.$route.get()?.name).toBe(name), { timeout: 5000 });
  return { platform, location, storage, setTitle, seen, stop, landed };
}

describe('router and guard against the reference server', () => {
  it('a deep link with a token lands logged in, the token gone from the address', async () => {
    const { token } = await server.login('alice');
    await server.hooks.resetCounts();
    const { platform, location, storage, setTitle, landed } = shell(`?token=${token}#/app/demo/crm/sales?x=1`);
    await landed('app1');
    expect(platform.state.$route.get()).toMatchObject({ params: { client: 'demo', system: 'crm', app: 'sales', role: 'sales' }, query: { x: '1' } });
    expect(location.href()).toBe(`${server.url}/index.html#/app/demo/crm/sales/sales?x=1`);
    expect(location.href()).not.toContain(token);
    expect(platform.state.$user.get()).toMatchObject({ ACCOUNT: 'alice' });
    expect(storage.getItem('demo-token')).toBe(token);
    expect(setTitle).toHaveBeenCalledWith(String(platform.state.$appConfig.get()?.NAME));
    expect(platform.access.$activeRole.get()).toMatchObject({ code: 'sales' });
    expect(await server.hooks.count('FM_USER_SERVICE_VISIT_RECORD', 'visitService')).toBe(1);
    // The bundle list is asked for once the page concepts are in (bundles reach them): soon after.
    await vi.waitFor(async () => expect(await server.hooks.count('FM_SYSTEM_WEBPACK', 'listWebpackUrl')).toBe(1), { timeout: 5000 });
  });

  it('the token can also sit in the hash query', async () => {
    const { token } = await server.login('alice');
    const { location, landed, platform } = shell(`#/app/demo/crm/sales/sales?token=${token}`);
    await landed('app1');
    expect(location.href()).toBe(`${server.url}/index.html#/app/demo/crm/sales/sales`);
    expect(platform.state.$user.get()).toMatchObject({ ACCOUNT: 'alice' });
  });

  it('several roles: the default one goes in the route, and calls carry it as the Role header', async () => {
    const { token } = await server.login('bob');
    const { platform, seen, landed } = shell('#/app/demo/crm/sales', { token });
    await landed('app1');
    expect(platform.state.$route.get()?.params.role).toBe('manager');
    await platform.http.request({ entity: 'CUSTOMER', action: 'getCount', data: {} });
    expect(seen.at(-1)!.headers.role).toBe('role-manager');
  });

  it('several roles and none default: the role select page', async () => {
    const { token } = await server.login('carol');
    const { platform, location, landed } = shell('#/app/demo/crm/sales', { token });
    await landed('appRoleSelect');
    expect(platform.state.$route.get()?.params).toMatchObject({ client: 'demo', system: 'crm', app: 'sales' });
    expect(location.href()).toContain('#/app/role/select/demo/crm/sales');
  });

  it('no token: the login page, with the page to return to', async () => {
    const { platform, location, landed } = shell('#/app/demo/crm/sales');
    await landed('login');
    expect(platform.state.$route.get()?.params).toMatchObject({ client: 'demo', system: 'crm', app: 'sales' });
    expect(location.href()).toBe(`${server.url}/index.html#/login/demo/crm/sales?path=%2Fapp%2Fdemo%2Fcrm%2Fsales`);
  });

  it('an unknown app: the error page with the address as url', async () => {
    const { token } = await server.login('alice');
    const { platform, landed } = shell('#/app/demo/crm/nosuchapp', { token });
    await landed('error');
    expect(platform.state.$route.get()?.query.url).toBe('#/app/demo/crm/nosuchapp');
  });

  it('allRole app: no role in the route, no Role header', async () => {
    const { token } = await server.login('bob');
    const { platform, seen, landed } = shell('#/app/demo/crm/open', { token });
    await landed('app1');
    expect(platform.state.$route.get()?.params.role).toBeUndefined();
    await platform.http.request({ entity: 'CUSTOMER', action: 'getCount', data: {} });
    expect(seen.at(-1)!.headers.role).toBeUndefined();
  });

  it('the client home uses the framework system and its built-in service', async () => {
    const { token } = await server.login('alice');
    const { platform, landed } = shell('#/client/demo', { token });
    await landed('client');
    expect(platform.state.$appConfig.get()?.CODE).toBe('clientHome');
    expect(platform.state.$route.get()?.params).toMatchObject({ client: 'demo', system: 'frame', app: 'clientHome', role: 'sales' });
  });

  it('a short link is resolved and navigation redone', async () => {
    const { token } = await server.login('alice');
    const first = shell('#/app/demo/crm/sales/sales', { token });
    await first.landed('app1');
    const link = await first.platform.session.getShortUrl('/app/demo/crm/sales/sales?from=short');
    const { platform, landed } = shell(`#/s/${link}`, { token });
    await vi.waitFor(() => expect(platform.state.$route.get()?.query.from).toBe('short'), { timeout: 5000 });
    await landed('app1');
  });

  it('a short link carrying a token lands logged in: the token is claimed for the client of the long address', async () => {
    const { token } = await server.login('alice');
    const first = shell('#/app/demo/crm/sales/sales', { token });
    await first.landed('app1');
    const link = await first.platform.session.getShortUrl('/app/demo/crm/sales/sales?from=short');
    const { platform, location, storage, landed } = shell(`#/s/${link}?token=${token}`);
    await landed('app1');
    expect(platform.state.$user.get()).toMatchObject({ ACCOUNT: 'alice' });
    expect(storage.getItem('demo-token')).toBe(token);
    expect(storage.getItem('frame-token')).toBeNull();
    expect(location.href()).not.toContain(token);
  });

  it("an app-by-id deep link carrying a token lands logged in under the app's client, not the frame client", async () => {
    const { token } = await server.login('alice');
    const first = shell('#/app/demo/crm/sales/sales', { token });
    await first.landed('app1');
    const id = String(first.platform.state.$appConfig.get()?.ID);
    const { platform, storage, landed } = shell(`#/app/${id}?token=${token}`);
    await landed('app1');
    expect(platform.state.$route.get()?.params).toMatchObject({ client: 'demo', app: 'sales', role: 'sales' });
    expect(storage.getItem('demo-token')).toBe(token);
    expect(storage.getItem('frame-token')).toBeNull();
  });

  it('a user load failure shows its message once and goes to login', async () => {
    const { token } = await server.login('alice');
    await server.hooks.fail('getUser', 1, { code: 'error.fail', msg: 'user store down' });
    const { platform, landed } = shell('#/app/demo/crm/sales/sales', { token });
    await landed('login');
    const messages = platform.notifier.$notifications.get().map((entry) => entry.message);
    expect(messages).toEqual(['user store down']);
  });

  it('an unknown short link shows one message and lands on the error page', async () => {
    const { token } = await server.login('alice');
    const { platform, landed } = shell('#/s/no-such-link', { token });
    await landed('error');
    expect(platform.notifier.$notifications.get().filter((entry) => entry.kind === 'error')).toHaveLength(1);
  });

  it('history mode with a base path', async () => {
    const { token } = await server.login('alice');
    const { fetch, readCookie } = cookieFetch();
    const storage = createMemoryStorage();
    storage.setItem('demo-token', token);
    const location = createMemoryLocation(`${server.url}/shell/app/demo/crm/sales`);
    const platform = createPlatform({
      fetch,
      storage,
      location,
      readCookie,
      settings: { ipBase: server.url, serverConfigured: true, routerMode: 'history', routerBase: '/shell' },
      console: { error: () => {}, warn: () => {}, info: () => {}, log: () => {} },
    });
    platform.router.start();
    await vi.waitFor(() => expect(platform.state.$route.get()?.name).toBe('app1'), { timeout: 5000 });
    expect(location.href()).toBe(`${server.url}/shell/app/demo/crm/sales/sales`);
  });
});
