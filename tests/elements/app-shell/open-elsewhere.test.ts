// What the shell opens outside its tabs or in new ways (spec §1, §7): linked services and external
// links in new windows, a record's short link, PDF attachments in the popup viewer, and the mobile
// bottom bar of favourite (else move-menu) modules.
import type { MenuModule } from '../../../core/menus/index.ts';
import { assert, equal, match } from '../../support/assert.ts';
import { setViewport } from '../../support/commands.ts';
import { deepQuery, sleep, unmountAll, waitFor } from '../../support/dom.ts';
import { activeTabText, chooseUserMenu, loginAs, menuItem, q, startShell } from './shell-helpers.ts';

let opened: unknown[][] = [];
const originalOpen = window.open;

function stubWindows() {
  opened = [];
  window.open = ((...args: unknown[]) => {
    opened.push(args);
    return null;
  }) as typeof window.open;
}

describe('app-shell: new windows', () => {
  beforeEach(async () => {
    await setViewport(1280, 860);
    stubWindows();
  });
  afterEach(() => {
    window.open = originalOpen;
    unmountAll();
  });

  it('the user menu lists the other linked services and opens one at its app address in a new window', async () => {
    const { root } = await startShell();
    await loginAs(root, 'bob');
    const legacy = await waitFor(() => q(root, 'sl-menu-item[data-value="service:service-legacy"]'), 'the legacy service in the user menu', 10000);
    match(legacy.textContent, /旧版销售管理/);
    assert(q(root, 'sl-menu-item[data-value="service:service-open"]'), 'the open lookup service is listed');
    assert(!q(root, 'sl-menu-item[data-value="service:service-sales"]'), 'the app in use is not listed');
    assert(!q(root, 'sl-menu-item[data-value="service:service-hall"]'), 'framework services have routes of their own');
    await chooseUserMenu(root, 'service:service-legacy');
    await waitFor(() => opened.length === 1, 'a new window');
    match(String(opened[0]![0]), /#\/app\/demo\/crm\/legacy$/);
    equal(opened[0]![1], '_blank');
    equal(opened[0]![2], 'noopener');
  });

  it('a menu link opens its web address in a new window; a javascript: link is refused with a message', async () => {
    const { root, platform } = await startShell();
    await platform.loadPageConcepts();
    const concepts = platform as unknown as { menus: { userMenuTree(query: object): Promise<MenuModule[]> } };
    const realTree = concepts.menus.userMenuTree.bind(concepts.menus);
    concepts.menus.userMenuTree = async (query) => [
      ...(await realTree(query)),
      { ID: 'mod-bad-link', NAME: '坏链接', FLAG: 'link', URL: 'javascript:alert(1)', children: [] },
    ];
    await loginAs(root, 'bob');
    (await menuItem(root, 'mod-help')).click();
    await waitFor(() => opened.length === 1, 'the help window');
    equal(JSON.stringify(opened[0]), JSON.stringify(['https://example.com/help', '_blank', 'noopener']));
    (await menuItem(root, 'mod-bad-link')).click();
    await waitFor(() => root.textContent?.includes('只能在新窗口打开 http 或 https 网址，已拒绝：javascript:alert(1)'), 'the refusal message');
    await sleep(100);
    equal(opened.length, 1, 'nothing opened for the javascript: link');
  });
});

describe('app-shell: a record shared by short link, and its PDF attachment', () => {
  afterEach(() => {
    window.open = originalOpen;
    unmountAll();
  });

  it('share makes a short link with a copy button; opening the link after sign-in shows the record', async () => {
    await setViewport(1280, 860);
    const { root, core } = await startShell();
    await loginAs(root, 'bob');
    const found = await core.http.request<{ entitys: Array<{ ID: number | string }> }>({
      entity: 'CUSTOMER',
      action: 'find',
      data: { conditions: [{ field: 'CONTRACT', mode: 'equal', value: 'file-contract' }], pageSize: 1 },
    });
    const id = String(found.entitys[0]!.ID);
    core.router.open({ kind: 'detail', entity: 'CUSTOMER', recordId: id });
    const share = await waitFor(() => deepQuery<HTMLElement>(root, '.form-page[data-state="detail"] .share-button'), 'the share button', 15000);

    // The contract opens in the workspace's popup viewer.
    const contract = await waitFor(
      () => deepQuery<HTMLElement>(root, '.file-link[data-file="file-contract"][data-file-kind="pdf"] a'),
      'the contract attachment',
    );
    contract.click();
    const popup = await waitFor(() => q(root, 'sl-dialog.popup'), 'the popup');
    const viewer = await waitFor(() => popup.querySelector('pdf-viewer'), 'the viewer in the popup', 10000);
    match(viewer.getAttribute('src') ?? '', /\/download\?id=file-contract/);
    core.workspace.closePopup();

    const copies: string[] = [];
    const clipboard = navigator.clipboard;
    const writeText = clipboard.writeText;
    clipboard.writeText = async (value: string) => void copies.push(value);
    try {
      share.click();
      const input = await waitFor(() => deepQuery<HTMLInputElement>(root, '.share-dialog .share-link'), 'the short link', 10000);
      const address = input.value;
      match(address, /#\/s\/[\w-]+$/);
      deepQuery<HTMLElement>(root, '.share-dialog .share-copy')!.click();
      await waitFor(() => copies.length === 1, 'the copy');
      equal(copies[0], address);
      await waitFor(() => deepQuery<HTMLElement>(root, '.share-dialog .share-copy')?.textContent?.includes('已复制'), 'the copied state');

      unmountAll();
      const link = /#(\/s\/[\w-]+)$/.exec(address)![1]!;
      const second = await startShell(link);
      await loginAs(second.root, 'alice');
      const form = await waitFor(() => deepQuery(second.root, '.form-page[data-state="detail"]'), 'the shared record after sign-in', 15000);
      await waitFor(() => deepQuery(form, `.file-link[data-file="file-contract"]`), 'the record itself (its contract)');
      assert(activeTabText(second.root), 'the record is in the active tab');
    } finally {
      clipboard.writeText = writeText;
    }
  });
});

describe('app-shell: the mobile bottom bar', () => {
  afterEach(unmountAll);

  it('shows the favourite modules on the mobile screen class and opens one; none on a desktop', async () => {
    await setViewport(420, 800);
    const { root, core } = await startShell();
    await loginAs(root, 'bob');
    const bar = await waitFor(() => q(root, 'nav.bottom-bar'), 'the bottom bar', 10000);
    await waitFor(() => bar.querySelectorAll('.bottom-bar-item').length === 3, 'three favourites');
    equal(
      [...bar.querySelectorAll('.bottom-bar-item')].map((b) => b.getAttribute('data-module')).join(','),
      'mod-customer-list,mod-order-list,mod-mobile-customers',
    );
    const customers = bar.querySelector<HTMLElement>('[data-module="mod-customer-list"]')!;
    customers.click();
    await waitFor(() => core.workspace.$activeTab.get()?.key === 'module-mod-customer-list', 'the customer list tab');
    await waitFor(() => customers.getAttribute('aria-current') === 'page', 'the entry marked current');
    await setViewport(1280, 860);
    await waitFor(() => !q(root, 'nav.bottom-bar'), 'no bar on a desktop');
  });

  it("without favourites shows the role's move-menu modules", async () => {
    await setViewport(420, 800);
    const { root, platform } = await startShell();
    await platform.loadPageConcepts();
    (platform as unknown as { menus: { favoriteModules(): Promise<MenuModule[]> } }).menus.favoriteModules = async () => [];
    await loginAs(root, 'alice');
    const bar = await waitFor(() => q(root, 'nav.bottom-bar'), 'the bottom bar', 10000);
    await waitFor(() => bar.querySelector('[data-module="mod-mobile-customers"]'), 'the move-menu module');
    const ids = [...bar.querySelectorAll('.bottom-bar-item')].map((b) => b.getAttribute('data-module'));
    assert(ids.includes('mod-home'), `the home module is there (${ids})`);
    assert(!ids.includes('mod-help') && !ids.includes('mod-customer-list'), `no pc-only modules (${ids})`);
    await setViewport(1280, 860);
  });
});
