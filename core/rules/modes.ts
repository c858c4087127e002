import dayjs from 'dayjs';

/** The twenty condition modes of spec §5 (DESIGN §4 gives their meaning). */
export type ConditionMode =
  | 'is_null'
  | 'not_null'
  | 'equal'
  | 'not_equal'
  | 'greater'
  | 'greater_equal'
  | 'less'
  | 'less_equal'
  | 'in'
  | 'not_in'
  | 'in_scope'
  | 'not_in_scope'
  | 'begin'
  | 'end'
  | 'date_greater'
  | 'date_greater_equal'
  | 'date_less'
  | 'date_less_equal'
  | 'like'
  | 'not_like';

/**
 * A mode turns the right-hand value into a prepared form once (at compile time for literal
 * values) so that testing a row is only the comparison itself.
 */
export interface ModeSpec<P = unknown> {
  prepare(value: unknown): P;
  test(left: unknown, prepared: P): boolean;
}

function isNullValue(value: unknown): boolean {
  return value === undefined || value === null || value === '';
}

const NUMERIC = /^\s*[+-]?(\d+(\.\d*)?|\.\d+)([eE][+-]?\d+)?\s*$/;

/** A number, or a string that spells one; anything else is not numeric. */
function toNumber(value: unknown): number | undefined {
  if (typeof value === 'number') return Number.isFinite(value) ? value : undefined;
  if (typeof value === 'string' && NUMERIC.test(value)) return Number(value);
  return undefined;
}

export function toText(value: unknown): string {
  if (typeof value === 'string') return value;
  if (value === undefined || value === null) return '';
  if (value instanceof Date) return dayjs(value).format('YYYY-MM-DD HH:mm:ss');
  return String(value);
}

interface Scalar {
  num: number | undefined;
  text: string;
  isNull: boolean;
}

function scalar(value: unknown): Scalar {
  return { num: toNumber(value), text: toText(value), isNull: isNullValue(value) };
}

/** -1, 0 or 1: as numbers when both sides are numeric, else by code units. */
function compare(left: unknown, right: Scalar): number {
  if (right.num !== undefined) {
    const n = toNumber(left);
    if (n !== undefined) return n < right.num ? -1 : n > right.num ? 1 : 0;
  }
  const text = toText(left);
  return text < right.text ? -1 : text > right.text ? 1 : 0;
}

function equals(left: unknown, right: Scalar): boolean {
  return compare(left, right) === 0;
}

function ordered(accept: (order: number) => boolean): ModeSpec<Scalar> {
  return {
    prepare: scalar,
    // A null never satisfies an ordered comparison, on either side (DESIGN §4).
    test: (left, right) => !right.isNull && !isNullValue(left) && accept(compare(left, right)),
  };
}

/** Arrays as they are; strings split on commas (trimmed); a null is an empty list. */
function listOf(value: unknown): unknown[] {
  if (Array.isArray(value)) return value;
  if (isNullValue(value)) return [];
  if (typeof value === 'string') return value.split(',').map((part) => part.trim());
  return [value];
}

interface Membership {
  numbers: Set<number>;
  texts: Set<string>;
}

function membership(value: unknown): Membership {
  const numbers = new Set<number>();
  const texts = new Set<string>();
  for (const item of listOf(value)) {
    const num = toNumber(item);
    if (num !== undefined) numbers.add(num);
    texts.add(toText(item));
  }
  return { numbers, texts };
}

/** Member under the `equal` rule: numerically when the left side is numeric, else as text. */
function isMember(left: unknown, set: Membership): boolean {
  const num = toNumber(left);
  if (num !== undefined && set.numbers.has(num)) return true;
  return set.texts.has(toText(left));
}

interface Scope {
  min: Scalar | undefined;
  max: Scalar | undefined;
}

