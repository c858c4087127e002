/** Read actions of every entity: get, find, list, getCount and stat, all parameterised (the CSV export: export.ts). */
import { ApiError, notFound, param } from '../errors.js';
import type { Ctx } from '../http/context.js';
import { allAttrs, column, findEntity } from '../meta/entities.js';
import { CLIENT_COLUMN, ROW_COUNT_TABLE, VERSION_COLUMN, type AttrDef, type EntityDef } from '../meta/types.js';
import { ALWAYS_TRUE, attrOf, compileConditions, quoted, type SqlPart, type ValueBudget } from './conditions.js';
import { readAll, readOne } from './reads.js';
import { hasRight } from './rights.js';
import { scopeToClient } from './tenant.js';

export const MAX_PAGE_SIZE = 1000;
/** Far beyond any real list, and small enough that the offset stays an exact integer. */
export const MAX_PAGE_INDEX = 10_000_000;
/** `list` without paging returns at most this many rows. */
export const MAX_UNPAGED = 5000;

const table = (def: EntityDef): string => `"${def.code}"`;

/** By entity definition: every list call of an entity selects the same columns. */
const selectLists = new WeakMap<EntityDef, string>();

export function selectList(def: EntityDef): string {
  let list = selectLists.get(def);
  if (list === undefined) {
    list = columnList(def);
    selectLists.set(def, list);
  }
  return list;
}

function columnList(def: EntityDef): string {
  const cols = allAttrs(def).map((a) => (column(a) === a.name ? `"${a.name}"` : `"${column(a)}" AS "${a.name}"`));
  if (def.metaType === 'business') cols.push(`"${VERSION_COLUMN}"`);
  return cols.join(', ');
}

export const keyAttr = (def: EntityDef): AttrDef => attrOf(def, 'ID');

/** Paging and limit parameters: absent, or a non-negative integer (a number or its decimal digits). */
export function nonNegativeInt(v: unknown, name: string): number | undefined {
  if (v === undefined || v === null || v === '') return undefined;
  const ok = typeof v === 'number' ? Number.isSafeInteger(v) && v >= 0 : typeof v === 'string' && /^\d{1,15}$/.test(v.trim());
  if (!ok) throw param(`${name} 必须是非负整数`, `${name} must be a non-negative integer`);
  return Number(v);
}

/**
 * `link` names the link attributes whose related values the call reads (spec §7: FM_SYSTEM's find
 * links its client for `CLIENT|CODE`). The demo stores those values with the row, so a link only
 * has to name an attribute of the entity.
 */
function checkLinks(def: EntityDef, link: unknown): void {
  if (link === undefined || link === null || link === '') return;
  const names = typeof link === 'string' ? link.split(',') : link;
  if (!Array.isArray(names) || names.length > 20) throw param('link 必须是字段名数组', 'link must be a list of field names');
  for (const name of names) attrOf(def, typeof name === 'string' ? name.trim() : name);
}

/**
 * The filter of ListParams (conditions, scope and keyword) as a ` WHERE ...` clause, or '' when
 * nothing filters: SQLite counts a whole table from its b-tree without reading rows only when the
 * COUNT has no WHERE at all (`WHERE 1 = 1` reads every row). A business list always filters by
 * its client; its unfiltered count has a way of its own (countSql).
 */
export function whereOf(def: EntityDef, p: Record<string, unknown>, extra?: SqlPart): SqlPart {
  checkLinks(def, p.link);
  const budget: ValueBudget = { used: 0 };
  const parts: SqlPart[] = [compileConditions(def, p.conditions, budget)];
  const scope = p.scope;
  if (scope !== undefined && scope !== null && scope !== '') {
    if (typeof scope !== 'object' || Array.isArray(scope)) throw param('scope 必须是对象', 'scope must be an object');
    if (Object.keys(scope).length > 50) throw param('scope 的字段过多', 'Too many scope fields');
    for (const [k, v] of Object.entries(scope as Record<string, unknown>)) {
      const mode = Array.isArray(v) ? 'in' : 'equal';
      parts.push(compileConditions(def, [{ field: k, mode, value: v }], budget));
    }
  }
  if (typeof p.keyword === 'string' && p.keyword.trim() !== '') {
    const fields = allAttrs(def).filter((a) => a.busiKey || (def.searchFields?.includes(a.name) && (a.type === 'string' || a.type === 'text')));
    if (fields.length) {
      parts.push({ sql: `(${fields.map((a) => `instr(${quoted(a)}, ?) > 0`).join(' OR ')})`, params: fields.map(() => p.keyword) });
    }
  }
  if (extra) parts.push(extra);
  const filters = parts.filter((x) => x.sql !== ALWAYS_TRUE);
  if (filters.length === 0) return { sql: '', params: [] };
  return { sql: ` WHERE ${filters.map((x) => x.sql).join(' AND ')}`, params: filters.flatMap((x) => x.params) };
}

