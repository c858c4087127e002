// @vitest-environment node
// Reports read through references only what the caller may view (docs/server-contract.md "Reports",
// Rights): a role that views orders but not customers gets no customer's region, name or credit by
// way of an order's CUSTOMER_ID, in a report's dimension, label, measure, condition or parameter;
// and the list calls offer no path through a reference at all.
import { openStore } from '../../../demo/server/db/schema.ts';
import type { Db } from '../../../demo/server/db/store.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../support/server.ts';
import { client, type CallOptions, type Client } from './client.ts';

let srv: TestServer;
let admin: Client;
let alice: Client;
let db: Db;

type Row = Record<string, any>;
const n = (zh: string, en: string) => ({ '010': zh, '011': en });
const COUNT = { id: 'count', fn: 'count', label: n('数量', 'Count') };
const BY_STATUS = [{ field: 'STATUS', label: n('状态', 'Status') }];

/** Roles alice also holds; a call picks one with the Role header, so no other role adds rights. */
const ROLES: Record<string, Record<string, string[]>> = {
  'role-orders': { ORDER: ['view', 'export'] },
  'role-orders-customers': { ORDER: ['view', 'export'], CUSTOMER: ['view', 'edit'] },
  'role-lines': { ORDER_LINE: ['view'], PRODUCT: ['view'] },
  'role-order-import': { ORDER: ['view', 'add'] },
  'role-order-import-customers': { ORDER: ['view', 'add'], CUSTOMER: ['view'] },
  'role-lines-orders': { ORDER_LINE: ['view'], ORDER: ['view'] },
  'role-lines-orders-customers': { ORDER_LINE: ['view'], ORDER: ['view'], CUSTOMER: ['view'] },
};
const as = (role: string): CallOptions => ({ headers: { Role: role } });

/** Definitions through CUSTOMER_ID, by the part of the definition that goes through it. */
const THROUGH_CUSTOMER: Record<string, Row> = {
  dimension: { entity: 'ORDER', dimensions: [{ field: 'CUSTOMER_ID.REGION', label: n('地区', 'Region') }], measures: [COUNT] },
  label: { entity: 'ORDER', dimensions: [{ field: 'CUSTOMER_ID', label: n('客户', 'Customer') }], measures: [COUNT] },
  measure: { entity: 'ORDER', dimensions: BY_STATUS, measures: [{ id: 'credit', field: 'CUSTOMER_ID.CREDIT', fn: 'sum', label: n('额度', 'Credit') }] },
  filter: {
    entity: 'ORDER',
    dimensions: BY_STATUS,
    measures: [COUNT],
    conditions: [{ field: 'CUSTOMER_ID.REGION', mode: 'begin', value: 'EC' }],
  },
  parameter: {
    entity: 'ORDER',
    dimensions: BY_STATUS,
    measures: [COUNT],
    parameters: [{ field: 'CUSTOMER_ID.REGION', mode: 'begin', label: n('地区', 'Region'), dataType: 'code', codeKey: 'REGION' }],
  },
};

function store(rw: Db, id: string, content: Row): void {
  rw.prepare(
    'INSERT INTO FM_REPORT (ID, CLIENT, ENTITY, OWNER, CONTENT, ORDER_NUM) VALUES (?, ?, ?, ?, ?, ?) ON CONFLICT (ID) DO UPDATE SET CONTENT = excluded.CONTENT, ORDER_NUM = excluded.ORDER_NUM',
  ).run(
    id,
    'client-demo',
    content.entity,
    'user-admin',
    JSON.stringify({ id, group: n('引用', 'References'), owner: 'user-admin', name: n(id, id), ...content }),
    100,
  );
}

