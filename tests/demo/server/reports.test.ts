// @vitest-environment node
// The report calls of the reference server (docs/server-contract.md "Reports"): each figure is
// checked against an independent SQL query on the same database file, opened read-only. The SQL is
// what both stores read alike: the stored dates are YYYY-MM-DD texts, so a month is their first
// seven characters (SQLite's strftime and date() do not exist on PostgreSQL).
import { openStore } from '../../../demo/server/db/schema.ts';
import type { Db } from '../../../demo/server/db/store.ts';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../support/server.ts';
import { client, type CallOptions, type Client } from './client.ts';

let srv: TestServer;
let admin: Client;
let alice: Client;
let db: Db;

beforeAll(async () => {
  srv = await startTestServer();
  admin = client(srv, await srv.login('admin'));
  alice = client(srv, await srv.login('alice'));
  db = openStore(srv.dbPath);
  // The figures are the demo client's: the independent SQL reads its rows only (another client's
  // rows share the tables).
  for (const table of ['ORDER', 'CUSTOMER', 'ORDER_LINE']) {
    db.exec(`CREATE TEMP VIEW "${table}" AS SELECT * FROM ${db.dialect === 'postgres' ? 'public' : 'main'}."${table}" WHERE "CLIENT_ID" = 'client-demo'`);
  }
});
afterAll(async () => {
  db.close();
  await srv.close();
});

type Row = Record<string, any>;
const one = (sql: string, ...params: unknown[]): Row => db.prepare(sql).get(...params) as Row;
const all = (sql: string, ...params: unknown[]): Row[] => db.prepare(sql).all(...params) as Row[];
const run = async (c: Client, body: Row, extra?: CallOptions) => c.post('FM_REPORT', 'run', body, extra);
const ok = async (c: Client, body: Row, extra?: CallOptions) => {
  const r = await run(c, body, extra);
  expect(r.code, r.msg).toBe('0');
  return r.data;
};
const NOT_CANCELLED = `("STATUS" IS NULL OR "STATUS" <> 'cancelled')`;

describe('list and get', () => {
  it('lists the seeded reports by group, with owners, and gets one definition', async () => {
    const list = await admin.get('FM_REPORT', 'list');
    expect(list.code).toBe('0');
    const groups = list.data.groups as Row[];
    expect(groups.map((g) => g.group['011'])).toEqual(['Order analysis', 'Customer analysis']);
    expect(groups.flatMap((g) => g.reports.map((r: Row) => r.id))).toEqual([
      'orders-by-region',
      'orders-by-month',
      'customers-by-level',
      'customers-by-region-level',
    ]);
    const def = (await admin.get('FM_REPORT', 'get', { id: 'orders-by-region' })).data;
    expect(def).toMatchObject({
      id: 'orders-by-region',
      entity: 'ORDER',
      owner: { id: 'user-bob', name: '李博', nameEn: 'Bob Li' },
      dimensions: [{ field: 'CUSTOMER_ID.REGION' }, { field: 'STATUS' }],
      measures: [
        { id: 'amount', fn: 'sum', field: 'AMOUNT' },
        { id: 'count', fn: 'count' },
      ],
      parameters: [{ field: 'ORDERED_AT', mode: 'in_scope', dataType: 'date' }],
      chart: { type: 'bar' },
    });
  });

  it('needs a session; run and export need POST', async () => {
    expect((await admin.get('FM_REPORT', 'list', undefined, { as: 'none' })).code).toBe('error.nologin');
    expect((await admin.get('FM_REPORT', 'run', { id: 'orders-by-region' })).code).toBe('error.param');
  });
});

