import { describe, expect, it, vi } from 'vitest';
import { envelope, failure, setup } from '../http/fixtures.ts';
import type { Call, SetupOptions } from '../http/fixtures.ts';
import { createSession } from '../../../core/session/index.ts';
import type { Encryptor } from '../../../core/session/index.ts';
import { routerSessionFrom } from '../../../core/router/index.ts';
import { createMeta } from '../../../core/meta/index.ts';

type Routes = Record<string, (call: Call) => Response>;

function sessionSetup(routes: Routes, options: SetupOptions = {}) {
  const base = setup({
    ...options,
    handler: (call) => {
      const name = new URL(call.url, 'http://x').pathname.split('/').slice(-2).join('/');
      return routes[name]?.(call) ?? failure('error.notfound', name);
    },
  });
  const encrypt = vi.fn<Encryptor>(async (_key, padding, text) => `${padding}:${text}`);
  const navigate = vi.fn();
  const closePopups = vi.fn();
  const clearTabs = vi.fn();
  const session = createSession(base.context, { http: base.http, navigate, closePopups, clearTabs, encrypt });
  return { ...base, session, encrypt, navigate, closePopups, clearTabs };
}

const bean = {
  id: 'u2',
  client: 'demo',
  ACCOUNT: 'bob',
  NAME: 'Bob',
  LANGUAGE: '010',
  currentRoleId: 'r-mgr',
  roles: [
    { ID: 'r-sales', NAME: 'Sales', CODE: 'sales', ORDER: 2 },
    { ID: 'r-mgr', NAME: 'Manager', CODE: 'manager', ORDER: 1 },
  ],
  services: { s1: { 'r-sales': '0', 'r-mgr': '1' } },
  serviceRoles: {
    s1: [
      { id: 'r-sales', code: 'sales', name: 'Sales' },
      { id: 'r-mgr', code: 'manager', name: 'Manager' },
    ],
  },
  roleRightCodes: { 'r-mgr': ['export'] },
  roleEntityApiMap: { 'r-mgr': { CUSTOMER: ['view'] } },
};

