/**
 * Spreadsheet files in and out: CSV through papaparse, .xlsx through exceljs, each imported on
 * first use in a chunk of its own (PAGES.md "Data": neither is in the first load nor in the page
 * concepts' chunk, exceljs alone is most of a megabyte). A file becomes a Sheet of text cells: the
 * import sends text, the server reads it as save takes it. Nothing here touches the DOM: a Blob
 * and its bytes are the same in Node.
 */
import type ExcelJS from 'exceljs';
import { withLoadTimeout } from '../errors/load-timeout.ts';

export interface Sheet {
  /** The first row's cells: the names of the columns, each unique. */
  columns: string[];
  /** Data rows, as many cells as columns. */
  rows: string[][];
}

export const MAX_FILE_MB = 20;
export const MAX_FILE_ROWS = 100_000;
const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** Why a file could not become a sheet; the controller says it in the user's words (words.ts). */
export type SheetErrorReason = 'kind' | 'tooBig' | 'tooManyRows' | 'empty' | 'unreadable';

export class SheetError extends Error {
  declare readonly reason: SheetErrorReason;
  constructor(reason: SheetErrorReason, detail = '') {
    super(detail || reason);
    this.reason = reason;
  }
}

/**
 * What a file is read from: a File or Blob (its name, else its type, says CSV or .xlsx), or the
 * text of a CSV file with its name.
 */
export type SheetSource = Blob | { text: string; name?: string };

type Papa = typeof import('papaparse');
type ExcelModule = typeof ExcelJS;

// The libraries themselves, loaded once for every instance; a failed load is asked for again.
let papa: Promise<Papa> | undefined;
let excel: Promise<ExcelModule> | undefined;

function loadPapa(): Promise<Papa> {
  papa ??= withLoadTimeout(import('papaparse'), 'csv').then(
    (m) => ((m as { default?: Papa }).default ?? m) as Papa,
    (e: unknown) => {
      papa = undefined;
      throw e;
    },
  );
  return papa;
}

function loadExcel(): Promise<ExcelModule> {
  excel ??= withLoadTimeout(import('exceljs'), 'xlsx').then(
    (m) => ((m as { default?: ExcelModule }).default ?? m) as ExcelModule,
    (e: unknown) => {
      excel = undefined;
      throw e;
    },
  );
  return excel;
}

export function fileKind(name: string): 'csv' | 'xlsx' | null {
  const lower = name.toLowerCase();
  if (lower.endsWith('.csv') || lower.endsWith('.txt')) return 'csv';
  if (lower.endsWith('.xlsx')) return 'xlsx';
  return null;
}

/** The kind of a source: by its name, else (a Blob without one) by its type; text is CSV. */
function sourceKind(source: SheetSource): 'csv' | 'xlsx' | null {
  if (!(source instanceof Blob)) return 'csv';
  const name = (source as Blob & { name?: unknown }).name;
  if (typeof name === 'string' && name) return fileKind(name);
  if (source.type === XLSX_TYPE) return 'xlsx';
  return /^text\/(csv|plain)\b/.test(source.type) ? 'csv' : null;
}

/** A file (or CSV text) as a sheet; rejects with a SheetError saying why it cannot be one. */
export async function readSpreadsheet(source: SheetSource): Promise<Sheet> {
  const kind = sourceKind(source);
  if (!kind) throw new SheetError('kind');
  const size = source instanceof Blob ? source.size : source.text.length;
  if (size > MAX_FILE_MB * 1024 * 1024) throw new SheetError('tooBig');
  let table: string[][];
  try {
    if (!(source instanceof Blob)) table = await csvTable(source.text);
    else table = kind === 'csv' ? await csvTable(await source.text()) : await xlsxTable(await source.arrayBuffer());
  } catch (e) {
    if (e instanceof SheetError) throw e;
    throw new SheetError('unreadable', e instanceof Error ? e.message : String(e));
  }
  return sheetOf(table);
}

/** Parses CSV text (a page of the server's export) into a sheet; a header alone is an empty sheet. */
export async function parseCsv(text: string): Promise<Sheet> {
  return sheetOf(await csvTable(text), true);
}

async function csvTable(text: string): Promise<string[][]> {
  const Papa = await loadPapa();
  const parsed = Papa.parse<string[]>(text.replace(/^\ufeff/, ''), { skipEmptyLines: 'greedy' });
  const fatal = parsed.errors.find((e) => e.type === 'Quotes');
  if (fatal) throw new SheetError('unreadable', `${fatal.message} (${fatal.row ?? 0})`);
  return parsed.data;
}

