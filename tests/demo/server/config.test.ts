// @vitest-environment node
// The designer's calls on FM_CONFIG (docs/server-contract.md "Configuration"): versions, conflicts,
// validation as data, restore, and the SYSTEM role they need.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../support/server.ts';
import { client, type CallOptions, type Client } from './client.ts';

let srv: TestServer;
let admin: Client;
let alice: Client;
const SYSTEM: CallOptions = { headers: { Role: 'SYSTEM' } };

beforeAll(async () => {
  srv = await startTestServer();
  admin = client(srv, await srv.login('admin'));
  alice = client(srv, await srv.login('alice'));
});
afterAll(async () => {
  await srv.close();
});

const get = (mode: string, id: string, c = admin) => c.get('FM_CONFIG', 'get', { mode, id }, SYSTEM);
const save = (body: Record<string, unknown>, c = admin, extra: CallOptions = SYSTEM) => c.post('FM_CONFIG', 'save', body, extra);

describe('page configs', () => {
  it('a save under SYSTEM is a new version and the page config the pages read shows it', async () => {
    const before = await get('page', 'page-customer-list');
    expect(before.code, before.msg).toBe('0');
    expect(before.data).toMatchObject({ mode: 'page', id: 'page-customer-list', version: 1, updatedBy: { id: 'user-admin', name: '系统管理员' } });
    expect(before.data.page).toMatchObject({ metaId: 'meta-customer', flag: 'list' });
    const content = { ...before.data.content, columns: [...before.data.content.columns, { attriName: 'CODE', width: 90 }] };
    const saved = await save({ mode: 'page', id: 'page-customer-list', baseVersion: 1, content });
    expect(saved.code, saved.msg).toBe('0');
    expect(saved.data.version).toBe(2);
    const page = await admin.get('FM_PAGE_CONFIG', 'getPageConfig', { pageId: 'page-customer-list' });
    expect(page.code).toBe('0');
    expect(page.data.CONTENT).toContain('CODE');
    const after = await get('page', 'page-customer-list');
    expect(after.data).toMatchObject({ version: 2, content: { columns: expect.arrayContaining([{ attriName: 'CODE', width: 90 }]) } });
  });

  it('a save from an older version is error.conflict carrying the current version', async () => {
    const now = (await get('page', 'page-customer-list')).data;
    const stale = await save({ mode: 'page', id: 'page-customer-list', baseVersion: now.version - 1, content: { title: '旧' } });
    expect(stale.code).toBe('error.conflict');
    expect(stale.data).toMatchObject({ version: now.version, content: now.content, updatedBy: { id: 'user-admin' } });
    expect(typeof stale.data.updatedAt).toBe('string');
  });

  it('lists versions newest first, reads one and restores it as a new version', async () => {
    const list = await admin.get('FM_CONFIG', 'versions', { mode: 'page', id: 'page-customer-list' }, SYSTEM);
    expect(list.code).toBe('0');
    expect(list.data.map((v: { version: number }) => v.version)).toEqual([2, 1]);
    expect(list.data[0]).toMatchObject({ updatedBy: { id: 'user-admin', nameEn: 'Administrator' } });
    const first = await admin.get('FM_CONFIG', 'version', { mode: 'page', id: 'page-customer-list', version: 1 }, SYSTEM);
    expect(first.code).toBe('0');
    expect(JSON.stringify(first.data.content)).not.toContain('"CODE"');
    const restored = await admin.post('FM_CONFIG', 'restore', { mode: 'page', id: 'page-customer-list', version: 1, baseVersion: 2 }, SYSTEM);
    expect(restored.code, restored.msg).toBe('0');
    expect(restored.data.version).toBe(3);
    const page = await admin.get('FM_PAGE_CONFIG', 'getPageConfig', { pageId: 'page-customer-list' });
    expect(page.data.CONTENT).not.toMatch(/attriName: 'CODE'/);
    const staleRestore = await admin.post('FM_CONFIG', 'restore', { mode: 'page', id: 'page-customer-list', version: 1, baseVersion: 2 }, SYSTEM);
    expect(staleRestore.code).toBe('error.conflict');
    const missing = await admin.get('FM_CONFIG', 'version', { mode: 'page', id: 'page-customer-list', version: 99 }, SYSTEM);
    expect(missing.code).toBe('error.notfound');
  });

  it('invalid content is error.param with the reason, and nothing is stored', async () => {
    const { version } = (await get('page', 'page-customer-list')).data;
    const cases: Array<[unknown, RegExp]> = [
      [{ columns: {} }, /columns must be an array/],
      [{ columns: [{ width: 10 }] }, /columns\[0\] has no attriName/],
      [{ operates: ['add'] }, /operates\[0\] must be an object/],
      [
        { operates: [{ name: 'x', condition: [{ field: 'LEVEL', mode: 'equal', value: 'A', left: '(' }] }] },
        /condition of operates\[0\] is invalid: Unbalanced brackets/,
      ],
      [{ fields: [{ attriName: 'CREDIT', condition: [{ field: 'NOPE', mode: 'equal', value: 1 }] }] }, /has no field "NOPE"/],
      [{ operates: [{ name: 'x', condition: [{ field: 'LEVEL', mode: 'bigger', value: 1 }] }] }, /Unknown condition mode "bigger"/],
      [{ pageSize: -1 }, /pageSize must be a positive integer/],
    ];
    for (const [content, reason] of cases) {
      const r = await save({ mode: 'page', id: 'page-customer-list', baseVersion: version, content }, admin, { headers: { Role: 'SYSTEM', Language: '011' } });
      expect(r.code, JSON.stringify(content)).toBe('error.param');
      expect(r.msg).toMatch(reason);
    }
    // Conditions the shell reads itself (user.*, $[x]) pass the server's checker.
    const ok = await save({
      mode: 'page',
      id: 'page-customer-list',
      baseVersion: version,
      content: {
        operates: [
          {
            name: 'x',
            condition: [
              { field: 'user.roleCode', mode: 'equal', value: 'SYSTEM' },
              { field: 'LEVEL', mode: 'in', value: '$[levels]', join: 'or' },
            ],
          },
        ],
      },
    });
    expect(ok.code, ok.msg).toBe('0');
    expect((await get('page', 'page-customer-list')).data.version).toBe(version + 1);
  });

  it('hostile input is refused: non-objects, prototype keys, huge and deep content', async () => {
    const { version } = (await get('page', 'page-customer-list')).data;
    const refuse = async (body: Record<string, unknown> | string) => {
      const r = typeof body === 'string' ? await admin.call('FM_CONFIG', 'save', { method: 'POST', rawBody: body, ...SYSTEM }) : await save(body);
      expect(r.code, typeof body === 'string' ? body.slice(0, 80) : JSON.stringify(body).slice(0, 80)).toBe('error.param');
      return r.msg;
    };
    for (const content of [null, 'text', 5, [1, 2]]) await refuse({ mode: 'page', id: 'page-customer-list', baseVersion: version, content });
    expect(
      await refuse(
        `{"mode":"page","id":"page-customer-list","baseVersion":${version},"content":{"columns":[{"attriName":"NAME","__proto__":{"polluted":1}}]}}`,
      ),
    ).toMatch(/__proto__/);
    expect(
      await refuse(`{"mode":"page","id":"page-customer-list","baseVersion":${version},"content":{"x":{"constructor":{"prototype":{"polluted":1}}}}}`),
    ).toMatch(/constructor/);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    expect(await refuse({ mode: 'page', id: 'page-customer-list', baseVersion: version, content: { help: 'x'.repeat(300 * 1024) } })).toMatch(/过大/);
    let deep: unknown = 1;
    for (let i = 0; i < 40; i += 1) deep = { d: deep };
    expect(await refuse({ mode: 'page', id: 'page-customer-list', baseVersion: version, content: deep })).toMatch(/嵌套/);
    await refuse({ mode: 'nope', id: 'page-customer-list', baseVersion: version, content: {} });
    await refuse({ mode: 'page', id: 'page-customer-list', baseVersion: '1', content: {} });
    expect((await get('page', 'page-customer-list')).data.version).toBe(version);
  });
});

