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

/** A test of one row's left-hand value against the right-hand value it was compiled with. */
export type ValueTest = (left: unknown) => boolean;

/**
 * A mode compiles the right-hand value once (at compile time for literal values) into a test
 * specialised for it (a number, a text, a list as Sets, no value at all), so that testing a row
 * is the comparison itself: no parsing, no allocation, no dispatch on the value's kind.
 */
export interface ModeSpec {
  compile(value: unknown): ValueTest;
}

export function isNullValue(value: unknown): boolean {
  return value === undefined || value === null || value === '';
}

const NUMERIC = /^\s*[+-]?(\d+(\.\d*)?|\.\d+)([eE][+-]?\d+)?\s*$/;

/** A number, or a string that spells one; anything else is not numeric. */
export function toNumber(value: unknown): number | undefined {
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

const never: ValueTest = () => false;

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

/** `compare` against one right-hand value, with the common cases (a finite number, a text) first. */
function comparator(right: Scalar): (left: unknown) => number {
  const num = right.num;
  const text = right.text;
  if (num === undefined) {
    return (left) => {
      const t = typeof left === 'string' ? left : toText(left);
      return t < text ? -1 : t > text ? 1 : 0;
    };
  }
  return (left) => {
    if (typeof left === 'number' && Number.isFinite(left)) return left < num ? -1 : left > num ? 1 : 0;
    return compare(left, right);
  };
}

// A null never satisfies an ordered comparison, on either side (DESIGN §4).
const ORDERED: Record<'greater' | 'greater_equal' | 'less' | 'less_equal', ModeSpec> = {
  greater: { compile: (value) => orderedTest(value, (cmp) => (left) => !isNullValue(left) && cmp(left) > 0) },
  greater_equal: { compile: (value) => orderedTest(value, (cmp) => (left) => !isNullValue(left) && cmp(left) >= 0) },
  less: { compile: (value) => orderedTest(value, (cmp) => (left) => !isNullValue(left) && cmp(left) < 0) },
  less_equal: { compile: (value) => orderedTest(value, (cmp) => (left) => !isNullValue(left) && cmp(left) <= 0) },
};

function orderedTest(value: unknown, test: (cmp: (left: unknown) => number) => ValueTest): ValueTest {
  const right = scalar(value);
  return right.isNull ? never : test(comparator(right));
}

/** Arrays as they are; strings split on commas (trimmed); a null is an empty list. */
export function listOf(value: unknown): unknown[] {
  if (Array.isArray(value)) return value;
  if (isNullValue(value)) return [];
  if (typeof value === 'string') return value.split(',').map((part) => part.trim());
  return [value];
}

/**
 * Membership under the `equal` rule: numerically when the left side is numeric, else as text.
 * The list becomes two Sets once; a list without numbers never reads the left side as a number.
 */
function memberTest(value: unknown): ValueTest {
  const numbers = new Set<number>();
  const texts = new Set<string>();
  for (const item of listOf(value)) {
    const num = toNumber(item);
    if (num !== undefined) numbers.add(num);
    texts.add(toText(item));
  }
  if (numbers.size === 0) return (left) => texts.has(typeof left === 'string' ? left : toText(left));
  return (left) => {
    if (typeof left === 'string' && texts.has(left)) return true;
    const num = toNumber(left);
    if (num !== undefined && numbers.has(num)) return true;
    return texts.has(toText(left));
  };
}

/** Inside `[min, max]` (either end may be open): as numbers or texts, as `compare` orders them. */
export function scopeEnds(value: unknown): [unknown, unknown] {
  if (Array.isArray(value)) return [value[0], value[1]];
  if (typeof value === 'string') {
    const comma = value.indexOf(',');
    return comma < 0 ? [value.trim(), undefined] : [value.slice(0, comma).trim(), value.slice(comma + 1).trim()];
  }
  return [value, undefined];
}

function scopeTest(value: unknown, inside: boolean): ValueTest {
  const ends = scopeEnds(value);
  const end = (item: unknown) => (isNullValue(item) ? undefined : comparator(scalar(item)));
  const min = end(ends[0]);
  const max = end(ends[1]);
  const within: ValueTest =
    min && max ? (left) => min(left) >= 0 && max(left) <= 0 : min ? (left) => min(left) >= 0 : max ? (left) => max(left) <= 0 : () => true;
  return inside ? (left) => !isNullValue(left) && within(left) : (left) => !isNullValue(left) && !within(left);
}

function textMode(test: (right: string) => ValueTest): ModeSpec {
  return { compile: (value) => (isNullValue(value) ? never : test(toText(value))) };
}

const TEXT: Record<'begin' | 'end' | 'like' | 'not_like', ModeSpec> = {
  begin: textMode((right) => (left) => !isNullValue(left) && toText(left).startsWith(right)),
  end: textMode((right) => (left) => !isNullValue(left) && toText(left).endsWith(right)),
  like: textMode((right) => (left) => !isNullValue(left) && toText(left).includes(right)),
  not_like: textMode((right) => (left) => !isNullValue(left) && !toText(left).includes(right)),
};

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

function dateMode(test: (right: number) => ValueTest): ModeSpec {
  return {
    compile(value) {
      const right = dateKey(value);
      return right === undefined ? never : test(right);
    },
  };
}

const DATES: Record<'date_greater' | 'date_greater_equal' | 'date_less' | 'date_less_equal', ModeSpec> = {
  date_greater: dateMode((right) => (left) => (dateKey(left) ?? -Infinity) > right),
  date_greater_equal: dateMode((right) => (left) => (dateKey(left) ?? -Infinity) >= right),
  date_less: dateMode((right) => (left) => (dateKey(left) ?? Infinity) < right),
  date_less_equal: dateMode((right) => (left) => (dateKey(left) ?? Infinity) <= right),
};

export const MODES: Record<ConditionMode, ModeSpec> = {
  is_null: { compile: () => isNullValue },
  not_null: { compile: () => (left) => !isNullValue(left) },
  equal: {
    compile(value) {
      const cmp = comparator(scalar(value));
      return (left) => cmp(left) === 0;
    },
  },
  not_equal: {
    compile(value) {
      const cmp = comparator(scalar(value));
      return (left) => cmp(left) !== 0;
    },
  },
  ...ORDERED,
  in: { compile: memberTest },
  not_in: {
    compile(value) {
      const member = memberTest(value);
      return (left) => !member(left);
    },
  },
  in_scope: { compile: (value) => scopeTest(value, true) },
  not_in_scope: { compile: (value) => scopeTest(value, false) },
  ...TEXT,
  ...DATES,
};

export function isConditionMode(mode: unknown): mode is ConditionMode {
  return typeof mode === 'string' && Object.prototype.hasOwnProperty.call(MODES, mode);
}
