/** The shapes the records concept reads and hands out, structural so the pages' own types fit. */

/** A record's values, or one child row, as the platform sends and takes them. */
export type Row = Record<string, unknown>;

/** Child rows per relation code. */
export type Children = Record<string, Row[]>;

/** A record as a form keeps it: its values and the rows of its child sections. */
export interface RecordSnapshot {
  values: Row;
  children: Children;
}

/** The relation fields the records concept reads (core/meta's relations have them all). */
export interface RecordRelation {
  code: string;
  entityA?: string;
  entityB: string;
  flag: string;
  linkAttri: string;
  viewCascade: string;
  title: string;
  id?: string;
  /** The child entity (childEntityOf), once resolved. */
  child?: string;
}

/** The entity metadata fields the records concept reads. */
export interface RecordEntity<R extends RecordRelation = RecordRelation> {
  id: string;
  code: string;
  label?: string;
  keyNames: string[];
  relations?: R[];
  /** The attributes, where known: `password` ones are never written to a draft. */
  attributes?: ReadonlyArray<{ name: string; dataType?: string }>;
}

/** An attribute as the child-row checks read it. */
export interface RecordAttribute {
  name: string;
  label?: string;
  labels?: Record<string, string>;
  dataType?: string;
  isRequired?: boolean | string;
  orderNum?: number;
}

/** The form's state: a new record, an edit, or a read-only detail. */
export type FormState = 'add' | 'edit' | 'detail';

/** A field as the page resolved it (core/forms' own field in `source`). */
export interface RecordField {
  name: string;
  /** ADD, EDIT, DETAIL, HIDDEN. */
  state: string;
  required: boolean;
  dataType: string;
  /** core/forms' FormField, handed back for statuses and validation. */
  source?: unknown;
}

/** A field with its statuses for the current values. */
export type LiveOf<F> = F & {
  visible: boolean;
  /** Required now: the static flag or the required condition. */
  requiredNow: boolean;
  readOnly: boolean;
};

/** What a live field needs for a save payload and a conflict review. */
export interface LiveFieldLike {
  name: string;
  dataType: string;
  visible: boolean;
  readOnly: boolean;
}

/** A stored file's record (FM_FILE/get). */
export interface FileInfo {
  NAME?: string;
  TYPE?: string;
}

/** An uploaded file (FM_FILE/upload). */
export interface UploadedFile {
  id: string;
  name: string;
  type?: string;
}
