/**
 * The record a form edits, drawn from core's record controller (core/records: the load, the
 * draft, the save and a refused save's conflict live there). The hook opens one controller for
 * the form's life, hands it new inputs, and reads its store.
 */
import { useEffect, useMemo, useState } from 'react';
import { useStore } from '@nanostores/react';
import type { DraftPage, RecordController, RecordView } from '../../../core/records/index.ts';
import type { PageServices } from '../kit/services.ts';
import type { EntityMeta, Row } from '../kit/types.ts';
import type { FormState } from './form-logic.ts';

export type { DraftPage };

export interface RecordState extends RecordView {
  /** The controller behind it: save, conflict, and the verbs below. */
  controller: RecordController;
  /** Values and child rows as of the last change, even before the next render. */
  current: RecordController['current'];
  setValue: RecordController['setValue'];
  setChildren: RecordController['setChildren'];
  /** Forget the draft and return to the stored record. */
  discard: RecordController['discard'];
  reload: RecordController['reload'];
}

export function useRecord(
  services: PageServices,
  meta: EntityMeta | undefined,
  state: FormState,
  recordId: string | undefined,
  initial: Row | undefined,
  page: DraftPage = {},
): RecordState {
  const { pageId, entity } = page;
  const input = () => ({ meta, state, recordId, initial, page: { pageId, entity }, announce: services.recordSaved });
  // Opened in the first pass: a new record draws at once, without a loading pass.
  const [controller] = useState(() => services.records.open(input()));
  const initialJson = JSON.stringify(initial ?? {});
  // biome-ignore lint/correctness/useExhaustiveDependencies: `input` reads exactly these; the host's values count by content (initialJson).
  useEffect(() => controller.update(input()), [controller, services, meta, state, recordId, initialJson, pageId, entity]);
  useEffect(() => () => controller.destroy(), [controller]);
  const view = useStore(controller.$record);
  return useMemo(
    () => ({
      ...view,
      controller,
      current: controller.current,
      setValue: controller.setValue,
      setChildren: controller.setChildren,
      discard: controller.discard,
      reload: controller.reload,
    }),
    [view, controller],
  );
}
