/**
 * The FM_CONFIG calls of the visual configuration (docs/server-contract.md "Configuration"), typed
 * and with their replies checked: a reply in another shape is a clear error (`ConfigReplyError`),
 * never a blank designer. All are silent: the designer shows their failures itself.
 */
import { isPlatformError } from '../errors/index.ts';
import type { RequestSpec } from '../http/index.ts';

export const CONFIG_ENTITY = 'FM_CONFIG';
export const CONFLICT_CODE = 'error.conflict';

/** What the designer edits: a page config, a module's menu tree or a report definition. */
export type ConfigMode = 'page' | 'menu' | 'report';
/** A config's content as the server keeps it (an object of JSON data). */
export type Content = Record<string, unknown>;

export interface Author {
  id?: string;
  name?: string;
  nameEn?: string;
}

/** One version of a config: its number, its content and who saved it when. */
export interface ConfigVersion {
  version: number;
  content: Content;
  updatedBy?: Author;
  updatedAt?: string;
}

/** A line of the versions list (no content). */
export type VersionEntry = Omit<ConfigVersion, 'content'>;

/** A save's or a restore's reply: the version written. */
export interface SavedVersion {
  version: number;
  updatedAt?: string;
}

/** The request layer the calls go through (`platform.http`). */
export interface DesignerHttp {
  request<T = unknown>(spec: RequestSpec): Promise<T>;
}

/** The typed calls of FM_CONFIG. */
export interface ConfigCalls {
  getConfig(mode: ConfigMode, id: string, signal?: AbortSignal): Promise<ConfigVersion>;
  saveConfig(input: { mode: ConfigMode; id: string; baseVersion: number; content: Content }): Promise<SavedVersion>;
  listVersions(mode: ConfigMode, id: string): Promise<VersionEntry[]>;
  getVersion(mode: ConfigMode, id: string, version: number): Promise<ConfigVersion>;
  restoreVersion(input: { mode: ConfigMode; id: string; version: number; baseVersion: number }): Promise<SavedVersion>;
}

/** A reply of FM_CONFIG in another shape than the contract's; `call` names it (`FM_CONFIG/get`). */
export class ConfigReplyError extends Error {
  readonly code = 'config.reply';
}

export const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

function checkedVersion(reply: unknown, call: string): ConfigVersion {
  if (!isObject(reply) || typeof reply.version !== 'number' || !isObject(reply.content)) throw new ConfigReplyError(`${CONFIG_ENTITY}/${call}`);
  return reply as unknown as ConfigVersion;
}

function checkedSaved(reply: unknown, call: string): SavedVersion {
  if (!isObject(reply) || typeof reply.version !== 'number') throw new ConfigReplyError(`${CONFIG_ENTITY}/${call}`);
  return reply as unknown as SavedVersion;
}

export function isConfigMode(mode: string | undefined): mode is ConfigMode {
  return mode === 'page' || mode === 'menu' || mode === 'report';
}

/** The server's current version when a save or restore was refused as a conflict, else null. */
export function conflictOf(error: unknown): ConfigVersion | null {
  if (!isPlatformError(error) || error.code !== CONFLICT_CODE) return null;
  const data = isObject(error.detail) ? error.detail.data : undefined;
  return isObject(data) && typeof data.version === 'number' && isObject(data.content) ? (data as unknown as ConfigVersion) : null;
}

export function createConfigCalls(http: DesignerHttp): ConfigCalls {
  const call = (action: string, method: 'GET' | 'POST', input: Record<string, unknown>, signal?: AbortSignal) =>
    http.request<unknown>({ entity: CONFIG_ENTITY, action, method, ...(method === 'GET' ? { params: input } : { data: input }), silent: true, signal });
  return {
    getConfig: async (mode, id, signal) => checkedVersion(await call('get', 'GET', { mode, id }, signal), 'get'),
    saveConfig: async (input) => checkedSaved(await call('save', 'POST', input), 'save'),
    async listVersions(mode, id) {
      const reply = await call('versions', 'GET', { mode, id });
      if (!Array.isArray(reply) || !reply.every((v) => isObject(v) && typeof v.version === 'number')) throw new ConfigReplyError(`${CONFIG_ENTITY}/versions`);
      return reply as VersionEntry[];
    },
    getVersion: async (mode, id, version) => checkedVersion(await call('version', 'GET', { mode, id, version }), 'version'),
    restoreVersion: async (input) => checkedSaved(await call('restore', 'POST', input), 'restore'),
  };
}
