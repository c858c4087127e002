/**
 * The report designer in Chromium against the reference server: admin opens the seeded report
 * orders-by-region at the Config route; its dimensions show by their labels, and a dimension, a
 * measure and a parameter added there save in the server's shapes (docs/server-contract.md
 * "Reports"); what the server would refuse is refused before a save, with the reason; a draft of
 * an older designer that wrote dimensions as field names is read and saved as `{ field, label }`.
 * Each test puts the seeded definition (version 1) back through the API.
 */
import { assert, deepEqual, equal, match } from '../../support/assert.ts';
import { unmountAll, waitFor } from '../../support/dom.ts';
import { $, $$, countCalls, selectValue } from '../pages/page-helpers.ts';
import { loginAs, startShell } from '../app-shell/shell-helpers.ts';
import type { ShellUnderTest } from '../app-shell/shell-helpers.ts';
import { clickSave, configCall, leaveDraftVia, openConfig, restoreSeeded, versionOf } from './designer-helpers.ts';
import type { Current } from './designer-helpers.ts';

const REPORT = 'orders-by-region';
const READY = '[data-list="dimensions"]';
type Item = Record<string, unknown>;
interface Definition {
  dimensions: Item[];
  measures: Item[];
  parameters: Item[];
}

const names = (designer: HTMLElement, list: string) => $$(designer, `[data-list="${list}"] .ordered-name`).map((e) => e.textContent ?? '');

async function savedDefinition(shell: ShellUnderTest): Promise<Definition> {
  return (await configCall<Current>(shell, 'get', { mode: 'report', id: REPORT })).content as unknown as Definition;
}

describe('report designer (Config route)', () => {
  let shell: ShellUnderTest | null = null;
  afterEach(async () => {
    try {
      if (shell) await restoreSeeded(shell, 'report', REPORT);
    } finally {
      shell = null;
      unmountAll();
    }
  });

  it("opens a seeded report with its dimensions by label; a dimension, a measure and a parameter added save in the server's shapes", async () => {
    shell = await startShell();
    await loginAs(shell.root, 'admin');
    const designer = await openConfig(shell, 'report', REPORT, READY);
    deepEqual(names(designer, 'dimensions'), ['地区', '状态']);
    deepEqual(names(designer, 'measures'), ['金额', '订单数']);
    deepEqual(names(designer, 'parameters'), ['下单日期']);

    $<HTMLButtonElement>(designer, '[data-list="dimensions"] [data-item="STATUS"] [data-remove]')!.click();
    await waitFor(() => !$(designer, '[data-list="dimensions"] [data-item="STATUS"]'), 'the dimension removed');
    selectValue($<HTMLSelectElement>(designer, '[data-pick="dimension"]')!, 'ORDERED_AT');
    await waitFor(() => $(designer, '[data-list="dimensions"] [data-item="ORDERED_AT"]'), 'the new dimension');
    $<HTMLButtonElement>(designer, '[data-add-measure="avg"]')!.click();
    await waitFor(() => names(designer, 'measures').length === 3, 'the new measure');
    selectValue($<HTMLSelectElement>(designer, '[data-pick="parameter"]')!, 'STATUS');
    await waitFor(() => $(designer, '[data-list="parameters"] [data-item="STATUS"]'), 'the new parameter');
    assert(!$(designer, '[data-report-problems]'), `nothing to correct: ${$(designer, '[data-report-problems]')?.textContent ?? ''}`);

    const started = versionOf(designer);
    await clickSave(designer);
    await waitFor(() => versionOf(designer) === started + 1 || $(designer, '[data-save-error]'), 'the save', 15000);
    assert(!$(designer, '[data-save-error]'), `saved: ${$(designer, '[data-save-error]')?.textContent ?? ''}`);
    const saved = await savedDefinition(shell);
    deepEqual(saved.dimensions, [
      { field: 'CUSTOMER_ID.REGION', label: { '010': '地区', '011': 'Region' } },
      { field: 'ORDERED_AT', label: { '010': '下单时间', '011': 'Ordered at' } },
    ]);
    deepEqual(saved.measures[2], { id: 'avg_AMOUNT', field: 'AMOUNT', fn: 'avg', label: { '010': '金额平均', '011': 'Average of Amount' } });
    deepEqual(saved.parameters[1], { field: 'STATUS', mode: 'in', label: { '010': '状态', '011': 'Status' }, dataType: 'code', codeKey: 'ORDER_STATUS' });
  });

  it('refuses before saving what the server would refuse, with the reason, and sends nothing', async () => {
    shell = await startShell();
    await loginAs(shell.root, 'admin');
    const designer = await openConfig(shell, 'report', REPORT, READY);
    while ($(designer, '[data-list="measures"] [data-remove]')) {
      const before = names(designer, 'measures').length;
      $<HTMLButtonElement>(designer, '[data-list="measures"] [data-remove]')!.click();
      await waitFor(() => names(designer, 'measures').length < before, 'a measure removed');
    }
    const problems = await waitFor(() => $(designer, '[data-report-problems]'), 'what to correct');
    match(problems.textContent ?? '', /度量必须是 1 到 20 个/);

    const saves = await countCalls('FM_CONFIG', 'save');
    await clickSave(designer);
    const refused = await waitFor(() => $(designer, '[data-save-error]'), 'the refusal');
    match(refused.textContent ?? '', /度量必须是 1 到 20 个/);
    equal(await countCalls('FM_CONFIG', 'save'), saves, 'no save was sent');
    assert($(designer, '[data-unsaved]'), 'the edits are kept');
    equal(names(designer, 'measures').length, 0);
  });

  it('reads a draft listing dimensions as field names and saves them as { field, label }', async () => {
    shell = await startShell();
    await loginAs(shell.root, 'admin');
    await leaveDraftVia(shell, 'report', { id: 'orders-by-month', ready: READY }, REPORT, (content) => ({ ...content, dimensions: ['STATUS'] }));
    const designer = await openConfig(shell, 'report', REPORT, READY);
    assert($(designer, '[data-draft-restored]'), 'the draft is back');
    deepEqual(names(designer, 'dimensions'), ['STATUS']);

    const started = versionOf(designer);
    await clickSave(designer);
    await waitFor(() => versionOf(designer) === started + 1 || $(designer, '[data-save-error]'), 'the save', 15000);
    assert(!$(designer, '[data-save-error]'), `saved: ${$(designer, '[data-save-error]')?.textContent ?? ''}`);
    deepEqual((await savedDefinition(shell)).dimensions, [{ field: 'STATUS', label: { '010': 'STATUS', '011': 'STATUS' } }]);
  });
});
