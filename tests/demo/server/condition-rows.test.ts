// @vitest-environment node
/**
 * The same condition list gives the same rows on the server (`list`, in SQL) as in the shell
 * (core/rules compileCondition over those rows): DESIGN §4 gives one meaning to both. The fixture
 * holds the cells where SQL and the shell's rules part ways unless the server follows them: texts
 * that spell numbers, '' and null, numbers against texts, dates in several forms.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { compileCondition } from '../../../core/rules/conditions.ts';
import type { Condition } from '../../../core/rules/conditions.ts';
import { startTestServer, type TestServer } from '../../support/server.ts';
import { client, type Client } from './client.ts';

const TAG = 'cond-rows';
const ROWS: Array<Record<string, unknown>> = [
  { NAME: '9', CREDIT: 9, SIGNED_ON: '2024-01-05', EMAIL: 'a@x.io' },
  { NAME: '10', CREDIT: 10, SIGNED_ON: '2024-01-31', EMAIL: '' },
  { NAME: '10.0', CREDIT: 10.5, SIGNED_ON: '2024-02-01' },
  { NAME: ' 20 ', CREDIT: 20, SIGNED_ON: '' },
  { NAME: 'abc', CREDIT: 0, SIGNED_ON: '2023-12-31', EMAIL: 'abc@x.io' },
  { NAME: 'Abd', CREDIT: 5, SIGNED_ON: '2024-03-15', EMAIL: 'b@y.io' },
  { NAME: '1e1', CREDIT: 100, SIGNED_ON: '2024-01-05' },
];

let srv: TestServer;
let api: Client;
let stored: Array<Record<string, unknown>> = [];

/** The fixture's rows only: the tag, and the list in brackets. */
function tagged(conditions: Condition[]): Condition[] {
  const inner = conditions.map((item) => ({ ...item }));
  inner[0]!.left = '(';
  inner.at(-1)!.right = ')';
  return [{ field: 'PHONE', mode: 'equal', value: TAG }, ...inner];
}

async function serverNames(conditions: Condition[]): Promise<string[]> {
  const reply = await api.post('CUSTOMER', 'list', { conditions: tagged(conditions), pageSize: 100 });
  if (reply.code !== '0') throw new Error(`${reply.code}: ${reply.msg}`);
  return reply.data.entitys.map((row: { NAME: string }) => row.NAME).sort();
}

function shellNames(conditions: Condition[]): string[] {
  const test = compileCondition(conditions, { log: () => undefined });
  return stored
    .filter((row) => test(row))
    .map((row) => String(row.NAME))
    .sort();
}

beforeAll(async () => {
  srv = await startTestServer();
  api = client(srv, await srv.login('admin'));
  for (const row of ROWS) {
    const reply = await api.post('CUSTOMER', 'save', { data: { LEVEL: 'A', ...row, PHONE: TAG } });
    if (reply.code !== '0') throw new Error(reply.msg);
  }
  const all = await api.post('CUSTOMER', 'list', { conditions: [{ field: 'PHONE', mode: 'equal', value: TAG }], pageSize: 100 });
  stored = all.data.entitys;
});
afterAll(() => srv.close());

const cases: Array<[string, Condition[]]> = [
  ['a text column ordered against a number', [{ field: 'NAME', mode: 'greater', value: '9' }]],
  ['a text column ordered against a number value', [{ field: 'NAME', mode: 'less_equal', value: 10 }]],
  ['a text column ordered against a text', [{ field: 'NAME', mode: 'greater', value: 'ab' }]],
  ['numeric equality on a text column', [{ field: 'NAME', mode: 'equal', value: '10.0' }]],
  ['numeric equality with spaces', [{ field: 'NAME', mode: 'equal', value: '20' }]],
  ['text equality', [{ field: 'NAME', mode: 'equal', value: 'abc' }]],
  ['not_equal counts a null as a value', [{ field: 'EMAIL', mode: 'not_equal', value: 'a@x.io' }]],
  ['not_equal to nothing is present', [{ field: 'EMAIL', mode: 'not_equal', value: '' }]],
  ['equal to nothing is null', [{ field: 'EMAIL', mode: 'equal', value: '' }]],
  ['in_scope on a text column with numbers', [{ field: 'NAME', mode: 'in_scope', value: [5, 20] }]],
  ['in_scope as text "min,max"', [{ field: 'NAME', mode: 'in_scope', value: '5, 15' }]],
  ['not_in_scope on numbers', [{ field: 'CREDIT', mode: 'not_in_scope', value: [0, 10] }]],
  ['in_scope open at one end', [{ field: 'CREDIT', mode: 'in_scope', value: ',10' }]],
  ['in numbers on a text column', [{ field: 'NAME', mode: 'in', value: [10, 9] }]],
  ['in a comma list', [{ field: 'NAME', mode: 'in', value: 'abc, 10' }]],
  ['not_in with a null cell', [{ field: 'EMAIL', mode: 'not_in', value: 'a@x.io,b@y.io' }]],
  ['in with an empty member matches nulls', [{ field: 'EMAIL', mode: 'in', value: ['', 'a@x.io'] }]],
  ['numbers in a number column as texts', [{ field: 'CREDIT', mode: 'in', value: '10.50,9' }]],
  ['a number column against a text', [{ field: 'CREDIT', mode: 'less', value: 'a' }]],
  ['like with an empty value', [{ field: 'NAME', mode: 'like', value: '' }]],
  ['begin with an empty value', [{ field: 'NAME', mode: 'begin', value: '' }]],
  ['not_like skips empty cells', [{ field: 'EMAIL', mode: 'not_like', value: 'x.io' }]],
  ['like is case-sensitive', [{ field: 'NAME', mode: 'like', value: 'A' }]],
  ['end', [{ field: 'NAME', mode: 'end', value: '0' }]],
  ['like on a number column', [{ field: 'CREDIT', mode: 'like', value: '0.5' }]],
  ['dates after', [{ field: 'SIGNED_ON', mode: 'date_greater', value: '2024-01-05' }]],
  ['dates from, another form', [{ field: 'SIGNED_ON', mode: 'date_greater_equal', value: '2024/1/31' }]],
  ['dates before, with a time', [{ field: 'SIGNED_ON', mode: 'date_less', value: '2024-01-31 08:00:00' }]],
  ['dates against nonsense', [{ field: 'SIGNED_ON', mode: 'date_less_equal', value: 'soon' }]],
  [
    'or and brackets',
    [
      { field: 'CREDIT', mode: 'greater', value: 15 },
      { field: 'NAME', mode: 'begin', value: 'a', join: 'or' },
    ],
  ],
];

describe('the server filters rows as the shell does (DESIGN §4)', () => {
  it.each(cases)('%s', async (_name, conditions) => {
    expect(stored).toHaveLength(ROWS.length);
    expect(await serverNames(conditions)).toEqual(shellNames(conditions));
  });
});
