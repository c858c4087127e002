import type { AppCodes, RouterSession } from './index.ts';

/** The parts of core/session and core/http the router calls (structural, to keep the seam narrow). */
export interface SessionLike {
  loadAppConfig(query?: { id: string } | { clientCode?: string; systemCode?: string; serviceCode?: string }): Promise<unknown>;
  getLongUrl(link: string): Promise<string>;
  validLogin(): Promise<boolean>;
  loadUser(): Promise<unknown>;
  visitService(serviceId: string): Promise<unknown>;
  toLogin(): Promise<void>;
  roleChange(roleId: string): Promise<unknown>;
}

export interface HttpLike {
  codes(own?: { client?: string; system?: string }): { client: string; system: string };
  token: { get(client?: string): string | undefined };
}

/**
 * Adapts the session to the router's needs. Logged in means a stored token the server still
 * accepts: without a token there is no call to make, so the login page comes at once.
 */
export function routerSessionFrom(session: SessionLike, http: HttpLike): RouterSession {
  return {
    loadAppConfig(codes: AppCodes) {
      return session.loadAppConfig(codes.id ? { id: codes.id } : { clientCode: codes.client, systemCode: codes.system, serviceCode: codes.app });
    },
    getLongUrl: (link) => session.getLongUrl(link),
    isLoggedIn: async () => (http.token.get(http.codes().client) ? session.validLogin() : false),
    loadUser: () => session.loadUser(),
    visitService: (serviceId) => session.visitService(serviceId),
    toLogin: () => session.toLogin(),
    roleChange: (roleId) => session.roleChange(roleId),
  };
}
