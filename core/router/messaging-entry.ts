/**
 * The entry and task paths of the messaging browsers (DESIGN §4 "Messaging webviews"), loaded by
 * the guard only when one is visited: the OAuth `code` is exchanged for a session, then the
 * default app (entry path) or the task (task path) shows. Kept out of core's first chunk: only
 * pages opened inside those browsers need it.
 *
 * The providers send the code back as they do to any hash-routed page: in the query before the
 * fragment (`/?code=…&state=…#/wxwork/task/…`), or, from a link the product made itself, in the
 * route's own query. Both are read, and both leave the address with the provider's `state` before
 * the code is tried: a code is single-use, so neither a reload nor the next guard pass may try it
 * again.
 */
import { toPlatformError } from '../errors/index.ts';
import type { RouteState } from '../state/index.ts';
import { keptLanding, settleLink } from './sign-in-links.ts';
import type { CallCodes, GuardDeps, GuardResult } from './guard.ts';
import type { LinkOutcome } from '../session/sign-in-link.ts';
import { normaliseBase, withoutParams } from './address.ts';
import { buildPath } from './routes.ts';
import { MESSAGING_ENTRY } from '../platform/entry-paths.ts';

type Platform = 'wxwork' | 'dingtalk';

/** What an OAuth return adds to an address: the code and the provider's round-trip `state`. */
export const OAUTH_RETURN_PARAMS = ['code', 'state'] as const;

const TASK_PATHS: Readonly<Record<string, Platform>> = { wxworkTask: 'wxwork', dingtalkTask: 'dingtalk' };

function withoutOAuth(query: Record<string, string>): Record<string, string> {
  const rest = { ...query };
  for (const name of OAUTH_RETURN_PARAMS) delete rest[name];
  return rest;
}

/** The path shown as it is: once more without a `state` in its query (the router strips a `code` itself when it commits). */
function shownAsIs(route: RouteState): GuardResult | null {
  return 'state' in route.query ? { kind: 'redirect', path: route.path, query: withoutOAuth(route.query) } : null;
}

/**
 * The code of an OAuth return, from the route's query or the page's query before the fragment;
 * the address loses it (and `state`) at once, in place: no reload, no history entry.
 */
export function takeArrivedCode(route: RouteState, deps: Pick<GuardDeps, 'location' | 'settings'>): string | undefined {
  const href = deps.location?.href();
  let code = route.query.code;
  if (href) {
    code ||= new URL(href).searchParams.get('code') ?? undefined;
    const mode = deps.settings.routerMode === 'history' ? 'history' : 'hash';
    const clean = code ? withoutParams(href, { mode, base: normaliseBase(deps.settings.routerBase) }, OAUTH_RETURN_PARAMS) : null;
    if (clean) deps.location!.replace(clean);
  }
  return code || undefined;
}

/** Trades the code; over a live session of another account the person decides first (`kept`: not traded). */
async function exchangeCode(platform: Platform, code: string, codes: CallCodes, deps: GuardDeps): Promise<LinkOutcome | undefined> {
  if (deps.settleSignInLink) return settleLink({ kind: 'code', platform, code }, codes, deps);
  if (!deps.exchangeOAuthCode) return undefined;
  try {
    await deps.exchangeOAuthCode(platform, code);
  } catch (error) {
    deps.notifyError(toPlatformError(error).message, toPlatformError(error).code);
  }
}

/** The global defaults as call codes (the entry path names no client of its own). */
function defaultCodes(deps: GuardDeps): CallCodes {
  const { defaultClient: client, defaultSystem: system } = deps.settings;
  return { client: client || undefined, system: system || undefined };
}

/**
 * Exchanges the code, then redirects to the default app without it. A refused code is shown and
 * leaves no session: the app's guard then asks for a login. Without global defaults the entry
 * path itself is shown (null, or a redirect to it without the OAuth params).
 */
async function enterEntry(route: RouteState, from: RouteState | null, deps: GuardDeps): Promise<GuardResult | null> {
  const code = takeArrivedCode(route, deps);
  const outcome = code ? await exchangeCode(route.name as Platform, code, defaultCodes(deps), deps) : undefined;
  const { defaultClient: client, defaultSystem: system, defaultApp: app } = deps.settings;
  // Kept his account: back where he was (the default app is his start page anyway).
  if (outcome === 'kept' && from) return keptLanding(from, { client, system }, app);
  const query = withoutOAuth(route.query);
  if (client && system) return { kind: 'redirect', path: buildPath('app1', { client, system, app }), query };
  return shownAsIs(route);
}

/**
 * A task link back from OAuth: the code is exchanged under the task's client and system, then the
 * task opens without the code. A code that signed nobody in is shown (settleLink's notice), and
 * the login follows with the task as the page to return to, not a task page failing on every call.
 * Kept his account over the link: back where he was; a fresh page goes on to the task under it.
 */
async function enterTask(platform: Platform, route: RouteState, from: RouteState | null, deps: GuardDeps): Promise<GuardResult | null> {
  const code = takeArrivedCode(route, deps);
  if (!code) return shownAsIs(route);
  const { client, system } = route.params;
  const codes = { client, system };
  const outcome = await exchangeCode(platform, code, codes, deps);
  if (outcome === 'kept' && from) return keptLanding(from, codes, deps.settings.defaultApp);
  if (!(await deps.isLoggedIn(codes))) {
    await deps.toLogin();
    return { kind: 'stop' };
  }
  return { kind: 'redirect', path: route.path, query: withoutOAuth(route.query) };
}

/** The app's root in a messaging browser goes to its entry path, the code with it; the entry and task paths sign in. */
export function enterMessaging(route: RouteState, deps: GuardDeps, from: RouteState | null = null): Promise<GuardResult | null> | GuardResult {
  if (route.name === 'defaultApp' && deps.messaging) return { kind: 'redirect', path: MESSAGING_ENTRY[deps.messaging], query: route.query };
  const task = TASK_PATHS[route.name];
  return task ? enterTask(task, route, from, deps) : enterEntry(route, from, deps);
}
