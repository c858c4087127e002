import { assert, equal, match } from '../../support/assert.ts';
import { sleep, unmountAll, waitFor } from '../../support/dom.ts';
import { $, $$, typeInto } from './page-helpers.ts';
import { openEntry, q, shellAs } from './work-helpers.ts';

describe('entity sub list page', () => {
  afterEach(unmountAll);

  it("asks for the parent from the demo menu, then lists the parent's child records read-only", async function (this: MochaContext) {
    this.timeout(60000);
    const { root, core } = await shellAs('admin');
    const page = await openEntry(root, 'mod-workbench', 'mod-workbench-contacts', '.sub-list-page');
    equal(page.dataset.relation, 'CONTACT');
    await waitFor(() => $(page, '.sub-hint'), 'the hint to choose a parent');

    // The parent is chosen with the forms' record picker: type, then pick the first match.
    const customer = (await core.http.request<{ entitys: Array<Record<string, unknown>> }>({ entity: 'CUSTOMER', action: 'find', data: { pageIndex: 1, pageSize: 1, sort: [{ field: 'ID', order: 'asc' }] } })).entitys[0]!;
    const input = $(page, '.sub-parent input[role="combobox"]') as HTMLInputElement;
    input.focus();
    typeInto(input, String(customer.NAME).slice(0, 4));
    const option = await waitFor(() => $$(page, '.ref-options [role="option"]').find((o) => o.textContent === customer.NAME), 'the customer among the options', 10000);
    option.dispatchEvent(new MouseEvent('mousedown', { bubbles: true, cancelable: true }));

    const table = await waitFor(() => $(q(root, '.sub-list-page')!, '.child-section .sub-table'), 'the contacts', 15000);
    const contacts = (await core.http.request<{ entitys: unknown[] }>({ entity: 'CONTACT', action: 'find', data: { conditions: [{ field: 'CUSTOMER_ID', mode: 'equal', value: customer.ID }], pageSize: 50 } })).entitys;
    equal($$(table, 'tbody tr').length, contacts.length, 'one row per stored contact');
    match($(table, 'thead')?.textContent, /姓名/);
    assert(!$(table, 'input, select, textarea'), 'read-only: no inputs');
    assert(!$(q(root, '.sub-list-page')!, '.add-row'), 'no add button');
  });

  it('opens for a record named by the page props', async function (this: MochaContext) {
    this.timeout(60000);
    const { root, core } = await shellAs('alice');
    core.router.open({ kind: 'entitySubList', entity: 'CUSTOMER', recordId: '2', query: { relation: 'CONTACT' }, title: 'contacts' });
    const page = await waitFor(() => q(root, '[role="tabpanel"] .sub-list-page'), 'the sub list', 15000);
    await waitFor(() => $$(page, '.sub-table tbody tr').length > 0, 'rows of customer 2', 15000);
    await sleep(50);
    assert(!$(page, '.sub-hint'), 'no question for the parent');
  });
});
