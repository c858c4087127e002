// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../support/server.ts';
import { client, type Client } from './client.ts';

let srv: TestServer;
let api: Client;
const ids: Record<string, number> = {};

/** A small fixture of products-like customers with known values, tagged by PHONE "cond-test". */
const ROWS = [
  { NAME: 'Alpha 上海', LEVEL: 'A', CREDIT: 100, SIGNED_ON: '2024-01-10', ACTIVE: 1, EMAIL: 'a@x.io' },
  { NAME: 'Beta 北京', LEVEL: 'B', CREDIT: 200, SIGNED_ON: '2024-02-20', ACTIVE: 0, EMAIL: '' },
  { NAME: 'Gamma_50%', LEVEL: 'C', CREDIT: 300, SIGNED_ON: '2024-03-30', ACTIVE: 1, EMAIL: 'g@y.io' },
  { NAME: 'delta', LEVEL: 'B', CREDIT: 400, SIGNED_ON: '', ACTIVE: 1 },
];

async function names(conditions: unknown[]): Promise<string[]> {
  const r = await api.post('CUSTOMER', 'list', {
    conditions: [
      { field: 'PHONE', mode: 'equal', value: 'cond-test' },
      { left: '(', ...(conditions[0] as object) },
      ...conditions.slice(1),
      { field: 'ID', mode: 'not_null', right: ')' },
    ],
  });
  if (r.code !== '0') throw new Error(`${r.code}: ${r.msg}`);
  return r.data.entitys.map((x: { NAME: string }) => x.NAME).sort();
}

/** Runs one condition against the fixture only. */
async function match(cond: Record<string, unknown>): Promise<string[]> {
  const r = await api.post('CUSTOMER', 'list', { conditions: [{ field: 'PHONE', mode: 'equal', value: 'cond-test' }, cond] });
  if (r.code !== '0') throw new Error(`${r.code}: ${r.msg}`);
  return r.data.entitys.map((x: { NAME: string }) => x.NAME).sort();
}

beforeAll(async () => {
  srv = await startTestServer();
  api = client(srv, await srv.login('admin'));
  for (const row of ROWS) {
    const r = await api.post('CUSTOMER', 'save', { data: { ...row, PHONE: 'cond-test' } });
    if (r.code !== '0') throw new Error(r.msg);
    ids[row.NAME] = r.data.id;
  }
});
afterAll(() => srv.close());