describe('figures equal SQL on the same data', () => {
  it('orders-by-region: rows, subtotals and total by the customer region and status, cancelled left out', async () => {
    const data = await ok(admin, { id: 'orders-by-region' });
    const total = one(`SELECT SUM("AMOUNT") AS amount, COUNT(*) AS count FROM "ORDER" WHERE ${NOT_CANCELLED}`);
    expect(data.total.count).toBe(total.count);
    expect(data.total.amount).toBeCloseTo(total.amount, 4);
    const rows = all(`SELECT c."REGION" AS region, o."STATUS" AS status, SUM(o."AMOUNT") AS amount, COUNT(*) AS count
      FROM "ORDER" o LEFT JOIN "CUSTOMER" c ON c."ID" = o."CUSTOMER_ID" WHERE ${NOT_CANCELLED.replace(/"STATUS"/g, 'o."STATUS"')} GROUP BY 1, 2`);
    expect(data.rows).toHaveLength(rows.length);
    for (const r of rows) {
      const got = data.rows.find((x: Row) => x.keys['CUSTOMER_ID.REGION'].value === r.region && x.keys.STATUS.value === r.status);
      expect(got?.values.count, `${r.region}/${r.status}`).toBe(r.count);
      expect(got.values.amount).toBeCloseTo(r.amount, 4);
    }
    const subs = all(`SELECT c."REGION" AS region, SUM(o."AMOUNT") AS amount, COUNT(*) AS count FROM "ORDER" o
      LEFT JOIN "CUSTOMER" c ON c."ID" = o."CUSTOMER_ID" WHERE ${NOT_CANCELLED.replace(/"STATUS"/g, 'o."STATUS"')} GROUP BY 1`);
    expect(data.subtotals).toHaveLength(subs.length);
    for (const s of subs) {
      const got = data.subtotals.find((x: Row) => x.key.value === s.region);
      expect(got.values.count).toBe(s.count);
      expect(got.values.amount).toBeCloseTo(s.amount, 4);
    }
    expect(data.rows.some((r: Row) => r.keys.STATUS.value === 'cancelled')).toBe(false);
    expect(data.rows.find((r: Row) => r.keys['CUSTOMER_ID.REGION'].value === 'EC-SH').keys['CUSTOMER_ID.REGION'].label).toBe('上海');
  });

  it('orders-by-month: one row per month, total over every order', async () => {
    const data = await ok(admin, { id: 'orders-by-month' });
    const months = all(`SELECT substr("ORDERED_AT", 1, 7) AS m, COUNT(*) AS count, SUM("AMOUNT") AS amount FROM "ORDER" GROUP BY 1 ORDER BY 1`);
    expect(data.rows.map((r: Row) => r.keys.ORDERED_AT.value)).toEqual(months.map((m) => m.m));
    expect(data.rows.map((r: Row) => r.values.count)).toEqual(months.map((m) => m.count));
    const total = one('SELECT COUNT(*) AS count, SUM("AMOUNT") AS amount FROM "ORDER"');
    expect(data.total.count).toBe(total.count);
    expect(data.total.amount).toBeCloseTo(total.amount, 4);
    expect(data.subtotals).toEqual([]);
  });

  it('customers-by-level: the average is over customers, not an average of averages', async () => {
    const data = await ok(admin, { id: 'customers-by-level' });
    const total = one('SELECT COUNT(*) AS count, SUM("CREDIT") AS creditSum, AVG("CREDIT") AS creditAvg FROM "CUSTOMER"');
    expect(data.total.count).toBe(total.count);
    expect(data.total.creditSum).toBeCloseTo(total.creditSum, 4);
    expect(data.total.creditAvg).toBeCloseTo(total.creditAvg, 4);
    const averages = data.rows.map((r: Row) => r.values.creditAvg as number);
    expect(Math.abs(averages.reduce((a: number, b: number) => a + b, 0) / averages.length - total.creditAvg)).toBeGreaterThan(1);
    for (const r of all('SELECT "LEVEL" AS level, COUNT(*) AS count, AVG("CREDIT") AS avg FROM "CUSTOMER" GROUP BY 1')) {
      const got = data.rows.find((x: Row) => x.keys.LEVEL.value === r.level);
      expect(got.values.count).toBe(r.count);
      expect(got.values.creditAvg).toBeCloseTo(r.avg, 4);
    }
    expect(data.rows.find((r: Row) => r.keys.LEVEL.value === 'A').keys.LEVEL.label).toBe('重点客户');
  });

  it('customers-by-region-level: two dimensions, each subtotal is its region in SQL and the sum of its rows', async () => {
    const data = await ok(admin, { id: 'customers-by-region-level' });
    expect(data.total.count).toBe(one('SELECT COUNT(*) AS n FROM "CUSTOMER"').n);
    const regions = all('SELECT "REGION" AS region, COUNT(*) AS count FROM "CUSTOMER" GROUP BY 1');
    expect(data.subtotals.map((s: Row) => s.key.value).sort()).toEqual(regions.map((r) => r.region).sort());
    for (const r of regions) {
      const sub = data.subtotals.find((s: Row) => s.key.value === r.region);
      expect(sub.values.count).toBe(r.count);
      const inGroup = data.rows.filter((x: Row) => x.keys.REGION.value === r.region);
      expect(inGroup.reduce((a: number, x: Row) => a + x.values.count, 0)).toBe(r.count);
    }
    const pairs = all('SELECT "REGION" AS region, "LEVEL" AS level, COUNT(*) AS count FROM "CUSTOMER" GROUP BY 1, 2');
    expect(data.rows).toHaveLength(pairs.length);
    expect(data.columns.map((c: Row) => [c.key, c.kind])).toEqual([
      ['REGION', 'dimension'],
      ['LEVEL', 'dimension'],
      ['count', 'measure'],
    ]);
  });
});