export function orderOf(def: EntityDef, sort: unknown): string {
  if (sort === undefined || sort === null || sort === '') return `ORDER BY ${quoted(keyAttr(def))} ASC`;
  const items: unknown[] = Array.isArray(sort) ? sort : [sort];
  if (items.length > 10) throw param('排序字段过多', 'Too many sort fields');
  const out = items.map((it) => {
    let field: unknown;
    let order: unknown = 'asc';
    if (typeof it === 'string') [field, order = 'asc'] = it.trim().split(/\s+/);
    else if (it && typeof it === 'object') ({ field, order = 'asc' } = it as { field?: unknown; order?: unknown });
    const attr = attrOf(def, field);
    const dir = String(order).toLowerCase();
    if (dir !== 'asc' && dir !== 'desc') throw param('排序方向只能是 asc 或 desc', 'Sort order must be "asc" or "desc"');
    return `${quoted(attr)} ${dir.toUpperCase()}`;
  });
  return `ORDER BY ${out.join(', ')}`;
}

export interface Paging {
  limit: number;
  offset: number;
}

export function pagingOf(p: Record<string, unknown>, pageByDefault: boolean): Paging {
  const size = nonNegativeInt(p.pageSize ?? p.limit, 'pageSize');
  const index = nonNegativeInt(p.pageIndex ?? p.page, 'pageIndex');
  if (size !== undefined && (size < 1 || size > MAX_PAGE_SIZE)) {
    throw param(`每页条数必须在 1 到 ${MAX_PAGE_SIZE} 之间`, `pageSize must be between 1 and ${MAX_PAGE_SIZE}`);
  }
  if (index !== undefined && (index < 1 || index > MAX_PAGE_INDEX)) {
    throw param(`页码必须在 1 到 ${MAX_PAGE_INDEX} 之间`, `pageIndex must be between 1 and ${MAX_PAGE_INDEX}`);
  }
  if (size === undefined && index === undefined && !pageByDefault) return { limit: MAX_UNPAGED, offset: 0 };
  const limit = size ?? 20;
  return { limit, offset: ((index ?? 1) - 1) * limit };
}

export interface Found {
  entitys: Record<string, unknown>[];
  /** Absent when the request said `count: false`. */
  total?: number;
}

/**
 * Whether a find/list call wants `total`: yes unless it says `count: false` (docs/server-contract.md).
 * A pager asks for it with the first page of a filter and may leave it out while it turns pages.
 */
export function wantsCount(p: Record<string, unknown>): boolean {
  const v = p.count;
  if (v === undefined || v === null || v === '' || v === true || v === 'true' || v === 1 || v === '1') return true;
  if (v === false || v === 'false' || v === 0 || v === '0') return false;
  throw param('count 只能是 true 或 false', 'count must be true or false');
}

/** Built here, run on the read pool (actions/reads.ts): a costly filter holds no other caller. */
export async function findRows(ctx: Ctx, def: EntityDef, pageByDefault: boolean, extra?: SqlPart): Promise<Found> {
  const p = ctx.params;
  const where = whereOf(def, p, scopeToClient(ctx, def, extra));
  const order = orderOf(def, p.sort);
  const { limit, offset } = pagingOf(p, pageByDefault);
  const counted = wantsCount(p);
  const entitys = await readAll(ctx, pageSql(def, where, order), [...where.params, limit, offset]);
  if (!counted) return { entitys };
  // A short page that holds rows (or the first page) is the last one: the total needs no COUNT.
  const lastPage = entitys.length < limit && (entitys.length > 0 || offset === 0);
  const total = lastPage ? offset + entitys.length : await countWhere(ctx, def, where);
  return { entitys, total };
}

