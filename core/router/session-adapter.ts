import type { AppCodes, RouterSession } from './index.ts';

/** The parts of core/session and core/http the router calls (structural, to keep the seam narrow). */
export interface SessionLike {
  loadAppConfig(query?: { id: string } | { clientCode?: string; systemCode?: string; serviceCode?: string }): Promise<unknown>;
  getLongUrl(link: string, options?: { silent?: boolean }): Promise<string>;
  validLogin(): Promise<boolean>;
  loadUser(options?: { silent?: boolean }): Promise<unknown>;
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
    // The guard shows these failures itself (spec §2): the calls stay silent, so one message shows.
    getLongUrl: (link) => session.getLongUrl(link, { silent: true }),
    isLoggedIn: async () => (http.token.get(http.codes().client) ? session.validLogin() : false),
    loadUser: () => session.loadUser({ silent: true }),
    visitService: (serviceId) => session.visitService(serviceId),
    toLogin: () => session.toLogin(),
    roleChange: (roleId) => session.roleChange(roleId),
  };
}
