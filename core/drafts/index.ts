import type { PlatformContext } from '../instance/context.ts';
import type { PlatformError } from '../errors/index.ts';
import type { PageRef } from '../workspace/index.ts';
import { draftPage, reopenStorageKey } from './keys.ts';
import type { Draft, DraftEntry, DraftKey } from './keys.ts';
import { parseReopenRecord, reopenForms, snapshotOpenForms, REOPEN_TTL_MS } from './reopen.ts';
import type { WorkspaceView } from './reopen.ts';
import { createDraftStore } from './store.ts';

/** Whose drafts: a client and a user (default: the current ones). */
export interface DraftOwner {
  client?: string;
  userId?: string;
}

export interface DraftsDeps {
  /** The client code calls use (http.codes().client), so keys match what forms write. */
  client: () => string | undefined;
  /** Absent for a core without tabs: nothing is remembered or reopened then. */
  workspace?: WorkspaceView;
  now?: () => number;
}

/**
 * Drafts of dirty forms, kept outside the tab store in the injected storage per client, user,
 * page and record: what a person typed survives session expiry, a closed tab and a reload. A
 * draft goes when its form saves or the person discards it, and every draft of a user goes when
 * that user logs out. toLogin records the open forms holding drafts, and the first arrival of the
 * same user at the return path after the next login opens them again (see `reopen`).
 */
export interface Drafts {
  /** The key of a form of the current user and client; null while nobody is signed in. */
  keyFor(page: { pageId?: string; entity?: string; recordId?: string }): DraftKey | null;
  save(key: DraftKey, draft: Omit<Draft, 'savedAt'>): PlatformError | null;
  /** Saves shortly after the last call for the key (typing must not cost a write per keystroke). */
  stage(key: DraftKey, draft: Omit<Draft, 'savedAt'>): void;
  /** Writes every staged draft now. */
  flush(): void;
  load(key: DraftKey): Draft | null;
  remove(key: DraftKey): void;
  list(owner?: DraftOwner): DraftEntry[];
  count(owner?: DraftOwner): number;
  /** Removes the user's drafts (staged ones included) and their reopen record; returns how many. */
  removeAll(owner?: DraftOwner): number;
  /** Records the open forms holding drafts, to reopen after the user's next login at `path`. */
  rememberOpen(input: { client: string; userId: string; path: string }): boolean;
  /** On arrival at a route: reopens what toLogin recorded for this user, once. */
  reopen(route: { path: string }): boolean;
}

/** How long typing may pause before the draft is written. */
export const STAGE_DELAY_MS = 250;

export function createDrafts(context: PlatformContext, deps: DraftsDeps): Drafts {
  const { env, state } = context;
  const now = deps.now ?? Date.now;
  const store = createDraftStore(env.storage, () => state.$language.get());
  const staged = new Map<string, { key: DraftKey; draft: Omit<Draft, 'savedAt'>; timer: ReturnType<typeof setTimeout> }>();
  const id = (key: DraftKey) => JSON.stringify([key.client ?? '', key.userId ?? '', key.page, key.recordId ?? '']);

  const owner = (given: DraftOwner = {}) => ({ client: given.client ?? deps.client(), userId: given.userId ?? currentUserId() });
  function currentUserId(): string | undefined {
    const user = state.$user.get();
    return user ? String(user.id) : undefined;
  }
  function unstage(key: DraftKey): void {
    const entry = staged.get(id(key));
    if (entry) clearTimeout(entry.timer);
    staged.delete(id(key));
  }
  function keyFor(page: { pageId?: string; entity?: string; recordId?: string }, who: DraftOwner = {}): DraftKey | null {
    const { client, userId } = owner(who);
    const name = draftPage(page);
    return userId && name ? { client, userId, page: name, ...(page.recordId ? { recordId: page.recordId } : {}) } : null;
  }
  const hasDraftOf = (who: DraftOwner) => (page: PageRef) => {
    const key = keyFor(page, who);
    return !!key && store.load(key) !== null;
  };
  const save = (key: DraftKey, draft: Omit<Draft, 'savedAt'>) => (unstage(key), store.save(key, draft, now()));

  return {
    keyFor: (page) => keyFor(page),
    save,
    stage(key, draft) {
      unstage(key);
      const timer = setTimeout(() => void save(key, draft), STAGE_DELAY_MS);
      staged.set(id(key), { key, draft, timer });
    },
    flush() {
      for (const { key, draft } of [...staged.values()]) save(key, draft);
    },
    load: (key) => store.load(key),
    remove(key) {
      unstage(key);
      store.remove(key);
    },
    list: (who) => store.list(owner(who).client, owner(who).userId),
    count: (who) => store.list(owner(who).client, owner(who).userId).length,
    removeAll(who) {
      const { client, userId } = owner(who);
      for (const { key } of [...staged.values()]) if (key.client === client && key.userId === userId) unstage(key);
      env.storage.removeItem(reopenStorageKey(client, userId));
      return store.removeAll(client, userId);
    },
    rememberOpen({ client, userId, path }) {
      if (!deps.workspace) return false;
      const record = snapshotOpenForms(deps.workspace, hasDraftOf({ client, userId }), path, now());
      if (!record) return false;
      try {
        env.storage.setItem(reopenStorageKey(client, userId), JSON.stringify(record));
        return true;
      } catch {
        // Without the record the drafts still come back when the person reopens the forms.
        return false;
      }
    },
    reopen(route) {
      const { client, userId } = owner();
      if (!deps.workspace || !userId) return false;
      const storageKey = reopenStorageKey(client, userId);
      const body = env.storage.getItem(storageKey);
      if (body === null) return false;
      const record = parseReopenRecord(body);
      if (!record || now() - record.savedAt > REOPEN_TTL_MS) {
        env.storage.removeItem(storageKey);
        return false;
      }
      // Another page first (the role select, an address typed by hand): wait for the return path.
      if (record.path.split('?')[0] !== route.path) return false;
      env.storage.removeItem(storageKey);
      return reopenForms(record, deps.workspace, hasDraftOf({ client, userId }));
    },
  };
}

export { draftPage, draftStorageKey, draftIndexKey, reopenStorageKey, valuesDiffer, FORM_KINDS } from './keys.ts';
export { DRAFT_LIMITS } from './store.ts';
export { REOPEN_TTL_MS, snapshotOpenForms, reopenForms } from './reopen.ts';
export type { Draft, DraftEntry, DraftKey } from './keys.ts';
export type { ReopenRecord, OverlayPage, WorkspaceView } from './reopen.ts';
