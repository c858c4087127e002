// @vitest-environment node
/** The list calls' count contract (docs/server-contract.md "The count only when asked"). */
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

const ids = (reply: { data: { entitys: { ID: number }[] } }): number[] => reply.data.entitys.map((r) => r.ID);

describe('find and list count only when asked', () => {
  it('find carries total unless the request says count: false', async () => {
    const counted = await bob.post('CUSTOMER', 'find', { pageSize: 20, sort: [{ field: 'ID', order: 'desc' }] });
    expect(counted.data.total).toBe(60);
    for (const count of [false, 'false', 0, '0']) {
      const page = await bob.post('CUSTOMER', 'find', { pageSize: 20, pageIndex: 2, sort: [{ field: 'ID', order: 'desc' }], count });
      expect(page.code, String(count)).toBe('0');
      expect(ids(page)).toEqual(Array.from({ length: 20 }, (_, i) => 40 - i));
      expect(page.data, String(count)).not.toHaveProperty('total');
    }
    const asked = await bob.post('CUSTOMER', 'find', { pageSize: 20, count: true });
    expect(asked.data.total).toBe(60);
  });

  it('list and a GET find take the same flag', async () => {
    const listed = await bob.post('ORDER', 'list', { count: false });
    expect(listed.data.entitys.length).toBeGreaterThan(50);
    expect(listed.data).not.toHaveProperty('total');
    const got = await bob.get('CUSTOMER', 'find', { pageSize: 5, count: 'false' });
    expect(ids(got)).toEqual([1, 2, 3, 4, 5]);
    expect(got.data).not.toHaveProperty('total');
  });

  it('a count that is neither true nor false is a readable error', async () => {
    const r = await bob.post('CUSTOMER', 'find', { count: 'sometimes' });
    expect(r.code).toBe('error.param');
    expect(r.msg).toContain('count');
    const en = await bob.post('CUSTOMER', 'find', { count: { no: 1 } }, { headers: { Language: '011' } });
    expect(en.msg).toBe('count must be true or false');
  });

  it('total is the full count on every page, the short last page and past the end, with and without filters', async () => {
    const filters = [
      [],
      [{ field: 'LEVEL', mode: 'equal', value: 'A' }],
      [{ field: 'REGION', mode: 'begin', value: 'EC' }],
      [{ field: 'NAME', mode: 'like', value: '有限公司' }],
    ];
    for (const conditions of filters) {
      const expected = (await bob.post('CUSTOMER', 'getCount', { conditions })).data.count as number;
      expect(expected).toBeGreaterThan(0);
      for (const pageIndex of [1, 2, 3, 4, 9]) {
        const page = await bob.post('CUSTOMER', 'find', { conditions, pageSize: 7, pageIndex });
        expect(page.data.total, `${JSON.stringify(conditions)} page ${pageIndex}`).toBe(expected);
        expect(page.data.entitys.length).toBe(Math.max(0, Math.min(7, expected - (pageIndex - 1) * 7)));
      }
    }
  });

  it('a new row shows in the next total', async () => {
    const before = (await bob.post('CONTACT', 'find', { pageSize: 1 })).data.total as number;
    const saved = await bob.post('CONTACT', 'save', { data: { CUSTOMER_ID: 1, NAME: '计数测试' } });
    expect(saved.code).toBe('0');
    expect((await bob.post('CONTACT', 'find', { pageSize: 1 })).data.total).toBe(before + 1);
  });

  it('a CSV export is unchanged by the flag', async () => {
    const plain = await bob.raw('CUSTOMER', 'exportExcel', { method: 'POST', body: { pageSize: 3 } });
    const flagged = await bob.raw('CUSTOMER', 'exportExcel', { method: 'POST', body: { pageSize: 3, count: true } });
    expect(await flagged.text()).toBe(await plain.text());
  });
});
