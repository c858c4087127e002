import ExcelJS from 'exceljs';
import Papa from 'papaparse';
import { assert, deepEqual, equal, match } from '../../support/assert.ts';
import { unmountAll, waitFor } from '../../support/dom.ts';
import { CUSTOMER_MAPPING, customerFixture, fixtureCsv, type ImportFixture } from '../../support/import-fixture.ts';
import { saveScreenshot } from '../../support/commands.ts';
import { $, $$, selectValue } from './page-helpers.ts';
import { menuItem } from '../app-shell/shell-helpers.ts';
import { openEntry, q, shellAs } from './work-helpers.ts';

type Core = Awaited<ReturnType<typeof shellAs>>['core'];

/** Files the page hands to the browser: the blobs behind the download links, instead of saving them. */
const saved: Array<{ name: string; blob: Blob }> = [];
const realCreate = URL.createObjectURL.bind(URL);
const realClick = HTMLAnchorElement.prototype.click;
const blobsByUrl = new Map<string, Blob>();

before(() => {
  URL.createObjectURL = (blob: Blob | MediaSource) => {
    const url = realCreate(blob);
    if (blob instanceof Blob) blobsByUrl.set(url, blob);
    return url;
  };
  HTMLAnchorElement.prototype.click = function click(this: HTMLAnchorElement) {
    const blob = blobsByUrl.get(this.href);
    if (this.download && blob) saved.push({ name: this.download, blob });
    else realClick.call(this);
  };
});
after(() => {
  URL.createObjectURL = realCreate;
  HTMLAnchorElement.prototype.click = realClick;
});

async function countNamed(core: Core, prefix: string): Promise<number> {
  const reply = await core.http.request<{ count: number }>({
    entity: 'CUSTOMER',
    action: 'getCount',
    method: 'POST',
    data: { conditions: [{ field: 'NAME', mode: 'begin', value: prefix }] },
  });
  return reply.count;
}

function chooseFile(page: HTMLElement, file: File): void {
  const input = $(page, '.file-input') as HTMLInputElement;
  const transfer = new DataTransfer();
  transfer.items.add(file);
  input.files = transfer.files;
  input.dispatchEvent(new Event('change', { bubbles: true }));
}

async function openImport(account = 'bob') {
  const shell = await shellAs(account);
  const page = await openEntry(shell.root, 'mod-data', 'mod-data-customers', '.import-export-page');
  return { ...shell, page };
}

const button = (page: HTMLElement, selector: string) => $(page, selector) as HTMLElement & { disabled: boolean };

/** Dry run, then import: checks what each says and that only the import writes. */
async function dryRunThenImport(page: HTMLElement, core: Core, fixture: ImportFixture) {
  const good = fixture.rows.length - fixture.bad.size;
  assert(button(page, '.import-run').disabled, 'no import before a dry run');
  button(page, '.dry-run').click();
  const dry = await waitFor(() => $(page, '.import-result[data-dry-run="1"]'), 'the dry run result', 30000);
  match($(dry, '.result-summary')?.textContent, new RegExp(`${good} 行可以导入，${fixture.bad.size} 行有错误，未写入任何数据`));
  deepEqual([...new Set($$(dry, '.rejected-row').map((r) => Number(r.dataset.row)))], [...fixture.bad.keys()], 'every bad row, in order');
  deepEqual(
    $$(dry, '.rejected-row').map((r) => r.dataset.field),
    [...fixture.bad.values()],
    'each with the field that made it bad',
  );
  equal(await countNamed(core, fixture.prefix), 0, 'the dry run wrote nothing');

  await waitFor(() => !button(page, '.import-run').disabled, 'the import enabled by the dry run');
  button(page, '.import-run').click();
  const done = await waitFor(() => $(page, '.import-result[data-dry-run="0"]'), 'the import result', 60000);
  match($(done, '.result-summary')?.textContent, new RegExp(`已导入 ${good} 行，${fixture.bad.size} 行被拒绝`));
  equal(await countNamed(core, fixture.prefix), good, 'the good rows written');
  assert(button(page, '.import-run').disabled, 'the import used up its dry run: the same rows cannot be written twice');
  return done;
}

