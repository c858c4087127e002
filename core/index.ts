export { createPlatform, getDefaultPlatform, setDefaultPlatform, createMemoryLocation, createMemoryStorage } from './instance/index.ts';
export type { Platform, PlatformContext, PlatformEnv, PlatformLocation, PlatformSettings, KeyValueStorage } from './instance/index.ts';
export { PlatformError, isPlatformError, toPlatformError } from './errors/index.ts';
export type { Notification, NotificationKind, Notifier } from './notify/index.ts';
export type { AppConfig, ClientConfig, ClientState, RouteState, ServiceRole, User, UserRole } from './state/index.ts';
export { createHttp, buildPath, filenameFromDisposition, isCancelled, httpMessage, REQUEST_TIMEOUT_MS } from './http/index.ts';
export type { Http, HttpDeps, RequestSpec, Envelope, FileResult, Codes } from './http/index.ts';
export { createSession, serviceRoles, normaliseUser, mergeAppConfig, variableMap } from './session/index.ts';
export type { Session, SessionDeps, LoginInput, PlatformMessage, SystemVariable, NavigateTarget } from './session/index.ts';
