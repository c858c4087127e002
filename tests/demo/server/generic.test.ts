// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../support/server.ts';
import { client, type Client } from './client.ts';

let srv: TestServer;
let bob: Client;
let alice: Client;

beforeAll(async () => {
  srv = await startTestServer();
  bob = client(srv, await srv.login('bob'));
  alice = client(srv, await srv.login('alice'));
});
afterAll(() => srv.close());

describe('generic actions', () => {
  it('get returns the row and its child rows', async () => {
    const r = await bob.get('CUSTOMER', 'get', { id: 1 });
    expect(r.code).toBe('0');
    expect(r.data.bean.data).toMatchObject({ ID: 1, NAME: '上海华信科技有限公司', REGION: 'EC-SH', CONTRACT: 'file-contract' });
    expect(r.data.bean.children.CONTACT.length).toBeGreaterThan(0);
    expect(r.data.bean.children.CONTACT.every((c: { CUSTOMER_ID: number }) => c.CUSTOMER_ID === 1)).toBe(true);
    const missing = await bob.get('CUSTOMER', 'get', { id: 987654 });
    expect(missing.code).toBe('error.notfound');
  });

  it('find pages by default (20), with total, and honours pageIndex and sort', async () => {
    const p1 = await bob.post('CUSTOMER', 'find', {});
    expect(p1.data.entitys).toHaveLength(20);
    expect(p1.data.total).toBe(60);
    const p3 = await bob.post('CUSTOMER', 'find', { pageIndex: 3, pageSize: 25, sort: [{ field: 'ID', order: 'desc' }] });
    expect(p3.data.entitys.map((r: { ID: number }) => r.ID)).toEqual([10, 9, 8, 7, 6, 5, 4, 3, 2, 1]);
    const byCredit = await bob.post('CUSTOMER', 'find', { pageSize: 60, sort: [{ field: 'CREDIT', order: 'desc' }] });
    const credits = byCredit.data.entitys.map((r: { CREDIT: number }) => r.CREDIT);
    expect(credits).toEqual([...credits].sort((a: number, b: number) => b - a));
  });

  it('accepts the ListParams wrapped in { params }', async () => {
    const r = await bob.post('CUSTOMER', 'find', { params: { pageSize: 3 } });
    expect(r.data.entitys).toHaveLength(3);
  });

  it('list returns every row unless paged, and filters by scope and keyword', async () => {
    const all = await bob.post('ORDER', 'list', {});
    expect(all.data.entitys.length).toBe(all.data.total);
    expect(all.data.total).toBeGreaterThan(50);
    const scoped = await bob.post('CONTACT', 'list', { scope: { CUSTOMER_ID: 2 } });
    expect(scoped.data.entitys.every((c: { CUSTOMER_ID: number }) => c.CUSTOMER_ID === 2)).toBe(true);
    const kw = await bob.post('CUSTOMER', 'list', { keyword: '杭州' });
    expect(kw.data.total).toBeGreaterThan(0);
    expect(kw.data.entitys.every((c: { NAME: string }) => c.NAME.includes('杭州'))).toBe(true);
  });

  it('getCount counts with the same filters', async () => {
    const r = await bob.post('CUSTOMER', 'getCount', { conditions: [{ field: 'REGION', mode: 'begin', value: 'OS' }] });
    expect(r.code).toBe('0');
    const list = await bob.post('CUSTOMER', 'list', { conditions: [{ field: 'REGION', mode: 'begin', value: 'OS' }] });
    expect(r.data.count).toBe(list.data.total);
    expect(r.data.count).toBeGreaterThan(5);
  });

  it('save inserts a row with child rows, sets audit fields, and update changes it', async () => {
    const r = await bob.post('CUSTOMER', 'save', {
      data: { NAME: '成都天府软件有限公司', LEVEL: 'A', REGION: 'EC-SH', CREDIT: '120000.456', ACTIVE: '1', SIGNED_ON: '2025-03-01' },
      children: { CONTACT: [{ NAME: '刘洋', TITLE: '总经理' }, { NAME: '赵敏' }] },
    });
    expect(r.code).toBe('0');
    const id = r.data.id;
    expect(r.data.bean).toMatchObject({ ID: id, NAME: '成都天府软件有限公司', CREDIT: 120000.46, ACTIVE: 1, LOG_C_USER: 'user-bob' });
    const got = await bob.get('CUSTOMER', 'get', { id });
    expect(got.data.bean.children.CONTACT.map((c: { NAME: string }) => c.NAME)).toEqual(['刘洋', '赵敏']);
    const keep = got.data.bean.children.CONTACT[0];
    const up = await bob.post('CUSTOMER', 'update', {
      data: { ID: id, PHONE: '028-1234567', LOG_VERSION: got.data.bean.data.LOG_VERSION },
      children: { CONTACT: [{ ...keep, TITLE: '董事长' }] },
    });
    expect(up.code).toBe('0');
    expect(up.data.bean).toMatchObject({ NAME: '成都天府软件有限公司', PHONE: '028-1234567' });
    const after = await bob.get('CUSTOMER', 'get', { id });
    expect(after.data.bean.children.CONTACT).toHaveLength(1);
    expect(after.data.bean.children.CONTACT[0]).toMatchObject({ ID: keep.ID, TITLE: '董事长' });
  });

  it('save validates required fields, code values, references and types with readable messages', async () => {
    expect(await bob.post('CUSTOMER', 'save', { data: { LEVEL: 'A' } })).toMatchObject({ code: 'error.param', msg: '客户名称不能为空' });
    expect((await bob.post('CUSTOMER', 'save', { data: { NAME: 'x', LEVEL: 'Z' } })).code).toBe('error.param');
    expect((await bob.post('CUSTOMER', 'save', { data: { NAME: 'x', CREDIT: 'lots' } })).code).toBe('error.param');
    expect((await bob.post('CUSTOMER', 'save', { data: { NAME: 'x', SIGNED_ON: 'yesterday' } })).code).toBe('error.param');
    expect((await bob.post('ORDER', 'save', { data: { ORDER_NO: 'SO-X', CUSTOMER_ID: 999999 } })).code).toBe('error.param');
    const en = await bob.post('CUSTOMER', 'save', { data: {} }, { headers: { Language: '011' } });
    expect(en.msg).toBe('Name is required');
    expect((await bob.post('CUSTOMER', 'save', {})).code).toBe('error.param');
  });

  it('update needs an existing key; assigned keys insert through save', async () => {
    expect((await bob.post('CUSTOMER', 'update', { data: { NAME: 'x' } })).code).toBe('error.param');
    expect((await bob.post('CUSTOMER', 'update', { data: { ID: 999999, NAME: 'x' } })).code).toBe('error.notfound');
    const p = await bob.post('PRODUCT', 'save', { data: { ID: 'P900', NAME: '测试产品', CATEGORY: 'software', PRICE: 99 } });
    expect(p).toMatchObject({ code: '0', data: { id: 'P900' } });
    expect((await bob.get('PRODUCT', 'get', { id: 'P900' })).data.bean.data.NAME).toBe('测试产品');
  });

  it('removeMulti deletes the rows and their children', async () => {
    const a = (await bob.post('CUSTOMER', 'save', { data: { NAME: '待删除客户甲' }, children: { CONTACT: [{ NAME: '甲' }] } })).data.id;
    const b = (await bob.post('CUSTOMER', 'save', { data: { NAME: '待删除客户乙' } })).data.id;
    const r = await bob.post('CUSTOMER', 'removeMulti', { id: `${a},${b}` });
    expect(r).toMatchObject({ code: '0', data: { count: 2 } });
    expect((await bob.get('CUSTOMER', 'get', { id: a })).code).toBe('error.notfound');
    expect((await bob.post('CONTACT', 'getCount', { scope: { CUSTOMER_ID: a } })).data.count).toBe(0);
  });

  it('rights: sales may add and edit customers but not delete them', async () => {
    const r = await alice.post('CUSTOMER', 'save', { data: { NAME: 'Alice Co.' } });
    expect(r.code).toBe('0');
    expect(await alice.post('CUSTOMER', 'removeMulti', { id: String(r.data.id) })).toMatchObject({ code: 'error.forbidden', msg: '没有操作权限' });
    expect((await alice.post('PRODUCT', 'save', { data: { ID: 'P901', NAME: 'x' } })).code).toBe('error.forbidden');
  });

  it('apply runs an operate, checking its row condition and tip', async () => {
    const id = (await bob.post('CUSTOMER', 'save', { data: { NAME: '停用客户', ACTIVE: 0 } })).data.id;
    const r = await bob.post('CUSTOMER', 'apply', { action: 'activate', entityId: 'CUSTOMER', id: String(id) });
    expect(r).toMatchObject({ code: '0', data: { result: true, count: 1, refresh: true } });
    expect((await bob.get('CUSTOMER', 'get', { id })).data.bean.data.ACTIVE).toBe(1);
    const again = await bob.post('CUSTOMER', 'apply', { action: 'activate', id: String(id) });
    expect(again).toMatchObject({ code: 'error.fail', msg: '只能启用未启用的客户' });
    expect((await bob.post('CUSTOMER', 'apply', { action: 'explode', id: '1' })).code).toBe('error.notfound');
  });

  it('an operate is reachable as its own action and as a rule/v1 call', async () => {
    const id = (await bob.post('CUSTOMER', 'save', { data: { NAME: '规则客户', ACTIVE: 1 } })).data.id;
    expect((await bob.post('CUSTOMER', 'deactivate', { id: String(id) })).code).toBe('0');
    const r = await bob.post('CUSTOMER', 'activate', { id: String(id) }, { prefix: 'rule' });
    expect(r.code).toBe('0');
    expect((await bob.get('CUSTOMER', 'get', { id })).data.bean.data.ACTIVE).toBe(1);
    const p = await bob.post('ORDER', 'list', { pageSize: 1 }, { prefix: 'process' });
    expect(p.code).toBe('0');
  });

  it('stat counts and sums grouped by a field, with code labels', async () => {
    const r = await bob.post('CUSTOMER', 'stat', { groupBy: 'LEVEL', sum: ['CREDIT'], conditions: [{ field: 'ID', mode: 'less_equal', value: 60 }] });
    expect(r.code).toBe('0');
    const groups = r.data.groups;
    expect(groups.reduce((n: number, g: { count: number }) => n + g.count, 0)).toBe(60);
    const a = groups.find((g: { value: string }) => g.value === 'A');
    expect(a.label).toBe('重点客户');
    expect(typeof a.sums.CREDIT).toBe('number');
    expect((await bob.post('CUSTOMER', 'stat', { groupBy: 'LEVEL', sum: ['NAME'] })).code).toBe('error.param');
  });

  it('exportExcel answers a CSV file with a UTF-8 Chinese file name', async () => {
    const res = await bob.raw('CUSTOMER', 'exportExcel', { body: { conditions: [{ field: 'ID', mode: 'in', value: [1, 2] }] } });
    expect(res.headers.get('content-type')).toMatch(/text\/csv/);
    expect(res.headers.get('content-disposition')).toBe(`attachment; filename="____.csv"; filename*=UTF-8''${encodeURIComponent('客户列表.csv')}`);
    const text = await res.text();
    expect(text.split('\r\n')[0]).toContain('客户名称');
    expect(text).toContain('上海华信科技有限公司');
    expect(text.trim().split('\r\n')).toHaveLength(3);
  });
});

describe('management entities (spec §7)', () => {
  it("/{client}/mgn/{ENTITY}_{system}_{client}/{action} is the entity's call in that system, checked like any other", async () => {
    const plain = await bob.get('CUSTOMER', 'get', { id: 1 });
    const managed = await bob.get('CUSTOMER_crm_demo', 'get', { id: 1 }, { system: 'mgn' });
    expect(managed.code, managed.msg).toBe('0');
    expect(managed.data.bean.data).toEqual(plain.data.bean.data);
    const found = await bob.post('CUSTOMER_crm_demo', 'find', { conditions: [{ field: 'ID', mode: 'equal', value: 1 }] }, { system: 'mgn' });
    expect(found.data.entitys.map((row: { ID: number }) => row.ID)).toEqual([1]);
    // A system of no client of the user's, or another client in the suffix, reaches nothing.
    expect((await bob.get('CUSTOMER_erp_demo', 'get', { id: 1 }, { system: 'mgn' })).code).toBe('error.forbidden');
    expect((await bob.get('CUSTOMER_crm_other', 'get', { id: 1 }, { system: 'mgn' })).code).toBe('error.notfound');
  });
});
