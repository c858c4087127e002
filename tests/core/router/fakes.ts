import { createClientState } from '../../../core/state/index.ts';
import type { AppConfig, ClientState, RouteState, User } from '../../../core/state/index.ts';
import type { AppCodes, GuardDeps } from '../../../core/router/index.ts';
import { matchPath } from '../../../core/router/index.ts';

/** A user with two roles on service S1 (sales and manager, manager default) and one on the hall. */
export function makeUser(overrides: Partial<User> = {}): User {
  return {
    id: 'u1',
    client: 'demo',
    roles: [
      { ID: 'r1', CODE: 'sales', NAME: 'Sales' },
      { ID: 'r2', CODE: 'manager', NAME: 'Manager' },
    ],
    services: { S1: { r1: '0', r2: '1' }, hall: { r1: '1' } },
    serviceRoles: {
      S1: [
        { id: 'r1', code: 'sales' },
        { id: 'r2', code: 'manager' },
      ],
      hall: [{ id: 'r1', code: 'sales' }],
    },
    roleRightCodes: { r1: ['customer.view'], r2: ['customer.view', 'customer.delete'] },
    roleEntityApiMap: { r1: { CUSTOMER: ['view'] }, r2: { CUSTOMER: ['view', 'delete'] } },
    ...overrides,
  };
}

/** App configurations the fake server knows, by code; the id of `sales` is S1. */
export function configFor(codes: AppCodes): AppConfig {
  if (codes.id === 'S1' || codes.app === 'sales') {
    return { ID: 'S1', CODE: 'sales', NAME: 'Sales App', 'CLIENT|CODE': 'demo', 'SYSTEM|CODE': 'crm' };
  }
  const code = codes.app ?? codes.id ?? 'x';
  return { ID: code, CODE: code, NAME: `${code} app`, 'CLIENT|CODE': codes.client ?? 'demo', 'SYSTEM|CODE': codes.system ?? 'crm' };
}

export type Call = [string, ...unknown[]];

export interface Fakes {
  deps: GuardDeps;
  state: ClientState;
  calls: Call[];
  names(): string[];
}

export interface FakeOptions {
  loggedIn?: boolean;
  user?: User | null;
  loadUserFails?: boolean;
  configFails?: boolean;
  longUrl?: string;
  longUrlFails?: boolean;
  settings?: GuardDeps['settings'];
}

export function makeFakes(options: FakeOptions = {}): Fakes {
  const state = createClientState();
  const calls: Call[] = [];
  const record = (name: string, ...args: unknown[]) => void calls.push([name, ...args]);
  const deps: GuardDeps = {
    settings: options.settings ?? {},
    state,
    async loadAppConfig(codes) {
      record('loadAppConfig', codes);
      if (options.configFails) throw new Error('no such app');
      state.$appConfig.set(configFor(codes));
    },
    async getLongUrl(link, codes) {
      record('getLongUrl', link, codes);
      if (options.longUrlFails) throw new Error('unknown link');
      return options.longUrl ?? '/app/demo/crm/sales';
    },
    isLoggedIn(codes) {
      record('isLoggedIn', codes);
      return options.loggedIn ?? true;
    },
    async loadUser(codes) {
      record('loadUser', codes);
      if (options.loadUserFails) throw new Error('user load failed');
      state.$user.set(options.user === undefined ? makeUser() : options.user);
    },
    async visitService(id, codes) {
      record('visitService', id, codes);
    },
    toLogin() {
      record('toLogin');
    },
    async loadBundles(client, system) {
      record('loadBundles', client, system);
    },
    setTitle(title) {
      record('setTitle', title);
    },
    notifyError(message) {
      record('notifyError', message);
    },
    userReady(client, userId) {
      record('userReady', client, userId);
    },
    async exchangeOAuthCode(webview, code) {
      record('exchangeOAuthCode', webview, code);
    },
  };
  return { deps, state, calls, names: () => calls.map((call) => call[0]) };
}

/** The route a path resolves to, as the router hands it to the guard. */
export function routeOf(address: string): RouteState {
  const [path = '/', search = ''] = address.split('?');
  const match = matchPath(path);
  return { name: match.name, path, params: match.params, query: Object.fromEntries(new URLSearchParams(search)) };
}
