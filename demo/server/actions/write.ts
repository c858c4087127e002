/** Write actions of business entities: save, update, removeMulti and the entity operates (apply). */
import { ApiError, notFound, param } from '../errors.js';
import type { Ctx } from '../http/context.js';
import { ENTITIES, findEntity } from '../meta/entities.js';
import { CLIENT_COLUMN, VERSION_COLUMN, type AttrDef, type EntityDef } from '../meta/types.js';
import { readableFileIds } from '../platform/file-access.js';
import { attrOf } from './conditions.js';
import { hasRight, requireRight } from './rights.js';
import { scopeToClient, userClientId } from './tenant.js';
import { childRows, keyAttr, keysOf, keyValue, rowById } from './query.js';
import { startProcessesOnSave, submitForApproval, type StartedApproval } from '../workflow/auto-start.js';
import { requireNotGated, requireParentsUnlocked, requireUnlocked } from '../workflow/lock.js';
import { derivedChildren, derivedRow, orderForSave, settleOrderAmount } from './derived.js';

const AUDIT = new Set(['LOG_C_TIME', 'LOG_C_USER', 'LOG_U_TIME', 'LOG_U_USER']);
type Row = Record<string, unknown>;

/** A real day of the calendar (2024-02-29 is, 2023-02-29 and 2024-99-99 are not). */
function isCalendarDay(ymd: string): boolean {
  const [y, m, d] = ymd.split('-').map(Number) as [number, number, number];
  const day = new Date(Date.UTC(y, m - 1, d));
  return day.getUTCFullYear() === y && day.getUTCMonth() === m - 1 && day.getUTCDate() === d;
}

/** The pattern `email` names (the shell checks it as async-validator's email type). */
const EMAIL = /^[^@\s]+@[^@\s]+\.[^@\s]+$/;

const now = (): string => new Date().toISOString().slice(0, 19).replace('T', ' ');

/** ` AND "CLIENT_ID" = ?` of a business table and its value: writes touch the caller's client's rows only. */
function ownRows(ctx: Ctx, def: EntityDef): { sql: string; params: unknown[] } {
  const own = scopeToClient(ctx, def);
  return own ? { sql: ` AND ${own.sql}`, params: own.params } : { sql: '', params: [] };
}

function label(ctx: Ctx, a: AttrDef): string {
  return ctx.lang === 'en' ? a.en : a.zh;
}

function bad(ctx: Ctx, a: AttrDef, zh: string, en: string): ApiError {
  return param(`${a.zh}${zh}`, `${a.en} ${en}`);
}

const NUMERIC = new Set(['int', 'number', 'money']);

/** Absent, null or ''; for a number also only blanks, which Number() would read as 0. */
function isEmpty(a: AttrDef, v: unknown): boolean {
  if (v === undefined || v === null || v === '') return true;
  return NUMERIC.has(a.type) && typeof v === 'string' && v.trim() === '';
}

/** Decimal text: Number() would also read "0x10", "1e3", "Infinity" or "0b1" as numbers. */
const DECIMAL = /^\s*-?\d+(\.\d+)?\s*$/;

function numberValue(ctx: Ctx, a: AttrDef, v: unknown): number {
  const n = typeof v === 'number' ? v : typeof v === 'string' && DECIMAL.test(v) ? Number(v) : NaN;
  if (!Number.isFinite(n) || (a.type === 'int' && !Number.isInteger(n))) throw bad(ctx, a, '必须是数字', 'must be a number');
  // What the column stores exactly: a safe integer, an amount in whole cents, a finite number.
  if ((a.type === 'int' && !Number.isSafeInteger(n)) || (a.type === 'money' && !Number.isSafeInteger(Math.round(n * 100)))) {
    throw bad(ctx, a, '超出可保存的范围', 'is out of the range that can be stored');
  }
  if (a.min !== undefined && n < a.min) throw bad(ctx, a, `不能小于 ${a.min}`, `cannot be less than ${a.min}`);
  if (a.max !== undefined && n > a.max) throw bad(ctx, a, `不能大于 ${a.max}`, `cannot be greater than ${a.max}`);
  return a.type === 'money' ? Math.round(n * 100) / 100 : n;
}

