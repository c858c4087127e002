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
export { indexMenu } from './menus/index.ts';
export { createShell } from './shell/index.ts';
export type { Shell, ShellDeps, OwnerGroup, HelpRecord, HelpQuery } from './shell/index.ts';
export { createDrafts, draftPage, draftStorageKey, valuesDiffer, DRAFT_LIMITS, FORM_KINDS, REOPEN_TTL_MS, STAGE_DELAY_MS } from './drafts/index.ts';
// The designer's light part only (its document logic is a lazy chunk, `platform.designer.open`).
export { createDesigner } from './designer/designer.ts';
export type { Designer, DesignerDeps } from './designer/designer.ts';
export { CONFIG_ENTITY, CONFLICT_CODE, ConfigReplyError, conflictOf, createConfigCalls, isConfigMode } from './designer/calls.ts';
export type { Author, ConfigCalls, ConfigMode, ConfigVersion, Content, DesignerHttp, SavedVersion, VersionEntry } from './designer/calls.ts';
export type { DesignerDocState, DesignerDocument, VersionsState } from './designer/document.ts';
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
export { isModuleTab } from './router/tab-address.ts';
export { createLongPress, LONG_PRESS_MS } from './platform/long-press.ts';
export type { LongPress, LongPressOptions, LongPressTimers } from './platform/long-press.ts';
export { MESSAGING_ENTRY } from './platform/entry-paths.ts';
export {
  createImports,
  createImportCalls,
  createImportController,
  createExportController,
  importTargets,
  handedQuery,
  autoMapping,
  checkMapping,
  previewRows,
  readSpreadsheet,
  parseCsv,
  csvBlob,
  xlsxBlob,
  runImport,
  runExport,
  rejectedSheet,
  SheetError,
  BATCH_ROWS,
  PREVIEW_ROWS,
  MAX_FILE_MB,
  MAX_FILE_ROWS,
} from './imports/index.ts';
export type {
  Imports,
  ImportsDeps,
  ImportCalls,
  ImportController,
  ImportOptions,
  ImportOutcome,
  ImportPreview,
  ExportController,
  ExportOptions,
  ExportState,
  HandedQuery,
  Mapping,
  MappingCheck,
  PreviewRow,
  RejectedRow,
  Sheet,
  SheetSource,
  SortItem,
} from './imports/index.ts';
export {
  createReports,
  createReportCalls,
  createReportController,
  createReportList,
  matchReports,
  createFigureController,
  createStatGroupsController,
  resolveReportId,
  figureConfig,
  readFigure,
  changeOf,
  formatChange,
  formatFigure,
  formatNumber,
  labelIn,
  ownerName,
  defaultParams,
  isBlankParam,
  isRangeParam,
  missingParams,
  runParams,
  reportWords,
  ReportReplyError,
  REPORT_ENTITY,
  CHART_TYPES,
} from './reports/index.ts';
export type {
  Reports,
  ReportsDeps,
  ReportCalls,
  ReportHttp,
  RunInput,
  ExportInput,
  ReportController,
  ReportControllerDeps,
  ReportSource,
  ReportListController,
  FigureConfig,
  FigureController,
  FigureState,
  StatGroupsController,
  Change as FigureChange,
  Figure,
  Period as FigurePeriod,
  ChartType,
  ParamDef,
  ParamValues,
  ReportDefinition,
  ReportGroup,
  ReportResult,
  ReportSort,
  StatGroup,
  StatQuery,
} from './reports/index.ts';
export {
  createLists,
  createListController,
  formatCellNumber,
  searchConditions,
  isRangeType,
  nextSort,
  onlyRows,
  allOf,
  keepShown,
  someOf,
  toggled,
  NO_SELECTION,
} from './lists/index.ts';
export type {
  Lists,
  ListsDeps,
  ListsHttp,
  ListController,
  ListData,
  ListOptions,
  ListQuery,
  ListRunInput,
  ListSort,
  FindInput,
  FindResult,
  CountInput,
  SavedRecord,
  SearchValue,
  Selection,
  PageView,
} from './lists/index.ts';
export {
  createWork,
  createWorkCalls,
  createLoad,
  actionStates,
  editedValues,
  limitToEditable,
  checkCounts,
  checkDefinition,
  checkDefinitions,
  checkInstance,
  checkPage,
  checkTaskDetail,
  checkTree,
  departmentName,
  i18nText,
  personFullName,
  personName,
  APPROVE_RIGHT,
  BOXES,
  DEPT_ENTITY,
  MAX_PAGE_SIZE,
  MAX_SEARCH,
  PROCESS_ENTITY,
  TASK_STATES,
} from './work/index.ts';
export type {
  Work,
  WorkDeps,
  WorkChange,
  WorkCalls,
  OpenTaskPage,
  Loaded,
  InboxController,
  InboxOptions,
  InboxState,
  TaskListController,
  TaskListOptions,
  TaskListState,
  CountsController,
  TaskController,
  OpenTaskOptions,
  TaskActionResult,
  EditOverride,
  ActionShown,
  ActionStates,
  Box,
  Counts,
  DefinitionRef,
  HistoryEntry,
  InboxRow,
  OrgDept,
  OrgPerson,
  ProcessChartData,
  ProcessDefinition,
  ProcessInstance,
  TaskDetail,
  TaskRow,
  TaskState,
} from './work/index.ts';
