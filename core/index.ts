export { createPlatform, getDefaultPlatform, setDefaultPlatform, createMemoryLocation, createMemoryStorage } from './instance/index.ts';
export type { Platform, PlatformContext, PlatformEnv, PlatformLocation, PlatformSettings, KeyValueStorage } from './instance/index.ts';
export { PlatformError, isPlatformError, toPlatformError } from './errors/index.ts';
export type { Notification, NotificationKind, Notifier } from './notify/index.ts';
export type { AppConfig, ClientConfig, ClientState, RouteState, ServiceRole, User, UserRole } from './state/index.ts';
