/**
 * The caller's parameters of a run: each must be one the definition declares, its value is checked
 * against the parameter's type (a code against its code list) and then compiled by the server's
 * condition compiler with the declared spec §5 mode, so values are only ever bound.
 */
import { attrOf, compileConditions, type SqlPart } from '../actions/conditions.js';
import { param } from '../errors.js';
import type { Ctx } from '../http/context.js';
import type { AttrDef } from '../meta/types.js';
import type { Plan } from './plan.js';
import type { ParamDef } from './types.js';

/** A date range the caller gave on a date field: it sets the period of a comparison. */
export interface DateRange {
  attr: AttrDef;
  from: string;
  to: string;
}

export interface BoundParams {
  /** The compiled condition of each given parameter, by field. */
  parts: Map<string, SqlPart>;
  range?: DateRange;
  compare: boolean;
}

const MAX_VALUES = 1000;
const DATE = /^\d{4}-\d{2}-\d{2}$/;
const DATETIME = /^\d{4}-\d{2}-\d{2}(?:[ T]\d{2}:\d{2}(?::\d{2})?)?$/;
const LIST_MODES = new Set(['in', 'not_in', 'in_scope', 'not_in_scope']);

const isBlank = (v: unknown): boolean =>
  v === undefined || v === null || v === '' || (Array.isArray(v) && v.every((x) => x === undefined || x === null || x === ''));

/** A list mode's value as its items (an array, or a comma-separated text as the compiler reads it). */
function itemsOf(mode: string, v: unknown): unknown[] {
  if (Array.isArray(v)) return v;
  if (LIST_MODES.has(mode) && typeof v === 'string') return v.split(',').map((s) => s.trim());
  return [v];
}

export const isCalendarDate = (s: string): boolean => {
  if (!DATE.test(s)) return false;
  const d = new Date(`${s}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().startsWith(s);
};

function codesOf(ctx: Ctx, key: string): Set<string> {
  const rows = ctx.app.db.prepare('SELECT VALUE FROM FM_CODE_DEFINE WHERE KEY = ?').all(key) as { VALUE: string }[];
  return new Set(rows.map((r) => r.VALUE));
}

function checkItem(p: ParamDef, item: unknown, codes: () => Set<string>): void {
  if (item === undefined || item === null || item === '') return;
  const wrong = (zh: string, en: string): Error => param(`参数 ${p.field} ${zh}`, `Parameter ${p.field} ${en}`);
  if (typeof item !== 'string' && typeof item !== 'number' && typeof item !== 'boolean') throw wrong('的值格式错误', 'has an invalid value');
  const s = String(item).trim();
  switch (p.dataType) {
    case 'date':
      if (!isCalendarDate(s)) throw wrong('必须是日期（YYYY-MM-DD）', 'must be a date (YYYY-MM-DD)');
      return;
    case 'datetime':
      if (!DATETIME.test(s) || !isCalendarDate(s.slice(0, 10)))
        throw wrong('必须是日期时间（YYYY-MM-DD HH:mm:ss）', 'must be a date and time (YYYY-MM-DD HH:mm:ss)');
      return;
    case 'number':
      if (s === '' || !Number.isFinite(Number(s))) throw wrong('必须是数字', 'must be a number');
      return;
    case 'code':
      if (!codes().has(s)) throw wrong(`没有代码 "${s.slice(0, 40)}"`, `has no code "${s.slice(0, 40)}"`);
      return;
    default:
      if (s.length > 200) throw wrong('不能超过 200 个字符', 'cannot be longer than 200 characters');
  }
}

/** A date-only upper bound on a datetime field takes in that whole day. */
function widenUpper(attr: AttrDef, mode: string, value: unknown): unknown {
  if (attr.type !== 'datetime') return value;
  const end = (v: unknown): unknown => (typeof v === 'string' && DATE.test(v.trim()) ? `${v.trim()} 23:59:59` : v);
  if (mode === 'less_equal') return end(value);
  if (mode !== 'in_scope' && mode !== 'not_in_scope') return value;
  const [lo, hi] = itemsOf(mode, value);
  return [lo ?? '', end(hi ?? '')];
}

/** The condition of the period from `from` to `to` (calendar days) on a date field. */
export function periodPart(plan: Plan, attr: AttrDef, from: string, to: string): SqlPart {
  return compileConditions(plan.entity, [{ field: attr.name, mode: 'in_scope', value: widenUpper(attr, 'in_scope', [from, to]) }]);
}

function rangeOf(p: ParamDef, attr: AttrDef, value: unknown): DateRange | undefined {
  if (p.mode !== 'in_scope' || (attr.type !== 'date' && attr.type !== 'datetime')) return undefined;
  const [lo, hi] = itemsOf(p.mode, value).map((v) =>
    String(v ?? '')
      .trim()
      .slice(0, 10),
  );
  if (!lo || !hi || !isCalendarDate(lo) || !isCalendarDate(hi)) return undefined;
  if (lo > hi) throw param(`参数 ${p.field} 的开始日期晚于结束日期`, `Parameter ${p.field} starts after it ends`);
  return { attr, from: lo, to: hi };
}

function readCompare(v: unknown): boolean {
  if (v === undefined || v === null || v === '') return false;
  if (v === 'previous') return true;
  throw param('compare 只能是 previous', 'compare can only be "previous"');
}

/** Checks and compiles the caller's `params` of a run against the definition's parameters. */
export function bindParams(ctx: Ctx, plan: Plan, given: unknown): BoundParams {
  if (given !== undefined && given !== null && (typeof given !== 'object' || Array.isArray(given))) {
    throw param('params 必须是对象', 'params must be an object');
  }
  const values = (given ?? {}) as Record<string, unknown>;
  const declared = plan.report.parameters ?? [];
  for (const key of Object.keys(values)) {
    if (key !== 'compare' && !declared.some((p) => p.field === key)) {
      throw param(`报表 ${plan.report.id} 没有参数 "${key.slice(0, 60)}"`, `Report ${plan.report.id} has no parameter "${key.slice(0, 60)}"`);
    }
  }
  const bound: BoundParams = { parts: new Map(), compare: readCompare(values.compare) };
  for (const p of declared) {
    const value = Object.hasOwn(values, p.field) ? values[p.field] : p.default;
    if (isBlank(value)) {
      if (p.required) throw param(`请填写参数 ${p.label['010']}`, `Please fill in the parameter ${p.label['011']}`);
      continue;
    }
    const attr = attrOf(plan.entity, p.field);
    const items = itemsOf(p.mode, value);
    if (items.length > MAX_VALUES) throw param(`参数 ${p.field} 的取值过多`, `Too many values for parameter ${p.field}`);
    let codes: Set<string> | undefined;
    const codeList = (): Set<string> => (codes ??= codesOf(ctx, p.codeKey ?? attr.codeKey ?? ''));
    for (const item of items) checkItem(p, item, codeList);
    bound.parts.set(p.field, compileConditions(plan.entity, [{ field: p.field, mode: p.mode, value: widenUpper(attr, p.mode, value) }]));
    bound.range ??= rangeOf(p, attr, value);
  }
  return bound;
}
