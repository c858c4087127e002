/**
 * The preview's checks of the first rows, as the add form would check them (core/forms: required,
 * types, lengths, ranges, patterns, the field conditions), plus the code lists a form's selects
 * allow. Cells are read by the server's own rules (cells.ts: code values and labels in either
 * language, 是/否, 1,234.5, 2025/3/7), and numbers are checked by save's parse, so the preview and
 * the dry run agree whatever the UI's language; the dry run, on the server, is the word that counts.
 */
import type { EntityAttribute as Attribute } from '../meta/index.ts';
import { codeMatcher, codeOf, dashedDate, readBoolean, readNumber, ungrouped } from './cells.ts';
import type { CodeEntry, CodeMatcher } from './cells.ts';
import { attributeText, type Mapping } from './mapping.ts';
import type { Sheet } from './spreadsheet.ts';
import { importsWords } from './words.ts';

export const PREVIEW_ROWS = 10;

export interface PreviewRow {
  /** The row's number in the file (the header not counted). */
  row: number;
  /** The mapped cells as the form would hold them, by attribute. */
  values: Record<string, unknown>;
  /** What the table shows per mapped attribute: a code's label in the UI's language, 是/否, the cell. */
  texts: Record<string, string>;
  /** The first problem of each shown (mapped) attribute that has one. */
  problems: Record<string, string>;
}

/** A code list's item as core/meta gives it (a tree's items have children). */
export interface CodeItem {
  value: string;
  text: string;
  children?: CodeItem[];
}

/** A code list in every language read: matched by value or any label, shown in the UI's language. */
export interface CodeList extends CodeMatcher {
  /** Language code → value → label. */
  labels: Map<string, Map<string, string>>;
}

/** The code list from its items in each language ('010', '011'), a tree flattened. */
export function codeList(byLanguage: Record<string, CodeItem[] | undefined>): CodeList {
  const entries = new Map<string, CodeEntry>();
  const labels = new Map<string, Map<string, string>>();
  for (const [language, items] of Object.entries(byLanguage)) {
    const own = new Map<string, string>();
    labels.set(language, own);
    const walk = (list: CodeItem[]) =>
      list.forEach((o) => {
        const value = String(o.value);
        const entry = entries.get(value) ?? { value, labels: [] };
        entry.labels.push(String(o.text));
        entries.set(value, entry);
        own.set(value, String(o.text));
        if (o.children?.length) walk(o.children);
      });
    walk(items ?? []);
  }
  return { ...codeMatcher(entries.values()), labels };
}

/** A code's label in the language, else in any language read, else the code. */
function labelIn(list: CodeList, value: string, language: string): string {
  const own = list.labels.get(language)?.get(value);
  if (own !== undefined) return own;
  for (const other of list.labels.values()) {
    const text = other.get(value);
    if (text !== undefined) return text;
  }
  return value;
}

const isCode = (attr: Attribute) => attr.dataType === 'code' || attr.dataType === 'tree';
const isNumber = (attr: Attribute) => attr.dataType === 'int' || attr.dataType === 'number' || attr.dataType === 'money';

/**
 * A cell as the form would hold it: a code list's value, '1'/'0', a number the form's number check
 * takes, a dashed date; a cell the rules cannot read stays as it is, for the checks to flag.
 */
function readCell(attr: Attribute, cell: string, codes: Map<string, CodeList>): unknown {
  const text = cell.trim();
  if (text === '') return '';
  if (isCode(attr)) {
    const list = codes.get(attr.codeKey ?? '');
    return (list && codeOf(list, text)) ?? text;
  }
  if (isNumber(attr)) return readNumber(text, attr.dataType) ?? ungrouped(text);
  switch (attr.dataType) {
    case 'boolean': {
      const yes = readBoolean(text);
      return yes === undefined ? text : String(yes);
    }
    case 'date':
    case 'datetime':
      return dashedDate(text);
    default:
      return cell;
  }
}

/** What the table shows: labels and words the user reads, never a code or 1/0. */
function shownText(attr: Attribute, value: unknown, codes: Map<string, CodeList>, language: string): string {
  const text = String(value ?? '');
  if (text === '') return '';
  const list = codes.get(attr.codeKey ?? '');
  if (isCode(attr) && list && list.values.has(text)) return labelIn(list, text, language);
  if (attr.dataType === 'boolean' && (text === '1' || text === '0')) return importsWords(language)(text === '1' ? 'yes' : 'no');
  return text;
}

/** The rules' own problem with a cell, the server's words for it; '' when they have none. */
function cellProblem(attr: Attribute, value: unknown, codes: Map<string, CodeList>, language: string): string {
  if (value === '' || value === undefined || value === null) return '';
  const words = importsWords(language);
  const label = attributeText(attr, language);
  if (isNumber(attr)) {
    const n = readNumber(value, attr.dataType);
    if (n === undefined) return words('notNumber', label);
    if (attr.min !== undefined && n < attr.min) return words('belowMin', label, attr.min);
    if (attr.max !== undefined && n > attr.max) return words('aboveMax', label, attr.max);
  }
  const list = codes.get(attr.codeKey ?? '');
  if (isCode(attr) && list && !list.values.has(String(value))) return words('notInList', label, String(value));
  return '';
}

export interface PreviewInput {
  sheet: Sheet;
  mapping: Mapping;
  targets: Attribute[];
  codes: Map<string, CodeList>;
  /**
   * The add form's checks (core/forms), the first message per field; none when the entity has no
   * add form to mirror.
   */
  validate: ((values: Record<string, unknown>) => Promise<Record<string, string>>) | null;
  language: string;
}

/**
 * The first rows with their problems. Only the shown (mapped) attributes' problems are kept: a
 * required field no column fills fails every row, and the mapping check already says so once.
 */
export async function previewRows(input: PreviewInput): Promise<PreviewRow[]> {
  const { sheet, mapping, targets, codes, validate, language } = input;
  const byName = new Map(targets.map((a) => [a.name, a]));
  const mapped = sheet.columns
    .map((column, i) => [i, byName.get(mapping[column] ?? '')] as const)
    .filter((pair): pair is readonly [number, Attribute] => pair[1] !== undefined);
  return Promise.all(
    sheet.rows.slice(0, PREVIEW_ROWS).map(async (cells, index) => {
      const values: Record<string, unknown> = {};
      for (const [i, attr] of mapped) values[attr.name] = readCell(attr, cells[i] ?? '', codes);
      const found = validate ? await validate(values) : {};
      const problems: Record<string, string> = {};
      const texts: Record<string, string> = {};
      for (const [, attr] of mapped) {
        texts[attr.name] = shownText(attr, values[attr.name], codes, language);
        // The rules' own word first: the form's type message names the type ("不是 number 类型").
        const problem = cellProblem(attr, values[attr.name], codes, language) || found[attr.name];
        if (problem) problems[attr.name] = problem;
      }
      return { row: index + 1, values, texts, problems };
    }),
  );
}
