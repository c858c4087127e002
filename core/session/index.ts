import type { PlatformContext } from '../instance/context.ts';
import type { Http } from '../http/index.ts';
import type { AppConfig, User, UserRole } from '../state/index.ts';
import { mergeAppConfig } from './app-config.ts';
import type { InitInfo } from './app-config.ts';
import { jsencryptEncryptor, paddingOf } from './crypto.ts';
import type { Encryptor, PublicKeyInfo } from './crypto.ts';
import { decodeMessages, orderVariables } from './records.ts';
import type { PlatformMessage, SystemVariable } from './records.ts';
import { createToLogin } from './to-login.ts';
import type { NavigateTarget } from './to-login.ts';
import { byOrder, normaliseUser } from './user.ts';

const USER = 'FM_USER';

export interface SessionDeps {
  http: Http;
  navigate: (target: NavigateTarget) => unknown;
  closePopups?: () => unknown;
  clearTabs?: () => unknown;
  /** Password encryption; default jsencrypt in the padding the server announces. */
  encrypt?: Encryptor;
}

export interface LoginInput {
  account: string;
  password: string;
  client?: string;
  system?: string;
}

/** getInitInfo by service id, or by client, system and service codes (default: the route's). */
export type AppConfigQuery = { id: string } | { clientCode?: string; systemCode?: string; serviceCode?: string };

export interface Session {
  login(input: LoginInput): Promise<User>;
  logout(): Promise<void>;
  validLogin(): Promise<boolean>;
  loadUser(): Promise<User>;
  /** The current user's own FM_USER row (find with scope ID = user id), for the "mine" page. */
  userRecord(): Promise<Record<string, unknown> | undefined>;
  toLogin(): Promise<void>;
  changePassword(oldPassword: string, newPassword: string): Promise<void>;
  optionalRoles(serviceId: string): Promise<UserRole[]>;
  roleChange(roleId: string): Promise<User>;
  visitService(serviceId: string): Promise<unknown>;
  getShortUrl(url: string): Promise<string>;
  getLongUrl(link: string): Promise<string>;
  loadMessages(filter?: { type?: string; scope?: string; system?: string }): Promise<PlatformMessage[]>;
  loadSystemVariables(): Promise<SystemVariable[]>;
  loadAppConfig(query?: AppConfigQuery): Promise<AppConfig>;
}