/** Checks and converts one submitted value to what the column stores. */
export function coerce(ctx: Ctx, a: AttrDef, v: unknown): unknown {
  if (isEmpty(a, v)) {
    if (a.required) throw bad(ctx, a, '不能为空', 'is required');
    return a.type === 'boolean' ? 0 : null;
  }
  if (typeof v === 'object') throw bad(ctx, a, '的值格式错误', 'has an invalid value');
  const s = String(v);
  switch (a.type) {
    case 'int':
    case 'number':
    case 'money':
      return numberValue(ctx, a, v);
    case 'boolean':
      if (['1', 'true', 'yes'].includes(s.toLowerCase())) return 1;
      if (['0', 'false', 'no'].includes(s.toLowerCase())) return 0;
      throw bad(ctx, a, '必须是 0 或 1', 'must be 0 or 1');
    case 'date':
      if (!/^\d{4}-\d{2}-\d{2}$/.test(s) || !isCalendarDay(s)) throw bad(ctx, a, '不是合法日期 (YYYY-MM-DD)', 'is not a date (YYYY-MM-DD)');
      return s;
    case 'datetime': {
      const m = /^(\d{4}-\d{2}-\d{2})(?:[ T](\d{2}):(\d{2})(?::(\d{2})(?:\.\d{1,9})?)?)?(?:Z|[+-]\d{2}:?\d{2})?$/.exec(s);
      if (!m || !isCalendarDay(m[1]!) || Number(m[2] ?? 0) > 23 || Number(m[3] ?? 0) > 59 || Number(m[4] ?? 0) > 59) {
        throw bad(ctx, a, '不是合法时间', 'is not a date-time');
      }
      return s.replace('T', ' ').slice(0, 19);
    }
    case 'ref': {
      const target = findEntity(a.relatedEntity)!;
      const key = keyValue(target, s);
      // Another client's record is as absent as one that never was: a reference cannot reach it.
      const own = ownRows(ctx, target);
      if (!ctx.app.db.prepare(`SELECT 1 FROM "${target.code}" WHERE "ID" = ?${own.sql}`).get(key, ...own.params)) {
        throw bad(ctx, a, ` ${s.slice(0, 40)} 不存在`, `${s.slice(0, 40)} does not exist`);
      }
      return key;
    }
    case 'file':
    case 'image':
      return fileIds(ctx, a, s);
    case 'code':
    case 'tree':
      if (!ctx.app.db.prepare('SELECT 1 FROM FM_CODE_DEFINE WHERE KEY = ? AND VALUE = ?').get(a.codeKey, s)) {
        throw bad(ctx, a, `的取值 "${s.slice(0, 40)}" 不在代码表中`, `value "${s.slice(0, 40)}" is not in the code list`);
      }
      return s;
    default:
      if (a.maxLength !== undefined && [...s].length > a.maxLength)
        throw bad(ctx, a, `不能超过 ${a.maxLength} 个字符`, `cannot be longer than ${a.maxLength} characters`);
      if (a.pattern && !(a.pattern === 'email' ? EMAIL.test(s) : new RegExp(a.pattern).test(s))) throw bad(ctx, a, '格式不正确', 'has an invalid format');
      return s;
  }
}

/** Files one `file`/`image` value may name: a record's attachments, not a file store of its own. */
export const MAX_FILES_PER_VALUE = 50;

/**
 * A `file`/`image` value: its ids, each once. Naming a file in a record lets every reader of the
 * record read it, so only files the saver may read; checked in one query, since the check reads
 * every stored attachment list.
 */
