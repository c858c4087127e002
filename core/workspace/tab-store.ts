import { atom, computed } from 'nanostores';
import type { KeyValueStorage } from '../instance/env.ts';
import type { Overlays } from './overlays.ts';
import { loadTabs, saveTabs, tabsStorageKey } from './persist.ts';
import * as ops from './tabs.ts';
import type { Tab } from './types.ts';
import type { Workspace } from './index.ts';

export type TabStore = Pick<
  Workspace,
  | '$tabs'
  | '$activeTab'
  | '$currentRoute'
  | 'openTab'
  | 'replaceTab'
  | 'activateTab'
  | 'closeTab'
  | 'clearTabs'
  | 'keepPinnedTabs'
  | 'updateTabQuery'
  | 'mergeActive'
  | 'pushChild'
  | 'popChild'
  | 'pushSecondLevel'
  | 'popSecondLevel'
  | 'restoreTabs'
  | 'forgetTab'
>;

/** The open tabs and their child pages: the pure operations of tabs.ts applied to one store. */
export function createTabStore(storage: KeyValueStorage, overlays: Overlays, now: () => number): TabStore {
  const $tabs = atom<readonly Tab[]>([]);
  let storageKey: string | null = null;
  /** Tabs whose page cannot open: shown with their message, never stored to fail again after a reload. */
  const unkept = new Set<string>();
  const store = (list: readonly Tab[]) => {
    if (storageKey) saveTabs(storage, storageKey, unkept.size ? list.filter((tab) => !unkept.has(tab.key)) : list);
  };

  /** Every tab change goes through here: overlays of closed tabs close, and the list is stored. */
  function commit(next: Tab[]): void {
    const before = $tabs.get();
    $tabs.set(next);
    const left = new Set(next.map((tab) => tab.key));
    before.filter((tab) => !left.has(tab.key)).forEach((tab) => overlays.closeOwnedBy(tab.key));
    store(next);
  }
  const tabs = () => [...$tabs.get()];

  return {
    $tabs,
    $activeTab: computed($tabs, (list) => list.find((tab) => tab.active) ?? null),
    $currentRoute: computed($tabs, (list) => ops.currentPage([...list])),
    openTab: (input, position) => commit(ops.addTab(tabs(), input, now(), position)),
    replaceTab: (input, key) => commit(ops.replaceTab(tabs(), input, now(), key)),
    activateTab: (key) => commit(ops.activateTab(tabs(), key)),
    closeTab: (key) => commit(ops.closeTab(tabs(), key)),
    clearTabs() {
      commit([]);
      overlays.closeAllPopups();
      overlays.closeDrawer();
    },
    keepPinnedTabs: () => commit(ops.keepPinnedTabs(tabs())),
    updateTabQuery: (key, query, merge) => commit(ops.updateTabQuery(tabs(), key, query, merge)),
    mergeActive: (patch) => commit(ops.mergeActive(tabs(), patch)),
    pushChild: (input) => commit(ops.pushChild(tabs(), input, now())),
    popChild: () => commit(ops.popChild(tabs())),
    pushSecondLevel: (input) => commit(ops.pushSecondLevel(tabs(), input, now())),
    popSecondLevel: () => commit(ops.popSecondLevel(tabs())),
    restoreTabs(client, userId) {
      const key = tabsStorageKey(client, userId);
      if (key === storageKey) return;
      storageKey = key;
      unkept.clear();
      $tabs.set(loadTabs(storage, key, now()));
    },
    forgetTab(key) {
      unkept.add(key);
      store($tabs.get());
    },
  };
}
