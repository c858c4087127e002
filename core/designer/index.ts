/**
 * The visual configuration's core (`platform.designer`): the typed FM_CONFIG calls, the designer
 * document controller (load, edit, validate, save, conflicts, versions and restore) and the
 * building blocks its panels draw with (report items, config shapes, texts per language, diffs).
 */
export { createDesigner } from './designer.ts';
export type { Designer, DesignerDeps } from './designer.ts';
export { createDesignerDocument } from './document.ts';
export type { DesignerDocState, DesignerDocument, DocumentDeps, VersionsState } from './document.ts';
export { CONFIG_ENTITY, CONFLICT_CODE, ConfigReplyError, conflictOf, createConfigCalls, isConfigMode } from './calls.ts';
export type { Author, ConfigCalls, ConfigMode, ConfigVersion, Content, DesignerHttp, SavedVersion, VersionEntry } from './calls.ts';
export { contentToSend, problemBeforeSave } from './check.ts';
export { configDiff } from './diff.ts';
export type { KeyDiff } from './diff.ts';
export {
  BUCKETS,
  FNS,
  PARAM_TYPES,
  dimensionsOf,
  firstNumeric,
  isDate,
  isNumeric,
  newDimension,
  newMeasure,
  newParameter,
  paramTypeOf,
  relabel,
  reportForSave,
  reportProblems,
  withMeasures,
} from './report-items.ts';
export type { Dimension, Measure, Parameter, ReportAttribute } from './report-items.ts';
export { objectsOf, shapeProblem } from './shape.ts';
export { configToText, readText, readTyped } from './text.ts';
export type { TextReading, TypedReading } from './text.ts';
export { authorName, labelIn, menuNameIn, nameKeyIn, textIn, withLabel, withText } from './texts.ts';
export type { I18n } from './texts.ts';
export { designerWords } from './words.ts';
export type { DesignerWord, DesignerWords } from './words.ts';
export { createRowKeys, isListMode, isScopeMode, listOf, moveRow, rowsOf, takesNoValue } from './condition-rows.ts';
export type { BuilderRow } from './condition-rows.ts';
