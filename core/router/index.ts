import { atom, computed } from 'nanostores';
import type { ReadableAtom } from 'nanostores';
import type { PlatformContext } from '../instance/context.ts';
import type { RouteState, ServiceRole } from '../state/index.ts';
import type { Workspace } from '../workspace/index.ts';
import { currentRouteText, normaliseBase, readAddress, withoutParams, writeAddress } from './address.ts';
import type { AddressConfig, RouterMode } from './address.ts';
import { runGuard } from './guard.ts';
import type { AppCodes, CallCodes, GuardDeps } from './guard.ts';
import { isExternalLink, openPage } from './open.ts';
import type { OpenOptions } from './open.ts';
import { buildPath, matchPath, readCodes, routeDef } from './routes.ts';

/** What the router needs from session (core/session); each call is optional where a default exists. */
export interface RouterSession {
  /** The codes are those of the route being visited (`$route` is still the previous one). */
  loadAppConfig(codes: AppCodes): Promise<unknown>;
  getLongUrl(link: string, codes?: CallCodes): Promise<string>;
  /** Login check; defaults to asking the server (validLogin). */
  isLoggedIn?(codes?: CallCodes): boolean | Promise<boolean>;
  validLogin?(codes?: CallCodes): Promise<boolean>;
  loadUser(codes?: CallCodes): Promise<unknown>;
  visitService(serviceId: string, codes?: CallCodes): Promise<unknown>;
  toLogin(): unknown;
  roleChange?(roleId: string): Promise<unknown>;
  exchangeOAuthCode?(webview: 'wxwork' | 'dingtalk', code: string): Promise<unknown>;
}

export interface RouterDeps {
  session: RouterSession;
  workspace: Workspace;
  bundles?: { load(client: string, system: string): Promise<unknown> };
}

export type NavTarget =
  | { name: string; params?: Record<string, string | undefined>; query?: Record<string, string> }
  | { path: string; query?: Record<string, string> };

/** Query params that must not stay in the address once the page has arrived (spec §2, DESIGN §4). */
export const STRIPPED_PARAMS = ['token', '_token', 'code'] as const;
const MAX_REDIRECTS = 10;

export interface Router {
  mode: RouterMode;
  base: string;
  /** Key of the root view: the route path, so a new address mounts a fresh page (spec §2). */
  $routeKey: ReadableAtom<string>;
  $navigating: ReadableAtom<boolean>;
  /** Reads the current address and follows its changes; returns stop. */
  start(): () => void;
  navigate(target: NavTarget | string, options?: { replace?: boolean }): Promise<RouteState | null>;
  /** Full URL of a route in the current mode. */
  href(target: NavTarget | string): string;
  /** Runs the page's back action (what the browser back button does); leaves the page when nothing is open. */
  back(): void;
  /** Registers a page's own back action; it returns true when it handled back. Returns unregister. */
  onBack(handler: () => boolean): () => void;
  open(options: OpenOptions): void;
  pageWindowUrl(moduleId: string, systemId?: string): string;
  linkedServiceUrl(service: string, codes?: { client?: string; system?: string }): string;
  openLinkedService(service: string, codes?: { client?: string; system?: string }): void;
  openExternal(url: string): boolean;
  /** Changes the active role on the server and puts it in the route. */
  switchRole(role: ServiceRole): Promise<RouteState | null>;
  readCodes: typeof readCodes;
}

