import { computed } from 'nanostores';
import type { ReadableAtom } from 'nanostores';
import type { PlatformContext } from '../instance/context.ts';
import type { RouteState, ServiceRole } from '../state/index.ts';
import type { Workspace } from '../workspace/index.ts';
import { normaliseBase, readAddress } from './address.ts';
import type { AddressConfig, RouterMode } from './address.ts';
import { createBackStack } from './back.ts';
import { guardDepsFrom } from './guard-wiring.ts';
import type { AppCodes, CallCodes, GuardDeps } from './guard.ts';
import { createLinks } from './links.ts';
import { createNavigation, followAddress, switchRole } from './navigation.ts';
import type { OpenOptions } from './open.ts';
import { readCodes } from './routes.ts';

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
  /** Sign-in links over a live session (core/session/sign-in-link.ts): the guard's deps of the same names. */
  settleSignInLink?: GuardDeps['settleSignInLink'];
  takeHeldToken?: GuardDeps['takeHeldToken'];
}

export interface RouterDeps {
  session: RouterSession;
  workspace: Workspace;
  bundles?: { load(client: string, system: string): Promise<unknown> };
  /** Reopens the forms toLogin recorded, on the user's arrival at the return path (core/drafts). */
  drafts?: { reopen(route: RouteState): unknown };
}

export type NavTarget =
  | { name: string; params?: Record<string, string | undefined>; query?: Record<string, string> }
  | { path: string; query?: Record<string, string> };

export interface Router {
  mode: RouterMode;
  base: string;
  /** Key of the root view: the route path, so a new address mounts a fresh page (spec §2). */
  $routeKey: ReadableAtom<string>;
  $navigating: ReadableAtom<boolean>;
  /** Reads the current address and follows its changes; returns stop. */
  start(): () => void;
  navigate(target: NavTarget | string, options?: { replace?: boolean }): Promise<RouteState | null>;
  /** Shows a new query on the current route (a new history entry unless replace), without the guard; the path stays. */
  showQuery(query: Record<string, string>, options?: { replace?: boolean }): void;
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

function addressConfigOf(settings: { routerMode?: RouterMode; routerBase?: string }): AddressConfig {
  return { mode: settings.routerMode === 'history' ? 'history' : 'hash', base: normaliseBase(settings.routerBase) };
}

/** Client, system and app codes an address names, read in the router mode of the settings. */
export function readAddressCodes(href: string, settings: { routerMode?: RouterMode; routerBase?: string } = {}): ReturnType<typeof readCodes> {
  const config = addressConfigOf(settings);
  try {
    return readCodes(readAddress(href, config).path);
  } catch {
    return {};
  }
}

export function createRouter(context: PlatformContext, deps: RouterDeps): Router {
  const { env, state } = context;
  const config = addressConfigOf(env.settings);
  const navigation = createNavigation(context, guardDepsFrom(context, deps), config, (route) => deps.drafts?.reopen(route));
  const backStack = createBackStack(deps.workspace);
  const links = createLinks(context, deps.workspace, navigation);

  return {
    mode: config.mode,
    base: config.base,
    $routeKey: computed(state.$route, (route) => route?.path ?? ''),
    $navigating: navigation.$navigating,
    start: followAddress(env, navigation, backStack.run),
    navigate: navigation.navigate,
    showQuery: navigation.showQuery,
    href: navigation.href,
    back() {
      if (!backStack.run()) env.location.back();
    },
    onBack: backStack.onBack,
    open: links.open,
    pageWindowUrl: links.pageWindowUrl,
    linkedServiceUrl: links.linkedServiceUrl,
    openLinkedService: links.openLinkedService,
    openExternal: links.openExternal,
    switchRole: (role) => switchRole(role, deps.session, navigation),
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
export { STRIPPED_PARAMS } from './navigation.ts';
export type { HttpLike, SessionLike } from './session-adapter.ts';