describe('parameters, sort, labels and comparison', () => {
  it('a date range takes in the whole last day of a datetime field', async () => {
    const data = await ok(admin, { id: 'orders-by-region', params: { ORDERED_AT: ['2024-01-01', '2024-06-30'] } });
    const want = one(`SELECT COUNT(*) AS count, SUM("AMOUNT") AS amount FROM "ORDER" WHERE ${NOT_CANCELLED}
      AND substr("ORDERED_AT", 1, 10) BETWEEN '2024-01-01' AND '2024-06-30'`);
    expect(want.count).toBeGreaterThan(0);
    expect(data.total.count).toBe(want.count);
    expect(data.total.amount).toBeCloseTo(want.amount, 4);
    const text = await ok(admin, { id: 'orders-by-region', params: { ORDERED_AT: '2024-01-01,2024-06-30' } });
    expect(text.total).toEqual(data.total);
  });

  it('code and begin parameters filter; a blank parameter does not', async () => {
    const byStatus = await ok(admin, { id: 'orders-by-month', params: { STATUS: ['done', 'shipped'] } });
    expect(byStatus.total.count).toBe(one(`SELECT COUNT(*) AS n FROM "ORDER" WHERE "STATUS" IN ('done', 'shipped')`).n);
    const east = await ok(admin, { id: 'customers-by-level', params: { REGION: 'EC', ACTIVE: 1 } });
    expect(east.total.count).toBe(one(`SELECT COUNT(*) AS n FROM "CUSTOMER" WHERE "REGION" LIKE 'EC%' AND "ACTIVE" = 1`).n);
    const blank = await ok(admin, { id: 'customers-by-level', params: { REGION: '', ACTIVE: null } });
    expect(blank.total.count).toBe(one('SELECT COUNT(*) AS n FROM "CUSTOMER"').n);
  });

  it('sorts by a measure (groups follow their subtotals) and by a dimension', async () => {
    const byCount = await ok(admin, { id: 'orders-by-month', sort: { by: 'count', order: 'desc' } });
    const counts = byCount.rows.map((r: Row) => r.values.count);
    expect(counts).toEqual([...counts].sort((a, b) => b - a));
    const two = await ok(admin, { id: 'customers-by-region-level', sort: { by: 'count', order: 'desc' } });
    const subs = two.subtotals.map((s: Row) => s.values.count);
    expect(subs).toEqual([...subs].sort((a, b) => b - a));
    const order = two.rows.map((r: Row) => r.keys.REGION.value).filter((v: unknown, i: number, a: unknown[]) => a.indexOf(v) === i);
    expect(order).toEqual(two.subtotals.map((s: Row) => s.key.value));
    for (const region of order) {
      const inGroup = two.rows.filter((r: Row) => r.keys.REGION.value === region).map((r: Row) => r.values.count);
      expect(inGroup).toEqual([...inGroup].sort((a, b) => b - a));
    }
    const desc = await ok(admin, { id: 'orders-by-month', sort: { by: 'dimension0', order: 'desc' } });
    const months = desc.rows.map((r: Row) => r.keys.ORDERED_AT.value);
    expect(months).toEqual([...months].sort().reverse());
  });

  it('labels code values in the request language', async () => {
    const en = await ok(admin, { id: 'customers-by-region-level' }, { headers: { Language: '011' } });
    const sh = en.rows.find((r: Row) => r.keys.REGION.value === 'EC-SH' && r.keys.LEVEL.value !== null);
    expect(sh.keys.REGION.label).toBe('Shanghai');
    expect(['Key account', 'Regular', 'Prospect', 'Lost']).toContain(sh.keys.LEVEL.label);
  });

  it('compares with the previous period: whole months go back by months, other ranges by days', async () => {
    const sum = (from: string, to: string) =>
      one(`SELECT COUNT(*) AS count, SUM("AMOUNT") AS amount FROM "ORDER" WHERE substr("ORDERED_AT", 1, 10) BETWEEN ? AND ?`, from, to);
    const june = await ok(admin, { id: 'orders-by-month', params: { ORDERED_AT: ['2024-06-01', '2024-06-30'], compare: 'previous' } });
    expect(june.current).toMatchObject({ from: '2024-06-01', to: '2024-06-30', total: { count: sum('2024-06-01', '2024-06-30').count } });
    expect(june.previous).toMatchObject({ from: '2024-05-01', to: '2024-05-31', total: { count: sum('2024-05-01', '2024-05-31').count } });
    expect(june.previous.total.amount ?? 0).toBeCloseTo(sum('2024-05-01', '2024-05-31').amount ?? 0, 4);
    const days = await ok(admin, { id: 'orders-by-month', params: { ORDERED_AT: ['2024-03-11', '2024-03-20'], compare: 'previous' } });
    expect(days.previous).toMatchObject({ from: '2024-03-01', to: '2024-03-10', total: { count: sum('2024-03-01', '2024-03-10').count } });
    const latest = one(`SELECT max(substr("ORDERED_AT", 1, 7)) AS m FROM "ORDER"`).m as string;
    const byBucket = await ok(admin, { id: 'orders-by-month', params: { compare: 'previous' } });
    expect(byBucket.current.from).toBe(`${latest}-01`);
    expect(byBucket.current.total.count).toBe(one(`SELECT COUNT(*) AS n FROM "ORDER" WHERE substr("ORDERED_AT", 1, 7) = ?`, latest).n);
    expect((await run(admin, { id: 'customers-by-level', params: { compare: 'previous' } })).code).toBe('error.param');
  });
});

