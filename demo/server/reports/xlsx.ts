/** The .xlsx file of a report run (exceljs), loaded only when an export asks for it. */
import ExcelJS from 'exceljs';
import type { Ctx } from '../http/context.js';
import type { Table } from './export.js';
import { textOf } from './labels.js';
import type { ReportDefinition } from './types.js';

/** Sheet names: at most 31 characters, none of : \ / ? * [ ]. */
const sheetName = (name: string): string => name.replace(/[:\\/?*[\]]/g, '_').slice(0, 31) || 'Report';

export async function xlsxOf(ctx: Ctx, report: ReportDefinition, table: Table): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  book.created = new Date();
  const sheet = book.addWorksheet(sheetName(textOf(ctx, report.name)));
  // Cells are written as values, never formulas: a label starting with "=" stays text.
  table.cells.forEach((cells, i) => {
    const row = sheet.addRow(cells);
    if (table.emphasis[i]) row.font = { bold: true };
  });
  const dims = report.dimensions.length;
  sheet.columns.forEach((col, i) => {
    col.width = i < dims ? 24 : 16;
  });
  return Buffer.from(await book.xlsx.writeBuffer());
}
