// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer } from '../../support/server.ts';
import type { TestServer } from '../../support/server.ts';
import { shellOn } from './server-fixtures.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server?.close();
});

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('session against the reference server', () => {
  it('logs in with the password encrypted in the padding the server announces; the server decrypts it', async () => {
    const shell = shellOn(server.url);
    const user = await shell.session.login({ account: 'bob', password: 'demo123' });
    expect(user).toMatchObject({ ACCOUNT: 'bob', currentRoleId: 'role-manager' });
    expect(shell.storage.getItem('demo-token')).toMatch(/^[0-9a-f]+$/);
    expect(shell.context.state.$user.get()).toBe(user);
    await expect(shell.session.validLogin()).resolves.toBe(true);
    // Subsequent calls carry the Bearer token (ipBase is the page origin).
    const again = await shell.session.loadUser();
    expect(again.id).toBe(user.id);
    expect(shell.seen.at(-1)!.headers.authorization).toBe(`Bearer ${shell.storage.getItem('demo-token')}`);
    const row = await shell.session.userRecord();
    expect(row).toMatchObject({ ID: user.id });
  });

  it('rejects a wrong password with the server message, in the current language', async () => {
    const zh = shellOn(server.url);
    await expect(zh.session.login({ account: 'bob', password: 'nope' })).rejects.toMatchObject({ code: 'error.login', message: '用户名或密码错误' });
    expect(zh.messages().map((m) => m.message)).toEqual(['用户名或密码错误']);
    const en = shellOn(server.url, { language: '011' });
    await expect(en.session.login({ account: 'bob', password: 'nope' })).rejects.toMatchObject({ message: 'Wrong account or password' });
    expect(zh.context.state.$user.get()).toBeNull();
  });

  it('an expired token mid-session gives exactly one message and one redirect for ten calls in flight', async () => {
    const shell = shellOn(server.url);
    await shell.session.login({ account: 'alice', password: 'demo123' });
    await server.hooks.expireToken(shell.storage.getItem('demo-token')!);
    await server.hooks.latency(30);
    try {
      const calls = Array.from({ length: 10 }, (_, i) =>
        i % 2 ? shell.session.loadUser() : shell.http.request({ entity: 'CUSTOMER', action: 'find', data: { pageSize: 5 } }),
      );
      const results = await Promise.allSettled(calls);
      expect(results.every((result) => result.status === 'rejected')).toBe(true);
      expect((results[0] as PromiseRejectedResult).reason).toMatchObject({ code: 'login.expired' });
      await wait(250);
    } finally {
      await server.hooks.latency(0);
    }
    expect(shell.messages().filter((m) => m.kind === 'error')).toHaveLength(1);
    expect(shell.messages()[0]!.message).toBe('登录已过期，请重新登录');
    expect(shell.navigate).toHaveBeenCalledTimes(1);
    expect(shell.navigate.mock.calls[0]![0]).toMatchObject({
      name: 'login',
      params: { clientCode: 'demo', system: 'crm', app: 'sales' },
      query: { path: '/app/demo/crm/sales' },
    });
    expect(shell.storage.getItem('demo-token')).toBeNull();
    expect(shell.context.state.$user.get()).toBeNull();
  });

  it('a call without a session (error.nologin) goes to login once', async () => {
    const shell = shellOn(server.url);
    await Promise.allSettled([1, 2, 3].map(() => shell.session.loadUser()));
    await wait(200);
    expect(shell.navigate).toHaveBeenCalledTimes(1);
    await expect(shell.session.validLogin()).resolves.toBe(false);
  });

  it('a malformed bearer gets HTTP 401, handled as login expired', async () => {
    const shell = shellOn(server.url);
    shell.storage.setItem('demo-token', 'not-a-hex-token!');
    await expect(shell.session.loadUser()).rejects.toMatchObject({ code: 'login.expired' });
    await wait(200);
    expect(shell.navigate).toHaveBeenCalledTimes(1);
    expect(shell.messages().map((m) => m.message)).toEqual(['登录已过期，请重新登录']);
  });

  it('loads the app configuration with CLIENT| and SYSTEM| keys', async () => {
    const shell = shellOn(server.url);
    const config = await shell.session.loadAppConfig();
    expect(config).toMatchObject({ CODE: 'sales', 'CLIENT|CODE': 'demo', 'SYSTEM|CODE': 'crm' });
    expect(config['CLIENT|ID']).toBeTruthy();
    expect(config).toHaveProperty('SYSTEM|DOMAIN|CONTEXT');
    expect(shell.context.state.$clientConfig.get()).toMatchObject({ CODE: 'demo' });
    expect(shell.messages()).toEqual([]);
    // Spec §9: the system id is stored under a fixed key prefix plus the client id.
    expect(shell.storage.getItem(`frame-system-id-${String(config['CLIENT|ID'])}`)).toBe(String(config['SYSTEM|ID']));
  });

  it('shows the versionVary warning for an app that is not deployed on its own', async () => {
    const shell = shellOn(server.url, { app: 'legacy' });
    await shell.session.loadAppConfig();
    expect(shell.messages()).toHaveLength(1);
    expect(shell.messages()[0]).toMatchObject({ kind: 'warning', sticky: true, code: 'versionVary' });
  });

  it('lists optional roles by ORDER, changes role, records a visit, maps short URLs and logs out', async () => {
    const shell = shellOn(server.url);
    await shell.session.login({ account: 'bob', password: 'demo123' });
    const config = await shell.session.loadAppConfig();
    const roles = await shell.session.optionalRoles(String(config.ID));
    expect(roles.length).toBeGreaterThanOrEqual(2);
    const orders = roles.map((role) => Number(role.ORDER ?? 0));
    expect(orders).toEqual([...orders].sort((a, b) => a - b));
    const user = await shell.session.roleChange('role-sales');
    expect(user.currentRoleId).toBe('role-sales');
    await shell.session.visitService(String(config.ID));
    const link = await shell.session.getShortUrl('/app/demo/crm/sales?tab=orders');
    await expect(shell.session.getLongUrl(link)).resolves.toBe('/app/demo/crm/sales?tab=orders');
    await shell.session.logout();
    expect(shell.navigate).toHaveBeenCalledTimes(1);
    await expect(shell.session.validLogin()).resolves.toBe(false);
  });

  it('looks up a client, a system of a client, system info and a file record; a file without an id is rejected unasked', async () => {
    const shell = shellOn(server.url);
    const client = await shell.session.findClient('demo');
    expect(client).toMatchObject({ CODE: 'demo' });
    const system = await shell.session.findSystem('demo', 'crm');
    expect(system).toMatchObject({ CODE: 'crm' });
    const info = await shell.session.systemInfo(String(system?.ID), 'sales');
    expect(info).toMatchObject({ system: { CODE: 'crm' }, appName: 'sales' });
    const before = shell.seen.length;
    await expect(shell.session.fileInfo('')).rejects.toMatchObject({ code: 'error.param' });
    expect(shell.seen.length).toBe(before);
  });

  it('loads messages (base64-decoded: the crm set is sent encrypted) and system variables in ORDER_NUM order', async () => {
    const shell = shellOn(server.url);
    const messages = await shell.session.loadMessages();
    const contents = messages.map((message) => message.CONTENT);
    expect(contents).toContain('请先维护客户等级，再录入订单');
    expect(contents).toContain('欢迎使用演示平台');
    expect(messages.map((message) => message.NAME)).toContain('crm.customer.hint');
    const variables = await shell.session.loadSystemVariables();
    expect(variables.map((variable) => variable.NAME).slice(0, 3)).toEqual(['companyName', 'currentYear', 'defaultRegion']);
  });
});

