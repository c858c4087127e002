import { describe, expect, it } from 'vitest';
import { createContext } from '../../../core/instance/index.ts';
import { createMemoryStorage } from '../../../core/instance/index.ts';
import { createWorkspace, tabsToClose } from '../../../core/workspace/index.ts';
import type { Tab } from '../../../core/workspace/index.ts';

function setup(storage = createMemoryStorage()) {
  let clock = 1000;
  const context = createContext({ storage });
  const workspace = createWorkspace(context, { now: () => ++clock });
  return { workspace, storage };
}

const keys = (tabs: readonly Tab[]) => tabs.map((tab) => tab.key);
const active = (tabs: readonly Tab[]) => tabs.filter((tab) => tab.active).map((tab) => tab.key);

describe('workspace tabs (spec §2, §4)', () => {
  it('adding a tab deactivates the others and activates it, with query and time', () => {
    const { workspace } = setup();
    workspace.openTab({ key: 'a', kind: 'list', query: { x: '1' } });
    workspace.openTab({ key: 'b', kind: 'list' });
    const tabs = workspace.$tabs.get();
    expect(keys(tabs)).toEqual(['a', 'b']);
    expect(active(tabs)).toEqual(['b']);
    expect(tabs[0]).toMatchObject({ key: 'a', kind: 'list', query: { x: '1' }, children: [], active: false });
    expect(tabs[1]!.time).toBeGreaterThan(tabs[0]!.time);
  });

  it('adds at the start', () => {
    const { workspace } = setup();
    workspace.openTab({ key: 'a' });
    workspace.openTab({ key: 'b' }, 'start');
    expect(keys(workspace.$tabs.get())).toEqual(['b', 'a']);
    expect(active(workspace.$tabs.get())).toEqual(['b']);
  });

  it('a tab with an existing key is replaced in place and activated', () => {
    const { workspace } = setup();
    workspace.openTab({ key: 'a', title: 'old' });
    workspace.openTab({ key: 'b' });
    workspace.openTab({ key: 'a', title: 'new' });
    expect(keys(workspace.$tabs.get())).toEqual(['a', 'b']);
    expect(workspace.$tabs.get()[0]).toMatchObject({ title: 'new', active: true });
  });

  it('opening an open key again replaces that tab: page, query and children, and makes it active (spec §2, §4)', () => {
    const { workspace } = setup();
    workspace.openTab({ key: 'rec-1', kind: 'detail', title: 'first', query: { step: '2' } });
    workspace.pushChild({ kind: 'edit' });
    workspace.openTab({ key: 'b' });
    workspace.openTab({ key: 'rec-1', kind: 'edit', title: 'again', query: { mode: 'x' } });
    expect(keys(workspace.$tabs.get())).toEqual(['rec-1', 'b']);
    expect(workspace.$activeTab.get()).toMatchObject({ key: 'rec-1', kind: 'edit', title: 'again', query: { mode: 'x' }, children: [] });
  });

  it('activates by key; an unknown key changes nothing', () => {
    const { workspace } = setup();
    ['a', 'b', 'c'].forEach((key) => workspace.openTab({ key }));
    workspace.activateTab('a');
    expect(active(workspace.$tabs.get())).toEqual(['a']);
    workspace.activateTab('zzz');
    expect(active(workspace.$tabs.get())).toEqual(['a']);
  });

  it.each([
    { name: 'closing the active middle tab activates the previous', tabs: ['a', 'b', 'c'], activeKey: 'b', close: 'b', left: ['a', 'c'], now: 'a' },
    { name: 'closing the active first tab activates the next', tabs: ['a', 'b', 'c'], activeKey: 'a', close: 'a', left: ['b', 'c'], now: 'b' },
    { name: 'closing the active last tab activates the previous', tabs: ['a', 'b', 'c'], activeKey: 'c', close: 'c', left: ['a', 'b'], now: 'b' },
    { name: 'closing an inactive tab keeps the active one', tabs: ['a', 'b', 'c'], activeKey: 'c', close: 'a', left: ['b', 'c'], now: 'c' },
    { name: 'closing the only tab leaves none', tabs: ['a'], activeKey: 'a', close: 'a', left: [], now: undefined },
  ])('neighbour rule: $name', ({ tabs, activeKey, close, left, now }) => {
    const { workspace } = setup();
    tabs.forEach((key) => workspace.openTab({ key }));
    workspace.activateTab(activeKey);
    workspace.closeTab(close);
    expect(keys(workspace.$tabs.get())).toEqual(left);
    expect(workspace.$activeTab.get()?.key).toBe(now);
  });

  it('replaces the active tab or a keyed one, keeping its place', () => {
    const { workspace } = setup();
    ['a', 'b', 'c'].forEach((key) => workspace.openTab({ key }));
    workspace.activateTab('b');
    workspace.replaceTab({ key: 'x', kind: 'detail' });
    expect(keys(workspace.$tabs.get())).toEqual(['a', 'x', 'c']);
    workspace.replaceTab({ key: 'y' }, 'a');
    expect(keys(workspace.$tabs.get())).toEqual(['y', 'x', 'c']);
    expect(workspace.$activeTab.get()?.key).toBe('y');
  });

  it('clears all tabs, or keeps only default- and nav- tabs', () => {
    const { workspace } = setup();
    ['default-home', 'a', 'nav-m1', 'b'].forEach((key) => workspace.openTab({ key }));
    workspace.keepPinnedTabs();
    expect(keys(workspace.$tabs.get())).toEqual(['default-home', 'nav-m1']);
    expect(workspace.$activeTab.get()?.key).toBe('nav-m1');
    workspace.clearTabs();
    expect(workspace.$tabs.get()).toEqual([]);
  });

  it('close others and close all spare the default- and nav- tabs (and others the active one)', () => {
    const { workspace } = setup();
    ['default-home', 'a', 'nav-m1', 'b', 'c'].forEach((key) => workspace.openTab({ key }));
    workspace.activateTab('b');
    expect(tabsToClose(workspace.$tabs.get(), 'others')).toEqual(['a', 'c']);
    expect(tabsToClose(workspace.$tabs.get(), 'all')).toEqual(['a', 'b', 'c']);
  });

  it('updates a tab query (merged or replaced) and merges into the active tab', () => {
    const { workspace } = setup();
    workspace.openTab({ key: 'a', query: { x: '1' } });
    workspace.updateTabQuery('a', { y: '2' });
    expect(workspace.$activeTab.get()?.query).toEqual({ x: '1', y: '2' });
    workspace.updateTabQuery('a', { z: '3' }, false);
    expect(workspace.$activeTab.get()?.query).toEqual({ z: '3' });
    workspace.mergeActive({ title: 'Renamed', query: { w: '4' } });
    expect(workspace.$activeTab.get()).toMatchObject({ key: 'a', title: 'Renamed', query: { z: '3', w: '4' } });
  });

  it('pushes and pops child pages and a second level; currentRoute follows', () => {
    const { workspace } = setup();
    workspace.openTab({ key: 'list', kind: 'list' });
    workspace.pushChild({ kind: 'detail', recordId: '7' });
    expect(workspace.$currentRoute.get()).toMatchObject({ kind: 'detail', recordId: '7', key: 'list/1' });
    workspace.pushSecondLevel({ kind: 'edit', recordId: '7' });
    expect(workspace.$currentRoute.get()).toMatchObject({ kind: 'edit', key: 'list/1/1' });
    workspace.popSecondLevel();
    expect(workspace.$currentRoute.get()).toMatchObject({ kind: 'detail' });
    workspace.popChild();
    expect(workspace.$currentRoute.get()).toMatchObject({ key: 'list', kind: 'list' });
  });

  it('a second level needs a child to sit on', () => {
    const { workspace } = setup();
    workspace.openTab({ key: 'a' });
    workspace.pushSecondLevel({ kind: 'edit' });
    expect(workspace.$activeTab.get()?.children).toEqual([]);
  });

  it('reload flag, module and menu routes', () => {
    const { workspace } = setup();
    workspace.requestReload();
    expect(workspace.$reload.get()).toBe(true);
    workspace.clearReload();
    expect(workspace.$reload.get()).toBe(false);
    workspace.setModuleRoutes([{ key: 'm1', title: 'Sales' }]);
    workspace.setMenuRoutes([{ key: 'n1' }, { key: 'n2' }]);
    expect(workspace.$moduleRoutes.get()).toHaveLength(1);
    expect(workspace.$menuRoutes.get()).toHaveLength(2);
    workspace.resetModuleRoutes();
    workspace.resetMenuRoutes();
    expect(workspace.$moduleRoutes.get()).toEqual([]);
    expect(workspace.$menuRoutes.get()).toEqual([]);
  });

  it('menu and app navigation toggles and the current menu', () => {
    const { workspace } = setup();
    workspace.toggleMenu();
    expect(workspace.$menuVisible.get()).toBe(false);
    workspace.toggleMenu(true);
    expect(workspace.$menuVisible.get()).toBe(true);
    workspace.toggleAppNav(false);
    expect(workspace.$appNavVisible.get()).toBe(false);
    workspace.setCurrentMenu({ key: 'm1', title: 'Customers' });
    expect(workspace.$currentMenu.get()?.key).toBe('m1');
    workspace.setCurrentMenu(null);
    expect(workspace.$currentMenu.get()).toBeNull();
  });
});

