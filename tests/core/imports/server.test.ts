// @vitest-environment node
import Papa from 'papaparse';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createExportController } from '../../../core/imports/index.ts';
import type { Platform } from '../../../core/index.ts';
import { CUSTOMER_MAPPING, customerFixture, fixtureCsv } from '../../support/import-fixture.ts';
import { startTestServer } from '../../support/server.ts';
import type { TestServer } from '../../support/server.ts';
import { platformOn } from '../meta/server-fixtures.ts';

let server: TestServer;
let platform: Platform;
beforeAll(async () => {
  server = await startTestServer();
  platform = await platformOn(server.url, 'alice');
  await platform.loadConcept('imports');
});
afterAll(async () => {
  await server?.close();
});

/**
 * One table of cells for the preview and the dry run, each row with the field both must refuse
 * ('' for none): code labels in either language and any case, codes, grouped and padded numbers,
 * the yes/no words; and what save's parse does not take as a number (1e5, 1.250.000).
 */
const IMPORT_CASES: Array<{ cells: string[]; bad: string }> = [
  { cells: ['甲', '重点客户', '上海', '"1,250,000.50"', '是'], bad: '' },
  { cells: ['乙', 'Key account', 'shanghai', '12', 'yes'], bad: '' },
  { cells: ['丙', 'A', 'EC-SH', '0012.5', '否'], bad: '' },
  { cells: ['丁', '钻石客户', '上海', '1', '1'], bad: 'LEVEL' },
  { cells: ['戊', '普通客户', '火星', '1', 'n'], bad: 'REGION' },
  { cells: ['己', '普通客户', '北京', '很多', '1'], bad: 'CREDIT' },
  { cells: ['庚', 'regular', '北京', '1e5', '√'], bad: 'CREDIT' },
  { cells: ['辛', '普通客户', 'Beijing', '1.250.000', '假'], bad: 'CREDIT' },
  { cells: ['壬', '普通客户', '南京', '-3', '0'], bad: 'CREDIT' },
  { cells: ['癸', 'PROSPECT', '南京', ' 7 ', 'no'], bad: '' },
];

const named = (prefix: string) => [{ field: 'NAME', mode: 'begin', value: prefix }];

