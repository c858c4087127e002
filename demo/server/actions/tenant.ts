/**
 * The client and system of a call's path must be ones the session's user may act in: the user's
 * own client, and a system of that client or the framework (`frame`) and management (`mgn`)
 * systems (DESIGN §4, "Fixed codes"); a business entity only under its own system.
 */
import { ApiError, notFound } from '../errors.js';
import type { Ctx } from '../http/context.js';
import { findEntity } from '../meta/entities.js';
import { CLIENT_COLUMN, type EntityDef } from '../meta/types.js';
import type { SqlPart } from './conditions.js';

const SHARED_SYSTEMS = new Set(['frame', 'mgn']);

/** The caller's client id, read with the session (session.ts requireSession). */
export function userClientId(ctx: Ctx): string {
  const client = ctx.session?.clientId;
  if (!client) throw new ApiError('error.nologin');
  return client;
}

/**
 * `"CLIENT_ID" = ?` of a business table (optionally of one of its aliases in a join), bound to the
 * caller's client: added to every statement that reads or writes business rows while its text is
 * built, so that no row of another client is read, counted, changed or referred to.
 */
export function clientPart(client: string, alias?: string): SqlPart {
  return { sql: `${alias ? `${alias}.` : ''}"${CLIENT_COLUMN}" = ?`, params: [client] };
}

/** The caller's client scope for a business entity (and nothing for platform entities), joined to `extra`. */
export function scopeToClient(ctx: Ctx, def: EntityDef, extra?: SqlPart): SqlPart | undefined {
  if (def.metaType !== 'business') return extra;
  const own = clientPart(userClientId(ctx));
  return extra ? { sql: `(${extra.sql}) AND ${own.sql}`, params: [...extra.params, ...own.params] } : own;
}

export function checkTenant(ctx: Ctx): void {
  if (!ctx.session) return;
  const clientId = userClientId(ctx);
  // Read with the session (session.ts readCaller); a session without it is refused.
  const client = ctx.caller?.pathClient;
  if (!client || client.id !== clientId) {
    throw new ApiError('error.forbidden', [
      `当前用户不属于租户 "${ctx.client.slice(0, 40)}"`,
      `The user does not belong to the client "${ctx.client.slice(0, 40)}"`,
    ]);
  }
  if (!SHARED_SYSTEMS.has(ctx.system) && !client.hasSystem) {
    throw new ApiError('error.forbidden', [
      `系统 "${ctx.system.slice(0, 40)}" 不属于当前租户`,
      `The system "${ctx.system.slice(0, 40)}" is not one of the user's client`,
    ]);
  }
  // A business entity's records belong to its own system, and so to that system's client: under
  // the shared frame or mgn systems, or any other system, the entity does not exist.
  const def = findEntity(ctx.entity);
  if (def?.metaType === 'business' && ctx.system !== def.system) {
    throw notFound(`系统 ${ctx.system.slice(0, 40)} 中没有实体 ${def.code}`, `The system ${ctx.system.slice(0, 40)} has no entity ${def.code}`);
  }
}
