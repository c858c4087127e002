import type { PlatformContext } from '../instance/context.ts';
import type { RouteState } from '../state/index.ts';
import { FRAME_CODE, resolveCodes, stripParams } from '../http/index.ts';
import type { Http } from '../http/index.ts';

export interface NavigateTarget {
  name: string;
  params: Record<string, string | undefined>;
  query?: Record<string, string>;
}

/** What toLogin and logout ask of the drafts concept (core/drafts). */
export interface SessionDrafts {
  /** Writes drafts still waiting for typing to pause. */
  flush(): unknown;
  /** Records the open forms holding drafts, to reopen after this user's next login at `path`. */
  rememberOpen(input: { client: string; userId: string; path: string }): unknown;
  /** Removes every draft of the user (logout). */
  removeAll(owner: { client: string; userId: string }): unknown;
}

export interface ToLoginDeps {
  http: Http;
  navigate: (target: NavigateTarget) => unknown;
  closePopups?: () => unknown;
  clearTabs?: () => unknown;
  drafts?: SessionDrafts;
}

export interface ToLoginOptions {
  /** A logout: the drafts are gone already and there is nothing to come back to. */
  loggingOut?: boolean;
  /**
   * A switch of account by a sign-in link: the session ends as at a logout (the user's drafts
   * removed too) and the caller goes on, with no trip to login.
   */
  stay?: boolean;
}

/** Service code of the service hall (DESIGN §4). */
export const HALL_APP = 'hall';
/** Query parameters a return path must not carry (spec §2), `_token` included: no token in the address. */
export const RETURN_PATH_STRIPPED = ['token', '_token', 'client_code', 'client'] as const;
const LOGIN_ROUTES = new Set(['login', 'hallLogin', 'localLogin']);

/** The page to come back to after login: the route's path and query without the stripped keys. */
export function returnPath(route: RouteState | null, href: string): string {
  if (route) {
    const query = new URLSearchParams();
    for (const [key, value] of Object.entries(route.query ?? {})) {
      if (!(RETURN_PATH_STRIPPED as readonly string[]).includes(key)) query.append(key, value);
    }
    const rest = query.toString();
    return rest ? `${route.path}?${rest}` : route.path;
  }
  const url = new URL(stripParams(href, RETURN_PATH_STRIPPED).href);
  if (url.hash.startsWith('#/')) return url.hash.slice(1);
  return `${url.pathname}${url.search}`;
}

/** Login route of spec §2: the hall's own, the server login page, or the local one. */
export function loginRouteName(system: string, app: string | undefined, serverConfigured: boolean): string {
  if (system === FRAME_CODE && app === HALL_APP) return 'hallLogin';
  return serverConfigured ? 'login' : 'localLogin';
}

/**
 * toLogin (spec §2): close popups, remove the client token, delete the user and the tabs, then go
 * to the login route with the codes and the page to return to (with the id of the user whose page
 * it is, when one was loaded: the login returns there only for that user). Session expiry keeps the drafts:
 * before anything closes, the open forms holding one are recorded, so that the same user's next
 * login at the return path opens them again (core/drafts).
 */
export function createToLogin(context: PlatformContext, deps: ToLoginDeps): (options?: ToLoginOptions) => Promise<void> {
  const { state, env } = context;
  return async function toLogin(options: ToLoginOptions = {}) {
    const route = state.$route.get();
    const codes = resolveCodes(state, env.settings);
    const app = route?.params.app ?? (state.$appConfig.get()?.CODE as string | undefined) ?? env.settings.defaultApp;
    // A logout ends the work: the next login comes back to the app, not to its tab and record.
    const path = options.loggingOut && route ? route.path : returnPath(route, env.location.href());
    const onLoginRoute = !!route && LOGIN_ROUTES.has(route.name);
    const user = state.$user.get();
    if (options.stay && user) deps.drafts?.removeAll({ client: codes.client, userId: String(user.id) });
    else if (!options.loggingOut) {
      deps.drafts?.flush();
      if (user && !onLoginRoute) deps.drafts?.rememberOpen({ client: codes.client, userId: String(user.id), path });
    }
    await deps.closePopups?.();
    deps.http.token.remove(codes.client);
    state.$user.set(null);
    await deps.clearTabs?.();
    if (options.stay) return;
    const serverConfigured = Boolean(env.settings.serverConfigured || env.settings.ipBase);
    const name = loginRouteName(codes.system, app, serverConfigured);
    // Whose page it is goes with it: another person signing in starts afresh (elements/shell/login-view.ts).
    const query: Record<string, string> | undefined = onLoginRoute ? undefined : user ? { path, user: user.id } : { path };
    // `client` as well as `clientCode`: the route table names the segment {client}.
    const params = { clientCode: codes.client, client: codes.client, system: codes.system, app };
    await deps.navigate({ name, params, ...(query ? { query } : {}) });
  };
}
