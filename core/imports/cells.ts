/**
 * How a spreadsheet cell is read for an import, one rule for both sides: the preview in the
 * browser (preview.ts) and the reference server's dry run and import (demo/server/import/values.ts)
 * load this same file, so a cell the preview accepts is one the dry run accepts, in either UI
 * language. It imports nothing: the server loads it as it is.
 */

/** Cell words for yes and no (a file exported with 是/否, a hand-typed y/n, a spreadsheet's √/×). */
const TRUE_WORDS = new Set(['1', 'true', 'yes', 'y', '是', '真', '√']);
const FALSE_WORDS = new Set(['0', 'false', 'no', 'n', '否', '假', '×']);
/** 1,234,567.89: a number written with thousands separators, as spreadsheet programs show money. */
const GROUPED_NUMBER = /^-?\d{1,3}(,\d{3})+(\.\d+)?$/;
/** What save takes as a number written as text (docs/server-contract.md "save validates"). */
const DECIMAL = /^\s*-?\d+(\.\d+)?\s*$/;
const SLASHED_DATE = /^(\d{4})[/.](\d{1,2})[/.](\d{1,2})(.*)$/;

/** 1 for a yes word, 0 for a no word, undefined for anything else (save then refuses it). */
export function readBoolean(text: string): 1 | 0 | undefined {
  const word = text.trim().toLowerCase();
  return TRUE_WORDS.has(word) ? 1 : FALSE_WORDS.has(word) ? 0 : undefined;
}

/** The text without its thousands separators when it is a grouped number; else as it is. */
export function ungrouped(text: string): string {
  const trimmed = text.trim();
  return GROUPED_NUMBER.test(trimmed) ? trimmed.replace(/,/g, '') : text;
}

/**
 * The number a cell holds, read as save reads a number (a JSON number or decimal text, grouped
 * digits allowed); undefined when it holds none, or, for an `int` column, not a whole one.
 */
export function readNumber(cell: unknown, type: string): number | undefined {
  const n = typeof cell === 'number' ? cell : typeof cell === 'string' && DECIMAL.test(ungrouped(cell)) ? Number(ungrouped(cell)) : Number.NaN;
  if (!Number.isFinite(n) || (type === 'int' && !Number.isInteger(n))) return undefined;
  return n;
}

/** 2025/3/7 and 2025.3.7 (how spreadsheet programs write dates) as 2025-03-07. */
export function dashedDate(text: string): string {
  const m = SLASHED_DATE.exec(text.trim());
  if (!m) return text;
  return `${m[1]}-${m[2]!.padStart(2, '0')}-${m[3]!.padStart(2, '0')}${m[4]}`;
}

/** A code list as a cell is matched against it: its values, and every label in every language. */
export interface CodeMatcher {
  values: Set<string>;
  /** Label (trimmed, lower case) → value. */
  byLabel: Map<string, string>;
}

/** One code list item with its labels (the zh-CN text, the en-US text, either may be missing). */
export interface CodeEntry {
  value: string;
  labels: Array<string | null | undefined>;
}

export function codeMatcher(entries: Iterable<CodeEntry>): CodeMatcher {
  const matcher: CodeMatcher = { values: new Set(), byLabel: new Map() };
  for (const entry of entries) {
    const value = String(entry.value);
    matcher.values.add(value);
    for (const label of entry.labels) {
      const key = label?.trim().toLowerCase();
      // A label that is also another item's label keeps its first item, as the list orders them.
      if (key && !matcher.byLabel.has(key)) matcher.byLabel.set(key, value);
    }
  }
  return matcher;
}

/** The code a cell names: a value as it is, else the value of a label in either language; else undefined. */
export function codeOf(matcher: CodeMatcher, text: string): string | undefined {
  const trimmed = text.trim();
  if (matcher.values.has(trimmed)) return trimmed;
  return matcher.byLabel.get(trimmed.toLowerCase());
}