function fileIds(ctx: Ctx, a: AttrDef, s: string): string {
  const ids = [
    ...new Set(
      s
        .split(',')
        .map((x) => x.trim())
        .filter((x) => x !== ''),
    ),
  ];
  if (ids.length > MAX_FILES_PER_VALUE) {
    throw bad(ctx, a, `最多引用 ${MAX_FILES_PER_VALUE} 个文件`, `can name at most ${MAX_FILES_PER_VALUE} files`);
  }
  const readable = readableFileIds(ctx, ids);
  const hidden = ids.find((id) => !readable.has(id));
  if (hidden !== undefined) throw bad(ctx, a, ` 引用的文件 ${hidden.slice(0, 40)} 不存在`, `refers to the file ${hidden.slice(0, 40)}, which does not exist`);
  return ids.join(',');
}

/** Values to write: known attributes only; audit fields and display helpers (with "|") are skipped. */
function valuesOf(ctx: Ctx, def: EntityDef, data: Row, insert: boolean): Map<string, unknown> {
  const out = new Map<string, unknown>();
  for (const [k, v] of Object.entries(data)) {
    if (AUDIT.has(k) || k.includes('|') || k.startsWith('$') || k === 'ID' || k === VERSION_COLUMN) continue;
    out.set(attrOf(def, k).name, coerce(ctx, attrOf(def, k), v));
  }
  if (insert) for (const a of def.attrs) if (a.name !== 'ID' && !out.has(a.name)) out.set(a.name, coerce(ctx, a, undefined));
  return out;
}

/**
 * Inserts, or updates an existing row and adds one to its version. With `expected`, the update
 * only happens at that version (a stale save changes nothing and is refused by the caller).
 */
export function writeRow(ctx: Ctx, def: EntityDef, sent: Row, key: string | number | undefined, exists: boolean, expected?: number): string | number {
  const user = ctx.session?.userId ?? '';
  // A line's subtotal is the server's (docs/server-contract.md "Orders"), on every path that writes one.
  const data = def.code === 'ORDER_LINE' ? derivedRow(def, sent, exists ? rowById(ctx, def, key!) : undefined) : sent;
  const vals = valuesOf(ctx, def, data, !exists);
  const db = ctx.app.db;
  if (exists) {
    vals.set('LOG_U_TIME', now());
    vals.set('LOG_U_USER', user);
    const cols = [...vals.keys()];
    const guard = expected === undefined ? '' : ` AND "${VERSION_COLUMN}" = ?`;
    const own = ownRows(ctx, def);
    const r = db
      .prepare(
        `UPDATE "${def.code}" SET ${cols.map((c) => `"${c}" = ?`).join(', ')}, "${VERSION_COLUMN}" = "${VERSION_COLUMN}" + 1 WHERE "ID" = ?${own.sql}${guard}`,
      )
      .run(...vals.values(), key!, ...own.params, ...(expected === undefined ? [] : [expected]));
    if (r.changes !== 1) throw conflict(ctx, def, key!);
    return key!;
  }
  const t = now();
  for (const [k, v] of [
    ['LOG_C_TIME', t],
    ['LOG_C_USER', user],
    ['LOG_U_TIME', t],
    ['LOG_U_USER', user],
  ] as const)
    vals.set(k, v);
  if (def.keyType === 'assigned') vals.set('ID', key);
  // The caller's client, never a value of the request (no attribute names the column).
  vals.set(CLIENT_COLUMN, userClientId(ctx));
  const cols = [...vals.keys()];
  const r = db.prepare(`INSERT INTO "${def.code}" (${cols.map((c) => `"${c}"`).join(', ')}) VALUES (${cols.map(() => '?').join(', ')})`).run(...vals.values());
  return def.keyType === 'assigned' ? key! : Number(r.lastInsertRowid);
}

/** The parents an entity is a child list of: the parent and the child's attribute naming it. */
function parentLinks(child: EntityDef): { parent: EntityDef; linkAttri: string }[] {
  return ENTITIES.flatMap((parent) => (parent.relations ?? []).filter((rel) => rel.child === child.code).map((rel) => ({ parent, linkAttri: rel.linkAttri })));
}