beforeAll(async () => {
  srv = await startTestServer();
  admin = client(srv, await srv.login('admin'));
  alice = client(srv, await srv.login('alice'));
  const rw = openStore(srv.dbPath);
  try {
    const services = (rw.prepare('SELECT ID FROM FM_SERVICE').all() as { ID: string }[]).map((s) => s.ID);
    for (const [i, [id, rights]] of Object.entries(ROLES).entries()) {
      rw.prepare('INSERT INTO FM_ROLE (ID, CODE, NAME, NAME_EN, ORDER_NUM, RIGHT_CODES, ENTITY_API) VALUES (?, ?, ?, ?, ?, ?, ?)').run(
        id,
        id.slice('role-'.length),
        id,
        id,
        20 + i,
        '[]',
        JSON.stringify(rights),
      );
      for (const s of services) rw.prepare('INSERT INTO FM_USER_ROLE VALUES (?, ?, ?, ?)').run('user-alice', s, id, '0');
    }
    for (const [part, content] of Object.entries(THROUGH_CUSTOMER)) store(rw, `through-${part}`, content);
    store(rw, 'own-status', {
      entity: 'ORDER',
      dimensions: BY_STATUS,
      measures: [COUNT, { id: 'amount', field: 'AMOUNT', fn: 'sum', label: n('金额', 'Amount') }],
    });
    store(rw, 'lines-by-customer', {
      entity: 'ORDER_LINE',
      dimensions: [{ field: 'ORDER_ID.CUSTOMER_ID', label: n('客户', 'Customer') }],
      measures: [COUNT],
    });
    store(rw, 'lines-by-region', {
      entity: 'ORDER_LINE',
      dimensions: [{ field: 'ORDER_ID.CUSTOMER_ID.REGION', label: n('地区', 'Region') }],
      measures: [COUNT],
    });
  } finally {
    rw.close();
  }
  db = openStore(srv.dbPath);
  // The figures are the demo client's: the independent SQL reads its rows only.
  for (const table of ['ORDER', 'CUSTOMER', 'ORDER_LINE', 'CONTACT', 'PRODUCT']) {
    db.exec(`CREATE TEMP VIEW "${table}" AS SELECT * FROM ${db.dialect === 'postgres' ? 'public' : 'main'}."${table}" WHERE "CLIENT_ID" = 'client-demo'`);
  }
});
afterAll(async () => {
  db?.close();
  await srv?.close();
});

const all = (sql: string, ...params: unknown[]): Row[] => db.prepare(sql).all(...params) as Row[];
const run = (c: Client, id: string, extra?: CallOptions, body: Row = {}) => c.post('FM_REPORT', 'run', { id, ...body }, extra);
const listed = async (c: Client, extra?: CallOptions): Promise<string[]> => {
  const r = await c.get('FM_REPORT', 'list', undefined, extra);
  expect(r.code, r.msg).toBe('0');
  return r.data.groups.flatMap((g: Row) => g.reports.map((x: Row) => x.id));
};
const exportCode = async (c: Client, id: string, extra?: CallOptions): Promise<string> => {
  const res = await c.raw('FM_REPORT', 'export', { ...extra, method: 'POST', body: { id } });
  const type = res.headers.get('content-type') ?? '';
  return type.includes('json') ? ((await res.json()) as Row).code : 'file';
};

describe('a role that views orders but not customers', () => {
  const orders = as('role-orders');

  it('is refused every report that goes through CUSTOMER_ID, with the rights message and no data', async () => {
    for (const id of ['orders-by-region', ...Object.keys(THROUGH_CUSTOMER).map((p) => `through-${p}`)]) {
      const r = await run(alice, id, orders);
      expect(r.code, id).toBe('error.forbidden');
      expect(r.msg).toBe('没有操作权限');
      expect(r.data).toBeNull();
      const en = await run(alice, id, { headers: { ...orders.headers, Language: '011' } });
      expect(en.msg).toBe('No permission for this operation');
      expect((await alice.get('FM_REPORT', 'get', { id }, orders)).code, id).toBe('error.forbidden');
      expect(await exportCode(alice, id, orders), id).toBe('error.forbidden');
    }
  });

  it('is refused before parameters are read: a bad value changes nothing', async () => {
    const r = await run(alice, 'orders-by-region', orders, { params: { ORDERED_AT: 'not a date' }, sort: { by: 'nope' } });
    expect(r.code).toBe('error.forbidden');
  });

  it('lists and runs only the order reports that stay on the order', async () => {
    const ids = await listed(alice, orders);
    expect(ids).toContain('orders-by-month');
    expect(ids).toContain('own-status');
    for (const gone of ['orders-by-region', 'customers-by-level', 'lines-by-customer', ...Object.keys(THROUGH_CUSTOMER).map((p) => `through-${p}`)]) {
      expect(ids).not.toContain(gone);
    }
    const own = await run(alice, 'own-status', orders);
    expect(own.code, own.msg).toBe('0');
    const want = all('SELECT "STATUS" AS status, COUNT(*) AS count FROM "ORDER" GROUP BY 1');
    expect(own.data.rows.map((r: Row) => [r.keys.STATUS.value, r.values.count]).sort()).toEqual(want.map((w) => [w.status, w.count]).sort());
    expect((await run(alice, 'orders-by-month', orders)).code).toBe('0');
    expect(await exportCode(alice, 'own-status', orders)).toBe('file');
  });

  it('a dimension needs every entity on its way and the one its labels come from', async () => {
    // Order lines by their order's customer: the path passes ORDER, the labels are CUSTOMER's names.
    expect((await run(alice, 'lines-by-customer', as('role-lines'))).code).toBe('error.forbidden');
    expect((await run(alice, 'lines-by-customer', as('role-lines-orders'))).code).toBe('error.forbidden');
    const mine = await run(alice, 'lines-by-customer', as('role-lines-orders-customers'));
    expect(mine.code, mine.msg).toBe('0');
    expect(mine.data).toEqual((await run(admin, 'lines-by-customer')).data);
    expect(await listed(alice, as('role-lines-orders'))).not.toContain('lines-by-customer');
    expect(await listed(alice, as('role-lines-orders-customers'))).toContain('lines-by-customer');
    // Two references in one dimension: refused for want of rights, else as a definition error.
    expect((await run(alice, 'lines-by-region', as('role-lines-orders'))).code).toBe('error.forbidden');
    const twoHops = await run(admin, 'lines-by-region');
    expect(twoHops.code).toBe('error.param');
    expect(twoHops.msg).toContain('定义有误');
  });
});

