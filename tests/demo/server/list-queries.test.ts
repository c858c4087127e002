// @vitest-environment node
/**
 * What a list call asks of SQLite: statements reused by their text, a COUNT only when the reply
 * needs one, and index plans for the list pages' default sorts and equality filters.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findRows, orderOf, pageSql, whereOf } from '../../../demo/server/actions/query.ts';
import { scopeToClient } from '../../../demo/server/actions/tenant.ts';
import { inlineReads } from '../../../demo/server/db/read-pool.ts';
import { openDb, type Db } from '../../../demo/server/db/schema.ts';
import { seed } from '../../../demo/server/db/seed.ts';
import { reuseStatements } from '../../../demo/server/db/statements.ts';
import type { Ctx } from '../../../demo/server/http/context.ts';
import { findEntity } from '../../../demo/server/meta/entities.ts';

let db: Db;
const prepared: string[] = [];

beforeAll(() => {
  db = openDb(':memory:');
  seed(db);
  const prepare = db.prepare.bind(db);
  db.prepare = ((sql: string) => (prepared.push(sql), prepare(sql))) as Db['prepare'];
});
afterAll(() => db.close());

const customer = findEntity('CUSTOMER')!;
// A business list is always its caller's client's (docs/server-contract.md, Tenancy).
const ctxWith = (params: Record<string, unknown>): Ctx =>
  ({ app: { db, reads: inlineReads(db), queryBudgetMs: 5000 }, params, session: { userId: 'user-admin', clientId: 'client-demo' } }) as unknown as Ctx;

async function run(params: Record<string, unknown>): Promise<{ total: number | undefined; counts: string[] }> {
  prepared.length = 0;
  const found = await findRows(ctxWith(params), customer, true);
  return { total: found.total, counts: prepared.filter((sql) => sql.startsWith('SELECT COUNT') || sql.includes('FM_ROW_COUNT')) };
}

describe('counting', () => {
  it('runs no COUNT when the request says count: false', async () => {
    expect(await run({ pageSize: 20, count: false })).toEqual({ total: undefined, counts: [] });
  });

  it("counts an unfiltered list from the client's kept row count, without reading its rows", async () => {
    expect(await run({ pageSize: 20 })).toEqual({
      total: 60,
      counts: [`SELECT COALESCE((SELECT N FROM FM_ROW_COUNT WHERE ENTITY = 'CUSTOMER' AND CLIENT = ?), 0) AS n`],
    });
    // A filter is counted in SQL, within the client.
    expect((await run({ pageSize: 5, conditions: [{ field: 'LEVEL', mode: 'equal', value: 'A' }] })).counts).toEqual([
      'SELECT COUNT(*) AS n FROM "CUSTOMER" WHERE ("LEVEL" = ?) AND "CLIENT_ID" = ?',
    ]);
  });

  it('takes the total from a short last page instead of counting', async () => {
    expect(await run({ pageSize: 25, pageIndex: 3 })).toEqual({ total: 60, counts: [] });
    expect(await run({ pageSize: 100 })).toEqual({ total: 60, counts: [] });
    // An empty page past the end says nothing about the total: that one is counted.
    expect((await run({ pageSize: 25, pageIndex: 9 })).counts).toHaveLength(1);
  });
});

describe('prepared statements', () => {
  it('gives the same statement for the same SQL text', () => {
    const sql = 'SELECT COUNT(*) AS n FROM "PRODUCT"';
    expect(db.prepare(sql)).toBe(db.prepare(sql));
  });

  it('keeps at most its capacity, dropping the least recently used', () => {
    const small = openDb(':memory:');
    // A SQLite connection: the statement cache is better-sqlite3's (PostgreSQL's store keeps its own).
    const cache = reuseStatements(small as unknown as Parameters<typeof reuseStatements>[0], 2);
    const [a, b, c] = ['SELECT 1', 'SELECT 2', 'SELECT 3'];
    const first = small.prepare(a);
    small.prepare(b);
    small.prepare(a);
    small.prepare(c);
    expect([...cache.keys()]).toEqual([a, c]);
    expect(small.prepare(a)).toBe(first);
    small.close();
  });
});

function planOf(entity: string, params: Record<string, unknown>): string {
  const def = findEntity(entity)!;
  const where = whereOf(def, params, scopeToClient(ctxWith(params), def));
  const rows = db.prepare(`EXPLAIN QUERY PLAN ${pageSql(def, where, orderOf(def, params.sort))}`).all(...where.params, 20, 0) as { detail: string }[];
  return rows.map((r) => r.detail).join(' | ');
}

describe('list pages read from an index', () => {
  const desc = (field: string) => [{ field, order: 'desc' }];

  it('sorts without sorting: the default sorts and the indexed columns', () => {
    const cases: [string, Record<string, unknown>][] = [
      ['CUSTOMER', { sort: desc('ID') }],
      ['CUSTOMER', { sort: [{ field: 'NAME', order: 'asc' }] }],
      ['CUSTOMER', { sort: desc('CREDIT') }],
      ['CUSTOMER', { sort: desc('SIGNED_ON') }],
      ['ORDER', { sort: desc('ORDERED_AT') }],
    ];
    for (const [entity, params] of cases) expect(planOf(entity, params), JSON.stringify(params)).not.toContain('TEMP B-TREE');
  });

  it('filters by equality through the field index, keeping the default sort', () => {
    const cases: [string, string, unknown, string][] = [
      ['CUSTOMER', 'LEVEL', 'A', 'IX_CUSTOMER_LEVEL'],
      ['CUSTOMER', 'REGION', 'EC-SH', 'IX_CUSTOMER_REGION'],
      ['ORDER', 'STATUS', 'draft', 'IX_ORDER_STATUS'],
      ['ORDER', 'CUSTOMER_ID', 3, 'IX_ORDER_CUSTOMER_ID'],
    ];
    for (const [entity, field, value, index] of cases) {
      const plan = planOf(entity, { conditions: [{ field, mode: 'equal', value }], sort: desc('ID') });
      expect(plan, field).toContain(`USING INDEX ${index}`);
    }
  });
});
