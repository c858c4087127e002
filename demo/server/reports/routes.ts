/**
 * The report calls `/api/v1/{client}/{system}/FM_REPORT/{list|get|run|export}` (docs/server-contract.md
 * "Reports"). A caller sees and runs the reports of their client whose entity, and every entity the
 * report reaches through a reference (reach.ts), one of their active roles may `view`; anything
 * else is refused with error.forbidden.
 */
import { hasRight, requireRight } from '../actions/rights.js';
import { userClientId } from '../actions/tenant.js';
import type { Ctx, Route } from '../http/context.js';
import { findEntity } from '../meta/entities.js';
import { exportReport, formatOf } from './export.js';
import { planReport, reportEntity, type Plan } from './plan.js';
import { mayReach, requireReach } from './reach.js';
import { runReport } from './run.js';
import { reportById, reportsOf, viewOf } from './store.js';
import type { I18n, ReportView } from './types.js';

function mayView(ctx: Ctx, entity: string): boolean {
  const def = findEntity(entity);
  return def !== undefined && def.metaType === 'business' && hasRight(ctx, def, 'view');
}

function list(ctx: Ctx): { groups: { group: I18n; reports: ReportView[] }[] } {
  const db = ctx.app.db;
  const groups = new Map<string, { group: I18n; reports: ReportView[] }>();
  for (const report of reportsOf(db, userClientId(ctx))) {
    if (!mayView(ctx, report.entity) || !mayReach(ctx, report, findEntity(report.entity)!)) continue;
    const key = JSON.stringify(report.group);
    if (!groups.has(key)) groups.set(key, { group: report.group, reports: [] });
    groups.get(key)!.reports.push(viewOf(db, report));
  }
  return { groups: [...groups.values()] };
}

/** The report the call names, checked against the caller's rights and its entity. */
function planned(ctx: Ctx): Plan {
  const report = reportById(ctx.app.db, userClientId(ctx), ctx.params.id);
  const entity = reportEntity(report);
  requireRight(ctx, entity, 'view');
  requireReach(ctx, report, entity);
  return planReport(report);
}

export const reportRoutes: Record<string, Route> = {
  'FM_REPORT/list': { handler: list },
  'FM_REPORT/get': { handler: (ctx) => viewOf(ctx.app.db, planned(ctx).report) },
  'FM_REPORT/run': {
    post: true,
    handler: (ctx) => runReport(ctx, planned(ctx), ctx.params.params, ctx.params.sort),
  },
  'FM_REPORT/export': {
    post: true,
    handler: async (ctx) => {
      const plan = planned(ctx);
      const format = formatOf(ctx.params.format);
      return exportReport(ctx, plan.report, await runReport(ctx, plan, ctx.params.params, ctx.params.sort), format);
    },
  },
};
