/**
 * Resolving a save the server refused because someone else changed the record (core/records
 * holds the conflict and its review): reload their version (the input goes, after a confirm), or
 * review the differences field by field and save the merged values over their version.
 */
import { useMemo } from 'react';
import { useStore } from '@nanostores/react';
import type { TextFn } from '../kit/text.ts';
import type { LiveField } from './form-logic.ts';
import type { RecordState } from './use-record.ts';
import type { SaveOutcome } from './use-save.ts';

interface Input {
  record: RecordState;
  fields: LiveField[];
  saveOver: () => Promise<SaveOutcome>;
  text: TextFn;
  confirm: (message: string, title?: string) => Promise<boolean>;
}

export function useConflict({ record, fields, saveOver, text, confirm }: Input) {
  const { controller } = record;
  const view = useStore(controller.$conflict);
  const { conflict } = view;
  // The differences read the record's input and baseline and the conflict: recomputed when one changes.
  const differences = useMemo(() => controller.differences(fields), [controller, fields, record.values, record.children, record.original, conflict]);

  async function reload() {
    if (!conflict) return;
    if (record.dirty && !(await confirm(text('conflictReloadBody'), text('conflictReloadTitle')))) return;
    controller.reloadTheirs();
  }

  return {
    conflict,
    reviewing: view.reviewing,
    busy: view.busy,
    diffs: differences.fields,
    children: differences.children,
    choices: view.choices,
    choose: controller.choose,
    review: controller.review,
    cancelReview: controller.cancelReview,
    reload,
    saveOver,
  };
}

export type ConflictState = ReturnType<typeof useConflict>;
