/**
 * Where a draft lives: one storage entry per client, user, page and record, and one index entry
 * per client and user naming that user's drafts, so they can be listed, counted and removed
 * without enumerating the storage (the injected storage has no key listing).
 */

/** Which form a draft belongs to. */
export interface DraftKey {
  client?: string;
  userId?: string;
  /** The page id of the form, else its entity code (see `draftPage`). */
  page: string;
  /** Record key; empty for a new record (an add form). */
  recordId?: string;
}

/** A form's inputs as the person left them. */
export interface Draft {
  values: Record<string, unknown>;
  children?: Record<string, Array<Record<string, unknown>>>;
  savedAt: number;
}

/** One entry of a user's draft index. */
export interface DraftEntry {
  page: string;
  recordId?: string;
  savedAt: number;
}

const PREFIX = 'frame-draft';
const NEW_RECORD = 'new';

/** Registered page kinds that are forms (and so may hold a draft). */
export const FORM_KINDS: readonly string[] = ['add', 'edit', 'detail'];

/**
 * The page part of a draft key: the form's page id when it has one (its own fields), else the
 * entity code. The state needs no part of its own: an add form has no record id, and a detail
 * form never writes a draft.
 */
export function draftPage(ref: { pageId?: string; entity?: string }): string {
  return ref.pageId || ref.entity || '';
}

function part(value: string | undefined, fallback: string): string {
  // `|` separates the parts: a value holding one must not make two keys collide.
  return (value || fallback).replace(/\|/g, '%7C');
}

/** The storage key of one draft. */
export function draftStorageKey(key: DraftKey): string {
  return [PREFIX, part(key.client, '-'), part(key.userId, 'anonymous'), part(key.page, '-'), part(key.recordId, NEW_RECORD)].join('|');
}

/** The storage key of a user's draft index. */
export function draftIndexKey(client: string | undefined, userId: string | undefined): string {
  return [`${PREFIX}-index`, part(client, '-'), part(userId, 'anonymous')].join('|');
}

/** The storage key of the record of forms to reopen after this user's next login. */
export function reopenStorageKey(client: string | undefined, userId: string | undefined): string {
  return [`${PREFIX}-reopen`, part(client, '-'), part(userId, 'anonymous')].join('|');
}

export function sameDraft(a: { page: string; recordId?: string }, b: { page: string; recordId?: string }): boolean {
  return a.page === b.page && (a.recordId || NEW_RECORD) === (b.recordId || NEW_RECORD);
}

/** True when two value maps differ in any field (compared as JSON; empty and missing are the same). */
export function valuesDiffer(a: Record<string, unknown>, b: Record<string, unknown>): boolean {
  const keys = new Set([...Object.keys(a), ...Object.keys(b)]);
  for (const key of keys) {
    if (JSON.stringify(a[key] ?? '') !== JSON.stringify(b[key] ?? '')) return true;
  }
  return false;
}
