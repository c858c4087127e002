/**
 * Child grids at 1440×900: a number column's header sits over its cells (both right-aligned), in
 * the detail's child section (read-only) and in the form's and the sub grid's (editable).
 */
import { equal } from '../../support/assert.ts';
import { saveScreenshot, setViewport } from '../../support/commands.ts';
import { unmountAll, waitFor } from '../../support/dom.ts';
import { $, $$ } from './page-helpers.ts';
import { q, shellAs } from './work-helpers.ts';

type Row = Record<string, unknown>;
const NUMBERS = ['QUANTITY', 'PRICE', 'AMOUNT'];

/** Each column's header and first cell alignment, by the cell's field. */
function alignments(table: HTMLElement): Record<string, { head: string; cell: string; input?: string }> {
  const heads = $$(table, 'thead th');
  const cells = $$(table, 'tbody tr:first-child td');
  return Object.fromEntries(
    cells
      .filter((cell) => cell.dataset.field)
      .map((cell) => {
        const input = cell.querySelector('input');
        const head = heads[cells.indexOf(cell)]!;
        return [
          cell.dataset.field!,
          { head: getComputedStyle(head).textAlign, cell: getComputedStyle(cell).textAlign, ...(input ? { input: getComputedStyle(input).textAlign } : {}) },
        ];
      }),
  );
}

function expectNumbersRight(table: HTMLElement, where: string, editable: boolean): void {
  const found = alignments(table);
  for (const field of NUMBERS.filter((name) => found[name])) {
    equal(found[field]!.head, found[field]!.cell, `${where}: ${field}'s header aligned as its cells`);
    equal(found[field]!.cell, 'right', `${where}: ${field} right-aligned`);
    // A worked-out column (the order line's subtotal) shows its figure without an input.
    if (editable && found[field]!.input !== undefined) equal(found[field]!.input, 'right', `${where}: ${field}'s input right-aligned`);
  }
  equal(found.PRODUCT_ID?.head, 'left', `${where}: a text column stays left`);
}

describe('child grids: number columns', () => {
  afterEach(unmountAll);

  it('align headers and cells right in the detail, the edit form and the sub grid', async function (this: MochaContext) {
    this.timeout(60000);
    await setViewport(1440, 900);
    const { root, core } = await shellAs('admin');
    const order = (
      await core.http.request<{ entitys: Row[] }>({ entity: 'ORDER', action: 'find', data: { pageSize: 1, sort: [{ field: 'ID', order: 'asc' }] } })
    ).entitys[0]!;
    const id = String(order.ID);
    const table = () => q(root, '[role="tabpanel"]:not([hidden]) .sub-table');

    core.router.open({ kind: 'detail', entity: 'ORDER', pageId: 'page-order-detail', recordId: id, title: 'detail' });
    const detail = await waitFor(() => table()?.querySelector('tbody tr td[data-field="QUANTITY"]') && table(), 'the detail lines', 15000);
    expectNumbersRight(detail, 'detail', false);
    await saveScreenshot('child-grid-detail');

    core.router.open({ kind: 'edit', entity: 'ORDER', pageId: 'page-order-edit', recordId: id, title: 'edit' });
    const form = await waitFor(() => table()?.querySelector('tbody tr td[data-field="QUANTITY"] input') && table(), 'the edit form lines', 15000);
    expectNumbersRight(form, 'edit form', true);
    equal(alignments(form).QUANTITY?.input, 'right', 'edit form: an input of a number column right-aligned');

    core.router.open({ kind: 'entitySubGrid', entity: 'ORDER', recordId: id, query: { relation: 'ORDER_LINE' }, title: 'lines' });
    const grid = await waitFor(
      () =>
        q(root, '[role="tabpanel"]:not([hidden]) .sub-grid-page .sub-table tbody tr td[data-field="QUANTITY"] input') &&
        $(q(root, '[role="tabpanel"]:not([hidden]) .sub-grid-page')!, '.sub-table'),
      'the sub grid',
      15000,
    );
    expectNumbersRight(grid as HTMLElement, 'sub grid', true);
  });
});
