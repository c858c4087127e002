/**
 * The record a form edits: loaded for edit/detail, blank (or host values) for add; a draft of
 * core/drafts (per client, user, page and record) replaces it when there is one, and every change
 * of a dirty form is written back to that draft. After a save refused as stale, the stored record
 * it returned can become the baseline (`rebase`), with or without the person's input over it.
 */
import { useEffect, useMemo, useRef, useState } from 'react';
import { useStore } from '@nanostores/react';
import { valuesDiffer } from '../../../core/pages.ts';
import type { DraftKey, Drafts } from '../../../core/index.ts';
import type { PageServices } from '../kit/services.ts';
import type { EntityMeta, Row } from '../kit/types.ts';
import type { FormState } from './form-logic.ts';
import { childRelations } from './form-logic.ts';
import { newRowId } from './ChildSection.tsx';
import { atHand } from '../kit/at-hand.ts';

type Children = Record<string, Row[]>;
type Snapshot = { values: Row; children: Children };

export interface RecordState {
  status: 'loading' | 'ready' | 'error';
  error?: Error;
  values: Row;
  children: Children;
  original: { values: Row; children: Children };
  /** Time of the draft applied on open, when one was. */
  restoredAt?: number;
  dirty: boolean;
  /** Values and child rows as of the last change, even before the next render. */
  current: () => { values: Row; children: Children };
  setValue: (name: string, value: unknown) => void;
  setChildren: (code: string, update: (rows: Row[]) => Row[]) => void;
  /** Forget the draft and return to the stored record. */
  discard: () => void;
  /** After a save: the saved values become the baseline, and the draft is gone. */
  commit: (values: Row, recordId?: string) => void;
  reload: () => void;
  /**
   * The stored record (as a refused save returned it) becomes the baseline. Without `input` the
   * person's input goes and so does its draft; with it, the form holds `input(base)` and the
   * draft follows it.
   */
  rebase: (stored: Snapshot, input?: (base: Snapshot) => Snapshot) => void;
  /** Writes the draft now (a refused save must not depend on the typing timer). */
  keepDraft: () => void;
}

function isDirty(base: Snapshot, input: Snapshot): boolean {
  return valuesDiffer(base.values, input.values) || JSON.stringify(base.children) !== JSON.stringify(input.children);
}

function withRowIds(children: Children): Children {
  return Object.fromEntries(Object.entries(children).map(([k, rows]) => [k, rows.map((r) => ({ __rowId: newRowId(), ...r }))]));
}

/**
 * The draft of a dirty form, staged in core/drafts, which writes it once typing pauses (a
 * keystroke must not cost a storage write) and at once when the session expires. A pending write
 * outlives the form: closing a dirty form keeps its draft. Typing back to the stored values
 * removes it. The returned function settles it at once: the input when it differs from the
 * baseline, else no draft at all.
 */
function useDraftWriter(drafts: Drafts, key: DraftKey | null, ready: boolean, dirty: boolean, values: Row, children: Children) {
  const staged = useRef(false);
  useEffect(() => {
    // While the record (re)loads the form is not dirty, and its draft is about to be read.
    if (!key || !ready) return;
    if (dirty) {
      drafts.stage(key, { values, children });
      staged.current = true;
    } else if (staged.current) {
      drafts.remove(key);
      staged.current = false;
    }
  }, [ready, dirty, key, values, children, drafts]);
  return (base: Snapshot, input: Snapshot | null) => {
    if (!key) return;
    staged.current = false;
    if (input && isDirty(base, input)) drafts.save(key, input);
    else drafts.remove(key);
  };
}

/** The form's page, for its draft key: the page id, else the entity (core/drafts `draftPage`). */
export interface DraftPage {
  pageId?: string;
  entity?: string;
}

/** The record as a form opens it: the base, with the draft over it when the draft differs. */
interface Opened {
  original: Snapshot;
  values: Row;
  children: Children;
  restoredAt?: number;
}

function openWith(base: Snapshot, draft: { values: Row; children?: Children; savedAt: number } | null): Opened {
  if (draft && (valuesDiffer(base.values, { ...base.values, ...draft.values }) || JSON.stringify(draft.children ?? {}) !== JSON.stringify(base.children))) {
    return { original: base, values: { ...base.values, ...draft.values }, children: draft.children ?? base.children, restoredAt: draft.savedAt };
  }
  return { original: base, values: base.values, children: base.children };
}

/** An edit or detail of a stored record loads it; a new record starts from the host's values. */
const needsServer = (state: FormState, recordId: string | undefined) => state !== 'add' && !!recordId;