/** Session of spec §2 (toLogin), §6 and §7: login, the user, app configuration and session data. */
export function createSession(context: PlatformContext, deps: SessionDeps): Session {
  const { http } = deps;
  const { state } = context;
  const encrypt = deps.encrypt ?? jsencryptEncryptor;
  const toLogin = createToLogin(context, deps);

  async function encryptor(client?: string): Promise<(text: string) => Promise<string>> {
    const key = await http.request<PublicKeyInfo>({ entity: USER, action: 'getPublicKey', client, silent: true });
    const padding = paddingOf(key);
    return (text) => encrypt(key.publicKey, padding, text);
  }

  function setUser(raw: unknown): User {
    const user = normaliseUser(raw);
    state.$user.set(user);
    return user;
  }

  async function login(input: LoginInput): Promise<User> {
    const client = http.codes({ client: input.client }).client;
    const seal = await encryptor(client);
    const data = { account: input.account, password: await seal(input.password) };
    const reply = await http.request<{ token?: string; user?: unknown }>({
      entity: USER, action: 'checkLoginNoDecrypt', data, client, system: input.system,
    });
    if (reply?.token) http.token.set(reply.token, client);
    return setUser(reply?.user);
  }

  async function logout(): Promise<void> {
    // The local session ends even when the server cannot be told (it may be gone already).
    await http.request({ entity: USER, action: 'logout', silent: true }).catch(() => undefined);
    await toLogin();
  }

  async function loadUser(): Promise<User> {
    const reply = await http.request<{ bean?: unknown }>({ entity: USER, action: 'getUser' });
    return setUser(reply?.bean);
  }

  async function userRecord(): Promise<Record<string, unknown> | undefined> {
    const id = state.$user.get()?.id;
    if (!id) return undefined;
    const reply = await http.request<{ entitys?: Array<Record<string, unknown>> }>({ entity: USER, action: 'find', data: { scope: { ID: id } } });
    return reply?.entitys?.[0];
  }

  async function changePassword(oldPassword: string, newPassword: string): Promise<void> {
    const seal = await encryptor();
    const data = { oldPassword: await seal(oldPassword), newPassword: await seal(newPassword) };
    await http.request({ entity: USER, action: 'changePassword', data, notifySuccess: true });
  }

  async function loadMessages(filter: { type?: string; scope?: string; system?: string } = {}) {
    const system = filter.system ?? http.codes().system;
    const conditions = [
      { field: 'TYPE', mode: 'equal', value: filter.type ?? 'page' },
      { join: 'or', field: 'SCOPE', mode: 'equal', value: filter.scope ?? 'frame' },
      { join: 'or', field: 'SYSTEM', mode: 'equal', value: system },
    ];
    const reply = await http.request<{ entitys?: unknown[]; encrypt?: unknown }>({
      entity: 'FM_MESSAGE', action: 'list', data: { conditions },
    });
    return decodeMessages(reply);
  }

  async function loadAppConfig(query?: AppConfigQuery): Promise<AppConfig> {
    const params = query && 'id' in query ? { id: query.id } : appCodes(query);
    const info = await http.request<InitInfo>({ entity: 'FM_MGN_SYSTEM', action: 'getInitInfo', params });
    const { appConfig, clientConfig } = mergeAppConfig(info ?? {});
    state.$clientConfig.set(clientConfig);
    state.$appConfig.set(appConfig);
    return appConfig;
  }

  function appCodes(query: { clientCode?: string; systemCode?: string; serviceCode?: string } = {}) {
    const codes = http.codes({ client: query.clientCode, system: query.systemCode });
    const serviceCode = query.serviceCode ?? state.$route.get()?.params.app ?? context.env.settings.defaultApp;
    return { clientCode: codes.client, systemCode: codes.system, serviceCode };
  }

  return {
    login,
    logout,
    loadUser,
    userRecord,
    toLogin,
    changePassword,
    loadMessages,
    loadAppConfig,
    validLogin: async () =>
      Boolean(await http.request({ entity: USER, action: 'validLogin', silent: true }).catch(() => false)),
    optionalRoles: async (serviceId) =>
      byOrder(await http.request<UserRole[]>({ entity: USER, action: 'optionalRoles', params: { serviceId } }) ?? []),
    roleChange: async (roleId) =>
      setUser((await http.request<{ bean?: unknown }>({ entity: USER, action: 'roleChange', data: { roleId } }))?.bean),
    visitService: (serviceId) =>
      http.request({ entity: 'FM_USER_SERVICE_VISIT_RECORD', action: 'visitService', params: { serviceId }, silent: true }),
    getShortUrl: async (url) =>
      (await http.request<{ link: string }>({ entity: 'FM_URL_MAP', action: 'getShortUrl', params: { url } })).link,
    getLongUrl: async (link) =>
      (await http.request<{ url: string }>({ entity: 'FM_URL_MAP', action: 'getLongUrl', params: { url: link } })).url,
    loadSystemVariables: async () =>
      orderVariables((await http.request<{ entitys?: unknown[] }>({
        entity: 'FM_SEARCH_PARAM', action: 'list', data: { sort: [{ field: 'ORDER_NUM', order: 'asc' }] },
      }))?.entitys),
  };
}

export { normaliseUser, serviceRoles, byOrder } from './user.ts';
export { mergeAppConfig } from './app-config.ts';
export { decodeMessages, decodeBase64Utf8, orderVariables, variableMap } from './records.ts';
export { returnPath, loginRouteName, HALL_APP, RETURN_PATH_STRIPPED } from './to-login.ts';
export { jsencryptEncryptor, paddingOf } from './crypto.ts';
export type { InitInfo } from './app-config.ts';
export type { Encryptor, Padding, PublicKeyInfo } from './crypto.ts';
export type { PlatformMessage, SystemVariable } from './records.ts';
export type { NavigateTarget } from './to-login.ts';
