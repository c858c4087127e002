import { assert, equal, match } from '../../support/assert.ts';
import { sleep, unmountAll, waitFor } from '../../support/dom.ts';
import { createPageServices } from '../../../elements/pages/kit/services-core.ts';
import { $, $$, notices, typeInto, uniqueName } from './page-helpers.ts';
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
    const customer = (
      await core.http.request<{ entitys: Array<Record<string, unknown>> }>({
        entity: 'CUSTOMER',
        action: 'find',
        data: { pageIndex: 1, pageSize: 1, sort: [{ field: 'ID', order: 'asc' }] },
      })
    ).entitys[0]!;
    const input = $(page, '.sub-parent input[role="combobox"]') as HTMLInputElement;
    input.focus();
    typeInto(input, String(customer.NAME).slice(0, 4));
    const option = await waitFor(
      () => $$(page, '.ref-options [role="option"]').find((o) => o.textContent === customer.NAME),
      'the customer among the options',
      10000,
    );
    option.dispatchEvent(new MouseEvent('mousedown', { bubbles: true, cancelable: true }));

    const table = await waitFor(() => $(q(root, '.sub-list-page')!, '.child-section .sub-table'), 'the contacts', 15000);
    const contacts = (
      await core.http.request<{ entitys: unknown[] }>({
        entity: 'CONTACT',
        action: 'find',
        data: { conditions: [{ field: 'CUSTOMER_ID', mode: 'equal', value: customer.ID }], pageSize: 50 },
      })
    ).entitys;
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

  it('reads the rows again when the child entity or the parent with its rows is saved elsewhere on the core instance', async function (this: MochaContext) {
    this.timeout(60000);
    const { root, core, platform } = await shellAs('admin');
    const contactsOf = async () =>
      (
        await core.http.request<{ bean: { children: Record<string, Array<Record<string, unknown>>> } }>({
          entity: 'CUSTOMER',
          action: 'get',
          params: { id: '2' },
        })
      ).bean.children.CONTACT ?? [];
    const before = await contactsOf();
    core.router.open({ kind: 'entitySubList', entity: 'CUSTOMER', recordId: '2', query: { relation: 'CONTACT' }, title: 'contacts' });
    const list = () => q(root, '[role="tabpanel"] .sub-list-page');
    const listRows = () => $$(list()!, '.sub-table tbody tr');
    await waitFor(() => list() && listRows().length === before.length, 'the stored contacts', 15000);

    // A contact saved elsewhere (announced as a form or an import announces it): the child entity.
    const added = uniqueName('新联系人');
    const reply = await core.http.request<{ id: string | number }>({
      entity: 'CONTACT',
      action: 'save',
      method: 'POST',
      data: { data: { CUSTOMER_ID: 2, NAME: added } },
    });
    createPageServices(platform).recordSaved('CONTACT', String(reply.id));
    await waitFor(
      () => listRows().length === before.length + 1 && listRows().some((row) => row.textContent?.includes(added)),
      'the new contact in the list',
      15000,
    );

    // The sub grid of the same customer, in another tab, renames it: a save of the parent.
    core.router.open({ kind: 'entitySubGrid', entity: 'CUSTOMER', recordId: '2', query: { relation: 'CONTACT' }, title: 'contact grid' });
    const grid = await waitFor(() => q(root, '[role="tabpanel"]:not([hidden]) .sub-grid-page'), 'the sub grid', 15000);
    const nameInput = () =>
      $$(grid, '.sub-table tbody tr')
        .map((row) => $(row, 'td[data-field="NAME"] input') as HTMLInputElement | null)
        .find((input) => input?.value === added);
    const input = await waitFor(nameInput, 'the new contact in the grid', 15000);
    const renamed = uniqueName('改名联系人');
    typeInto(input, renamed);
    await waitFor(() => $(grid, '.form-actions [role="status"]'), 'the grid marked as changed');
    $(grid, '.save-button')!.click();
    await waitFor(() => notices(platform).includes('保存成功'), 'saved', 15000);
    await waitFor(
      () => listRows().some((row) => row.textContent?.includes(renamed)) && !listRows().some((row) => row.textContent?.includes(added)),
      'the list in its own tab shows the new name',
      15000,
    );
  });
});
