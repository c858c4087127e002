import type { PlatformContext } from '../instance/context.ts';
import type { Http } from '../http/index.ts';
import type { User, UserRole } from '../state/index.ts';
import { rsaEncryptor } from './crypto.ts';
import type { Encryptor } from './crypto.ts';
import { createCurrentUser } from './current-user.ts';
import { createSessionData } from './data.ts';
import { createDirectory } from './directory.ts';
import type { SessionDirectory } from './directory.ts';
import { createLogin } from './login.ts';
import type { SessionData } from './data.ts';
import type { SystemVariables } from '../meta/system-variables.ts';
import type { SystemVariable } from './records.ts';
import { createToLogin } from './to-login.ts';
import { normaliseUser } from './user.ts';
import type { NavigateTarget, SessionDrafts, ToLoginOptions } from './to-login.ts';
import { withLoadTimeout } from '../errors/load-timeout.ts';

export interface SessionDeps {
  http: Http;
  navigate: (target: NavigateTarget) => unknown;
  closePopups?: () => unknown;
  clearTabs?: () => unknown;
  /** Drafts of dirty forms: kept and reopened across session expiry, removed by logout. */
  drafts?: SessionDrafts;
  /** Password encryption; default RSA in the padding the server announces. */
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
  /** Ends the session and removes the user's drafts (the shell asks first when there are some). */
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
  /** `stay`: the session ends but the page stays (a sign-in link's switch of account: its drafts go too). */
  toLogin(options?: ToLoginOptions): Promise<void>;
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
  const toLogin = createToLogin(context, deps);
  let ownVariables: SystemVariables | undefined;
  const loadSystemVariables =
    deps.loadSystemVariables ??
    // A session built on its own (no platform instance) loads the variables module when first asked.
    (() =>
      withLoadTimeout(import('../meta/system-variables.ts'), 'system variables').then(({ createSystemVariables }) =>
        (ownVariables ??= createSystemVariables({ context, http })).loadSystemVariables(),
      ));
  const user = createCurrentUser(state, http);
  // Another account signing in over a live session (the login page placed inside the app): the
  // last user's open forms keep their drafts and their tabs and popups close, as at a logout,
  // before the new user is taken, so nothing of theirs stays on screen under the new one.
  async function beforeUser(raw: unknown): Promise<void> {
    const current = state.$user.get();
    if (!current || normaliseUser(raw).id === current.id) return;
    deps.drafts?.flush();
    await deps.closePopups?.();
    await deps.clearTabs?.();
  }
  const credentials = createLogin(http, {
    encrypt: deps.encrypt ?? rsaEncryptor,
    setUser: user.setUser,
    beforeUser,
    toLogin: () => toLogin({ loggingOut: true }),
  });
  const data = createSessionData(context, http, loadSystemVariables);

  async function relocalise(): Promise<void> {
    const config = state.$appConfig.get();
    const reloads: Array<Promise<unknown>> = [];
    if (config?.CODE) {
      const codes = { clientCode: text(config['CLIENT|CODE']), systemCode: text(config['SYSTEM|CODE']), serviceCode: text(config.CODE) };
      reloads.push(data.loadAppConfig(codes, { silent: true }));
    }
    if (state.$user.get()) reloads.push(user.loadUser({ silent: true }));
    await Promise.allSettled(reloads);
  }

  return {
    ...data,
    ...createDirectory(http),
    login: credentials.login,
    async logout() {
      const current = state.$user.get();
      if (current) deps.drafts?.removeAll({ client: http.codes().client, userId: String(current.id) });
      await credentials.logout();
    },
    loadUser: user.loadUser,
    userRecord: user.userRecord,
    toLogin: (options) => toLogin(options),
    changePassword: credentials.changePassword,
    relocalise,
    validLogin: credentials.validLogin,
    optionalRoles: user.optionalRoles,
    roleChange: user.roleChange,
  };
}

function text(value: unknown): string | undefined {
  return typeof value === 'string' && value ? value : undefined;
}

export { normaliseUser, serviceRoles, byOrder } from './user.ts';
export { mergeAppConfig, systemIdKey, SYSTEM_ID_KEY_PREFIX } from './app-config.ts';
export { decodeMessages, decodeBase64Utf8, orderVariables, variableMap } from './records.ts';
export { returnPath, loginRouteName, HALL_APP, RETURN_PATH_STRIPPED } from './to-login.ts';
export { rsaEncryptor, paddingOf } from './crypto.ts';
export type { InitInfo } from './app-config.ts';
export type { AppConfigQuery, SessionData } from './data.ts';
export type { SessionDirectory } from './directory.ts';
export type { Encryptor, Padding, PublicKeyInfo } from './crypto.ts';
export type { PlatformMessage, SystemVariable } from './records.ts';
export type { NavigateTarget, SessionDrafts, ToLoginOptions } from './to-login.ts';