describe('with the view right on customers', () => {
  const both = as('role-orders-customers');

  it('runs the reports through CUSTOMER_ID with the same figures as the administrator', async () => {
    for (const id of ['orders-by-region', 'through-dimension', 'through-label']) {
      const mine = await run(alice, id, both);
      expect(mine.code, `${id}: ${mine.msg}`).toBe('0');
      const theirs = await run(admin, id);
      expect(mine.data).toEqual(theirs.data);
      expect(await exportCode(alice, id, both)).toBe('file');
    }
    const ids = await listed(alice, both);
    expect(ids).toEqual(expect.arrayContaining(['orders-by-region', 'through-dimension', 'through-label']));
  });

  it("the labels are the customers' names and the regions their code-list text", async () => {
    const label = (await run(alice, 'through-label', both)).data;
    const names = new Map(all('SELECT "ID" AS id, "NAME" AS name FROM "CUSTOMER"').map((c) => [c.id, c.name]));
    expect(label.rows.length).toBeGreaterThan(0);
    for (const r of label.rows) expect(r.keys.CUSTOMER_ID.label).toBe(names.get(r.keys.CUSTOMER_ID.value));
    const region = (await run(alice, 'through-dimension', both)).data;
    expect(region.rows.find((r: Row) => r.keys['CUSTOMER_ID.REGION'].value === 'EC-SH').keys['CUSTOMER_ID.REGION'].label).toBe('上海');
  });

  it('a measure, condition or parameter through a reference is a definition error, as for the administrator', async () => {
    for (const part of ['measure', 'filter', 'parameter']) {
      const mine = await run(alice, `through-${part}`, both);
      const theirs = await run(admin, `through-${part}`);
      expect(mine.code, part).toBe('error.param');
      expect(theirs.code, part).toBe('error.param');
      expect(mine.msg).not.toMatch(/SQLITE|syntax/i);
    }
  });
});

describe('the administrator', () => {
  it('lists and runs every report through references as before', async () => {
    const ids = await listed(admin);
    expect(ids).toEqual(expect.arrayContaining(['orders-by-region', 'through-dimension', 'through-label', 'own-status']));
    expect((await run(admin, 'orders-by-region')).code).toBe('0');
    expect((await run(admin, 'through-dimension')).code).toBe('0');
  });
});

describe('list calls offer no path through a reference', () => {
  const orders = as('role-orders');
  const refused = async (action: string, body: Row): Promise<void> => {
    const r = await alice.post('ORDER', action, body, orders);
    expect(r.code, `${action} ${JSON.stringify(body)}`).toBe('error.param');
    expect(r.data).toBeNull();
  };

  it("find, list, getCount, stat and export refuse CUSTOMER_ID.* fields; rows carry only the order's own fields", async () => {
    const path = 'CUSTOMER_ID.REGION';
    for (const action of ['find', 'list', 'getCount', 'stat', 'exportExcel']) {
      const base = action === 'stat' ? { groupBy: 'STATUS' } : {};
      await refused(action, { ...base, conditions: [{ field: path, mode: 'equal', value: 'EC-SH' }] });
      await refused(action, { ...base, scope: { [path]: 'EC-SH' } });
      await refused(action, { ...base, link: [path] });
    }
    for (const action of ['find', 'list', 'exportExcel']) await refused(action, { sort: [{ field: path, order: 'asc' }] });
    await refused('stat', { groupBy: path });
    await refused('stat', { groupBy: 'STATUS', sum: ['CUSTOMER_ID.CREDIT'] });
    await refused('exportExcel', { columns: ['ORDER_NO', 'CUSTOMER_ID.NAME'] });
    // Statistics groups by the reference itself: the order's own keys, never the customers' names.
    const stat = await alice.post('ORDER', 'stat', { groupBy: 'CUSTOMER_ID' }, orders);
    expect(stat.code).toBe('0');
    for (const g of stat.data.groups as Row[]) expect(g.label).toBe(String(g.value));
    const found = await alice.post('ORDER', 'find', { pageSize: 5 }, orders);
    expect(found.code).toBe('0');
    const own = new Set(['ID', 'ORDER_NO', 'CUSTOMER_ID', 'STATUS', 'AMOUNT', 'ORDERED_AT', 'REMARK', 'LOG_VERSION']);
    for (const row of found.data.entitys as Row[]) for (const k of Object.keys(row)) expect(own.has(k) || /^LOG_/.test(k), k).toBe(true);
  });

  it('the CSV export writes the customer as stored, not its name, without the view right on customers', async () => {
    const res = await alice.raw('ORDER', 'exportExcel', { ...orders, method: 'POST', body: { columns: ['ORDER_NO', 'CUSTOMER_ID'], pageSize: 5 } });
    const lines = (await res.text())
      .replace(/^\ufeff/, '')
      .trim()
      .split('\r\n')
      .slice(1);
    const names = all('SELECT "NAME" AS name FROM "CUSTOMER"').map((c) => c.name as string);
    expect(lines.length).toBeGreaterThan(0);
    for (const line of lines) for (const name of names) expect(line).not.toContain(name);
  });
});

