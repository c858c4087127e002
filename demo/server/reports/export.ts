/**
 * A run as a file: CSV (UTF-8 with BOM, so spreadsheet programs read the Chinese text) or .xlsx,
 * with the column labels in the request's language, each first-dimension group followed by its
 * subtotal row, and the grand total last.
 */
import { param } from '../errors.js';
import { FileReply, type Ctx } from '../http/context.js';
import { textOf } from './labels.js';
import type { ReportDefinition, ReportResult, Values } from './types.js';

export type Cell = string | number | null;

/** The cells of a run row by row; `emphasis[i]` marks the header, subtotal and total rows. */
export interface Table {
  cells: Cell[][];
  emphasis: boolean[];
}

function csvCell(v: Cell): string {
  const s = v === null ? '' : String(v);
  // A text starting like a formula is not run by the spreadsheet that opens the file.
  const safe = typeof v === 'string' && /^[=+\-@\t\r]/.test(s) ? `'${s}` : s;
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

/** The result as a table of cells: a header row, then data, subtotal and total rows. */
export function tableOf(ctx: Ctx, result: ReportResult): Table {
  const en = ctx.lang === 'en';
  const dims = result.columns.filter((c) => c.kind === 'dimension');
  const measures = result.columns.filter((c) => c.kind === 'measure');
  const values = (v: Values): (number | null)[] => measures.map((m) => v[m.key] ?? null);
  const blanks = (n: number): null[] => Array.from({ length: n }, () => null);
  const table: Table = { cells: [], emphasis: [] };
  const add = (cells: Cell[], emphasised: boolean): void => {
    table.cells.push(cells);
    table.emphasis.push(emphasised);
  };
  add(
    result.columns.map((c) => textOf(ctx, c.label)),
    true,
  );
  const sub = new Map(result.subtotals.map((s) => [s.key.value, s]));
  result.rows.forEach((row, i) => {
    add([...dims.map((d) => row.keys[d.key]?.label ?? ''), ...values(row.values)], false);
    const group = row.keys[dims[0]!.key]?.value ?? null;
    const next = result.rows[i + 1]?.keys[dims[0]!.key]?.value;
    const subtotal = dims.length === 2 && (i === result.rows.length - 1 || next !== group) ? sub.get(group) : undefined;
    if (subtotal) add([`${subtotal.key.label} ${en ? 'subtotal' : '小计'}`, ...blanks(dims.length - 1), ...values(subtotal.values)], true);
  });
  add([en ? 'Total' : '合计', ...blanks(dims.length - 1), ...values(result.total)], true);
  return table;
}

function csvOf(table: Table): Buffer {
  const text = table.cells.map((r) => r.map(csvCell).join(',')).join('\r\n');
  return Buffer.from(`\ufeff${text}\r\n`, 'utf8');
}

/** A file name from the report's name, without characters file systems refuse. */
const fileName = (ctx: Ctx, report: ReportDefinition, ext: string): string =>
  `${textOf(ctx, report.name).replace(/[\\/:*?"<>|\x00-\x1f]/g, '_') || report.id}.${ext}`;

export type Format = 'csv' | 'xlsx';

/** The export's format: csv when absent; checked before the report runs. */
export function formatOf(format: unknown): Format {
  if (format === undefined || format === null || format === '' || format === 'csv') return 'csv';
  if (format === 'xlsx') return 'xlsx';
  throw param('format 只能是 csv 或 xlsx', 'format must be "csv" or "xlsx"');
}

export async function exportReport(ctx: Ctx, report: ReportDefinition, result: ReportResult, format: Format): Promise<FileReply> {
  const table = tableOf(ctx, result);
  if (format === 'csv') return new FileReply(fileName(ctx, report, 'csv'), 'text/csv; charset=utf-8', csvOf(table));
  const { xlsxOf } = await import('./xlsx.js');
  return new FileReply(fileName(ctx, report, 'xlsx'), 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', await xlsxOf(ctx, report, table));
}
