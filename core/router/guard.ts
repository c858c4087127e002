import { chooseRole, findRole, holdsRoleCode, listServiceRoles, ALL_ROLE, SYSTEM_ROLE } from '../access/index.ts';
import { toPlatformError } from '../errors/index.ts';
import type { PlatformLocation, PlatformSettings } from '../instance/env.ts';
import type { AppConfig, ClientState, RouteState } from '../state/index.ts';
import { buildPath, routeDef } from './routes.ts';
import type { RouteDef } from './routes.ts';
import type { MessagingWebview } from '../platform/webview.ts';
import type { LinkOutcome, SignInLink } from '../session/sign-in-link.ts';

/** Framework system code and the built-in services of the fixed routes (DESIGN §4). */
export const FRAME_SYSTEM = 'frame';
/** Codes a call rejects with when the session is gone (core/http: 401, error.nologin, login.expired). */
const SESSION_LOST: ReadonlySet<string> = new Set(['login.expired', 'error.nologin']);
/** The routes of the login forms: no page of a bundle is drawn on them. */
const LOGIN_ROUTES: ReadonlySet<string> = new Set(['login', 'hallLogin', 'localLogin']);

/** What the guard needs from the other concepts: injected so each branch is testable with fakes. */
export interface GuardDeps {
  settings: PlatformSettings;
  state: ClientState;
  /*
   * The calls take the codes of the route being visited: `$route` still holds the previous route
   * until the guard is done, and the request layer would otherwise read its client from there.
   */
  loadAppConfig(codes: AppCodes): Promise<unknown>;
  getLongUrl(link: string, codes?: CallCodes): Promise<string>;
  isLoggedIn(codes?: CallCodes): boolean | Promise<boolean>;
  loadUser(codes?: CallCodes): Promise<unknown>;
  visitService(serviceId: string, codes?: CallCodes): Promise<unknown>;
  toLogin(): unknown;
  /** The component library: resolves once it is in, or after the start-up limit (it goes on loading); never rejects. */
  loadBundles(client: string, system: string): Promise<unknown>;
  setTitle(title: string): void;
  notifyError(message: string, code?: string): void;
  /** Called once the user is known, so the workspace restores this user's tabs. */
  userReady?(client: string, userId: string): void;
  /** Messaging entries: trades the OAuth `code` for a session (DESIGN §4). */
  exchangeOAuthCode?(webview: 'wxwork' | 'dingtalk', code: string): Promise<unknown>;
  /** The address bar: an OAuth return puts its code before the fragment, where no route reads it. */
  location?: Pick<PlatformLocation, 'href' | 'replace'>;
  /** The messaging browser the page runs in (DESIGN §4), if any. */
  messaging?: MessagingWebview | null;
  /**
   * A sign-in link's token or code, settled against the page's live session: used when there is
   * none, asked about when it is another account's (core/session/sign-in-link.ts).
   */
  settleSignInLink?(link: SignInLink, codes: CallCodes): Promise<LinkOutcome>;
  /** The address's token the request layer held back because the client holds one already. */
  takeHeldToken?(client?: string): string | undefined;
}

/** Client and system a guard call is made under (undefined: the request layer's own choice). */
export interface CallCodes {
  client?: string;
  system?: string;
}

export interface AppCodes {
  id?: string;
  client?: string;
  system?: string;
  app?: string;
}

export type GuardResult =
  | { kind: 'continue'; route: RouteState }
  | { kind: 'redirect'; path: string; query: Record<string, string> }
  | { kind: 'reload' }
  /** Another navigation took over (toLogin); the caller drops this one. */
  | { kind: 'stop' };

export interface GuardContext {
  /** The address being visited, as the error route's `url` (spec §2: the current hash). */
  currentText: string;
}

/** Services already recorded as visited by this page: the record is per arrival, not per click. */
type VisitLog = Set<string>;

/**
 * The route guard of spec §2, each bullet in order. Pure apart from the injected deps: it
 * returns what the router must do instead of doing it.
 */
