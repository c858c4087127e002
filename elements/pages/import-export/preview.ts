/**
 * The preview's checks of the first rows, as the add form would check them (core/forms through
 * the page services: required, types, lengths, ranges, patterns, the field conditions), plus the
 * code lists a form's selects allow. Cells are read as the server reads them (code texts, 是/否,
 * 1,234.5, 2025/3/7), so the preview and the dry run agree; the dry run, on the server, is the
 * word that counts.
 */
import type { PageServices, ResolvedField } from '../kit/services.ts';
import type { Attribute, CodeOption, Row } from '../kit/types.ts';
import { attributeLabel } from '../kit/columns.ts';
import type { Sheet } from './spreadsheet.ts';
import type { Mapping } from './mapping.ts';
import type { Words } from './words.ts';

export const PREVIEW_ROWS = 10;

export interface PreviewRow {
  /** The row's number in the file (the header not counted). */
  row: number;
  values: Row;
  problems: Record<string, string>;
}

/** Value → every label (either language) of a code list, flattened from a tree. */
export interface CodeList {
  values: Set<string>;
  byText: Map<string, string>;
}

export function codeList(options: CodeOption[]): CodeList {
  const list: CodeList = { values: new Set(), byText: new Map() };
  const walk = (items: CodeOption[]) =>
    items.forEach((o) => {
      list.values.add(String(o.value));
      list.byText.set(String(o.text).trim().toLowerCase(), String(o.value));
      if (o.children) walk(o.children);
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
  /** The add form's fields (core/forms); none when the entity has no add form to mirror. */
  fields: ResolvedField[] | null;
  codes: Map<string, CodeList>;
  services: PageServices;
  words: Words;
  language: string;
}

export async function previewRows(input: PreviewInput): Promise<PreviewRow[]> {
  const { sheet, mapping, targets, fields, codes, services, words, language } = input;
  const byName = new Map(targets.map((a) => [a.name, a]));
  const mapped = sheet.columns
    .map((column, i) => [i, byName.get(mapping[column] ?? '')] as const)
    .filter((pair): pair is readonly [number, Attribute] => pair[1] !== undefined);
  return Promise.all(
    sheet.rows.slice(0, PREVIEW_ROWS).map(async (cells, index) => {
      const values: Row = {};
      for (const [i, attr] of mapped) values[attr.name] = readCell(attr, cells[i] ?? '', codes);
      const problems: Record<string, string> = fields ? { ...(await services.validate(fields, values)) } : {};
      for (const [, attr] of mapped) {
        const value = String(values[attr.name] ?? '');
        const list = codes.get(attr.codeKey ?? '');
        if ((attr.dataType === 'code' || attr.dataType === 'tree') && list && value !== '' && !list.values.has(value) && !problems[attr.name]) {
          problems[attr.name] = words('notInList', attributeLabel(attr, language), value);
        }
      }
      return { row: index + 1, values, problems };
    }),
  );
}
