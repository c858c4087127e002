// @vitest-environment node
// Two clients, each with a `crm` system: the demo client and `north` (seed-tenant.ts). No business
// row crosses between them, by id, by list, by condition, by reference, by export or by report
// (docs/server-contract.md, "Tenancy").
import { openStore } from '../../../demo/server/db/schema.ts';
import type { Db } from '../../../demo/server/db/store.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../support/server.ts';
import { client, type CallOptions, type Client } from './client.ts';

type Row = Record<string, any>;

/** North's seeded customers (the demo client has a 天津北方化工, so never "北方" alone). */
const NORTH_NAMES = ['北方重工有限公司', '天津港储运有限公司', '北方草原乳业有限公司'];

let srv: TestServer;
let bob: Client;
let admin: Client;
let northAdmin: Client;
let northSales: Client;
/** North's seeded rows, read straight from the database. */
let north: { customers: number[]; order: number; contact: number };
/** The demo client's customer 1, as bob reads it. */
let demoCustomer: Row;

const N: CallOptions = { client: 'north' };
const nGet = (c: Client, entity: string, action: string, query?: Record<string, string | number>) => c.get(entity, action, query, N);
const nPost = (c: Client, entity: string, action: string, body?: unknown) => c.post(entity, action, body, N);

function readDb<T>(read: (db: Db) => T): T {
  const db = openStore(srv.dbPath);
  try {
    return read(db);
  } finally {
    db.close();
  }
}

const csvOf = async (c: Client, entity: string, body: unknown, extra?: CallOptions): Promise<string> => {
  const res = await c.raw(entity, 'exportExcel', { method: 'POST', body, ...extra });
  expect(res.headers.get('content-type')).toMatch(/text\/csv/);
  return (await res.text()).replace(/^\ufeff/, '');
};

beforeAll(async () => {
  srv = await startTestServer();
  bob = client(srv, await srv.login('bob'));
  admin = client(srv, await srv.login('admin'));
  northAdmin = client(srv, await srv.login('north-admin'));
  northSales = client(srv, await srv.login('north-sales'));
  north = readDb((db) => ({
    customers: (db.prepare(`SELECT ID FROM "CUSTOMER" WHERE "CLIENT_ID" = 'client-north' ORDER BY ID`).all() as { ID: number }[]).map((r) => r.ID),
    order: (db.prepare(`SELECT ID FROM "ORDER" WHERE "CLIENT_ID" = 'client-north'`).get() as { ID: number }).ID,
    contact: (db.prepare(`SELECT ID FROM "CONTACT" WHERE "CLIENT_ID" = 'client-north'`).get() as { ID: number }).ID,
  }));
  demoCustomer = (await bob.get('CUSTOMER', 'get', { id: 1 })).data.bean.data;
});
afterAll(() => srv.close());

