import { atom } from 'nanostores';
import type { WritableAtom } from 'nanostores';
import type { NavRoute, Workspace } from './index.ts';

export type Layout = Pick<
  Workspace,
  | '$reload'
  | '$moduleRoutes'
  | '$menuRoutes'
  | '$menuVisible'
  | '$appNavVisible'
  | '$currentMenu'
  | 'requestReload'
  | 'clearReload'
  | 'setModuleRoutes'
  | 'resetModuleRoutes'
  | 'setMenuRoutes'
  | 'resetMenuRoutes'
  | 'toggleMenu'
  | 'toggleAppNav'
  | 'setCurrentMenu'
>;

/** The shell around the pages: breadcrumbs, menu and app-nav visibility, the reload request. */
export function createLayout(): Layout {
  const $reload = atom(false);
  const $moduleRoutes = atom<readonly NavRoute[]>([]);
  const $menuRoutes = atom<readonly NavRoute[]>([]);
  const $menuVisible = atom(true);
  const $appNavVisible = atom(true);
  const $currentMenu = atom<NavRoute | null>(null);
  const toggle = (store: WritableAtom<boolean>, visible?: boolean) => store.set(visible ?? !store.get());

  return {
    $reload,
    $moduleRoutes,
    $menuRoutes,
    $menuVisible,
    $appNavVisible,
    $currentMenu,
    requestReload: () => $reload.set(true),
    clearReload: () => $reload.set(false),
    setModuleRoutes: (routes) => $moduleRoutes.set([...routes]),
    resetModuleRoutes: () => $moduleRoutes.set([]),
    setMenuRoutes: (routes) => $menuRoutes.set([...routes]),
    resetMenuRoutes: () => $menuRoutes.set([]),
    toggleMenu: (visible) => toggle($menuVisible, visible),
    toggleAppNav: (visible) => toggle($appNavVisible, visible),
    setCurrentMenu: (menu) => $currentMenu.set(menu),
  };
}