describe('platform.imports against the reference server', () => {
  it('reads a CSV, maps it, previews it with the add form, dry-runs, imports once, and refuses a second import', async () => {
    const meta = await platform.meta.getMeta('CUSTOMER');
    const written: string[] = [];
    const run = platform.imports.openImport({ meta, onWritten: (entity) => written.push(entity) });
    const fixture = customerFixture(60, 5, `core${Date.now() % 100000}`);
    await run.read(new File([fixtureCsv(fixture)], '客户.csv', { type: 'text/csv' }));
    expect(run.$readError.get()).toBe('');
    expect(run.$file.get()?.name).toBe('客户.csv');
    expect(run.$file.get()?.sheet.rows).toHaveLength(60);
    expect(fixture.header.map((h) => run.$mapping.get()[h])).toEqual(fixture.header.map((h) => CUSTOMER_MAPPING[h]));

    await run.settled();
    expect(run.$required.get().has('NAME')).toBe(true);
    expect(run.$check.get()).toEqual({ errors: [], warnings: [] });
    let preview = run.$preview.get();
    expect(preview.rows).toHaveLength(10);
    expect(preview.rows[6]!.problems.NAME).toMatch(/客户名称/);
    expect(preview.rows[4]!.values.LEVEL).toBe('B');
    expect(preview.rows[5]!.problems).toEqual({});
    expect(preview.problems).toBe(preview.rows.reduce((n, r) => n + Object.keys(r.problems).length, 0));

    // The name column left out: the mapping says so once; the preview shows and counts no name problem.
    run.map('客户名称', '');
    await run.settled();
    expect(run.$check.get().warnings).toEqual(['必填字段没有对应的列：客户名称']);
    preview = run.$preview.get();
    expect(preview.shown.map((a) => a.name)).not.toContain('NAME');
    expect(preview.rows.some((r) => r.problems.NAME)).toBe(false);
    expect(preview.problems).toBe(preview.rows.reduce((n, r) => n + Object.keys(r.problems).length, 0));
    run.map('客户名称', 'NAME');

    expect(await run.importRows()).toBeNull();
    const dry = await run.dryRun();
    expect(dry).toMatchObject({ dryRun: true, accepted: 55, done: 60, total: 60, stopped: false });
    expect(dry!.rejected.map((r) => r.row)).toEqual([...fixture.bad.keys()]);
    expect(dry!.rejected.map((r) => r.errors[0]!.field)).toEqual([...fixture.bad.values()]);
    expect(await platform.imports.getCount('CUSTOMER', named(fixture.prefix))).toBe(0);
    expect(run.$dryRunCurrent.get()).toBe(true);

    const done = await run.importRows();
    expect(done).toMatchObject({ dryRun: false, accepted: 55 });
    expect(run.$outcome.get()).toBe(done);
    expect(written).toEqual(['CUSTOMER']);
    expect(await platform.imports.getCount('CUSTOMER', named(fixture.prefix))).toBe(55);
    // The import used its dry run up: the same rows cannot be written twice.
    expect(run.$dryRunCurrent.get()).toBe(false);
    expect(await run.importRows()).toBeNull();
    expect(await platform.imports.getCount('CUSTOMER', named(fixture.prefix))).toBe(55);

    const file = await run.rejectedFile('csv');
    expect(file?.filename).toBe('客户导入错误行.csv');
    const lines = (await file!.blob.text()).trim().split(/\r\n/);
    expect(lines).toHaveLength(6);
    expect(lines[0]).toMatch(/^行号,客户名称,.*,错误原因$/);
    expect(lines[1]).toMatch(/^7,,.*客户名称不能为空$/);
    run.destroy();
  });

  it('the preview flags exactly the cells the dry run refuses, in either UI language, and shows labels', async () => {
    const meta = await platform.meta.getMeta('CUSTOMER');
    const text = `\ufeff客户名称,客户等级,所在地区,信用额度,是否启用\r\n${IMPORT_CASES.map((c) => c.cells.join(',')).join('\r\n')}\r\n`;
    const expected = IMPORT_CASES.map((c) => c.bad);
    try {
      for (const language of ['011', '010']) {
        platform.i18n.setLanguage(language);
        const run = platform.imports.openImport({ meta });
        await run.read({ text, name: '客户.csv' });
        await run.settled();
        const rows = run.$preview.get().rows;
        expect(
          rows.map((r) => Object.keys(r.problems).join(',')),
          `preview in ${language}`,
        ).toEqual(expected);
        const dry = await run.dryRun();
        const refused = new Map(dry!.rejected.map((r) => [r.row, r.errors.map((e) => e.field).join(',')]));
        expect(
          IMPORT_CASES.map((_, i) => refused.get(i + 1) ?? ''),
          `dry run in ${language}`,
        ).toEqual(expected);

        const english = language === '011';
        expect(rows[0]!.texts).toEqual(
          english
            ? { NAME: '甲', LEVEL: 'Key account', REGION: 'Shanghai', CREDIT: '1250000.5', ACTIVE: 'Yes' }
            : { NAME: '甲', LEVEL: '重点客户', REGION: '上海', CREDIT: '1250000.5', ACTIVE: '是' },
        );
        expect(rows[2]!.texts.LEVEL).toBe(english ? 'Key account' : '重点客户');
        // The server's words for a non-number, no type name of the form's checker.
        expect(rows[5]!.problems.CREDIT).toBe(english ? 'Credit limit must be a number' : '信用额度必须是数字');
        expect(rows.flatMap((r) => Object.values(r.problems)).filter((m) => /类型|is not an? (number|integer|float)/.test(m))).toEqual([]);
        run.destroy();
      }
    } finally {
      platform.i18n.setLanguage('010');
    }
  });

  it('a changed mapping asks for a new dry run; a file that is no sheet says why', async () => {
    const meta = await platform.meta.getMeta('CUSTOMER');
    const run = platform.imports.openImport({ meta });
    await run.read({ text: fixtureCsv(customerFixture(3, 0, 'map')), name: 'a.csv' });
    await run.dryRun();
    expect(run.$dryRunCurrent.get()).toBe(true);
    run.map('联系电话', '');
    expect(run.$outcome.get()).toBeNull();
    expect(run.$dryRunCurrent.get()).toBe(false);
    expect(await run.importRows()).toBeNull();
    await run.read(new File(['x'], 'a.pdf'));
    expect(run.$file.get()).toBeNull();
    expect(run.$readError.get()).toBe('只能导入 .csv 或 .xlsx 文件');
    run.destroy();
  });

  it('counts a query and exports exactly its rows, sorted, with the server labels', async () => {
    const saved: Array<{ blob: Blob; filename: string }> = [];
    const exporter = createExportController(
      { calls: platform.imports, save: (blob, filename) => saved.push({ blob, filename }) },
      { entity: 'CUSTOMER', keyField: 'ID' },
    );
    const conditions = [{ field: 'LEVEL', mode: 'equal', value: 'A' }];
    const expected = await platform.imports.getCount('CUSTOMER', conditions);
    expect(expected).toBeGreaterThan(0);
    exporter.setConditions(conditions);
    await expect.poll(() => exporter.$count.get()).toBe(expected);
    await exporter.exportAs({ format: 'csv', conditions, sort: { field: 'CREDIT', order: 'desc' }, columns: ['NAME', 'LEVEL', 'CREDIT'] });
    expect(exporter.$state.get()).toEqual({ kind: 'done', rows: expected, capped: false });
    expect(saved[0]!.filename).toBe('客户列表.csv');
    const [head, ...rows] = Papa.parse<string[]>((await saved[0]!.blob.text()).replace(/^\ufeff/, ''), { skipEmptyLines: true }).data;
    expect(head).toEqual(['客户名称', '客户等级', '信用额度']);
    expect(rows).toHaveLength(expected);
    expect(rows.every((r) => r[1] === '重点客户')).toBe(true);
    const credits = rows.map((r) => Number(r[2]!.replace(/,/g, '')));
    expect(credits).toEqual([...credits].sort((a, b) => b - a));
    exporter.destroy();
  });
});
