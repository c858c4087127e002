/** Finds the handler of a call: platform calls first, then the generic actions of the entity. */
import { notFound } from '../errors.js';
import type { Ctx, Route } from '../http/context.js';
import { findEntity } from '../meta/entities.js';
import type { EntityDef } from '../meta/types.js';
import { appRoutes } from '../platform/app.js';
import { fileRoutes } from '../platform/files.js';
import { menuRoutes } from '../platform/menus.js';
import { metaRoutes } from '../platform/meta.js';
import { userRoutes } from '../platform/users.js';
import { userAdminRoutes } from '../platform/user-admin.js';
import { orgRoutes } from '../org/index.js';
import { processRoutes } from '../workflow/index.js';
import { reportRoutes } from '../reports/index.js';
import { configRoutes } from '../config/index.js';
import { exportCsv } from './export.js';
import { assertNotReadOnly, countRows, findRows, getBean, statRows } from './query.js';
import type { SqlPart } from './conditions.js';
import { finishRead, readScope } from './platform-read.js';
import { requireRight } from './rights.js';
import { applyOperate, hasOperate, removeRows, saveRow } from './write.js';
import { importRows } from '../import/index.js';
import { withLock } from '../workflow/lock.js';

const PLATFORM: Record<string, Route> = {
  ...userRoutes,
  ...userAdminRoutes,
  ...menuRoutes,
  ...metaRoutes,
  ...appRoutes,
  ...fileRoutes,
  ...orgRoutes,
  ...reportRoutes,
  ...configRoutes,
};

/** The workflow's entity: its calls live under /process/v1 only. */
const PROCESS_ENTITY = 'PROCESS';

const read =
  (right: string, run: (ctx: Ctx, def: EntityDef, extra?: SqlPart) => unknown) =>
  (def: EntityDef): Route => ({
    handler: async (ctx) => {
      requireRight(ctx, def, right);
      if (def.metaType === 'business') return run(ctx, def);
      const scope = readScope(ctx, def);
      return finishRead(scope, await run(ctx, scope.def, scope.extra));
    },
  });

const write =
  (run: (ctx: Ctx, def: EntityDef) => unknown, post = true) =>
  (def: EntityDef): Route => ({
    post,
    write: true,
    handler: (ctx) => {
      assertNotReadOnly(def);
      return run(ctx, def);
    },
  });

const GENERIC: Record<string, (def: EntityDef) => Route> = {
  get: read('view', (ctx, def, extra) => withLock(ctx, def, getBean(ctx, def, extra))),
  find: read('view', (ctx, def, extra) => findRows(ctx, def, true, extra)),
  list: read('view', (ctx, def, extra) => findRows(ctx, def, false, extra)),
  getCount: read('view', countRows),
  stat: read('view', statRows),
  exportExcel: read('export', exportCsv),
  export: read('export', exportCsv),
  download: read('export', exportCsv),
  save: write((ctx, def) => saveRow(ctx, def, false)),
  update: write((ctx, def) => saveRow(ctx, def, true)),
  removeMulti: write(removeRows, false),
  importRows: write(importRows),
  apply: write((ctx, def) => applyOperate(ctx, def, ctx.params.action ?? ctx.params.rule)),
};

/**
 * A table's own entry for a name from the address, never one the object inherits (`constructor`,
 * `toString`, `__proto__`, ...): such a name is an unknown call like any other.
 */
const own = <T>(table: Record<string, T>, name: string): T | undefined => (Object.hasOwn(table, name) ? table[name] : undefined);

/** The names the router knows: platform calls (`ENTITY/action`), generic actions, process calls. */
export const CALL_NAMES = { platform: Object.keys(PLATFORM), generic: Object.keys(GENERIC), process: Object.keys(processRoutes) };

export function resolveRoute(ctx: Ctx): Route {
  const { entity, action } = ctx;
  if (entity === PROCESS_ENTITY) return processRoute(ctx);
  const platform = own(PLATFORM, `${entity}/${action}`);
  if (platform) return platform;
  if (entity === '') {
    throw notFound(`未知的请求 ${action.slice(0, 60)}`, `Unknown call ${action.slice(0, 60)}`);
  }
  const def = findEntity(entity);
  if (!def) throw notFound(`实体 ${entity.slice(0, 60)} 不存在`, `Entity ${entity.slice(0, 60)} does not exist`);
  // Forms address the entity by its meta id as well (meta-fm-user/save): the same user management.
  const userAdmin = own(userAdminRoutes, `${def.code}/${action}`);
  if (userAdmin) return userAdmin;
  if (ctx.prefix === 'rule') return write((c, d) => applyOperate(c, d, action))(def);
  const generic = own(GENERIC, action);
  if (generic) return generic(def);
  if (hasOperate(def, action)) return write((c, d) => applyOperate(c, d, action))(def);
  throw notFound(`实体 ${def.code} 不支持操作 ${action.slice(0, 60)}`, `Entity ${def.code} has no action ${action.slice(0, 60)}`);
}

function processRoute(ctx: Ctx): Route {
  if (ctx.prefix !== 'process') {
    throw notFound(`流程请求的地址前缀是 /process/v1`, `Process calls are made under /process/v1`);
  }
  const route = own(processRoutes, ctx.action);
  if (!route) throw notFound(`未知的流程请求 ${ctx.action.slice(0, 60)}`, `Unknown process call ${ctx.action.slice(0, 60)}`);
  return route;
}
