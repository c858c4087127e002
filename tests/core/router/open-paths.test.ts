// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { followTabsInAddress } from '../../../core/router/tab-address.ts';
import { menuOpenOptions } from '../../../elements/shell/menu-data.ts';
import type { MenuModule } from '../../../elements/shell/menu-data.ts';
import { setupRouter } from './setup.ts';

/**
 * Spec §2, §4: a tab opened with a key that is already open replaces that tab (its page and
 * query) and becomes active, whichever way it was opened.
 */
async function withTwoTabs() {
  const setup = setupRouter();
  await setup.router.navigate('/app/demo/crm/sales/manager');
  setup.workspace.openTab({ key: 'home', kind: 'list' });
  return setup;
}

/** What the shell's tab panels wire while the workspace shows (elements/shell/tab-address.ts). */
const followAddress = (setup: ReturnType<typeof setupRouter>) =>
  followTabsInAddress({
    $route: setup.state.$route,
    workspace: setup.workspace,
    showQuery: setup.router.showQuery,
    open: setup.router.open,
    reopen: setup.router.open,
  });

const tabKeys = (setup: ReturnType<typeof setupRouter>) => setup.workspace.$tabs.get().map((tab) => tab.key);

const entry = (fields: Partial<MenuModule>): MenuModule => ({ ID: 'M1', NAME: 'Customers', PAGE_ID: 'P1', META_ID: 'CUSTOMER', ...fields }) as MenuModule;