describe('rights', () => {
  it('a role without view on the entity neither lists nor runs its reports', async () => {
    const rw = openStore(srv.dbPath);
    const role = rw.prepare("SELECT ENTITY_API FROM FM_ROLE WHERE ID = 'role-sales'").get() as { ENTITY_API: string };
    const rights = JSON.parse(role.ENTITY_API) as Record<string, string[]>;
    delete rights.ORDER;
    rw.prepare("UPDATE FM_ROLE SET ENTITY_API = ? WHERE ID = 'role-sales'").run(JSON.stringify(rights));
    try {
      const ids = (await alice.get('FM_REPORT', 'list')).data.groups.flatMap((g: Row) => g.reports.map((r: Row) => r.id));
      expect(ids).toEqual(['customers-by-level', 'customers-by-region-level']);
      expect((await run(alice, { id: 'orders-by-region' })).code).toBe('error.forbidden');
      expect((await alice.get('FM_REPORT', 'get', { id: 'orders-by-month' })).code).toBe('error.forbidden');
      expect((await alice.raw('FM_REPORT', 'export', { method: 'POST', body: { id: 'orders-by-region' } }).then((r) => r.json())).code).toBe('error.forbidden');
      expect((await run(alice, { id: 'customers-by-level' })).code).toBe('0');
    } finally {
      rw.prepare("UPDATE FM_ROLE SET ENTITY_API = ? WHERE ID = 'role-sales'").run(role.ENTITY_API);
      rw.close();
    }
    expect((await run(alice, { id: 'orders-by-region' })).code).toBe('0');
  });
});

