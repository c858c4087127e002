import { describe, expect, it } from 'vitest';
import { runGuard } from '../../../core/router/index.ts';
import type { CallCodes, GuardResult } from '../../../core/router/index.ts';
import type { AppConfig, User } from '../../../core/state/index.ts';
import { configFor, makeFakes, makeUser, routeOf } from './fakes.ts';
import type { FakeOptions } from './fakes.ts';

interface Row {
  branch: string;
  to: string;
  from?: string;
  options?: FakeOptions;
  /** State before the navigation. */
  config?: AppConfig;
  user?: User | null;
  result: GuardResult['kind'];
  /** Redirect target (path and query) or the continued route's params. */
  path?: string;
  query?: Record<string, string>;
  params?: Record<string, string | undefined>;
  /** The continued route's name, when the guard names it anew (noAccess). */
  name?: string;
  calls: string[];
  /** The codes every login check, user load, visit record and short-link call was made under. */
  codes?: CallCodes;
  /** State after the navigation. */
  after?: { configCode?: string; user?: 'set' | 'none' | string };
}

const sales = configFor({ app: 'sales' });
const allRoleApp: AppConfig = { ...configFor({ app: 'open' }), EXTEND_OF_COMPETENCE: 'allRole' };
const onlySales = makeUser({ services: { S1: { r1: '0' } }, serviceRoles: { S1: [{ id: 'r1', code: 'sales' }] } });
const noDefault = makeUser({ services: { S1: { r1: '0', r2: '0' } } });

