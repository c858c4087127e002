/**
 * Routes of spec §2 that show one registered page by themselves instead of the app layout: the
 * work page of a task (and the messaging task paths), the visual configuration, the module
 * index and the new-window page. Each is a page kind of the registry, so a kind that is not
 * registered (yet, or by no bundle) shows the page view's "no page is registered" state.
 */
import { systemIdKey } from '../../core/index.ts';
import type { KeyValueStorage, PageRef, RouteState } from '../../core/index.ts';

/** Page kind each such route shows (PAGES.md: `task`, the designer `config`, `moduleIndex`). */
export const ROUTE_PAGE_KINDS: Readonly<Record<string, string>> = {
  Task: 'task',
  wxworkTask: 'task',
  dingtalkTask: 'task',
  Config: 'config',
  module: 'moduleIndex',
};

/** Whether the route shows a page of its own (the page kinds above, or the new-window page). */
export function isRoutePage(route: RouteState): boolean {
  return route.name in ROUTE_PAGE_KINDS || route.name === 'Page';
}

function defined(values: Record<string, string | undefined>): Record<string, string> {
  return Object.fromEntries(Object.entries(values).filter((entry): entry is [string, string] => entry[1] !== undefined && entry[1] !== ''));
}

/** The page a Task, Config or module route shows: its params become the page's query. */
export function routePage(route: RouteState): PageRef | null {
  const kind = ROUTE_PAGE_KINDS[route.name];
  if (!kind) return null;
  const { client, system, taskId, mode, configId } = route.params;
  return {
    kind,
    client,
    system,
    recordId: taskId ?? configId,
    query: { ...route.query, ...defined({ taskId, mode, configId }) },
  };
}

/** The system id the opener stored for this client (spec §9), when the address carries none. */
export function storedSystemId(storage: KeyValueStorage, clientId: string | undefined): string | undefined {
  if (!clientId) return undefined;
  try {
    return storage.getItem(systemIdKey(clientId)) || undefined;
  } catch {
    return undefined;
  }
}

/** The new-window page's system id: the address's `systemId`, else the stored one. */
export function windowSystemId(route: RouteState, storage: KeyValueStorage, clientId: string | undefined): string | undefined {
  return route.query.systemId || storedSystemId(storage, clientId);
}

/** The address each platform left for the designer (the "edit this page" entry): its way back. */
const designerReturns = new WeakMap<object, string>();

export function rememberDesignerReturn(platform: object, href: string): void {
  designerReturns.set(platform, href);
}

/** Where the designer's way back goes: the address left for it, once; none when it was opened directly. */
export function takeDesignerReturn(platform: object): string | undefined {
  const href = designerReturns.get(platform);
  designerReturns.delete(platform);
  return href;
}
