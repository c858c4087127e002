// @vitest-environment node
// User management: FM_USER is the one platform entity the generic calls write, only for holders of
// system.user and only within their client (docs/server-contract.md "User management").
import { openStore } from '../../../demo/server/db/schema.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../support/server.ts';
import { encryptPassword } from '../../support/server.ts';
import { client, type Client } from './client.ts';

let srv: TestServer;
let admin: Client;
let bob: Client;

beforeAll(async () => {
  srv = await startTestServer();
  admin = client(srv, await srv.login('admin'));
  bob = client(srv, await srv.login('bob'));
});
afterAll(() => srv.close());

const dana = (extra: Record<string, unknown> = {}) => ({
  data: {
    ACCOUNT: 'dana',
    NAME: '邓娜',
    NAME_EN: 'Dana Deng',
    DEPT: 'dept-finance',
    LANGUAGE: '011',
    EMAIL: 'dana@demo.example.com',
    INITIAL_PASSWORD: 'start123',
    ...extra,
  },
  children: {
    FM_USER_ROLE: [
      { SERVICE_ID: 'service-sales', ROLE_ID: 'role-sales', IS_DEFAULT: '0' },
      { SERVICE_ID: 'service-sales', ROLE_ID: 'role-manager', IS_DEFAULT: '1' },
    ],
  },
});

/** Changes a password as the shell does: both values encrypted with a fresh public key. */
async function changePassword(api: Client, oldPassword: string, newPassword: string) {
  const key = (await api.get('FM_USER', 'getPublicKey')).data as { publicKey: string; keyId?: string };
  return api.post('FM_USER', 'changePassword', {
    oldPassword: encryptPassword(key.publicKey, oldPassword),
    newPassword: encryptPassword(key.publicKey, newPassword),
    keyId: key.keyId,
  });
}

