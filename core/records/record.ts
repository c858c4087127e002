/**
 * The record a form edits: loaded for edit/detail, blank (or the host's values) for add; a draft
 * of core/drafts (per client, user, page and record) replaces it when there is one, and every
 * change of a dirty form is staged back to that draft. After a save refused as stale, the stored
 * record it returned can become the baseline (`rebase`), with or without the person's input over it.
 */
import { atom } from 'nanostores';
import type { ReadableAtom } from 'nanostores';
import type { DraftKey, Drafts } from '../drafts/index.ts';
import { valuesDiffer } from '../drafts/index.ts';
import type { User } from '../state/index.ts';
import { entityRef } from './calls.ts';
import type { RecordCalls } from './calls.ts';
import { childRelations } from './logic.ts';
import type { Children, FormState, RecordEntity, RecordSnapshot, Row } from './types.ts';
import type { RecordLock } from './lock.ts';

/** The form's page, for its draft key: the page id, else the entity (core/drafts `draftPage`). */
export interface DraftPage {
  pageId?: string;
  entity?: string;
}

/** What a record is opened from; `update` with new inputs opens it again. */
export interface OpenRecordInput {
  meta: RecordEntity | undefined;
  state: FormState;
  recordId?: string;
  /** The host's values of a new record. */
  initial?: Row;
  page?: DraftPage;
}

export interface RecordView extends RecordSnapshot {
  status: 'loading' | 'ready' | 'error';
  error?: Error;
  /** The stored record (or the blank one) the input is compared with. */
  original: RecordSnapshot;
  /** Time of the draft applied on open, when one was. */
  restoredAt?: number;
  dirty: boolean;
  /** The record is under approval: the form shows it read-only but the fields this reader may change. */
  lock?: RecordLock | null;
}

export interface RecordDeps {
  calls: Pick<RecordCalls, 'getRecord'>;
  drafts: Drafts;
  $user: ReadableAtom<User | null>;
  /** A row id of the instance (child rows are keyed by it). */
  newRowId: () => string;
}

export interface RecordState {
  $record: ReadableAtom<RecordView>;
  /** The inputs it was last opened (or asked to open) with. */
  inputs(): OpenRecordInput;
  /** Values and child rows as of the last change. */
  current(): RecordSnapshot;
  /** New inputs (another record, state, user...): opens the record again when they changed. */
  update(input: OpenRecordInput): void;
  setValue(name: string, value: unknown): void;
  setChildren(code: string, update: (rows: Row[]) => Row[]): void;
  /** Forget the draft and return to the stored record. */
  discard(): void;
  /** After a save: the saved values become the baseline, and the draft is gone. */
  commit(values: Row): void;
  reload(): void;
  /**
   * The stored record (as a refused save returned it) becomes the baseline. Without `input` the
   * person's input goes and so does its draft; with it, the form holds `input(base)` and the
   * draft follows it.
   */
  rebase(stored: RecordSnapshot, input?: (base: RecordSnapshot) => RecordSnapshot): void;
  /** Writes the draft now (a refused save must not depend on the typing timer). */
  keepDraft(): void;
  destroy(): void;
}

export function isDirty(base: RecordSnapshot, input: RecordSnapshot): boolean {
  return valuesDiffer(base.values, input.values) || JSON.stringify(base.children) !== JSON.stringify(input.children);
}

/** The record as a form opens it: the base, with the draft over it when the draft differs. */
function openWith(base: RecordSnapshot, draft: { values: Row; children?: Children; savedAt: number } | null) {
  if (draft && (valuesDiffer(base.values, { ...base.values, ...draft.values }) || JSON.stringify(draft.children ?? {}) !== JSON.stringify(base.children))) {
    return { original: base, values: { ...base.values, ...draft.values }, children: draft.children ?? base.children, restoredAt: draft.savedAt };
  }
  return { original: base, values: base.values, children: base.children, restoredAt: undefined };
}

/** An edit or detail of a stored record loads it; a new record starts from the host's values. */
const needsServer = (state: FormState, recordId: string | undefined) => state !== 'add' && !!recordId;

const EMPTY: RecordView = { status: 'loading', values: {}, children: {}, original: { values: {}, children: {} }, dirty: false };