describe('tenancy: each client reads only its own rows', () => {
  it('lists, counts and statistics hold only the caller client’s rows', async () => {
    const mine = await nPost(northSales, 'CUSTOMER', 'find', {});
    expect(mine.code, mine.msg).toBe('0');
    expect(mine.data.total).toBe(3);
    expect(mine.data.entitys.map((r: Row) => r.ID)).toEqual(north.customers);
    expect(mine.data.entitys.every((r: Row) => !('CLIENT_ID' in r))).toBe(true);
    expect((await nGet(northSales, 'CUSTOMER', 'getCount')).data.count).toBe(3);
    const stat = await nPost(northAdmin, 'CUSTOMER', 'stat', { groupBy: 'LEVEL', sum: 'CREDIT' });
    expect(stat.data.groups.reduce((n: number, g: Row) => n + g.count, 0)).toBe(3);
    expect(stat.data.groups.reduce((n: number, g: Row) => n + g.sums.CREDIT, 0)).toBe(1_150_000);

    const demoTotal = readDb((db) => (db.prepare(`SELECT COUNT(*) AS n FROM "CUSTOMER" WHERE "CLIENT_ID" = 'client-demo'`).get() as { n: number }).n);
    expect((await bob.post('CUSTOMER', 'find', {})).data.total).toBe(demoTotal);
    expect((await bob.get('CUSTOMER', 'getCount')).data.count).toBe(demoTotal);
    for (const name of NORTH_NAMES) expect((await bob.post('CUSTOMER', 'find', { keyword: name })).data.total).toBe(0);
    expect((await bob.post('CUSTOMER', 'stat', { groupBy: 'LEVEL' })).data.groups.reduce((n: number, g: Row) => n + g.count, 0)).toBe(demoTotal);
  });

  it('an unfiltered count is the client’s own, through inserts, imports and deletes', async () => {
    const rows = (client: string) => readDb((db) => (db.prepare('SELECT COUNT(*) AS n FROM "CONTACT" WHERE "CLIENT_ID" = ?').get(client) as { n: number }).n);
    const counts = async () => [(await nGet(northAdmin, 'CONTACT', 'getCount')).data.count, (await bob.get('CONTACT', 'getCount')).data.count];
    expect(await counts()).toEqual([rows('client-north'), rows('client-demo')]);
    const before = await counts();
    const saved = await nPost(northAdmin, 'CONTACT', 'save', { data: { CUSTOMER_ID: north.customers[1], NAME: '计数' } });
    const imported = await nPost(northAdmin, 'CONTACT', 'importRows', { rows: [{ CUSTOMER_ID: north.customers[1], NAME: '计数二' }] });
    expect(imported.data.accepted).toBe(1);
    expect(await counts()).toEqual([before[0]! + 2, before[1]]);
    const added = (await nPost(northAdmin, 'CONTACT', 'find', { scope: { CUSTOMER_ID: north.customers[1] } })).data.entitys.map((r: Row) => r.ID);
    expect(added).toContain(saved.data.id);
    expect((await nPost(northAdmin, 'CONTACT', 'removeMulti', { ids: added })).data.count).toBe(2);
    expect(await counts()).toEqual(before);
    expect(await counts()).toEqual([rows('client-north'), rows('client-demo')]);
  });

  it('a record of the other client is not found by id, list of ids or condition, either way', async () => {
    for (const c of [northSales, northAdmin]) {
      expect((await nGet(c, 'CUSTOMER', 'get', { id: 1 })).code).toBe('error.notfound');
      const byIds = await nPost(c, 'CUSTOMER', 'find', { conditions: [{ field: 'ID', mode: 'in', value: [1, 2, 3, ...north.customers] }] });
      expect(byIds.data.entitys.map((r: Row) => r.ID)).toEqual(north.customers);
      const byName = await nPost(c, 'CUSTOMER', 'find', { conditions: [{ field: 'NAME', mode: 'like', value: '天津北方化工' }] });
      expect(byName.data.total).toBe(0);
      expect((await nPost(c, 'CUSTOMER', 'getCount', { scope: { ID: 1 } })).data.count).toBe(0);
      // The ORDER list by a customer of the other client: nothing.
      expect((await nPost(c, 'ORDER', 'find', { conditions: [{ field: 'CUSTOMER_ID', mode: 'equal', value: 1 }] })).data.total).toBe(0);
    }
    expect((await bob.get('CUSTOMER', 'get', { id: north.customers[0]! })).code).toBe('error.notfound');
    expect((await bob.get('ORDER', 'get', { id: north.order })).code).toBe('error.notfound');
    expect((await bob.get('CONTACT', 'get', { id: north.contact })).code).toBe('error.notfound');
    const byIds = await bob.post('CUSTOMER', 'find', { conditions: [{ field: 'ID', mode: 'in', value: north.customers }] });
    expect(byIds.data.total).toBe(0);
    expect((await bob.post('CUSTOMER', 'find', { conditions: [{ field: 'NAME', mode: 'like', value: '北方重工' }] })).data.total).toBe(0);
  });

  it('a record’s child rows are its own client’s only', async () => {
    const order = await nGet(northAdmin, 'ORDER', 'get', { id: north.order });
    expect(order.data.bean.data).toMatchObject({ ORDER_NO: 'SO2025A0001', CUSTOMER_ID: north.customers[0], AMOUNT: 176000 });
    expect(order.data.bean.children.ORDER_LINE).toEqual([expect.objectContaining({ PRODUCT_ID: 'P001', QUANTITY: 2 })]);
    const customer = await nGet(northAdmin, 'CUSTOMER', 'get', { id: north.customers[0]! });
    expect(customer.data.bean.children.CONTACT.map((c: Row) => c.NAME)).toEqual(['孙北']);
  });

  it('keys a user types and unique numbers are unique within a client: both clients have product P001 and order SO2025A0001', async () => {
    expect((await nGet(northSales, 'PRODUCT', 'get', { id: 'P001' })).data.bean.data.NAME).toBe('北方锅炉');
    const demoP001 = (await bob.get('PRODUCT', 'get', { id: 'P001' })).data.bean.data.NAME;
    expect(demoP001).not.toBe('北方锅炉');
    expect((await bob.post('ORDER', 'find', { conditions: [{ field: 'ORDER_NO', mode: 'equal', value: 'SO2025A0001' }] })).data.total).toBe(1);
    // A new product whose code only the other client uses, and an order number the other client has.
    const demoOnly = (await bob.post('PRODUCT', 'find', { pageSize: 1, sort: [{ field: 'ID', order: 'desc' }] })).data.entitys[0].ID;
    const added = await nPost(northAdmin, 'PRODUCT', 'save', { data: { ID: demoOnly, NAME: '北方新品', CATEGORY: 'hardware', PRICE: 1, STOCK: 1 } });
    expect(added.code, added.msg).toBe('0');
    expect((await bob.get('PRODUCT', 'get', { id: demoOnly })).data.bean.data.NAME).not.toBe('北方新品');
    const demoOrderNo = (await bob.post('ORDER', 'find', { pageSize: 1 })).data.entitys[0].ORDER_NO;
    const order = await nPost(northAdmin, 'ORDER', 'save', { data: { ORDER_NO: demoOrderNo, CUSTOMER_ID: north.customers[1], STATUS: 'draft', AMOUNT: 10 } });
    expect(order.code, order.msg).toBe('0');
    const dup = await nPost(northAdmin, 'ORDER', 'save', { data: { ORDER_NO: demoOrderNo, CUSTOMER_ID: north.customers[1], STATUS: 'draft', AMOUNT: 10 } });
    expect(dup.code).not.toBe('0');
  });
});

