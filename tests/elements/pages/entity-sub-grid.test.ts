import { assert, equal, match } from '../../support/assert.ts';
import { unmountAll, waitFor } from '../../support/dom.ts';
import { $, $$, notices, typeInto } from './page-helpers.ts';
import { openEntry, q, shellAs } from './work-helpers.ts';

type Row = Record<string, unknown>;

const grid = (root: ShadowRoot) => q(root, '.sub-grid-page')!;
const bodyRows = (root: ShadowRoot) => $$(grid(root), '.sub-table tbody tr');

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
    const order = (await core.http.request<{ entitys: Row[] }>({ entity: 'ORDER', action: 'find', data: { pageSize: 1, sort: [{ field: 'ID', order: 'asc' }] } })).entitys[0]!;
    const before = (await core.http.request<{ bean: { data: Row; children: Record<string, Row[]> } }>({ entity: 'ORDER', action: 'get', params: { id: String(order.ID) } })).bean;
    const lines = before.children.ORDER_LINE!;
    core.router.open({ kind: 'entitySubGrid', entity: 'ORDER', recordId: String(order.ID), query: { relation: 'ORDER_LINE' }, title: 'lines' });
    await waitFor(() => q(root, '[role="tabpanel"] .sub-grid-page') && bodyRows(root).length === lines.length, 'the stored lines', 15000);

    // A quantity below the attribute's minimum is refused in its cell, at once.
    const quantity = () => $(bodyRows(root)[0]!, 'td[data-field="QUANTITY"] input') as HTMLInputElement;
    typeInto(quantity(), '0');
    await waitFor(() => quantity().getAttribute('aria-invalid') === 'true' && $(bodyRows(root)[0]!, 'td[data-field="QUANTITY"] .row-error'), 'the cell message');
    typeInto(quantity(), '7');
    await waitFor(() => !$(bodyRows(root)[0]!, 'td[data-field="QUANTITY"] .row-error'), 'the message gone');

    // A new row without its required product stops the save, with the message in its cell.
    $(grid(root), '.add-row')!.click();
    await waitFor(() => bodyRows(root).length === lines.length + 1, 'the new row');
    $(grid(root), '.save-button')!.click();
    const last = () => bodyRows(root)[lines.length]!;
    await waitFor(() => $(last(), 'td[data-field="PRODUCT_ID"] .row-error'), 'the required product');
    match(q(root, '.sub-grid-page .grid-error')?.textContent, /请检查标红的字段/);
    const unchanged = (await core.http.request<{ bean: { children: Record<string, Row[]> } }>({ entity: 'ORDER', action: 'get', params: { id: String(order.ID) } })).bean;
    equal(unchanged.children.ORDER_LINE![0]!.QUANTITY, lines[0]!.QUANTITY, 'nothing saved');

    // Without the empty row the lines save through the order's own save.
    $(last(), `sl-button[aria-label="删除此行 ${lines.length + 1}"]`)!.click();
    await waitFor(() => bodyRows(root).length === lines.length, 'the new row removed');
    $(grid(root), '.save-button')!.click();
    await waitFor(() => notices(platform).includes('保存成功'), 'saved', 15000);
    const stored = (await core.http.request<{ bean: { children: Record<string, Row[]> } }>({ entity: 'ORDER', action: 'get', params: { id: String(order.ID) } })).bean.children.ORDER_LINE!;
    equal(stored.length, lines.length, 'the same lines');
    equal(Number(stored[0]!.QUANTITY), 7, 'the edited quantity stored');
    const after = (await core.http.request<{ bean: { data: Row } }>({ entity: 'ORDER', action: 'get', params: { id: String(order.ID) } })).bean.data;
    assert(Number(after.LOG_VERSION) > Number(before.data.LOG_VERSION), 'saved as a change of the order');
    await waitFor(() => !q(root, '.sub-grid-page .grid-error') && quantity().value === '7', 'the grid shows the stored lines');
  });
});