describe('user management', () => {
  it('the administrator adds a user with roles per service; the user must change the initial password first', async () => {
    const saved = await admin.post('FM_USER', 'save', dana());
    expect(saved.code, saved.msg).toBe('0');
    const id = saved.data.id as string;
    expect(saved.data.bean).toMatchObject({ ACCOUNT: 'dana', DEPT: 'dept-finance', LANGUAGE: '011', DISABLED: 0, CLIENT: 'client-demo' });
    expect(JSON.stringify(saved.data)).not.toMatch(/scrypt|PASSWORD|start123/);
    const got = (await admin.get('FM_USER', 'get', { id })).data.bean;
    expect(got.children.FM_USER_ROLE.map((r: Record<string, unknown>) => [r.ROLE_ID, r.IS_DEFAULT])).toEqual([
      ['role-sales', '0'],
      ['role-manager', '1'],
    ]);

    const first = await srv.login('dana', 'start123');
    expect(first.user).toMatchObject({ ACCOUNT: 'dana', mustChangePassword: true, currentRoleId: 'role-manager' });
    const dan = client(srv, first);
    // Until the password is changed, the session only signs out, reads the user and changes it.
    expect(await dan.post('CUSTOMER', 'find', {})).toMatchObject({ code: 'error.forbidden', msg: '请先修改初始密码' });
    expect((await dan.get('FM_USER', 'getUser')).data.bean.mustChangePassword).toBe(true);
    expect((await changePassword(dan, 'start123', 'start123')).code).toBe('error.param');
    expect((await changePassword(dan, 'start123', 'mine4567')).code).toBe('0');
    expect((await dan.post('CUSTOMER', 'find', {})).code).toBe('0');
    const again = await srv.login('dana', 'mine4567');
    expect(again.user.mustChangePassword).toBe(false);
  });

  it('the list gives departments and languages as references and codes the shell labels', async () => {
    const meta = (await admin.get('FM_ENTITY', 'getMeta', { metaId: 'FM_USER' })).data;
    const attr = (name: string) => meta.attributes.find((a: { name: string }) => a.name === name);
    expect(attr('DEPT')).toMatchObject({ dataType: 'ref', relatedEntity: 'FM_DEPT' });
    expect(attr('LANGUAGE')).toMatchObject({ dataType: 'code', codeKey: 'LANGUAGE' });
    expect(attr('INITIAL_PASSWORD')).toMatchObject({ dataType: 'password' });
    expect(meta).toMatchObject({ addPage: 'page-user-add', editPage: 'page-user-edit', detailPage: 'page-user-detail' });
    expect((await admin.get('FM_CODE_DEFINE', 'getCodes', { key: 'LANGUAGE' })).data).toEqual([
      { text: '中文', value: '010' },
      { text: 'English', value: '011' },
    ]);
    expect((await bob.get('FM_DEPT', 'get', { id: 'dept-sales' })).data.bean.data.NAME).toBe('销售部');
    expect((await bob.get('FM_DEPT', 'get', { id: 'dept-sales' }, { headers: { Language: '011' } })).data.bean.data.NAME).toBe('Sales');
    for (const flag of ['add', 'edit', 'detail', 'list']) {
      const page = await admin.get('FM_PAGE_CONFIG', 'getPageConfig', { metaId: 'meta-fm-user', flag });
      expect(page.code, `${flag}: ${page.msg}`).toBe('0');
    }
  });

  it('edits keep what is not sent; a new initial password ends the user’s sessions', async () => {
    const carol = await srv.login('carol');
    // The form addresses the entity by its meta id.
    const edited = await admin.post('meta-fm-user', 'update', { data: { ID: 'user-carol', NAME_EN: 'Carol C.', INITIAL_PASSWORD: 'reset999' } });
    expect(edited.code, edited.msg).toBe('0');
    expect(edited.data.bean).toMatchObject({ NAME: '陈嘉', NAME_EN: 'Carol C.', ACCOUNT: 'carol' });
    expect((await client(srv, carol).get('FM_USER', 'getUser')).code).toBe('error.nologin');
    expect((await srv.login('carol', 'reset999')).user.mustChangePassword).toBe(true);
    // The role links stay as they were when the save sends none.
    const links = (await admin.get('FM_USER', 'get', { id: 'user-carol' })).data.bean.children.FM_USER_ROLE;
    expect(links.length).toBeGreaterThan(0);
  });

  it('a disabled user cannot sign in, with a clear message; enabled again, they can', async () => {
    const alice = client(srv, await srv.login('alice'));
    const off = await admin.post('FM_USER', 'apply', { action: 'disable', id: 'user-alice' });
    expect(off).toMatchObject({ code: '0', data: { count: 1, refresh: true } });
    expect((await alice.get('FM_USER', 'getUser')).code).toBe('error.nologin');
    await expect(srv.login('alice')).rejects.toThrow('error.login 该账号已停用，请联系管理员');
    // A wrong password says only what it always says.
    await expect(srv.login('alice', 'wrong-one')).rejects.toThrow('error.login 用户名或密码错误');
    // The messaging apps' sign-in code opens no session either.
    const byCode = await client(srv).post('FM_USER', 'loginByCode', { code: 'wxwork-alice', platform: 'wxwork' }, { as: 'none' });
    expect(byCode).toMatchObject({ code: 'error.login', msg: '该账号已停用，请联系管理员' });
    expect((await admin.post('FM_USER', 'apply', { action: 'disable', id: 'user-admin' })).code).toBe('error.param');
    expect((await admin.post('FM_USER', 'apply', { action: 'enable', id: 'user-alice' })).code).toBe('0');
    expect((await srv.login('alice')).user.ACCOUNT).toBe('alice');
  });

  it('roles the administrator gives or takes count from the user’s next call, without a new sign-in', async () => {
    const alice = client(srv, await srv.login('alice'));
    const asManager = () => alice.post('CUSTOMER', 'removeMulti', { id: '999999' }, { headers: { Role: 'role-manager' } });
    const rolesOfAlice = (roles: string[]) =>
      admin.post('meta-fm-user', 'update', {
        data: { ID: 'user-alice' },
        children: { FM_USER_ROLE: roles.map((ROLE_ID, i) => ({ SERVICE_ID: 'service-sales', ROLE_ID, IS_DEFAULT: i === 0 ? '1' : '0' })) },
      });
    expect((await asManager()).code).toBe('error.forbidden');
    expect((await alice.post('CUSTOMER', 'removeMulti', { id: '999999' })).code).toBe('error.forbidden');
    expect((await rolesOfAlice(['role-sales', 'role-manager'])).code).toBe('0');
    expect(await asManager()).toMatchObject({ code: '0', data: { count: 0 } });
    // Without the header, every role the user holds counts.
    expect(await alice.post('CUSTOMER', 'removeMulti', { id: '999999' })).toMatchObject({ code: '0', data: { count: 0 } });
    expect((await rolesOfAlice(['role-sales'])).code).toBe('0');
    expect((await asManager()).code).toBe('error.forbidden');
    expect((await alice.post('CUSTOMER', 'removeMulti', { id: '999999' })).code).toBe('error.forbidden');
    expect((await alice.post('CUSTOMER', 'list', { pageSize: 1 })).code).toBe('0');
  });

  it('a role without system.user is refused every write, even with the entity right', async () => {
    expect((await bob.post('FM_USER', 'save', dana({ ACCOUNT: 'eve' }))).code).toBe('error.forbidden');
    expect((await bob.post('FM_USER', 'update', { data: { ID: 'user-bob', NAME: 'x' } })).code).toBe('error.forbidden');
    expect((await bob.post('FM_USER', 'apply', { action: 'disable', id: 'user-alice' })).code).toBe('error.forbidden');
    expect((await bob.post('meta-fm-user', 'save', dana({ ACCOUNT: 'eve' }))).code).toBe('error.forbidden');
    expect((await bob.post('FM_USER', 'removeMulti', { id: 'user-alice' })).code).toBe('error.forbidden');
    // The administrator acting under a role without system.user (Role header) is refused too.
    expect((await admin.post('FM_USER', 'save', dana({ ACCOUNT: 'eve' }), { headers: { Role: 'role-manager' } })).code).toBe('error.forbidden');
    // Everyone else keeps the directory view, without role links.
    const other = (await bob.get('FM_USER', 'get', { id: 'user-alice' })).data.bean;
    expect(Object.keys(other.data).sort()).toEqual(['DEPT', 'ID', 'NAME', 'NAME_EN']);
    expect(other.children).toEqual({});
    expect((await bob.post('FM_USER_ROLE', 'list', {})).code).toBe('error.forbidden');
  });

  it('never the password hash, the duty to change it, another client or another client’s users', async () => {
    for (const field of ['PASSWORD', 'MUST_CHANGE_PASSWORD', 'CURRENT_ROLE_ID']) {
      const r = await admin.post('FM_USER', 'update', { data: { ID: 'user-bob', [field]: 'scrypt$4096$00$00' } });
      expect(r.code, field).toBe('error.forbidden');
    }
    expect((await admin.post('FM_USER', 'update', { data: { ID: 'user-bob', CLIENT: 'client-frame' } })).code).toBe('error.forbidden');
    expect((await admin.post('FM_USER', 'save', dana({ ACCOUNT: 'frank', CLIENT: 'client-frame' }))).code).toBe('error.forbidden');
    const db = openStore(srv.dbPath);
    try {
      db.prepare("INSERT INTO FM_USER (ID, ACCOUNT, NAME, CLIENT, PASSWORD) VALUES ('user-elsewhere', 'elsewhere', 'X', 'client-frame', 'x')").run();
      db.prepare("INSERT INTO FM_DEPT (ID, CLIENT, NAME) VALUES ('dept-elsewhere', 'client-frame', 'X')").run();
    } finally {
      db.close();
    }
    expect((await admin.post('FM_USER', 'update', { data: { ID: 'user-elsewhere', NAME: 'Y' } })).code).toBe('error.notfound');
    expect((await admin.post('FM_USER', 'save', { data: { ID: 'user-elsewhere', NAME: 'Y' } })).code).toBe('error.notfound');
    expect((await admin.post('FM_USER', 'apply', { action: 'disable', id: 'user-elsewhere' })).code).toBe('error.notfound');
    expect((await admin.post('FM_USER', 'update', { data: { ID: 'user-bob', DEPT: 'dept-elsewhere' } })).code).toBe('error.param');
  });

  it('checks the account (unique), required fields, the initial password and the default role per service', async () => {
    expect(await admin.post('FM_USER', 'save', dana({ ACCOUNT: 'bob' }))).toMatchObject({ code: 'error.param', msg: '账号 bob 已存在' });
    expect((await admin.post('FM_USER', 'save', dana({ ACCOUNT: 'gina', NAME: '' }))).code).toBe('error.param');
    expect((await admin.post('FM_USER', 'save', dana({ ACCOUNT: 'gina', INITIAL_PASSWORD: '' }))).code).toBe('error.param');
    expect((await admin.post('FM_USER', 'save', dana({ ACCOUNT: 'gina', INITIAL_PASSWORD: '123' }))).code).toBe('error.param');
    expect((await admin.post('FM_USER', 'save', dana({ ACCOUNT: 'gina', LANGUAGE: '099' }))).code).toBe('error.param');
    const twoDefaults = {
      ...dana({ ACCOUNT: 'gina' }),
      children: {
        FM_USER_ROLE: [
          { SERVICE_ID: 'service-sales', ROLE_ID: 'role-sales', IS_DEFAULT: '1' },
          { SERVICE_ID: 'service-sales', ROLE_ID: 'role-manager', IS_DEFAULT: '1' },
        ],
      },
    };
    expect((await admin.post('FM_USER', 'save', twoDefaults)).code).toBe('error.param');
    expect((await admin.post('FM_USER', 'find', { scope: { ACCOUNT: 'gina' } })).data.entitys).toEqual([]);
  });
});
