import { describe, expect, it } from 'vitest';
import { setup } from './fixtures.ts';
import type { User } from '../../../core/state/index.ts';

const user: User = {
  id: 'u1',
  client: 'demo',
  roles: [
    { ID: 'r-sales', NAME: 'Sales', CODE: 'sales' },
    { ID: 'r-mgr', NAME: 'Manager', CODE: 'manager' },
  ],
  services: { s1: { 'r-sales': '0', 'r-mgr': '1' } },
  serviceRoles: {
    s1: [
      { id: 'r-sales', code: 'sales' },
      { id: 'r-mgr', code: 'manager' },
    ],
  },
  roleRightCodes: {},
  roleEntityApiMap: {},
};

describe('headers (spec §7)', () => {
  it('always sends Language, Client, App-Agent and System; Language follows the current language', async () => {
    const { http, calls, context } = setup();
    await http.request({ entity: 'CUSTOMER', action: 'get' });
    context.state.$language.set('011');
    await http.request({ entity: 'CUSTOMER', action: 'get' });
    expect(calls[0]!.headers).toMatchObject({ language: '010', client: 'demo', 'app-agent': 'pc', system: 'crm' });
    expect(calls[1]!.headers.language).toBe('011');
    expect(calls[0]!.headers.role).toBeUndefined();
  });

  it('sends the role id matched from the route role against the user roles of the app', async () => {
    const { http, calls, context } = setup({ route: { params: { role: 'manager' } } });
    context.state.$user.set(user);
    context.state.$appConfig.set({ ID: 's1' });
    await http.request({ entity: 'CUSTOMER', action: 'get' });
    expect(calls[0]!.headers.role).toBe('r-mgr');
  });

  it('takes the role from deps.getRoleId when the access concept provides it', async () => {
    const { http, calls } = setup({ deps: { getRoleId: () => 'r-x' } });
    await http.request({ entity: 'CUSTOMER', action: 'get' });
    expect(calls[0]!.headers.role).toBe('r-x');
  });

  it('omits Role when the app extends competence to all roles', async () => {
    const { http, calls, context } = setup({ deps: { getRoleId: () => 'r-x' } });
    context.state.$appConfig.set({ EXTEND_OF_COMPETENCE: 'allRole' });
    await http.request({ entity: 'CUSTOMER', action: 'get' });
    expect('role' in calls[0]!.headers).toBe(false);
  });

  it("sends Role SYSTEM on the Config route, or the id of the user's SYSTEM role, whatever the provider says", async () => {
    const plain = setup({ route: { name: 'Config', params: { role: 'manager' } }, deps: { getRoleId: () => 'r-mgr' } });
    plain.context.state.$user.set(user);
    await plain.http.request({ entity: 'FM_PAGE_CONFIG', action: 'get' });
    expect(plain.calls[0]!.headers.role).toBe('SYSTEM');
    const holder = setup({ route: { name: 'Config' }, deps: { getRoleId: () => 'r-mgr' } });
    holder.context.state.$user.set({ ...user, roles: [...user.roles!, { ID: 'r-system', NAME: 'System', CODE: 'SYSTEM' }] });
    await holder.http.request({ entity: 'FM_PAGE_CONFIG', action: 'get' });
    expect(holder.calls[0]!.headers.role).toBe('r-system');
  });

  it('sends Role SYSTEM on Config after an all-role app, and for the calls made while the guard decides on Config', async () => {
    const after = setup({ route: { name: 'Config' }, deps: { getRoleId: () => undefined } });
    after.context.state.$appConfig.set({ ID: 'open', EXTEND_OF_COMPETENCE: 'allRole' });
    await after.http.request({ entity: 'FM_CONFIG', action: 'get' });
    expect(after.calls[0]!.headers.role).toBe('SYSTEM');
    const guarding = setup({ route: { name: 'app1', params: { role: 'manager' } } });
    guarding.context.state.$user.set(user);
    guarding.context.state.$appConfig.set({ ID: 's1' });
    guarding.context.guarding = 'Config';
    await guarding.http.request({ entity: 'FM_USER', action: 'getUser' });
    expect(guarding.calls[0]!.headers.role).toBe('SYSTEM');
  });

  it('sends xsrf_token from the XSRF-TOKEN cookie when there is one', async () => {
    const withCookie = setup({ cookie: 'a=1; XSRF-TOKEN=abc%3D; b=2' });
    await withCookie.http.request({ entity: 'X', action: 'get' });
    expect(withCookie.calls[0]!.headers.xsrf_token).toBe('abc=');
    const without = setup();
    await without.http.request({ entity: 'X', action: 'get' });
    expect('xsrf_token' in without.calls[0]!.headers).toBe(false);
  });

  it('sends Authorization: Bearer only when an IP base is set and a token exists', async () => {
    const noBase = setup();
    noBase.storage.setItem('demo-token', 'tok');
    await noBase.http.request({ entity: 'X', action: 'get' });
    expect('authorization' in noBase.calls[0]!.headers).toBe(false);

    const noToken = setup({ settings: { ipBase: 'https://shell.example.com' } });
    await noToken.http.request({ entity: 'X', action: 'get' });
    expect('authorization' in noToken.calls[0]!.headers).toBe(false);

    const both = setup({ settings: { ipBase: 'https://10.1.2.3:8443' } });
    both.storage.setItem('demo-token', 'tok');
    await both.http.request({ entity: 'X', action: 'get' });
    expect(both.calls[0]!.url).toBe('https://10.1.2.3:8443/api/v1/demo/crm/X/get');
    expect(both.calls[0]!.headers.authorization).toBe('Bearer tok');
  });

  it('sends credentials only when the global flag is on', async () => {
    const off = setup();
    await off.http.request({ entity: 'X', action: 'get' });
    expect(off.calls[0]!.credentials).toBeUndefined();
    const on = setup({ settings: { withCredentials: true } });
    await on.http.request({ entity: 'X', action: 'get' });
    expect(on.calls[0]!.credentials).toBe('include');
  });
});
