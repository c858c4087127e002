import type { ClientState } from '../state/index.ts';
import type { PlatformSettings } from '../instance/env.ts';
import type { HttpMethod, RequestSpec } from './types.ts';

export const API_PREFIX = '/api/v1';
export const RULE_PREFIX = '/rule/v1';
export const PROCESS_PREFIX = '/process/v1';
/** The fixed management system of spec §7 (DESIGN §4). */
export const MANAGEMENT_SYSTEM = 'mgn';
/** The frame's own client id and the framework system code (spec §9, DESIGN §4). */
export const FRAME_CODE = 'frame';

/** Actions the platform only accepts as POST (spec §7, docs/server-contract.md). */
export const POST_ACTIONS: ReadonlySet<string> = new Set([
  'find',
  'getCount',
  'list',
  'save',
  'update',
  'removeMulti',
  'apply',
  'stat',
  'exportExcel',
  'upload',
  'checkLoginNoDecrypt',
  'logout',
  'changePassword',
  'roleChange',
]);

export interface Codes {
  client: string;
  system: string;
}

function text(value: unknown): string | undefined {
  return typeof value === 'string' && value !== '' ? value : undefined;
}

/** The client the state names (route, then app and client configuration); none before one is known. */
export function knownClient(state: Pick<ClientState, '$route' | '$appConfig' | '$clientConfig'>): string | undefined {
  const params = state.$route.get()?.params ?? {};
  const config = state.$appConfig.get() ?? {};
  return text(params.client) ?? text(params.clientCode) ?? text(config['CLIENT|CODE']) ?? text(state.$clientConfig.get()?.CODE);
}

/** Client and system codes: the call's own, then the route, then the app config, then the defaults. */
export function resolveCodes(
  state: Pick<ClientState, '$route' | '$appConfig' | '$clientConfig'>,
  settings: PlatformSettings,
  own: { client?: string; system?: string } = {},
): Codes {
  const params = state.$route.get()?.params ?? {};
  const config = state.$appConfig.get() ?? {};
  const client = text(own.client) ?? knownClient(state) ?? text(settings.defaultClient) ?? FRAME_CODE;
  const system = text(own.system) ?? text(params.system) ?? text(config['SYSTEM|CODE']) ?? text(settings.defaultSystem) ?? FRAME_CODE;
  return { client, system };
}

function segment(value: string): string {
  return value.replace(/^\/+|\/+$/g, '');
}

/**
 * What goes before the prefix. `baseUrl` replaces it all; otherwise an IP base with its domain
 * context and the project context path; nothing (same origin) when no server base is set.
 */
export function serverBase(settings: PlatformSettings): string {
  if (text(settings.baseUrl)) return settings.baseUrl!.replace(/\/+$/, '');
  if (!text(settings.ipBase)) return '';
  const parts = [settings.ipBase!.replace(/\/+$/, '')];
  if (text(settings.domainContext)) parts.push(segment(settings.domainContext!));
  if (text(settings.contextPath)) parts.push(segment(settings.contextPath!));
  return parts.filter(Boolean).join('/');
}

export function prefixFor(spec: Pick<RequestSpec, 'rule' | 'process'>): string {
  if (spec.rule) return RULE_PREFIX;
  if (spec.process) return PROCESS_PREFIX;
  return API_PREFIX;
}

/** `{base}{prefix}/{client}/{system}/{entityId}/{action or rule}` (spec §7). */
export function buildPath(spec: RequestSpec, codes: Codes, settings: PlatformSettings): string {
  const system = spec.management ? MANAGEMENT_SYSTEM : codes.system;
  const entity = spec.entity && spec.management ? `${spec.entity}_${codes.system}_${codes.client}` : spec.entity;
  const tail = [codes.client, system, entity, spec.rule ?? spec.action].filter((part): part is string => Boolean(part)).map((part) => encodeURIComponent(part));
  return `${serverBase(settings)}${prefixFor(spec)}/${tail.join('/')}`;
}

export function methodFor(spec: Pick<RequestSpec, 'method' | 'action' | 'rule'>): HttpMethod {
  if (spec.method) return spec.method;
  if (spec.rule) return 'POST';
  return spec.action && POST_ACTIONS.has(spec.action) ? 'POST' : 'GET';
}

/** Query string without a leading `?`; objects travel as JSON, absent values are left out. */
export function queryString(params: Record<string, unknown> | undefined): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params ?? {})) {
    if (value === undefined || value === null) continue;
    search.append(key, typeof value === 'object' ? JSON.stringify(value) : String(value));
  }
  return search.toString();
}

export function withQuery(url: string, params: Record<string, unknown> | undefined): string {
  const query = queryString(params);
  if (!query) return url;
  return `${url}${url.includes('?') ? '&' : '?'}${query}`;
}