export async function runGuard(
  to: RouteState,
  from: RouteState | null,
  deps: GuardDeps,
  context: GuardContext,
  visits: VisitLog = new Set(),
): Promise<GuardResult> {
  const def = routeDef(to.name);
  if (!def) return { kind: 'continue', route: to };
  if (appChanged(to, from, def, deps.state.$appConfig.get())) return { kind: 'reload' };
  const previousClient = from?.params.client ?? codeOf(deps.state.$appConfig.get(), 'CLIENT|CODE');
  // DESIGN §4: a messaging browser's root goes to its entry path, which trades the code for a session.
  // Their task paths too (wxworkTask, dingtalkTask): a task link back from OAuth brings a code.
  if ((to.name === 'defaultApp' && deps.messaging) || /^(wxwork|dingtalk)/.test(to.name)) {
    const entered = await (await import('./messaging-entry.ts')).enterMessaging(to, deps, from);
    if (entered) return entered;
  }
  const defaults = rootDefaults(to, deps.settings);
  if (defaults) return defaults;
  // An app address without an app (`/app`) shows the default app.
  if (def.role === 'roleId' && !to.params.id) return { kind: 'redirect', path: '/', query: to.query };
  let route = withFixedCodes(to, def);
  if (route.name === 'app1' && !route.params.app && deps.settings.defaultApp) {
    const params = { ...route.params, app: deps.settings.defaultApp };
    return { kind: 'redirect', path: buildPath('app1', params), query: route.query };
  }
  if (route.name === 'shorturl') return resolveShortLink(route, deps, callCodes(route, deps));

  const codes = appCodes(route);
  if (codes) {
    const failed = await ensureAppConfig(codes, route, deps, context);
    if (failed) return failed;
    const config = deps.state.$appConfig.get();
    if (config?.NAME) deps.setTitle(String(config.NAME));
  }
  const { client, system } = callCodes(route, deps);
  // Another client's user is not this client's: its session and rights stay behind.
  if (client && previousClient && client !== previousClient && deps.state.$user.get()) deps.state.$user.set(null);
  // Spec §2: the client and system's component library loads once, before the first page of a
  // guarded route (the start-up limit at most: core/bundles); other pages wait for their kind
  // (bundles' $loading) instead of the whole shell. A login screen shows none of their pages:
  // they load once the person is signed in (DESIGN §6, before sign-in).
  const loadBundles = async () => {
    if (client && system) await deps.loadBundles(client, system);
  };
  if (!def.guarded) {
    if (!LOGIN_ROUTES.has(route.name)) void loadBundles();
    return { kind: 'continue', route };
  }
  // A sign-in link's token (router/sign-in-links.ts, loaded only then), settled once: the
  // redirects from here on (the role choice) do not carry it.
  const { token: inQuery, _token: inQuery2, ...query } = route.query;
  const token = deps.settleSignInLink && (inQuery || inQuery2 || deps.takeHeldToken?.(client));
  if (token) {
    const kept = await (await import('./sign-in-links.ts')).settleAddressToken(token, route, from, { client, system }, deps);
    if (kept) return kept;
    route = { ...route, query };
  }
  const stopped = await ensureUser({ client, system }, deps, visits);
  if (stopped) return stopped;
  // No login form is coming: what waited for the first screen (React, the layout) loads beside the library.
  deps.state.$firstScreenPending.set(false);
  await loadBundles();
  // Spec §2: Config runs under SYSTEM; a user without it sees "no access" at the same address.
  if (route.name === 'Config' && !holdsRoleCode(deps.state.$user.get(), SYSTEM_ROLE)) {
    return { kind: 'continue', route: { ...route, name: 'noAccess', params: { ...route.params, denied: 'Config' } } };
  }
  // Roles are per app: without an app in the address there is nothing to choose from.
  return codes ? resolveRole(route, def, deps) : { kind: 'continue', route };
}

