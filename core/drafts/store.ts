import { PlatformError } from '../errors/index.ts';
import type { KeyValueStorage } from '../instance/env.ts';
import { draftIndexKey, draftStorageKey, sameDraft } from './keys.ts';
import type { Draft, DraftEntry, DraftKey } from './keys.ts';

/**
 * Bounds per user: the newest drafts are kept (older ones go first), and one draft may not
 * outgrow its share of a browser's few megabytes of local storage.
 */
export const DRAFT_LIMITS = { perUser: 20, chars: 200_000 } as const;

const TEXTS = {
  tooLarge: ['草稿过大（{0} 个字符，上限 {1}），未能保存。', 'The draft is too large ({0} characters, limit {1}) and was not kept.'],
  storage: ['浏览器存储已满或不可用，草稿未能保存。', 'The browser storage is full or unavailable; the draft was not kept.'],
} as const;

export interface DraftStore {
  /** Writes a draft; a failure comes back as a value (typing must never break on it). */
  save(key: DraftKey, draft: Omit<Draft, 'savedAt'>, now: number): PlatformError | null;
  load(key: DraftKey): Draft | null;
  remove(key: DraftKey): void;
  /** The user's drafts, oldest first. */
  list(client: string | undefined, userId: string | undefined): DraftEntry[];
  /** Removes every draft of the user; returns how many there were. */
  removeAll(client: string | undefined, userId: string | undefined): number;
}

function isEntry(value: unknown): value is DraftEntry {
  const entry = value as DraftEntry | null;
  return !!entry && typeof entry.page === 'string' && typeof entry.savedAt === 'number';
}

function isDraft(value: unknown): value is Draft {
  const draft = value as Draft | null;
  return !!draft && typeof draft === 'object' && !!draft.values && typeof draft.values === 'object';
}

export function createDraftStore(storage: KeyValueStorage, language: () => string): DraftStore {
  const text = (name: keyof typeof TEXTS, ...args: Array<string | number>) =>
    TEXTS[name][language() === '011' ? 1 : 0].replace(/\{(\d)\}/g, (_, i: string) => String(args[Number(i)] ?? ''));

  function readIndex(client?: string, userId?: string): DraftEntry[] {
    try {
      const parsed: unknown = JSON.parse(storage.getItem(draftIndexKey(client, userId)) ?? '[]');
      return Array.isArray(parsed) ? parsed.filter(isEntry) : [];
    } catch {
      return [];
    }
  }

  function writeIndex(client: string | undefined, userId: string | undefined, entries: DraftEntry[]): void {
    const key = draftIndexKey(client, userId);
    try {
      if (entries.length === 0) storage.removeItem(key);
      else storage.setItem(key, JSON.stringify(entries));
    } catch {
      // The drafts themselves are stored; only listing them is affected.
    }
  }

  function forget(key: DraftKey): void {
    storage.removeItem(draftStorageKey(key));
    const entries = readIndex(key.client, key.userId);
    const kept = entries.filter((entry) => !sameDraft(entry, key));
    if (kept.length !== entries.length) writeIndex(key.client, key.userId, kept);
  }

  return {
    save(key, draft, now) {
      const body = JSON.stringify({ ...draft, savedAt: now });
      if (body.length > DRAFT_LIMITS.chars) return new PlatformError('draft.too-large', text('tooLarge', body.length, DRAFT_LIMITS.chars));
      try {
        storage.setItem(draftStorageKey(key), body);
      } catch (cause) {
        return new PlatformError('draft.storage', text('storage'), cause);
      }
      const entries = readIndex(key.client, key.userId).filter((entry) => !sameDraft(entry, key));
      entries.push({ page: key.page, ...(key.recordId ? { recordId: key.recordId } : {}), savedAt: now });
      const evicted = entries.splice(0, Math.max(0, entries.length - DRAFT_LIMITS.perUser));
      for (const old of evicted) storage.removeItem(draftStorageKey({ client: key.client, userId: key.userId, page: old.page, recordId: old.recordId }));
      writeIndex(key.client, key.userId, entries);
      return null;
    },
    load(key) {
      const body = storage.getItem(draftStorageKey(key));
      if (!body) return null;
      try {
        const parsed: unknown = JSON.parse(body);
        if (isDraft(parsed)) return parsed;
      } catch {
        // Unreadable: dropped below, like any draft that is not one.
      }
      forget(key);
      return null;
    },
    remove: forget,
    list(client, userId) {
      const entries = readIndex(client, userId);
      const present = entries.filter((entry) => storage.getItem(draftStorageKey({ client, userId, page: entry.page, recordId: entry.recordId })) !== null);
      if (present.length !== entries.length) writeIndex(client, userId, present);
      return present;
    },
    removeAll(client, userId) {
      const entries = readIndex(client, userId);
      for (const entry of entries) storage.removeItem(draftStorageKey({ client, userId, page: entry.page, recordId: entry.recordId }));
      writeIndex(client, userId, []);
      return entries.length;
    },
  };
}
