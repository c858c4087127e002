/**
 * Translates the condition lists of DESIGN.md §4 into a parameterised SQL WHERE fragment.
 * Field names are looked up in the entity's attributes (never copied from input); values are bound.
 */
import { param } from '../errors.js';
import { allAttrs, column } from '../meta/entities.js';
import type { AttrDef, EntityDef } from '../meta/types.js';

export interface Condition {
  left?: string;
  field: string;
  mode: string;
  value?: unknown;
  right?: string;
  join?: 'and' | 'or';
}

export interface SqlPart {
  sql: string;
  params: unknown[];
}

export const MODES = [
  'is_null', 'not_null', 'equal', 'not_equal', 'greater', 'greater_equal', 'less', 'less_equal', 'in', 'not_in',
  'in_scope', 'not_in_scope', 'begin', 'end', 'date_greater', 'date_greater_equal', 'date_less', 'date_less_equal',
  'like', 'not_like',
] as const;

const NUMERIC = new Set(['int', 'number', 'money', 'boolean']);

/** Finds an attribute by name; unknown names are a readable error, never SQL. */
export function attrOf(def: EntityDef, name: unknown): AttrDef {
  const attr = typeof name === 'string' ? allAttrs(def).find((a) => a.name === name) : undefined;
  if (!attr) {
    const shown = typeof name === 'string' ? name.slice(0, 60) : String(name);
    throw param(`实体 ${def.code} 没有字段 "${shown}"`, `Entity ${def.code} has no field "${shown}"`);
  }
  return attr;
}

export const quoted = (a: AttrDef): string => `"${column(a)}"`;

function bindValue(attr: AttrDef, v: unknown): unknown {
  if (v === null || v === undefined) return null;
  if (typeof v === 'boolean') return v ? 1 : 0;
  if (typeof v === 'number') return v;
  if (typeof v === 'object') throw param('条件值格式错误', 'Invalid condition value');
  const s = String(v);
  if (NUMERIC.has(attr.type) && s.trim() !== '' && Number.isFinite(Number(s))) return Number(s);
  return s;
}

function listOf(v: unknown): unknown[] {
  if (Array.isArray(v)) return v;
  if (v === null || v === undefined || v === '') return [];
  if (typeof v === 'string') return v.split(',');
  return [v];
}

function scopeOf(v: unknown): [unknown, unknown] {
  const l = listOf(v);
  return [l[0] ?? '', l[1] ?? ''];
}

const isBlank = (v: unknown): boolean => v === null || v === undefined || v === '';

function compileMode(attr: AttrDef, mode: string, value: unknown): SqlPart {
  const c = quoted(attr);
  const present = `(${c} IS NOT NULL AND ${c} <> '')`;
  const cmp = (op: string): SqlPart => ({ sql: `(${present} AND ${c} ${op} ?)`, params: [bindValue(attr, value)] });
  const date = (op: string): SqlPart => ({ sql: `(${present} AND date(${c}) ${op} date(?))`, params: [String(value ?? '')] });
  switch (mode) {
    case 'is_null': return { sql: `(${c} IS NULL OR ${c} = '')`, params: [] };
    case 'not_null': return { sql: present, params: [] };
    case 'equal': return isBlank(value) ? { sql: `(${c} IS NULL OR ${c} = '')`, params: [] } : { sql: `${c} = ?`, params: [bindValue(attr, value)] };
    case 'not_equal': return isBlank(value) ? { sql: present, params: [] } : { sql: `(${c} IS NULL OR ${c} <> ?)`, params: [bindValue(attr, value)] };
    case 'greater': return cmp('>');
    case 'greater_equal': return cmp('>=');
    case 'less': return cmp('<');
    case 'less_equal': return cmp('<=');
    case 'in': case 'not_in': {
      const items = listOf(value).map((v) => bindValue(attr, typeof v === 'string' ? v.trim() : v));
      if (items.length === 0) return { sql: mode === 'in' ? '0 = 1' : '1 = 1', params: [] };
      const marks = items.map(() => '?').join(', ');
      return mode === 'in'
        ? { sql: `${c} IN (${marks})`, params: items }
        : { sql: `(${c} IS NULL OR ${c} NOT IN (${marks}))`, params: items };
    }
    case 'in_scope': case 'not_in_scope': {
      const [lo, hi] = scopeOf(value);
      const parts: string[] = [];
      const params: unknown[] = [];
      if (!isBlank(lo)) { parts.push(`${c} >= ?`); params.push(bindValue(attr, lo)); }
      if (!isBlank(hi)) { parts.push(`${c} <= ?`); params.push(bindValue(attr, hi)); }
      const inside = parts.length ? parts.join(' AND ') : '1 = 1';
      return { sql: mode === 'in_scope' ? `(${present} AND ${inside})` : `(${present} AND NOT (${inside}))`, params };
    }
    case 'begin': case 'end': case 'like': case 'not_like': {
      const s = value === null || value === undefined ? '' : String(value);
      if (mode === 'not_like') return { sql: `(${c} IS NOT NULL AND instr(${c}, ?) = 0)`, params: [s] };
      if (s === '') return { sql: `${c} IS NOT NULL`, params: [] };
      if (mode === 'begin') return { sql: `(${c} IS NOT NULL AND substr(${c}, 1, length(?)) = ?)`, params: [s, s] };
      if (mode === 'end') return { sql: `(${c} IS NOT NULL AND length(${c}) >= length(?) AND substr(${c}, -length(?)) = ?)`, params: [s, s, s] };
      return { sql: `(${c} IS NOT NULL AND instr(${c}, ?) > 0)`, params: [s] };
    }
    case 'date_greater': return date('>');
    case 'date_greater_equal': return date('>=');
    case 'date_less': return date('<');
    case 'date_less_equal': return date('<=');
    default:
      throw param(`不支持的条件模式 "${String(mode).slice(0, 40)}"`, `Unknown condition mode "${String(mode).slice(0, 40)}"`);
  }
}

