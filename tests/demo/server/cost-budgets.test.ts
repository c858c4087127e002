// @vitest-environment node
/**
 * Cost budgets (docs/server-contract.md "Cost budgets"): a costly list filter runs beside the
 * server's thread, so other callers are answered while it runs, and past the request's budget it
 * ends with error.timeout; the server keeps serving, the same caller included.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../support/server.ts';
import { client, type Client, type Envelope } from './client.ts';

/** Enough rows that 200 OR-ed date conditions on a text field take far longer than the budget. */
const ROWS = 20_000;
const BUDGET_MS = 1500;

let srv: TestServer;
let alice: Client;
let bob: Client;

beforeAll(async () => {
  srv = await startTestServer({ rows: ROWS, queryBudgetMs: BUDGET_MS });
  alice = client(srv, await srv.login('alice'));
  bob = client(srv, await srv.login('bob'));
  // The query threads start with the server, in the background: wait until they are ready.
  const ready = async (): Promise<number> => ((await (await fetch(`${srv.url}/__test/read-workers`)).json()) as Envelope<{ ready: number }>).data.ready;
  for (let tries = 0; (await ready()) < 2 && tries < 600; tries += 1) await new Promise((r) => setTimeout(r, 100));
  expect(await ready()).toBeGreaterThanOrEqual(2);
  expect((await bob.post('CUSTOMER', 'find', { pageSize: 1 })).code).toBe('0');
}, 120_000);
afterAll(() => srv.close());

/** 200 OR-ed conditions of one mode on NAME, each with its own value. */
const orOf = (mode: string, value: (i: number) => unknown) =>
  Array.from({ length: 200 }, (_, i) => ({ field: 'NAME', mode, value: value(i), join: 'or' as const }));

const dateFilter = orOf('date_greater', (i) => `2020-01-${String((i % 28) + 1).padStart(2, '0')}`);

describe('a costly filter', () => {
  it('leaves other callers answered while it runs', async () => {
    let costlyDone = false;
    const costly = alice.post('CUSTOMER', 'find', { pageSize: 20, conditions: dateFilter }).finally(() => (costlyDone = true));
    // Let it reach a query thread first.
    await new Promise((r) => setTimeout(r, 200));
    const started = performance.now();
    const cheap = await bob.post('CUSTOMER', 'find', { pageSize: 20, count: false, sort: [{ field: 'ID', order: 'desc' }] });
    const waited = performance.now() - started;
    expect(cheap.code).toBe('0');
    expect(cheap.data.entitys).toHaveLength(20);
    // Generous: the machine may be busy; what matters is that it did not wait for the costly one.
    expect(costlyDone).toBe(false);
    expect(waited).toBeLessThan(BUDGET_MS);
    expect((await costly).code).toBe('error.timeout');
  }, 60_000);

  it('ends past its budget with error.timeout and a message that says what to do', async () => {
    const zh = await alice.post('CUSTOMER', 'find', { pageSize: 20, conditions: dateFilter });
    expect(zh).toEqual({ code: 'error.timeout', msg: '查询超时，请缩小查询条件后重试', data: null });
    const en: Envelope = await alice.post('CUSTOMER', 'getCount', { conditions: dateFilter }, { headers: { Language: '011' } });
    expect(en).toEqual({ code: 'error.timeout', msg: 'The query took too long: narrow it and try again', data: null });
  }, 60_000);

  it('leaves the server, and the same caller, served afterwards', async () => {
    await alice.post('CUSTOMER', 'find', { pageSize: 20, conditions: dateFilter });
    const next = await alice.post('CUSTOMER', 'find', { pageSize: 5, conditions: [{ field: 'LEVEL', mode: 'equal', value: 'A' }] });
    expect(next.code).toBe('0');
    expect(next.data.entitys).toHaveLength(5);
    expect(next.data.total).toBeGreaterThan(100);
  }, 60_000);

  it('an export over its budget is refused with the envelope before any byte of the file', async () => {
    const res = await alice.raw('CUSTOMER', 'exportExcel', { body: { conditions: dateFilter } });
    expect(res.headers.get('content-type')).toMatch(/application\/json/);
    expect(((await res.json()) as Envelope).code).toBe('error.timeout');
  }, 60_000);
});
