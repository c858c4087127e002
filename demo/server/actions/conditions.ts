/**
 * Translates the condition lists of DESIGN.md §4 into a parameterised SQL WHERE fragment.
 * Field names are looked up in the entity's attributes (never copied from input); values are bound.
 */
import { dateKey, isNullValue, listOf, scopeEnds, toNumber, toText } from '../../../core/rules/modes.js';
import { param } from '../errors.js';
import { allAttrs, column } from '../meta/entities.js';
import type { AttrDef, EntityDef } from '../meta/types.js';
import { storeDialect } from '../db/dialect.js';

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
  'is_null',
  'not_null',
  'equal',
  'not_equal',
  'greater',
  'greater_equal',
  'less',
  'less_equal',
  'in',
  'not_in',
  'in_scope',
  'not_in_scope',
  'begin',
  'end',
  'date_greater',
  'date_greater_equal',
  'date_less',
  'date_less_equal',
  'like',
  'not_like',
] as const;

/** Column types whose cells are numbers (INTEGER or REAL columns, schema.ts `sqlType`). */
const NUMERIC_TYPES = new Set(['int', 'number', 'money', 'boolean']);
export const numericColumn = (attr: AttrDef): boolean => NUMERIC_TYPES.has(attr.type) || (attr.type === 'ref' && attr.relatedEntity !== 'PRODUCT');

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

// The SQL functions cond_num, cond_text and cond_date: in a module of their own, which the query
// threads load without the entity definitions.
export { registerConditionFunctions } from '../db/condition-functions.js';

const NEVER: SqlPart = { sql: '0 = 1', params: [] };
const ALWAYS: SqlPart = { sql: '1 = 1', params: [] };

/** Whether `part` does not hold, a NULL (an unknown) counting as "does not hold". */
const not = (part: SqlPart): SqlPart => ({
  sql: storeDialect() === 'postgres' ? `NOT COALESCE(${part.sql}, FALSE)` : `NOT IFNULL(${part.sql}, 0)`,
  params: part.params,
});
const and = (...parts: SqlPart[]): SqlPart => ({ sql: `(${parts.map((p) => p.sql).join(' AND ')})`, params: parts.flatMap((p) => p.params) });

/**
 * SQL for one mode, with DESIGN §4's meanings exactly as core/rules/modes.ts gives them: '' is
 * null and a null cell never satisfies an ordered, scope, text or date test; values compare as
 * numbers when both sides are numeric (a text cell that spells a number too), else as text, a
 * number written as the shell writes it. The usual cases stay plain comparisons an index serves:
 * a text value on any column, a number on a number column.
 */
