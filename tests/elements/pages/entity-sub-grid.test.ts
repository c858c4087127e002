import { assert, equal, match } from '../../support/assert.ts';
import { sleep, unmountAll, waitFor } from '../../support/dom.ts';
import { $, $$, notices, typeInto } from './page-helpers.ts';
import { openEntry, q, shellAs } from './work-helpers.ts';

type Row = Record<string, unknown>;

const grid = (root: ShadowRoot) => q(root, '.sub-grid-page')!;
const bodyRows = (root: ShadowRoot) => $$(grid(root), '.sub-table tbody tr');
const parentInput = (root: ShadowRoot) => $(grid(root), '.sub-parent input[role="combobox"]') as HTMLInputElement;

/** Chooses a parent order with the picker the way a user does: type its number, pick the match. */
async function pickOrder(root: ShadowRoot, orderNo: string): Promise<void> {
  const input = parentInput(root);
  input.focus();
  typeInto(input, orderNo);
  const option = await waitFor(
    () => $$(grid(root), '.ref-options [role="option"]').find((o) => o.textContent === orderNo),
    `the order ${orderNo} among the options`,
    10000,
  );
  option.dispatchEvent(new MouseEvent('mousedown', { bubbles: true, cancelable: true }));
}

describe('entity sub grid page', () => {
  afterEach(unmountAll);

  it('is reached from the demo menu and asks for the parent order', async function (this: MochaContext) {
    this.timeout(60000);
    const { root } = await shellAs('alice');
    const page = await openEntry(root, 'mod-workbench', 'mod-workbench-lines', '.sub-grid-page');
    equal(page.dataset.relation, 'ORDER_LINE');
    await waitFor(() => $(page, '.sub-parent input[role="combobox"]') && $(page, '.sub-hint'), 'the parent picker');
  });

  it('edits a line inline, checks each cell with the form rules, and saves the lines with their order', async function (this: MochaContext) {
    this.timeout(60000);
    const { root, core, platform } = await shellAs('admin');
    const order = (
      await core.http.request<{ entitys: Row[] }>({ entity: 'ORDER', action: 'find', data: { pageSize: 1, sort: [{ field: 'ID', order: 'asc' }] } })
    ).entitys[0]!;
    const before = (
      await core.http.request<{ bean: { data: Row; children: Record<string, Row[]> } }>({ entity: 'ORDER', action: 'get', params: { id: String(order.ID) } })
    ).bean;
    const lines = before.children.ORDER_LINE!;
    core.router.open({ kind: 'entitySubGrid', entity: 'ORDER', recordId: String(order.ID), query: { relation: 'ORDER_LINE' }, title: 'lines' });
    await waitFor(() => q(root, '[role="tabpanel"] .sub-grid-page') && bodyRows(root).length === lines.length, 'the stored lines', 15000);

    // A quantity below the attribute's minimum is refused in its cell, at once.
    const quantity = () => $(bodyRows(root)[0]!, 'td[data-field="QUANTITY"] input') as HTMLInputElement;
    typeInto(quantity(), '0');
    await waitFor(
      () => quantity().getAttribute('aria-invalid') === 'true' && $(bodyRows(root)[0]!, 'td[data-field="QUANTITY"] .row-error'),
      'the cell message',
    );
    typeInto(quantity(), '7');
    await waitFor(() => !$(bodyRows(root)[0]!, 'td[data-field="QUANTITY"] .row-error'), 'the message gone');

    // A new row without its required product stops the save, with the message in its cell.
    $(grid(root), '.add-row')!.click();
    await waitFor(() => bodyRows(root).length === lines.length + 1, 'the new row');
    $(grid(root), '.save-button')!.click();
    const last = () => bodyRows(root)[lines.length]!;
    await waitFor(() => $(last(), 'td[data-field="PRODUCT_ID"] .row-error'), 'the required product');
    match(q(root, '.sub-grid-page .grid-error')?.textContent, /请检查标红的字段/);
    const unchanged = (
      await core.http.request<{ bean: { children: Record<string, Row[]> } }>({ entity: 'ORDER', action: 'get', params: { id: String(order.ID) } })
    ).bean;
    equal(unchanged.children.ORDER_LINE![0]!.QUANTITY, lines[0]!.QUANTITY, 'nothing saved');

    // Without the empty row the lines save through the order's own save.
    $(last(), `sl-button[aria-label="删除此行 ${lines.length + 1}"]`)!.click();
    await waitFor(() => bodyRows(root).length === lines.length, 'the new row removed');
    $(grid(root), '.save-button')!.click();
    await waitFor(() => notices(platform).includes('保存成功'), 'saved', 15000);
    const stored = (
      await core.http.request<{ bean: { children: Record<string, Row[]> } }>({ entity: 'ORDER', action: 'get', params: { id: String(order.ID) } })
    ).bean.children.ORDER_LINE!;
    equal(stored.length, lines.length, 'the same lines');
    equal(Number(stored[0]!.QUANTITY), 7, 'the edited quantity stored');
    const after = (await core.http.request<{ bean: { data: Row } }>({ entity: 'ORDER', action: 'get', params: { id: String(order.ID) } })).bean.data;
    assert(Number(after.LOG_VERSION) > Number(before.data.LOG_VERSION), 'saved as a change of the order');
    await waitFor(() => !q(root, '.sub-grid-page .grid-error') && quantity().value === '7', 'the grid shows the stored lines');
  });

  it('asks before another order replaces unsaved line edits, and keeps the order and the edits when declined', async function (this: MochaContext) {
    this.timeout(60000);
    const { root, core } = await shellAs('admin');
    const linesOf = async (id: unknown) =>
      (await core.http.request<{ bean: { children: Record<string, Row[]> } }>({ entity: 'ORDER', action: 'get', params: { id: String(id) } })).bean.children
        .ORDER_LINE ?? [];
    const orders = (
      await core.http.request<{ entitys: Row[] }>({ entity: 'ORDER', action: 'find', data: { pageSize: 10, sort: [{ field: 'ID', order: 'asc' }] } })
    ).entitys;
    const withLines: Array<[Row, Row[]]> = [];
    for (const order of orders) {
      const found = await linesOf(order.ID);
      if (found.length) withLines.push([order, found]);
      if (withLines.length === 2) break;
    }
    assert(withLines.length === 2, 'two orders with lines');
    const [[first, lines], [second, otherLines]] = withLines as [[Row, Row[]], [Row, Row[]]];
    core.router.open({ kind: 'entitySubGrid', entity: 'ORDER', recordId: String(first.ID), query: { relation: 'ORDER_LINE' }, title: 'lines' });
    await waitFor(() => q(root, '[role="tabpanel"] .sub-grid-page') && bodyRows(root).length === lines.length, 'the stored lines', 15000);
    await waitFor(() => parentInput(root).value === String(first.ORDER_NO), 'the order named in the picker', 10000);

    const quantity = () => $(bodyRows(root)[0]!, 'td[data-field="QUANTITY"] input') as HTMLInputElement;
    const edited = String(Number(lines[0]!.QUANTITY) + 3);
    typeInto(quantity(), edited);
    await waitFor(() => $(grid(root), '.form-actions [role="status"]'), 'the lines marked as changed');

    // Declined: the grid stays on its order, with the edit.
    await pickOrder(root, String(second.ORDER_NO));
    const dialog = await waitFor(() => q(root, '.sub-grid-page .confirm-dialog'), 'the unsaved-changes confirm', 10000);
    match(dialog.textContent, /未保存的明细修改/);
    $(dialog, 'sl-button:not([variant="primary"])')!.click();
    await waitFor(() => !q(root, '.sub-grid-page .confirm-dialog'), 'the confirm closed');
    await sleep(500);
    equal(quantity().value, edited, 'the edit is still there');
    equal(parentInput(root).value, String(first.ORDER_NO), 'the same order');
    assert($(grid(root), '.form-actions [role="status"]'), 'still marked as changed');

    // Confirmed: the other order's lines replace the edit.
    await pickOrder(root, String(second.ORDER_NO));
    (await waitFor(() => q<HTMLElement>(root, '.sub-grid-page .confirm-dialog sl-button[variant="primary"]'), 'the confirm again', 10000)).click();
    await waitFor(
      () =>
        parentInput(root).value === String(second.ORDER_NO) && bodyRows(root).length === otherLines.length && !$(grid(root), '.form-actions [role="status"]'),
      "the other order's lines",
      15000,
    );
    equal(quantity().value, String(otherLines[0]!.QUANTITY), "the other order's first quantity");
    const stored = await linesOf(first.ID);
    equal(String(stored[0]!.QUANTITY), String(lines[0]!.QUANTITY), 'nothing was saved');
  });
});
