import type { ReadableAtom } from 'nanostores';
import type { PlatformContext } from '../instance/context.ts';
import { createScreenSize } from '../platform/index.ts';
import type { ScreenSize } from '../platform/index.ts';
import { createOverlays } from './overlays.ts';
import type { Overlays } from './overlays.ts';
import { createLayout } from './layout.ts';
import { createTabStore } from './tab-store.ts';
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
  /** Adds a tab and activates it; a tab with the same key is replaced in place (page, query, children) (spec §2, §4). */
  openTab(input: TabInput, position?: 'end' | 'start'): void;
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
  /**
   * Leaves the tab out of the stored tabs (it stays open): its page cannot open (its config does
   * not exist), and a reload would only restore it to fail again.
   */
  forgetTab(key: string): void;
  /** The default back action: top popup, drawer, second level, child page; false when nothing was open. */
  back(): boolean;
}

export interface WorkspaceDeps {
  now?: () => number;
  $screenSize?: ReadableAtom<ScreenSize>;
}

export function createWorkspace(context: PlatformContext, deps: WorkspaceDeps = {}): Workspace {
  const now = deps.now ?? Date.now;
  const overlays = createOverlays(now);
  const tabs = createTabStore(context.env.storage, overlays, now);

  function back(): boolean {
    if (overlays.closePopup()) return true;
    if (overlays.$drawer.get()) return (overlays.closeDrawer(), true);
    const active = tabs.$tabs.get().find((tab) => tab.active);
    const last = active?.children[active.children.length - 1];
    if (last && last.children.length > 0) return (tabs.popSecondLevel(), true);
    if (last) return (tabs.popChild(), true);
    return false;
  }

  return {
    ...overlays,
    ...tabs,
    ...createLayout(),
    $screenSize: deps.$screenSize ?? createScreenSize(),
    back,
  };
}

export { PINNED_MARKERS, isPinned, tabsToClose } from './tabs.ts';
export { tabsStorageKey } from './persist.ts';
export type { ChildInput, ChildPage, Overlay, OverlayInput, PageRef, Tab, TabInput };
export type { Overlays };
