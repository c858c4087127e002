/**
 * Export of a list query: the server writes the CSV (its export action labels the columns and the
 * code, tree, boolean and reference values), a page of at most 1,000 rows per call, and the pages
 * are joined here. The .xlsx is built from those same rows, so both files carry the server's
 * labels and no label logic lives on this side.
 */
import type { Condition } from '../rules/index.ts';
import type { ImportCalls, SortItem } from './calls.ts';
import { parseCsv, type Sheet } from './spreadsheet.ts';

export const EXPORT_PAGE_ROWS = 1000;
/** One export holds at most this many rows: a bigger file is a job for a report or a query tool. */
export const MAX_EXPORT_ROWS = 100_000;

export interface ExportQuery {
  calls: Pick<ImportCalls, 'exportPage'>;
  entity: string;
  conditions: Condition[];
  sort: SortItem[];
  /** The list's columns, in order (the server writes every attribute when none are named). */
  columns: string[];
  /** The entity's key, added as the last sort so that pages never overlap or skip rows. */
  keyField: string;
  signal: AbortSignal;
  onProgress: (rows: number) => void;
}

export interface ExportResult {
  sheet: Sheet;
  /** The server's file name (客户列表.csv), without the extension. */
  name: string;
  capped: boolean;
}

export async function runExport(query: ExportQuery): Promise<ExportResult> {
  const { calls, entity, conditions, columns, keyField, signal, onProgress } = query;
  const sort = query.sort.some((s) => s.field === keyField) ? query.sort : [...query.sort, { field: keyField, order: 'asc' as const }];
  let sheet: Sheet | undefined;
  let name = entity;
  for (let pageIndex = 1; ; pageIndex += 1) {
    const { blob, filename } = await calls.exportPage({ entity, conditions, sort, pageIndex, pageSize: EXPORT_PAGE_ROWS, columns, signal });
    const page = await parseCsv(await blob.text());
    if (!sheet) {
      sheet = { columns: page.columns, rows: [] };
      name = (filename || entity).replace(/\.[^.]+$/, '');
    }
    sheet.rows.push(...page.rows);
    onProgress(sheet.rows.length);
    if (page.rows.length < EXPORT_PAGE_ROWS) return { sheet, name, capped: false };
    if (sheet.rows.length >= MAX_EXPORT_ROWS) return { sheet, name, capped: true };
  }
}

/**
 * The server's CSV writes a ' before a cell starting with = + - @ so that a spreadsheet program
 * never runs it; an .xlsx cell written as text never runs, so the workbook holds the value itself.
 */
export function unguarded(sheet: Sheet): Sheet {
  return { columns: sheet.columns, rows: sheet.rows.map((row) => row.map((cell) => cell.replace(/^'(?=[=+\-@])/, ''))) };
}