describe('hostile input is refused with error.param', () => {
  it('unknown reports, undeclared parameters, bad values and sorts', async () => {
    const orders = one('SELECT COUNT(*) AS n FROM "ORDER"').n;
    const probes: Row[] = [
      { id: 'nope' },
      { id: "orders-by-region' OR '1'='1" },
      { id: ['orders-by-region'] },
      { id: 'orders-by-region', params: { AMOUNT: 1 } },
      { id: 'orders-by-region', params: { '1=1; DROP TABLE "ORDER"; --': 1 } },
      { id: 'orders-by-region', params: { 'CUSTOMER_ID.REGION': 'EC-SH' } },
      { id: 'orders-by-region', params: { ORDERED_AT: ["2024-01-01' OR 1=1 --", '2024-12-31'] } },
      { id: 'orders-by-region', params: { ORDERED_AT: ['2024-02-30', '2024-03-01'] } },
      { id: 'orders-by-region', params: { ORDERED_AT: ['2024-12-31', '2024-01-01'] } },
      { id: 'orders-by-region', params: { ORDERED_AT: { sql: '1=1' } } },
      { id: 'orders-by-region', params: 'STATUS = 1' },
      { id: 'orders-by-month', params: { STATUS: ["done') OR ('1'='1"] } },
      { id: 'orders-by-month', params: { compare: 'next' } },
      { id: 'customers-by-level', params: { ACTIVE: '1 OR 1=1' } },
      { id: 'orders-by-region', sort: { by: 'AMOUNT; DROP TABLE "ORDER"', order: 'asc' } },
      { id: 'orders-by-region', sort: { by: 'amount', order: 'asc; --' } },
      { id: 'orders-by-region', sort: 'amount' },
    ];
    for (const body of probes) {
      const r = await run(admin, body);
      expect(r.code, JSON.stringify(body)).toBe('error.param');
      expect(r.msg).not.toMatch(/SQLITE|syntax/i);
    }
    expect((await admin.get('FM_REPORT', 'get', { id: 'nope' })).code).toBe('error.param');
    expect((await admin.post('FM_REPORT', 'export', { id: 'orders-by-region', format: 'pdf' })).code).toBe('error.param');
    expect(one('SELECT COUNT(*) AS n FROM "ORDER"').n).toBe(orders);
  });
});

describe('definitions stored in FM_REPORT', () => {
  const n = (zh: string, en: string) => ({ '010': zh, '011': en });
  // Through the test's own connection: a connection per definition is a thread and a sign-in on
  // PostgreSQL, and the server (in this process) waits while it opens.
  const store = (id: string, content: Row): void => {
    db.prepare(
      'INSERT INTO FM_REPORT (ID, CLIENT, ENTITY, OWNER, CONTENT, ORDER_NUM) VALUES (?, ?, ?, ?, ?, ?) ON CONFLICT (ID) DO UPDATE SET CONTENT = excluded.CONTENT, ORDER_NUM = excluded.ORDER_NUM',
    ).run(
      id,
      'client-demo',
      content.entity,
      'user-admin',
      JSON.stringify({ id, group: n('测试', 'Test'), owner: 'user-admin', name: n(id, id), ...content }),
      99,
    );
  };

  it('a reference dimension is labelled by the referenced business key; min and max in SQL', async () => {
    store('orders-by-customer', {
      entity: 'ORDER',
      dimensions: [{ field: 'CUSTOMER_ID', label: n('客户', 'Customer') }],
      measures: [
        { id: 'least', field: 'AMOUNT', fn: 'min', label: n('最小', 'Least') },
        { id: 'most', field: 'AMOUNT', fn: 'max', label: n('最大', 'Most') },
      ],
      conditions: [{ field: 'CUSTOMER_ID', mode: 'in', value: [1, 2] }],
    });
    const data = await ok(admin, { id: 'orders-by-customer', sort: { by: 'most', order: 'desc' } });
    const want = all(`SELECT o."CUSTOMER_ID" AS id, c."NAME" AS name, MIN(o."AMOUNT") AS least, MAX(o."AMOUNT") AS most FROM "ORDER" o
      JOIN "CUSTOMER" c ON c."ID" = o."CUSTOMER_ID" WHERE o."CUSTOMER_ID" IN (1, 2) GROUP BY 1, 2 ORDER BY most DESC`);
    expect(data.rows.map((r: Row) => [r.keys.CUSTOMER_ID.value, r.keys.CUSTOMER_ID.label, r.values.least, r.values.most])).toEqual(
      want.map((w) => [w.id, w.name, w.least, w.most]),
    );
    expect(data.total.most).toBe(Math.max(...want.map((w) => w.most)));
  });

  it('a definition naming an unknown field, a text sum or a bad bucket is refused with error.param', async () => {
    const base = {
      entity: 'CUSTOMER',
      dimensions: [{ field: 'LEVEL', label: n('等级', 'Level') }],
      measures: [{ id: 'count', fn: 'count', label: n('数', 'N') }],
    };
    const broken: Row[] = [
      { ...base, dimensions: [{ field: 'LEVEL"; DROP TABLE "CUSTOMER', label: n('x', 'x') }] },
      { ...base, measures: [{ id: 'total', field: 'NAME', fn: 'sum', label: n('x', 'x') }] },
      { ...base, dimensions: [{ field: 'LEVEL', bucket: 'month', label: n('x', 'x') }] },
      { ...base, dimensions: [{ field: 'NAME.REGION', label: n('x', 'x') }] },
      { ...base, measures: [{ id: 'x) FROM "FM_USER" --', fn: 'count', label: n('x', 'x') }] },
      { ...base, parameters: [{ field: 'LEVEL', mode: 'drop', label: n('x', 'x'), dataType: 'code' }] },
      { ...base, entity: 'FM_USER' },
    ];
    for (const [i, content] of broken.entries()) {
      store(`broken-${i}`, content);
      const r = await run(admin, { id: `broken-${i}` });
      expect(r.code, JSON.stringify(content)).toBe('error.param');
      expect(r.msg).toContain('定义有误');
    }
    expect(one('SELECT COUNT(*) AS n FROM "CUSTOMER"').n).toBeGreaterThan(0);
  });
});

