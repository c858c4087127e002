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

/** Per request: a call checks rights more than once (the action, then the platform reader's scope). */
const rolesOfRequest = new WeakMap<Ctx, RoleRow[]>();

/** The roles this request acts under: the Role header's role, else all of the user's roles. */
export function activeRoles(ctx: Ctx): RoleRow[] {
  if (!ctx.session) return [];
  const known = rolesOfRequest.get(ctx);
  if (known) return known;
  const roles = rolesAllowed(ctx);
  rolesOfRequest.set(ctx, roles);
  return roles;
}

function rolesAllowed(ctx: Ctx): RoleRow[] {
  // Read with the session (session.ts readCaller).
  const roles = ctx.caller?.roles ?? [];
  const wanted = ctx.roleHeader;
  if (!wanted) return roles;
  const role = roles.find((r) => r.ID === wanted || r.CODE === wanted);
  if (!role) {
    throw new ApiError('error.forbidden', [`当前用户没有角色 "${wanted.slice(0, 40)}"`, `The user does not hold the role "${wanted.slice(0, 40)}"`]);
  }
  return [role];
}

/** Parsed role texts by their JSON: every request reads the same few roles. */
const parsedRoleTexts = new Map<string, unknown>();
const MAX_PARSED_ROLE_TEXTS = 200;

/** The parsed JSON of a role's column (`fallback` if it does not parse); callers must not change it. */
export function parsedRoleText<T>(text: string, fallback: T): T {
  if (parsedRoleTexts.has(text)) return parsedRoleTexts.get(text) as T;
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    value = fallback;
  }
  if (parsedRoleTexts.size >= MAX_PARSED_ROLE_TEXTS) parsedRoleTexts.clear();
  parsedRoleTexts.set(text, value);
  return value as T;
}

export function entityApiOf(role: RoleRow): Record<string, string[]> {
  const map = parsedRoleText<unknown>(role.ENTITY_API, {});
  return map && typeof map === 'object' ? (map as Record<string, string[]>) : {};
}

function allows(role: RoleRow, entity: string, right: string): boolean {
  const map = entityApiOf(role);
  const grants = (list: unknown): boolean => Array.isArray(list) && (list.includes('*') || list.includes(right));
  return grants(map[entity]) || grants(map['*']);
}

/** Whether one of the active roles grants `right` on the entity (business and platform entities alike). */
export function hasRight(ctx: Ctx, def: EntityDef, right: string): boolean {
  return activeRoles(ctx).some((r) => allows(r, def.code, right));
}

/** Throws error.forbidden unless one of the active roles grants `right` on the entity. */
export function requireRight(ctx: Ctx, def: EntityDef, right: string): void {
  if (!hasRight(ctx, def, right)) throw new ApiError('error.forbidden');
}
