/**
 * The entry paths of the messaging browsers (DESIGN §4 "Messaging webviews"), loaded by the guard
 * only when one is visited: the OAuth `code` is exchanged for a session, then the default app
 * shows. Kept out of core's first chunk: only pages opened inside those browsers need it.
 */
import { toPlatformError } from '../errors/index.ts';
import type { RouteState } from '../state/index.ts';
import { keptLanding, settleLink } from './sign-in-links.ts';
import type { GuardDeps, GuardResult } from './guard.ts';
import type { LinkOutcome } from '../session/sign-in-link.ts';
import { buildPath } from './routes.ts';
import { MESSAGING_ENTRY } from '../platform/entry-paths.ts';

/** Trades the code; over a live session of another account the person decides first (`kept`: not traded). */
async function exchangeCode(route: RouteState, deps: GuardDeps): Promise<LinkOutcome | undefined> {
  const code = route.query.code;
  if (!code) return undefined;
  if (deps.settleSignInLink) {
    const { defaultClient: client, defaultSystem: system } = deps.settings;
    const codes = { client: client || undefined, system: system || undefined };
    return settleLink({ kind: 'code', platform: route.name as 'wxwork' | 'dingtalk', code }, codes, deps);
  }
  if (!deps.exchangeOAuthCode) return undefined;
  try {
    await deps.exchangeOAuthCode(route.name as 'wxwork' | 'dingtalk', code);
  } catch (error) {
    deps.notifyError(toPlatformError(error).message, toPlatformError(error).code);
  }
}

/**
 * Exchanges the code, then redirects to the default app without it (the redirect replaces the
 * address, so the code leaves the history too). A refused code leaves no session: the app's guard
 * then asks for a login. Without global defaults the entry path itself is shown (null).
 */
async function enterEntry(route: RouteState, from: RouteState | null, deps: GuardDeps): Promise<GuardResult | null> {
  const outcome = await exchangeCode(route, deps);
  const { defaultClient: client, defaultSystem: system, defaultApp: app } = deps.settings;
  // Kept his account: back where he was (the default app is his start page anyway).
  if (outcome === 'kept' && from) return keptLanding(from, { client, system }, app);
  if (!client || !system) return null;
  const query = { ...route.query };
  delete query.code;
  return { kind: 'redirect', path: buildPath('app1', { client, system, app }), query };
}

/** The app's root in a messaging browser goes to its entry path, the code with it; the entry path signs in. */
export function enterMessaging(route: RouteState, deps: GuardDeps, from: RouteState | null = null): Promise<GuardResult | null> | GuardResult {
  if (route.name === 'defaultApp' && deps.messaging) return { kind: 'redirect', path: MESSAGING_ENTRY[deps.messaging], query: route.query };
  return enterEntry(route, from, deps);
}
