/**
 * The page concepts' building blocks (`app-shell-platform/core/pages`): entity metadata and page
 * configs, conditions, field configs and validation, the action runner, the menu trees, and the page's dayjs.
 * A platform instance wires them itself on `platform.loadPageConcepts()`.
 */
export {
  createMeta,
  entityPageId,
  evaluateConfigScript,
  loadConfigParser,
  needsConfigParser,
  parseConfigData,
  readConfigText,
  AUDIT_FIELDS,
  FIELD_KEY_SEPARATOR,
  joinFieldKey,
  findCode,
} from './meta/index.ts';
export type {
  Meta,
  MetaDeps,
  MetaHttp,
  MetaRequest,
  EntityMeta,
  EntityAttribute,
  EntityRelation,
  RelatedEntity,
  SimpleMeta,
  MetaNode,
  CodeNode,
  FuzzyOption,
  MetaTag,
  LoadedPage,
  PageDefinition,
  PageConfiguration,
  PageContent,
  PageConfigQuery,
  ConfigTextMode,
  ConfigResult,
  ConfigScriptContext,
} from './meta/index.ts';
export {
  createRules,
  compileCondition,
  checkConditions,
  describeConditions,
  conditionModeLabel,
  conditionProblemText,
  CONDITION_MODES,
  resolvePlaceholders,
  hasPlaceholder,
  isConditionMode,
} from './rules/index.ts';
export type {
  Rules,
  RulesDeps,
  PageSources,
  Condition,
  ConditionCheck,
  ConditionProblem,
  ConditionMode,
  ConditionPredicate,
  ConditionScope,
  CompileOptions,
  DescribeOptions,
  PlaceholderSources,
} from './rules/index.ts';
export { createForms, drawnField, buildFields, fieldStatuses, resolveFieldState, inFieldScope, createFieldValidator, EMAIL_MAX_LENGTH } from './forms/index.ts';
export type {
  DrawnField,
  Forms,
  FormsDeps,
  Form,
  FieldStatus,
  FieldConfig,
  FieldScope,
  FieldState,
  FormField,
  FormState,
  BuildFieldsInput,
  ValidationErrors,
} from './forms/index.ts';
export { createActions, operateVisibility, selectionProblem, actionPayload, selectedKeys, SUBMIT_LOCK_MS } from './actions/index.ts';
export type { Actions, ActionsDeps, ActionInput, ActionResult, ActionStatus, Operate, OpenRequest, OperateVisibility } from './actions/index.ts';
export { createMenus, visibleMenu, menuLabel } from './menus/index.ts';
export type { Menus, MenuModule, MenuMode } from './menus/index.ts';
export { createDrafts, draftPage, draftStorageKey, valuesDiffer, DRAFT_LIMITS, FORM_KINDS, REOPEN_TTL_MS, STAGE_DELAY_MS } from './drafts/index.ts';
export { validatorMessages, VALIDATION_CATALOGUE } from './i18n/validation-messages.ts';
export { dayjs } from './i18n/dayjs.ts';
export { componentTree, createComponentTreeMemo, keepEqual, sameValue } from './components/index.ts';
export type { ComponentNode, ComponentTreeInput } from './components/index.ts';
export { wirePageConcepts } from './instance/page-concepts.ts';
export { loadLinkedServices } from './session/linked-services.ts';
export type { LinkedService } from './session/linked-services.ts';
export { recordAddress, recordFromAddress, shareRecord } from './session/share.ts';
export type { AppCodesOfLink, SharedRecord, ShareDeps } from './session/share.ts';
export { openWebLink } from './actions/link.ts';
export type { WebLinkDeps } from './actions/link.ts';
export { followTabsInAddress, tabFromQuery, tabQuery, TAB_QUERY_KEYS } from './router/tab-address.ts';
export type { TabAddress, TabAddressDeps } from './router/tab-address.ts';
export { createLongPress, LONG_PRESS_MS } from './platform/long-press.ts';
export type { LongPress, LongPressOptions, LongPressTimers } from './platform/long-press.ts';
export { MESSAGING_ENTRY } from './platform/entry-paths.ts';
export {
  createRecords,
  createRecordController,
  createParentController,
  entityRef,
  afterSave,
  childEntityOf,
  childPayload,
  childRelations,
  keepUnchanged,
  liveFields,
  parentPayload,
  pickRelation,
  savePayload,
  shownChildRelations,
  childChoiceKey,
  childDiffs,
  choiceOf,
  fieldDiffs,
  mergeChildren,
  mergeValues,
  readConflict,
  rowsDiffer,
  sameValue as sameFieldValue,
  recordWords,
} from './records/index.ts';
export type {
  Records,
  RecordsDeps,
  RecordsMeta,
  RecordController,
  RecordView,
  SaveInput,
  SaveResult,
  SaveView,
  ConflictView,
  OpenFormInput,
  DraftPage,
  ParentController,
  ParentInput,
  ParentView,
  RowsSaveView,
  StoredRecord,
  SaveReply,
  SaveRequest,
  Conflict,
  Choice,
  FieldDiff,
  ChildDiff,
  FileInfo,
  UploadedFile,
  FormState as RecordFormState,
  LiveOf,
  LiveFieldLike,
  RecordField,
  RecordRelation,
  RecordEntity,
  RecordSnapshot,
} from './records/index.ts';
