import type { Http } from '../http/index.ts';
import type { ClientState, User, UserRole } from '../state/index.ts';
import { checkedLabel, defaultMetaCheck } from '../meta/check.ts';
import type { MetaCheck } from '../meta/check.ts';
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

type Raw = Record<string, unknown>;
const isRaw = (value: unknown): value is Raw => value !== null && typeof value === 'object' && !Array.isArray(value);
const code = (value: unknown) => (typeof value === 'string' || typeof value === 'number' ? String(value) : '');

/** A role row whose name is not text shows its code instead (nothing renders an object as a name). */
function checkRole(raw: unknown, check: MetaCheck, where: string): unknown {
  if (!isRaw(raw)) return raw;
  const out: Raw = { ...raw };
  for (const key of ['NAME', 'name'] as const) {
    if (raw[key] != null) out[key] = checkedLabel(raw[key], code(raw.CODE ?? raw.code), check, `${where} ${key}`, 'name-not-text');
  }
  return out;
}

/**
 * The names in a getUser bean, checked before core/session's normaliser reads them: the user's
 * name falls back to its account, each role's to its code (docs/core-architecture.md).
 */
export function checkUserNames(raw: unknown, check: MetaCheck = defaultMetaCheck()): unknown {
  if (!isRaw(raw)) return raw;
  const out: Raw = { ...raw };
  if (raw.NAME != null) out.NAME = checkedLabel(raw.NAME, code(raw.ACCOUNT), check, 'user NAME', 'name-not-text') || undefined;
  if (raw.ACCOUNT != null && code(raw.ACCOUNT) === '') out.ACCOUNT = undefined;
  if (Array.isArray(raw.roles)) out.roles = raw.roles.filter(isRaw).map((role) => checkRole(role, check, 'user role'));
  if (isRaw(raw.serviceRoles)) {
    const byService: Raw = {};
    for (const [service, roles] of Object.entries(raw.serviceRoles)) {
      if (Array.isArray(roles)) byService[service] = roles.filter(isRaw).map((role) => checkRole(role, check, `service ${service} role`));
    }
    out.serviceRoles = byService;
  }
  return out;
}

/**
 * The self lookup reads the reply's `data` (spec §7): the user's row itself, or a find reply's
 * `entitys` holding it. A row of another user is not the user's own.
 */
function ownRow(data: unknown, id: string): Raw | undefined {
  const rows = isRaw(data) && Array.isArray(data.entitys) ? data.entitys : [data];
  return rows.find((row): row is Raw => isRaw(row) && code(row.ID ?? row.id) === id);
}

/** The logged-in user (`$user`) and the roles it may switch to. */
export function createCurrentUser(state: ClientState, http: Http): CurrentUser {
  function setUser(raw: unknown): User {
    const user = normaliseUser(checkUserNames(raw));
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
      const data = await http.request<unknown>({ entity: USER_ENTITY, action: 'find', data: { scope: { ID: id } } });
      return ownRow(data, id);
    },
    async optionalRoles(serviceId) {
      const reply = await http.request<unknown>({ entity: USER_ENTITY, action: 'optionalRoles', params: { serviceId } });
      const roles = Array.isArray(reply) ? reply.filter(isRaw).map((role) => checkRole(role, defaultMetaCheck(), 'optional role')) : [];
      return byOrder(roles as UserRole[]);
    },
    roleChange: async (roleId) => setUser((await http.request<{ bean?: unknown }>({ entity: USER_ENTITY, action: 'roleChange', data: { roleId } }))?.bean),
  };
}
