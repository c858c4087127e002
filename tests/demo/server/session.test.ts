// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { encryptPassword, startTestServer, type LoginResult, type TestServer } from '../../support/server.ts';
import { client, type Client } from './client.ts';

let srv: TestServer;
let anon: Client;
let bob: LoginResult;
let api: Client;

beforeAll(async () => {
  srv = await startTestServer();
  anon = client(srv);
  bob = await srv.login('bob');
  api = client(srv, bob);
});
afterAll(() => srv.close());

/** A one-use login key: its PEM and the keyId to send back with the ciphertext. */
async function publicKey(): Promise<{ pem: string; keyId: string }> {
  const { data } = await anon.get('FM_USER', 'getPublicKey');
  return { pem: data.publicKey, keyId: data.keyId };
}

describe('FM_USER login and session', () => {
  it('getPublicKey announces a 1024-bit PEM key and OAEP padding', async () => {
    const r = await anon.get('FM_USER', 'getPublicKey');
    expect(r.code).toBe('0');
    expect(r.msg).toBe('处理成功');
    expect(r.data.padding).toBe('oaep');
    expect(r.data.publicKey).toMatch(/^-----BEGIN PUBLIC KEY-----/);
    const { createPublicKey } = await import('node:crypto');
    const key = createPublicKey(r.data.publicKey);
    expect(key.asymmetricKeyDetails?.modulusLength).toBe(1024);
    expect(key.asymmetricKeyDetails?.publicExponent).toBe(65537n);
  });

  it('checkLoginNoDecrypt logs in with a jsencrypt OAEP password and returns the token in the header too', async () => {
    const { pem, keyId } = await publicKey();
    const res = await anon.raw('FM_USER', 'checkLoginNoDecrypt', { body: { account: 'alice', password: encryptPassword(pem, 'demo123'), keyId } });
    const json = await res.json();
    expect(json.code).toBe('0');
    expect(json.data.token).toMatch(/^[0-9a-f]{48}$/);
    expect(res.headers.get('authorization')).toBe(`Bearer ${json.data.token}`);
    expect(res.headers.get('access-control-expose-headers')).toContain('Authorization');
    expect(json.data.user.ACCOUNT).toBe('alice');
    expect(res.headers.get('set-cookie')).toMatch(/XSRF-TOKEN=[0-9a-f]+/);
  });

  it('a wrong password answers error.login, in English with Language 011', async () => {
    const k1 = await publicKey();
    const zh = await anon.post('FM_USER', 'checkLoginNoDecrypt', { account: 'alice', password: encryptPassword(k1.pem, 'nope'), keyId: k1.keyId });
    expect(zh).toMatchObject({ code: 'error.login', msg: '用户名或密码错误', data: null });
    const k2 = await publicKey();
    const en = await anon.post(
      'FM_USER',
      'checkLoginNoDecrypt',
      { account: 'nobody', password: encryptPassword(k2.pem, 'demo123'), keyId: k2.keyId },
      { headers: { Language: '011' } },
    );
    expect(en).toMatchObject({ code: 'error.login', msg: 'Wrong account or password' });
  });

  it('a password that is not RSA ciphertext is refused without a crash', async () => {
    const r = await anon.post('FM_USER', 'checkLoginNoDecrypt', { account: 'alice', password: 'demo123' });
    expect(r.code).toBe('error.login');
    expect(r.msg).not.toMatch(/at .*\.ts/);
  });

  it('validLogin is true with a live token and false without', async () => {
    expect((await api.get('FM_USER', 'validLogin')).data).toBe(true);
    expect((await anon.get('FM_USER', 'validLogin')).data).toBe(false);
  });

  it('no token answers error.nologin', async () => {
    const r = await anon.post('CUSTOMER', 'list', {});
    expect(r).toMatchObject({ code: 'error.nologin', msg: '未登录或登录已失效，请重新登录', data: null });
  });

  it('an expired token answers login.expired', async () => {
    const s = await srv.login('alice');
    await srv.hooks.expireToken(s.token);
    const r = await client(srv, s).post('CUSTOMER', 'list', {});
    expect(r.code).toBe('login.expired');
    expect(r.msg).toBe('登录已过期，请重新登录');
  });

  it('a malformed bearer answers HTTP 401 with an empty body', async () => {
    const res = await anon.raw('CUSTOMER', 'list', { body: {}, headers: { Authorization: 'Bearer not-a-token!' } });
    expect(res.status).toBe(401);
    expect(await res.text()).toBe('');
  });

  it('the token is accepted as a token query parameter', async () => {
    const r = await anon.get('CUSTOMER', 'get', { id: 1, token: bob.token });
    expect(r.code).toBe('0');
    expect(r.data.bean.data.ID).toBe(1);
  });

  it('a POST with the session cookie but without its XSRF value answers error.xsrf; the Bearer header needs none', async () => {
    const cookie = `PLATFORM_SESSION=${bob.token}; XSRF-TOKEN=${bob.xsrf}`;
    const r = await anon.post('CUSTOMER', 'list', {}, { headers: { xsrf_token: 'wrong', Cookie: cookie } });
    expect(r.code).toBe('error.xsrf');
    const ok = await api.post('CUSTOMER', 'list', { pageSize: 1 }, { headers: { Cookie: '', xsrf_token: '' } });
    expect(ok.code).toBe('0');
  });

  it('getUser returns the bean with roles per service, right codes and the entity API map', async () => {
    const r = await api.get('FM_USER', 'getUser');
    expect(r.code).toBe('0');
    const u = r.data.bean;
    expect(u).toMatchObject({ id: 'user-bob', ACCOUNT: 'bob', LANGUAGE: '010', currentRoleId: 'role-manager' });
    expect(u.roles.map((x: { CODE: string }) => x.CODE)).toEqual(['sales', 'manager']);
    expect(u.services['service-sales']).toEqual({ 'role-sales': '0', 'role-manager': '1' });
    expect(u.serviceRoles['service-sales']).toEqual([
      { id: 'role-sales', code: 'sales', name: '销售员' },
      { id: 'role-manager', code: 'manager', name: '销售经理' },
    ]);
    expect(u.roleRightCodes['role-manager']).toContain('crm.statistics');
    expect(u.roleEntityApiMap['role-sales'].CUSTOMER).toEqual(expect.arrayContaining(['view', 'add', 'edit']));
    expect(u.roleEntityApiMap['role-sales'].CUSTOMER).not.toContain('delete');
    expect(u.roleEntityApiMap['role-manager'].CUSTOMER).toContain('delete');
    expect(JSON.stringify(u)).not.toMatch(/scrypt|PASSWORD/);
  });

  it('the demo users have one role, several with a default, several without', async () => {
    const alice = (await srv.login('alice')).user as any;
    const carol = (await srv.login('carol')).user as any;
    expect(Object.keys(alice.services['service-sales'])).toEqual(['role-sales']);
    expect(carol.services['service-sales']).toEqual({ 'role-sales': '0', 'role-manager': '0' });
    expect(carol.LANGUAGE).toBe('011');
  });

  it('optionalRoles lists the roles of a service ordered by ORDER', async () => {
    const r = await api.get('FM_USER', 'optionalRoles', { serviceId: 'service-sales' });
    expect(r.code).toBe('0');
    expect(r.data.map((x: { CODE: string; ORDER: number }) => [x.CODE, x.ORDER])).toEqual([
      ['sales', 1],
      ['manager', 2],
    ]);
    expect(r.data[1].IS_DEFAULT).toBe('1');
  });

  it('roleChange switches the current role and refuses a role the user lacks', async () => {
    const s = await srv.login('bob');
    const c = client(srv, s);
    const r = await c.post('FM_USER', 'roleChange', { roleId: 'role-sales' });
    expect(r.code).toBe('0');
    expect(r.data.bean.currentRoleId).toBe('role-sales');
    expect((await c.post('FM_USER', 'roleChange', { roleId: 'role-admin' })).code).toBe('error.forbidden');
    await c.post('FM_USER', 'roleChange', { roleId: 'role-manager' });
  });

  it('getMobileCurrentFavoriteModule returns the favourite modules of the user', async () => {
    const r = await api.get('FM_USER', 'getMobileCurrentFavoriteModule');
    expect(r.code).toBe('0');
    expect(r.data.map((m: { ID: string }) => m.ID)).toEqual(['mod-customer-list', 'mod-order-list', 'mod-mobile-customers']);
  });

  it('FM_USER find with scope ID reads the current user; a non-admin sees others as a directory only', async () => {
    const alice = client(srv, await srv.login('alice'));
    const own = await alice.post('FM_USER', 'find', { scope: { ID: 'user-alice' } });
    expect(own.code).toBe('0');
    expect(own.data.total).toBe(1);
    expect(own.data.entitys[0]).toMatchObject({ ID: 'user-alice', ACCOUNT: 'alice', NAME: '王丽' });
    expect(own.data.entitys[0].PASSWORD).toBeUndefined();
    const other = (await alice.post('FM_USER', 'find', { scope: { ID: 'user-bob' } })).data.entitys[0];
    expect(Object.keys(other).sort()).toEqual(['DEPT', 'ID', 'NAME', 'NAME_EN']);
    const admin = client(srv, await srv.login('admin'));
    expect((await admin.post('FM_USER', 'find', {})).data.total).toBe(4);
  });

  it('changePassword needs the old password and takes effect', async () => {
    const s = await srv.login('carol');
    const c = client(srv, s);
    let { pem, keyId } = await publicKey();
    const bad = await c.post('FM_USER', 'changePassword', { oldPassword: encryptPassword(pem, 'wrong'), newPassword: encryptPassword(pem, 'newpass1'), keyId });
    expect(bad.code).toBe('error.param');
    ({ pem, keyId } = await publicKey());
    const short = await c.post('FM_USER', 'changePassword', { oldPassword: encryptPassword(pem, 'demo123'), newPassword: encryptPassword(pem, 'x'), keyId });
    expect(short.code).toBe('error.param');
    ({ pem, keyId } = await publicKey());
    const ok = await c.post('FM_USER', 'changePassword', {
      oldPassword: encryptPassword(pem, 'demo123'),
      newPassword: encryptPassword(pem, 'newpass1'),
      keyId,
    });
    expect(ok).toMatchObject({ code: '0', data: null });
    await expect(srv.login('carol')).rejects.toThrow(/error.login/);
    await srv.login('carol', 'newpass1');
  });

  it('logout ends the session', async () => {
    const s = await srv.login('alice');
    const c = client(srv, s);
    expect((await c.post('FM_USER', 'logout')).code).toBe('0');
    expect((await c.get('FM_USER', 'getUser')).code).toBe('error.nologin');
    expect((await c.get('FM_USER', 'validLogin')).data).toBe(false);
  });

  it("the Role header limits rights to that role, and must be one of the user's roles", async () => {
    const asSales = await api.post('CUSTOMER', 'removeMulti', { id: '999999' }, { headers: { Role: 'role-sales' } });
    expect(asSales).toMatchObject({ code: 'error.forbidden', msg: '没有操作权限' });
    const asManager = await api.post('CUSTOMER', 'removeMulti', { id: '999999' }, { headers: { Role: 'role-manager' } });
    expect(asManager).toMatchObject({ code: '0', data: { count: 0 } });
    const foreign = await api.post('CUSTOMER', 'list', { pageSize: 1 }, { headers: { Role: 'role-admin' } });
    expect(foreign.code).toBe('error.forbidden');
    const en = await api.post('CUSTOMER', 'removeMulti', { id: '1' }, { headers: { Role: 'role-sales', Language: '011' } });
    expect(en.msg).toBe('No permission for this operation');
  });
});

// Preflights and the allowed origins: cors.test.ts.
describe('cross-origin use', () => {
  it('a POST without cookies passes with the xsrf value returned by login', async () => {
    const r = await api.post('CUSTOMER', 'getCount', {}, { headers: { Cookie: '', xsrf_token: bob.xsrf } });
    expect(r.code).toBe('0');
  });
});
