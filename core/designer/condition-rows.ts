/**
 * The condition builder's rows: each a condition item plus the texts its value inputs hold (a
 * list typed as "A,B" stays as typed while the item carries ['A', 'B']), and the list they stand
 * for. The builder (elements/pages/designer/condition-builder) only draws them.
 */
import type { Condition } from '../rules/index.ts';

export interface BuilderRow {
  key: number;
  join: 'and' | 'or';
  left: number;
  field: string;
  mode: string;
  right: number;
  /** The value inputs' texts: one, or from/to for the scope modes. */
  texts: [string, string];
}

const NUMERIC_TYPES = new Set(['int', 'number', 'money']);
const LIST_MODES = new Set(['in', 'not_in']);
const SCOPE_MODES = new Set(['in_scope', 'not_in_scope']);
const NO_VALUE = new Set(['is_null', 'not_null']);
const PLACEHOLDER = /^(\$\[|#\[|#\{)[^\]}]+[\]}]$/;

export const takesNoValue = (mode: string): boolean => NO_VALUE.has(mode);
export const isScopeMode = (mode: string): boolean => SCOPE_MODES.has(mode);
export const isListMode = (mode: string): boolean => LIST_MODES.has(mode);

/** A source of row keys, one per builder: 1, 2, 3… */
export function createRowKeys(): () => number {
  let next = 1;
  return () => next++;
}

function count(text: unknown, char: string): number {
  return typeof text === 'string' ? text.split(char).length - 1 : 0;
}

function textOf(value: unknown): string {
  if (value === undefined || value === null) return '';
  return typeof value === 'object' ? JSON.stringify(value) : String(value);
}

/** Rows from a list as stored, keyed by `newKey`; a list that is not one gives no rows. */
export function rowsOf(list: readonly Condition[] | null | undefined, newKey: () => number): BuilderRow[] {
  if (!Array.isArray(list)) return [];
  return list.map((item: Condition) => {
    const safe = item !== null && typeof item === 'object' ? item : ({} as Condition);
    const mode = typeof safe.mode === 'string' ? safe.mode.trim().toLowerCase() : '';
    const value = safe.value;
    const texts: [string, string] = Array.isArray(value)
      ? isScopeMode(mode)
        ? [textOf(value[0]), textOf(value[1])]
        : [value.map(textOf).join(','), '']
      : [textOf(value), ''];
    return {
      key: newKey(),
      join:
        String(safe.join ?? 'and')
          .trim()
          .toLowerCase() === 'or'
          ? 'or'
          : 'and',
      left: count(safe.left, '('),
      field: typeof safe.field === 'string' ? safe.field.trim() : '',
      mode,
      right: count(safe.right, ')'),
      texts,
    };
  });
}

/** A typed text as the value: a number for numeric fields when it spells one, else the text. */
function scalar(text: string, dataType: string | undefined): string | number {
  const trimmed = text.trim();
  if (dataType && NUMERIC_TYPES.has(dataType) && trimmed !== '' && Number.isFinite(Number(trimmed))) return Number(trimmed);
  return text;
}

function rowValue(row: BuilderRow, dataType: string | undefined): unknown {
  const [first, second] = row.texts;
  if (isScopeMode(row.mode)) {
    const end = (text: string) => (text.trim() === '' ? null : scalar(text.trim(), dataType));
    return [end(first), end(second)];
  }
  if (isListMode(row.mode)) {
    const trimmed = first.trim();
    if (PLACEHOLDER.test(trimmed)) return trimmed;
    return trimmed === ''
      ? []
      : trimmed
          .split(',')
          .map((part) => part.trim())
          .filter(Boolean)
          .map((part) => scalar(part, dataType));
  }
  return scalar(first, dataType);
}

/** The list the rows stand for, in the stored shape (no empty brackets, no join on the first). */
export function listOf(rows: readonly BuilderRow[], dataTypeOf: (field: string) => string | undefined): Condition[] {
  return rows.map((row, index) => {
    // Built in the stored order: left, field, mode, value, right, join.
    const item: Record<string, unknown> = {};
    if (row.left > 0) item.left = '('.repeat(row.left);
    item.field = row.field;
    item.mode = row.mode;
    if (!takesNoValue(row.mode)) item.value = rowValue(row, dataTypeOf(row.field));
    if (row.right > 0) item.right = ')'.repeat(row.right);
    if (index > 0) item.join = row.join;
    return item as unknown as Condition;
  });
}

/**
 * Moves the row at `from` by `step` (-1 up, +1 down); out of range leaves the rows as they are.
 * The links stay with the places, so "A or B" with B moved up reads "B or A".
 */
export function moveRow(rows: readonly BuilderRow[], from: number, step: number): BuilderRow[] {
  const to = from + step;
  if (from < 0 || from >= rows.length || to < 0 || to >= rows.length) return rows.slice();
  const next = rows.slice();
  const [row] = next.splice(from, 1);
  next.splice(to, 0, row!);
  return next.map((moved, index) => (moved.join === rows[index]!.join ? moved : { ...moved, join: rows[index]!.join }));
}
