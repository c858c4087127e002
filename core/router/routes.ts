import navaid from 'navaid';

/** Names of the routes of spec §2 (plus the messaging variants and the address shapes DESIGN §4 adds). */
export type RouteName =
  | 'login'
  | 'hallLogin'
  | 'localLogin'
  | 'appRoleSelect'
  | 'hallRoleSelect'
  | 'defaultApp'
  | 'app1'
  | 'app'
  | 'appSetting'
  | 'system'
  | 'client'
  | 'hall'
  | 'Task'
  | 'wxworkTask'
  | 'dingtalkTask'
  | 'Config'
  | 'ServiceHelp'
  | 'module'
  | 'Page'
  | 'shorturl'
  | 'wxwork'
  | 'dingtalk'
  | 'recruitRegister'
  | 'error'
  | 'catchAll'
  /** No pattern: an address of two or more segments that no route matches, and a route the user may not open. */
  | 'notFound'
  | 'noAccess';

export interface RouteDef {
  name: RouteName;
  /** navaid / regexparam pattern: `:param`, `:param?`. */
  pattern: string;
  /** Login check, user load and visit record run for these (spec §2 guard). */
  guarded?: boolean;
  /** Route param holding the role: code for most routes, id for the app route. */
  role?: 'role' | 'roleId';
  /** App routes: changing app id or code between two of them reloads the page. */
  appRoute?: boolean;
  /** Built-in service code of the framework system (DESIGN §4 "Fixed codes"). */
  fixedService?: string;
}

/**
 * The route table, in matching order. More specific shapes come first where patterns overlap:
 * `/hall/login/x` must not read as hall `x`, `/app/role/select/...` not as app1. app1 precedes
 * app, so a two-segment `/app/a/b` is read as client and system; the guard therefore puts a role
 * chosen for the app-by-id route into the app1 shape (see guard.ts), which survives a reload.
 */
export const ROUTES: readonly RouteDef[] = [
  { name: 'defaultApp', pattern: '/', appRoute: true },
  { name: 'login', pattern: '/login/:client/:system/:app?' },
  { name: 'hallLogin', pattern: '/hall/login/:client', fixedService: 'hall' },
  { name: 'localLogin', pattern: '/local/login/:client/:system?/:app?' },
  { name: 'appRoleSelect', pattern: '/app/role/select/:client/:system?/:app?' },
  { name: 'hallRoleSelect', pattern: '/hall/role/select/:client/:app?' },
  { name: 'app1', pattern: '/app/:client/:system/:app?/:role?', guarded: true, role: 'role', appRoute: true },
  { name: 'app', pattern: '/app/:id?/:roleId?', guarded: true, role: 'roleId', appRoute: true },
  { name: 'appSetting', pattern: '/service/setting/:client/:system/:app/:role?', guarded: true, role: 'role', fixedService: 'serviceSetting' },
  { name: 'system', pattern: '/system/:client/:system/:role?', guarded: true, role: 'role', fixedService: 'systemHome' },
  { name: 'client', pattern: '/client/:client/:role?', guarded: true, role: 'role', fixedService: 'clientHome' },
  { name: 'hall', pattern: '/hall/:client/:role?', guarded: true, role: 'role', fixedService: 'hall' },
  { name: 'Task', pattern: '/task/:client/:system/:taskId' },
  { name: 'wxworkTask', pattern: '/wxwork/task/:client/:system/:taskId' },
  { name: 'dingtalkTask', pattern: '/dingtalk/task/:client/:system/:taskId' },
  // Guarded: the route runs under SYSTEM (spec §2), so the user's roles must be known.
  { name: 'Config', pattern: '/config/:mode/:client/:system/:configId', guarded: true },
  { name: 'ServiceHelp', pattern: '/help/:client/:system/:app/:helpId?' },
  { name: 'module', pattern: '/module' },
  { name: 'Page', pattern: '/page/:moduleId?' },
  { name: 'shorturl', pattern: '/s/:link', guarded: true },
  { name: 'wxwork', pattern: '/wxwork' },
  { name: 'dingtalk', pattern: '/dingtalk' },
  { name: 'recruitRegister', pattern: '/recruit/register/:client/:system' },
  { name: 'error', pattern: '/error' },
  { name: 'catchAll', pattern: '/:id', guarded: true, role: 'roleId', appRoute: true },
];

const byName = new Map(ROUTES.map((route) => [route.name, route]));

export function routeDef(name: string): RouteDef | undefined {
  return byName.get(name as RouteName);
}

export interface RouteMatch {
  name: RouteName;
  params: Record<string, string | undefined>;
}

/**
 * navaid does the matching; its history listener is not used, because the router reads the
 * address through the injected location (hash or history mode, Node, tests).
 */
const matcher = (() => {
  let found: RouteMatch | null = null;
  const router = navaid('/', () => void (found = null));
  for (const route of ROUTES) {
    router.on(route.pattern, (params) => {
      const clean: Record<string, string | undefined> = {};
      for (const [key, value] of Object.entries(params ?? {})) clean[key] = value == null ? undefined : decodeURIComponent(value);
      found = { name: route.name, params: clean };
    });
  }
  return (path: string): RouteMatch | null => {
    found = null;
    router.run(path || '/');
    return found;
  };
})();

/**
 * The route a path names. A single segment always matches (the catch-all app), so what matches
 * nothing has two or more segments: it is not found, never an app.
 */
export function matchPath(path: string): RouteMatch {
  return matcher(path) ?? { name: 'notFound', params: {} };
}

/**
 * Builds the path of a named route. `clientCode` is accepted for `client`, because toLogin
 * names the login param that way (spec §2). Optional params stop at the first missing one.
 */
export function buildPath(name: string, params: Record<string, string | undefined | null> = {}): string {
  const route = routeDef(name);
  if (!route) return '/';
  const value = (key: string) => params[key] ?? (key === 'client' ? params.clientCode : undefined) ?? undefined;
  const parts: string[] = [];
  for (const segment of route.pattern.split('/').filter(Boolean)) {
    if (!segment.startsWith(':')) {
      parts.push(segment);
      continue;
    }
    const optional = segment.endsWith('?');
    const key = segment.slice(1, optional ? -1 : undefined);
    const given = value(key);
    if (given === undefined || given === '') {
      if (optional) break;
      parts.push('');
      continue;
    }
    parts.push(encodeURIComponent(given));
  }
  return `/${parts.join('/')}`;
}

/**
 * Client, system and app codes read from an address of a known shape (spec §2 "address
 * segments read by the guard", and `/recruit/register/{client}/{system}`).
 */
export function readCodes(path: string): { client?: string; system?: string; app?: string } {
  const match = matchPath(path.split('?')[0] ?? '/');
  const { client, system, app } = match.params;
  return { client, system, app };
}