function brackets(v: unknown, ch: '(' | ')'): number {
  if (v === undefined || v === null || v === '') return 0;
  if (typeof v !== 'string' || ![...v].every((x) => x === ch || /\s/.test(x))) {
    throw param('条件括号格式错误', 'Invalid bracket in condition');
  }
  return [...v].filter((x) => x === ch).length;
}

/**
 * Limits of a condition list (docs/server-contract.md): items, bracket depth, the values of one
 * in/not_in list, and of all of them together. The shell's core/rules applies the same ones.
 */
export const MAX_CONDITIONS = 200;
export const MAX_CONDITION_DEPTH = 20;
export const MAX_IN_VALUES = 1000;
export const MAX_CONDITION_VALUES = 5000;

/** Mode and join names are read as the shell reads them: trimmed, in any case. */
const nameOf = (v: unknown): unknown => (typeof v === 'string' ? v.trim().toLowerCase() : v);

const LIST_MODES = new Set(['in', 'not_in', 'in_scope', 'not_in_scope']);
const isScalar = (v: unknown): boolean => v === null || v === undefined || ['string', 'number', 'boolean'].includes(typeof v);

/**
 * A value is a scalar; the list and scope modes also take an array of scalars; is_null and
 * not_null ignore it. Returns how many values an in/not_in list holds (0 for other modes).
 */
function checkValue(mode: string, v: unknown): number {
  if (mode === 'is_null' || mode === 'not_null') return 0;
  const ok = isScalar(v) || (LIST_MODES.has(mode) && Array.isArray(v) && v.every(isScalar));
  if (!ok) throw param('条件值格式错误', 'Invalid condition value');
  if (mode !== 'in' && mode !== 'not_in') return 0;
  const count = listOf(v).length;
  if (count > MAX_IN_VALUES) throw param('in 条件的取值过多', 'Too many values in an "in" condition');
  return count;
}

/** The SQL of an empty condition list, which callers may leave out of a WHERE clause. */
export const ALWAYS_TRUE = '1 = 1';

/** Compiles a condition list; an empty list is true. Malformed lists throw error.param. */
export function compileConditions(def: EntityDef, list: unknown): SqlPart {
  if (list === undefined || list === null) return { sql: ALWAYS_TRUE, params: [] };
  if (!Array.isArray(list)) throw param('conditions 必须是数组', 'conditions must be an array');
  if (list.length === 0) return { sql: ALWAYS_TRUE, params: [] };
  if (list.length > MAX_CONDITIONS) throw param(`条件最多 ${MAX_CONDITIONS} 条`, `At most ${MAX_CONDITIONS} conditions`);
  let depth = 0;
  let values = 0;
  let sql = '';
  const params: unknown[] = [];
  list.forEach((raw, i) => {
    if (!raw || typeof raw !== 'object') throw param('条件格式错误', 'Invalid condition');
    const item = raw as Condition;
    const open = brackets(item.left, '(');
    const close = brackets(item.right, ')');
    const attr = attrOf(def, typeof item.field === 'string' ? item.field.trim() : item.field);
    const mode = nameOf(item.mode) as string;
    values += checkValue(mode, item.value);
    if (values > MAX_CONDITION_VALUES) throw param(`条件取值最多 ${MAX_CONDITION_VALUES} 个`, `At most ${MAX_CONDITION_VALUES} condition values`);
    const part = compileMode(attr, mode, item.value);
    if (i > 0) {
      const join = nameOf(item.join ?? 'and');
      if (join !== 'and' && join !== 'or') throw param('条件连接符只能是 and 或 or', 'join must be "and" or "or"');
      sql += join === 'or' ? ' OR ' : ' AND ';
    }
    depth += open;
    if (depth > MAX_CONDITION_DEPTH) throw param(`条件括号最多嵌套 ${MAX_CONDITION_DEPTH} 层`, `Condition brackets nest at most ${MAX_CONDITION_DEPTH} deep`);
    sql += '('.repeat(open) + part.sql + ')'.repeat(close);
    depth -= close;
    if (depth < 0) throw param('条件括号不匹配', 'Unbalanced brackets in conditions');
    params.push(...part.params);
  });
  if (depth !== 0) throw param('条件括号不匹配', 'Unbalanced brackets in conditions');
  return { sql: `(${sql})`, params };
}
