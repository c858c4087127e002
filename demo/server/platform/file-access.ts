/**
 * Who may read a file: its uploader, and users who may read something it is attached to — a
 * business record whose `file`/`image` attribute holds its id (the entity's `view` right, Role
 * header honoured), or a menu entry of one of their roles whose URL names it (`fileId=`/`id=`).
 * Never a user of another client. Everything is one SQL condition on FM_FILE, so single reads and
 * lists answer alike.
 */
import { activeRoles, hasRight } from '../actions/rights.js';
import type { SqlPart } from '../actions/conditions.js';
import { clientPart, userClientId } from '../actions/tenant.js';
import type { Ctx } from '../http/context.js';
import { ENTITIES, column } from '../meta/entities.js';

/** File, image attributes of business entities: where records point at files. */
const ATTACHMENT_COLUMNS = ENTITIES.filter((e) => e.metaType === 'business').flatMap((def) =>
  def.attrs.filter((a) => a.type === 'file' || a.type === 'image').map((a) => ({ def, table: def.code, col: column(a) })),
);

const splitIds = (v: string): string[] =>
  v
    .split(',')
    .map((s) => s.trim())
    .filter((s) => s !== '');

/** File ids named by the `fileId`/`id` parameter of the URLs of the menu entries the active roles hold. */
function menuFileIds(ctx: Ctx): string[] {
  const roles = activeRoles(ctx).map((r) => r.ID);
  if (!roles.length) return [];
  const rows = ctx.app.db
    .prepare(`SELECT DISTINCT m.URL FROM FM_MODULE m JOIN FM_ROLE_MODULE rm ON rm.MODULE_ID = m.ID
              WHERE rm.ROLE_ID IN (SELECT value FROM json_each(?)) AND m.URL IS NOT NULL AND m.URL <> ''`)
    .all(JSON.stringify(roles)) as { URL: string }[];
  const ids: string[] = [];
  for (const { URL: url } of rows) {
    let params: URLSearchParams;
    try {
      params = new globalThis.URL(url, 'http://menu.invalid').searchParams;
    } catch {
      continue;
    }
    for (const key of ['fileId', 'id']) for (const v of params.getAll(key)) ids.push(...splitIds(v));
  }
  return ids;
}

/** By request: the condition reads every stored comma list, so one request builds it once. */
const conditions = new WeakMap<Ctx, SqlPart>();

/**
 * The condition (on the table "FM_FILE") that the session's user may read a row. Record values
 * holding one id are matched in SQL; comma-separated lists are split here (they are few). Built
 * once per request: what the user could read when the request began.
 */
export function readableCondition(ctx: Ctx): SqlPart {
  let cond = conditions.get(ctx);
  if (cond === undefined) {
    cond = buildCondition(ctx);
    conditions.set(ctx, cond);
  }
  return cond;
}

function buildCondition(ctx: Ctx): SqlPart {
  const db = ctx.app.db;
  const ids = menuFileIds(ctx);
  const client = userClientId(ctx);
  const sources: string[] = ['"FM_FILE"."UPLOADER" = ?', '"FM_FILE"."ID" IN (SELECT value FROM json_each(?))'];
  // Only the records of the user's client attach files for him: another client's record naming
  // a file lends no right to read it.
  const own = clientPart(client);
  let records = 0;
  for (const { def, table, col } of ATTACHMENT_COLUMNS) {
    if (!hasRight(ctx, def, 'view')) continue;
    sources.push(`"FM_FILE"."ID" IN (SELECT "${col}" FROM "${table}" WHERE "${col}" IS NOT NULL AND ${own.sql})`);
    records += 1;
    const lists = db.prepare(`SELECT "${col}" AS v FROM "${table}" WHERE instr("${col}", ',') > 0 AND ${own.sql}`).all(...own.params) as { v: string }[];
    for (const { v } of lists) ids.push(...splitIds(String(v)));
  }
  return {
    sql: `(("FM_FILE"."CLIENT" IS NULL OR "FM_FILE"."CLIENT" = ?) AND (${sources.join(' OR ')}))`,
    params: [client, ctx.session!.userId, JSON.stringify([...new Set(ids)]), ...Array.from({ length: records }, () => client)],
  };
}

/** Whether the session's user may read file `id` (false for a file that does not exist). */
export function canReadFile(ctx: Ctx, id: string): boolean {
  return readableFileIds(ctx, [id]).has(id);
}

/** Which of `ids` the session's user may read, in one query whatever their number. */
export function readableFileIds(ctx: Ctx, ids: readonly string[]): Set<string> {
  const cond = readableCondition(ctx);
  const rows = ctx.app.db
    .prepare(`SELECT "FM_FILE"."ID" AS id FROM "FM_FILE" WHERE "FM_FILE"."ID" IN (SELECT value FROM json_each(?)) AND ${cond.sql}`)
    .all(JSON.stringify(ids), ...cond.params) as { id: string }[];
  return new Set(rows.map((r) => r.id));
}
