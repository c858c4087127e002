/**
 * Drafts of dirty forms, kept in local storage per user and record, so that nothing typed is
 * lost when the session expires, the tab closes or the page reloads. A draft is removed only
 * when the record is saved or the person discards it: an unmount (logout, re-login) keeps it.
 */
import type { KeyValueStorage } from '../../../core/index.ts';

export interface Draft {
  values: Record<string, unknown>;
  children?: Record<string, Array<Record<string, unknown>>>;
  savedAt: number;
}

export interface DraftKey {
  client?: string;
  userId?: string;
  entity: string;
  /** Record key, or empty for a new record. */
  recordId?: string;
}

const PREFIX = 'frame-draft';

export function draftKey({ client, userId, entity, recordId }: DraftKey): string {
  return [PREFIX, client || '-', userId || 'anonymous', entity, recordId || 'new'].join('|');
}

export function saveDraft(storage: KeyValueStorage, key: string, draft: Omit<Draft, 'savedAt'>, now = Date.now()): void {
  try {
    storage.setItem(key, JSON.stringify({ ...draft, savedAt: now }));
  } catch {
    // A full storage must not break typing; the guard on close still protects the input.
  }
}

export function loadDraft(storage: KeyValueStorage, key: string): Draft | null {
  const text = storage.getItem(key);
  if (!text) return null;
  try {
    const parsed = JSON.parse(text) as Draft;
    return parsed && typeof parsed === 'object' && parsed.values ? parsed : null;
  } catch {
    storage.removeItem(key);
    return null;
  }
}

export function clearDraft(storage: KeyValueStorage, key: string): void {
  storage.removeItem(key);
}

/** True when two value maps differ in any field (compared as JSON, order-insensitive by key). */
export function valuesDiffer(a: Record<string, unknown>, b: Record<string, unknown>): boolean {
  const keys = new Set([...Object.keys(a), ...Object.keys(b)]);
  for (const key of keys) {
    if (JSON.stringify(a[key] ?? '') !== JSON.stringify(b[key] ?? '')) return true;
  }
  return false;
}