describe('session login (DESIGN §4)', () => {
  it('encrypts with the padding the server announces and stores the token under {client}-token', async () => {
    const { session, encrypt, calls, storage, context } = sessionSetup({
      'FM_USER/getPublicKey': () => envelope({ publicKey: 'PEM', padding: 'oaep' }),
      'FM_USER/checkLoginNoDecrypt': () => envelope({ token: 'tok-1', user: bean }),
    });
    const user = await session.login({ account: 'bob', password: 'demo123' });
    expect(encrypt).toHaveBeenCalledWith('PEM', 'oaep', 'demo123');
    expect(calls[1]).toMatchObject({ method: 'POST', body: JSON.stringify({ account: 'bob', password: 'oaep:demo123' }) });
    expect(storage.getItem('demo-token')).toBe('tok-1');
    expect(user.ACCOUNT).toBe('bob');
    expect(context.state.$user.get()).toEqual(user);
  });

  it('uses PKCS#1 v1.5 when the server announces no padding', async () => {
    const { session, encrypt } = sessionSetup({
      'FM_USER/getPublicKey': () => envelope({ publicKey: 'PEM' }),
      'FM_USER/checkLoginNoDecrypt': () => envelope({ token: 't', user: bean }),
    });
    await session.login({ account: 'bob', password: 'pw' });
    expect(encrypt).toHaveBeenCalledWith('PEM', 'pkcs1', 'pw');
  });

  it('rejects a wrong password with the server message and keeps no user', async () => {
    const { session, context } = sessionSetup({
      'FM_USER/getPublicKey': () => envelope({ publicKey: 'PEM', padding: 'oaep' }),
      'FM_USER/checkLoginNoDecrypt': () => failure('error.login', '用户名或密码错误'),
    });
    await expect(session.login({ account: 'bob', password: 'x' })).rejects.toMatchObject({ code: 'error.login', message: '用户名或密码错误' });
    expect(context.state.$user.get()).toBeNull();
  });

  it("another account signing in over a live session closes the last user's popups and tabs before taking the new user", async () => {
    const { session, context, closePopups, clearTabs, storage } = sessionSetup({
      'FM_USER/getPublicKey': () => envelope({ publicKey: 'PEM', padding: 'oaep' }),
      'FM_USER/checkLoginNoDecrypt': () => envelope({ token: 'tok-bob', user: bean }),
    });
    context.state.$user.set({ ...(await session.login({ account: 'bob', password: 'pw' })), id: 'u1', ACCOUNT: 'admin' });
    storage.setItem('demo-token', 'tok-admin');
    const seenAtClose: Array<string | undefined> = [];
    clearTabs.mockImplementation(() => seenAtClose.push(context.state.$user.get()?.ACCOUNT, storage.getItem('demo-token') ?? undefined));
    await session.login({ account: 'bob', password: 'pw' });
    expect(closePopups).toHaveBeenCalledTimes(1);
    expect(seenAtClose).toEqual(['admin', 'tok-admin']);
    expect(context.state.$user.get()?.ACCOUNT).toBe('bob');
    expect(storage.getItem('demo-token')).toBe('tok-bob');
  });

  it('the same user signing in again (a session renewed in place) keeps the workspace', async () => {
    const { session, closePopups, clearTabs } = sessionSetup({
      'FM_USER/getPublicKey': () => envelope({ publicKey: 'PEM', padding: 'oaep' }),
      'FM_USER/checkLoginNoDecrypt': () => envelope({ token: 't', user: bean }),
    });
    await session.login({ account: 'bob', password: 'pw' });
    await session.login({ account: 'bob', password: 'pw' });
    expect(closePopups).not.toHaveBeenCalled();
    expect(clearTabs).not.toHaveBeenCalled();
  });

  it('changePassword encrypts both passwords', async () => {
    const { session, calls } = sessionSetup({
      'FM_USER/getPublicKey': () => envelope({ publicKey: 'PEM', padding: 'oaep' }),
      'FM_USER/changePassword': () => envelope(null),
    });
    await session.changePassword('old', 'new');
    expect(JSON.parse(calls[1]!.body as string)).toEqual({ oldPassword: 'oaep:old', newPassword: 'oaep:new' });
  });
});