describe('tabs survive a reload (beyond spec)', () => {
  it('restores keys, queries and titles per client and user', () => {
    const storage = createMemoryStorage();
    const first = setup(storage).workspace;
    first.restoreTabs('demo', 'u1');
    first.openTab({ key: 'a', kind: 'list', title: 'Customers', query: { level: 'A' } });
    first.openTab({ key: 'b', kind: 'detail', title: 'Order 7', recordId: '7' });
    first.pushChild({ kind: 'edit' });
    first.activateTab('a');

    const second = setup(storage).workspace;
    second.restoreTabs('demo', 'u1');
    expect(second.$tabs.get().map(({ key, title, query, active: on, children }) => ({ key, title, query, on, children }))).toEqual([
      { key: 'a', title: 'Customers', query: { level: 'A' }, on: true, children: [] },
      { key: 'b', title: 'Order 7', query: {}, on: false, children: [] },
    ]);

    const other = setup(storage).workspace;
    other.restoreTabs('demo', 'u2');
    expect(other.$tabs.get()).toEqual([]);
  });

  it('clearing the tabs (toLogin) clears the stored ones', () => {
    const storage = createMemoryStorage();
    const first = setup(storage).workspace;
    first.restoreTabs('demo', 'u1');
    first.openTab({ key: 'a' });
    first.clearTabs();
    const second = setup(storage).workspace;
    second.restoreTabs('demo', 'u1');
    expect(second.$tabs.get()).toEqual([]);
  });

  it('a tab whose page cannot open stays on screen but is not restored after a reload', () => {
    const storage = createMemoryStorage();
    const first = setup(storage).workspace;
    first.restoreTabs('demo', 'u1');
    first.openTab({ key: 'a', kind: 'list' });
    first.openTab({ key: 'missing', kind: 'edit', entity: 'FM_USER' });
    first.forgetTab('missing');
    expect(keys(first.$tabs.get())).toEqual(['a', 'missing']);
    first.activateTab('a');
    const second = setup(storage).workspace;
    second.restoreTabs('demo', 'u1');
    expect(keys(second.$tabs.get())).toEqual(['a']);
  });

  it('ignores a damaged stored value', () => {
    const storage = createMemoryStorage();
    storage.setItem('frame-tabs:demo:u1', '{not json');
    const { workspace } = setup(storage);
    workspace.restoreTabs('demo', 'u1');
    expect(workspace.$tabs.get()).toEqual([]);
  });
});