describe("a record's child lists", () => {
  it('get leaves out the child lists of entities the role may not view', async () => {
    const order = await alice.get('ORDER', 'get', { id: 1 }, as('role-orders'));
    expect(order.code, order.msg).toBe('0');
    expect(order.data.bean.data.ID).toBe(1);
    expect(order.data.bean.children).toEqual({});
    const lines = all('SELECT "ID" AS id FROM "ORDER_LINE" WHERE "ORDER_ID" = 1 ORDER BY "ID"').map((r) => r.id);
    expect(lines.length).toBeGreaterThan(0);
    const withLines = await alice.get('ORDER', 'get', { id: 1 }, as('role-lines-orders'));
    expect(withLines.data.bean.children.ORDER_LINE.map((r: Row) => r.ID)).toEqual(lines);
    const customer = await alice.get('CUSTOMER', 'get', { id: 1 }, as('role-orders-customers'));
    expect(customer.data.bean.children).toEqual({});
    expect((await admin.get('CUSTOMER', 'get', { id: 1 })).data.bean.children.CONTACT.length).toBeGreaterThan(0);
  });

  it('a save that sends such a list empty (as the form does) keeps its rows; rows in it need their rights', async () => {
    const contacts = (): number => all('SELECT COUNT(*) AS n FROM "CONTACT" WHERE "CUSTOMER_ID" = 1')[0]!.n;
    const before = contacts();
    expect(before).toBeGreaterThan(0);
    const role = as('role-orders-customers');
    const row = (await alice.get('CUSTOMER', 'get', { id: 1 }, role)).data.bean.data;
    const saved = await alice.post('CUSTOMER', 'update', { data: { ...row, PHONE: '010-12345678' }, children: { CONTACT: [] } }, role);
    expect(saved.code, saved.msg).toBe('0');
    expect(contacts()).toBe(before);
    const fresh = (await alice.get('CUSTOMER', 'get', { id: 1 }, role)).data.bean.data;
    const adding = await alice.post('CUSTOMER', 'update', { data: fresh, children: { CONTACT: [{ NAME: '新联系人' }] } }, role);
    expect(adding.code).toBe('error.forbidden');
    expect(contacts()).toBe(before);
  });
});

describe('an import names a referenced record by its name only for a reader of that entity', () => {
  it("an order's customer by name: a row error without the view right on customers, found with it", async () => {
    const name = all('SELECT "NAME" AS name FROM "CUSTOMER" WHERE "ID" = 2')[0]!.name as string;
    const body = {
      rows: [
        { ORDER_NO: 'REF-IMP-1', CUSTOMER_ID: name, AMOUNT: 10 },
        { ORDER_NO: 'REF-IMP-2', CUSTOMER_ID: '2', AMOUNT: 10 },
      ],
      dryRun: true,
    };
    const blind = await alice.post('ORDER', 'importRows', body, as('role-order-import'));
    expect(blind.code, blind.msg).toBe('0');
    expect(blind.data.accepted).toBe(1);
    expect(blind.data.rejected).toEqual([{ row: 1, errors: [{ field: 'CUSTOMER_ID', message: `客户 ${name} 不存在` }] }]);
    const seeing = await alice.post('ORDER', 'importRows', body, as('role-order-import-customers'));
    expect(seeing.data).toMatchObject({ accepted: 2, rejected: [] });
  });
});