describe('session calls (spec §7)', () => {
  it('loadUser sets the normalised user; validLogin is a boolean', async () => {
    const { session, context } = sessionSetup({
      'FM_USER/getUser': () => envelope({ bean }),
      'FM_USER/validLogin': () => envelope(false),
    });
    const user = await session.loadUser();
    expect(user).toMatchObject({ id: 'u2', currentRoleId: 'r-mgr', roleRightCodes: { 'r-mgr': ['export'] } });
    expect(context.state.$user.get()).toBe(user);
    await expect(session.validLogin()).resolves.toBe(false);
  });

  it("the router's calls go under the codes of the route being visited, not the route still shown", async () => {
    const { session, calls, http, context } = sessionSetup({
      'FM_MGN_SYSTEM/getInitInfo': () => envelope({ service: { data: { ID: 'h1', CODE: 'clientHome' } } }),
      'FM_USER/validLogin': () => envelope(true),
      'FM_USER/getUser': () => envelope({ bean }),
      'FM_USER_SERVICE_VISIT_RECORD/visitService': () => envelope({}),
      'FM_URL_MAP/getLongUrl': () => envelope({ url: '/x' }),
    });
    context.state.$route.set({ name: 'app1', path: '/app/demo/crm/sales', params: { client: 'demo', system: 'crm', app: 'sales' }, query: {} });
    http.token.set('other-token', 'other');
    const router = routerSessionFrom(session, http, context.state);
    const codes = { client: 'other', system: 'frame' };
    await router.loadAppConfig({ client: 'other', system: 'frame', app: 'clientHome' });
    expect(await router.isLoggedIn!(codes)).toBe(true);
    await router.loadUser(codes);
    await router.visitService('h1', codes);
    await router.getLongUrl('abc', codes);
    const paths = calls.map((call) => new URL(call.url, 'http://x').pathname.split('/').slice(3, 5).join('/'));
    expect(paths).toEqual(Array(5).fill('other/frame'));
  });

  it('optionalRoles come ordered by ORDER; roleChange replaces the user', async () => {
    const { session, calls, context } = sessionSetup({
      'FM_USER/optionalRoles': () => envelope(bean.roles),
      'FM_USER/roleChange': () => envelope({ bean: { ...bean, currentRoleId: 'r-sales' } }),
    });
    expect((await session.optionalRoles('s1')).map((role) => role.ID)).toEqual(['r-mgr', 'r-sales']);
    expect(calls[0]!.url).toBe('/api/v1/demo/crm/FM_USER/optionalRoles?serviceId=s1');
    await session.roleChange('r-sales');
    expect(calls[1]).toMatchObject({ method: 'POST', body: '{"roleId":"r-sales"}' });
    expect(context.state.$user.get()?.currentRoleId).toBe('r-sales');
  });

  it('records a visit, and resolves short and long URLs', async () => {
    const { session, calls } = sessionSetup({
      'FM_USER_SERVICE_VISIT_RECORD/visitService': () => envelope({ count: 1 }),
      'FM_URL_MAP/getShortUrl': () => envelope({ link: 'abc' }),
      'FM_URL_MAP/getLongUrl': () => envelope({ url: '/app/demo/crm/sales' }),
    });
    await session.visitService('s1');
    expect(await session.getShortUrl('/app/demo/crm/sales')).toBe('abc');
    expect(await session.getLongUrl('abc')).toBe('/app/demo/crm/sales');
    expect(calls.map((call) => call.url)).toEqual([
      '/api/v1/demo/crm/FM_USER_SERVICE_VISIT_RECORD/visitService?serviceId=s1',
      '/api/v1/demo/crm/FM_URL_MAP/getShortUrl?url=%2Fapp%2Fdemo%2Fcrm%2Fsales',
      '/api/v1/demo/crm/FM_URL_MAP/getLongUrl?url=abc',
    ]);
  });

  it('reads a file record with GET FM_FILE/get?id= (bean.data), and system info by system id and app name', async () => {
    const { session, calls } = sessionSetup({
      'FM_FILE/get': () => envelope({ bean: { data: { ID: 'f1', NAME: 'a.pdf' } } }),
      'FM_SYSTEM/getSystemInfo': () => envelope({ system: { CODE: 'crm' }, services: [], appName: 'sales' }),
    });
    expect(await session.fileInfo('f1')).toEqual({ ID: 'f1', NAME: 'a.pdf' });
    expect(await session.systemInfo('y1', 'sales')).toMatchObject({ appName: 'sales' });
    expect(calls.map((call) => [call.method, call.url])).toEqual([
      ['GET', '/api/v1/demo/crm/FM_FILE/get?id=f1'],
      ['GET', '/api/v1/demo/crm/FM_SYSTEM/getSystemInfo?systemId=y1&appName=sales'],
    ]);
  });

  it('loadMessages filters TYPE page or SCOPE frame or the system, base64-decoding UTF-8 when encrypt is "1"', async () => {
    const b64 = (text: string) => Buffer.from(text, 'utf8').toString('base64');
    const { session, calls } = sessionSetup({
      'FM_MESSAGE/list': () => envelope({ encrypt: '1', entitys: [{ NAME: b64('welcome'), CONTENT: b64('欢迎使用'), TYPE: 'page' }] }),
    });
    expect(await session.loadMessages()).toEqual([{ NAME: 'welcome', CONTENT: '欢迎使用', TYPE: 'page' }]);
    const body = JSON.parse(calls[0]!.body as string);
    expect(body.conditions).toEqual([
      { field: 'TYPE', mode: 'equal', value: 'page' },
      { join: 'or', field: 'SCOPE', mode: 'equal', value: 'frame' },
      { join: 'or', field: 'SYSTEM', mode: 'equal', value: 'crm' },
    ]);
  });

  it('loadMessages leaves plain texts alone when encrypt is "0"', async () => {
    const { session } = sessionSetup({ 'FM_MESSAGE/list': () => envelope({ encrypt: '0', entitys: [{ NAME: 'a', CONTENT: 'b' }] }) });
    expect(await session.loadMessages()).toEqual([{ NAME: 'a', CONTENT: 'b' }]);
  });

  it('loadSystemVariables asks for ORDER_NUM ascending and returns them in that order', async () => {
    const { session, calls } = sessionSetup({
      'FM_SEARCH_PARAM/list': () =>
        envelope({
          entitys: [
            { NAME: 'b', VALUE: '2', ORDER_NUM: 2 },
            { NAME: 'a', VALUE: '1', ORDER_NUM: 1 },
          ],
        }),
    });
    expect((await session.loadSystemVariables()).map((v) => v.NAME)).toEqual(['a', 'b']);
    expect(JSON.parse(calls[0]!.body as string)).toEqual({ sort: [{ field: 'ORDER_NUM', order: 'asc' }] });
  });

  it("loadSystemVariables is meta's when wired (createPlatform): one load, the store filled", async () => {
    const { http, context, navigate } = sessionSetup({
      'FM_SEARCH_PARAM/list': () => envelope({ entitys: [{ NAME: 'year', VALUE: '2024', ORDER_NUM: 1 }] }),
    });
    const meta = createMeta(context, { http });
    const wired = createSession(context, { http, navigate, loadSystemVariables: () => meta.loadSystemVariables() });
    expect(await wired.loadSystemVariables()).toEqual([{ NAME: 'year', VALUE: '2024', ORDER_NUM: 1 }]);
    expect(meta.systemVariables()).toEqual({ '#{year}': '2024' });
  });

  it('loadAppConfig merges CLIENT| and SYSTEM| keys and sets $appConfig and $clientConfig', async () => {
    const { session, calls, context } = sessionSetup(
      {
        'FM_MGN_SYSTEM/getInitInfo': () =>
          envelope({
            service: { data: { ID: 's1', CODE: 'sales', NAME: 'Sales', EXTEND_OF_COMPETENCE: '' } },
            client: { data: { ID: 'c1', CODE: 'demo', DEFAULT_LANGUAGE: '010' } },
            system: { data: { ID: 'y1', CODE: 'crm', DOMAIN: 'https://crm.example.com/', CONTEXT: '/crm' } },
            versionVary: false,
          }),
      },
      { route: { params: { app: 'sales' } } },
    );
    const config = await session.loadAppConfig();
    expect(calls[0]!.url).toBe('/api/v1/demo/crm/FM_MGN_SYSTEM/getInitInfo?clientCode=demo&systemCode=crm&serviceCode=sales');
    expect(config).toMatchObject({
      ID: 's1',
      CODE: 'sales',
      'CLIENT|ID': 'c1',
      'CLIENT|CODE': 'demo',
      'SYSTEM|ID': 'y1',
      'SYSTEM|CODE': 'crm',
      'SYSTEM|DOMAIN|CONTEXT': 'https://crm.example.com/crm',
    });
    expect(context.state.$appConfig.get()).toBe(config);
    expect(context.state.$clientConfig.get()).toEqual({ ID: 'c1', CODE: 'demo', DEFAULT_LANGUAGE: '010' });
  });

  it('loadAppConfig by service id', async () => {
    const { session, calls } = sessionSetup({ 'FM_MGN_SYSTEM/getInitInfo': () => envelope({ service: { data: { ID: 's9' } } }) });
    await session.loadAppConfig({ id: 's9' });
    expect(calls[0]!.url).toBe('/api/v1/demo/crm/FM_MGN_SYSTEM/getInitInfo?id=s9');
  });
});
