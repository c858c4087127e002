/**
 * Menu mode: a module's menu tree (or a service's, given the service id) as the designer edits
 * it, and its writing back into FM_MODULE (docs/server-contract.md "Configuration").
 */
import type { Db } from '../db/schema.js';
import { notFound, param } from '../errors.js';
import { isObj } from './check.js';
import type { Obj } from './check.js';

export interface MenuNode {
  id: string;
  name: string;
  nameEn: string;
  icon: string | null;
  pageId: string | null;
  metaId: string | null;
  flag: string | null;
  openType: string | null;
  url: string | null;
  help: string | null;
  hidden: boolean;
  terminal: 'pc' | 'mobile' | 'all';
  children: MenuNode[];
}

interface ModuleRow {
  ID: string;
  SERVICE_ID: string;
  NAME: string;
  NAME_EN: string | null;
  PARENT_ID: string | null;
  ICON: string | null;
  PAGE_ID: string | null;
  META_ID: string | null;
  FLAG: string | null;
  OPEN_TYPE: string | null;
  URL: string | null;
  HIDDEN_SUB_MENU: string | null;
  HELP: string | null;
  MODE: string | null;
}

/** Where the tree hangs: under a module, or at the top of a service. */
interface MenuRoot {
  serviceId: string;
  parentId: string | null;
}

const MAX_NODES = 500;
const ID_PATTERN = /^[A-Za-z0-9_.-]{1,64}$/;
const TEXT_KEYS = ['icon', 'pageId', 'metaId', 'flag', 'url', 'help'] as const;

export function menuRoot(db: Db, id: string): MenuRoot {
  const module = db.prepare('SELECT SERVICE_ID FROM FM_MODULE WHERE ID = ?').get(id) as { SERVICE_ID: string } | undefined;
  if (module) return { serviceId: module.SERVICE_ID, parentId: id };
  if (db.prepare('SELECT 1 FROM FM_SERVICE WHERE ID = ?').get(id)) return { serviceId: id, parentId: null };
  throw notFound(`菜单 ${id.slice(0, 60)} 不存在`, `There is no menu ${id.slice(0, 60)}`);
}

const terminalOf = (mode: string | null): MenuNode['terminal'] => (mode === 'pc' ? 'pc' : mode === 'move' ? 'mobile' : 'all');

function toNode(r: ModuleRow, children: MenuNode[]): MenuNode {
  return {
    id: r.ID,
    name: r.NAME,
    nameEn: r.NAME_EN ?? r.NAME,
    icon: r.ICON,
    pageId: r.PAGE_ID,
    metaId: r.META_ID,
    flag: r.FLAG,
    openType: r.OPEN_TYPE,
    url: r.URL,
    help: r.HELP,
    hidden: r.HIDDEN_SUB_MENU === '1',
    terminal: terminalOf(r.MODE),
    children,
  };
}

function serviceRows(db: Db, serviceId: string): ModuleRow[] {
  return db.prepare('SELECT * FROM FM_MODULE WHERE SERVICE_ID = ? ORDER BY ORDER_NUM, ID').all(serviceId) as ModuleRow[];
}

/** The tree under the root, in menu order. */
export function readMenu(db: Db, id: string): Obj {
  const root = menuRoot(db, id);
  const rows = serviceRows(db, root.serviceId);
  const build = (parent: string | null, seen: Set<string>): MenuNode[] =>
    rows.filter((r) => r.PARENT_ID === parent && !seen.has(r.ID)).map((r) => toNode(r, build(r.ID, new Set([...seen, r.ID]))));
  return { moduleId: id, items: build(root.parentId, new Set(root.parentId ? [root.parentId] : [])) };
}

function subtreeIds(db: Db, root: MenuRoot): Set<string> {
  const rows = serviceRows(db, root.serviceId);
  const out = new Set<string>();
  const walk = (parent: string | null) => {
    for (const r of rows)
      if (r.PARENT_ID === parent && !out.has(r.ID) && r.ID !== root.parentId) {
        out.add(r.ID);
        walk(r.ID);
      }
  };
  walk(root.parentId);
  return out;
}

function checkNode(db: Db, raw: unknown, where: string, ids: Set<string>, mine: Set<string>): void {
  if (!isObj(raw)) throw param(`${where} 必须是对象`, `${where} must be an object`);
  if (typeof raw.id !== 'string' || !ID_PATTERN.test(raw.id))
    throw param(`${where} 的 id 无效（字母、数字、_.-，最多 64 个）`, `${where} has an invalid id (letters, digits, _.-, at most 64)`);
  if (ids.has(raw.id)) throw param(`菜单 id "${raw.id}" 重复`, `The menu id "${raw.id}" repeats`);
  ids.add(raw.id);
  if (ids.size > MAX_NODES) throw param(`菜单最多 ${MAX_NODES} 项`, `A menu holds at most ${MAX_NODES} entries`);
  if (!mine.has(raw.id) && db.prepare('SELECT 1 FROM FM_MODULE WHERE ID = ?').get(raw.id)) {
    throw param(`菜单 id "${raw.id}" 已在其他菜单中使用`, `The menu id "${raw.id}" is used by another menu`);
  }
  if (typeof raw.name !== 'string' || raw.name.trim() === '' || raw.name.length > 100)
    throw param(`${where} 的名称必须是 1 到 100 个字的文字`, `${where} needs a name of 1 to 100 characters`);
  if (raw.nameEn !== undefined && raw.nameEn !== null && typeof raw.nameEn !== 'string')
    throw param(`${where} 的英文名称必须是文字`, `${where} nameEn must be text`);
  for (const key of TEXT_KEYS) {
    if (raw[key] !== undefined && raw[key] !== null && typeof raw[key] !== 'string')
      throw param(`${where}.${key} 必须是文字或 null`, `${where}.${key} must be text or null`);
  }
  if (raw.openType !== undefined && raw.openType !== null && !/^\d$/.test(String(raw.openType)))
    throw param(`${where}.openType 必须是 0 到 9 或 null`, `${where}.openType must be 0 to 9 or null`);
  if (raw.hidden !== undefined && typeof raw.hidden !== 'boolean') throw param(`${where}.hidden 必须是 true 或 false`, `${where}.hidden must be true or false`);
  if (raw.terminal !== undefined && !['pc', 'mobile', 'all'].includes(raw.terminal as string))
    throw param(`${where}.terminal 必须是 pc、mobile 或 all`, `${where}.terminal must be pc, mobile or all`);
  const children = raw.children ?? [];
  if (!Array.isArray(children)) throw param(`${where}.children 必须是数组`, `${where}.children must be an array`);
  children.forEach((child, i) => checkNode(db, child, `${where}.children[${i}]`, ids, mine));
}