function targetPath(target: NavTarget | string): { path: string; query: Record<string, string> } {
  if (typeof target === 'string') {
    const [path = '/', search = ''] = target.replace(/^#/, '').split(/\?(.*)/s);
    return { path, query: Object.fromEntries(new URLSearchParams(search)) };
  }
  if ('path' in target) return { path: target.path, query: target.query ?? {} };
  return { path: buildPath(target.name, target.params), query: target.query ?? {} };
}

/** Client, system and app codes an address names, read in the router mode of the settings. */
export function readAddressCodes(href: string, settings: { routerMode?: RouterMode; routerBase?: string } = {}): ReturnType<typeof readCodes> {
  const config: AddressConfig = { mode: settings.routerMode === 'history' ? 'history' : 'hash', base: normaliseBase(settings.routerBase) };
  try {
    return readCodes(readAddress(href, config).path);
  } catch {
    return {};
  }
}

export function createRouter(context: PlatformContext, deps: RouterDeps): Router {
  const { env, state, notifier } = context;
  const config: AddressConfig = {
    mode: env.settings.routerMode === 'history' ? 'history' : 'hash',
    base: normaliseBase(env.settings.routerBase),
  };
  const $navigating = atom(false);
  const backHandlers: Array<() => boolean> = [];
  const visits = new Set<string>();
  let committed: RouteState | null = null;
  let lastHref = '';
  let ticket = 0;
  let stopListening: (() => void) | null = null;

  const guardDeps: GuardDeps = {
    settings: env.settings,
    state,
    loadAppConfig: (codes) => deps.session.loadAppConfig(codes),
    getLongUrl: (link, codes) => deps.session.getLongUrl(link, codes),
    isLoggedIn: (codes) => deps.session.isLoggedIn?.(codes) ?? deps.session.validLogin?.(codes) ?? !!state.$user.get(),
    loadUser: (codes) => deps.session.loadUser(codes),
    visitService: (id, codes) => deps.session.visitService(id, codes),
    toLogin: () => deps.session.toLogin(),
    loadBundles: (client, system) => deps.bundles?.load(client, system) ?? Promise.resolve(),
    setTitle: (title) => env.setTitle(title),
    notifyError: (message, code) => void notifier.notify({ kind: 'error', message, code }),
    userReady: (client, userId) => deps.workspace.restoreTabs(client, userId),
    exchangeOAuthCode: deps.session.exchangeOAuthCode?.bind(deps.session),
  };

  const href = (target: NavTarget | string) => {
    const { path, query } = targetPath(target);
    return writeAddress(env.location.href(), config, path, query);
  };

  /** Commits the route, then takes token and code out of the address (spec §2). */
  function commit(route: RouteState): RouteState {
    const stripped = withoutParams(env.location.href(), config, STRIPPED_PARAMS);
    if (stripped) env.location.replace(stripped);
    const query = Object.fromEntries(Object.entries(route.query).filter(([key]) => !(STRIPPED_PARAMS as readonly string[]).includes(key)));
    committed = { ...route, query };
    lastHref = env.location.href();
    state.$route.set(committed);
    return committed;
  }

  async function resolve(depth = 0): Promise<RouteState | null> {
    const mine = ++ticket;
    const address = readAddress(env.location.href(), config);
    const match = matchPath(address.path);
    const to: RouteState = { name: match.name, path: address.path, params: match.params, query: address.query };
    $navigating.set(true);
    const result = await runGuard(to, committed, guardDeps, { currentText: currentRouteText(env.location.href(), config) }, visits);
    if (mine !== ticket) return null;
    $navigating.set(false);
    if (result.kind === 'continue') return commit(result.route);
    if (result.kind === 'stop') return null;
    if (result.kind === 'reload') {
      // The next resolution is a fresh page: no route to compare against.
      committed = null;
      env.location.reload();
      return null;
    }
    if (depth >= MAX_REDIRECTS) {
      notifier.notify({ kind: 'error', code: 'error.redirect', message: `Too many redirects at ${to.path}` });
      return null;
    }
    env.location.replace(writeAddress(env.location.href(), config, result.path, result.query));
    return resolve(depth + 1);
  }

  function runBack(): boolean {
    for (let i = backHandlers.length - 1; i >= 0; i -= 1) if (backHandlers[i]!()) return true;
    return deps.workspace.back();
  }

  /** An address change the router did not make: the back button, a link, a typed address. */
  function onExternalChange(): void {
    const current = env.location.href();
    if (current === lastHref) return;
    if (committed && runBack()) {
      // The page consumed back (closed a popup, popped a child): keep the address where it was.
      env.location.push(lastHref);
      return;
    }
    void resolve();
  }

  function navigate(target: NavTarget | string, options: { replace?: boolean } = {}): Promise<RouteState | null> {
    const url = href(target);
    if (options.replace) env.location.replace(url);
    else env.location.push(url);
    return resolve();
  }

  const currentCodes = (codes?: { client?: string; system?: string }) => ({
    client: codes?.client ?? committed?.params.client ?? env.settings.defaultClient,
    system: codes?.system ?? committed?.params.targetSystem ?? committed?.params.system ?? env.settings.defaultSystem,
  });
  // Spec §2: the new window carries a system id; the current app's system unless one is given.
  const pageWindowUrl = (moduleId: string, systemId?: string) => {
    const system = systemId ?? state.$appConfig.get()?.['SYSTEM|ID'];
    const query: Record<string, string> = system === undefined || system === null || system === '' ? {} : { systemId: String(system) };
    return href({ path: `/page/${encodeURIComponent(moduleId)}`, query });
  };
  const linkedServiceUrl = (service: string, codes?: { client?: string; system?: string }) =>
    href({ name: 'app1', params: { ...currentCodes(codes), app: service } });

  return {
    mode: config.mode,
    base: config.base,
    $routeKey: computed(state.$route, (route) => route?.path ?? ''),
    $navigating,
    start() {
      stopListening?.();
      stopListening = env.location.subscribe(onExternalChange);
      void resolve();
      return () => {
        stopListening?.();
        stopListening = null;
      };
    },
    navigate,
    href,
    back() {
      if (!runBack()) env.location.back();
    },
    onBack(handler) {
      backHandlers.push(handler);
      return () => {
        const index = backHandlers.lastIndexOf(handler);
        if (index >= 0) backHandlers.splice(index, 1);
      };
    },
    open: (options) => openPage(options, { workspace: deps.workspace, openWindow: env.openWindow, pageWindowUrl }),
    pageWindowUrl,
    linkedServiceUrl,
    openLinkedService: (service, codes) => env.openWindow(linkedServiceUrl(service, codes), '_blank'),
    openExternal(url) {
      if (!isExternalLink(url)) return false;
      env.openWindow(url, '_blank');
      return true;
    },
    async switchRole(role) {
      const route = committed;
      if (!route) return null;
      await deps.session.roleChange?.(role.id);
      const def = routeDef(route.name);
      const params = { ...route.params };
      if (def?.fixedService) Object.assign(params, { system: params.targetSystem, app: params.targetApp });
      if (def?.role === 'roleId') params.roleId = role.id;
      else params.role = role.code;
      return navigate({ name: route.name, params, query: route.query }, { replace: true });
    },
    readCodes,
  };
}

export { ROUTES, buildPath, matchPath, readCodes, routeDef } from './routes.ts';
export { runGuard, FRAME_SYSTEM } from './guard.ts';
export { readAddress, writeAddress, withoutParams, normaliseBase } from './address.ts';
export { OPEN_TYPE, openPage, moduleTabKey, pageKey, isExternalLink } from './open.ts';
export type { RouteDef, RouteMatch, RouteName } from './routes.ts';
export type { AppCodes, CallCodes, GuardContext, GuardDeps, GuardResult } from './guard.ts';
export type { Address, AddressConfig, RouterMode } from './address.ts';
export type { OpenDeps, OpenOptions } from './open.ts';
export { routerSessionFrom } from './session-adapter.ts';
export type { HttpLike, SessionLike } from './session-adapter.ts';
