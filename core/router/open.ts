import type { PageRef, Workspace } from '../workspace/index.ts';

/** Page opening modes of spec §2 "openType". */
export const OPEN_TYPE = { replace: 1, popup: 2, closePopupThenOpen: 3, newWindow: 4, drawer: 5 } as const;

export interface OpenOptions extends Partial<Omit<PageRef, 'query'>> {
  /** 1 replace the current tab, 2 popup, 3 close the last popup then open in place, 4 new window, 5 drawer; none: a tab. */
  openType?: number | string;
  /** Tab key; derived from the page and record when absent, so a record opens in one tab only (opened again, it replaces that tab). */
  key?: string;
  /** System id carried by the new-window address (openType 4). */
  systemId?: string;
  query?: Record<string, string>;
  position?: 'end' | 'start';
}

export interface OpenDeps {
  workspace: Workspace;
  openWindow(url: string, target?: string): void;
  pageWindowUrl(moduleId: string, systemId?: string): string;
}

/** Default tab key of a module's index page (spec §2: one per module). */
export function moduleTabKey(moduleId: string): string {
  return `default-${moduleId}`;
}

/** The key a page gets as a tab: the same page and record always land in the same tab. */
export function pageKey(options: OpenOptions): string {
  if (options.key) return options.key;
  const page = options.pageId ?? options.moduleId ?? options.entity ?? options.kind ?? 'page';
  return options.recordId ? `${options.kind ?? 'page'}-${page}-${options.recordId}` : `${options.kind ?? 'page'}-${page}`;
}

function pageOf(options: OpenOptions): PageRef {
  const { openType: _type, key: _key, systemId: _system, position: _position, ...page } = options;
  return { ...page, kind: options.kind ?? 'page', query: { ...(options.query ?? {}) } };
}

/**
 * Opens a page the way spec §2 says. openType 3 pushes the page on the current tab after
 * closing the top popup ("in place": the user stays in the tab that showed the popup, and
 * back returns there); openType 1 replaces the tab's page outright.
 */
export function openPage(options: OpenOptions, deps: OpenDeps): void {
  const { workspace } = deps;
  const page = pageOf(options);
  const tabKey = workspace.$activeTab.get()?.key;
  switch (Number(options.openType)) {
    case OPEN_TYPE.replace:
      return workspace.replaceTab({ ...page, key: pageKey(options) });
    case OPEN_TYPE.popup:
      return void workspace.openPopup({ ...page, tabKey });
    case OPEN_TYPE.closePopupThenOpen:
      workspace.closePopup();
      if (tabKey) return workspace.pushChild({ ...page, key: pageKey(options) });
      return workspace.openTab({ ...page, key: pageKey(options) }, options.position);
    case OPEN_TYPE.newWindow:
      return deps.openWindow(deps.pageWindowUrl(options.moduleId ?? options.pageId ?? '', options.systemId), '_blank');
    case OPEN_TYPE.drawer:
      return void workspace.openDrawer({ ...page, tabKey });
    default:
      if (options.menuId && !options.pageId) {
        const moduleId = options.moduleId ?? options.menuId;
        const query = { ...page.query, menuId: options.menuId };
        return workspace.openTab({ ...page, kind: 'moduleIndex', moduleId, key: moduleTabKey(moduleId), query }, options.position);
      }
      // Spec §2, §4: a tab opened with a key already open replaces that tab (page and query) and becomes active.
      return workspace.openTab({ ...page, key: pageKey(options) }, options.position);
  }
}

/** Only web addresses open in a new window: a `javascript:` or `data:` link is refused. */
export function isExternalLink(url: string): boolean {
  return /^(https?:)?\/\//i.test(url.trim());
}
