/**
 * User management: the one platform entity the generic calls may write (docs/server-contract.md
 * "User management"). Only a holder of the right code `system.user` adds, edits, disables and
 * enables users, and only users of their own client. The password is never written as a value:
 * an added user gets an initial password (stored hashed) that they must change at their first
 * sign-in; an edit may set a new initial password, with the same duty.
 */
import { randomBytes } from 'node:crypto';
import { hasRightCode } from '../actions/platform-read.js';
import { keysOf, rowById } from '../actions/query.js';
import { userClientId } from '../actions/tenant.js';
import { coerce } from '../actions/write.js';
import { ApiError, notFound, param } from '../errors.js';
import type { Ctx, Route } from '../http/context.js';
import { findEntity } from '../meta/entities.js';
import type { AttrDef } from '../meta/types.js';
import { hashPassword, MIN_PASSWORD_LENGTH } from './users.js';

type Row = Record<string, unknown>;

/** The attributes an administrator writes; the rest of FM_USER is the server's (see below). */
const WRITABLE = ['ACCOUNT', 'NAME', 'NAME_EN', 'DEPT', 'LANGUAGE', 'EMAIL', 'DISABLED'] as const;
/** The password hash, the duty to change it and the current role are set by the server's own rules only. */
const NEVER = new Set(['PASSWORD', 'MUST_CHANGE_PASSWORD', 'CURRENT_ROLE_ID']);
/** Read back as the record was loaded (the form sends them again): accepted when unchanged. */
const READ_ONLY = new Set(['ID', 'CLIENT']);
export const INITIAL_PASSWORD = 'INITIAL_PASSWORD';

const USER = (): NonNullable<ReturnType<typeof findEntity>> => findEntity('FM_USER')!;
const attr = (name: string): AttrDef => USER().attrs.find((a) => a.name === name)!;

function requireAdmin(ctx: Ctx): void {
  if (!hasRightCode(ctx, 'system.user')) {
    throw new ApiError('error.forbidden', ['只有用户管理员可以维护用户', 'Only a user administrator can manage users']);
  }
}

/** A user of the caller's client, else not found (another client's users do not exist here). */
function ownUser(ctx: Ctx, client: string, id: unknown): Row {
  const key = typeof id === 'string' || typeof id === 'number' ? String(id) : '';
  const row = key ? (ctx.app.db.prepare('SELECT * FROM FM_USER WHERE ID = ? AND CLIENT = ?').get(key, client) as Row | undefined) : undefined;
  if (!row) throw notFound(`用户 ${key.slice(0, 40)} 不存在`, `User ${key.slice(0, 40)} does not exist`);
  return row;
}

/** The submitted values to store, checked; display helpers (`|`, `$`) are skipped as in every save. */
function valuesOf(ctx: Ctx, client: string, data: Row, existing: Row | undefined): Map<string, unknown> {
  const out = new Map<string, unknown>();
  for (const [k, v] of Object.entries(data)) {
    if (k.includes('|') || k.startsWith('$') || k === INITIAL_PASSWORD || k === 'LOG_VERSION') continue;
    if (NEVER.has(k)) {
      throw new ApiError('error.forbidden', [`${k} 不能直接写入`, `${k} cannot be written directly`]);
    }
    if (READ_ONLY.has(k)) {
      const stored = k === 'CLIENT' ? client : existing?.ID;
      if (v !== undefined && v !== null && v !== '' && String(v) !== String(stored ?? '')) {
        throw new ApiError('error.forbidden', [`${k} 不能修改`, `${k} cannot be changed`]);
      }
      continue;
    }
    if (!(WRITABLE as readonly string[]).includes(k)) throw param(`用户没有字段 ${k.slice(0, 40)}`, `User has no field ${k.slice(0, 40)}`);
    out.set(k, coerce(ctx, attr(k), v));
  }
  if (!existing) for (const k of WRITABLE) if (!out.has(k)) out.set(k, coerce(ctx, attr(k), undefined));
  const dept = out.get('DEPT');
  if (dept !== undefined && dept !== null && !ctx.app.db.prepare('SELECT 1 FROM FM_DEPT WHERE ID = ? AND CLIENT = ?').get(dept, client)) {
    throw param(`部门 ${String(dept).slice(0, 40)} 不存在`, `Department ${String(dept).slice(0, 40)} does not exist`);
  }
  const account = out.get('ACCOUNT');
  // Sign-in names the account alone, so an account is unique on the server (and so in its client).
  if (account !== undefined && ctx.app.db.prepare('SELECT 1 FROM FM_USER WHERE ACCOUNT = ? AND ID <> ?').get(account, existing?.ID ?? '')) {
    throw param(`账号 ${String(account)} 已存在`, `The account ${String(account)} already exists`);
  }
  return out;
}

