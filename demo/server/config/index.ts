/**
 * The designer's calls on FM_CONFIG (docs/server-contract.md "Configuration"): get, save,
 * versions, version, restore of a page config, a menu tree or a report definition. Only the
 * SYSTEM role may make them; a save from an older version is error.conflict with the current one.
 */
import { activeRoles } from '../actions/rights.js';
import { userClientId } from '../actions/tenant.js';
import { ApiError, notFound, param } from '../errors.js';
import type { Ctx, Route } from '../http/context.js';
import { CONFIG_MODES, checkedContent, currentVersion, insertVersion, oneVersion, pageFacts, versionList, writeLive } from './store.js';
import type { ConfigMode, VersionRow } from './store.js';
import { menuRoot } from './menu.js';
import type { Obj } from './check.js';

/** The role code the Config route forces (spec §2). */
export const SYSTEM_ROLE = 'SYSTEM';

/** The request must act under SYSTEM alone: a user's other roles (no Role header) do not count. */
function requireSystem(ctx: Ctx): void {
  const roles = activeRoles(ctx);
  if (roles.length !== 1 || roles[0]!.CODE !== SYSTEM_ROLE) {
    throw new ApiError('error.forbidden', ['只有 SYSTEM 角色可以修改配置', 'Only the SYSTEM role may change configurations']);
  }
}

interface Target {
  client: string;
  mode: ConfigMode;
  id: string;
}

function targetOf(ctx: Ctx): Target {
  requireSystem(ctx);
  const mode = ctx.params.mode;
  if (typeof mode !== 'string' || !(CONFIG_MODES as readonly string[]).includes(mode))
    throw param('mode 必须是 page、menu 或 report', 'mode must be page, menu or report');
  const id = ctx.params.id;
  if (typeof id !== 'string' || id.trim() === '' || id.length > 100) throw param('缺少 id', 'Missing id');
  // Page configs and menus are shared by the clients; reports belong to one (FM_REPORT.CLIENT).
  // A menu hangs in a service of one client: another client's is as absent as an unknown one.
  if (mode === 'menu') {
    const { serviceId } = menuRoot(ctx.app.db, id);
    if (!ctx.app.db.prepare('SELECT 1 FROM FM_SERVICE WHERE ID = ? AND CLIENT = ?').get(serviceId, userClientId(ctx))) {
      throw notFound(`菜单 ${id.slice(0, 60)} 不存在`, `There is no menu ${id.slice(0, 60)}`);
    }
  }
  return { client: mode === 'report' ? userClientId(ctx) : '', mode: mode as ConfigMode, id };
}

function baseVersionOf(ctx: Ctx): number {
  const base = ctx.params.baseVersion;
  if (!Number.isInteger(base) || (base as number) < 1) throw param('baseVersion 必须是正整数', 'baseVersion must be a positive integer');
  return base as number;
}

/** Writes `content` as the next version and the live config, in one transaction, if `base` is current. */
function saveVersion(ctx: Ctx, t: Target, base: number, content: unknown): { version: number; updatedAt: string } {
  const db = ctx.app.db;
  const checked = checkedContent(db, t.mode, t.id, content);
  return db.transaction(() => {
    const current: VersionRow = currentVersion(db, t.client, t.mode, t.id);
    if (current.version !== base) {
      throw new ApiError(
        'error.conflict',
        ['配置已被他人修改，请基于最新版本再保存', 'Someone else changed this config: save again on top of the latest version'],
        current,
      );
    }
    const version = current.version + 1;
    const updatedAt = new Date().toISOString();
    writeLive(db, t.client, t.mode, t.id, checked);
    insertVersion(db, t.client, t.mode, t.id, version, checked, ctx.session!.userId, updatedAt);
    return { version, updatedAt };
  })();
}

export const configRoutes: Record<string, Route> = {
  'FM_CONFIG/get': {
    handler: (ctx) => {
      const t = targetOf(ctx);
      const current = currentVersion(ctx.app.db, t.client, t.mode, t.id);
      const data: Obj = { mode: t.mode, id: t.id, ...current };
      if (t.mode === 'page') data.page = pageFacts(ctx.app.db, t.id);
      return data;
    },
  },
  'FM_CONFIG/save': {
    post: true,
    write: true,
    handler: (ctx) => {
      const t = targetOf(ctx);
      return saveVersion(ctx, t, baseVersionOf(ctx), ctx.params.content);
    },
  },
  'FM_CONFIG/versions': {
    handler: (ctx) => {
      const t = targetOf(ctx);
      return versionList(ctx.app.db, t.client, t.mode, t.id);
    },
  },
  'FM_CONFIG/version': {
    handler: (ctx) => {
      const t = targetOf(ctx);
      const { version, content, updatedBy, updatedAt } = oneVersion(ctx.app.db, t.client, t.mode, t.id, ctx.params.version);
      return { version, content, updatedBy, updatedAt };
    },
  },
  'FM_CONFIG/restore': {
    post: true,
    write: true,
    handler: (ctx) => {
      const t = targetOf(ctx);
      const base = baseVersionOf(ctx);
      const old = oneVersion(ctx.app.db, t.client, t.mode, t.id, ctx.params.version);
      return saveVersion(ctx, t, base, old.content);
    },
  },
};
