import type { PlatformContext } from '../instance/context.ts';
import { detectMessagingWebview } from '../platform/webview.ts';
import type { GuardDeps } from './guard.ts';
import type { RouterDeps } from './index.ts';

/**
 * Connects the guard to the session, workspace and bundles. The guard only sees these narrow
 * calls, so each of its branches stays testable with fakes.
 */
export function guardDepsFrom(context: PlatformContext, deps: RouterDeps): GuardDeps {
  const { env, state, notifier } = context;
  return {
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
    settleSignInLink: deps.session.settleSignInLink,
    takeHeldToken: deps.session.takeHeldToken,
    location: env.location,
    // Read once: a page does not change browsers.
    messaging: detectMessagingWebview(),
  };
}
