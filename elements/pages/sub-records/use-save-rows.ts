/**
 * Saving a sub grid through its parent, by core's parent controller (core/records): every cell
 * is checked first, then the parent's `save` goes out with its key and read version and the rows,
 * under the submit lock. A refusal stays on the page with the server's message; a conflict offers a reload.
 */
import { useStore } from '@nanostores/react';
import type { Row } from '../kit/types.ts';
import type { ParentRecord } from './use-parent-record.ts';

interface Input {
  parent: ParentRecord;
  rows: () => Row[];
  validation: { checkAll: (rows: Row[]) => Promise<Record<string, string>> };
}

export function useSaveRows({ parent, rows, validation }: Input) {
  const { controller } = parent;
  const view = useStore(controller.$rowsSave);
  /** True when saved; false when a check, the lock or the server stopped it. */
  const submit = () => controller.saveRows(rows(), (list) => validation.checkAll([...list]));
  return { ...view, submit, clearError: controller.clearInvalid };
}
