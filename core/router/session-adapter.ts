import type { AppCodes, CallCodes, RouterSession } from './index.ts';
import type { Http } from '../http/index.ts';
import type { CodeLoginHttp } from '../session/login-by-code.ts';
import type { Session } from '../session/index.ts';
import type { SignInLinks } from '../session/sign-in-link.ts';
import type { ClientState, User } from '../state/index.ts';

/** The parts of core/session and core/http the router calls (structural, to keep the seam narrow). */
export interface SessionLike {
  loadAppConfig(query?: { id: string } | { clientCode?: string; systemCode?: string; serviceCode?: string }): Promise<unknown>;
  getLongUrl(link: string, options?: { silent?: boolean } & CallCodes): Promise<string>;
  validLogin(codes?: CallCodes): Promise<boolean>;
  loadUser(options?: { silent?: boolean } & CallCodes): Promise<unknown>;
  visitService(serviceId: string, codes?: CallCodes): Promise<unknown>;
  toLogin(): Promise<void>;
  roleChange(roleId: string): Promise<unknown>;
  /** Sign-in links (core/session): the question to ask and the end of the live session on a switch. */
  askSignIn?: Session['askSignIn'];
  endSession?(): Promise<void>;
}

export interface HttpLike {
  codes(own?: { client?: string; system?: string }): { client: string; system: string };
  token: {
    get(client?: string): string | undefined;
    set?(token: string, client?: string): void;
    takeHeld?(): { token: string; client: string } | undefined;
    held?(): { token: string; client: string } | undefined;
  };
  request?: Http['request'];
}

/**
 * Adapts the session to the router's needs. Logged in means a stored token the server still
 * accepts: without a token there is no call to make, so the login page comes at once.
 */
export function routerSessionFrom(session: SessionLike, http: HttpLike, state?: Pick<ClientState, '$user'>): RouterSession {
  let links: Promise<SignInLinks> | undefined;
  // Loaded when a link arrives: pages opened otherwise never need it.
  const signInLinks = (ask: NonNullable<SessionLike['askSignIn']>, endSession: NonNullable<SessionLike['endSession']>, user: Pick<ClientState, '$user'>) =>
    (links ??= import('../session/sign-in-link.ts').then(({ createSignInLinks }) =>
      createSignInLinks({
        http: http as Parameters<typeof createSignInLinks>[0]['http'],
        state: user,
        validLogin: (codes) => session.validLogin(codes),
        loadUser: (codes) => session.loadUser({ ...codes, silent: true }).then((user) => user as User),
        endSession,
        ask,
      }),
    ));
  const { askSignIn, endSession } = session;
  return {
    loadAppConfig(codes: AppCodes) {
      return session.loadAppConfig(codes.id ? { id: codes.id } : { clientCode: codes.client, systemCode: codes.system, serviceCode: codes.app });
    },
    // The guard shows these failures itself (spec §2): the calls stay silent, so one message shows.
    getLongUrl: (link, codes) => session.getLongUrl(link, { ...codes, silent: true }),
    isLoggedIn: async (codes) => (http.token.get(http.codes(codes).client) ? session.validLogin(codes) : false),
    loadUser: (codes) => session.loadUser({ ...codes, silent: true }),
    visitService: (serviceId, codes) => session.visitService(serviceId, codes),
    toLogin: () => session.toLogin(),
    roleChange: (roleId) => session.roleChange(roleId),
    // Messaging entry paths only (DESIGN §4): loaded when a code is to be exchanged.
    exchangeOAuthCode: (platform, code) => import('../session/login-by-code.ts').then((module) => module.loginByCode(http as CodeLoginHttp, platform, code)),
    ...(askSignIn && endSession && state && http.request
      ? {
          settleSignInLink: (link, codes) => signInLinks(askSignIn, () => endSession.call(session), state).then((settler) => settler.settle(link, codes)),
          takeHeldToken: (client) => (http.token.held?.()?.client === (client ?? http.codes().client) ? http.token.takeHeld?.()?.token : undefined),
        }
      : {}),
  };
}