export function useRecord(
  services: PageServices,
  meta: EntityMeta | undefined,
  state: FormState,
  recordId: string | undefined,
  initial: Row | undefined,
  page: DraftPage = {},
): RecordState {
  const user = useStore(services.$user);
  const entity = page.entity || meta?.code;
  // No user (session expired, signing in again): no key, so nothing is written under nobody's name.
  const key = useMemo(
    () => (meta && user ? services.drafts.keyFor({ pageId: page.pageId, entity, recordId }) : null),
    [services, meta, user, page.pageId, entity, recordId],
  );
  const initialJson = JSON.stringify(initial ?? {});
  const [attempt, setAttempt] = useState(0);
  const draftOf = (draftKey: DraftKey | null) => (state === 'detail' || !draftKey ? null : services.drafts.load(draftKey));
  const blank = (m: EntityMeta): Snapshot => {
    const children: Children = {};
    for (const r of childRelations(m)) children[r.code] = [];
    return { values: JSON.parse(initialJson) as Row, children };
  };
  // What the record is opened from: the effect below reopens it when one of them changes.
  const openInputs: unknown[] = [services, meta, state, recordId, key, user, initialJson, attempt];
  // A new record opens in the first pass (nothing to load): the form draws without a loading one.
  const [openedAtStart] = useState(() => {
    if (!meta || !user || needsServer(state, recordId)) return null;
    // A failure here is left to the load below, which shows it as the form's error.
    const opened = atHand(() => openWith(blank(meta), draftOf(key)));
    return opened ? { opened, inputs: openInputs } : null;
  });
  const start = openedAtStart?.opened;
  const [status, setStatus] = useState<RecordState['status']>(start ? 'ready' : 'loading');
  const [error, setError] = useState<Error>();
  const [original, setOriginalState] = useState<Snapshot>(start?.original ?? { values: {}, children: {} });
  // The baseline as of the last change, for the same reason as `latest` below.
  const baseline = useRef(original);
  const setOriginal = (next: Snapshot) => {
    baseline.current = next;
    setOriginalState(next);
  };
  const [values, setValuesState] = useState<Row>(start?.values ?? {});
  const [children, setChildrenState] = useState<Children>(start?.children ?? {});
  // The latest input, readable before React re-renders (a save right after the last keystroke).
  const latest = useRef<{ values: Row; children: Children }>({ values, children });
  const setValues = (next: Row) => {
    latest.current = { ...latest.current, values: next };
    setValuesState(next);
  };
  const setChildren = (next: Children) => {
    latest.current = { ...latest.current, children: next };
    setChildrenState(next);
  };
  const [restoredAt, setRestoredAt] = useState<number | undefined>(start?.restoredAt);
  const skipOpen = useRef(openedAtStart?.inputs ?? null);

  useEffect(() => {
    // No user yet (session expired, signing in again): wait, so the draft of the right user opens.
    if (!meta || !user) return;
    // Opened in the first pass with these very inputs: nothing to do again.
    const openedWith = skipOpen.current;
    skipOpen.current = null;
    if (openedWith && openInputs.every((input, i) => input === openedWith[i])) return;
    let live = true;
    setStatus('loading');
    (async () => {
      let base = blank(meta);
      if (needsServer(state, recordId)) {
        const reply = await services.request<{ bean?: { data?: Row; children?: Children } }>({
          entity: meta.id || meta.code,
          action: 'get',
          params: { id: recordId },
          silent: true,
        });
        base = { values: reply?.bean?.data ?? {}, children: withRowIds(reply?.bean?.children ?? {}) };
        for (const r of childRelations(meta)) base.children[r.code] ??= [];
      }
      if (!live) return;
      const opened = openWith(base, draftOf(key));
      setOriginal(opened.original);
      setValues(opened.values);
      setChildren(opened.children);
      setRestoredAt(opened.restoredAt);
      setStatus('ready');
    })().catch((e: unknown) => {
      if (!live) return;
      setError(e instanceof Error ? e : new Error(String(e)));
      setStatus('error');
    });
    return () => {
      live = false;
    };
    // openInputs, blank and draftOf read exactly these.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, openInputs);

  const dirty = useMemo(() => status === 'ready' && state !== 'detail' && isDirty(original, { values, children }), [status, state, original, values, children]);

  const settleDraft = useDraftWriter(services.drafts, key, status === 'ready', dirty, values, children);

  return {
    status,
    error,
    values,
    children,
    original,
    restoredAt,
    dirty,
    current: () => latest.current,
    setValue: (name, value) => setValues({ ...latest.current.values, [name]: value }),
    setChildren: (code, update) => setChildren({ ...latest.current.children, [code]: update(latest.current.children[code] ?? []) }),
    discard: () => {
      settleDraft(original, null);
      setValues(original.values);
      setChildren(original.children);
      setRestoredAt(undefined);
    },
    commit: (saved) => {
      settleDraft(original, null);
      setOriginal({ values: saved, children: latest.current.children });
      setValues(saved);
      setRestoredAt(undefined);
    },
    reload: () => setAttempt((n) => n + 1),
    rebase: (stored, input) => {
      const base = { values: stored.values, children: withRowIds(stored.children) };
      for (const r of meta ? childRelations(meta) : []) base.children[r.code] ??= [];
      const next = input ? input(base) : base;
      settleDraft(base, next);
      setOriginal(base);
      setValues(next.values);
      setChildren(next.children);
      setRestoredAt(undefined);
    },
    keepDraft: () => settleDraft(baseline.current, latest.current),
  };
}