describe('import/export page', () => {
  afterEach(() => {
    unmountAll();
    saved.length = 0;
  });

  it("imports a 1,000-row CSV: mapping by label, editable; preview with the form's checks; dry run; import; the rejected rows file", async function (this: MochaContext) {
    this.timeout(120000);
    const { page, core } = await openImport();
    const fixture = customerFixture(1000, 20, `csv${Date.now() % 100000}`);
    chooseFile(page, new File([fixtureCsv(fixture)], '客户.csv', { type: 'text/csv' }));
    await waitFor(() => /1000 行，8 列/.test($(page, '.file-summary')?.textContent ?? ''), 'the file read');

    const selects = () => $$(page, '.mapping-select') as HTMLSelectElement[];
    deepEqual(
      selects().map((s) => s.value),
      fixture.header.map((h) => CUSTOMER_MAPPING[h]),
      'columns matched to fields by label',
    );
    selectValue(selects()[4]!, '');
    await waitFor(() => $$(page, '.import-preview thead th[data-field]').length === 7, 'the phone column left out of the preview');
    selectValue(selects()[4]!, 'PHONE');
    await waitFor(() => $$(page, '.import-preview thead th[data-field]').length === 8, 'and mapped again');

    const preview = await waitFor(() => ($$(page, '.import-preview tbody tr').length === 10 ? $(page, '.import-preview') : null), 'ten preview rows');
    await waitFor(() => $(preview, 'tr[data-row="7"] td[data-field="NAME"].cell-problem'), 'the empty name of row 7 flagged as the form would');
    equal($(preview, 'tr[data-row="6"] td[data-field="LEVEL"]')?.textContent, '潜在客户', 'a code shown by its label');
    equal($(preview, 'tr[data-row="5"] td[data-field="LEVEL"]')?.textContent, '普通客户', 'a label read as its code, shown as the label');
    assert(!$(preview, 'tr[data-row="6"] .cell-problem'), 'a good row has no problem');
    const summary = () => $(page, '.preview-summary')?.textContent ?? '';
    const flagged = () => $$(page, '.import-preview .cell-problem').length;
    await waitFor(() => summary() === `预览的行中有 ${flagged()} 处问题`, 'the summary counts the flagged cells');
    // The name column unmapped: the mapping step warns once; the preview counts only what it shows.
    const nameColumn = fixture.header.findIndex((h) => CUSTOMER_MAPPING[h] === 'NAME');
    selectValue(selects()[nameColumn]!, '');
    await waitFor(() => $$(page, '.import-preview thead th[data-field]').length === 7, 'the name column left out');
    await waitFor(() => /客户名称/.test($(page, '.ie-message.warning')?.textContent ?? ''), 'the unmapped required field said once');
    await waitFor(
      () => summary() === (flagged() ? `预览的行中有 ${flagged()} 处问题` : '预览的行没有发现问题；试运行会检查全部行'),
      'no problem counted that the table does not show',
    );
    equal($$(page, '.import-preview tr.has-problem').length, $$(page, '.import-preview tr:has(.cell-problem)').length, 'rows marked only for a shown problem');
    selectValue(selects()[nameColumn]!, 'NAME');
    await waitFor(() => $(page, '.import-preview tr[data-row="7"] td[data-field="NAME"].cell-problem'), 'mapped again');

    await dryRunThenImport(page, core, fixture);
    button(page, '.download-rejected[data-format="csv"]').click();
    const file = await waitFor(() => saved.find((s) => s.name.endsWith('.csv')), 'the rejected rows file');
    equal(file.name, '客户导入错误行.csv');
    const lines = (await file.blob.text())
      .replace(/^\ufeff/, '')
      .trim()
      .split(/\r\n/);
    equal(lines.length, 21, 'the header and the 20 rejected rows');
    match(lines[0], /^行号,客户名称,.*,错误原因$/);
    match(lines[1], /^7,,.*客户名称不能为空$/);
  });

  it('previews a Chinese CSV in English and in Chinese as the dry run checks it, with labels and readable messages', async function (this: MochaContext) {
    this.timeout(90000);
    const { root, platform } = await openImport();
    // A language switch draws the open tab's page again: the page is read anew each time.
    const current = () => q<HTMLElement>(root, '.import-export-page')!;
    // Row 2's labels are English ones, row 3's codes; rows 4 to 6 each spoil one cell, as the server sees it.
    const rows = [
      ['甲', '重点客户', '上海', '1,250.50', '是'],
      ['乙', 'key account', 'Shanghai', '12', 'yes'],
      ['丙', 'A', 'EC-SH', '7', '0'],
      ['丁', '钻石客户', '北京', '1', '否'],
      ['戊', '普通客户', '北京', '很多', '否'],
      ['己', '普通客户', '北京', '1e5', '否'],
    ];
    const csv = `\ufeff客户名称,客户等级,所在地区,信用额度,是否启用\r\n${rows.map((r) => r.map((c) => (c.includes(',') ? `"${c}"` : c)).join(',')).join('\r\n')}\r\n`;
    const flagged = () => $$(current(), '.import-preview tr.has-problem').map((r) => Number(r.dataset.row));
    const cell = (row: number, field: string) => $(current(), `.import-preview tr[data-row="${row}"] td[data-field="${field}"]`);
    const shown = (row: number, field: string) => cell(row, field)?.firstChild?.textContent ?? '';

    for (const language of ['011', '010']) {
      platform.i18n.setLanguage(language);
      const english = language === '011';
      await waitFor(() => current()?.querySelector('.file-input'), `the page in ${language}`);
      chooseFile(current(), new File([csv], `customers-${language}.csv`, { type: 'text/csv' }));
      await waitFor(
        () => $$(current(), '.import-preview tbody tr').length === rows.length && shown(1, 'LEVEL') === (english ? 'Key account' : '重点客户'),
        `the preview in ${language}`,
        20000,
      );
      await waitFor(() => flagged().join() === '4,5,6', `only the spoilt rows flagged in ${language} (${flagged().join()})`);
      equal(shown(1, 'REGION'), english ? 'Shanghai' : '上海');
      equal(shown(2, 'LEVEL'), english ? 'Key account' : '重点客户', 'an English label, shown in the UI language');
      equal(shown(3, 'ACTIVE'), english ? 'No' : '否');
      equal($(cell(5, 'CREDIT')!, '.problem-text')?.textContent, english ? 'Credit limit must be a number' : '信用额度必须是数字');
      equal($(cell(6, 'CREDIT')!, '.problem-text')?.textContent, english ? 'Credit limit must be a number' : '信用额度必须是数字', '1e5 is no number to save');
      match($(cell(4, 'LEVEL')!, '.problem-text')?.textContent, /钻石客户/);
      assert(!$$(current(), '.problem-text').some((p) => /number 类型|is not an? number/.test(p.textContent ?? '')), 'no type name in a message');
      $(current(), '.import-preview')!.scrollIntoView({ block: 'start' });
      await saveScreenshot(`import-preview-${english ? 'en' : 'zh'}`);

      button(current(), '.dry-run').click();
      const dry = await waitFor(() => $(current(), '.import-result[data-dry-run="1"]'), 'the dry run result', 30000);
      deepEqual(
        [...new Set($$(dry, '.rejected-row').map((r) => Number(r.dataset.row)))],
        [4, 5, 6],
        `the dry run refuses the rows the preview flagged (${language})`,
      );
    }
  });

  it('imports an .xlsx file (dates, numbers and text cells) with 20 bad rows and hands back the rejected rows as .xlsx', async function (this: MochaContext) {
    this.timeout(120000);
    const { page, core } = await openImport();
    const fixture = customerFixture(200, 20, `xlsx${Date.now() % 100000}`);
    const book = new ExcelJS.Workbook();
    const sheet = book.addWorksheet('客户');
    sheet.addRow(fixture.header);
    for (const [i, row] of fixture.rows.entries()) {
      const n = i + 1;
      const cells: unknown[] = [...row];
      if (!fixture.bad.has(n)) {
        cells[5] = Number(row[5]!.replace(/,/g, ''));
        cells[6] = new Date(Date.UTC(2025, 2, 7));
      }
      sheet.addRow(cells);
    }
    const data = await book.xlsx.writeBuffer();
    chooseFile(page, new File([data], 'customers.xlsx', { type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' }));
    await waitFor(() => /200 行，8 列/.test($(page, '.file-summary')?.textContent ?? ''), 'the workbook read', 30000);
    await waitFor(() => $(page, '.import-preview tr[data-row="1"] td[data-field="SIGNED_ON"]')?.textContent === '2025-03-07', 'a date cell as YYYY-MM-DD');

    await dryRunThenImport(page, core, fixture);
    const found = await core.http.request<{ entitys: Array<Record<string, unknown>> }>({
      entity: 'CUSTOMER',
      action: 'find',
      method: 'POST',
      data: { conditions: [{ field: 'NAME', mode: 'equal', value: `${fixture.prefix}00003` }] },
    });
    equal(found.entitys[0]?.SIGNED_ON, '2025-03-07');
    equal(found.entitys[0]?.CREDIT, 1250000.5);

    button(page, '.download-rejected[data-format="xlsx"]').click();
    const file = await waitFor(() => saved.find((s) => s.name.endsWith('.xlsx')), 'the rejected rows workbook');
    const back = new ExcelJS.Workbook();
    await back.xlsx.load(await file.blob.arrayBuffer());
    const rows = back.worksheets[0]!.getSheetValues().filter(Boolean);
    equal(rows.length, 21, 'the header and the 20 rejected rows');
  });

  it('exports exactly the rows of a filtered list query, with labels, sorted, as CSV and .xlsx', async function (this: MochaContext) {
    this.timeout(120000);
    const { page, core } = await openImport();
    $(page, '.ie-tab-export')!.click();
    const level = await waitFor(() => $(page, '.search [data-field="LEVEL"] select:not([aria-busy])') as HTMLSelectElement | null, 'the level search field');
    selectValue(level, 'A');
    $(page, '.search-submit')!.click();
    selectValue($(page, '.sort-field')!, 'CREDIT');
    selectValue($(page, '.sort-order')!, 'desc');
    const listed = await core.http.request<{ entitys: Array<Record<string, unknown>> }>({
      entity: 'CUSTOMER',
      action: 'list',
      method: 'POST',
      data: {
        conditions: [{ field: 'LEVEL', mode: 'equal', value: 'A' }],
        sort: [
          { field: 'CREDIT', order: 'desc' },
          { field: 'ID', order: 'asc' },
        ],
      },
    });
    await waitFor(() => $(page, '.match-count')?.textContent === `符合条件：${listed.entitys.length} 条`, 'the count of the filtered query');

    button(page, '.export-csv').click();
    const csv = await waitFor(() => saved.find((s) => s.name.endsWith('.csv')), 'the CSV export', 30000);
    equal(csv.name, '客户列表.csv');
    const [head, ...cells] = Papa.parse<string[]>((await csv.blob.text()).replace(/^\ufeff/, ''), { skipEmptyLines: true }).data;
    equal(head!.join(), '客户名称,客户等级,所在地区,联系电话,电子邮箱,信用额度,签约日期,是否启用', "the list's columns by label");
    equal(cells.length, listed.entitys.length, 'exactly the filtered rows');
    deepEqual(
      cells.map((c) => c[0]),
      listed.entitys.map((r) => String(r.NAME)),
      'the same rows in the same order',
    );
    assert(
      cells.every((c) => c[1] === '重点客户'),
      'the level by its label',
    );
    assert(
      cells.every((c) => c[7] === '是' || c[7] === '否'),
      'booleans as 是/否',
    );

    button(page, '.export-xlsx').click();
    const xlsx = await waitFor(() => saved.find((s) => s.name.endsWith('.xlsx')), 'the .xlsx export', 60000);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(await xlsx.blob.arrayBuffer());
    const sheet = book.worksheets[0]!;
    equal(sheet.rowCount, listed.entitys.length + 1);
    equal(sheet.getRow(2).getCell(1).value, String(listed.entitys[0]!.NAME));
    equal(typeof sheet.getRow(2).getCell(6).value, 'number', 'money as a number cell');
    match(q(page, '.export-state')?.textContent, new RegExp(`已导出 ${listed.entitys.length} 条`));
  });
  it('after an import, the export count and an open list of the entity show the new rows', async function (this: MochaContext) {
    this.timeout(90000);
    const shell = await shellAs('bob');
    const total = (text: string | null | undefined) => Number(/([\d,]+)/.exec(text ?? '')?.[1]?.replace(/,/g, '') ?? Number.NaN);
    (await menuItem(shell.root, 'mod-customer-list')).click();
    const listTab = await waitFor(() => shell.core.workspace.$activeTab.get()?.key, 'the customer list tab');
    const pager = await waitFor(() => q(shell.root, '[role="tabpanel"]:not([hidden]) .list-page .pager-total'), 'the list total', 15000);
    await waitFor(() => !Number.isNaN(total(pager.textContent)), 'the list counted', 15000);
    const listBefore = total(pager.textContent);

    const page = await openEntry(shell.root, 'mod-data', 'mod-data-customers', '.import-export-page');
    $<HTMLElement>(page, '.ie-tab-export')!.click();
    await waitFor(() => !Number.isNaN(total($(page, '.match-count')?.textContent)), 'the export count', 15000);
    const exportBefore = total($(page, '.match-count')?.textContent);
    $<HTMLElement>(page, '.ie-tab-import')!.click();
    const fixture = customerFixture(5, 0, `count${Date.now() % 100000}`);
    chooseFile(page, new File([fixtureCsv(fixture)], '客户.csv', { type: 'text/csv' }));
    await waitFor(() => /5 行，8 列/.test($(page, '.file-summary')?.textContent ?? ''), 'the file read');
    button(page, '.dry-run').click();
    await waitFor(() => !button(page, '.import-run').disabled, 'the import enabled by the dry run', 30000);
    button(page, '.import-run').click();
    await waitFor(() => $(page, '.import-result[data-dry-run="0"]'), 'the import result', 30000);

    $<HTMLElement>(page, '.ie-tab-export')!.click();
    await waitFor(() => total($(page, '.match-count')?.textContent) === exportBefore + 5, `the export count ${exportBefore} + 5`, 15000);
    await saveScreenshot('export-count-after-import');
    shell.core.workspace.activateTab(listTab);
    await waitFor(
      () => total(q(shell.root, '[role="tabpanel"]:not([hidden]) .list-page .pager-total')?.textContent) === listBefore + 5,
      `the list total ${listBefore} + 5`,
      15000,
    );
  });
});
