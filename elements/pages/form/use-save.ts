/**
 * Saving a form through core's record controller (core/records: validation, the submit lock, the
 * config's confirm, the vetoable submit step, the call, a conflict); the page does what the
 * outcome says: tell the host, then close or go on as the saved record.
 */
import { useRef } from 'react';
import { useStore } from '@nanostores/react';
import type { SaveResult } from '../../../core/records/index.ts';
import type { ResolvedField } from '../kit/services.ts';
import type { PageContent } from '../kit/types.ts';
import type { FormState, LiveField } from './form-logic.ts';
import type { FormPageProps } from './FormPage.tsx';
import type { RecordState } from './use-record.ts';

interface Input {
  content: PageContent;
  state: FormState;
  /** The fields as resolved, for core's validation. */
  resolved: ResolvedField[];
  /** The fields with their statuses now (a save over a conflict compares them). */
  fields: LiveField[];
  record: RecordState;
  confirm: (message: string) => Promise<boolean>;
  props: FormPageProps;
  onSavedAs: (id: string) => void;
  /** An edit opened from the page's own detail (a save goes back to it). */
  fromDetail: boolean;
}

/** How a submit ended: a caller that goes on from it (a save over a conflict) needs to know. */
export type SaveOutcome = SaveResult['outcome'];

export function useSave(input: Input) {
  const { controller } = input.record;
  const view = useStore(controller.$save);
  const latest = useRef(input);
  latest.current = input;

  const saveInput = <F extends ResolvedField>(fields: F[]) => {
    const { content, confirm, props, fromDetail } = latest.current;
    return {
      fields,
      content,
      confirm,
      submitRequest: props.onSubmitRequest,
      where: { overlay: props.overlay, fromDetail, closable: Boolean(props.onClose || props.onCancel) },
    };
  };
  /** After a save: the host hears of it, then the form closes or goes on as the saved record. */
  const finish = (result: SaveResult, state: FormState): SaveOutcome => {
    if (result.outcome !== 'saved') return result.outcome;
    const { props, onSavedAs } = latest.current;
    props.onSaved?.({ id: result.id, values: result.values, state });
    if (result.after === 'close') (props.onClose ?? props.onCancel)?.();
    else onSavedAs(result.id);
    return 'saved';
  };

  async function submit(): Promise<SaveOutcome> {
    const { state, resolved } = latest.current;
    return finish(await controller.save(saveInput(resolved)), state);
  }

  async function saveOver(): Promise<SaveOutcome> {
    const { state, fields } = latest.current;
    return finish(await controller.saveOver(saveInput(fields)), state);
  }

  return { ...view, submit, saveOver, clearError: controller.clearError };
}
