// @vitest-environment node
// The list's export button sends the list query without paging: the file holds every matching
// row (up to the export cap), not the first page of 1,000; a paged call still gets its page.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../support/server.ts';
import { client, type Client } from './client.ts';

const ROWS = 2500;

let srv: TestServer;
let bob: Client;

beforeAll(async () => {
  srv = await startTestServer({ rows: ROWS });
  bob = client(srv, await srv.login('bob'));
});
afterAll(() => srv.close());

async function dataLines(body: Record<string, unknown>): Promise<string[]> {
  const res = await bob.raw('CUSTOMER', 'exportExcel', { body });
  expect(res.headers.get('content-type')).toMatch(/text\/csv/);
  return (await res.text())
    .replace(/^\ufeff/, '')
    .trim()
    .split('\r\n')
    .slice(1);
}

describe('exportExcel without paging', () => {
  it("writes every matching row, in the list's order, once", async () => {
    const lines = await dataLines({ sort: [{ field: 'ID', order: 'asc' }], columns: ['ID'] });
    expect(lines.length).toBe(ROWS);
    expect(lines.map(Number)).toEqual(Array.from({ length: ROWS }, (_, i) => i + 1));
  });

  it('a sort with ties still writes each row once', async () => {
    const lines = await dataLines({ sort: [{ field: 'LEVEL', order: 'asc' }], columns: ['ID'] });
    expect(new Set(lines).size).toBe(ROWS);
  });

  it("keeps the list's filter", async () => {
    const total = (await bob.post('CUSTOMER', 'getCount', { conditions: [{ field: 'LEVEL', mode: 'equal', value: 'A' }] })).data.count as number;
    expect(total).toBeGreaterThan(100);
    expect((await dataLines({ conditions: [{ field: 'LEVEL', mode: 'equal', value: 'A' }], columns: ['ID'] })).length).toBe(total);
  });

  it('a paged call gets its page only', async () => {
    const sort = [{ field: 'ID', order: 'asc' }];
    expect((await dataLines({ sort, columns: ['ID'], pageIndex: 3, pageSize: 1000 })).map(Number)).toEqual(Array.from({ length: 500 }, (_, i) => 2001 + i));
    expect((await dataLines({ sort, columns: ['ID'], pageIndex: 2 })).length).toBe(1000);
    expect((await dataLines({ sort, columns: ['ID'], pageSize: 10 })).length).toBe(10);
  });
});
