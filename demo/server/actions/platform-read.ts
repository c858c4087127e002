/**
 * Reads of platform entities through the generic actions (get, find, list, getCount, stat,
 * export, option lookups). They pass the same roleEntityApiMap check as business entities, and
 * then see only their own client's rows. Users are a directory to each other (id, name, English
 * name, department: what user find, the org chart and hand-over need); a user reads their own full
 * record, and an administrator (right code `system.user`) every user of the client.
 */
import { ApiError } from '../errors.js';
import type { Ctx } from '../http/context.js';
import type { EntityDef } from '../meta/types.js';
import type { SqlPart } from './conditions.js';
import { rowById } from './query.js';
import { activeRoles, parsedRoleText } from './rights.js';
import { userClientId } from './tenant.js';

type Row = Record<string, unknown>;

export interface ReadScope {
  /** The entity as this reader may see it (fewer attributes for a directory view). */
  def: EntityDef;
  extra?: SqlPart;
  /** Applied to every row of the result before it leaves. */
  finishRow?: (row: Row) => Row;
}

const DIRECTORY = new Set(['ID', 'NAME', 'NAME_EN', 'DEPT']);

export function hasRightCode(ctx: Ctx, code: string): boolean {
  return activeRoles(ctx).some((r) => {
    const codes = parsedRoleText<unknown>(r.RIGHT_CODES, []);
    return Array.isArray(codes) && codes.includes(code);
  });
}

function userScope(ctx: Ctx, def: EntityDef, client: SqlPart): ReadScope {
  if (hasRightCode(ctx, 'system.user')) return { def, extra: client };
  const me = ctx.session!.userId;
  // The directory has no role links: who holds which role is the administrator's to read.
  const directory: EntityDef = { ...def, attrs: def.attrs.filter((a) => DIRECTORY.has(a.name)), relations: undefined };
  const own = (): Row | undefined => rowById(ctx, def, me);
  return { def: directory, extra: client, finishRow: (row) => (row.ID === me ? (own() ?? row) : row) };
}

/** A service's name in English (the shell's list of linked services is worded in the reader's language). */
function englishServiceName(ctx: Ctx, row: Row): Row {
  if (typeof row.NAME !== 'string') return row;
  const hit = ctx.app.db.prepare('SELECT NAME_EN FROM FM_SERVICE WHERE ID = ?').get(row.ID) as { NAME_EN: string | null } | undefined;
  return hit?.NAME_EN ? { ...row, NAME: hit.NAME_EN } : row;
}

/** A department's or role's name in English, where it has one. */
function englishName(ctx: Ctx, table: 'FM_DEPT' | 'FM_ROLE', row: Row): Row {
  if (typeof row.NAME !== 'string') return row;
  const hit = ctx.app.db.prepare(`SELECT NAME_EN FROM ${table} WHERE ID = ?`).get(row.ID) as { NAME_EN: string | null } | undefined;
  return hit?.NAME_EN ? { ...row, NAME: hit.NAME_EN } : row;
}

/** Where a reader of this platform entity may look; error.forbidden where nothing is theirs to read. */
export function readScope(ctx: Ctx, def: EntityDef): ReadScope {
  const clientId = userClientId(ctx);
  const byColumn = (column: string): SqlPart => ({ sql: `"${column}" = ?`, params: [clientId] });
  switch (def.code) {
    case 'FM_USER':
      return userScope(ctx, def, byColumn('CLIENT'));
    case 'FM_CLIENT':
      return { def, extra: byColumn('ID') };
    case 'FM_SYSTEM':
      return { def, extra: byColumn('CLIENT') };
    case 'FM_SERVICE':
      return { def, extra: byColumn('CLIENT'), finishRow: ctx.lang === 'en' ? (row) => englishServiceName(ctx, row) : undefined };
    case 'FM_DEPT':
      // Departments name users' places in the directory: every user of the client reads them.
      return { def, extra: byColumn('CLIENT'), finishRow: ctx.lang === 'en' ? (row) => englishName(ctx, 'FM_DEPT', row) : undefined };
    case 'FM_ROLE':
      if (!hasRightCode(ctx, 'system.user')) throw ownCallsOnly(def);
      return { def, finishRow: ctx.lang === 'en' ? (row) => englishName(ctx, 'FM_ROLE', row) : undefined };
    case 'FM_USER_ROLE':
      if (!hasRightCode(ctx, 'system.user')) throw ownCallsOnly(def);
      return { def, extra: { sql: '"USER_ID" IN (SELECT ID FROM FM_USER WHERE CLIENT = ?)', params: [clientId] } };
    case 'FM_SEARCH_PARAM':
    case 'FM_MESSAGE':
    case 'FM_HELP':
      return { def };
    case 'FM_FILE':
      // Who may read a file is not a client-wide right: the file calls apply file-access.ts's rule,
      // and every other read (option lookups) would list other users' uploads, administrators' too.
      throw ownCallsOnly(def);
    default:
      // Anything else is read through its own calls, which know who may see what.
      if (hasRightCode(ctx, 'system.user')) return { def };
      throw ownCallsOnly(def);
  }
}

const ownCallsOnly = (def: EntityDef): ApiError =>
  new ApiError('error.forbidden', [`${def.zh} 只能通过其专用接口读取`, `${def.en} can only be read through its own calls`]);

/** Applies the scope's row rule to a result of get, find or list; other results pass unchanged. */
export function finishRead(scope: ReadScope, result: unknown): unknown {
  const finish = scope.finishRow;
  if (!finish || !result || typeof result !== 'object') return result;
  const r = result as { entitys?: Row[]; bean?: { data?: Row } };
  if (Array.isArray(r.entitys)) return { ...r, entitys: r.entitys.map(finish) };
  if (r.bean?.data) return { ...r, bean: { ...r.bean, data: finish(r.bean.data) } };
  return result;
}