const rows: Row[] = [
  { branch: 'app id changes between app routes: full reload', from: '/app/S1', to: '/app/S2', config: sales, user: makeUser(), result: 'reload', calls: [] },
  {
    branch: 'app code changes between app routes: full reload',
    from: '/app/demo/crm/sales/manager',
    to: '/app/demo/crm/legacy',
    config: sales,
    user: makeUser(),
    result: 'reload',
    calls: [],
  },
  {
    branch: 'role change within one app: no reload',
    from: '/app/demo/crm/sales/manager',
    to: '/app/demo/crm/sales/sales',
    config: sales,
    user: makeUser(),
    result: 'continue',
    params: { role: 'sales' },
    calls: ['setTitle', 'userReady', 'visitService', 'loadBundles'],
  },
  {
    branch: 'root: client, system and app from the global defaults',
    to: '/',
    options: { settings: { defaultClient: 'demo', defaultSystem: 'crm', defaultApp: 'sales' } },
    result: 'redirect',
    path: '/app/demo/crm/sales',
    calls: [],
  },
  { branch: 'root without defaults: shown as is', to: '/', result: 'continue', calls: [] },
  {
    branch: 'client route: framework system, clientHome',
    to: '/client/demo/sales',
    user: makeUser({ services: { clientHome: { r1: '1' } }, serviceRoles: { clientHome: [{ id: 'r1', code: 'sales' }] } }),
    result: 'continue',
    params: { client: 'demo', system: 'frame', app: 'clientHome', role: 'sales' },
    calls: ['loadAppConfig', 'setTitle', 'userReady', 'visitService', 'loadBundles'],
    after: { configCode: 'clientHome' },
  },
  {
    branch: 'system route: framework system, systemHome, the shown system kept',
    to: '/system/demo/crm',
    user: makeUser({ services: { systemHome: { r1: '1' } }, serviceRoles: { systemHome: [{ id: 'r1', code: 'sales' }] } }),
    result: 'redirect',
    path: '/system/demo/crm/sales',
    calls: ['loadAppConfig', 'setTitle', 'userReady', 'visitService', 'loadBundles'],
    after: { configCode: 'systemHome' },
  },
  {
    branch: 'hall route: framework system, the service hall',
    to: '/hall/demo',
    user: makeUser(),
    result: 'redirect',
    path: '/hall/demo/sales',
    calls: ['loadAppConfig', 'setTitle', 'userReady', 'visitService', 'loadBundles'],
    after: { configCode: 'hall' },
  },
  {
    branch: 'hallLogin: framework system, the hall, no login check',
    to: '/hall/login/demo',
    result: 'continue',
    params: { client: 'demo', system: 'frame', app: 'hall' },
    calls: ['loadAppConfig', 'setTitle'],
    after: { configCode: 'hall', user: 'none' },
  },
  {
    branch: 'appSetting: serviceSetting, target app kept',
    to: '/service/setting/demo/crm/sales',
    user: makeUser({
      services: { serviceSetting: { r2: '1', r1: '0' } },
      serviceRoles: {
        serviceSetting: [
          { id: 'r1', code: 'sales' },
          { id: 'r2', code: 'manager' },
        ],
      },
    }),
    result: 'redirect',
    path: '/service/setting/demo/crm/sales/manager',
    calls: ['loadAppConfig', 'setTitle', 'userReady', 'visitService', 'loadBundles'],
    after: { configCode: 'serviceSetting' },
  },
  {
    branch: 'short link: resolved and navigation redone',
    to: '/s/abc',
    options: { longUrl: 'http://host/index.html#/app/demo/crm/sales?tab=2' },
    result: 'redirect',
    path: '/app/demo/crm/sales',
    query: { tab: '2' },
    calls: ['getLongUrl'],
  },
  {
    branch: 'short link to a bare path',
    to: '/s/abc',
    options: { longUrl: '/app/demo/crm/sales' },
    result: 'redirect',
    path: '/app/demo/crm/sales',
    calls: ['getLongUrl'],
  },
  {
    branch: 'short link: asked under the app config codes, not the previous route',
    from: '/app/other/crm/sales',
    to: '/s/abc',
    config: sales,
    options: { longUrl: '/app/demo/crm/sales' },
    result: 'redirect',
    path: '/app/demo/crm/sales',
    calls: ['getLongUrl'],
    codes: { client: 'demo', system: 'crm' },
  },
  {
    branch: 'short link unknown: message and error page',
    to: '/s/zzz',
    options: { longUrlFails: true },
    result: 'redirect',
    path: '/error',
    calls: ['getLongUrl', 'notifyError'],
  },
  {
    branch: 'client change: calls under the new client, the previous client user dropped and reloaded',
    from: '/app/demo/crm/sales/manager',
    to: '/client/other',
    config: sales,
    user: makeUser(),
    options: {
      user: makeUser({ id: 'u2', client: 'other', services: { clientHome: { r1: '1' } }, serviceRoles: { clientHome: [{ id: 'r1', code: 'sales' }] } }),
    },
    result: 'redirect',
    path: '/client/other/sales',
    calls: ['loadAppConfig', 'setTitle', 'isLoggedIn', 'loadUser', 'userReady', 'visitService', 'loadBundles'],
    codes: { client: 'other', system: 'frame' },
    after: { configCode: 'clientHome', user: 'u2' },
  },
  {
    branch: 'app config missing: loaded',
    to: '/app/demo/crm/sales/manager',
    result: 'continue',
    calls: ['loadAppConfig', 'setTitle', 'isLoggedIn', 'loadUser', 'userReady', 'visitService', 'loadBundles'],
    after: { configCode: 'sales', user: 'set' },
  },
  {
    branch: 'app config present: not loaded again',
    to: '/app/demo/crm/sales/manager',
    config: sales,
    user: makeUser(),
    result: 'continue',
    calls: ['setTitle', 'userReady', 'visitService', 'loadBundles'],
  },
  {
    branch: 'app config load failure: error page with the current hash',
    to: '/app/demo/crm/nope',
    options: { configFails: true },
    result: 'redirect',
    path: '/error',
    query: { url: '#/app/demo/crm/nope' },
    calls: ['loadAppConfig'],
  },
  {
    branch: 'not logged in: toLogin',
    to: '/app/demo/crm/sales',
    options: { loggedIn: false },
    result: 'stop',
    calls: ['loadAppConfig', 'setTitle', 'isLoggedIn', 'toLogin'],
    after: { user: 'none' },
  },
  {
    branch: 'user load failure: message and toLogin',
    to: '/app/demo/crm/sales',
    options: { loadUserFails: true },
    result: 'stop',
    calls: ['loadAppConfig', 'setTitle', 'isLoggedIn', 'loadUser', 'notifyError', 'toLogin'],
    after: { user: 'none' },
  },
  {
    branch: 'a user who must still replace an initial password: toLogin (the server refuses the rest)',
    to: '/app/demo/crm/sales',
    options: { user: makeUser({ mustChangePassword: true }) },
    result: 'stop',
    calls: ['loadAppConfig', 'setTitle', 'isLoggedIn', 'loadUser', 'toLogin'],
  },
  {
    branch: 'allRole: continues without a role',
    to: '/app/demo/crm/open',
    config: allRoleApp,
    user: makeUser(),
    result: 'continue',
    params: { role: undefined },
    calls: ['setTitle', 'userReady', 'visitService', 'loadBundles'],
  },
  {
    branch: 'valid role in the route: continues',
    to: '/app/demo/crm/sales/sales',
    config: sales,
    user: makeUser(),
    result: 'continue',
    params: { role: 'sales' },
    calls: ['setTitle', 'userReady', 'visitService', 'loadBundles'],
  },
  {
    branch: 'invalid role in the route: chosen again, the tab and record kept',
    to: '/app/demo/crm/sales/boss?tab=t1&id=7',
    config: sales,
    user: makeUser(),
    result: 'redirect',
    path: '/app/demo/crm/sales/manager',
    query: { tab: 't1', id: '7' },
    calls: ['setTitle', 'userReady', 'visitService', 'loadBundles'],
  },
  {
    branch: "role not held, none default: role select with the address's query",
    to: '/app/demo/crm/sales/boss?tab=t1',
    config: sales,
    user: noDefault,
    result: 'redirect',
    path: '/app/role/select/demo/crm/sales',
    query: { tab: 't1', redirect: '/app/demo/crm/sales/boss' },
    calls: ['setTitle', 'userReady', 'visitService', 'loadBundles'],
  },
  {
    branch: 'exactly one role: used',
    to: '/app/demo/crm/sales?x=1',
    config: sales,
    user: onlySales,
    result: 'redirect',
    path: '/app/demo/crm/sales/sales',
    query: { x: '1' },
    calls: ['setTitle', 'userReady', 'visitService', 'loadBundles'],
  },
  {
    branch: 'several roles: the default one',
    to: '/app/demo/crm/sales',
    config: sales,
    user: makeUser(),
    result: 'redirect',
    path: '/app/demo/crm/sales/manager',
    calls: ['setTitle', 'userReady', 'visitService', 'loadBundles'],
  },
  {
    branch: 'several roles, none default: role select',
    to: '/app/demo/crm/sales',
    config: sales,
    user: noDefault,
    result: 'redirect',
    path: '/app/role/select/demo/crm/sales',
    query: { redirect: '/app/demo/crm/sales' },
    calls: ['setTitle', 'userReady', 'visitService', 'loadBundles'],
  },
  {
    branch: 'hall without a usable role: hall role select',
    to: '/hall/demo',
    user: makeUser({ services: {}, serviceRoles: {} }),
    result: 'redirect',
    path: '/hall/role/select/demo/hall',
    calls: ['loadAppConfig', 'setTitle', 'userReady', 'visitService', 'loadBundles'],
  },
  {
    branch: 'app route by id: role id chosen, into the app1 address',
    to: '/app/S1',
    result: 'redirect',
    path: '/app/demo/crm/sales/manager',
    calls: ['loadAppConfig', 'setTitle', 'isLoggedIn', 'loadUser', 'userReady', 'visitService', 'loadBundles'],
  },
  {
    branch: "app route by id, several roles and none default: role select with the app's client, system and code",
    to: '/app/S1?tab=t1',
    options: { user: noDefault },
    result: 'redirect',
    path: '/app/role/select/demo/crm/sales',
    query: { tab: 't1', redirect: '/app/S1' },
    calls: ['loadAppConfig', 'setTitle', 'isLoggedIn', 'loadUser', 'userReady', 'visitService', 'loadBundles'],
  },
  {
    branch: 'catch-all app id: same as the app route',
    to: '/S1',
    config: sales,
    user: onlySales,
    result: 'redirect',
    path: '/app/demo/crm/sales/sales',
    calls: ['setTitle', 'userReady', 'visitService', 'loadBundles'],
  },
  {
    branch: 'app1 without an app: the default app',
    to: '/app/demo/crm',
    options: { settings: { defaultApp: 'sales' } },
    result: 'redirect',
    path: '/app/demo/crm/sales',
    calls: [],
  },
  {
    branch: 'app1 without an app and no default: shown, no role to choose',
    to: '/app/demo/crm',
    user: makeUser(),
    result: 'continue',
    calls: ['userReady', 'loadBundles'],
  },
  {
    branch: 'Config forces role SYSTEM: a user holding it continues',
    to: '/config/edit/demo/crm/c1',
    user: makeUser({ roles: [{ ID: 'r9', CODE: 'SYSTEM', NAME: 'System' }] }),
    result: 'continue',
    name: 'Config',
    params: { role: 'SYSTEM', configId: 'c1' },
    calls: ['userReady', 'loadBundles'],
  },
  {
    branch: 'Config without SYSTEM: no access at the same address',
    to: '/config/edit/demo/crm/c1',
    user: makeUser(),
    result: 'continue',
    name: 'noAccess',
    params: { denied: 'Config', configId: 'c1' },
    calls: ['userReady', 'loadBundles'],
  },
  {
    branch: 'Config not logged in: toLogin',
    to: '/config/edit/demo/crm/c1',
    options: { loggedIn: false },
    result: 'stop',
    calls: ['isLoggedIn', 'toLogin'],
  },
  { branch: 'messaging entry: OAuth code exchanged', to: '/wxwork?code=abc', result: 'continue', calls: ['exchangeOAuthCode'] },
  { branch: 'unknown address of several segments: not found, nothing loaded', to: '/a/b/c', result: 'continue', name: 'notFound', calls: [] },
];

