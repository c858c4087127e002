import type { PlatformError } from '../errors/index.ts';
import type { PlatformContext } from '../instance/context.ts';
import { CANCELLED_CODE } from './envelope.ts';
import { createLoginExpiry } from './expiry.ts';
import type { LoginExpiry } from './expiry.ts';
import { httpMessage } from './messages.ts';
import type { RequestSpec } from './types.ts';

const LOGIN_ROUTES = new Set(['login', 'hallLogin', 'localLogin']);

/**
 * The server's `urlToRedirectTo` is followed only when it is a web address (http, https or a
 * path): a `javascript:` or `data:` URL in a reply must never run in the page. Anything else is
 * treated as if no redirect had been given: the message and the login route.
 */
function isWebAddress(url: string): boolean {
  const text = url.trim();
  if (/^[a-z][a-z0-9+.-]*:/i.test(text)) return /^https?:/i.test(text);
  return !/[\u0000-\u001f]/.test(text);
}

export interface Reporter {
  expiry: LoginExpiry;
  /** The versionVary warning (once per instance) and the success message when asked for. */
  afterSuccess(spec: RequestSpec, outcome: { data: unknown; msg?: string }): void;
  /** Reports a failure unless the call is silent or was cancelled; returns the error to throw. */
  failed(spec: RequestSpec, error: PlatformError): PlatformError;
}

/** Everything the request layer tells the user goes through the one notifier, from here. */
export function createReporter(context: PlatformContext, toLogin: (() => unknown) | undefined): Reporter {
  const { env, state, notifier } = context;
  const message = (key: Parameters<typeof httpMessage>[1]) => httpMessage(state.$language.get(), key);
  let versionVaryShown = false;

  // The trip to login under way: calls its guard makes (getInitInfo on the login route) may fail
  // for the same lost session, and must not start the trip again (the start-up loop).
  let leaving: Promise<unknown> | undefined;
  const follow = (redirect: string) => {
    if (!isWebAddress(redirect)) return false;
    env.location.assign(redirect);
    return true;
  };
  const expiry = createLoginExpiry(
    (redirect) => {
      if (redirect && follow(redirect)) return;
      // Already on a login page, or on the way there: the user is where expiry would send them.
      if (leaving || LOGIN_ROUTES.has(state.$route.get()?.name ?? '')) return;
      notifier.notify({ kind: 'error', code: 'login.expired', message: message('http.loginExpired') });
      leaving = Promise.resolve(toLogin?.())
        .catch(() => undefined)
        .finally(() => (leaving = undefined));
    },
    undefined,
    follow,
  );

  return {
    expiry,
    afterSuccess(spec, outcome) {
      const data = outcome.data as { versionVary?: unknown } | null;
      if (data && typeof data === 'object' && data.versionVary && !versionVaryShown) {
        versionVaryShown = true;
        notifier.notify({ kind: 'warning', code: 'versionVary', message: message('http.versionVary'), sticky: true });
      }
      if (spec.notifySuccess && !spec.silent) {
        const text = typeof spec.notifySuccess === 'string' ? spec.notifySuccess : outcome.msg || message('http.success');
        notifier.notify({ kind: 'success', message: text });
      }
    },
    failed(spec, error) {
      if (error.code !== CANCELLED_CODE && !spec.silent) {
        notifier.notify({ kind: 'error', code: error.code, message: error.message || message('http.failure') });
      }
      return error;
    },
  };
}
