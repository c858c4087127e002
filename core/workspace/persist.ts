import type { KeyValueStorage } from '../instance/env.ts';
import type { Tab } from './types.ts';

/**
 * Open tabs survive a page reload (beyond spec): keys, queries, titles and the page each shows
 * are stored per client and user, so one person's tabs never show up for another on a shared
 * machine. Child pages are not kept: they hold transient input.
 */
const PREFIX = 'frame-tabs:';

export function tabsStorageKey(client: string, userId: string): string {
  return `${PREFIX}${client}:${userId}`;
}

type StoredTab = Omit<Tab, 'children' | 'time'>;

export function saveTabs(storage: KeyValueStorage, key: string, tabs: readonly Tab[]): void {
  const stored: StoredTab[] = tabs.map(({ children: _children, time: _time, ...rest }) => rest);
  try {
    storage.setItem(key, JSON.stringify(stored));
  } catch {
    // A full or blocked storage only costs the restore after reload; the workspace keeps working.
  }
}

function isStoredTab(value: unknown): value is StoredTab {
  const tab = value as StoredTab | null;
  return !!tab && typeof tab.key === 'string' && typeof tab.kind === 'string' && typeof tab.query === 'object';
}

export function loadTabs(storage: KeyValueStorage, key: string, now: number): Tab[] {
  let parsed: unknown;
  try {
    parsed = JSON.parse(storage.getItem(key) ?? '[]');
  } catch {
    return [];
  }
  if (!Array.isArray(parsed)) return [];
  const tabs = parsed.filter(isStoredTab).map((tab) => ({ ...tab, query: { ...tab.query }, time: now, children: [] }));
  if (tabs.length > 0 && !tabs.some((tab) => tab.active)) tabs[tabs.length - 1]!.active = true;
  return tabs;
}