describe('route guard (spec §2), one row per branch', () => {
  it.each(rows)('$branch', async (row) => {
    const fakes = makeFakes(row.options);
    if (row.config) fakes.state.$appConfig.set(row.config);
    if (row.user !== undefined) fakes.state.$user.set(row.user);
    const to = routeOf(row.to);
    const from = row.from ? routeOf(row.from) : null;
    const result = await runGuard(to, from, fakes.deps, { currentText: `#${row.to}` });

    expect(result.kind).toBe(row.result);
    if (result.kind === 'redirect') {
      expect(result.path).toBe(row.path);
      if (row.query) expect(result.query).toEqual(row.query);
    }
    if (result.kind === 'continue' && row.params) expect(result.route.params).toMatchObject(row.params);
    if (result.kind === 'continue' && row.name) expect(result.route.name).toBe(row.name);
    expect(fakes.names()).toEqual(row.calls);
    if (row.after?.configCode) expect(fakes.state.$appConfig.get()?.CODE).toBe(row.after.configCode);
    if (row.after?.user === 'set') expect(fakes.state.$user.get()).not.toBeNull();
    if (row.after?.user === 'none') expect(fakes.state.$user.get()).toBeNull();
    else if (row.after?.user && row.after.user !== 'set') expect(fakes.state.$user.get()?.id).toBe(row.after.user);
    const coded = fakes.calls.filter(([name]) => ['getLongUrl', 'isLoggedIn', 'loadUser', 'visitService'].includes(name));
    if (row.codes) for (const call of coded) expect(call.at(-1)).toEqual(row.codes);
  });

  it('records a visit once per service', async () => {
    const fakes = makeFakes();
    fakes.state.$appConfig.set(sales);
    fakes.state.$user.set(makeUser());
    const visits = new Set<string>();
    await runGuard(routeOf('/app/demo/crm/sales/manager'), null, fakes.deps, { currentText: '' }, visits);
    await runGuard(routeOf('/app/demo/crm/sales/sales'), null, fakes.deps, { currentText: '' }, visits);
    expect(fakes.calls.filter((call) => call[0] === 'visitService')).toEqual([['visitService', 'S1', { client: 'demo', system: 'crm' }]]);
  });

  it('passes codes and ids to the calls', async () => {
    const fakes = makeFakes();
    await runGuard(routeOf('/client/demo'), null, fakes.deps, { currentText: '' });
    expect(fakes.calls).toContainEqual(['loadAppConfig', { client: 'demo', system: 'frame', app: 'clientHome' }]);
    expect(fakes.calls).toContainEqual(['loadBundles', 'demo', 'frame']);
    expect(fakes.calls).toContainEqual(['setTitle', 'clientHome app']);
    expect(fakes.calls).toContainEqual(['userReady', 'demo', 'u1']);
  });
});