/**
 * A child row written or deleted on its own (not through its parent's save) adds one to the
 * version of every parent it belonged to or now belongs to: a parent's save carries its child
 * list whole, so a parent form opened before the change must get error.conflict, never write its
 * stale child list over the change (no lost update).
 */
export function touchParents(ctx: Ctx, child: EntityDef, rows: Row[]): void {
  for (const { parent, linkAttri } of parentLinks(child)) {
    const keys = new Set(rows.map((row) => row[linkAttri]).filter((key) => key !== undefined && key !== null && key !== ''));
    const own = ownRows(ctx, parent);
    const stmt = ctx.app.db.prepare(`UPDATE "${parent.code}" SET "${VERSION_COLUMN}" = "${VERSION_COLUMN}" + 1 WHERE "ID" = ?${own.sql}`);
    for (const key of keys) stmt.run(key as string | number, ...own.params);
  }
}

/** The fields a save would change on the stored row (a record under approval allows only some). */
function changedFields(ctx: Ctx, def: EntityDef, data: Row, stored: Row): string[] {
  return [...valuesOf(ctx, def, data, false)].filter(([name, value]) => String(value ?? '') !== String(stored[name] ?? '')).map(([name]) => name);
}

/** Whether the sent child lists would change the stored ones (a form sends them whole, changed or not). */
function childListsChange(ctx: Ctx, def: EntityDef, key: string | number, children: unknown): boolean {
  // A malformed list is refused by saveChildren.
  if (!children || typeof children !== 'object' || Array.isArray(children)) return false;
  const stored = childRows(ctx, def, key);
  for (const [code, rows] of Object.entries(children as Record<string, unknown>)) {
    const rel = def.relations?.find((r) => r.code === code);
    if (!rel || !Array.isArray(rows)) continue;
    const child = findEntity(rel.child)!;
    const before = (stored[code] ?? []) as Row[];
    if (rows.length !== before.length) return true;
    const byId = new Map(before.map((r) => [String(r.ID), r]));
    for (const raw of rows) {
      const row = raw && typeof raw === 'object' ? (raw as Row) : {};
      const found = byId.get(String(row.ID ?? ''));
      if (!found || changes(ctx, child, { ...row, [rel.linkAttri]: key }, found)) return true;
    }
  }
  return false;
}

/** Whether a sent child row would change the stored one. */
function changes(ctx: Ctx, child: EntityDef, row: Row, stored: Row): boolean {
  for (const [name, value] of valuesOf(ctx, child, row, false)) {
    if (String(value ?? '') !== String(stored[name] ?? '')) return true;
  }
  return false;
}

/** Rows of one child list in one save, as many as one import call adds. */
export const MAX_CHILD_ROWS = 1000;

/**
 * A key sent with a row: an assigned key is a value the user types, so it passes its attribute's
 * checks (length, pattern) before it is looked up or stored.
 */
export function sentKey(ctx: Ctx, def: EntityDef, raw: unknown): string | number {
  return keyValue(def, def.keyType === 'assigned' ? coerce(ctx, keyAttr(def), raw) : raw);
}

