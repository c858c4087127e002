/**
 * The preview's checks of the first rows, as the add form would check them (core/forms: required,
 * types, lengths, ranges, patterns, the field conditions), plus the code lists a form's selects
 * allow. Cells are read as the server reads them (code texts, 是/否, 1,234.5, 2025/3/7), so the
 * preview and the dry run agree; the dry run, on the server, is the word that counts.
 */
import type { EntityAttribute as Attribute } from '../meta/index.ts';
import { attributeText, type Mapping } from './mapping.ts';
import type { Sheet } from './spreadsheet.ts';
import { importsWords } from './words.ts';

export const PREVIEW_ROWS = 10;

export interface PreviewRow {
  /** The row's number in the file (the header not counted). */
  row: number;
  /** The mapped cells as the form would hold them, by attribute. */
  values: Record<string, unknown>;
  /** The first problem of each shown (mapped) attribute that has one. */
  problems: Record<string, string>;
}

/** A code list's item as core/meta gives it (a tree's items have children). */
export interface CodeItem {
  value: string;
  text: string;
  children?: CodeItem[];
}

/** Value → every label (either language) of a code list, flattened from a tree. */
export interface CodeList {
  values: Set<string>;
  byText: Map<string, string>;
}

export function codeList(options: CodeItem[]): CodeList {
  const list: CodeList = { values: new Set(), byText: new Map() };
  const walk = (items: CodeItem[]) =>
    items.forEach((o) => {
      list.values.add(String(o.value));
      list.byText.set(String(o.text).trim().toLowerCase(), String(o.value));
      if (o.children?.length) walk(o.children);
    });
  walk(options);
  return list;
}

const TRUE_WORDS = new Set(['1', 'true', 'yes', '是', 'y']);
const FALSE_WORDS = new Set(['0', 'false', 'no', '否', 'n']);

/** A cell as the form would hold it. */
function readCell(attr: Attribute, cell: string, codes: Map<string, CodeList>): unknown {
  const text = cell.trim();
  if (text === '') return '';
  switch (attr.dataType) {
    case 'code':
    case 'tree': {
      const list = codes.get(attr.codeKey ?? '');
      return !list || list.values.has(text) ? text : (list.byText.get(text.toLowerCase()) ?? text);
    }
    case 'boolean':
      return TRUE_WORDS.has(text.toLowerCase()) ? '1' : FALSE_WORDS.has(text.toLowerCase()) ? '0' : text;
    case 'int':
    case 'number':
    case 'money':
      return /^-?\d{1,3}(,\d{3})+(\.\d+)?$/.test(text) ? text.replace(/,/g, '') : text;
    case 'date':
    case 'datetime':
      return text.replace(/^(\d{4})[/.](\d{1,2})[/.](\d{1,2})/, (_, y: string, m: string, d: string) => `${y}-${m.padStart(2, '0')}-${d.padStart(2, '0')}`);
    default:
      return cell;
  }
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
  const words = importsWords(language);
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
      for (const [, attr] of mapped) {
        const value = String(values[attr.name] ?? '');
        const list = codes.get(attr.codeKey ?? '');
        const problem =
          found[attr.name] ||
          ((attr.dataType === 'code' || attr.dataType === 'tree') && list && value !== '' && !list.values.has(value)
            ? words('notInList', attributeText(attr, language), value)
            : '');
        if (problem) problems[attr.name] = problem;
      }
      return { row: index + 1, values, problems };
    }),
  );
}