describe('tenancy: no write reaches the other client’s rows', () => {
  it('update, save over, delete and operations on another client’s id change nothing', async () => {
    const v = demoCustomer.LOG_VERSION;
    expect((await nPost(northAdmin, 'CUSTOMER', 'update', { data: { ID: 1, NAME: '被改名', LOG_VERSION: v } })).code).toBe('error.notfound');
    expect((await nPost(northAdmin, 'CUSTOMER', 'save', { data: { ID: 1, NAME: '被改名', LOG_VERSION: v } })).code).toBe('error.notfound');
    const removed = await nPost(northAdmin, 'CUSTOMER', 'removeMulti', { ids: [1, 2] });
    expect(removed).toMatchObject({ code: '0', data: { count: 0 } });
    expect((await nPost(northAdmin, 'ORDER', 'removeMulti', { ids: [1] })).data.count).toBe(0);
    expect((await nPost(northAdmin, 'CUSTOMER', 'apply', { action: 'deactivate', ids: [1] })).code).toBe('error.notfound');
    expect((await northAdmin.post('ORDER', 'confirm', { ids: [1] }, N)).code).toBe('error.notfound');
    const after = (await bob.get('CUSTOMER', 'get', { id: 1 })).data.bean;
    expect(after.data).toEqual(demoCustomer);
    expect(after.children.CONTACT.length).toBeGreaterThan(0);

    // The reverse: the demo client's users cannot touch north's rows.
    const target = north.customers[2]!;
    expect((await admin.post('CUSTOMER', 'update', { data: { ID: target, NAME: 'x', LOG_VERSION: 1 } })).code).toBe('error.notfound');
    expect((await admin.post('CUSTOMER', 'removeMulti', { ids: [target] })).data.count).toBe(0);
    expect((await admin.post('CONTACT', 'removeMulti', { ids: [north.contact] })).data.count).toBe(0);
    expect((await admin.post('CUSTOMER', 'apply', { action: 'activate', ids: [target] })).code).toBe('error.notfound');
    expect((await admin.post('ORDER', 'confirm', { ids: [north.order] })).code).toBe('error.notfound');
    const kept = await nGet(northAdmin, 'CUSTOMER', 'get', { id: target });
    expect(kept.data.bean.data).toMatchObject({ NAME: '北方草原乳业有限公司', ACTIVE: 0, LOG_VERSION: 1 });
    expect((await nGet(northAdmin, 'CONTACT', 'get', { id: north.contact })).code).toBe('0');
  });

  it('a child list saved with another client’s child row id adds a row of its own, never takes that one over', async () => {
    const demoContact = (await bob.get('CUSTOMER', 'get', { id: 1 })).data.bean.children.CONTACT[0];
    const customer = (await nGet(northAdmin, 'CUSTOMER', 'get', { id: north.customers[1]! })).data.bean.data;
    const saved = await nPost(northAdmin, 'CUSTOMER', 'save', {
      data: customer,
      children: { CONTACT: [{ ID: demoContact.ID, NAME: '偷梁换柱' }] },
    });
    expect(saved.code, saved.msg).toBe('0');
    const contacts = (await nGet(northAdmin, 'CUSTOMER', 'get', { id: north.customers[1]! })).data.bean.children.CONTACT;
    expect(contacts).toEqual([expect.objectContaining({ NAME: '偷梁换柱' })]);
    expect(contacts[0].ID).not.toBe(demoContact.ID);
    expect((await bob.get('CONTACT', 'get', { id: demoContact.ID })).data.bean.data).toEqual(demoContact);
  });

  it('a saved row belongs to the caller’s client, whatever the body says', async () => {
    const sneaky = await nPost(northAdmin, 'CUSTOMER', 'save', { data: { NAME: '越界客户', CLIENT_ID: 'client-demo' } });
    expect(sneaky.code).toBe('error.param');
    const saved = await nPost(northAdmin, 'CUSTOMER', 'save', { data: { NAME: '新北方客户' } });
    expect(saved.code, saved.msg).toBe('0');
    expect(readDb((db) => db.prepare('SELECT "CLIENT_ID" AS c FROM "CUSTOMER" WHERE ID = ?').get(saved.data.id))).toEqual({ c: 'client-north' });
    expect((await bob.get('CUSTOMER', 'get', { id: saved.data.id })).code).toBe('error.notfound');
    expect((await bob.post('CUSTOMER', 'find', { keyword: '新北方客户' })).data.total).toBe(0);
  });

  it('a reference to another client’s record is refused as not existing, in save and in import', async () => {
    const order = await nPost(northSales, 'ORDER', 'save', { data: { ORDER_NO: 'N-X-1', CUSTOMER_ID: 1, STATUS: 'draft', AMOUNT: 1 } });
    expect(order.code).toBe('error.param');
    expect(order.msg).toContain('不存在');
    const contact = await nPost(northSales, 'CONTACT', 'save', { data: { CUSTOMER_ID: 1, NAME: '某人' } });
    expect(contact.code).toBe('error.param');
    const back = await bob.post('CONTACT', 'save', { data: { CUSTOMER_ID: north.customers[0], NAME: '某人' } });
    expect(back.code).toBe('error.param');
    const line = await bob.post('ORDER_LINE', 'save', { data: { ORDER_ID: north.order, PRODUCT_ID: 'P001', QUANTITY: 1, PRICE: 1, AMOUNT: 1 } });
    expect(line.code).toBe('error.param');
    // By the referenced record's name, as an import reads a spreadsheet.
    const imported = await nPost(northAdmin, 'CONTACT', 'importRows', {
      rows: [
        { 客户: demoCustomer.NAME, 姓名: '甲' },
        { 客户: '北方重工有限公司', 姓名: '乙' },
      ],
      mapping: { 客户: 'CUSTOMER_ID', 姓名: 'NAME' },
    });
    expect(imported.code, imported.msg).toBe('0');
    expect(imported.data.accepted).toBe(1);
    expect(imported.data.rejected.map((r: Row) => r.errors[0].field)).toEqual(['CUSTOMER_ID']);
  });

  it('a process cannot start on another client’s record', async () => {
    const r = await bob.post('PROCESS', 'start', { definitionId: 'order-approval', entity: 'ORDER', recordId: north.order }, { prefix: 'process' });
    expect(r.code).toBe('error.notfound');
  });
});

