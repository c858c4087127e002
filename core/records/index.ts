/**
 * Records (`platform.records`): the typed calls of the record pages (a record with its children,
 * its save, FM_FILE, related-record labels) and their controllers: a form's record (open, draft,
 * save, conflict and its review) and a sub list's or sub grid's parent record (its rows and their save).
 */
export { createRecords } from './records.ts';
export type { Records, RecordsDeps, RecordsMeta } from './records.ts';
export { entityRef } from './calls.ts';
export type { CallsDeps, LabelMeta, RecordCalls, RecordsHttp, SaveReply, SaveRequest, StoredRecord } from './calls.ts';
export { createRecordController } from './form.ts';
export type { ChildMeta, ConflictView, FormDeps, OpenFormInput, RecordController, SaveInput, SaveResult, SaveView } from './form.ts';
export { createRecordState, isDirty } from './record.ts';
export { lockName, lockOf, lockedContent } from './lock.ts';
export { childFieldConfigs, deriveOf, deriveRow, deriveTotals, derivedNames, fillFor, fillFromChosen, fillOf } from './derive.ts';
export type { DeriveRule } from './derive.ts';
export type { RecordLock } from './lock.ts';
export type { DraftPage, OpenRecordInput, RecordDeps, RecordState, RecordView } from './record.ts';
export { createParentController, withRowIds } from './sub-records.ts';
export type { ParentController, ParentDeps, ParentInput, ParentView, RowsSaveView } from './sub-records.ts';
export {
  afterSave,
  attributeLabelIn,
  childEntityOf,
  childPayload,
  childRelations,
  conditionInputs,
  firstError,
  isSet,
  keepUnchanged,
  liveFields,
  parentPayload,
  pickRelation,
  rowAttributes,
  savePayload,
  shownChildRelations,
} from './logic.ts';
export type { SaveAttention, StatusMap } from './logic.ts';
export { childChoiceKey, childDiffs, choiceOf, fieldDiffs, mergeChildren, mergeValues, readConflict, rowsDiffer, sameValue } from './conflict.ts';
export type { ChildDiff, Choice, Conflict, FieldDiff } from './conflict.ts';
export { recordWords } from './words.ts';
export type { RecordWord } from './words.ts';
export type {
  Children,
  FileInfo,
  FormState,
  LiveFieldLike,
  LiveOf,
  RecordAttribute,
  RecordEntity,
  RecordField,
  RecordRelation,
  RecordSnapshot,
  Row,
  UploadedFile,
} from './types.ts';