function codeOf(config: AppConfig | null, key: string): string | undefined {
  const value = config?.[key];
  return typeof value === 'string' && value ? value : undefined;
}

/** The codes of the route being visited: its own, then its app config's, then the global defaults. */
function callCodes(route: RouteState, deps: GuardDeps): CallCodes {
  const config = deps.state.$appConfig.get();
  return {
    client: route.params.client ?? codeOf(config, 'CLIENT|CODE') ?? (deps.settings.defaultClient || undefined),
    system: route.params.system ?? codeOf(config, 'SYSTEM|CODE') ?? (deps.settings.defaultSystem || undefined),
  };
}

/** Spec §2: changing the app id or code between app routes reloads the page. */
function appChanged(to: RouteState, from: RouteState | null, def: RouteDef, config: AppConfig | null): boolean {
  if (!from || !def.appRoute || !routeDef(from.name)?.appRoute) return false;
  const fromId = from.params.id ?? config?.ID;
  const fromCode = from.params.app ?? config?.CODE;
  if (to.params.id && fromId && to.params.id !== fromId) return true;
  return !!(to.params.app && fromCode && to.params.app !== fromCode);
}

/** At the root, client, system and app come from the global defaults (as an app1 address). */
function rootDefaults(to: RouteState, settings: PlatformSettings): GuardResult | null {
  if (to.name !== 'defaultApp') return null;
  const { defaultClient: client, defaultSystem: system, defaultApp: app } = settings;
  if (!client || !system) return null;
  return { kind: 'redirect', path: buildPath('app1', { client, system, app }), query: to.query };
}

/**
 * client, system, hall, hallLogin and appSetting pages belong to the framework system's
 * built-in services. The codes of the address (the app being configured, the system shown)
 * stay readable as targetSystem and targetApp.
 */
function withFixedCodes(to: RouteState, def: RouteDef): RouteState {
  const params = { ...to.params };
  if (to.name === 'Config') params.role = SYSTEM_ROLE;
  if (def.fixedService) {
    if (params.system) params.targetSystem = params.system;
    if (params.app) params.targetApp = params.app;
    params.system = FRAME_SYSTEM;
    params.app = def.fixedService;
  }
  return { ...to, params };
}

async function resolveShortLink(route: RouteState, deps: GuardDeps, codes: CallCodes): Promise<GuardResult> {
  try {
    const long = await deps.getLongUrl(route.params.link ?? '', codes);
    const url = new URL(long, 'http://short.link/');
    // A long address may be a whole shell URL (hash mode) or a bare route path.
    const target = url.hash.startsWith('#/') ? new URL(url.hash.slice(1), 'http://short.link/') : url;
    // A messaging app's code or a token may sit before the hash (`/?token=…#/app/…`): it travels too.
    return { kind: 'redirect', path: target.pathname, query: { ...Object.fromEntries(url.searchParams), ...Object.fromEntries(target.searchParams) } };
  } catch (error) {
    deps.notifyError(toPlatformError(error).message, toPlatformError(error).code);
    return { kind: 'redirect', path: '/error', query: { url: `#${route.path}` } };
  }
}

function appCodes(route: RouteState): AppCodes | null {
  const { id, client, system, app } = route.params;
  if (id) return { id };
  if (client && system && app) return { client, system, app };
  return null;
}

function configMatches(config: AppConfig | null, codes: AppCodes): boolean {
  if (!config) return false;
  if (codes.id) return String(config.ID) === codes.id;
  const client = codeOf(config, 'CLIENT|CODE');
  const system = codeOf(config, 'SYSTEM|CODE');
  return config.CODE === codes.app && (!client || client === codes.client) && (!system || system === codes.system);
}

/**
 * Spec §2: a failed app configuration goes to /error, except when the session is the reason: the
 * request layer's expiry then goes to login, once. On a login route itself the login form shows without the configuration
 * (its name and logo are missing, the form works): going to /error, or to login again, from
 * there is how a 401 on getInitInfo used to send the shell round in a loop.
 */
