import type { OpenOptions } from '../../core/router/open.ts';

/** A row of FM_MODULE's menu tree (docs/server-contract.md "Menus"). */
export interface MenuModule {
  ID: string;
  NAME?: string;
  'NAME.i18n'?: Record<string, string>;
  PAGE_ID?: string | null;
  META_ID?: string | null;
  FLAG?: string | null;
  OPEN_TYPE?: string | null;
  URL?: string | null;
  HIDDEN_SUB_MENU?: string | null;
  HELP?: string | null;
  children?: MenuModule[];
}

/** Spec §3: HIDDEN_SUB_MENU "1" empties the children, so the module opens as one page. */
export function visibleMenu(modules: readonly MenuModule[] | null | undefined): MenuModule[] {
  return (modules ?? []).map((module) => ({
    ...module,
    children: module.HIDDEN_SUB_MENU === '1' ? [] : visibleMenu(module.children),
  }));
}

export function menuLabel(module: MenuModule, language: string): string {
  return module['NAME.i18n']?.[language] || module.NAME || module.ID;
}

/** Whether a leaf does something when chosen (a page or a link). */
export function isOpenable(module: MenuModule): boolean {
  return Boolean(module.PAGE_ID || module.META_ID || module.URL || module.FLAG);
}

/**
 * How a menu entry opens. A menu click lands in a workspace tab keyed by the module (one tab
 * per module; openType 1 "replace the current tab" is for navigation inside a page), or in the
 * popup, window or drawer its OPEN_TYPE names.
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
    openType: openType === 1 ? undefined : openType || undefined,
    key: `module-${module.ID}`,
  };
}

/** First openable leaf, depth-first: what the shell opens when the app starts without tabs. */
export function firstLeaf(modules: readonly MenuModule[]): MenuModule | undefined {
  for (const module of modules) {
    if (module.children?.length) {
      const found = firstLeaf(module.children);
      if (found) return found;
    } else if (isOpenable(module)) return module;
  }
  return undefined;
}