export function createRecordState(deps: RecordDeps, first: OpenRecordInput): RecordState {
  const $record = atom<RecordView>(EMPTY);
  let input = first;
  let user = deps.$user.get();
  let key: DraftKey | null = null;
  let opened: unknown[] | null = null;
  let attempt = 0;
  let ticket = 0;
  let staged = false;
  let destroyed = false;

  const withRowIds = (children: Record<string, unknown>): Children =>
    Object.fromEntries(
      Object.entries(children).map(([k, rows]) => [
        k,
        (Array.isArray(rows) ? rows : []).filter((r): r is Row => Boolean(r) && typeof r === 'object').map((r) => ({ __rowId: deps.newRowId(), ...r })),
      ]),
    );
  const withSections = (children: Children): Children => {
    for (const r of input.meta ? childRelations(input.meta) : []) children[r.code] ??= [];
    return children;
  };
  const keyOf = () =>
    input.meta && user ? deps.drafts.keyFor({ pageId: input.page?.pageId, entity: input.page?.entity || input.meta.code, recordId: input.recordId }) : null;

  /** Sets the view; `dirty` follows from the status, the state and the input. */
  function put(next: Omit<RecordView, 'dirty'>) {
    const dirty = next.status === 'ready' && input.state !== 'detail' && isDirty(next.original, next);
    $record.set({ ...next, dirty });
    syncDraft();
  }

  /**
   * A dirty form's input is staged in core/drafts, which writes it once typing pauses (a
   * keystroke must not cost a storage write) and at once when the session expires. A pending
   * write outlives the form. Typing back to the stored values removes it.
   */
  function syncDraft() {
    const view = $record.get();
    if (!key || view.status !== 'ready') return;
    if (view.dirty) {
      deps.drafts.stage(key, storable({ values: view.values, children: view.children }));
      staged = true;
    } else if (staged) {
      deps.drafts.remove(key);
      staged = false;
    }
  }

  /** The input as a draft keeps it: a typed secret (a password field) never goes to storage. */
  function storable(snapshot: RecordSnapshot): RecordSnapshot {
    const secret = (input.meta?.attributes ?? []).filter((a) => a.dataType === 'password');
    if (!secret.length) return snapshot;
    const values = { ...snapshot.values };
    for (const a of secret) delete values[a.name];
    return { ...snapshot, values };
  }

  /** Settles the draft at once: the input when it differs from the baseline, else no draft at all. */
  function settleDraft(base: RecordSnapshot, next: RecordSnapshot | null) {
    if (!key) return;
    staged = false;
    if (next && isDirty(base, next)) deps.drafts.save(key, storable(next));
    else deps.drafts.remove(key);
  }

  const draftOf = () => (input.state === 'detail' || !key ? null : deps.drafts.load(key));
  const blank = (): RecordSnapshot => ({ values: JSON.parse(JSON.stringify(input.initial ?? {})) as Row, children: withSections({}) });

  function finish(base: RecordSnapshot, lock: RecordLock | null = null) {
    const next = openWith(base, draftOf());
    put({ status: 'ready', ...next, lock });
  }

  function fail(error: unknown) {
    $record.set({ ...$record.get(), status: 'error', error: error instanceof Error ? error : new Error(String(error)), dirty: false });
  }

  /** Opens the record when its inputs changed since the last opening. */
  function open() {
    const { meta, state, recordId } = input;
    key = keyOf();
    // No user yet (session expired, signing in again): wait, so the draft of the right user opens.
    if (destroyed || !meta || !user) return;
    const inputs = [meta, state, recordId, key?.page, user, JSON.stringify(input.initial ?? {}), attempt];
    if (opened && inputs.every((value, i) => value === opened![i])) return;
    opened = inputs;
    const mine = ++ticket;
    if (!needsServer(state, recordId)) {
      // Nothing to load: a new record opens at once (the form draws without a loading pass).
      try {
        finish(blank());
      } catch (error) {
        fail(error);
      }
      return;
    }
    $record.set({ ...$record.get(), status: 'loading', error: undefined, dirty: false });
    deps.calls.getRecord(entityRef(meta), recordId!).then(
      (stored) => {
        if (mine !== ticket || destroyed) return;
        finish({ values: stored.values, children: withSections(withRowIds(stored.children)) }, stored.lock ?? null);
      },
      (error: unknown) => mine === ticket && !destroyed && fail(error),
    );
  }

  const stopUser = deps.$user.listen((next) => {
    if (next === user) return;
    user = next;
    open();
  });
  open();

  const current = (): RecordSnapshot => {
    const view = $record.get();
    return { values: view.values, children: view.children };
  };

  return {
    $record,
    inputs: () => input,
    current,
    update(next) {
      input = next;
      open();
    },
    setValue: (name, value) => put({ ...$record.get(), values: { ...$record.get().values, [name]: value } }),
    setChildren(code, update) {
      const view = $record.get();
      put({ ...view, children: { ...view.children, [code]: update(view.children[code] ?? []) } });
    },
    discard() {
      const view = $record.get();
      settleDraft(view.original, null);
      put({ ...view, values: view.original.values, children: view.original.children, restoredAt: undefined });
    },
    commit(saved) {
      const view = $record.get();
      settleDraft(view.original, null);
      put({ ...view, original: { values: saved, children: view.children }, values: saved, restoredAt: undefined });
    },
    reload() {
      attempt += 1;
      open();
    },
    rebase(stored, merge) {
      const base = { values: stored.values, children: withSections(withRowIds(stored.children)) };
      const next = merge ? merge(base) : base;
      settleDraft(base, next);
      put({ ...$record.get(), original: base, values: next.values, children: next.children, restoredAt: undefined });
    },
    keepDraft: () => settleDraft($record.get().original, current()),
    destroy() {
      destroyed = true;
      ticket += 1;
      stopUser();
    },
  };
}
