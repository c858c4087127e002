import { computed } from 'nanostores';
import type { ReadableAtom } from 'nanostores';
import type { PlatformContext } from '../instance/context.ts';
import type { ServiceRole } from '../state/index.ts';
import { ALL_ROLE, SYSTEM_ROLE, canOperateWith, chooseRole, findRole, holdsRoleCode, listServiceRoles, roleSelectionNeeded, systemRoleId } from './roles.ts';
import type { RoleChoice } from './roles.ts';

export interface Access {
  /** The role named by the current route, matched against the user's roles for the current app. */
  $activeRole: ReadableAtom<ServiceRole | null>;
  /** The user's roles for a service (default: the current app). */
  serviceRoles(serviceId?: string): ServiceRole[];
  /** Role id for the Role header; undefined when the header must not be sent (allRole, no role). */
  roleId(): string | undefined;
  /** Whether the app extends competence to all roles. */
  isAllRole(): boolean;
  hasRight(code: string): boolean;
  canOperate(entity: string, action?: string): boolean;
  needsRoleSelection(serviceId?: string): boolean;
  chooseRole(serviceId?: string): RoleChoice;
}

/**
 * Roles and rights of spec §6, read from the shared state only ($route, $user, $appConfig):
 * access owns no state, so the router, http and the pages all agree on the active role.
 */
export function createAccess(context: PlatformContext): Access {
  const { $route, $user, $appConfig } = context.state;
  const currentServiceId = () => $appConfig.get()?.ID;

  const $activeRole = computed([$route, $user, $appConfig], (route, user, config) => {
    if (!route || !user) return null;
    const roles = listServiceRoles(user, config?.ID);
    return findRole(roles, route.params.role, route.params.roleId);
  });

  const isAllRole = () => $appConfig.get()?.EXTEND_OF_COMPETENCE === ALL_ROLE;

  function roleId(): string | undefined {
    // Config runs under SYSTEM whatever app the state still holds, an all-role one included.
    if ($route.get()?.name === 'Config') return systemRoleId($user.get());
    return isAllRole() ? undefined : $activeRole.get()?.id;
  }

  function hasRight(code: string): boolean {
    const user = $user.get();
    if (!user) return false;
    const id = $activeRole.get()?.id ?? user.currentRoleId;
    return id ? (user.roleRightCodes?.[id] ?? []).includes(code) : false;
  }

  return {
    $activeRole,
    serviceRoles: (serviceId = currentServiceId()) => listServiceRoles($user.get(), serviceId),
    roleId,
    isAllRole,
    hasRight,
    canOperate: (entity, action) => canOperateWith($user.get(), entity, action, { allRole: isAllRole(), roleId: $activeRole.get()?.id }),
    needsRoleSelection: (serviceId = currentServiceId()) => roleSelectionNeeded(listServiceRoles($user.get(), serviceId)),
    chooseRole: (serviceId = currentServiceId()) => chooseRole(listServiceRoles($user.get(), serviceId)),
  };
}

export { ALL_ROLE, SYSTEM_ROLE, canOperateWith, chooseRole, findRole, holdsRoleCode, listServiceRoles, roleSelectionNeeded, systemRoleId };
export type { RoleChoice };
