import type { Http } from '../http/index.ts';
import type { ClientState, User, UserRole } from '../state/index.ts';
import { byOrder, normaliseUser, USER_ENTITY } from './user.ts';

type UserCallOptions = { silent?: boolean; client?: string; system?: string };

export interface CurrentUser {
  /** Normalises a server user and makes it `$user`. */
  setUser(raw: unknown): User;
  loadUser(options?: UserCallOptions): Promise<User>;
  userRecord(): Promise<Record<string, unknown> | undefined>;
  optionalRoles(serviceId: string): Promise<UserRole[]>;
  roleChange(roleId: string): Promise<User>;
}

/** The logged-in user (`$user`) and the roles it may switch to. */
export function createCurrentUser(state: ClientState, http: Http): CurrentUser {
  function setUser(raw: unknown): User {
    const user = normaliseUser(raw);
    state.$user.set(user);
    return user;
  }

  return {
    setUser,
    async loadUser(options = {}) {
      const { silent, client, system } = options;
      const reply = await http.request<{ bean?: unknown }>({ entity: USER_ENTITY, action: 'getUser', silent, client, system });
      return setUser(reply?.bean);
    },
    async userRecord() {
      const id = state.$user.get()?.id;
      if (!id) return undefined;
      const reply = await http.request<{ entitys?: Array<Record<string, unknown>> }>({ entity: USER_ENTITY, action: 'find', data: { scope: { ID: id } } });
      return reply?.entitys?.[0];
    },
    optionalRoles: async (serviceId) =>
      byOrder(await http.request<UserRole[]>({ entity: USER_ENTITY, action: 'optionalRoles', params: { serviceId } }) ?? []),
    roleChange: async (roleId) =>
      setUser((await http.request<{ bean?: unknown }>({ entity: USER_ENTITY, action: 'roleChange', data: { roleId } }))?.bean),
  };
}
