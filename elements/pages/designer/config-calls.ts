/**
 * The FM_CONFIG calls of the visual configuration (docs/server-contract.md "Configuration"), with
 * their replies checked: a reply in another shape is a clear error, never a blank designer.
 */
import { isPlatformError } from '../../../core/errors/index.ts';
import type { PageServices } from '../kit/services.ts';

export const CONFIG_ENTITY = 'FM_CONFIG';
export const CONFLICT_CODE = 'error.conflict';

export type ConfigMode = 'page' | 'menu' | 'report';
export type Content = Record<string, unknown>;

export interface Author {
  id?: string;
  name?: string;
  nameEn?: string;
}

export interface ConfigVersion {
  version: number;
  content: Content;
  updatedBy?: Author;
  updatedAt?: string;
}

export type VersionEntry = Omit<ConfigVersion, 'content'>;

export class ConfigReplyError extends Error {
  readonly code = 'config.reply';
}

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

function checkedVersion(reply: unknown, call: string): ConfigVersion {
  if (!isObject(reply) || typeof reply.version !== 'number' || !isObject(reply.content)) throw new ConfigReplyError(`${CONFIG_ENTITY}/${call}`);
  return reply as unknown as ConfigVersion;
}

export function isConfigMode(mode: string | undefined): mode is ConfigMode {
  return mode === 'page' || mode === 'menu' || mode === 'report';
}

export async function getConfig(services: PageServices, mode: ConfigMode, id: string, signal?: AbortSignal): Promise<ConfigVersion> {
  const reply = await services.request<unknown>({ entity: CONFIG_ENTITY, action: 'get', method: 'GET', params: { mode, id }, silent: true, signal });
  return checkedVersion(reply, 'get');
}

/** The server's current version when a save or restore was refused as a conflict, else null. */
export function conflictOf(error: unknown): ConfigVersion | null {
  if (!isPlatformError(error) || error.code !== CONFLICT_CODE) return null;
  const data = isObject(error.detail) ? error.detail.data : undefined;
  return isObject(data) && typeof data.version === 'number' && isObject(data.content) ? (data as unknown as ConfigVersion) : null;
}

export async function saveConfig(
  services: PageServices,
  input: { mode: ConfigMode; id: string; baseVersion: number; content: Content },
): Promise<{ version: number; updatedAt?: string }> {
  const reply = await services.request<unknown>({ entity: CONFIG_ENTITY, action: 'save', method: 'POST', data: input, silent: true });
  if (!isObject(reply) || typeof reply.version !== 'number') throw new ConfigReplyError(`${CONFIG_ENTITY}/save`);
  return reply as { version: number; updatedAt?: string };
}

export async function listVersions(services: PageServices, mode: ConfigMode, id: string): Promise<VersionEntry[]> {
  const reply = await services.request<unknown>({ entity: CONFIG_ENTITY, action: 'versions', method: 'GET', params: { mode, id }, silent: true });
  if (!Array.isArray(reply) || !reply.every((v) => isObject(v) && typeof v.version === 'number')) throw new ConfigReplyError(`${CONFIG_ENTITY}/versions`);
  return reply as VersionEntry[];
}

export async function getVersion(services: PageServices, mode: ConfigMode, id: string, version: number): Promise<ConfigVersion> {
  const reply = await services.request<unknown>({ entity: CONFIG_ENTITY, action: 'version', method: 'GET', params: { mode, id, version }, silent: true });
  return checkedVersion(reply, 'version');
}

export async function restoreVersion(
  services: PageServices,
  input: { mode: ConfigMode; id: string; version: number; baseVersion: number },
): Promise<{ version: number; updatedAt?: string }> {
  const reply = await services.request<unknown>({ entity: CONFIG_ENTITY, action: 'restore', method: 'POST', data: input, silent: true });
  if (!isObject(reply) || typeof reply.version !== 'number') throw new ConfigReplyError(`${CONFIG_ENTITY}/restore`);
  return reply as { version: number; updatedAt?: string };
}

export function authorName(author: Author | undefined, language: string): string {
  if (!author) return '';
  return (language === '011' ? author.nameEn || author.name : author.name) || author.id || '';
}