function initialPassword(data: Row, required: boolean): string | undefined {
  const v = data[INITIAL_PASSWORD];
  if (v === undefined || v === null || v === '') {
    if (required) throw param('初始密码不能为空', 'The initial password is required');
    return undefined;
  }
  if (typeof v !== 'string') throw param('初始密码格式错误', 'Invalid initial password');
  if ([...v].length < MIN_PASSWORD_LENGTH) {
    throw param(`初始密码至少 ${MIN_PASSWORD_LENGTH} 个字符`, `The initial password needs at least ${MIN_PASSWORD_LENGTH} characters`);
  }
  if (v.length > 200) throw param('初始密码过长', 'The initial password is too long');
  return v;
}

interface Link {
  service: string;
  role: string;
  isDefault: '0' | '1';
}

/** The role links of the save (`children.FM_USER_ROLE`), checked; undefined when not sent (kept as stored). */
function linksOf(ctx: Ctx, client: string, children: unknown): Link[] | undefined {
  if (children === undefined || children === null) return undefined;
  if (typeof children !== 'object' || Array.isArray(children)) throw param('children 必须是对象', 'children must be an object');
  const rows = (children as Row).FM_USER_ROLE;
  if (rows === undefined) return undefined;
  if (!Array.isArray(rows) || rows.length > 200) throw param('角色列表格式错误', 'Invalid role list');
  const db = ctx.app.db;
  const links: Link[] = [];
  for (const raw of rows) {
    if (!raw || typeof raw !== 'object') throw param('角色列表格式错误', 'Invalid role list');
    const r = raw as Row;
    const service = String(r.SERVICE_ID ?? '');
    const role = String(r.ROLE_ID ?? '');
    if (!service || !db.prepare('SELECT 1 FROM FM_SERVICE WHERE ID = ? AND CLIENT = ?').get(service, client)) {
      throw param(`服务 ${service.slice(0, 40)} 不存在`, `Service ${service.slice(0, 40)} does not exist`);
    }
    if (!role || !db.prepare('SELECT 1 FROM FM_ROLE WHERE ID = ?').get(role)) {
      throw param(`角色 ${role.slice(0, 40)} 不存在`, `Role ${role.slice(0, 40)} does not exist`);
    }
    if (links.some((l) => l.service === service && l.role === role)) {
      throw param('同一服务中的角色重复', 'A role is listed twice for the same service');
    }
    links.push({
      service,
      role,
      isDefault: coerce(ctx, { name: 'IS_DEFAULT', zh: '默认角色', en: 'Default role', type: 'boolean' }, r.IS_DEFAULT) === 1 ? '1' : '0',
    });
  }
  for (const service of new Set(links.map((l) => l.service))) {
    if (links.filter((l) => l.service === service && l.isDefault === '1').length > 1) {
      throw param('每个服务最多只能有一个默认角色', 'A service can have at most one default role');
    }
  }
  return links;
}

/** The role a user acts under when none is chosen: a default role, else their only role. */
function currentRole(links: Link[], kept: unknown): string | null {
  if (typeof kept === 'string' && links.some((l) => l.role === kept)) return kept;
  const byDefault = links.find((l) => l.isDefault === '1');
  const roles = new Set(links.map((l) => l.role));
  return byDefault?.role ?? (roles.size === 1 ? [...roles][0]! : null);
}

const endSessions = (ctx: Ctx, userId: string): void => {
  ctx.app.db.prepare('DELETE FROM FM_SESSION WHERE USER_ID = ?').run(userId);
};