function scopeOf(value: unknown): Scope {
  let ends: unknown[];
  if (Array.isArray(value)) ends = value;
  else if (typeof value === 'string') {
    const comma = value.indexOf(',');
    ends = comma < 0 ? [value.trim()] : [value.slice(0, comma).trim(), value.slice(comma + 1).trim()];
  } else ends = [value];
  const end = (item: unknown) => (isNullValue(item) ? undefined : scalar(item));
  return { min: end(ends[0]), max: end(ends[1]) };
}

function inScope(left: unknown, scope: Scope): boolean {
  if (scope.min && compare(left, scope.min) < 0) return false;
  if (scope.max && compare(left, scope.max) > 0) return false;
  return true;
}

function text(accept: (left: string, right: string) => boolean): ModeSpec<string | undefined> {
  return {
    prepare: (value) => (isNullValue(value) ? undefined : toText(value)),
    test: (left, right) => right !== undefined && !isNullValue(left) && accept(toText(left), right),
  };
}

const PLAIN_DATE = /^(\d{4})[-/](\d{1,2})[-/](\d{1,2})(?: \d{1,2}:\d{2}(?::\d{2}(?:\.\d+)?)?)?$/;

/**
 * A calendar date as yyyymmdd. The common `YYYY-MM-DD[ HH:mm:ss]` form is read directly (it is
 * what rows carry and parsing it per row through dayjs would dominate the cost); every other
 * form goes through dayjs, so time zones and timestamps follow its rules.
 */
export function dateKey(value: unknown): number | undefined {
  if (isNullValue(value) || typeof value === 'boolean') return undefined;
  if (typeof value === 'string') {
    const match = PLAIN_DATE.exec(value);
    if (match) {
      const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
      if (month < 1 || month > 12 || day < 1 || day > 31) return undefined;
      return year * 10000 + month * 100 + day;
    }
  }
  const parsed = dayjs(value as string | number | Date);
  if (!parsed.isValid()) return undefined;
  return parsed.year() * 10000 + (parsed.month() + 1) * 100 + parsed.date();
}

function dated(accept: (left: number, right: number) => boolean): ModeSpec<number | undefined> {
  return {
    prepare: dateKey,
    test(left, right) {
      if (right === undefined) return false;
      const key = dateKey(left);
      return key !== undefined && accept(key, right);
    },
  };
}

export const MODES: Record<ConditionMode, ModeSpec<any>> = {
  is_null: { prepare: () => undefined, test: (left) => isNullValue(left) },
  not_null: { prepare: () => undefined, test: (left) => !isNullValue(left) },
  equal: { prepare: scalar, test: equals } satisfies ModeSpec<Scalar>,
  not_equal: { prepare: scalar, test: (left, right) => !equals(left, right) } satisfies ModeSpec<Scalar>,
  greater: ordered((order) => order > 0),
  greater_equal: ordered((order) => order >= 0),
  less: ordered((order) => order < 0),
  less_equal: ordered((order) => order <= 0),
  in: { prepare: membership, test: isMember } satisfies ModeSpec<Membership>,
  not_in: { prepare: membership, test: (left, set) => !isMember(left, set) } satisfies ModeSpec<Membership>,
  in_scope: { prepare: scopeOf, test: (left, scope) => !isNullValue(left) && inScope(left, scope) } satisfies ModeSpec<Scope>,
  not_in_scope: {
    prepare: scopeOf,
    test: (left, scope) => !isNullValue(left) && !inScope(left, scope),
  } satisfies ModeSpec<Scope>,
  begin: text((left, right) => left.startsWith(right)),
  end: text((left, right) => left.endsWith(right)),
  like: text((left, right) => left.includes(right)),
  not_like: text((left, right) => !left.includes(right)),
  date_greater: dated((left, right) => left > right),
  date_greater_equal: dated((left, right) => left >= right),
  date_less: dated((left, right) => left < right),
  date_less_equal: dated((left, right) => left <= right),
};

export function isConditionMode(mode: unknown): mode is ConditionMode {
  return typeof mode === 'string' && Object.prototype.hasOwnProperty.call(MODES, mode);
}
