import { useStore } from '@nanostores/react';
import type { OpenOptions } from '../../core/index.ts';
import type { MenuModule } from '../../core/menus/index.ts';
import { usePlatform } from '../shared/platform.ts';

// The menu's shape and reading rules live in core (spec §3: HIDDEN_SUB_MENU, localised names).
export { menuLabel, tabTitle } from '../../core/menus/index.ts';
export type { MenuModule } from '../../core/menus/index.ts';

/** The menu the shell shows, by module id (the instance's `menus.$byId`), for its labels shown outside the menu (tab titles). */
export function useMenuById(): Readonly<Record<string, MenuModule>> {
  return useStore(usePlatform().menus.$byId);
}

/** Whether a leaf does something when chosen (a page or a link). */
export function isOpenable(module: MenuModule): boolean {
  return Boolean(module.PAGE_ID || module.META_ID || module.URL || module.FLAG);
}

/**
 * How a menu entry opens (spec §2 openType): without an OPEN_TYPE in a workspace tab keyed by
 * the module (one tab per module); 1 in place of the current tab; 2 to 5 in the popup, window
 * or drawer it names.
 */
export function menuOpenOptions(module: MenuModule, title: string): OpenOptions {
  const openType = Number(module.OPEN_TYPE ?? 0);
  return {
    kind: module.FLAG || 'page',
    title,
    moduleId: module.ID,
    pageId: module.PAGE_ID ?? undefined,
    entity: module.META_ID ?? undefined,
    query: module.URL ? { url: module.URL } : {},
    openType: openType || undefined,
    key: `module-${module.ID}`,
  };
}