function saveUser(ctx: Ctx, mustExist: boolean): { id: string; bean: Row } {
  requireAdmin(ctx);
  const client = userClientId(ctx);
  const data = ctx.params.data;
  if (!data || typeof data !== 'object' || Array.isArray(data)) throw param('缺少 data 对象', 'Missing the data object');
  const row = data as Row;
  const sentId = row.ID === undefined || row.ID === null || row.ID === '' ? undefined : row.ID;
  if (mustExist && sentId === undefined) throw param('缺少记录编号 ID', 'Missing the record ID');
  const existing = sentId === undefined ? undefined : ownUser(ctx, client, sentId);
  const values = valuesOf(ctx, client, row, existing);
  const password = initialPassword(row, !existing);
  const links = linksOf(ctx, client, ctx.params.children ?? row.children);
  const me = ctx.session!.userId;
  if (existing?.ID === me && values.get('DISABLED') === 1) throw param('不能停用自己的账号', 'You cannot disable your own account');
  const db = ctx.app.db;
  const id = existing ? String(existing.ID) : `user-${randomBytes(6).toString('hex')}`;
  db.transaction(() => {
    if (password !== undefined) {
      values.set('PASSWORD', hashPassword(password));
      values.set('MUST_CHANGE_PASSWORD', 1);
    }
    if (existing) {
      if (values.size) {
        const cols = [...values.keys()];
        db.prepare(`UPDATE FM_USER SET ${cols.map((c) => `"${c}" = ?`).join(', ')} WHERE ID = ?`).run(...values.values(), id);
      }
    } else {
      values.set('ID', id);
      values.set('CLIENT', client);
      const cols = [...values.keys()];
      db.prepare(`INSERT INTO FM_USER (${cols.map((c) => `"${c}"`).join(', ')}) VALUES (${cols.map(() => '?').join(', ')})`).run(...values.values());
    }
    if (links) {
      db.prepare('DELETE FROM FM_USER_ROLE WHERE USER_ID = ?').run(id);
      const link = db.prepare('INSERT INTO FM_USER_ROLE (USER_ID, SERVICE_ID, ROLE_ID, IS_DEFAULT) VALUES (?, ?, ?, ?)');
      for (const l of links) link.run(id, l.service, l.role, l.isDefault);
      db.prepare('UPDATE FM_USER SET CURRENT_ROLE_ID = ? WHERE ID = ?').run(currentRole(links, existing?.CURRENT_ROLE_ID), id);
    }
    // A disabled user, or one given a new initial password, signs in again (and then changes it).
    if (existing && (values.get('DISABLED') === 1 || password !== undefined) && id !== me) endSessions(ctx, id);
  })();
  return { id, bean: publicRow(ctx, id) };
}

/** The user as an administrator reads it (`get`): the entity's attributes, never the password hash. */
const publicRow = (ctx: Ctx, id: string): Row => rowById(ctx, USER(), id)!;

/** `apply` with action `disable` or `enable` (the list's operations), for the selected users. */
function applyUser(ctx: Ctx): { result: boolean; message: string; count: number; refresh: boolean } {
  requireAdmin(ctx);
  const client = userClientId(ctx);
  const action = ctx.params.action ?? ctx.params.rule;
  if (action !== 'disable' && action !== 'enable') {
    const shown = String(action ?? '').slice(0, 40);
    throw notFound(`用户没有操作 "${shown}"`, `User has no operation "${shown}"`);
  }
  const ids = keysOf(USER(), ctx.params.id ?? ctx.params.ids).map((k) => String(ownUser(ctx, client, k).ID));
  if (action === 'disable' && ids.includes(ctx.session!.userId)) throw param('不能停用自己的账号', 'You cannot disable your own account');
  const db = ctx.app.db;
  const set = db.prepare('UPDATE FM_USER SET DISABLED = ? WHERE ID = ?');
  db.transaction(() => {
    for (const id of ids) {
      set.run(action === 'disable' ? 1 : 0, id);
      if (action === 'disable') endSessions(ctx, id);
    }
  })();
  const message = ctx.lang === 'en' ? `${ids.length} user(s) updated` : `已处理 ${ids.length} 个用户`;
  return { result: true, message, count: ids.length, refresh: true };
}

export const userAdminRoutes: Record<string, Route> = {
  'FM_USER/save': { post: true, write: true, handler: (ctx) => saveUser(ctx, false) },
  'FM_USER/update': { post: true, write: true, handler: (ctx) => saveUser(ctx, true) },
  'FM_USER/apply': { post: true, write: true, handler: applyUser },
};
