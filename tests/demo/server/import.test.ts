// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../support/server.ts';
import { CUSTOMER_MAPPING, customerFixture, fixtureRecords } from '../../support/import-fixture.ts';
import { client, type Client } from './client.ts';

let srv: TestServer;
let alice: Client;
let bob: Client;

beforeAll(async () => {
  srv = await startTestServer();
  alice = client(srv, await srv.login('alice'));
  bob = client(srv, await srv.login('bob'));
});
afterAll(() => srv.close());

const countNamed = async (api: Client, prefix: string): Promise<number> =>
  (await api.post('CUSTOMER', 'getCount', { conditions: [{ field: 'NAME', mode: 'begin', value: prefix }] })).data.count;

/** The file in batches of 500, as the page sends it. */
async function importFile(api: Client, tag: string, dryRun: boolean) {
  const fixture = customerFixture(1000, 20, tag);
  let accepted = 0;
  const rejected: Array<{ row: number; errors: Array<{ field: string; message: string }> }> = [];
  for (let from = 0; from < fixture.rows.length; from += 500) {
    const reply = await api.post('CUSTOMER', 'importRows', {
      rows: fixtureRecords(fixture, from, from + 500),
      mapping: CUSTOMER_MAPPING,
      dryRun,
      firstRow: from + 1,
    });
    expect(reply.code, reply.msg).toBe('0');
    expect(reply.data.dryRun).toBe(dryRun);
    accepted += reply.data.accepted;
    rejected.push(...reply.data.rejected);
  }
  return { fixture, accepted, rejected };
}

/**
 * A thousand rows are thousands of statements; on PostgreSQL each is a round trip to another
 * process, past 20 s on a busy machine (the SQLite run keeps 20 s).
 */
const THOUSAND_ROWS = { timeout: process.env.TEST_DATABASE_URL ? 180_000 : 20_000 };

describe("importRows: spreadsheet rows through save's checks", () => {
  it('a dry run of 1,000 rows with 20 bad ones lists every bad row with its reason and writes nothing', THOUSAND_ROWS, async () => {
    const { fixture, accepted, rejected } = await importFile(alice, 'dry', true);
    expect(accepted).toBe(980);
    expect(rejected.map((r) => r.row)).toEqual([...fixture.bad.keys()]);
    for (const r of rejected) expect(r.errors.map((e) => e.field)).toEqual([fixture.bad.get(r.row)]);
    expect(await countNamed(alice, fixture.prefix)).toBe(0);
  });

  it('the import writes the 980 good rows, labels read as codes, and returns the 20 bad ones with readable reasons', THOUSAND_ROWS, async () => {
    const { fixture, accepted, rejected } = await importFile(alice, 'real', false);
    expect(accepted).toBe(980);
    expect(rejected).toHaveLength(20);
    expect(await countNamed(alice, fixture.prefix)).toBe(980);
    const byField = Object.fromEntries(rejected.map((r) => [r.errors[0]!.field, r.errors[0]!.message]));
    expect(byField).toEqual({
      NAME: '客户名称不能为空',
      LEVEL: '客户等级的取值 "钻石客户" 不在代码表中',
      CREDIT: '信用额度必须是数字',
      SIGNED_ON: '签约日期不是合法日期 (YYYY-MM-DD)',
      EMAIL: '电子邮箱格式不正确',
    });
    const found = await alice.post('CUSTOMER', 'find', { conditions: [{ field: 'NAME', mode: 'equal', value: `${fixture.prefix}00006` }] });
    expect(found.data.entitys[0]).toMatchObject({
      LEVEL: 'C',
      REGION: 'NC-BJ',
      CREDIT: 1250000.5,
      SIGNED_ON: '2025-03-07',
      ACTIVE: 1,
      LOG_VERSION: 1,
      LOG_C_USER: 'user-alice',
    });
  });

  it('answers in English for Language 011, and a row keyed by attribute names needs no mapping', async () => {
    const reply = await alice.post(
      'CUSTOMER',
      'importRows',
      {
        rows: [
          { NAME: 'Import EN 1', CREDIT: -5 },
          { NAME: 'Import EN 2', LEVEL: 'Key account' },
        ],
        firstRow: 41,
      },
      { headers: { Language: '011' } },
    );
    expect(reply.data).toEqual({
      accepted: 1,
      dryRun: false,
      rejected: [{ row: 41, errors: [{ field: 'CREDIT', message: 'Credit limit cannot be less than 0' }] }],
    });
    expect((await alice.post('CUSTOMER', 'find', { scope: { NAME: 'Import EN 2' } })).data.entitys[0].LEVEL).toBe('A');
  });

  it('orders: a customer by name or key, a missing customer and a duplicate order number are row errors; the workflow starts as on save', async () => {
    const rows = [
      { no: 'IMP-0001', customer: '1', amount: '10' },
      { no: 'IMP-0002', customer: 'No such company Ltd', amount: '10' },
      { no: 'IMP-0001', customer: '2', amount: '10' },
      { no: 'IMP-0003', customer: '2', amount: '200,000', status: '草稿' },
    ];
    const mapping = { no: 'ORDER_NO', customer: 'CUSTOMER_ID', amount: 'AMOUNT', status: 'STATUS' };
    const dry = await bob.post('ORDER', 'importRows', { rows, mapping, dryRun: true });
    const expected = [
      { row: 2, errors: [{ field: 'CUSTOMER_ID', message: '客户 No such company Ltd 不存在' }] },
      { row: 3, errors: [{ field: 'ORDER_NO', message: '订单号 "IMP-0001" 已存在' }] },
    ];
    expect(dry.data).toEqual({ accepted: 2, dryRun: true, rejected: expected });
    expect((await bob.post('ORDER', 'getCount', { conditions: [{ field: 'ORDER_NO', mode: 'begin', value: 'IMP-' }] })).data.count).toBe(0);
    const real = await bob.post('ORDER', 'importRows', { rows, mapping });
    expect(real.data).toEqual({ accepted: 2, dryRun: false, rejected: expected });
    const big = (await bob.post('ORDER', 'find', { scope: { ORDER_NO: 'IMP-0003' } })).data.entitys[0];
    // Imported as a draft; its approval started, the status follows it.
    expect(big).toMatchObject({ CUSTOMER_ID: 2, AMOUNT: 200000, STATUS: 'approving' });
    const started = await bob.post('PROCESS', 'inbox', { box: 'started' }, { prefix: 'process' });
    expect(started.data.rows.some((r: { title: string }) => r.title.startsWith('IMP-0003'))).toBe(true);
  });
});