function saveChildren(ctx: Ctx, def: EntityDef, parentKey: string | number, children: unknown): void {
  if (children === undefined || children === null) return;
  if (typeof children !== 'object' || Array.isArray(children)) throw param('children 必须是对象', 'children must be an object');
  for (const [code, rows] of Object.entries(children as Record<string, unknown>)) {
    const rel = def.relations?.find((r) => r.code === code);
    if (!rel) throw param(`${def.zh} 没有子表 ${code.slice(0, 40)}`, `${def.en} has no child list ${code.slice(0, 40)}`);
    if (!Array.isArray(rows)) throw param(`子表 ${code} 必须是数组`, `Child list ${code} must be an array`);
    if (rows.length > MAX_CHILD_ROWS) {
      throw param(`子表 ${code} 一次最多保存 ${MAX_CHILD_ROWS} 行`, `Child list ${code} holds at most ${MAX_CHILD_ROWS} rows in one save`);
    }
    const child = findEntity(rel.child)!;
    // `get` leaves out a list the saver may not view, and a form sends every list: empty, it is not theirs to clear.
    if (rows.length === 0 && !hasRight(ctx, child, 'view')) continue;
    const kept: (string | number)[] = [];
    for (const raw of rows) {
      if (!raw || typeof raw !== 'object') throw param('子表记录格式错误', 'Invalid child row');
      const row = { ...(raw as Row), [rel.linkAttri]: parentKey };
      const id = row.ID === undefined || row.ID === null || row.ID === '' ? undefined : sentKey(ctx, child, row.ID);
      const existing = id !== undefined ? rowById(ctx, child, id) : undefined;
      const exists = existing !== undefined && existing[rel.linkAttri] === parentKey;
      // The child list's own rights: adding a row, changing one, removing one (below).
      if (!exists) requireRight(ctx, child, 'add');
      else if (changes(ctx, child, row, existing)) requireRight(ctx, child, 'edit');
      kept.push(writeRow(ctx, child, row, exists ? id : undefined, exists));
    }
    // One bound list, however many rows were kept: a mark per id would pass SQLite's variable limit.
    const own = ownRows(ctx, child);
    const rest = `WHERE "${rel.linkAttri}" = ? AND "ID" NOT IN (SELECT value FROM json_each(?))${own.sql}`;
    const keptList = JSON.stringify(kept);
    if (ctx.app.db.prepare(`SELECT 1 FROM "${child.code}" ${rest} LIMIT 1`).get(parentKey, keptList, ...own.params)) requireRight(ctx, child, 'delete');
    ctx.app.db.prepare(`DELETE FROM "${child.code}" ${rest}`).run(parentKey, keptList, ...own.params);
  }
}

/** The version a save of an existing record sends back (`data.LOG_VERSION`, as `get` returned it). */
function sentVersion(row: Row): number {
  const v = row[VERSION_COLUMN];
  if (v === undefined || v === null || v === '') {
    throw param(`修改记录需要带上读取时的版本号 ${VERSION_COLUMN}`, `Changing a record needs the ${VERSION_COLUMN} it was read with`);
  }
  // A number, or its decimal digits as get returned them: Number() would also read "0x1", "1e0" or [2].
  const n = typeof v === 'number' ? v : typeof v === 'string' && /^\d{1,16}$/.test(v) ? Number(v) : NaN;
  if (!Number.isSafeInteger(n) || n < 0) throw param(`版本号 ${VERSION_COLUMN} 必须是非负整数`, `${VERSION_COLUMN} must be a non-negative integer`);
  return n;
}

function userName(ctx: Ctx, id: unknown): string {
  const u = ctx.app.db.prepare('SELECT NAME, NAME_EN FROM FM_USER WHERE ID = ?').get(String(id ?? '')) as { NAME: string; NAME_EN: string | null } | undefined;
  if (!u) return String(id ?? '');
  return ctx.lang === 'en' ? (u.NAME_EN ?? u.NAME) : u.NAME;
}

/** error.conflict with who changed the record, when, and the stored version to compare with. */
export function conflict(ctx: Ctx, def: EntityDef, key: string | number): ApiError {
  const current = rowById(ctx, def, key);
  if (!current) return notFound(`${def.zh} ${key} 不存在`, `${def.en} ${key} does not exist`);
  const name = userName(ctx, current.LOG_U_USER);
  const at = String(current.LOG_U_TIME ?? '');
  return new ApiError(
    'error.conflict',
    [
      `该记录已被 ${name} 于 ${at} 修改，请重新加载，或比较差异后覆盖保存`,
      `This record was changed by ${name} at ${at}: reload it, or review the differences and save over it`,
    ],
    {
      version: current[VERSION_COLUMN],
      updatedBy: current.LOG_U_USER ?? null,
      updatedByName: name,
      updatedAt: at || null,
      current,
      children: childRows(ctx, def, key),
    },
  );
}

