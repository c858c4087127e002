/** FM_MODULE: menu trees per service and role. */
import { hasRightCode } from '../actions/platform-read.js';
import { activeRoles, rolesOfUser } from '../actions/rights.js';
import { ApiError, notFound } from '../errors.js';
import type { Ctx, Route } from '../http/context.js';

interface ModuleRow {
  ID: string;
  SERVICE_ID: string;
  NAME: string;
  NAME_EN: string | null;
  PARENT_ID: string | null;
  ORDER_NUM: number;
  ICON: string | null;
  PAGE_ID: string | null;
  META_ID: string | null;
  FLAG: string | null;
  OPEN_TYPE: string | null;
  URL: string | null;
  HIDDEN_SUB_MENU: string;
  HELP: string | null;
  MODE: string;
}

export interface Module extends Record<string, unknown> {
  ID: string;
  children: Module[];
}

function toModule(r: ModuleRow, lang: Ctx['lang']): Module {
  return {
    ID: r.ID,
    NAME: lang === 'en' ? (r.NAME_EN ?? r.NAME) : r.NAME,
    'NAME.i18n': { '010': r.NAME, '011': r.NAME_EN ?? r.NAME },
    PARENT_ID: r.PARENT_ID,
    ORDER_NUM: r.ORDER_NUM,
    ICON: r.ICON,
    PAGE_ID: r.PAGE_ID,
    META_ID: r.META_ID,
    FLAG: r.FLAG,
    OPEN_TYPE: r.OPEN_TYPE,
    URL: r.URL,
    HIDDEN_SUB_MENU: r.HIDDEN_SUB_MENU,
    HELP: r.HELP,
    SERVICE_ID: r.SERVICE_ID,
    MODE: r.MODE,
    children: [],
  };
}

const str = (v: unknown): string | undefined => (typeof v === 'string' && v !== '' ? v : undefined);

interface Filter {
  serviceId?: string | undefined;
  roleIds?: string[] | undefined;
  mode?: string | undefined;
}

function moduleRows(ctx: Ctx, f: Filter): ModuleRow[] {
  const where: string[] = ['1 = 1'];
  const params: unknown[] = [];
  if (f.serviceId) {
    where.push('m.SERVICE_ID = ?');
    params.push(f.serviceId);
  }
  if (f.mode) {
    where.push("(m.MODE = 'all' OR m.MODE = ?)");
    params.push(f.mode);
  }
  if (f.roleIds) {
    if (!f.roleIds.length) return [];
    where.push(`m.ID IN (SELECT MODULE_ID FROM FM_ROLE_MODULE WHERE ROLE_ID IN (${f.roleIds.map(() => '?').join(',')}))`);
    params.push(...f.roleIds);
  }
  return ctx.app.db.prepare(`SELECT m.* FROM FM_MODULE m WHERE ${where.join(' AND ')} ORDER BY m.ORDER_NUM, m.ID`).all(...params) as ModuleRow[];
}

/** Builds the forest; with `rootId`, returns the children of that module (the whole tree under it). */
function forest(ctx: Ctx, rows: ModuleRow[], rootId?: string): Module[] {
  const byId = new Map(rows.map((r) => [r.ID, toModule(r, ctx.lang)]));
  const roots: Module[] = [];
  for (const r of rows) {
    const m = byId.get(r.ID)!;
    const parent = r.PARENT_ID ? byId.get(r.PARENT_ID) : undefined;
    if (rootId ? r.PARENT_ID === rootId : !parent) roots.push(m);
    else if (parent) parent.children.push(m);
  }
  return roots;
}

function requireModule(ctx: Ctx, id: string | undefined): void {
  if (id && !ctx.app.db.prepare('SELECT 1 FROM FM_MODULE WHERE ID = ?').get(id)) {
    throw notFound(`菜单 ${id.slice(0, 40)} 不存在`, `Module ${id.slice(0, 40)} does not exist`);
  }
}

/** The role ids to filter by: the roleId parameter (must be the user's), else the active roles. */
function roleFilter(ctx: Ctx): string[] {
  const roles = activeRoles(ctx);
  const wanted = str(ctx.params.roleId);
  if (!wanted) return roles.map((r) => r.ID);
  if (!roles.some((r) => r.ID === wanted)) throw new ApiError('error.forbidden', ['当前用户没有该角色', 'The user does not hold this role']);
  return [wanted];
}

/**
 * Whole-tree calls (not per role) still show only the modules of some role of the user; a
 * configurator (right code `system.config`) sees every module, as the menu designer needs.
 */
function heldRoles(ctx: Ctx): string[] | undefined {
  if (hasRightCode(ctx, 'system.config')) return undefined;
  return rolesOfUser(ctx, ctx.session!.userId).map((r) => r.ID);
}

function modeOf(ctx: Ctx): string | undefined {
  const mode = str(ctx.params.mode);
  if (mode && mode !== 'pc' && mode !== 'move') throw new ApiError('error.param', ['mode 只能是 pc 或 move', 'mode must be "pc" or "move"']);
  return mode;
}

export const menuRoutes: Record<string, Route> = {
  'FM_MODULE/getMenuTreeData': {
    handler: (ctx) => {
      const id = str(ctx.params.moduleId);
      requireModule(ctx, id);
      return forest(ctx, moduleRows(ctx, { serviceId: str(ctx.params.serviceId), roleIds: heldRoles(ctx) }), id);
    },
  },
  'FM_MODULE/getUserMenuTreeData': {
    handler: (ctx) => {
      const id = str(ctx.params.moduleId);
      requireModule(ctx, id);
      return forest(ctx, moduleRows(ctx, { roleIds: roleFilter(ctx), mode: modeOf(ctx), serviceId: str(ctx.params.serviceId) }), id);
    },
  },
  'FM_MODULE/getServiceMenu': {
    handler: (ctx) => forest(ctx, moduleRows(ctx, { serviceId: str(ctx.params.serviceId), roleIds: heldRoles(ctx) })),
  },
  'FM_MODULE/getUserServiceMenu': {
    handler: (ctx) => forest(ctx, moduleRows(ctx, { serviceId: str(ctx.params.serviceId), roleIds: roleFilter(ctx), mode: modeOf(ctx) })),
  },
  'FM_MODULE/getSubModules': {
    handler: (ctx) => {
      const id = str(ctx.params.moduleId);
      if (!id) throw new ApiError('error.param', ['缺少 moduleId', 'Missing moduleId']);
      requireModule(ctx, id);
      return forest(ctx, moduleRows(ctx, { roleIds: heldRoles(ctx) }), id).map((m) => ({ ...m, children: [] }));
    },
  },
  'FM_MODULE/get': {
    handler: (ctx) => {
      const id = str(ctx.params.id);
      if (!id) throw new ApiError('error.param', ['缺少 id', 'Missing id']);
      requireModule(ctx, id);
      const rows = moduleRows(ctx, { roleIds: heldRoles(ctx) });
      const self = rows.find((r) => r.ID === id);
      if (!self) throw new ApiError('error.forbidden', ['当前用户的角色不能访问该菜单', "None of the user's roles may open this module"]);
      return { bean: { data: { ...toModule(self, ctx.lang), children: forest(ctx, rows, id) } } };
    },
  },
};