/** The SELECT of one page: the filter's values, then LIMIT and OFFSET, are its parameters. */
export const pageSql = (def: EntityDef, where: SqlPart, order: string): string =>
  `SELECT ${selectList(def)} FROM ${table(def)}${where.sql} ${order} LIMIT ? OFFSET ?`;

/** The WHERE of a business list that filters by nothing but the caller's client (scopeToClient). */
const CLIENT_ONLY = ` WHERE "${CLIENT_COLUMN}" = ?`;

/**
 * The COUNT of a filter. With no filter but the client, the client's row count that triggers keep
 * (schema.ts), bound to the same parameter: counting the client's index entries reads them all.
 */
export const countSql = (def: EntityDef, where: SqlPart): string =>
  def.metaType === 'business' && where.sql === CLIENT_ONLY
    ? `SELECT COALESCE((SELECT N FROM ${ROW_COUNT_TABLE} WHERE ENTITY = '${def.code}' AND CLIENT = ?), 0) AS n`
    : `SELECT COUNT(*) AS n FROM ${table(def)}${where.sql}`;

async function countWhere(ctx: Ctx, def: EntityDef, where: SqlPart): Promise<number> {
  return ((await readOne(ctx, countSql(def, where), where.params)) as { n: number }).n;
}

export async function countRows(ctx: Ctx, def: EntityDef, extra?: SqlPart): Promise<{ count: number }> {
  return { count: await countWhere(ctx, def, whereOf(def, ctx.params, scopeToClient(ctx, def, extra))) };
}

/** Parses a key for this entity: integers for derived keys, text for assigned ones. */
export function keyValue(def: EntityDef, v: unknown): string | number {
  if (v === undefined || v === null || v === '') throw param('缺少记录编号 id', 'Missing record id');
  if (typeof v !== 'string' && typeof v !== 'number') throw param('记录编号格式错误', 'Invalid record id');
  if (keyAttr(def).type === 'int') {
    // Decimal digits only: Number() would also read "0x10", "1e1" or "" as numbers.
    const text = String(v).trim();
    const n = /^-?\d+$/.test(text) ? Number(text) : NaN;
    if (!Number.isSafeInteger(n)) throw param(`记录编号 "${String(v).slice(0, 40)}" 格式错误`, `Invalid record id "${String(v).slice(0, 40)}"`);
    return n;
  }
  return String(v);
}

export function keysOf(def: EntityDef, v: unknown): (string | number)[] {
  const raw = Array.isArray(v)
    ? v
    : typeof v === 'string'
      ? v
          .split(',')
          .map((s) => s.trim())
          .filter((s) => s !== '')
      : [v];
  if (raw.length === 0) throw param('缺少记录编号 id', 'Missing record id');
  if (raw.length > 10000) throw param('一次最多处理 10000 条记录', 'At most 10000 records at a time');
  return raw.map((x) => keyValue(def, x));
}

/** The row of `key`, when it is one of the caller's client (business entities) or exists at all (platform ones). */
export function rowById(ctx: Ctx, def: EntityDef, key: string | number): Record<string, unknown> | undefined {
  const own = scopeToClient(ctx, def);
  // The key's column: FM_USER_ROLE's ID is its ROWID (SQLite read a missing "ID" as the text 'ID').
  return ctx.app.db
    .prepare(`SELECT ${selectList(def)} FROM ${table(def)} WHERE "${column(keyAttr(def))}" = ?${own ? ` AND ${own.sql}` : ''}`)
    .get(key, ...(own?.params ?? [])) as Record<string, unknown> | undefined;
}

/** The record's child lists the reader may view: a list of another entity is read with that entity's right. */
export function childRows(ctx: Ctx, def: EntityDef, key: string | number): Record<string, unknown[]> {
  const children: Record<string, unknown[]> = {};
  for (const rel of def.relations ?? []) {
    const child = findEntity(rel.child)!;
    if (!hasRight(ctx, child, 'view')) continue;
    const own = scopeToClient(ctx, child);
    children[rel.code] = ctx.app.db
      .prepare(
        `SELECT ${selectList(child)} FROM "${child.code}" WHERE "${rel.linkAttri}" = ?${own ? ` AND ${own.sql}` : ''} ORDER BY "${column(keyAttr(child))}"`,
      )
      .all(key, ...(own?.params ?? []));
  }
  return children;
}