describe('language switch against the reference server', () => {
  it('reloads the app name and the user in the new language', async () => {
    const shell = shellOn(server.url);
    await shell.session.login({ account: 'bob', password: 'demo123' });
    await shell.session.loadAppConfig({ clientCode: 'demo', systemCode: 'crm', serviceCode: 'sales' });
    const chineseName = shell.context.state.$appConfig.get()?.NAME;
    shell.context.state.$language.set('011');
    await shell.session.relocalise();
    const englishName = shell.context.state.$appConfig.get()?.NAME;
    expect(englishName).toBeTruthy();
    expect(englishName).not.toBe(chineseName);
    expect(shell.context.state.$user.get()?.ACCOUNT).toBe('bob');
    expect(shell.messages()).toEqual([]);
  });
});

describe('login keys of every size the server may use', () => {
  it.each([1024, 2048, 4096] as const)(
    'the shell logs in and changes a password against %i-bit one-use keys, sending the keyId back',
    async (bits) => {
      const sized = await startTestServer({ keyBits: bits });
      try {
        const shell = shellOn(sized.url);
        const user = await shell.session.login({ account: 'carol', password: 'demo123' });
        expect(user).toMatchObject({ ACCOUNT: 'carol' });
        const login = shell.seen.find((call) => call.url.includes('checkLoginNoDecrypt'))!;
        expect(JSON.parse(String(login.body))).toMatchObject({ account: 'carol', keyId: expect.stringMatching(/^[0-9a-f]{24}$/) });
        await shell.session.changePassword('demo123', 'another1');
        const again = shellOn(sized.url);
        await expect(again.session.login({ account: 'carol', password: 'another1' })).resolves.toMatchObject({ ACCOUNT: 'carol' });
      } finally {
        await sized.close();
      }
    },
    60_000,
  );
});

describe('a page without an IP base (spec §7: no Bearer header)', () => {
  it('works on the HttpOnly session cookie the login set, writes included', async () => {
    const shell = shellOn(server.url, { settings: { ipBase: undefined, baseUrl: server.url } });
    await shell.session.login({ account: 'bob', password: 'demo123' });
    const reply = await shell.http.request<{ id: number }>({ entity: 'CUSTOMER', action: 'save', data: { data: { NAME: '无令牌头客户' } } });
    expect(reply.id).toBeGreaterThan(60);
    const sent = shell.seen.at(-1)!;
    expect(sent.headers.authorization).toBeUndefined();
    expect(sent.headers.cookie).toContain('PLATFORM_SESSION=');
    expect(sent.headers.xsrf_token).toMatch(/^[0-9a-f]{32}$/);
  });
});
