/**
 * The record a form edits: loaded for edit/detail, blank (or host values) for add; a draft in
 * local storage per user and record replaces it when there is one, and every change of a dirty
 * form is written back to that draft.
 */
import { useEffect, useMemo, useRef, useState } from 'react';
import { useStore } from '@nanostores/react';
import { clearDraft, draftKey, loadDraft, saveDraft, valuesDiffer } from '../kit/drafts.ts';
import type { PageServices } from '../kit/services.ts';
import type { EntityMeta, Row } from '../kit/types.ts';
import type { FormState } from './form-logic.ts';
import { childRelations } from './form-logic.ts';
import { newRowId } from './ChildSection.tsx';

type Children = Record<string, Row[]>;

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
}

function withRowIds(children: Children): Children {
  return Object.fromEntries(Object.entries(children).map(([k, rows]) => [k, rows.map((r) => ({ __rowId: newRowId(), ...r }))]));
}

export function useRecord(services: PageServices, meta: EntityMeta | undefined, state: FormState, recordId: string | undefined, initial: Row | undefined): RecordState {
  const user = useStore(services.$user);
  const key = meta ? draftKey({ client: services.client(), userId: user?.id, entity: meta.code, recordId }) : '';
  const [status, setStatus] = useState<RecordState['status']>('loading');
  const [error, setError] = useState<Error>();
  const [original, setOriginal] = useState<{ values: Row; children: Children }>({ values: {}, children: {} });
  const [values, setValuesState] = useState<Row>({});
  const [children, setChildrenState] = useState<Children>({});
  // The latest input, readable before React re-renders (a save right after the last keystroke).
  const latest = useRef<{ values: Row; children: Children }>({ values: {}, children: {} });
  const setValues = (next: Row) => {
    latest.current = { ...latest.current, values: next };
    setValuesState(next);
  };
  const setChildren = (next: Children) => {
    latest.current = { ...latest.current, children: next };
    setChildrenState(next);
  };
  const [restoredAt, setRestoredAt] = useState<number>();
  const [attempt, setAttempt] = useState(0);
  const initialJson = JSON.stringify(initial ?? {});

  useEffect(() => {
    // No user yet (session expired, signing in again): wait, so the draft of the right user opens.
    if (!meta || !user) return;
    let live = true;
    setStatus('loading');
    (async () => {
      let base: { values: Row; children: Children } = { values: JSON.parse(initialJson) as Row, children: {} };
      if (state !== 'add' && recordId) {
        const reply = await services.request<{ bean?: { data?: Row; children?: Children } }>({ entity: meta.id || meta.code, action: 'get', params: { id: recordId }, silent: true });
        base = { values: reply?.bean?.data ?? {}, children: withRowIds(reply?.bean?.children ?? {}) };
      }
      for (const r of childRelations(meta)) base.children[r.code] ??= [];
      if (!live) return;
      const draft = state === 'detail' ? null : loadDraft(services.storage, key);
      setOriginal(base);
      if (draft && (valuesDiffer(base.values, { ...base.values, ...draft.values }) || JSON.stringify(draft.children ?? {}) !== JSON.stringify(base.children))) {
        setValues({ ...base.values, ...draft.values });
        setChildren(draft.children ?? base.children);
        setRestoredAt(draft.savedAt);
      } else {
        setValues(base.values);
        setChildren(base.children);
        setRestoredAt(undefined);
      }
      setStatus('ready');
    })().catch((e: unknown) => {
      if (!live) return;
      setError(e instanceof Error ? e : new Error(String(e)));
      setStatus('error');
    });
    return () => {
      live = false;
    };
  }, [services, meta, state, recordId, key, user, initialJson, attempt]);

  const dirty = useMemo(
    () => status === 'ready' && state !== 'detail' && (valuesDiffer(original.values, values) || JSON.stringify(original.children) !== JSON.stringify(children)),
    [status, state, original, values, children],
  );

  // Written shortly after typing stops: a keystroke must not cost a storage write.
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => {
    if (!dirty || !key) return;
    clearTimeout(timer.current);
    timer.current = setTimeout(() => saveDraft(services.storage, key, { values, children }), 250);
    return () => clearTimeout(timer.current);
  }, [dirty, key, values, children, services.storage]);

  return {
    status, error, values, children, original, restoredAt, dirty,
    current: () => latest.current,
    setValue: (name, value) => setValues({ ...latest.current.values, [name]: value }),
    setChildren: (code, update) => setChildren({ ...latest.current.children, [code]: update(latest.current.children[code] ?? []) }),
    discard: () => {
      clearTimeout(timer.current);
      clearDraft(services.storage, key);
      setValues(original.values);
      setChildren(original.children);
      setRestoredAt(undefined);
    },
    commit: (saved) => {
      clearTimeout(timer.current);
      clearDraft(services.storage, key);
      setOriginal({ values: saved, children: latest.current.children });
      setValues(saved);
      setRestoredAt(undefined);
    },
    reload: () => setAttempt((n) => n + 1),
  };
}