describe('menus and reports', () => {
  it('a module menu tree reads and saves with openType, icon, hidden and terminal', async () => {
    const menu = await get('menu', 'mod-customer');
    expect(menu.code, menu.msg).toBe('0');
    expect(menu.data.content.moduleId).toBe('mod-customer');
    const items = menu.data.content.items as Array<Record<string, unknown>>;
    expect(items.map((n) => n.id)).toEqual(expect.arrayContaining(['mod-customer-list', 'mod-customer-add']));
    expect(items.find((n) => n.id === 'mod-customer-list')).toMatchObject({ terminal: 'pc', hidden: false, icon: 'list' });
    const next = [...items].reverse().map((n) => (n.id === 'mod-customer-add' ? { ...n, name: '新客户', icon: 'person-plus', terminal: 'all' } : n));
    const saved = await save({
      mode: 'menu',
      id: 'mod-customer',
      baseVersion: menu.data.version,
      content: {
        moduleId: 'mod-customer',
        items: [...next, { id: 'mod-customer-extra', name: '额外', nameEn: 'Extra', openType: '2', hidden: false, terminal: 'mobile', children: [] }],
      },
    });
    expect(saved.code, saved.msg).toBe('0');
    // The normal menu call shows the new entry at once, to the roles that hold its module.
    const tree = await alice.get('FM_MODULE', 'getUserMenuTreeData', { moduleId: 'mod-customer' });
    expect(tree.code, tree.msg).toBe('0');
    expect(JSON.stringify(tree.data)).toContain('mod-customer-extra');
    const after = (await get('menu', 'mod-customer')).data.content.items as Array<Record<string, unknown>>;
    expect(after.map((n) => n.id)).toEqual([...next.map((n) => n.id), 'mod-customer-extra']);
    expect(after.find((n) => n.id === 'mod-customer-add')).toMatchObject({ name: '新客户', icon: 'person-plus', terminal: 'all' });
    const bad = await save({
      mode: 'menu',
      id: 'mod-customer',
      baseVersion: menu.data.version + 1,
      content: { moduleId: 'mod-customer', items: [{ id: 'mod-home', name: 'x' }] },
    });
    expect(bad.code).toBe('error.param');
  });

  it('a report definition goes through the report checker', async () => {
    const report = await get('report', 'orders-by-region');
    expect(report.code, report.msg).toBe('0');
    const def = report.data.content;
    const broken = await save({ mode: 'report', id: 'orders-by-region', baseVersion: report.data.version, content: { ...def, dimensions: [] } }, admin, {
      headers: { Role: 'SYSTEM', Language: '011' },
    });
    expect(broken.code).toBe('error.param');
    expect(broken.msg).toMatch(/one or two dimensions/);
    const renamed = await save({ mode: 'report', id: 'orders-by-region', baseVersion: report.data.version, content: { ...def, name: '地区订单（改）' } });
    expect(renamed.code, renamed.msg).toBe('0');
    const read = await admin.get('FM_REPORT', 'get', { id: 'orders-by-region' });
    expect(read.data.name).toBe('地区订单（改）');
  });
});