/** Menu mode: `{ moduleId, items }` with well-formed nodes whose ids are new or already this tree's. */
export function checkMenuContent(db: Db, content: Obj, id: string): void {
  if (content.moduleId !== id) throw param(`moduleId 必须是 "${id.slice(0, 60)}"`, `moduleId must be "${id.slice(0, 60)}"`);
  if (!Array.isArray(content.items)) throw param('items 必须是数组', 'items must be an array');
  const mine = subtreeIds(db, menuRoot(db, id));
  const ids = new Set<string>();
  content.items.forEach((node, i) => checkNode(db, node, `items[${i}]`, ids, mine));
}

const text = (v: unknown): string | null => (typeof v === 'string' && v !== '' ? v : null);

/**
 * Replaces the tree under the root: nodes kept are updated in place, new ones inserted with the
 * roles that hold the root, dropped ones deleted with their role links. Call in a transaction.
 */
export function writeMenu(db: Db, id: string, content: Obj): void {
  const root = menuRoot(db, id);
  const before = subtreeIds(db, root);
  const roles = (
    root.parentId
      ? db.prepare('SELECT ROLE_ID FROM FM_ROLE_MODULE WHERE MODULE_ID = ?').all(root.parentId)
      : db.prepare('SELECT DISTINCT rm.ROLE_ID FROM FM_ROLE_MODULE rm JOIN FM_MODULE m ON m.ID = rm.MODULE_ID WHERE m.SERVICE_ID = ?').all(root.serviceId)
  ) as { ROLE_ID: string }[];
  const upsert =
    db.prepare(`INSERT INTO FM_MODULE (ID, SERVICE_ID, NAME, NAME_EN, PARENT_ID, ORDER_NUM, ICON, PAGE_ID, META_ID, FLAG, OPEN_TYPE, URL, HIDDEN_SUB_MENU, HELP, MODE)
    VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?) ON CONFLICT(ID) DO UPDATE SET SERVICE_ID = excluded.SERVICE_ID, NAME = excluded.NAME,
    NAME_EN = excluded.NAME_EN, PARENT_ID = excluded.PARENT_ID, ORDER_NUM = excluded.ORDER_NUM, ICON = excluded.ICON, PAGE_ID = excluded.PAGE_ID,
    META_ID = excluded.META_ID, FLAG = excluded.FLAG, OPEN_TYPE = excluded.OPEN_TYPE, URL = excluded.URL, HIDDEN_SUB_MENU = excluded.HIDDEN_SUB_MENU,
    HELP = excluded.HELP, MODE = excluded.MODE`);
  const link = db.prepare('INSERT INTO FM_ROLE_MODULE (ROLE_ID, MODULE_ID) VALUES (?, ?) ON CONFLICT DO NOTHING');
  const kept = new Set<string>();
  const write = (nodes: Obj[], parent: string | null) =>
    nodes.forEach((n, i) => {
      const nodeId = n.id as string;
      kept.add(nodeId);
      const mode = n.terminal === 'pc' ? 'pc' : n.terminal === 'mobile' ? 'move' : 'all';
      upsert.run(
        nodeId,
        root.serviceId,
        n.name,
        text(n.nameEn) ?? n.name,
        parent,
        i + 1,
        text(n.icon),
        text(n.pageId),
        text(n.metaId),
        text(n.flag),
        n.openType === null || n.openType === undefined ? null : String(n.openType),
        text(n.url),
        n.hidden ? '1' : '0',
        text(n.help),
        mode,
      );
      if (!before.has(nodeId)) for (const r of roles) link.run(r.ROLE_ID, nodeId);
      write((n.children as Obj[] | undefined) ?? [], nodeId);
    });
  write(content.items as Obj[], root.parentId);
  for (const gone of before) {
    if (kept.has(gone)) continue;
    db.prepare('DELETE FROM FM_ROLE_MODULE WHERE MODULE_ID = ?').run(gone);
    db.prepare('DELETE FROM FM_MODULE WHERE ID = ?').run(gone);
  }
}

/** Every menu the designer can open: each service's top and each module that has entries under it. */
export function menuIds(db: Db): string[] {
  const services = db.prepare('SELECT ID FROM FM_SERVICE ORDER BY ID').all() as { ID: string }[];
  const parents = db.prepare('SELECT DISTINCT PARENT_ID AS ID FROM FM_MODULE WHERE PARENT_ID IS NOT NULL ORDER BY PARENT_ID').all() as { ID: string }[];
  return [...services, ...parents].map((r) => r.ID);
}
