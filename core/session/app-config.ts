import type { AppConfig, ClientConfig } from '../state/index.ts';

/** Fixed key prefix of the stored system id; the key ends with the client id (spec §9). */
export const SYSTEM_ID_KEY_PREFIX = 'frame-system-id-';

export const systemIdKey = (clientId: string): string => `${SYSTEM_ID_KEY_PREFIX}${clientId}`;

/** getInitInfo reply (server contract): service, client and system records. */
export interface InitInfo {
  service?: { data?: Record<string, unknown> };
  client?: { data?: Record<string, unknown> };
  system?: { data?: Record<string, unknown> };
  versionVary?: unknown;
}

function joinDomainContext(domain: unknown, context: unknown): string {
  const left = typeof domain === 'string' ? domain.replace(/\/+$/, '') : '';
  const right = typeof context === 'string' ? context.replace(/^\/+/, '') : '';
  if (!left) return right ? `/${right}` : '';
  return right ? `${left}/${right}` : left;
}

/**
 * The app configuration of spec §3 (DESIGN §4): the service's keys, plus every client key as
 * `CLIENT|KEY` and every system key as `SYSTEM|KEY` (so `CLIENT|ID`, `CLIENT|CODE`, `SYSTEM|ID`,
 * `SYSTEM|CODE`), plus `SYSTEM|DOMAIN|CONTEXT`: the system's domain joined with its context path.
 */
export function mergeAppConfig(info: InitInfo): { appConfig: AppConfig; clientConfig: ClientConfig } {
  const service = info.service?.data ?? {};
  const client = info.client?.data ?? {};
  const system = info.system?.data ?? {};
  const appConfig: AppConfig = { ...service };
  for (const [key, value] of Object.entries(client)) appConfig[`CLIENT|${key}`] = value;
  for (const [key, value] of Object.entries(system)) appConfig[`SYSTEM|${key}`] = value;
  appConfig['SYSTEM|DOMAIN|CONTEXT'] = joinDomainContext(system.DOMAIN, system.CONTEXT);
  return { appConfig, clientConfig: { ...client } };
}