/** `save` inserts without a key (or with a new assigned key) and updates an existing row; `update` needs one. */
export function saveRow(ctx: Ctx, def: EntityDef, mustExist: boolean): { id: string | number; bean: Row; approval?: StartedApproval } {
  const data = ctx.params.data;
  if (!data || typeof data !== 'object' || Array.isArray(data)) throw param('缺少 data 对象', 'Missing the data object');
  const rawKey = (data as Row).ID;
  const key = rawKey === undefined || rawKey === null || rawKey === '' ? undefined : sentKey(ctx, def, rawKey);
  if (def.keyType === 'assigned' && key === undefined) throw param(`${def.zh} 的编码不能为空`, `${def.en} needs a key`);
  const exists = key !== undefined && rowById(ctx, def, key) !== undefined;
  if (key !== undefined && !exists && (mustExist || def.keyType === 'derive')) {
    throw notFound(`${def.zh} ${key} 不存在`, `${def.en} ${key} does not exist`);
  }
  if (mustExist && key === undefined) throw param('缺少记录编号 ID', 'Missing the record ID');
  requireRight(ctx, def, exists ? 'edit' : 'add');
  const expected = exists ? sentVersion(data as Row) : undefined;
  // An order's time, status, subtotals and amount are the server's, whatever was sent.
  const row = orderForSave(def, data as Row, !exists, now());
  const lineDef = findEntity('ORDER_LINE');
  const children = derivedChildren(def, ctx.params.children ?? (data as Row).children, lineDef);
  const { id, approval } = ctx.app.db.transaction(() => {
    const before = exists ? rowById(ctx, def, key!) : undefined;
    if (before) requireUnlocked(ctx, def, key!, changedFields(ctx, def, row, before), childListsChange(ctx, def, key!, children));
    requireParentsUnlocked(ctx, def, [...(before ? [before] : []), row]);
    const k = writeRow(ctx, def, row, key, exists, expected);
    saveChildren(ctx, def, k, children);
    if (def.code === 'ORDER' && lineDef) settleOrderAmount(ctx, def, lineDef, k);
    const after = rowById(ctx, def, k)!;
    if (def.code === 'ORDER_LINE') settleLineOrders(ctx, [...(before ? [before] : []), after]);
    touchParents(ctx, def, [...(before ? [before] : []), after]);
    return { id: k, approval: startProcessesOnSave(ctx, def, k) };
  })();
  // The save that started an approval says so: the shell tells the user the record is now locked.
  return { id, bean: rowById(ctx, def, id)!, ...(approval ? { approval } : {}) };
}

/** A line written or deleted on its own: the orders it was or is under add up their lines again. */
function settleLineOrders(ctx: Ctx, lines: Row[]): void {
  const orderDef = findEntity('ORDER')!;
  const lineDef = findEntity('ORDER_LINE')!;
  for (const key of new Set(lines.map((l) => l.ORDER_ID).filter((k) => k !== undefined && k !== null && k !== ''))) {
    settleOrderAmount(ctx, orderDef, lineDef, key);
  }
}

export function removeRows(ctx: Ctx, def: EntityDef): { count: number } {
  requireRight(ctx, def, 'delete');
  const keys = keysOf(def, ctx.params.id ?? ctx.params.ids);
  const db = ctx.app.db;
  const count = db.transaction(() => {
    let n = 0;
    for (const k of keys) {
      // Another client's key deletes nothing, its child rows included.
      const before = rowById(ctx, def, k);
      if (!before) continue;
      requireUnlocked(ctx, def, k, 'delete');
      requireParentsUnlocked(ctx, def, [before]);
      for (const rel of def.relations ?? []) {
        const own = ownRows(ctx, findEntity(rel.child)!);
        db.prepare(`DELETE FROM "${rel.child}" WHERE "${rel.linkAttri}" = ?${own.sql}`).run(k, ...own.params);
      }
      const own = ownRows(ctx, def);
      n += db.prepare(`DELETE FROM "${def.code}" WHERE "ID" = ?${own.sql}`).run(k, ...own.params).changes;
      if (def.code === 'ORDER_LINE') settleLineOrders(ctx, [before]);
      touchParents(ctx, def, [before]);
    }
    return n;
  })();
  return { count };
}