describe('a tab opened again with its key replaces it, on every open path', () => {
  it('menu entry: the module tab is replaced and activated', async () => {
    const setup = await withTwoTabs();
    setup.router.open(menuOpenOptions(entry({ URL: '/a' }), 'Customers'));
    setup.workspace.activateTab('home');
    setup.router.open(menuOpenOptions(entry({ PAGE_ID: 'P9', URL: '/b' }), 'Customers'));
    expect(tabKeys(setup)).toEqual(['home', 'module-M1']);
    expect(setup.workspace.$activeTab.get()).toMatchObject({ key: 'module-M1', pageId: 'P9', query: { url: '/b' } });
  });

  it('menu entry with openType 1: replaces the current tab', async () => {
    const setup = await withTwoTabs();
    setup.router.open(menuOpenOptions(entry({ OPEN_TYPE: 1 }), 'Customers'));
    expect(tabKeys(setup)).toEqual(['module-M1']);
    expect(setup.workspace.$activeTab.get()).toMatchObject({ key: 'module-M1', pageId: 'P1' });
  });

  it('menu entry with openType 4: a new window at /page/{moduleId}, no tab', async () => {
    const setup = await withTwoTabs();
    setup.router.open(menuOpenOptions(entry({ OPEN_TYPE: '4' }), 'Customers'));
    expect(setup.openWindow).toHaveBeenCalledWith(expect.stringMatching(/#\/page\/M1/), '_blank');
    expect(tabKeys(setup)).toEqual(['home']);
  });

  it('an operation opening a page (core actions open through router.open)', async () => {
    const setup = await withTwoTabs();
    setup.router.open({ kind: 'edit', entity: 'ORDER', pageId: 'P3', recordId: '5', query: { from: 'list' } });
    setup.workspace.activateTab('home');
    setup.router.open({ kind: 'edit', entity: 'ORDER', pageId: 'P3', recordId: '5', query: { from: 'card' } });
    expect(tabKeys(setup)).toEqual(['home', 'edit-P3-5']);
    expect(setup.workspace.$activeTab.get()).toMatchObject({ key: 'edit-P3-5', query: { from: 'card' } });
  });

  it('openType 1 with a key open elsewhere: one tab with that key, in the current place', async () => {
    const setup = await withTwoTabs();
    setup.router.open({ kind: 'detail', pageId: 'P1', recordId: '7' });
    setup.workspace.activateTab('home');
    setup.router.open({ openType: 1, kind: 'detail', pageId: 'P1', recordId: '7', query: { again: '1' } });
    expect(tabKeys(setup)).toEqual(['detail-P1-7']);
    expect(setup.workspace.$activeTab.get()).toMatchObject({ query: { again: '1' } });
  });

  it('from a popup (openType 3) with no tab open: a tab, replaced when opened again', async () => {
    const setup = setupRouter();
    await setup.router.navigate('/app/demo/crm/sales/manager');
    setup.router.open({ openType: 2, kind: 'find' });
    setup.router.open({ openType: 3, kind: 'edit', pageId: 'P5', query: { n: '1' } });
    setup.router.open({ openType: 2, kind: 'find' });
    setup.workspace.clearTabs();
    setup.router.open({ openType: 3, kind: 'edit', pageId: 'P5', query: { n: '2' } });
    expect(tabKeys(setup)).toEqual(['edit-P5']);
    expect(setup.workspace.$activeTab.get()).toMatchObject({ query: { n: '2' } });
  });

  it('the address: a menuId opens the module index tab under its default key, replaced by the next one', async () => {
    const setup = await withTwoTabs();
    followAddress(setup);
    await setup.router.navigate('/app/demo/crm/sales/manager?menuId=N7');
    expect(setup.workspace.$activeTab.get()).toMatchObject({ key: 'default-N7', kind: 'moduleIndex', query: { menuId: 'N7' } });
    setup.workspace.activateTab('home');
    await setup.router.navigate('/app/demo/crm/sales/manager?menuId=N7&x=1');
    expect(tabKeys(setup)).toEqual(['home', 'default-N7']);
    expect(setup.workspace.$activeTab.get()?.key).toBe('default-N7');
  });

  it('the address without a workspace (login, error) opens no tab', async () => {
    const setup = setupRouter();
    followAddress(setup);
    await setup.router.navigate('/error?menuId=N7');
    expect(tabKeys(setup)).toEqual([]);
  });
});

describe('routes that show one page without the layout (spec §2)', async () => {
  const { routePage, isRoutePage, windowSystemId } = await import('../../../elements/shell/route-pages.ts');
  const { createMemoryStorage } = await import('../../../core/instance/index.ts');
  const { systemIdKey } = await import('../../../core/session/index.ts');
  const route = (name: string, params: Record<string, string> = {}, query: Record<string, string> = {}) => ({ name, path: '/', params, query });

  it('Task, Config and module are page kinds of the registry, with their params as the query', () => {
    expect(routePage(route('Task', { client: 'demo', system: 'crm', taskId: 'T1' }))).toMatchObject({
      kind: 'task',
      client: 'demo',
      system: 'crm',
      recordId: 'T1',
      query: { taskId: 'T1' },
    });
    expect(routePage(route('dingtalkTask', { taskId: 'T2' }))?.kind).toBe('task');
    expect(routePage(route('Config', { mode: 'page', configId: 'C1' }))).toMatchObject({ kind: 'config', query: { mode: 'page', configId: 'C1' } });
    expect(routePage(route('module', {}, { menuId: 'N1' }))).toMatchObject({ kind: 'moduleIndex', query: { menuId: 'N1' } });
    expect(routePage(route('app1'))).toBeNull();
    expect(isRoutePage(route('Page'))).toBe(true);
    expect(isRoutePage(route('app1'))).toBe(false);
  });

  it("the new-window page takes the address's system id, else the one stored for the client (spec §9)", () => {
    const storage = createMemoryStorage();
    storage.setItem(systemIdKey('client-1'), 'sys-stored');
    expect(windowSystemId(route('Page', { moduleId: 'M1' }, { systemId: 'sys-9' }), storage, 'client-1')).toBe('sys-9');
    expect(windowSystemId(route('Page', { moduleId: 'M1' }), storage, 'client-1')).toBe('sys-stored');
    expect(windowSystemId(route('Page', { moduleId: 'M1' }), storage, 'client-2')).toBeUndefined();
    expect(windowSystemId(route('Page', { moduleId: 'M1' }), storage, undefined)).toBeUndefined();
  });
});