export function getBean(ctx: Ctx, def: EntityDef, extra?: SqlPart): { bean: { data: Record<string, unknown>; children: Record<string, unknown[]> } } {
  const key = keyValue(def, ctx.params.id ?? ctx.params.ID);
  const own = scopeToClient(ctx, def, extra);
  const data = own
    ? (ctx.app.db.prepare(`SELECT ${selectList(def)} FROM ${table(def)} WHERE "${column(keyAttr(def))}" = ? AND ${own.sql}`).get(key, ...own.params) as
        | Record<string, unknown>
        | undefined)
    : rowById(ctx, def, key);
  if (!data) throw notFound(`${def.zh} ${key} 不存在`, `${def.en} ${key} does not exist`);
  return { bean: { data, children: childRows(ctx, def, key) } };
}

const NUMERIC = new Set(['int', 'number', 'money']);
/** Groups one `stat` answers; a chart of more says nothing anyway. */
export const MAX_STAT_GROUPS = 1000;

export async function statRows(
  ctx: Ctx,
  def: EntityDef,
  extra?: SqlPart,
): Promise<{ groups: { value: unknown; label: string; count: number; sums: Record<string, number> }[] }> {
  const p = ctx.params;
  const by = attrOf(def, p.groupBy);
  const sums = (Array.isArray(p.sum) ? p.sum : typeof p.sum === 'string' && p.sum ? p.sum.split(',') : []).map((f) => {
    const a = attrOf(def, f);
    if (!NUMERIC.has(a.type)) throw param(`字段 ${a.name} 不是数值，不能求和`, `Field ${a.name} is not numeric and cannot be summed`);
    return a;
  });
  const where = whereOf(def, p, scopeToClient(ctx, def, extra));
  const sumSql = sums.map((a, i) => `, TOTAL(${quoted(a)}) AS "s${i}"`).join('');
  const rows = await readAll(
    ctx,
    `SELECT ${quoted(by)} AS value, COUNT(*) AS count${sumSql} FROM ${table(def)}${where.sql}
              GROUP BY ${quoted(by)} ORDER BY count DESC LIMIT ?`,
    [...where.params, MAX_STAT_GROUPS + 1],
  );
  // A cut list of groups would pass for the whole: refuse it, as reports do past their limit.
  if (rows.length > MAX_STAT_GROUPS) {
    throw param(`统计分组超过 ${MAX_STAT_GROUPS} 个，请用条件缩小范围`, `The statistics have more than ${MAX_STAT_GROUPS} groups: narrow them with conditions`);
  }
  const labels = by.codeKey ? codeLabels(ctx, by.codeKey) : new Map<string, string>();
  return {
    groups: rows.map((r) => ({
      value: r.value ?? null,
      label:
        labels.get(String(r.value)) ??
        (r.value === null || r.value === undefined || r.value === '' ? (ctx.lang === 'en' ? '(empty)' : '（空）') : String(r.value)),
      count: r.count as number,
      // To cents, as money is stored: a sum of REALs carries binary noise (0.1 + 0.2).
      sums: Object.fromEntries(sums.map((a, i) => [a.name, Math.round((r[`s${i}`] as number) * 100) / 100])),
    })),
  };
}

export function codeLabels(ctx: Ctx, key: string): Map<string, string> {
  const rows = ctx.app.db.prepare('SELECT VALUE, TEXT, TEXT_EN FROM FM_CODE_DEFINE WHERE KEY = ?').all(key) as {
    VALUE: string;
    TEXT: string;
    TEXT_EN: string | null;
  }[];
  return new Map(rows.map((r) => [r.VALUE, ctx.lang === 'en' ? (r.TEXT_EN ?? r.TEXT) : r.TEXT]));
}

export function assertNotReadOnly(def: EntityDef): void {
  if (def.metaType !== 'business') throw new ApiError('error.forbidden', [`${def.zh} 是只读的`, `${def.en} is read-only`]);
}
