/**
 * The form's own types and layout rule; the logic of fields' statuses, child sections, payloads
 * and the after-save step is core's (core/records), re-exported for the pages that read it.
 */
import type { LiveOf, RecordFormState } from '../../../core/pages.ts';
import type { ResolvedField } from '../kit/services.ts';

export { afterSave, childEntityOf, childRelations, conditionInputs, keepUnchanged, liveFields, shownChildRelations } from '../../../core/pages.ts';

export type FormState = RecordFormState;

/** A resolved field with its statuses for the current values (visible, required now, read-only). */
export type LiveField = LiveOf<ResolvedField>;

/** Wide inputs take the whole row of the form grid. */
export function isWide(dataType: string): boolean {
  return dataType === 'richtext' || dataType === 'text';
}