describe('the SYSTEM role', () => {
  it('admin holds SYSTEM besides their default role; alice and admin without SYSTEM active are refused', async () => {
    const user = (await admin.get('FM_USER', 'getUser')).data.bean;
    expect(user.currentRoleId).toBe('role-admin');
    expect(user.roles.map((r: { CODE: string }) => r.CODE)).toContain('SYSTEM');
    expect((await alice.get('FM_USER', 'getUser')).data.bean.roles.map((r: { CODE: string }) => r.CODE)).not.toContain('SYSTEM');
    expect((await alice.get('FM_CONFIG', 'get', { mode: 'page', id: 'page-customer-list' }, { headers: { Role: 'SYSTEM' } })).code).toBe('error.forbidden');
    expect((await alice.get('FM_CONFIG', 'get', { mode: 'page', id: 'page-customer-list' })).code).toBe('error.forbidden');
    expect((await alice.post('FM_CONFIG', 'save', { mode: 'page', id: 'page-customer-list', baseVersion: 1, content: {} })).code).toBe('error.forbidden');
    expect((await admin.get('FM_CONFIG', 'get', { mode: 'page', id: 'page-customer-list' })).code).toBe('error.forbidden');
    expect((await admin.get('FM_CONFIG', 'versions', { mode: 'page', id: 'page-customer-list' }, { headers: { Role: 'admin' } })).code).toBe('error.forbidden');
  });
});
