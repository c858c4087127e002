import { assert, equal, match } from '../../support/assert.ts';
import { unmountAll, waitFor } from '../../support/dom.ts';
import { $, $$, typeInto } from './page-helpers.ts';
import { openEntry, q, shellAs } from './work-helpers.ts';

const cards = (page: HTMLElement) => $$(page, '.entity-card');

describe('entity card list page', () => {
  afterEach(unmountAll);

  it('shows the customers as cards, loads more pages from the server, and runs a card operation', async function (this: MochaContext) {
    this.timeout(60000);
    const { root, core } = await shellAs('admin');
    const page = await openEntry(root, 'mod-workbench', 'mod-workbench-cards', '.card-list-page');
    await waitFor(() => cards(page).length === 20, 'the first page of 20 cards', 15000);
    const first = cards(page)[0]!;
    // The list's columns: name as the title, level as the subtitle, then region, phone and email.
    assert($(first, '.card-title button')?.textContent?.trim(), 'a title');
    await waitFor(() => /客户/.test($(first, '.card-subtitle')?.textContent ?? ''), 'the level by its label');
    equal(
      $$(first, '.card-fields [data-field]')
        .map((f) => f.dataset.field)
        .join(','),
      'REGION,PHONE,EMAIL',
    );
    match(q(root, '.card-more')?.textContent, /已显示 20 \/ \d+ 条/);
    const firstKeys = cards(page).map((c) => c.dataset.key);

    $(page, '.load-more')!.click();
    await waitFor(() => cards(q(root, '.card-list-page')!).length === 40, 'the second page appended', 15000);
    const after = cards(q(root, '.card-list-page')!).map((c) => c.dataset.key);
    equal(after.slice(0, 20).join(), firstKeys.join(), 'the first cards stay in place');
    equal(new Set(after).size, 40, 'no card twice');

    // A card's own operation (the page config's row operation "detail") opens the record.
    const detail = $(cards(q(root, '.card-list-page')!)[0]!, '.row-op[data-operate="detail"]')!;
    detail.click();
    await waitFor(() => q(root, 'sl-drawer .detail-grid'), 'the detail in the drawer', 15000);
    core.workspace.closeDrawer();

    // Selecting a card enables the toolbar's selection operations, as in the list.
    const box = $(cards(q(root, '.card-list-page')!)[1]!, '.card-check') as HTMLInputElement;
    box.click();
    await waitFor(() => q(root, '.card-list-page .selection-count')?.textContent === '已选 1 条', 'one selected');
  });

  it('searches on the server and starts again from the first page', async function (this: MochaContext) {
    this.timeout(60000);
    const { root } = await shellAs('admin');
    const page = await openEntry(root, 'mod-workbench', 'mod-workbench-cards', '.card-list-page');
    await waitFor(() => cards(page).length === 20, 'the first page', 15000);
    const name = $(cards(page)[0]!, '.card-title button')!.textContent!.trim();
    const input = $(page, '.search [data-field="NAME"] input') as HTMLInputElement;
    typeInto(input, name);
    $(page, '.search-submit')!.click();
    await waitFor(() => cards(q(root, '.card-list-page')!).length >= 1 && cards(q(root, '.card-list-page')!).length < 20, 'the found cards', 15000);
    assert(
      cards(q(root, '.card-list-page')!).every((c) => c.textContent?.includes(name)),
      'only matching cards',
    );
    assert(!q(root, '.card-list-page .load-more'), 'nothing more to load');
  });
});