describe('export', () => {
  it('CSV: UTF-8 with BOM, labelled columns, subtotal rows after each group, the total last', async () => {
    const res = await admin.raw('FM_REPORT', 'export', { method: 'POST', body: { id: 'customers-by-region-level', format: 'csv' } });
    expect(res.headers.get('content-type')).toContain('text/csv');
    expect(res.headers.get('content-disposition')).toContain(encodeURIComponent('地区与等级.csv'));
    const bytes = new Uint8Array(await res.arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const lines = new TextDecoder().decode(bytes.slice(3)).trim().split('\r\n');
    expect(lines[0]).toBe('所在地区,客户等级,客户数');
    const total = one('SELECT COUNT(*) AS n FROM "CUSTOMER"').n;
    expect(lines.at(-1)).toBe(`合计,,${total}`);
    const shanghai = one(`SELECT COUNT(*) AS n FROM "CUSTOMER" WHERE "REGION" = 'EC-SH'`).n;
    expect(lines).toContain(`上海 小计,,${shanghai}`);
    const regions = all('SELECT DISTINCT "REGION" FROM "CUSTOMER"').length;
    const pairs = all('SELECT DISTINCT "REGION", "LEVEL" FROM "CUSTOMER"').length;
    expect(lines).toHaveLength(1 + pairs + regions + 1);
    const en = await admin.raw('FM_REPORT', 'export', { method: 'POST', body: { id: 'customers-by-level' }, headers: { Language: '011' } });
    const enLines = (await en.text())
      .replace(/^\ufeff/, '')
      .trim()
      .split('\r\n');
    expect(enLines[0]).toBe('Level,Customers,Total credit,Average credit');
    expect(enLines.at(-1)!.startsWith(`Total,${total},`)).toBe(true);
  });

  it('xlsx: a workbook with the same cells', async () => {
    const res = await admin.raw('FM_REPORT', 'export', {
      method: 'POST',
      body: { id: 'orders-by-region', format: 'xlsx', params: { ORDERED_AT: ['2024-01-01', '2024-12-31'] } },
    });
    expect(res.headers.get('content-type')).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(await res.arrayBuffer());
    const sheet = book.worksheets[0]!;
    expect(sheet.getRow(1).values).toEqual([undefined, '地区', '状态', '金额', '订单数']);
    const last = sheet.getRow(sheet.rowCount).values as unknown[];
    const want = one(
      `SELECT COUNT(*) AS count, SUM("AMOUNT") AS amount FROM "ORDER" WHERE ${NOT_CANCELLED} AND substr("ORDERED_AT", 1, 10) BETWEEN '2024-01-01' AND '2024-12-31'`,
    );
    expect(last[1]).toBe('合计');
    expect(last[3]).toBeCloseTo(want.amount, 4);
    expect(last[4]).toBe(want.count);
  });
});