function compileMode(attr: AttrDef, mode: string, value: unknown): SqlPart {
  const c = quoted(attr);
  const numeric = numericColumn(attr);
  // SQLite's cells carry their own type (typeof); PostgreSQL's columns have one, so its SQL is
  // chosen by the column's type instead, with the same meanings.
  const pg = storeDialect() === 'postgres';
  /** PostgreSQL: a number column holds numbers only (no '' to test for, no text to compare). */
  const typedNumber = pg && numeric;
  /**
   * A number bound against a number column: PostgreSQL reads it as the column's type, so a
   * fraction (12.5 against a bigint) is cast; a whole number is not, and keeps the column's index.
   */
  const numMark = (n: number): string => (pg && !Number.isInteger(n) ? 'CAST(? AS DOUBLE PRECISION)' : '?');
  const isNull = typedNumber ? `${c} IS NULL` : `(${c} IS NULL OR ${c} = '')`;
  const present: SqlPart = { sql: typedNumber ? `${c} IS NOT NULL` : `(${c} IS NOT NULL AND ${c} <> '')`, params: [] };
  /** The cell as the shell reads it as text. */
  const text = pg
    ? typedNumber
      ? `CAST(${c} AS TEXT)`
      : c
    : `(CASE typeof(${c}) WHEN 'text' THEN ${c} WHEN 'integer' THEN CAST(${c} AS TEXT) ELSE cond_text(${c}) END)`;
  /** `cell op value` for a present cell, as the shell's comparator orders them. */
  const ordered = (op: string, right: unknown): SqlPart => {
    const num = toNumber(right);
    const words = toText(right);
    if (num === undefined) return { sql: `${text} ${op} ?`, params: [words] };
    if (typedNumber) return { sql: `${c} ${op} ${numMark(num)}`, params: [num] };
    if (pg) return { sql: `(CASE WHEN cond_num(${c}) IS NOT NULL THEN cond_num(${c}) ${op} ? ELSE ${c} ${op} ? END)`, params: [num, words] };
    return {
      sql: `(CASE WHEN typeof(${c}) IN ('integer', 'real') THEN ${c} ${op} ? WHEN cond_num(${c}) IS NOT NULL THEN cond_num(${c}) ${op} ? ELSE ${text} ${op} ? END)`,
      params: [num, num, words],
    };
  };
  const equal = (right: unknown): SqlPart => {
    if (isNullValue(right)) return { sql: isNull, params: [] };
    const num = toNumber(right);
    if (num === undefined) return { sql: `${typedNumber ? text : c} = ?`, params: [toText(right)] };
    return numeric ? { sql: `${c} = ${numMark(num)}`, params: [num] } : { sql: `cond_num(${c}) = ?`, params: [num] };
  };
  const member = (list: unknown): SqlPart => {
    const items = listOf(list);
    if (items.length === 0) return NEVER;
    const texts = [...new Set(items.map(toText))];
    const numbers = [...new Set(items.map(toNumber).filter((n): n is number => n !== undefined))];
    const marks = (values: unknown[]) => values.map(() => '?').join(', ');
    const parts: SqlPart[] = [{ sql: `${typedNumber ? text : c} IN (${marks(texts)})`, params: texts }];
    if (numbers.length)
      parts.push({ sql: numeric ? `${c} IN (${numbers.map(numMark).join(', ')})` : `cond_num(${c}) IN (${marks(numbers)})`, params: numbers });
    if (texts.includes('')) parts.push({ sql: `${c} IS NULL`, params: [] });
    return { sql: `(${parts.map((p) => p.sql).join(' OR ')})`, params: parts.flatMap((p) => p.params) };
  };
  const words = (test: (right: string) => SqlPart): SqlPart => (isNullValue(value) ? NEVER : and(present, test(toText(value))));
  /** The cell as yyyymmdd: the stored YYYY-MM-DD[ HH:MM:SS] forms in SQL, any other form through dayjs. */
  const dateKeyOf = pg
    ? typedNumber
      ? `cond_date(${c})`
      : `(CASE WHEN ${c} IS NULL OR ${c} = '' THEN NULL` +
        ` WHEN ${c} ~ '^[0-9]{4}-[0-9]{2}-[0-9]{2}( [0-9]{2}:[0-9]{2}:[0-9]{2})?$'` +
        ` AND substr(${c}, 6, 2) BETWEEN '01' AND '12' AND substr(${c}, 9, 2) BETWEEN '01' AND '31'` +
        ` THEN CAST(substr(${c}, 1, 4) || substr(${c}, 6, 2) || substr(${c}, 9, 2) AS BIGINT) ELSE cond_date(${c}) END)`
    : `(CASE WHEN ${c} IS NULL OR ${c} = '' THEN NULL` +
      ` WHEN typeof(${c}) = 'text' AND (${c} GLOB '[0-9][0-9][0-9][0-9]-[0-9][0-9]-[0-9][0-9]' OR ${c} GLOB '[0-9][0-9][0-9][0-9]-[0-9][0-9]-[0-9][0-9] [0-9][0-9]:[0-9][0-9]:[0-9][0-9]')` +
      ` AND substr(${c}, 6, 2) BETWEEN '01' AND '12' AND substr(${c}, 9, 2) BETWEEN '01' AND '31'` +
      ` THEN CAST(substr(${c}, 1, 4) || substr(${c}, 6, 2) || substr(${c}, 9, 2) AS INTEGER) ELSE cond_date(${c}) END)`;
  const date = (op: string): SqlPart => {
    const right = dateKey(value);
    return right === undefined ? NEVER : { sql: `${dateKeyOf} ${op} ?`, params: [right] };
  };
  const compare = (op: string): SqlPart => (isNullValue(value) ? NEVER : and(present, ordered(op, value)));
  const within = (): SqlPart => {
    const [min, max] = scopeEnds(value);
    const ends = [...(isNullValue(min) ? [] : [ordered('>=', min)]), ...(isNullValue(max) ? [] : [ordered('<=', max)])];
    return ends.length ? and(...ends) : ALWAYS;
  };
  switch (mode) {
    case 'is_null':
      return { sql: isNull, params: [] };
    case 'not_null':
      return present;
    case 'equal':
      return equal(value);
    case 'not_equal':
      return not(equal(value));
    case 'greater':
      return compare('>');
    case 'greater_equal':
      return compare('>=');
    case 'less':
      return compare('<');
    case 'less_equal':
      return compare('<=');
    case 'in':
      return member(value);
    case 'not_in':
      return not(member(value));
    case 'in_scope':
      return and(present, within());
    case 'not_in_scope':
      return and(present, not(within()));
    case 'begin':
      return words((s) => ({ sql: `substr(${text}, 1, length(?)) = ?`, params: [s, s] }));
    case 'end':
      return words((s) =>
        pg
          ? { sql: `right(${text}, length(?)) = ?`, params: [s, s] }
          : { sql: `(length(${text}) >= length(?) AND substr(${text}, -length(?)) = ?)`, params: [s, s, s] },
      );
    case 'like':
      return words((s) => ({ sql: `instr(${text}, ?) > 0`, params: [s] }));
    case 'not_like':
      return words((s) => ({ sql: `instr(${text}, ?) = 0`, params: [s] }));
    case 'date_greater':
      return date('>');
    case 'date_greater_equal':
      return date('>=');
    case 'date_less':
      return date('<');
    case 'date_less_equal':
      return date('<=');
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

/**
 * How many in/not_in values a filter has used so far. One filter compiled from several lists (a
 * call's conditions and each of its scope fields) shares one, so their total stays under
 * MAX_CONDITION_VALUES and the SQL under SQLite's limit of bound values.
 */
export interface ValueBudget {
  used: number;
}

/** Compiles a condition list; an empty list is true. Malformed lists throw error.param. */
export function compileConditions(def: EntityDef, list: unknown, budget: ValueBudget = { used: 0 }): SqlPart {
  if (list === undefined || list === null) return { sql: ALWAYS_TRUE, params: [] };
  if (!Array.isArray(list)) throw param('conditions 必须是数组', 'conditions must be an array');
  if (list.length === 0) return { sql: ALWAYS_TRUE, params: [] };
  if (list.length > MAX_CONDITIONS) throw param(`条件最多 ${MAX_CONDITIONS} 条`, `At most ${MAX_CONDITIONS} conditions`);
  let depth = 0;
  let sql = '';
  const params: unknown[] = [];
  list.forEach((raw, i) => {
    if (!raw || typeof raw !== 'object') throw param('条件格式错误', 'Invalid condition');
    const item = raw as Condition;
    const open = brackets(item.left, '(');
    const close = brackets(item.right, ')');
    const attr = attrOf(def, typeof item.field === 'string' ? item.field.trim() : item.field);
    const mode = nameOf(item.mode) as string;
    budget.used += checkValue(mode, item.value);
    if (budget.used > MAX_CONDITION_VALUES) throw param(`条件取值最多 ${MAX_CONDITION_VALUES} 个`, `At most ${MAX_CONDITION_VALUES} condition values`);
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
