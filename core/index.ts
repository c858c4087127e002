/**
 * Core's public face: the platform instance and the concepts the first screen needs (request
 * layer, session, router and guard, i18n, caches, workspace, access, bundles).
 * The page concepts (meta, rules, forms, actions, menus, drafts, lists, records, shell) load on demand with
 * `platform.loadPageConcepts()`, a page kind's own (imports, reports, work, designer) with `platform.loadConcept(name)`;
 * their building blocks are exported by `./pages.ts`
 * (`app-shell-platform/core/pages`). Kept apart so that core's first chunk stays small (DESIGN §6).
 */
export { PAGE_CONCEPTS, createPlatform, getDefaultPlatform, setDefaultPlatform, createMemoryLocation, createMemoryStorage } from './instance/index.ts';
export type {
  Platform,
  PlatformContext,
  PlatformEnv,
  PlatformLocation,
  PlatformSettings,
  KeyValueStorage,
  LocationLike,
  OnDemandConcept,
} from './instance/index.ts';
export { PlatformError, isPlatformError, toPlatformError } from './errors/index.ts';
export type { Notification, NotificationKind, Notifier } from './notify/index.ts';
export type { AppConfig, ClientConfig, ClientState, RouteState, ServiceRole, User, UserRole } from './state/index.ts';
export { createHttp, buildPath, filenameFromDisposition, isCancelled, httpMessage, REQUEST_TIMEOUT_MS } from './http/index.ts';
export type { Http, HttpDeps, RequestSpec, Envelope, FileResult, Codes } from './http/index.ts';
export { createSession, serviceRoles, normaliseUser, mergeAppConfig, variableMap, systemIdKey, SYSTEM_ID_KEY_PREFIX } from './session/index.ts';
export type { Session, SessionDeps, SessionDirectory, LoginInput, PlatformMessage, SystemVariable, NavigateTarget } from './session/index.ts';
export { createBoundedCache, createCaches, CACHE_LIMITS } from './cache/index.ts';
export type { BoundedCache, BoundedCacheOptions, CacheName, PlatformCaches } from './cache/index.ts';
export {
  createI18n,
  translate,
  messagesFor,
  formatMessage,
  joinNames,
  localizeConfig,
  labelOf,
  resolveLanguage,
  languageKey,
  localeOf,
  registerMessages,
  MESSAGE_KEYS,
  ZH_CN,
  EN_US,
} from './i18n/index.ts';
export type { I18n, I18nDeps, MessageKey, Messages, LocaleName } from './i18n/index.ts';
export {
  createRouter,
  readAddressCodes,
  routerSessionFrom,
  runGuard,
  matchPath,
  readCodes,
  routeDef,
  ROUTES,
  OPEN_TYPE,
  STRIPPED_PARAMS,
  FRAME_SYSTEM,
  moduleTabKey,
  pageKey,
  isExternalLink,
  readAddress,
  writeAddress,
} from './router/index.ts';
export { buildPath as buildRoutePath } from './router/index.ts';
export type {
  Router,
  RouterDeps,
  RouterSession,
  NavTarget,
  OpenOptions,
  RouteDef,
  RouteName,
  RouteMatch,
  GuardDeps,
  GuardResult,
  AppCodes,
  RouterMode,
} from './router/index.ts';
export { createAccess, listServiceRoles, chooseRole, findRole, roleSelectionNeeded, canOperateWith, ALL_ROLE, SYSTEM_ROLE } from './access/index.ts';
export type { Access, RoleChoice } from './access/index.ts';
export { createWorkspace, PINNED_MARKERS, isPinned, tabsStorageKey, tabsToClose } from './workspace/index.ts';
export type { Workspace, WorkspaceDeps, Tab, TabInput, ChildPage, ChildInput, Overlay, OverlayInput, PageRef, NavRoute } from './workspace/index.ts';
// Long press and the messaging entry paths serve pages and the guard's lazy entry module: ./pages.ts exports them.
export {
  createPlatformFeatures,
  detectMessagingWebview,
  createTheme,
  createScreenSize,
  screenSizeOf,
  THEME_KEY,
  THEMES,
  BREAKPOINTS,
} from './platform/index.ts';
export type { PlatformFeatures, MessagingWebview, Theme, ScreenSize } from './platform/index.ts';
export { createBundles, createPageRegistry, exposeFrame, FRAME_VERSION } from './bundles/index.ts';
export type { Bundles, BundleLoader, PageRegistry, FrameGlobal } from './bundles/index.ts';
export { sanitizeHtml, escapeHtml, loadSanitizer, sanitizerReady } from './sanitize/index.ts';
export type { Drafts, DraftsDeps, DraftOwner, ReopenRecord } from './drafts/index.ts';
export type { Draft, DraftEntry, DraftKey } from './drafts/keys.ts';