describe('condition filters in SQL (all 20 modes)', () => {
  it.each([
    [{ field: 'EMAIL', mode: 'is_null' }, ['Beta 北京', 'delta']],
    [{ field: 'EMAIL', mode: 'not_null' }, ['Alpha 上海', 'Gamma_50%']],
    [{ field: 'LEVEL', mode: 'equal', value: 'B' }, ['Beta 北京', 'delta']],
    [{ field: 'CREDIT', mode: 'equal', value: '200' }, ['Beta 北京']],
    [{ field: 'ACTIVE', mode: 'equal', value: '0' }, ['Beta 北京']],
    [{ field: 'LEVEL', mode: 'not_equal', value: 'B' }, ['Alpha 上海', 'Gamma_50%']],
    [{ field: 'CREDIT', mode: 'greater', value: 200 }, ['Gamma_50%', 'delta']],
    [{ field: 'CREDIT', mode: 'greater_equal', value: '200' }, ['Beta 北京', 'Gamma_50%', 'delta']],
    [{ field: 'CREDIT', mode: 'less', value: 200 }, ['Alpha 上海']],
    [{ field: 'CREDIT', mode: 'less_equal', value: 200 }, ['Alpha 上海', 'Beta 北京']],
    [{ field: 'LEVEL', mode: 'in', value: ['A', 'C'] }, ['Alpha 上海', 'Gamma_50%']],
    [{ field: 'LEVEL', mode: 'in', value: 'A,C' }, ['Alpha 上海', 'Gamma_50%']],
    [{ field: 'LEVEL', mode: 'not_in', value: 'A,C' }, ['Beta 北京', 'delta']],
    [{ field: 'CREDIT', mode: 'in_scope', value: [150, 350] }, ['Beta 北京', 'Gamma_50%']],
    [{ field: 'CREDIT', mode: 'in_scope', value: '250,' }, ['Gamma_50%', 'delta']],
    [{ field: 'CREDIT', mode: 'not_in_scope', value: [150, 350] }, ['Alpha 上海', 'delta']],
    [{ field: 'NAME', mode: 'begin', value: 'Al' }, ['Alpha 上海']],
    [{ field: 'NAME', mode: 'begin', value: 'al' }, []],
    [{ field: 'NAME', mode: 'end', value: '北京' }, ['Beta 北京']],
    [{ field: 'NAME', mode: 'like', value: '_50%' }, ['Gamma_50%']],
    [{ field: 'NAME', mode: 'like', value: '%' }, ['Gamma_50%']],
    [{ field: 'NAME', mode: 'not_like', value: 'a' }, []],
    [{ field: 'NAME', mode: 'not_like', value: 'Gamma' }, ['Alpha 上海', 'Beta 北京', 'delta']],
    [{ field: 'SIGNED_ON', mode: 'date_greater', value: '2024-02-20' }, ['Gamma_50%']],
    [{ field: 'SIGNED_ON', mode: 'date_greater_equal', value: '2024-02-20 08:00:00' }, ['Beta 北京', 'Gamma_50%']],
    [{ field: 'SIGNED_ON', mode: 'date_less', value: '2024-02-20' }, ['Alpha 上海']],
    [{ field: 'SIGNED_ON', mode: 'date_less_equal', value: '2024-02-20' }, ['Alpha 上海', 'Beta 北京']],
  ])('%j', async (cond, expected) => {
    expect(await match(cond)).toEqual(expected);
  });

  it('and binds tighter than or; brackets group', async () => {
    // LEVEL = A or LEVEL = B and CREDIT > 300  →  Alpha, delta
    expect(
      await names([
        { field: 'LEVEL', mode: 'equal', value: 'A' },
        { join: 'or', field: 'LEVEL', mode: 'equal', value: 'B' },
        { field: 'CREDIT', mode: 'greater', value: 300 },
      ]),
    ).toEqual(['Alpha 上海', 'delta']);
    // (LEVEL = A or LEVEL = B) and CREDIT > 150  →  Beta, delta
    const r = await api.post('CUSTOMER', 'list', {
      conditions: [
        { field: 'PHONE', mode: 'equal', value: 'cond-test' },
        { left: '((', field: 'LEVEL', mode: 'equal', value: 'A' },
        { join: 'or', field: 'LEVEL', mode: 'equal', value: 'B', right: ')' },
        { field: 'CREDIT', mode: 'greater', value: 150, right: ')' },
      ],
    });
    expect(r.data.entitys.map((x: { NAME: string }) => x.NAME).sort()).toEqual(['Beta 北京', 'delta']);
  });

  it('an empty list is true', async () => {
    const r = await api.post('CUSTOMER', 'getCount', { conditions: [] });
    expect(r.data.count).toBe(64);
  });

  it('unknown mode, unknown field and unbalanced brackets are rejected with a readable msg', async () => {
    expect(await api.post('CUSTOMER', 'list', { conditions: [{ field: 'NAME', mode: 'sounds_like', value: 'x' }] })).toMatchObject({
      code: 'error.param',
      msg: '不支持的条件模式 "sounds_like"',
    });
    expect(await api.post('CUSTOMER', 'list', { conditions: [{ field: 'NOPE', mode: 'equal', value: 'x' }] })).toMatchObject({
      code: 'error.param',
      msg: '实体 CUSTOMER 没有字段 "NOPE"',
    });
    expect((await api.post('CUSTOMER', 'list', { conditions: [{ left: '(', field: 'NAME', mode: 'equal', value: 'x' }] })).code).toBe('error.param');
    expect((await api.post('CUSTOMER', 'list', { conditions: [{ field: 'NAME', mode: 'equal', value: 'x', right: ')' }] })).code).toBe('error.param');
    expect(
      (
        await api.post('CUSTOMER', 'list', {
          conditions: [
            { field: 'NAME', mode: 'equal', value: 'x' },
            { join: 'xor', field: 'NAME', mode: 'equal', value: 'y' },
          ],
        })
      ).code,
    ).toBe('error.param');
    expect((await api.post('CUSTOMER', 'list', { conditions: 'NAME = 1' })).code).toBe('error.param');
    const en = await api.post('CUSTOMER', 'list', { conditions: [{ field: 'NAME', mode: 'nope' }] }, { headers: { Language: '011' } });
    expect(en.msg).toBe('Unknown condition mode "nope"');
  });
});
