/**
 * `FM_DEPT/tree`: the departments of the user's client, nested, each with its people. Every
 * signed-in user reads it (the org chart, department find and user find pick from it). Users are a
 * directory to each other here too (docs/server-contract.md "Users"): email and phone only on the
 * reader's own entry, or for an administrator (right code `system.user`).
 */
import { hasRightCode } from '../actions/platform-read.js';
import { userClientId } from '../actions/tenant.js';
import type { Ctx } from '../http/context.js';

export type I18n = { '010': string; '011': string };

export interface DeptUser {
  id: string;
  name: string;
  nameEn: string;
  title?: string;
  email?: string;
  phone?: string;
}

export interface Dept {
  id: string;
  name: I18n;
  parentId: string | null;
  managerId?: string;
  users: DeptUser[];
  children: Dept[];
}

interface DeptRow {
  ID: string;
  NAME: string;
  NAME_EN: string | null;
  PARENT_ID: string | null;
  MANAGER_ID: string | null;
}
interface UserRow {
  ID: string;
  NAME: string;
  NAME_EN: string | null;
  DEPT: string | null;
  TITLE: string | null;
  TITLE_EN: string | null;
  EMAIL: string | null;
  PHONE: string | null;
}

function personOf(ctx: Ctx, u: UserRow, full: boolean): DeptUser {
  const out: DeptUser = { id: u.ID, name: u.NAME, nameEn: u.NAME_EN ?? u.NAME };
  const title = ctx.lang === 'en' ? (u.TITLE_EN ?? u.TITLE) : u.TITLE;
  if (title) out.title = title;
  if (full && u.EMAIL) out.email = u.EMAIL;
  if (full && u.PHONE) out.phone = u.PHONE;
  return out;
}

/** Nests the rows; a department whose parent is missing (or would close a loop) becomes a root. */
function nest(rows: DeptRow[], usersOf: (deptId: string) => DeptUser[]): Dept[] {
  const byId = new Map<string, Dept>();
  for (const r of rows) {
    const dept: Dept = { id: r.ID, name: { '010': r.NAME, '011': r.NAME_EN ?? r.NAME }, parentId: r.PARENT_ID, users: usersOf(r.ID), children: [] };
    if (r.MANAGER_ID) dept.managerId = r.MANAGER_ID;
    byId.set(r.ID, dept);
  }
  const roots: Dept[] = [];
  for (const dept of byId.values()) {
    const parent = dept.parentId ? byId.get(dept.parentId) : undefined;
    if (parent && !isAncestor(byId, dept.id, parent)) parent.children.push(dept);
    else roots.push(dept);
  }
  return roots;
}

function isAncestor(byId: Map<string, Dept>, id: string, from: Dept): boolean {
  const seen = new Set<string>();
  for (let d: Dept | undefined = from; d && !seen.has(d.id); d = d.parentId ? byId.get(d.parentId) : undefined) {
    if (d.id === id) return true;
    seen.add(d.id);
  }
  return false;
}

export function departmentTree(ctx: Ctx): Dept[] {
  const db = ctx.app.db;
  const client = userClientId(ctx);
  const me = ctx.session!.userId;
  const admin = hasRightCode(ctx, 'system.user');
  const depts = db.prepare('SELECT ID, NAME, NAME_EN, PARENT_ID, MANAGER_ID FROM FM_DEPT WHERE CLIENT = ? ORDER BY ORDER_NUM, ID').all(client) as DeptRow[];
  const users = db
    .prepare('SELECT ID, NAME, NAME_EN, DEPT, TITLE, TITLE_EN, EMAIL, PHONE FROM FM_USER WHERE CLIENT = ? ORDER BY NAME, ID')
    .all(client) as UserRow[];
  const byDept = new Map<string, DeptUser[]>();
  for (const u of users) {
    if (!u.DEPT) continue;
    const list = byDept.get(u.DEPT) ?? [];
    list.push(personOf(ctx, u, admin || u.ID === me));
    byDept.set(u.DEPT, list);
  }
  return nest(depts, (id) => byDept.get(id) ?? []);
}
