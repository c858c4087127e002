/**
 * `<entity-form>`'s public shape: its properties and its events' details. No React here: a host's
 * type-checker reads these (the package's .d.ts) without React's types.
 */
import type { PageContent, Row } from '../pages/kit/types.ts';

/** What the form shows: a new record, an editable one, or one to read. */
export type EntityFormState = 'add' | 'edit' | 'detail';

export interface EntityFormProps {
  client?: string;
  system?: string;
  entity?: string;
  pageId?: string;
  /** add, edit or detail. */
  state?: string;
  recordId?: string;
  /** Initial values of a new record. */
  values?: Row;
  config?: Partial<PageContent>;
}

/** `form-submit`: about to save (cancelable). */
export interface FormSubmitDetail {
  state: EntityFormState;
  values: Row;
  children: Record<string, Row[]>;
}
/** `form-saved`: the record was saved. */
export interface FormSavedDetail {
  id: string;
  values: Row;
  state: string;
}
/** `form-cancel`: the person cancelled or closed the form. */
export interface FormCancelDetail {
  state: string;
  recordId?: string;
}

/** An `<entity-form>` in the page: its attributes' camelCase properties and its object properties. */
export interface EntityFormElement extends HTMLElement, EntityFormProps {}

export interface EntityFormEventMap {
  'form-submit': CustomEvent<FormSubmitDetail>;
  'form-saved': CustomEvent<FormSavedDetail>;
  'form-cancel': CustomEvent<FormCancelDetail>;
}
