/** Rights: the roles a request acts under (the Role header narrows them) and roleEntityApiMap checks. */
import { ApiError } from '../errors.js';
import type { Ctx } from '../http/context.js';
import type { EntityDef } from '../meta/types.js';

export interface RoleRow {
  ID: string;
  CODE: string;
  NAME: string;
  NAME_EN: string | null;
  ORDER_NUM: number;
  RIGHT_CODES: string;
  ENTITY_API: string;
}

export function rolesOfUser(ctx: Ctx, userId: string): RoleRow[] {
  return ctx.app.db
    .prepare(
      `SELECT DISTINCT r.* FROM FM_ROLE r JOIN FM_USER_ROLE ur ON ur.ROLE_ID = r.ID
       WHERE ur.USER_ID = ? ORDER BY r.ORDER_NUM`,
    )
    .all(userId) as RoleRow[];
}

/** The roles this request acts under: the Role header's role, else all of the user's roles. */
export function activeRoles(ctx: Ctx): RoleRow[] {
  if (!ctx.session) return [];
  const roles = rolesOfUser(ctx, ctx.session.userId);
  const wanted = ctx.roleHeader;
  if (!wanted) return roles;
  const role = roles.find((r) => r.ID === wanted || r.CODE === wanted);
  if (!role) {
    throw new ApiError('error.forbidden', [`当前用户没有角色 "${wanted.slice(0, 40)}"`, `The user does not hold the role "${wanted.slice(0, 40)}"`]);
  }
  return [role];
}

export function entityApiOf(role: RoleRow): Record<string, string[]> {
  try {
    return JSON.parse(role.ENTITY_API) as Record<string, string[]>;
  } catch {
    return {};
  }
}

function allows(role: RoleRow, entity: string, right: string): boolean {
  const map = entityApiOf(role);
  const list = [...(map[entity] ?? []), ...(map['*'] ?? [])];
  return list.includes('*') || list.includes(right);
}

/** Whether one of the active roles grants `right` on the entity (business and platform entities alike). */
export function hasRight(ctx: Ctx, def: EntityDef, right: string): boolean {
  return activeRoles(ctx).some((r) => allows(r, def.code, right));
}

/** Throws error.forbidden unless one of the active roles grants `right` on the entity. */
export function requireRight(ctx: Ctx, def: EntityDef, right: string): void {
  if (!hasRight(ctx, def, right)) throw new ApiError('error.forbidden');
}
