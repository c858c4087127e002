import { map } from 'nanostores';

/**
 * Which tabs hold unsaved input, reported by their pages through `onDirtyChange`. The tab bar
 * asks before closing one of them.
 */
export const $dirtyTabs = map<Record<string, boolean>>({});

export function setTabDirty(tabKey: string, dirty: boolean): void {
  if (Boolean($dirtyTabs.get()[tabKey]) === dirty) return;
  $dirtyTabs.setKey(tabKey, dirty);
}

export function forgetTab(tabKey: string): void {
  const next = { ...$dirtyTabs.get() };
  delete next[tabKey];
  $dirtyTabs.set(next);
}