async function ensureAppConfig(codes: AppCodes, route: RouteState, deps: GuardDeps, context: GuardContext): Promise<GuardResult | null> {
  if (configMatches(deps.state.$appConfig.get(), codes)) return null;
  try {
    await deps.loadAppConfig(codes);
    return null;
  } catch (error) {
    if (!SESSION_LOST.has(toPlatformError(error).code)) return { kind: 'redirect', path: '/error', query: { url: context.currentText } };
    // The request layer's expiry shows the one message and goes to login (once per burst).
    return LOGIN_ROUTES.has(route.name) ? null : { kind: 'stop' };
  }
}

/** Login check, user load (failure: message and login), then one visit record per service. */
async function ensureUser(codes: CallCodes, deps: GuardDeps, visits: VisitLog): Promise<GuardResult | null> {
  const { client } = codes;
  // A loaded user is a live session: an expired one is caught by the request layer (login.expired).
  if (!deps.state.$user.get()) {
    if (!(await deps.isLoggedIn(codes))) {
      await deps.toLogin();
      return { kind: 'stop' };
    }
    try {
      await deps.loadUser(codes);
    } catch (error) {
      const failure = toPlatformError(error);
      // A lost session: the request layer's expiry shows one message and goes to login, once.
      if (SESSION_LOST.has(failure.code)) return { kind: 'stop' };
      deps.notifyError(failure.message, failure.code);
      await deps.toLogin();
      return { kind: 'stop' };
    }
  }
  const user = deps.state.$user.get();
  // An initial password is replaced on the login page first: the server refuses every other call.
  if (user?.mustChangePassword) {
    await deps.toLogin();
    return { kind: 'stop' };
  }
  if (user && client) deps.userReady?.(client, String(user.id));
  const serviceId = deps.state.$appConfig.get()?.ID;
  if (serviceId && !visits.has(String(serviceId))) {
    visits.add(String(serviceId));
    // The visit record is statistics only: its failure must not block the page.
    await deps.visitService(String(serviceId), codes).catch(() => undefined);
  }
  return null;
}

/**
 * Spec §2: allRole or a valid route role continues; otherwise one role, else the default one,
 * is put in the route; with none the user picks on the role select page (hall's own for hall).
 */
function resolveRole(route: RouteState, def: RouteDef, deps: GuardDeps): GuardResult {
  const config = deps.state.$appConfig.get();
  if (!def.role || config?.EXTEND_OF_COMPETENCE === ALL_ROLE) return { kind: 'continue', route };
  const roles = listServiceRoles(deps.state.$user.get(), config?.ID);
  if (findRole(roles, route.params.role, route.params.roleId)) return { kind: 'continue', route };
  const choice = chooseRole(roles);
  // An app opened by id names none of its codes: its configuration does.
  const codes = {
    client: route.params.client ?? codeOf(config, 'CLIENT|CODE'),
    system: route.params.system ?? codeOf(config, 'SYSTEM|CODE'),
    app: route.params.app ?? config?.CODE,
  };
  if (!choice.role) {
    // The address's query (its tab and record) travels on, so the chosen role opens the same page.
    return {
      kind: 'redirect',
      path: buildPath(route.name === 'hall' ? 'hallRoleSelect' : 'appRoleSelect', codes),
      query: { ...route.query, redirect: route.path },
    };
  }
  // app by id: the chosen role goes into the app1 address, which reads back the same after a reload.
  if (def.role === 'roleId') return { kind: 'redirect', path: buildPath('app1', { ...codes, role: choice.role.code }), query: route.query };
  const params: Record<string, string | undefined> = { ...route.params, role: choice.role.code };
  if (def.fixedService) {
    params.system = route.params.targetSystem;
    params.app = route.params.targetApp;
  }
  return { kind: 'redirect', path: buildPath(route.name, params), query: route.query };
}
