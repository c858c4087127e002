import type { ChildInput, ChildPage, Tab, TabInput } from './types.ts';

/**
 * Pure tab operations of spec §2 and §4: each takes the tab list and returns a new one, so the
 * store stays a plain value and every rule is testable without stores.
 */

/** Key markers of the tabs that survive `keepPinnedTabs` (spec §2: `default-` or `nav-`). */
export const PINNED_MARKERS = ['default-', 'nav-'] as const;

function makeTab(input: TabInput, now: number): Tab {
  return {
    ...input,
    kind: input.kind ?? 'page',
    query: { ...(input.query ?? {}) },
    children: input.children ?? [],
    key: input.key,
    active: true,
    time: now,
  };
}

function activateOnly(tabs: Tab[], key: string): Tab[] {
  return tabs.map((tab) => (tab.active === (tab.key === key) ? tab : { ...tab, active: tab.key === key }));
}

/** Adds a tab (end or start) and activates it; a tab with the same key is replaced in place. */
export function addTab(tabs: Tab[], input: TabInput, now: number, position: 'end' | 'start' = 'end'): Tab[] {
  const tab = makeTab(input, now);
  const index = tabs.findIndex((entry) => entry.key === tab.key);
  let next: Tab[];
  if (index >= 0) next = tabs.map((entry, i) => (i === index ? tab : entry));
  else next = position === 'start' ? [tab, ...tabs] : [...tabs, tab];
  return activateOnly(next, tab.key);
}

/** Replaces the tab with `key` (default: the active one) by a new page, keeping its place. */
export function replaceTab(tabs: Tab[], input: TabInput, now: number, key?: string): Tab[] {
  const target = key ?? tabs.find((tab) => tab.active)?.key;
  const index = tabs.findIndex((tab) => tab.key === target);
  if (index < 0) return addTab(tabs, input, now);
  const tab = makeTab(input, now);
  const next = tabs.filter((entry, i) => i === index || entry.key !== tab.key).map((entry) => (entry.key === target ? tab : entry));
  return activateOnly(next, tab.key);
}

export function activateTab(tabs: Tab[], key: string): Tab[] {
  return tabs.some((tab) => tab.key === key) ? activateOnly(tabs, key) : tabs;
}

/** Closes a tab; closing the active one activates the previous tab, else the next (spec §4). */
export function closeTab(tabs: Tab[], key: string): Tab[] {
  const index = tabs.findIndex((tab) => tab.key === key);
  if (index < 0) return tabs;
  const closing = tabs[index]!;
  const rest = tabs.filter((_, i) => i !== index);
  if (!closing.active || rest.length === 0) return rest;
  const neighbour = rest[index - 1] ?? rest[index]!;
  return activateOnly(rest, neighbour.key);
}

export function isPinned(key: string): boolean {
  return PINNED_MARKERS.some((marker) => key.includes(marker));
}

/** Keeps only the pinned tabs; when the active tab went, the last pinned one becomes active. */
export function keepPinnedTabs(tabs: Tab[]): Tab[] {
  const kept = tabs.filter((tab) => isPinned(tab.key));
  if (kept.length === 0 || kept.some((tab) => tab.active)) return kept;
  return activateOnly(kept, kept[kept.length - 1]!.key);
}

/**
 * The tabs "close others" or "close all" closes: never a pinned tab (the `default-`/`nav-` filter
 * of spec §2: the module home and navigation tabs stay), and for "others" never the active one.
 */
export function tabsToClose(tabs: readonly Tab[], scope: 'others' | 'all'): string[] {
  return tabs.filter((tab) => !isPinned(tab.key) && !(scope === 'others' && tab.active)).map((tab) => tab.key);
}

export function updateTabQuery(tabs: Tab[], key: string, query: Record<string, string>, merge = true): Tab[] {
  return tabs.map((tab) => (tab.key === key ? { ...tab, query: merge ? { ...tab.query, ...query } : { ...query } } : tab));
}

/** Merges changes into the active tab (title, query, ids); key and children stay. */
export function mergeActive(tabs: Tab[], patch: Partial<Omit<Tab, 'key' | 'active' | 'children'>>): Tab[] {
  return tabs.map((tab) => (tab.active ? { ...tab, ...patch, query: patch.query ? { ...tab.query, ...patch.query } : tab.query } : tab));
}

function makeChild(input: ChildInput, now: number, fallbackKey: string): ChildPage {
  return { ...input, kind: input.kind ?? 'page', key: input.key ?? fallbackKey, query: { ...(input.query ?? {}) }, time: now, children: [] };
}

function onActive(tabs: Tab[], change: (tab: Tab) => Tab): Tab[] {
  return tabs.map((tab) => (tab.active ? change(tab) : tab));
}

/** Pushes a page on the active tab (a list opening a record's detail inside the same tab). */
export function pushChild(tabs: Tab[], input: ChildInput, now: number): Tab[] {
  return onActive(tabs, (tab) => ({
    ...tab,
    children: [...tab.children, makeChild(input, now, `${tab.key}/${tab.children.length + 1}`)],
  }));
}

export function popChild(tabs: Tab[]): Tab[] {
  return onActive(tabs, (tab) => ({ ...tab, children: tab.children.slice(0, -1) }));
}

/** Second level: a page pushed on the active tab's last child (spec §4). */
export function pushSecondLevel(tabs: Tab[], input: ChildInput, now: number): Tab[] {
  return onActive(tabs, (tab) => {
    const last = tab.children[tab.children.length - 1];
    if (!last) return tab;
    const child = makeChild(input, now, `${last.key}/${last.children.length + 1}`);
    return { ...tab, children: [...tab.children.slice(0, -1), { ...last, children: [...last.children, child] }] };
  });
}

export function popSecondLevel(tabs: Tab[]): Tab[] {
  return onActive(tabs, (tab) => {
    const last = tab.children[tab.children.length - 1];
    if (!last || last.children.length === 0) return tab;
    return { ...tab, children: [...tab.children.slice(0, -1), { ...last, children: last.children.slice(0, -1) }] };
  });
}

/** The page the user sees in the active tab: its deepest open child, else the tab itself. */
export function currentPage(tabs: Tab[]): Tab | ChildPage | null {
  const tab = tabs.find((entry) => entry.active);
  if (!tab) return null;
  const child = tab.children[tab.children.length - 1];
  if (!child) return tab;
  return child.children[child.children.length - 1] ?? child;
}