describe('importRows: rights and limits', () => {
  it('needs the add right on the entity (sales may not add products) and the XSRF value of a write', async () => {
    const refused = await alice.post('PRODUCT', 'importRows', { rows: [{ ID: 'P-IMP', NAME: 'x' }] });
    expect(refused.code).toBe('error.forbidden');
    const asSales = await bob.post('CUSTOMER', 'importRows', { rows: [{ NAME: 'x' }], dryRun: true }, { headers: { Role: 'role-sales' } });
    expect(asSales.code).toBe('0');
    // The session cookie with a wrong XSRF value (a Bearer header would need none).
    const { token } = await srv.login('alice');
    const cookieOnly = { Authorization: '', Cookie: `PLATFORM_SESSION=${token}`, xsrf_token: 'nope' };
    const noXsrf = await alice.post('CUSTOMER', 'importRows', { rows: [{ NAME: 'Import no xsrf' }] }, { headers: cookieOnly });
    expect(noXsrf.code).toBe('error.xsrf');
    expect(await countNamed(alice, 'Import no xsrf')).toBe(0);
  });

  it('refuses a batch over 1,000 rows, a rows value that is no list and a bad mapping before reading a row', async () => {
    const many = await alice.post('CUSTOMER', 'importRows', { rows: Array.from({ length: 1001 }, (_, i) => ({ NAME: `Too many ${i}` })) });
    expect(many).toMatchObject({ code: 'error.param', msg: '一次最多导入 1000 行，请分批提交' });
    expect(await countNamed(alice, 'Too many')).toBe(0);
    expect((await alice.post('CUSTOMER', 'importRows', { rows: 'NAME\nx' })).code).toBe('error.param');
    expect((await alice.post('CUSTOMER', 'importRows', { rows: [], mapping: { a: 'NO_SUCH' } })).code).toBe('error.param');
    expect((await alice.post('CUSTOMER', 'importRows', { rows: [], mapping: { a: 'LOG_VERSION' } })).code).toBe('error.param');
    expect((await alice.post('CUSTOMER', 'importRows', { rows: [], mapping: { a: 'NAME', b: 'NAME' } })).code).toBe('error.param');
    expect((await alice.post('CUSTOMER', 'importRows', { rows: [], dryRun: 'maybe' })).code).toBe('error.param');
  });

  it("a huge cell, a row of too many columns, a row that is no record and an unknown column are that row's errors only", async () => {
    const wide = Object.fromEntries(Array.from({ length: 201 }, (_, i) => [`c${i}`, 'x']));
    const reply = await alice.post(
      'CUSTOMER',
      'importRows',
      {
        rows: [{ NAME: 'x'.repeat(10_001) }, wide, ['NAME'], { NAME: 'Import ok', NOPE: 1 }, { NAME: 'Import fine' }],
      },
      { headers: { Language: '011' } },
    );
    expect(reply.data.accepted).toBe(1);
    expect(reply.data.rejected).toEqual([
      { row: 1, errors: [{ field: 'NAME', message: 'Name is longer than 10000 characters' }] },
      { row: 2, errors: [{ field: '', message: 'A row has at most 200 columns' }] },
      { row: 3, errors: [{ field: '', message: 'This row is not a record' }] },
      { row: 4, errors: [{ field: 'NOPE', message: 'There is no field "NOPE"' }] },
    ]);
  });
});