describe('tenancy: exports, reports, lookups and files', () => {
  it('an export writes the caller client’s rows only, references labelled from its own rows', async () => {
    const northCsv = await csvOf(northAdmin, 'CUSTOMER', { columns: ['NAME'] }, N);
    const lines = northCsv.trim().split('\r\n');
    expect(lines.length).toBe(1 + (await nGet(northAdmin, 'CUSTOMER', 'getCount')).data.count);
    expect(northCsv).toContain('北方重工有限公司');
    expect(northCsv).not.toContain(demoCustomer.NAME);
    const orders = await csvOf(
      northAdmin,
      'ORDER',
      { columns: ['ORDER_NO', 'CUSTOMER_ID'], conditions: [{ field: 'ID', mode: 'equal', value: north.order }] },
      N,
    );
    expect(orders).toContain('SO2025A0001,北方重工有限公司');
    const demoCsv = await csvOf(bob, 'CUSTOMER', { columns: ['NAME'] });
    expect(demoCsv).toContain(demoCustomer.NAME);
    for (const name of NORTH_NAMES) expect(demoCsv).not.toContain(name);
  });

  it('a report sums the caller client’s rows only, and its reference dimensions join its own rows', async () => {
    const byRegion = await nPost(northAdmin, 'FM_REPORT', 'run', { id: 'north-orders-by-region' });
    expect(byRegion.code, byRegion.msg).toBe('0');
    const northOrders = readDb(
      (db) =>
        db.prepare(`SELECT COUNT(*) AS n, TOTAL(AMOUNT) AS a FROM "ORDER" WHERE "CLIENT_ID" = 'client-north' AND "STATUS" <> 'cancelled'`).get() as {
          n: number;
          a: number;
        },
    );
    expect(byRegion.data.total).toEqual({ amount: northOrders.a, count: northOrders.n });
    expect(byRegion.data.rows.map((r: Row) => r.keys['CUSTOMER_ID.REGION'].value)).toEqual(expect.arrayContaining(['NC-BJ']));
    const byLevel = await nPost(northAdmin, 'FM_REPORT', 'run', { id: 'north-customers-by-level' });
    expect(byLevel.data.total.count).toBe((await nGet(northAdmin, 'CUSTOMER', 'getCount')).data.count);
    // The demo client's reports are not north's, and the demo's own totals leave north's rows out.
    const other = await nPost(northAdmin, 'FM_REPORT', 'run', { id: 'orders-by-region' });
    expect(other).toMatchObject({ code: 'error.param', data: null });
    const demo = await bob.post('FM_REPORT', 'run', { id: 'orders-by-region' });
    const demoOrders = readDb(
      (db) =>
        db.prepare(`SELECT COUNT(*) AS n FROM "ORDER" WHERE "CLIENT_ID" = 'client-demo' AND ("STATUS" IS NULL OR "STATUS" <> 'cancelled')`).get() as {
          n: number;
        },
    );
    expect(demo.data.total.count).toBe(demoOrders.n);
  });

  it('option lookups offer the caller client’s records only', async () => {
    const opts = await nGet(northSales, 'FM_ENTITY', 'fuzzyQueryOption', { metaId: 'CUSTOMER', keyword: '', limit: 100 });
    expect(opts.code, opts.msg).toBe('0');
    expect(opts.data.map((o: Row) => o.value)).toEqual(expect.arrayContaining(north.customers));
    expect(opts.data.some((o: Row) => o.label === demoCustomer.NAME)).toBe(false);
    const demo = await bob.get('FM_ENTITY', 'fuzzyQueryOption', { metaId: 'CUSTOMER', keyword: '北方', limit: 100 });
    expect(demo.data.map((o: Row) => o.label)).toEqual(['天津北方化工有限公司']);
  });

  it('a file attached to one client’s record is not read, nor attached, by the other', async () => {
    expect((await nGet(northSales, 'FM_FILE', 'get', { id: 'file-north-contract' })).code).toBe('0');
    expect((await bob.get('FM_FILE', 'get', { id: 'file-north-contract' })).code).toBe('error.notfound');
    expect((await nGet(northSales, 'FM_FILE', 'get', { id: 'file-contract' })).code).toBe('error.notfound');
    const attach = await bob.post('CUSTOMER', 'update', { data: { ID: 1, CONTRACT: 'file-north-contract', LOG_VERSION: demoCustomer.LOG_VERSION } });
    expect(attach.code).toBe('error.param');
  });

  it('the designer reads the menus of its own client’s services only', async () => {
    const SYSTEM: CallOptions = { headers: { Role: 'SYSTEM' } };
    expect((await admin.get('FM_CONFIG', 'get', { mode: 'menu', id: 'service-sales' }, SYSTEM)).code).toBe('0');
    for (const id of ['service-north-sales', 'mod-north-customer-list']) {
      expect((await admin.get('FM_CONFIG', 'get', { mode: 'menu', id }, SYSTEM)).code).toBe('error.notfound');
      expect((await admin.post('FM_CONFIG', 'save', { mode: 'menu', id, baseVersion: 1, content: { items: [] } }, SYSTEM)).code).toBe('error.notfound');
    }
  });

  it('the user of one client is refused under the other client’s address', async () => {
    expect((await northAdmin.post('CUSTOMER', 'find', {})).code).toBe('error.forbidden');
    expect((await bob.post('CUSTOMER', 'find', {}, N)).code).toBe('error.forbidden');
  });
});

describe('tenancy: a system code is unique per client', () => {
  it('each client has its own crm system, found by the address’s client', async () => {
    const anon = client(srv);
    const mine = await anon.get('FM_SYSTEM', 'getSystemInfo', { appName: 'sales' }, { client: 'north', as: 'none' });
    expect(mine.data.system).toMatchObject({ ID: 'system-north-crm', CODE: 'crm', CLIENT: 'client-north' });
    const demo = await anon.get('FM_SYSTEM', 'getSystemInfo', { appName: 'sales' }, { as: 'none' });
    expect(demo.data.system).toMatchObject({ ID: 'system-crm', CODE: 'crm', CLIENT: 'client-demo' });
    const db = openStore(srv.dbPath);
    try {
      expect(() => db.prepare("INSERT INTO FM_SYSTEM (ID, CODE, NAME, CLIENT) VALUES ('system-north-crm-2', 'crm', 'again', 'client-north')").run()).toThrow(
        // SQLite's message, or PostgreSQL's.
        /UNIQUE|duplicate key/,
      );
    } finally {
      db.close();
    }
  });
});
