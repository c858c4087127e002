import type { PlatformContext } from '../instance/context.ts';
import type { RouteState } from '../state/index.ts';
import { FRAME_CODE, resolveCodes, stripParams } from '../http/index.ts';
import type { Http } from '../http/index.ts';

export interface NavigateTarget {
  name: string;
  params: Record<string, string | undefined>;
  query?: Record<string, string>;
}

export interface ToLoginDeps {
  http: Http;
  navigate: (target: NavigateTarget) => unknown;
  closePopups?: () => unknown;
  clearTabs?: () => unknown;
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
 * to the login route with the codes and the page to return to.
 */
export function createToLogin(context: PlatformContext, deps: ToLoginDeps): () => Promise<void> {
  const { state, env } = context;
  return async function toLogin() {
    const route = state.$route.get();
    const codes = resolveCodes(state, env.settings);
    const app = route?.params.app ?? (state.$appConfig.get()?.CODE as string | undefined) ?? env.settings.defaultApp;
    const path = returnPath(route, env.location.href());
    await deps.closePopups?.();
    deps.http.token.remove(codes.client);
    state.$user.set(null);
    await deps.clearTabs?.();
    const serverConfigured = Boolean(env.settings.serverConfigured || env.settings.ipBase);
    const name = loginRouteName(codes.system, app, serverConfigured);
    const query = route && LOGIN_ROUTES.has(route.name) ? undefined : { path };
    // `client` as well as `clientCode`: the route table names the segment {client}.
    const params = { clientCode: codes.client, client: codes.client, system: codes.system, app };
    await deps.navigate({ name, params, ...(query ? { query } : {}) });
  };
}
