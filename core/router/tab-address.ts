/**
 * The active tab in the address (docs/core-architecture.md "Addresses"): the tab, and the record
 * it shows, travel in the query of the current route (`?tab=…&id=…`), so the path, and the root
 * view keyed by it, stay while tabs switch. A switch is a history entry: Back runs the page's own
 * back action first (router/back.ts), else returns to the previous tab's address, and Forward
 * reopens it. An address naming a tab that is not open (a copied address, a closed tab) opens it.
 * Loaded with the workspace's layout, not in core's first chunk.
 */
import type { ReadableAtom } from 'nanostores';
import { recordFromAddress } from '../session/share.ts';
import type { RouteState } from '../state/index.ts';
import type { Tab, Workspace } from '../workspace/index.ts';
import { moduleTabKey } from './open.ts';
import type { OpenOptions } from './open.ts';
import { routeDef } from './routes.ts';

/** The query keys the active tab travels in. */
export const TAB_QUERY_KEYS = ['tab', 'id', 'kind', 'pageId', 'entity', 'moduleId', 'title'] as const;
/** Keys an arrival reads once (spec §2 menuId, a shared record's page): the tab they open replaces them. */
const ARRIVAL_KEYS = ['menuId', 'open', 'recordId'];

/** The page an address names as its tab. */
export interface TabAddress {
  key: string;
  kind?: string;
  pageId?: string;
  entity?: string;
  moduleId?: string;
  recordId?: string;
  title?: string;
}

type Query = Record<string, string>;

/** Whether the tab is a menu entry's (`module-{ID}`): its module says how it opens, title included. */
export function isModuleTab(tab: { key: string; moduleId?: string }): boolean {
  return !!tab.moduleId && (tab.key === `module-${tab.moduleId}` || tab.key === moduleTabKey(tab.moduleId));
}

/** The query naming a tab: its key and record, and what reopens it where it is not open. */
export function tabQuery(tab: Tab): Query {
  const fields: Record<string, string | undefined> = isModuleTab(tab)
    ? { tab: tab.key, id: tab.recordId, moduleId: tab.moduleId }
    : { tab: tab.key, id: tab.recordId, kind: tab.kind, pageId: tab.pageId, entity: tab.entity, moduleId: tab.moduleId, title: tab.title };
  return Object.fromEntries(Object.entries(fields).filter((entry): entry is [string, string] => !!entry[1]));
}

/** The tab an address names, or null when its query names none. */
export function tabFromQuery(query: Readonly<Query> | undefined): TabAddress | null {
  const key = query?.tab;
  if (!key) return null;
  const { kind, pageId, entity, moduleId, title } = query;
  return { key, kind, pageId, entity, moduleId, recordId: query.id, title };
}

function withoutKeys(query: Query, keys: readonly string[]): Query {
  return Object.fromEntries(Object.entries(query).filter(([key]) => !keys.includes(key)));
}

function sameTabQuery(query: Query, wanted: Query): boolean {
  return TAB_QUERY_KEYS.every((key) => query[key] === wanted[key]);
}

export interface TabAddressDeps {
  $route: ReadableAtom<RouteState | null>;
  workspace: Pick<Workspace, '$tabs' | '$activeTab' | 'activateTab'>;
  /** router.showQuery: a new query on the current route, without the guard. */
  showQuery(query: Query, options?: { replace?: boolean }): void;
  /** router.open: what an arrival names (a menuId's module index, a shared record). */
  open(options: OpenOptions): void;
  /** Opens the tab an address names when it is not open (the shell knows how menu entries open). */
  reopen(tab: TabAddress): void | Promise<unknown>;
}

/** The tab an address is opening (a menu entry's module is fetched first): the address waits for it. */
interface Follower {
  deps: TabAddressDeps;
  pending: string | null;
}

/** Only the routes that show the workspace (those with a role) carry a tab. */
function showsWorkspace(route: RouteState | null): route is RouteState {
  return !!route && !!routeDef(route.name)?.role;
}

/** Writes the active tab into the address: a switch is a new entry, an arrival or a closed tab replaces. */
function writeActive({ deps, pending }: Follower, tab: Tab | null): void {
  const route = deps.$route.get();
  if (!showsWorkspace(route) || (pending && tab?.key !== pending)) return;
  const rest = withoutKeys(route.query, [...TAB_QUERY_KEYS, ...ARRIVAL_KEYS]);
  const arrival = ARRIVAL_KEYS.some((key) => key in route.query);
  if (!tab) {
    if (route.query.tab || arrival) deps.showQuery(rest, { replace: true });
    return;
  }
  const wanted = tabQuery(tab);
  if (sameTabQuery(route.query, wanted) && !arrival) return;
  const shown = route.query.tab;
  const replace = !shown || shown === tab.key || arrival || !deps.workspace.$tabs.get().some((entry) => entry.key === shown);
  deps.showQuery({ ...rest, ...wanted }, { replace });
}

/**
 * Follows the address: a menuId opens that menu's module index tab (spec §2), a shared record its
 * page (core/session/share.ts), each once (its tab's query then replaces them); a tab is
 * activated, or opened when it is not open.
 */
function followAddress(follower: Follower, route: RouteState | null): void {
  const { deps } = follower;
  if (!showsWorkspace(route)) return;
  if (route.query.menuId) return deps.open({ menuId: route.query.menuId });
  const record = recordFromAddress(route.query);
  if (record) return deps.open({ kind: record.kind, entity: record.entity, pageId: record.pageId, recordId: record.recordId });
  const wanted = tabFromQuery(route.query);
  if (!wanted || deps.workspace.$activeTab.get()?.key === wanted.key) return;
  if (deps.workspace.$tabs.get().some((tab) => tab.key === wanted.key)) return deps.workspace.activateTab(wanted.key);
  follower.pending = wanted.key;
  const done = () => {
    if (follower.pending !== wanted.key) return;
    follower.pending = null;
    // Opened or not (a module gone from the menu), the address shows what the workspace shows.
    writeActive(follower, deps.workspace.$activeTab.get());
  };
  void Promise.resolve(deps.reopen(wanted)).then(done, done);
}

/**
 * Keeps the address and the active tab together while the workspace shows; returns stop. The
 * address speaks first: a tab it names wins over the tabs restored from storage.
 */
export function followTabsInAddress(deps: TabAddressDeps): () => void {
  const follower: Follower = { deps, pending: null };
  followAddress(follower, deps.$route.get());
  writeActive(follower, deps.workspace.$activeTab.get());
  const stopRoute = deps.$route.listen((route) => followAddress(follower, route));
  const stopTab = deps.workspace.$activeTab.listen((tab) => writeActive(follower, tab));
  return () => {
    follower.pending = null;
    stopRoute();
    stopTab();
  };
}
