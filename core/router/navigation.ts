import { atom } from 'nanostores';
import type { ReadableAtom } from 'nanostores';
import type { PlatformContext } from '../instance/context.ts';
import type { ResolvedEnv } from '../instance/env.ts';
import type { RouteState, ServiceRole } from '../state/index.ts';
import { currentRouteText, readAddress, withoutParams, writeAddress } from './address.ts';
import type { AddressConfig } from './address.ts';
import { runGuard } from './guard.ts';
import type { GuardDeps } from './guard.ts';
import type { NavTarget, RouterSession } from './index.ts';
import { buildPath, matchPath, routeDef } from './routes.ts';

/** Query params that must not stay in the address once the page has arrived (spec §2, DESIGN §4). */
export const STRIPPED_PARAMS = ['token', '_token', 'code'] as const;
const MAX_REDIRECTS = 10;

export interface Navigation {
  $navigating: ReadableAtom<boolean>;
  href(target: NavTarget | string): string;
  navigate(target: NavTarget | string, options?: { replace?: boolean }): Promise<RouteState | null>;
  /** Guards and commits whatever the address now says. */
  resolve(): Promise<RouteState | null>;
  /** The route last committed, null before the first and after a reload. */
  committed(): RouteState | null;
  /** The address as the router last left it. */
  lastHref(): string;
  /** Shows a new query on the committed route without the guard: the path, and the root view keyed by it, stay. */
  showQuery(query: Record<string, string>, options?: { replace?: boolean }): void;
}

function targetPath(target: NavTarget | string): { path: string; query: Record<string, string> } {
  if (typeof target === 'string') {
    const [path = '/', search = ''] = target.replace(/^#/, '').split(/\?(.*)/s);
    return { path, query: Object.fromEntries(new URLSearchParams(search)) };
  }
  if ('path' in target) return { path: target.path, query: target.query ?? {} };
  return { path: buildPath(target.name, target.params), query: target.query ?? {} };
}

function routeAt(href: string, config: AddressConfig): RouteState {
  const address = readAddress(href, config);
  const match = matchPath(address.path);
  return { name: match.name, path: address.path, params: match.params, query: address.query };
}

function withoutStrippedParams(query: Record<string, string>): Record<string, string> {
  return Object.fromEntries(Object.entries(query).filter(([key]) => !(STRIPPED_PARAMS as readonly string[]).includes(key)));
}

/**
 * Moves between routes: every address change goes through the guard before `$route` changes.
 * `arrived` runs after each commit (the drafts concept reopens the forms toLogin recorded).
 */
export function createNavigation(context: PlatformContext, guardDeps: GuardDeps, config: AddressConfig, arrived?: (route: RouteState) => unknown): Navigation {
  const { env, state, notifier } = context;
  const $navigating = atom(false);
  const visits = new Set<string>();
  let committed: RouteState | null = null;
  let lastHref = '';
  let ticket = 0;

  const href = (target: NavTarget | string) => {
    const { path, query } = targetPath(target);
    return writeAddress(env.location.href(), config, path, query);
  };

  /** Commits the route, then takes token and code out of the address (spec §2). */
  function commit(route: RouteState): RouteState {
    const stripped = withoutParams(env.location.href(), config, STRIPPED_PARAMS);
    if (stripped) env.location.replace(stripped);
    committed = { ...route, query: withoutStrippedParams(route.query) };
    lastHref = env.location.href();
    state.$route.set(committed);
    arrived?.(committed);
    return committed;
  }

  async function resolve(depth = 0): Promise<RouteState | null> {
    const mine = ++ticket;
    const to = routeAt(env.location.href(), config);
    $navigating.set(true);
    context.guarding = to.name;
    const result = await runGuard(to, committed, guardDeps, { currentText: currentRouteText(env.location.href(), config) }, visits);
    if (mine !== ticket) return null;
    context.guarding = undefined;
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

  function navigate(target: NavTarget | string, options: { replace?: boolean } = {}): Promise<RouteState | null> {
    const url = href(target);
    if (options.replace) env.location.replace(url);
    else env.location.push(url);
    return resolve();
  }

  function showQuery(query: Record<string, string>, options: { replace?: boolean } = {}): void {
    if (!committed) return;
    const url = writeAddress(env.location.href(), config, committed.path, query);
    // Against the router's own last address: after Back the browser is there before the route is.
    if (url === lastHref) return;
    if (options.replace) env.location.replace(url);
    else env.location.push(url);
    lastHref = env.location.href();
    committed = { ...committed, query: { ...query } };
    state.$route.set(committed);
  }

  return { $navigating, href, navigate, resolve: () => resolve(), committed: () => committed, lastHref: () => lastHref, showQuery };
}

/**
 * Follows address changes the router did not make (the back button, a link, a typed address).
 * Returns start, which (re)subscribes and resolves the current address, and returns stop.
 */
export function followAddress(env: ResolvedEnv, navigation: Navigation, runBack: () => boolean): () => () => void {
  let stopListening: (() => void) | null = null;

  function onExternalChange(): void {
    if (env.location.href() === navigation.lastHref()) return;
    if (navigation.committed() && runBack()) {
      // The page consumed back (closed a popup, popped a child): keep the address where it was,
      // unless what it closed was in the address (core/router/overlay-address.ts).
      if (env.location.href() !== navigation.lastHref()) env.location.push(navigation.lastHref());
      return;
    }
    void navigation.resolve();
  }

  return () => {
    stopListening?.();
    stopListening = env.location.subscribe(onExternalChange);
    void navigation.resolve();
    return () => {
      stopListening?.();
      stopListening = null;
    };
  };
}

/** Changes the active role on the server, then puts it in the current route in place. */
export async function switchRole(role: ServiceRole, session: RouterSession, navigation: Navigation): Promise<RouteState | null> {
  const route = navigation.committed();
  if (!route) return null;
  await session.roleChange?.(role.id);
  const def = routeDef(route.name);
  const params = { ...route.params };
  if (def?.fixedService) Object.assign(params, { system: params.targetSystem, app: params.targetApp });
  if (def?.role === 'roleId') params.roleId = role.id;
  else params.role = role.code;
  return navigation.navigate({ name: route.name, params, query: route.query }, { replace: true });
}
