import type { AppCodes, CallCodes, RouterSession } from './index.ts';
import type { Http } from '../http/index.ts';
import type { CodeLoginHttp } from '../session/login-by-code.ts';
import type { ClientState } from '../state/index.ts';

/** The parts of core/session and core/http the router calls (structural, to keep the seam narrow). */
export interface SessionLike {
  loadAppConfig(query?: { id: string } | { clientCode?: string; systemCode?: string; serviceCode?: string }): Promise<unknown>;
  getLongUrl(link: string, options?: { silent?: boolean } & CallCodes): Promise<string>;
  validLogin(codes?: CallCodes): Promise<boolean>;
  loadUser(options?: { silent?: boolean } & CallCodes): Promise<unknown>;
  visitService(serviceId: string, codes?: CallCodes): Promise<unknown>;
  toLogin(options?: { loggingOut?: boolean; stay?: boolean }): Promise<void>;
  roleChange(roleId: string): Promise<unknown>;
}

export interface HttpLike {
  codes(own?: { client?: string; system?: string }): { client: string; system: string };
  token: {
    get(client?: string): string | undefined;
    set?(token: string, client?: string): void;
    takeHeld?(client?: string): string | undefined;
  };
  request?: Http['request'];
}

/**
 * Adapts the session to the router's needs. Logged in means a stored token the server still
 * accepts: without a token there is no call to make, so the login page comes at once.
 */
export function routerSessionFrom(session: SessionLike, http: HttpLike, state: Pick<ClientState, '$user' | '$signInQuestion'>): RouterSession {
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
    // Loaded when a link arrives: pages opened otherwise never need it.
    settleSignInLink: (link, codes) => import('../session/sign-in-link.ts').then((module) => module.settleLinkOf(session, http, state, link, codes)),
    takeHeldToken: (client) => http.token.takeHeld?.(client),
  };
}
