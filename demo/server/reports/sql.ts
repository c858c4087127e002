/** The three grouped queries of a run (finest grouping, first-dimension subtotals, total), all in SQL. */
import { ALWAYS_TRUE, type SqlPart } from '../actions/conditions.js';
import { readAll, readOne } from '../actions/reads.js';
import { param } from '../errors.js';
import { scopeToClient } from '../actions/tenant.js';
import type { Ctx } from '../http/context.js';
import type { Plan } from './plan.js';
import type { Values } from './types.js';

/** Groups one run may give: far beyond a readable table, small enough to answer at once. */
export const MAX_GROUPS = 10_000;

export interface Sort {
  by: string;
  order: 'ASC' | 'DESC';
}

export type Row = Record<string, unknown>;

/** `FROM` the caller's client's rows that pass the filters, with the joins of referenced dimensions. */
export function fromOf(ctx: Ctx, plan: Plan, parts: SqlPart[]): SqlPart {
  const filters = [...parts, scopeToClient(ctx, plan.entity)!].filter((p) => p.sql !== ALWAYS_TRUE);
  const where = filters.length ? ` WHERE ${filters.map((p) => p.sql).join(' AND ')}` : '';
  return { sql: `FROM (SELECT * FROM "${plan.entity.code}"${where}) AS t${plan.joins}`, params: filters.flatMap((p) => p.params) };
}

const measureList = (plan: Plan): string => plan.measures.map((m, i) => `${m.expr} AS v${i}`).join(', ');

export function readSort(plan: Plan, sort: unknown): Sort {
  if (sort === undefined || sort === null || sort === '') return { by: 'dimension0', order: 'ASC' };
  if (typeof sort !== 'object' || Array.isArray(sort)) throw param('sort 必须是对象', 'sort must be an object');
  const { by, order = 'asc' } = sort as { by?: unknown; order?: unknown };
  const known = plan.dimensions.map((_, i) => `dimension${i}`).concat(plan.measures.map((m) => m.def.id));
  if (typeof by !== 'string' || !known.includes(by)) {
    throw param(`不能按 "${String(by).slice(0, 60)}" 排序`, `Cannot sort by "${String(by).slice(0, 60)}"`);
  }
  if (order !== 'asc' && order !== 'desc') throw param('排序方向只能是 asc 或 desc', 'Sort order must be "asc" or "desc"');
  return { by, order: order === 'asc' ? 'ASC' : 'DESC' };
}

/** The ORDER BY of a query grouped by the first `depth` dimensions. */
function orderOf(plan: Plan, sort: Sort, depth: number): string {
  const keys = Array.from({ length: depth }, (_, i) => `k${i}`);
  const measure = plan.measures.findIndex((m) => m.def.id === sort.by);
  const dim = sort.by.startsWith('dimension') ? Number(sort.by.slice('dimension'.length)) : -1;
  const first = measure >= 0 ? `v${measure} ${sort.order}` : dim < depth ? `k${dim} ${sort.order}` : undefined;
  const rest = keys.filter((k) => measure >= 0 || k !== `k${dim}`).map((k) => `${k} ASC`);
  return ` ORDER BY ${[first, ...rest].filter(Boolean).join(', ')}`;
}

/** Rounds away the binary noise of sums and averages of money (never the value itself). */
const clean = (v: unknown): number | null => (typeof v === 'number' ? Math.round(v * 1e6) / 1e6 : null);

export function valuesOf(plan: Plan, row: Row | undefined): Values {
  return Object.fromEntries(plan.measures.map((m, i) => [m.def.id, clean(row?.[`v${i}`])]));
}

/** Rows grouped by the first `depth` dimensions (k0, k1, v0...), sorted. */
export async function grouped(ctx: Ctx, plan: Plan, from: SqlPart, sort: Sort, depth: number): Promise<Row[]> {
  const keys = plan.dimensions
    .slice(0, depth)
    .map((d, i) => `${d.expr} AS k${i}`)
    .join(', ');
  const groupBy = plan.dimensions
    .slice(0, depth)
    .map((_, i) => `k${i}`)
    .join(', ');
  const sql = `SELECT ${keys}, ${measureList(plan)} ${from.sql} GROUP BY ${groupBy}${orderOf(plan, sort, depth)} LIMIT ?`;
  // On the query threads, within the request's budget, as list queries: a report never holds the server.
  const rows = await readAll<Row>(ctx, sql, [...from.params, MAX_GROUPS + 1]);
  if (rows.length > MAX_GROUPS) {
    throw param(`报表分组超过 ${MAX_GROUPS} 个，请用参数缩小范围`, `The report has more than ${MAX_GROUPS} groups: narrow it with the parameters`);
  }
  return rows;
}

/** The measures over every row that passes the filters. */
export async function totalOf(ctx: Ctx, plan: Plan, from: SqlPart): Promise<Values> {
  return valuesOf(plan, await readOne<Row>(ctx, `SELECT ${measureList(plan)} ${from.sql}`, from.params));
}