async function xlsxTable(data: ArrayBuffer): Promise<string[][]> {
  const Excel = await loadExcel();
  const book = new Excel.Workbook();
  await book.xlsx.load(data);
  const sheet = book.worksheets[0];
  if (!sheet) throw new SheetError('empty');
  const table: string[][] = [];
  sheet.eachRow({ includeEmpty: false }, (row) => {
    const cells: string[] = [];
    for (let c = 1; c <= row.cellCount; c += 1) cells.push(cellText(row.getCell(c).value));
    table.push(cells);
  });
  return table;
}

const pad = (n: number): string => String(n).padStart(2, '0');

/** A cell as the text a person sees: dates as YYYY-MM-DD (with the time when it has one), formulas by their result. */
function cellText(value: ExcelJS.CellValue): string {
  if (value === null || value === undefined) return '';
  if (value instanceof Date) {
    const day = `${value.getUTCFullYear()}-${pad(value.getUTCMonth() + 1)}-${pad(value.getUTCDate())}`;
    const time = value.getUTCHours() || value.getUTCMinutes() || value.getUTCSeconds();
    return time ? `${day} ${pad(value.getUTCHours())}:${pad(value.getUTCMinutes())}:${pad(value.getUTCSeconds())}` : day;
  }
  if (typeof value === 'boolean') return value ? '1' : '0';
  if (typeof value !== 'object') return String(value);
  if ('richText' in value) return value.richText.map((part) => part.text).join('');
  if ('result' in value) return cellText(value.result as ExcelJS.CellValue);
  if ('text' in value) return String(value.text);
  return '';
}

function sheetOf(table: string[][], headerAlone = false): Sheet {
  const [head, ...body] = table;
  if (!head || (body.length === 0 && !headerAlone)) throw new SheetError('empty');
  if (body.length > MAX_FILE_ROWS) throw new SheetError('tooManyRows');
  const seen = new Map<string, number>();
  const columns = head.map((cell, i) => {
    const name = String(cell ?? '').trim() || `#${i + 1}`;
    const count = (seen.get(name) ?? 0) + 1;
    seen.set(name, count);
    return count > 1 ? `${name} (${count})` : name;
  });
  const rows = body.map((r) => columns.map((_, i) => String(r[i] ?? '')));
  return { columns, rows };
}

/** A sheet as a CSV file: UTF-8 with BOM, formulas written as text (a cell never runs in a spreadsheet program). */
export async function csvBlob(sheet: Sheet): Promise<Blob> {
  const Papa = await loadPapa();
  const text = Papa.unparse({ fields: sheet.columns, data: sheet.rows }, { escapeFormulae: true, newline: '\r\n' });
  return new Blob([`\ufeff${text}\r\n`], { type: 'text/csv;charset=utf-8' });
}

/** A plain number (no leading zero, as a phone number or a code has) is a number cell, summable; the rest text. */
const PLAIN_NUMBER = /^-?(0|[1-9]\d{0,14})(\.\d+)?$/;

function xlsxCell(cell: string): string | number {
  return PLAIN_NUMBER.test(cell) ? Number(cell) : cell;
}

/** A sheet as an .xlsx workbook of one worksheet, the header row bold and frozen. */
export async function xlsxBlob(sheet: Sheet, name: string): Promise<Blob> {
  const Excel = await loadExcel();
  const book = new Excel.Workbook();
  // Worksheet names: at most 31 characters, none of : \ / ? * [ ].
  const page = book.addWorksheet(name.replace(/[:\\/?*[\]]/g, ' ').slice(0, 31) || 'Sheet1', { views: [{ state: 'frozen', ySplit: 1 }] });
  page.addRow(sheet.columns).font = { bold: true };
  page.addRows(sheet.rows.map((row) => row.map(xlsxCell)));
  page.columns.forEach((column, i) => {
    const longest = Math.max(...[sheet.columns[i] ?? '', ...sheet.rows.slice(0, 200).map((r) => r[i] ?? '')].map((s) => [...s].length));
    column.width = Math.min(Math.max(longest + 2, 8), 60);
  });
  const buffer = await book.xlsx.writeBuffer();
  return new Blob([buffer], { type: XLSX_TYPE });
}
