import { assert, deepEqual, equal } from '../../support/assert.ts';
import { deepActiveElement, unmountAll, waitFor } from '../../support/dom.ts';
import { $, $$ } from './page-helpers.ts';
import { openEntry, q, shellAs } from './work-helpers.ts';

const tileIds = (page: HTMLElement) => $$(page, '.launcher-tile').map((tile) => tile.dataset.module);

describe('menu index page', () => {
  afterEach(unmountAll);

  it("lists one menu's entries in the role's rights and opens them as the side menu does", async function (this: MochaContext) {
    this.timeout(60000);
    const { root, core } = await shellAs('admin');
    const page = await openEntry(root, 'mod-workbench', 'mod-workbench-launcher', '.launcher-page.menu-index');
    await waitFor(() => $$(page, '.launcher-tile').length > 0, 'the tiles', 10000);
    equal($(page, '.page-head h2')?.textContent, '客户管理');
    deepEqual(tileIds(page), ['mod-customer-list', 'mod-customer-add', 'mod-customer-stat']);
    assert($(page, '.launcher-grid')?.getAttribute('aria-label')?.includes('客户管理'), 'the grid is named after the menu');

    // Keyboard: the arrows move between tiles.
    const tiles = $$(page, '.launcher-tile');
    tiles[0]!.focus();
    tiles[0]!.dispatchEvent(new KeyboardEvent('keydown', { key: 'ArrowRight', bubbles: true }));
    equal((deepActiveElement() as HTMLElement | null)?.dataset.module, 'mod-customer-add');
    tiles[1]!.dispatchEvent(new KeyboardEvent('keydown', { key: 'End', bubbles: true }));
    equal((deepActiveElement() as HTMLElement | null)?.dataset.module, 'mod-customer-stat');

    core.i18n.setLanguage('011');
    await waitFor(() => $(page, '.launcher-tile[data-module="mod-customer-list"] .launcher-name')?.textContent === 'Customer list', 'English names');
    core.i18n.setLanguage('010');

    tiles[0]!.click();
    await waitFor(() => q(root, '[role="tabpanel"] .list-page'), 'the customer list in a tab', 15000);
    equal(core.workspace.$activeTab.get()?.key, 'module-mod-customer-list', 'the same tab the side menu opens');
  });

  it('leaves out the entries the role may not open', async function (this: MochaContext) {
    this.timeout(60000);
    const { root } = await shellAs('alice');
    const page = await openEntry(root, 'mod-workbench', 'mod-workbench-launcher', '.launcher-page.menu-index');
    await waitFor(() => $$(page, '.launcher-tile').length > 0, 'the tiles', 10000);
    deepEqual(tileIds(page), ['mod-customer-list', 'mod-customer-add'], 'no statistics for sales');
  });
});
