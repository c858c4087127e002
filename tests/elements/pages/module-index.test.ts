import { deepEqual, equal } from '../../support/assert.ts';
import { unmountAll, waitFor } from '../../support/dom.ts';
import { $, $$ } from './page-helpers.ts';
import { openEntry, q, shellAs } from './work-helpers.ts';

describe('module index page', () => {
  afterEach(unmountAll);

  it("shows a module's entries from the demo menu and opens one", async function (this: MochaContext) {
    this.timeout(60000);
    const { root, core } = await shellAs('admin');
    const page = await openEntry(root, 'mod-workbench', 'mod-workbench-orders', '.launcher-page.module-index');
    await waitFor(() => $$(page, '.launcher-tile').length > 0, 'the tiles', 10000);
    equal($(page, '.page-head h2')?.textContent, '订单管理');
    deepEqual(
      $$(page, '.launcher-tile').map((tile) => tile.dataset.module),
      ['mod-order-list', 'mod-order-stat'],
    );
    $(page, '.launcher-tile[data-module="mod-order-list"]')!.click();
    await waitFor(() => q(root, '[role="tabpanel"] .list-page'), 'the order list', 15000);
    equal(core.workspace.$activeTab.get()?.key, 'module-mod-order-list');
  });

  it('is the default tab of a module opened with a menuId', async function (this: MochaContext) {
    this.timeout(60000);
    const { root, core } = await shellAs('admin');
    core.router.open({ menuId: 'mod-workbench' });
    const page = await waitFor(() => q(root, '[role="tabpanel"] .launcher-page.module-index[data-menu="mod-workbench"]'), 'the module index tab', 15000);
    equal(core.workspace.$activeTab.get()?.key, 'default-mod-workbench');
    await waitFor(() => $$(page, '.launcher-tile').length > 0, 'the tiles', 10000);
    equal($(page, '.page-head h2')?.textContent, '工作台');
    const ids = $$(page, '.launcher-tile').map((tile) => tile.dataset.module);
    equal(ids[0], 'mod-workbench-mine');
    equal(ids.includes('mod-workbench-login'), true);
    // Its tab carries the menu entry's name, not the page kind.
    equal(q(root, '.tab.active [role="tab"]')?.textContent, '工作台');
    // "Close all" keeps the module's default tab (spec §2's default-/nav- filter).
    $(page, '.launcher-tile[data-module="mod-workbench-mine"]')!.click();
    await waitFor(() => core.workspace.$tabs.get().length === 2, 'a second tab', 15000);
    q<HTMLElement>(root, '.tab-bar sl-menu-item[data-value="all"]')!.click();
    await waitFor(() => core.workspace.$tabs.get().length === 1, 'one tab left', 10000);
    equal(core.workspace.$tabs.get()[0]?.key, 'default-mod-workbench');
  });
});
