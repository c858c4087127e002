/**
 * The guard's side of sign-in links (core/session/sign-in-link.ts settles them): what a failure
 * means and where a person who kept his account lands. Shared by the guard and the messaging
 * entry paths.
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
