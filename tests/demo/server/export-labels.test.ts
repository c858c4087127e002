// @vitest-environment node
// The list export writes what a person reads: code-list, tree, boolean, reference and attachment
// values as their labels in the request's language, the list's columns in its order.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../support/server.ts';
import { client, type Client } from './client.ts';

let srv: TestServer;
let bob: Client;

beforeAll(async () => {
  srv = await startTestServer();
  bob = client(srv, await srv.login('bob'));
});
afterAll(() => srv.close());

/** RFC 4180 cells: quoted cells may hold commas, line breaks and doubled quotes. */
function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const c = text[i]!;
    if (quoted) {
      if (c === '"' && text[i + 1] === '"') {
        cell += '"';
        i++;
      } else if (c === '"') quoted = false;
      else cell += c;
    } else if (c === '"') quoted = true;
    else if (c === ',') {
      row.push(cell);
      cell = '';
    } else if (c === '\r' && text[i + 1] === '\n') {
      row.push(cell);
      rows.push(row);
      row = [];
      cell = '';
      i++;
    } else cell += c;
  }
  if (cell || row.length) {
    row.push(cell);
    rows.push(row);
  }
  return rows;
}

/** The CSV's rows as cells. */
async function exported(entity: string, body: Record<string, unknown>, language = '010'): Promise<string[][]> {
  const res = await bob.raw(entity, 'exportExcel', { body, headers: { Language: language } });
  expect(res.headers.get('content-type')).toMatch(/text\/csv/);
  const text = (await res.text()).replace(/^\ufeff/, '');
  return parseCsv(text);
}

const customer1 = { conditions: [{ field: 'ID', mode: 'in', value: [1] }] };

describe('list export labels', () => {
  it('writes code lists, trees, booleans and attachments as Chinese labels', async () => {
    const row = (await bob.post('CUSTOMER', 'get', { id: 1 })).data.bean.data;
    const [head, first] = await exported('CUSTOMER', { ...customer1, columns: ['NAME', 'LEVEL', 'REGION', 'ACTIVE', 'CONTRACT'] });
    expect(head).toEqual(['客户名称', '客户等级', '所在地区', '是否启用', '合同附件']);
    const levels: Record<string, string> = { A: '重点客户', B: '普通客户', C: '潜在客户', D: '流失客户' };
    expect(first).toEqual(['上海华信科技有限公司', levels[row.LEVEL], '上海', row.ACTIVE === 1 ? '是' : '否', '客户合同-示例.pdf']);
  });

  it('writes the same labels in English for an English request', async () => {
    const row = (await bob.post('CUSTOMER', 'get', { id: 1 })).data.bean.data;
    const [head, first] = await exported('CUSTOMER', { ...customer1, columns: ['LEVEL', 'REGION', 'ACTIVE'] }, '011');
    expect(head).toEqual(['Level', 'Region', 'Active']);
    const levels: Record<string, string> = { A: 'Key account', B: 'Regular', C: 'Prospect', D: 'Lost' };
    expect(first).toEqual([levels[row.LEVEL], 'Shanghai', row.ACTIVE === 1 ? 'Yes' : 'No']);
  });

  it("writes a reference as the related record's business key and a status as its label", async () => {
    const found = await bob.post('ORDER', 'find', { pageSize: 5, sort: [{ field: 'ID', order: 'asc' }] });
    const orders: Array<{ ID: number; CUSTOMER_ID: number; STATUS: string }> = found.data.entitys;
    const names = new Map<number, string>();
    for (const o of orders) names.set(o.CUSTOMER_ID, (await bob.post('CUSTOMER', 'get', { id: o.CUSTOMER_ID })).data.bean.data.NAME);
    const statuses: Record<string, string> = { draft: 'Draft', confirmed: 'Confirmed', shipped: 'Shipped', done: 'Completed', cancelled: 'Cancelled' };
    const rows = await exported('ORDER', { pageSize: 5, sort: [{ field: 'ID', order: 'asc' }], columns: 'ID,CUSTOMER_ID,STATUS' }, '011');
    expect(rows[0]).toEqual(['ID', 'Customer', 'Status']);
    expect(rows.slice(1)).toEqual(orders.map((o) => [String(o.ID), names.get(o.CUSTOMER_ID), statuses[o.STATUS]]));
    expect(rows.slice(1).some((r) => /^\d+$/.test(r[1]!))).toBe(false);
  });

  it("follows the list's search and sort, and writes every attribute but rich text without columns", async () => {
    const rows = await exported('CUSTOMER', { conditions: [{ field: 'LEVEL', mode: 'equal', value: 'A' }], sort: [{ field: 'NAME', order: 'asc' }] });
    expect(rows[0]).toContain('客户等级');
    expect(rows[0]).not.toContain('备注');
    const level = rows[0]!.indexOf('客户等级');
    expect(rows.length).toBeGreaterThan(1);
    expect(rows.slice(1).every((r) => r[level] === '重点客户')).toBe(true);
  });

  it('neutralises cells a spreadsheet would run as a formula, also after a leading tab or carriage return', async () => {
    const names = ['=1+1', '+1+1', '-1+1', '@SUM(1,1)', '\t=HYPERLINK("http://evil.example","x")', "\r=cmd|' /C calc'!A0", '普通客户 = 1'];
    const ids: number[] = [];
    for (const NAME of names) {
      const saved = await bob.post('CUSTOMER', 'save', { data: { NAME } });
      expect(saved.code, saved.msg).toBe('0');
      ids.push(saved.data.id);
    }
    // Stored as sent (the tab and the carriage return included)...
    expect(await Promise.all(ids.map(async (id) => (await bob.post('CUSTOMER', 'get', { id })).data.bean.data.NAME))).toEqual(names);
    // ...and written with a leading quote wherever the cell would start a formula.
    const rows = await exported('CUSTOMER', {
      conditions: [{ field: 'ID', mode: 'in', value: ids }],
      sort: [{ field: 'ID', order: 'asc' }],
      columns: ['NAME'],
    });
    expect(rows.slice(1).map((r) => r[0])).toEqual([...names.slice(0, -1).map((n) => `'${n}`), '普通客户 = 1']);
  });

  it("refuses columns that are not the entity's fields with a readable message", async () => {
    const bad = await bob.post('CUSTOMER', 'exportExcel', { columns: ['NAME', 'NO_SUCH'] });
    expect(bad.code).toBe('error.param');
    expect(bad.msg).toContain('NO_SUCH');
    const wrong = await bob.post('CUSTOMER', 'exportExcel', { columns: [1, 2] });
    expect(wrong.code).toBe('error.param');
  });
});
