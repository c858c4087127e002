import { systemRoleId } from '../access/roles.ts';
import type { PlatformContext } from '../instance/context.ts';
import type { ClientState } from '../state/index.ts';
import type { Codes } from './path.ts';

export const XSRF_COOKIE = 'XSRF-TOKEN';
export const XSRF_HEADER = 'xsrf_token';

export function readCookie(cookies: string, name: string): string | undefined {
  for (const part of cookies.split(';')) {
    const [key, ...rest] = part.trim().split('=');
    if (key === name) return decodeURIComponent(rest.join('='));
  }
  return undefined;
}

/**
 * The role of the route (spec §6): the route's `role` parameter matched by code (or id) against the
 * user's roles for the current app, then against all the user's roles; the role id is sent.
 */
export function routeRoleId(state: Pick<ClientState, '$route' | '$user' | '$appConfig'>): string | undefined {
  const wanted = state.$route.get()?.params.role;
  const user = state.$user.get();
  if (!wanted || !user) return undefined;
  const appId = state.$appConfig.get()?.ID;
  const forApp = appId ? user.serviceRoles?.[appId] : undefined;
  const inApp = forApp?.find((role) => role.code === wanted || role.id === wanted);
  if (inApp) return inApp.id;
  return user.roles?.find((role) => role.CODE === wanted || role.ID === wanted)?.ID;
}

/** The role id without an access concept: the route's role (`roleHeader` sends SYSTEM on Config first). */
export const defaultRoleId = routeRoleId;

/**
 * The Role header (spec §6): on the Config route the user's SYSTEM role, whatever app came before
 * (an all-role one included), for the guard's calls too, made before `$route` names the route;
 * none for all-role apps; else the active role from the provider (the access concept).
 */
export function roleHeader(context: Pick<PlatformContext, 'state' | 'guarding'>, getRoleId: () => string | undefined): string | undefined {
  const { state } = context;
  if ((context.guarding ?? state.$route.get()?.name) === 'Config') return systemRoleId(state.$user.get());
  return state.$appConfig.get()?.EXTEND_OF_COMPETENCE === 'allRole' ? undefined : getRoleId();
}

export interface HeaderInput {
  codes: Codes;
  token: string | undefined;
  roleId: string | undefined;
}

/** Headers of spec §7 for a call to the platform server (never used for other origins). */
export function platformHeaders(context: PlatformContext, input: HeaderInput): Record<string, string> {
  const { settings } = context.env;
  const headers: Record<string, string> = {
    Language: context.state.$language.get(),
    Client: input.codes.client,
    'App-Agent': settings.appAgent ?? 'pc',
    System: input.codes.system,
  };
  if (input.roleId) headers.Role = input.roleId;
  const xsrf = readCookie(context.env.readCookie(), XSRF_COOKIE);
  if (xsrf) headers[XSRF_HEADER] = xsrf;
  if (settings.ipBase && input.token) headers.Authorization = `Bearer ${input.token}`;
  return headers;
}