/** What an operate did: its count, and a message of its own (zh, en) when "n records updated" would say too little. */
type OperateRun = (ctx: Ctx, keys: (string | number)[]) => number | { count: number; message: [string, string] };

const setField =
  (entity: string, field: string, value: unknown): OperateRun =>
  (ctx, keys) => {
    const own = ownRows(ctx, findEntity(entity)!);
    const stmt = ctx.app.db.prepare(
      `UPDATE "${entity}" SET "${field}" = ?, "LOG_U_TIME" = ?, "LOG_U_USER" = ?, "${VERSION_COLUMN}" = "${VERSION_COLUMN}" + 1 WHERE "ID" = ?${own.sql}`,
    );
    return ctx.app.db.transaction(() => keys.reduce<number>((n, k) => n + stmt.run(value, now(), ctx.session?.userId ?? '', k, ...own.params).changes, 0))();
  };

const OPERATES: Record<string, OperateRun> = {
  'CUSTOMER/activate': setField('CUSTOMER', 'ACTIVE', 1),
  'CUSTOMER/deactivate': setField('CUSTOMER', 'ACTIVE', 0),
  'ORDER/confirm': setField('ORDER', 'STATUS', 'confirmed'),
  'ORDER/submit': (ctx, keys) => submitForApproval(ctx, findEntity('ORDER')!, keys),
};

export function hasOperate(def: EntityDef, name: string): boolean {
  return OPERATES[`${def.code}/${name}`] !== undefined;
}

/** Runs an operate of the entity; the operate's row condition is checked here too. */
export function applyOperate(ctx: Ctx, def: EntityDef, name: unknown): { result: boolean; message: string; count: number; refresh: boolean } {
  const op = def.operates?.find((o) => o.name === name || o.action === name);
  const run = op ? OPERATES[`${def.code}/${op.action ?? op.name}`] : undefined;
  if (!op || !run) {
    const shown = String(name ?? '').slice(0, 40);
    throw notFound(`${def.zh} 没有操作 "${shown}"`, `${def.en} has no operation "${shown}"`);
  }
  requireRight(ctx, def, op.right ?? op.name);
  const keys = keysOf(def, ctx.params.id ?? ctx.params.ids);
  for (const k of keys) {
    const row = rowById(ctx, def, k);
    if (!row) throw notFound(`${def.zh} ${k} 不存在`, `${def.en} ${k} does not exist`);
    // Under approval first: the record's status then says only that it waits.
    requireNotGated(ctx, def, k, op.action ?? op.name, [op.label ?? op.name, op.name]);
    // `in` lists its values comma-separated (as the shell's conditions do); any other mode is equality.
    const ok = (op.condition ?? []).every((c) =>
      c.mode === 'in'
        ? String(c.value ?? '')
            .split(',')
            .includes(String(row[c.field] ?? ''))
        : String(row[c.field] ?? '') === String(c.value ?? ''),
    );
    if (!ok) throw new ApiError('error.fail', [op.tip ?? '对不起，不能执行该操作！', 'Sorry, this operation cannot be run on the selected records']);
  }
  const done = run(ctx, keys);
  const count = typeof done === 'number' ? done : done.count;
  const own = typeof done === 'number' ? undefined : done.message;
  const message = own ? own[ctx.lang === 'en' ? 1 : 0] : ctx.lang === 'en' ? `${count} record(s) updated` : `已处理 ${count} 条记录`;
  return { result: true, message, count, refresh: true };
}

export { childRows };
