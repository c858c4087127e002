/**
 * Resolving a save the server refused because someone else changed the record: reload their
 * version (the input goes, after a confirm), or review the differences field by field and save
 * the merged values over their version.
 */
import { useMemo, useState } from 'react';
import type { TextFn } from '../kit/text.ts';
import type { EntityMeta, Row } from '../kit/types.ts';
import { childDiffs, fieldDiffs, mergeChildren, mergeValues } from './conflict-logic.ts';
import type { Choice, Conflict } from './conflict-logic.ts';
import { childRelations } from './form-logic.ts';
import type { LiveField } from './form-logic.ts';
import type { RecordState } from './use-record.ts';
import type { SaveOutcome } from './use-save.ts';

interface Input {
  conflict: Conflict | null;
  clearConflict: () => void;
  submit: () => Promise<SaveOutcome>;
  record: RecordState;
  meta?: EntityMeta;
  fields: LiveField[];
  text: TextFn;
  confirm: (message: string, title?: string) => Promise<boolean>;
}

/** The stored record as the refusal carried it, in the shape the form keeps. */
function storedOf(conflict: Conflict): { values: Row; children: Record<string, Row[]> } | null {
  return conflict.current ? { values: conflict.current, children: conflict.children } : null;
}

export function useConflict({ conflict, clearConflict, submit, record, meta, fields, text, confirm }: Input) {
  const [reviewing, setReviewing] = useState(false);
  const [choices, setChoices] = useState<Record<string, Choice>>({});
  const [busy, setBusy] = useState(false);
  // A new refusal (a save over that met yet another change) starts over from the panel.
  const [seen, setSeen] = useState(conflict);
  if (seen !== conflict) {
    setSeen(conflict);
    setChoices({});
    setReviewing(false);
  }

  const relations = useMemo(() => (meta ? childRelations(meta) : []), [meta]);
  const theirs = conflict?.current;
  const diffs = useMemo(
    () => (theirs ? fieldDiffs(fields, record.values, record.original.values, theirs) : []),
    [fields, record.values, record.original.values, theirs],
  );
  const children = useMemo(
    () => (conflict && theirs ? childDiffs(relations, record.children, record.original.children, conflict.children) : []),
    [relations, record.children, record.original.children, conflict, theirs],
  );

  async function reload() {
    if (!conflict) return;
    if (record.dirty && !(await confirm(text('conflictReloadBody'), text('conflictReloadTitle')))) return;
    const stored = storedOf(conflict);
    if (stored) record.rebase(stored);
    else {
      // A server that did not send the stored record: drop the input and read it again.
      record.discard();
      record.reload();
    }
    clearConflict();
  }

  async function saveOver(): Promise<SaveOutcome> {
    const stored = conflict && storedOf(conflict);
    if (!stored || busy) return 'stopped';
    // Compared with the input as it is now; the stored record becomes the baseline, its version goes with the save.
    const { values, children: rows } = record.current();
    const fieldChanges = fieldDiffs(fields, values, record.original.values, stored.values);
    record.rebase(stored, (base) => ({
      values: mergeValues(base.values, fieldChanges, choices),
      children: mergeChildren(base.children, childDiffs(relations, rows, record.original.children, base.children), choices),
    }));
    setBusy(true);
    try {
      return await submit();
    } finally {
      setBusy(false);
    }
  }

  return {
    conflict,
    reviewing,
    busy,
    diffs,
    children,
    choices,
    choose: (key: string, choice: Choice) => setChoices((c) => ({ ...c, [key]: choice })),
    review: () => setReviewing(true),
    cancelReview: () => setReviewing(false),
    reload,
    saveOver,
  };
}

export type ConflictState = ReturnType<typeof useConflict>;
