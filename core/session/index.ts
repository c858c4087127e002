import type { PlatformContext } from '../instance/context.ts';
import type { Http } from '../http/index.ts';
import type { User, UserRole } from '../state/index.ts';
import { jsencryptEncryptor, paddingOf } from './crypto.ts';
import type { Encryptor, PublicKeyInfo } from './crypto.ts';
import { createSessionData } from './data.ts';
import { createDirectory } from './directory.ts';
import type { SessionDirectory } from './directory.ts';
import type { SessionData } from './data.ts';
import { createSystemVariables } from '../meta/system-variables.ts';
import type { SystemVariables } from '../meta/system-variables.ts';
import type { SystemVariable } from './records.ts';
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
  /**
   * System variables (meta.loadSystemVariables, which keeps them in its store). A session on its
   * own (no meta) uses a private instance of meta's loader.
   */
  loadSystemVariables?: () => Promise<readonly SystemVariable[]>;
}

export interface LoginInput {
  account: string;
  password: string;
  client?: string;
  system?: string;
}

export interface Session extends SessionData, SessionDirectory {
  login(input: LoginInput): Promise<User>;
  logout(): Promise<void>;
  /** `client`/`system`: the codes to ask under (the route guard's, for the route being visited). */
  validLogin(codes?: { client?: string; system?: string }): Promise<boolean>;
  /**
   * `silent`: the caller shows the failure itself (the route guard does, then goes to login).
   * `client`/`system`: the codes to load under (default: the current ones).
   */
  loadUser(options?: { silent?: boolean; client?: string; system?: string }): Promise<User>;
  /** The current user's own FM_USER row (find with scope ID = user id), for the "mine" page. */
  userRecord(): Promise<Record<string, unknown> | undefined>;
  toLogin(): Promise<void>;
  changePassword(oldPassword: string, newPassword: string): Promise<void>;
  optionalRoles(serviceId: string): Promise<UserRole[]>;
  roleChange(roleId: string): Promise<User>;
  /**
   * Reloads what the server words in the request's language (the app's name, the role names)
   * after a language switch; failures keep the old wording and are not reported.
   */
  relocalise(): Promise<void>;
}

/** Session of spec §2 (toLogin), §6 and §7: login, the user, app configuration and session data. */
export function createSession(context: PlatformContext, deps: SessionDeps): Session {
  const { http } = deps;
  const { state } = context;
  const encrypt = deps.encrypt ?? jsencryptEncryptor;
  const toLogin = createToLogin(context, deps);
  let ownVariables: SystemVariables | undefined;
  const loadSystemVariables =
    deps.loadSystemVariables ?? (() => (ownVariables ??= createSystemVariables({ context, http })).loadSystemVariables());

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

  async function loadUser(options: { silent?: boolean; client?: string; system?: string } = {}): Promise<User> {
    const { silent, client, system } = options;
    const reply = await http.request<{ bean?: unknown }>({ entity: USER, action: 'getUser', silent, client, system });
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

  const data = createSessionData(context, http, loadSystemVariables);

  async function relocalise(): Promise<void> {
    const config = state.$appConfig.get();
    const reloads: Array<Promise<unknown>> = [];
    if (config?.CODE) {
      const codes = { clientCode: text(config['CLIENT|CODE']), systemCode: text(config['SYSTEM|CODE']), serviceCode: text(config.CODE) };
      reloads.push(data.loadAppConfig(codes, { silent: true }));
    }
    if (state.$user.get()) reloads.push(loadUser({ silent: true }));
    await Promise.allSettled(reloads);
  }

  return {
    ...data,
    ...createDirectory(http),
    login,
    logout,
    loadUser,
    userRecord,
    toLogin,
    changePassword,
    relocalise,
    validLogin: async (codes = {}) =>
      Boolean(await http.request({ entity: USER, action: 'validLogin', ...codes, silent: true }).catch(() => false)),
    optionalRoles: async (serviceId) =>
      byOrder(await http.request<UserRole[]>({ entity: USER, action: 'optionalRoles', params: { serviceId } }) ?? []),
    roleChange: async (roleId) =>
      setUser((await http.request<{ bean?: unknown }>({ entity: USER, action: 'roleChange', data: { roleId } }))?.bean),
  };
}

function text(value: unknown): string | undefined {
  return typeof value === 'string' && value ? value : undefined;
}

export { normaliseUser, serviceRoles, byOrder } from './user.ts';
export { mergeAppConfig, systemIdKey, SYSTEM_ID_KEY_PREFIX } from './app-config.ts';
export { decodeMessages, decodeBase64Utf8, orderVariables, variableMap } from './records.ts';
export { returnPath, loginRouteName, HALL_APP, RETURN_PATH_STRIPPED } from './to-login.ts';
export { jsencryptEncryptor, paddingOf } from './crypto.ts';
export type { InitInfo } from './app-config.ts';
export type { AppConfigQuery, SessionData } from './data.ts';
export type { SessionDirectory } from './directory.ts';
export type { Encryptor, Padding, PublicKeyInfo } from './crypto.ts';
export type { PlatformMessage, SystemVariable } from './records.ts';
export type { NavigateTarget } from './to-login.ts';
