// @vitest-environment node
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { csvBlob, fileKind, parseCsv, readSpreadsheet, SheetError, xlsxBlob } from '../../../core/imports/index.ts';
import { customerFixture, fixtureCsv } from '../../support/import-fixture.ts';

const reason = (promise: Promise<unknown>) =>
  promise.then(
    () => 'read',
    (error: unknown) => (error instanceof SheetError ? error.reason : String(error)),
  );

describe('reading a spreadsheet (core/imports, no DOM)', () => {
  it('reads CSV text, a CSV file and a blob by its type into text cells, the BOM dropped', async () => {
    const fixture = customerFixture(30, 5, 'read');
    const text = fixtureCsv(fixture);
    const fromText = await readSpreadsheet({ text, name: '客户.csv' });
    expect(fromText.columns).toEqual(fixture.header);
    expect(fromText.rows).toEqual(fixture.rows);
    expect(await readSpreadsheet(new File([text], '客户.csv'))).toEqual(fromText);
    expect(await readSpreadsheet(new Blob([text], { type: 'text/csv' }))).toEqual(fromText);
  });

  it('names repeated and empty headers apart and pads short rows', async () => {
    const sheet = await readSpreadsheet({ text: 'A,A,,B\r\n1,2\r\n' });
    expect(sheet.columns).toEqual(['A', 'A (2)', '#3', 'B']);
    expect(sheet.rows).toEqual([['1', '2', '', '']]);
  });

  it('says why a file is not a sheet', async () => {
    expect(await reason(readSpreadsheet(new File(['x'], 'notes.pdf')))).toBe('kind');
    expect(await reason(readSpreadsheet(new Blob(['x'], { type: 'application/pdf' })))).toBe('kind');
    expect(await reason(readSpreadsheet({ text: 'A,B\r\n' }))).toBe('empty');
    expect(await reason(readSpreadsheet({ text: 'A,B\r\n"1,2\r\n' }))).toBe('unreadable');
    expect(fileKind('DATA.TXT')).toBe('csv');
    expect(fileKind('book.xlsx')).toBe('xlsx');
  });

  it('reads an .xlsx workbook: dates as YYYY-MM-DD, numbers and booleans as text', async () => {
    const book = new ExcelJS.Workbook();
    const page = book.addWorksheet('客户');
    page.addRow(['客户名称', '签约日期', '信用额度', '是否启用']);
    page.addRow(['甲', new Date(Date.UTC(2025, 2, 7)), 1250000.5, true]);
    const file = new File([await book.xlsx.writeBuffer()], 'customers.xlsx');
    const sheet = await readSpreadsheet(file);
    expect(sheet.rows).toEqual([['甲', '2025-03-07', '1250000.5', '1']]);
  });

  it('writes CSV with a BOM and formulas as text, and .xlsx with plain numbers as number cells', async () => {
    const sheet = {
      columns: ['名称', '数'],
      rows: [
        ['=1+1', '12'],
        ['0123', '3.5'],
      ],
    };
    const blob = await csvBlob(sheet);
    expect([...new Uint8Array(await blob.arrayBuffer()).slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const csv = await blob.text();
    expect(await parseCsv(csv)).toEqual({
      columns: ['名称', '数'],
      rows: [
        ["'=1+1", '12'],
        ['0123', '3.5'],
      ],
    });
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(await (await xlsxBlob(sheet, 'a/b')).arrayBuffer());
    const page = book.worksheets[0]!;
    expect(page.name).toBe('a b');
    expect(page.getRow(2).getCell(2).value).toBe(12);
    expect(page.getRow(3).getCell(1).value).toBe('0123');
  });
});
