import type { ServiceRole, User, UserRole } from '../state/index.ts';

/** The server entity of users: login, the user, its roles. */
export const USER_ENTITY = 'FM_USER';

type Raw = Record<string, unknown>;

const record = <T>(value: unknown): Record<string, T> =>
  typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Record<string, T>) : {};

function roleOf(value: unknown): UserRole {
  const raw = record<unknown>(value);
  const role: UserRole = { ID: String(raw.ID ?? raw.id ?? ''), NAME: String(raw.NAME ?? raw.name ?? ''), CODE: String(raw.CODE ?? raw.code ?? '') };
  if (raw.ORDER !== undefined) role.ORDER = Number(raw.ORDER);
  return role;
}

/** The `bean` of getUser (server contract) as the User of core/state, every map present. */
export function normaliseUser(value: unknown): User {
  const raw = record<unknown>(value);
  const optional = (key: string) => (raw[key] === undefined || raw[key] === null ? undefined : String(raw[key]));
  return {
    id: String(raw.id ?? raw.ID ?? ''),
    client: String(raw.client ?? raw.CLIENT ?? ''),
    ACCOUNT: optional('ACCOUNT'),
    NAME: optional('NAME'),
    LANGUAGE: optional('LANGUAGE'),
    currentRoleId: optional('currentRoleId'),
    roles: Array.isArray(raw.roles) ? raw.roles.map(roleOf) : [],
    services: record<Record<string, string>>(raw.services),
    serviceRoles: record<Array<{ id: string; code: string; name?: string }>>(raw.serviceRoles),
    roleRightCodes: record<string[]>(raw.roleRightCodes),
    roleEntityApiMap: record<Record<string, string[]>>(raw.roleEntityApiMap),
    ...(raw.mustChangePassword === true ? { mustChangePassword: true } : {}),
  };
}

/**
 * The derived per-service role list of spec §3: the service's roles (from `serviceRoles`, else
 * the role ids of `services`), each with its name and code and whether it is the default ("1").
 */
export function serviceRoles(user: User | null | undefined, serviceId: string | undefined): ServiceRole[] {
  if (!user || !serviceId) return [];
  const flags = user.services[serviceId] ?? {};
  const listed = user.serviceRoles[serviceId] ?? Object.keys(flags).map((id) => ({ id, code: '', name: undefined }));
  return listed.map((entry) => {
    const role = user.roles.find((candidate) => candidate.ID === String(entry.id));
    return {
      id: String(entry.id),
      isDefault: flags[String(entry.id)] === '1',
      name: entry.name ?? role?.NAME ?? '',
      code: entry.code || role?.CODE || '',
    };
  });
}

export function byOrder<T extends { ORDER?: unknown }>(roles: readonly T[]): T[] {
  return [...roles].sort((a, b) => Number(a.ORDER ?? Infinity) - Number(b.ORDER ?? Infinity));
}
