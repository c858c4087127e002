/**
 * The guard's side of sign-in links (core/session/sign-in-link.ts settles them): what a failure
 * means and where a person who kept his account lands. Loaded by the guard and the messaging
 * entry paths only when a link arrives.
 */
import { toPlatformError } from '../errors/index.ts';
import type { RouteState } from '../state/index.ts';
import type { LinkOutcome, SignInLink } from '../session/sign-in-link.ts';
import type { CallCodes, GuardDeps, GuardResult } from './guard.ts';
import { buildPath } from './routes.ts';

/** Codes a call rejects with when the session it was made with is gone. */
const SESSION_LOST: ReadonlySet<string> = new Set(['login.expired', 'error.nologin']);
const LOGIN_SCREENS: ReadonlySet<string> = new Set(['login', 'hallLogin', 'localLogin']);

/** Settles a link; a failure keeps the page's session (shown unless it only says the link's session is gone). */
export async function settleLink(link: SignInLink, codes: CallCodes, deps: GuardDeps): Promise<LinkOutcome> {
  try {
    return await deps.settleSignInLink!(link, codes);
  } catch (error) {
    const failure = toPlatformError(error);
    if (!SESSION_LOST.has(failure.code)) deps.notifyError(failure.message, failure.code);
    return 'kept';
  }
}

/** Where a person who kept his account lands: the page he was on, else his app's start page. */
export function keptLanding(from: RouteState | null, codes: CallCodes, app: string | undefined): GuardResult {
  if (from && !LOGIN_SCREENS.has(from.name)) return { kind: 'redirect', path: from.path, query: from.query };
  const { client, system } = codes;
  return { kind: 'redirect', path: client && system ? buildPath('app1', { client, system, app }) : '/', query: {} };
}

/**
 * A token in the address (held back by the request layer at page load, or in the query of an
 * address change or of a short link's long address) over the page's session: the person decides
 * when it is another account's. Kept: back where he was, else to the app's start page; an
 * unreadable token leaves the session as it is. Null: the guard goes on.
 */
export async function settleAddressToken(
  token: string,
  route: RouteState,
  from: RouteState | null,
  codes: CallCodes,
  deps: GuardDeps,
): Promise<GuardResult | null> {
  const outcome = await settleLink({ kind: 'token', token }, codes, deps);
  return outcome === 'kept' ? keptLanding(from, codes, route.params.app ?? deps.settings.defaultApp) : null;
}
