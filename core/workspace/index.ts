import { atom, computed } from 'nanostores';
import type { ReadableAtom } from 'nanostores';
import type { PlatformContext } from '../instance/context.ts';
import { createScreenSize } from '../platform/index.ts';
import type { ScreenSize } from '../platform/index.ts';
import { createOverlays } from './overlays.ts';
import type { Overlays } from './overlays.ts';
import { loadTabs, saveTabs, tabsStorageKey } from './persist.ts';
import * as ops from './tabs.ts';
import type { ChildInput, ChildPage, Overlay, OverlayInput, PageRef, Tab, TabInput } from './types.ts';

/** A module or menu breadcrumb entry (spec §3 "moduleRoute and menuRoute lists"). */
export type NavRoute = Partial<PageRef> & { key: string };

export interface Workspace extends Overlays {
  $tabs: ReadableAtom<readonly Tab[]>;
  $activeTab: ReadableAtom<Tab | null>;
  /** The page shown in the active tab (deepest child, else the tab). */
  $currentRoute: ReadableAtom<Tab | ChildPage | null>;
  /** Set to ask the current page to remount; the view clears it once done. */
  $reload: ReadableAtom<boolean>;
  $moduleRoutes: ReadableAtom<readonly NavRoute[]>;
  $menuRoutes: ReadableAtom<readonly NavRoute[]>;
  $menuVisible: ReadableAtom<boolean>;
  $appNavVisible: ReadableAtom<boolean>;
  $currentMenu: ReadableAtom<NavRoute | null>;
  $screenSize: ReadableAtom<ScreenSize>;
  openTab(input: TabInput, position?: 'end' | 'start'): void;
  /** Activates the tab when it is already open (an open record keeps its state), else opens it. */
  focusOrOpenTab(input: TabInput, position?: 'end' | 'start'): void;
  replaceTab(input: TabInput, key?: string): void;
  activateTab(key: string): void;
  closeTab(key: string): void;
  clearTabs(): void;
  keepPinnedTabs(): void;
  updateTabQuery(key: string, query: Record<string, string>, merge?: boolean): void;
  mergeActive(patch: Partial<Omit<Tab, 'key' | 'active' | 'children'>>): void;
  pushChild(input: ChildInput): void;
  popChild(): void;
  pushSecondLevel(input: ChildInput): void;
  popSecondLevel(): void;
  requestReload(): void;
  clearReload(): void;
  setModuleRoutes(routes: NavRoute[]): void;
  resetModuleRoutes(): void;
  setMenuRoutes(routes: NavRoute[]): void;
  resetMenuRoutes(): void;
  toggleMenu(visible?: boolean): void;
  toggleAppNav(visible?: boolean): void;
  setCurrentMenu(menu: NavRoute | null): void;
  /** Loads the tabs stored for this client and user and keeps them stored from now on. */
  restoreTabs(client: string, userId: string): void;
  /** The default back action: top popup, drawer, second level, child page; false when nothing was open. */
  back(): boolean;
}

export interface WorkspaceDeps {
  now?: () => number;
  $screenSize?: ReadableAtom<ScreenSize>;
}

export function createWorkspace(context: PlatformContext, deps: WorkspaceDeps = {}): Workspace {
  const now = deps.now ?? Date.now;
  const storage = context.env.storage;
  const overlays = createOverlays(now);
  const $tabs = atom<readonly Tab[]>([]);
  const $reload = atom(false);
  const $moduleRoutes = atom<readonly NavRoute[]>([]);
  const $menuRoutes = atom<readonly NavRoute[]>([]);
  const $menuVisible = atom(true);
  const $appNavVisible = atom(true);
  const $currentMenu = atom<NavRoute | null>(null);
  let storageKey: string | null = null;

  /** Every tab change goes through here: overlays of closed tabs close, and the list is stored. */
  function commit(next: Tab[]): void {
    const before = $tabs.get();
    $tabs.set(next);
    const left = new Set(next.map((tab) => tab.key));
    before.filter((tab) => !left.has(tab.key)).forEach((tab) => overlays.closeOwnedBy(tab.key));
    if (storageKey) saveTabs(storage, storageKey, next);
  }
  const tabs = () => [...$tabs.get()];
  const toggle = (store: typeof $menuVisible, visible?: boolean) => store.set(visible ?? !store.get());

  function back(): boolean {
    if (overlays.closePopup()) return true;
    if (overlays.$drawer.get()) return (overlays.closeDrawer(), true);
    const active = $tabs.get().find((tab) => tab.active);
    const last = active?.children[active.children.length - 1];
    if (last && last.children.length > 0) return (commit(ops.popSecondLevel(tabs())), true);
    if (last) return (commit(ops.popChild(tabs())), true);
    return false;
  }

  return {
    ...overlays,
    $tabs,
    $activeTab: computed($tabs, (list) => list.find((tab) => tab.active) ?? null),
    $currentRoute: computed($tabs, (list) => ops.currentPage([...list])),
    $reload,
    $moduleRoutes,
    $menuRoutes,
    $menuVisible,
    $appNavVisible,
    $currentMenu,
    $screenSize: deps.$screenSize ?? createScreenSize(),
    openTab: (input, position) => commit(ops.addTab(tabs(), input, now(), position)),
    focusOrOpenTab(input, position) {
      if ($tabs.get().some((tab) => tab.key === input.key)) commit(ops.activateTab(tabs(), input.key));
      else commit(ops.addTab(tabs(), input, now(), position));
    },
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
    requestReload: () => $reload.set(true),
    clearReload: () => $reload.set(false),
    setModuleRoutes: (routes) => $moduleRoutes.set([...routes]),
    resetModuleRoutes: () => $moduleRoutes.set([]),
    setMenuRoutes: (routes) => $menuRoutes.set([...routes]),
    resetMenuRoutes: () => $menuRoutes.set([]),
    toggleMenu: (visible) => toggle($menuVisible, visible),
    toggleAppNav: (visible) => toggle($appNavVisible, visible),
    setCurrentMenu: (menu) => $currentMenu.set(menu),
    restoreTabs(client, userId) {
      const key = tabsStorageKey(client, userId);
      if (key === storageKey) return;
      storageKey = key;
      $tabs.set(loadTabs(storage, key, now()));
    },
    back,
  };
}

export { PINNED_MARKERS, isPinned } from './tabs.ts';
export { tabsStorageKey } from './persist.ts';
export type { ChildInput, ChildPage, Overlay, OverlayInput, PageRef, Tab, TabInput };
export type { Overlays };
