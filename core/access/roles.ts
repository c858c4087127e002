import type { ServiceRole, User } from '../state/index.ts';

/** EXTEND_OF_COMPETENCE value that opens a service to every role of the user (spec §6). */
export const ALL_ROLE = 'allRole';
/** Role code the Config route runs under (spec §2, §6). */
export const SYSTEM_ROLE = 'SYSTEM';

/**
 * The user's roles for one service (spec §3 "derived per-service role list"). `serviceRoles`
 * gives id and code; `services` flags the default one; the role list fills in missing names.
 * When the server sends only `services`, the list is derived from it and the role catalogue.
 */
export function listServiceRoles(user: User | null | undefined, serviceId: string | undefined): ServiceRole[] {
  if (!user || !serviceId) return [];
  const flags = user.services?.[serviceId] ?? {};
  const byId = new Map((user.roles ?? []).map((role) => [String(role.ID), role]));
  const listed = user.serviceRoles?.[serviceId];
  const entries = listed ?? Object.keys(flags).map((id) => ({ id, code: byId.get(id)?.CODE ?? id, name: undefined }));
  return entries.map((entry) => {
    const id = String(entry.id);
    return {
      id,
      code: entry.code ?? byId.get(id)?.CODE ?? id,
      name: entry.name ?? byId.get(id)?.NAME ?? entry.code ?? id,
      isDefault: flags[id] === '1',
    };
  });
}

/** The Role header on Config: the id of the user's SYSTEM role, else the code (the server takes either). */
export const systemRoleId = (user: User | null | undefined): string => String(user?.roles?.find((role) => role.CODE === SYSTEM_ROLE)?.ID || SYSTEM_ROLE);

/** Whether the user holds a role with this code in any service (the Config route's SYSTEM). */
export function holdsRoleCode(user: User | null | undefined, code: string): boolean {
  if (!user) return false;
  if ((user.roles ?? []).some((role) => role.CODE === code)) return true;
  return Object.values(user.serviceRoles ?? {}).some((roles) => roles.some((role) => role.code === code));
}

/** A role of the list by code (app1, client, system, hall, appSetting routes) or by id (app route). */
export function findRole(roles: readonly ServiceRole[], code?: string | null, id?: string | null): ServiceRole | null {
  if (id) return roles.find((role) => role.id === id) ?? null;
  if (code) return roles.find((role) => role.code === code) ?? null;
  return null;
}

export type RoleChoice = { kind: 'single' | 'default'; role: ServiceRole } | { kind: 'select'; role?: undefined };

/**
 * The guard's role rule (spec §2): exactly one role → it; several → the default-flagged one;
 * otherwise the user must choose.
 */
export function chooseRole(roles: readonly ServiceRole[]): RoleChoice {
  if (roles.length === 1) return { kind: 'single', role: roles[0]! };
  const preferred = roles.find((role) => role.isDefault);
  if (roles.length > 1 && preferred) return { kind: 'default', role: preferred };
  return { kind: 'select' };
}

/** Role selection is required when several roles exist and none is default (spec §6). */
export function roleSelectionNeeded(roles: readonly ServiceRole[]): boolean {
  return roles.length > 1 && !roles.some((role) => role.isDefault);
}

/** No user, or a user record without an id and without any rights map (spec §6 "an empty user"). */
function isEmptyUser(user: User): boolean {
  return !user.id && Object.keys(user.roleEntityApiMap ?? {}).length === 0;
}

/**
 * Operation rights (spec §6): an empty user or an unnamed action passes; with allRole any role
 * granting the action suffices; otherwise only the active role counts.
 */
export function canOperateWith(
  user: User | null | undefined,
  entity: string,
  action: string | undefined,
  options: { allRole: boolean; roleId?: string },
): boolean {
  if (!user || isEmptyUser(user) || !action) return true;
  const map = user.roleEntityApiMap ?? {};
  const grants = (roleId: string) => (map[roleId]?.[entity] ?? []).includes(action);
  if (options.allRole) return Object.keys(map).some(grants);
  return options.roleId ? grants(options.roleId) : false;
}
