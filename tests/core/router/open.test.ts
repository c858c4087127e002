// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { setupRouter } from './setup.ts';

async function opened() {
  const setup = setupRouter();
  await setup.router.navigate('/app/demo/crm/sales/manager');
  setup.workspace.openTab({ key: 'home', kind: 'list' });
  return setup;
}

describe('openType (spec §2)', () => {
  it('no openType: a tab, and the same record again replaces its tab (page and query) and activates it', async () => {
    const { router, workspace } = await opened();
    router.open({ kind: 'detail', pageId: 'P1', recordId: '7', title: 'Order 7', query: { step: '1' } });
    router.open({ kind: 'list', pageId: 'P2' });
    router.open({ kind: 'detail', pageId: 'P1', recordId: '7', title: 'Order 7 again', query: { step: '2' } });
    expect(workspace.$tabs.get().map((tab) => tab.key)).toEqual(['home', 'detail-P1-7', 'list-P2']);
    expect(workspace.$activeTab.get()).toMatchObject({ key: 'detail-P1-7', title: 'Order 7 again', query: { step: '2' } });
  });

  it('1 replaces the current tab', async () => {
    const { router, workspace } = await opened();
    router.open({ openType: 1, kind: 'edit', pageId: 'P3', recordId: '1' });
    expect(workspace.$tabs.get().map((tab) => tab.key)).toEqual(['edit-P3-1']);
  });

  it('2 opens a popup owned by the current tab', async () => {
    const { router, workspace } = await opened();
    router.open({ openType: '2', kind: 'add', pageId: 'P4', query: { a: '1' } });
    expect(workspace.$popups.get()).toMatchObject([{ kind: 'add', pageId: 'P4', tabKey: 'home', query: { a: '1' } }]);
  });

  it('3 closes the last popup, then opens in place in the current tab', async () => {
    const { router, workspace } = await opened();
    router.open({ openType: 2, kind: 'find' });
    router.open({ openType: 2, kind: 'add' });
    router.open({ openType: 3, kind: 'edit', pageId: 'P5' });
    expect(workspace.$popups.get().map((popup) => popup.kind)).toEqual(['find']);
    expect(workspace.$currentRoute.get()).toMatchObject({ kind: 'edit', pageId: 'P5' });
    expect(workspace.$activeTab.get()?.key).toBe('home');
  });

  it('4 opens a new window at /page/{moduleId}?systemId=', async () => {
    const { router, openWindow } = await opened();
    router.open({ openType: 4, moduleId: 'M9', systemId: 'SYS1' });
    expect(openWindow).toHaveBeenCalledWith('http://shell.test/index.html#/page/M9?systemId=SYS1', '_blank');
  });

  it("4 without a system id carries the current app's system id", async () => {
    const { router, openWindow, state } = await opened();
    state.$appConfig.set({ ...state.$appConfig.get(), 'SYSTEM|ID': 'sys-7' });
    router.open({ openType: 4, moduleId: 'M9' });
    expect(openWindow).toHaveBeenCalledWith('http://shell.test/index.html#/page/M9?systemId=sys-7', '_blank');
  });

  it('5 opens the drawer', async () => {
    const { router, workspace } = await opened();
    router.open({ openType: 5, kind: 'detail', recordId: '3' });
    expect(workspace.$drawer.get()).toMatchObject({ kind: 'detail', recordId: '3', tabKey: 'home' });
  });

  it('a menuId opens the module index tab under the module default key', async () => {
    const { router, workspace } = await opened();
    router.open({ menuId: 'N1', moduleId: 'M1', title: 'Customers' });
    router.open({ menuId: 'N2', moduleId: 'M1', title: 'Customers' });
    const tab = workspace.$activeTab.get();
    expect(tab).toMatchObject({ key: 'default-M1', kind: 'moduleIndex', query: { menuId: 'N2' } });
    expect(workspace.$tabs.get().filter((entry) => entry.key === 'default-M1')).toHaveLength(1);
  });

  it('linked services and external links open in a new window', async () => {
    const { router, openWindow } = await opened();
    expect(router.linkedServiceUrl('legacy')).toBe('http://shell.test/index.html#/app/demo/crm/legacy');
    router.openLinkedService('open', { system: 'other' });
    expect(openWindow).toHaveBeenLastCalledWith('http://shell.test/index.html#/app/demo/other/open', '_blank');
    expect(router.openExternal('https://example.org/a')).toBe(true);
    expect(openWindow).toHaveBeenLastCalledWith('https://example.org/a', '_blank');
    expect(router.openExternal('javascript:alert(1)')).toBe(false);
    expect(openWindow).toHaveBeenCalledTimes(2);
  });
});
