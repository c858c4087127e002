/**
 * A customer spreadsheet for the import tests and the bench: a header of the attributes' Chinese
 * labels and rows written as people write them (code-list texts, 是/否, 2025/3/7), with bad rows
 * at known places, each bad in one field for one reason the server must name.
 */
export const CUSTOMER_HEADER = ['客户名称', '客户等级', '所在地区', '电子邮箱', '联系电话', '信用额度', '签约日期', '是否启用'];

/** The attribute each header column fills. */
export const CUSTOMER_MAPPING: Record<string, string> = {
  客户名称: 'NAME',
  客户等级: 'LEVEL',
  所在地区: 'REGION',
  电子邮箱: 'EMAIL',
  联系电话: 'PHONE',
  信用额度: 'CREDIT',
  签约日期: 'SIGNED_ON',
  是否启用: 'ACTIVE',
};

/** The faults, in turn: the field each spoils and the cell it writes there. */
const FAULTS: Array<{ field: string; column: number; cell: string }> = [
  { field: 'NAME', column: 0, cell: '' },
  { field: 'LEVEL', column: 1, cell: '钻石客户' },
  { field: 'CREDIT', column: 5, cell: '很多' },
  { field: 'SIGNED_ON', column: 6, cell: '2025-13-45' },
  { field: 'EMAIL', column: 3, cell: 'not-an-address' },
];

export interface ImportFixture {
  header: string[];
  /** Data rows; row n of the file (1-based, the header not counted) is rows[n - 1]. */
  rows: string[][];
  /** File row number → the field that makes it bad. */
  bad: Map<number, string>;
  /** The name every good row's customer starts with, to count them on the server. */
  prefix: string;
}

const LEVELS = ['重点客户', '普通客户', 'C', 'Prospect'];
const REGIONS = ['上海', 'EC-JS-NJ', '北京', 'Shenzhen'];

/** `count` rows, `badCount` of them bad, spread evenly (the first bad row is row 7). */
export function customerFixture(count: number, badCount: number, tag: string): ImportFixture {
  const prefix = `导入-${tag}-`;
  const step = Math.floor(count / Math.max(badCount, 1));
  const bad = new Map<number, string>();
  const rows: string[][] = [];
  for (let n = 1; n <= count; n += 1) {
    const row = [
      `${prefix}${String(n).padStart(5, '0')}`,
      LEVELS[n % 4]!,
      REGIONS[n % 4]!,
      `c${n}@import.example.com`,
      `021-${5550000 + n}`,
      n % 3 === 0 ? '1,250,000.50' : String(1000 + n),
      n % 2 === 0 ? '2025/3/7' : '2024-11-20',
      n % 2 === 0 ? '是' : '0',
    ];
    const faultIndex = (n - 7) / step;
    if (n >= 7 && Number.isInteger(faultIndex) && faultIndex < badCount) {
      const fault = FAULTS[faultIndex % FAULTS.length]!;
      row[fault.column] = fault.cell;
      bad.set(n, fault.field);
    }
    rows.push(row);
  }
  return { header: CUSTOMER_HEADER, rows, bad, prefix };
}

function csvCell(cell: string): string {
  return /[",\r\n]/.test(cell) ? `"${cell.replace(/"/g, '""')}"` : cell;
}

/** The fixture as a CSV file's text (UTF-8 with BOM, as spreadsheet programs save it). */
export function fixtureCsv(fixture: ImportFixture): string {
  return `\ufeff${[fixture.header, ...fixture.rows].map((r) => r.map(csvCell).join(',')).join('\r\n')}\r\n`;
}

/** Rows as the shell sends them: objects keyed by the file's column headers. */
export function fixtureRecords(fixture: ImportFixture, from = 0, to = fixture.rows.length): Record<string, string>[] {
  return fixture.rows.slice(from, to).map((r) => Object.fromEntries(fixture.header.map((h, i) => [h, r[i] ?? ''])));
}
