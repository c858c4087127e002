/**
 * The entities a report's reply carries values of besides its own: each entity a dimension,
 * measure, fixed condition or parameter passes through a reference (`CUSTOMER_ID.REGION` reads
 * CUSTOMER), and the entity a reference dimension's labels are read from (`CUSTOMER_ID` is labelled
 * by the customer's name). Each needs the caller's `view`, as the report's own entity does, as
 * the list export reads a reference's label only where its reader may view the related entity;
 * a report refuses instead of leaving labels out, so a chart never mixes names and keys.
 *
 * The walk reads the stored definition as it is (a broken one reaches what its valid paths reach),
 * so the check runs before the definition is planned and before any of its SQL.
 */
import { ApiError } from '../errors.js';
import type { Ctx } from '../http/context.js';
import { hasRight } from '../actions/rights.js';
import { allAttrs, findEntity } from '../meta/entities.js';
import type { EntityDef } from '../meta/types.js';
import type { ReportDefinition } from './types.js';

/** More hops than any path walks: a reference cycle (a tree's PARENT_ID) ends here. */
const MAX_HOPS = 8;

const listOf = (v: unknown): unknown[] => (Array.isArray(v) ? v : []);

const fieldOf = (item: unknown): unknown => (item && typeof item === 'object' ? (item as { field?: unknown }).field : undefined);

/**
 * Adds to `out` each entity the path passes through a reference, and (when `labelled`) the entity
 * its last field refers to. Stops at the first name that is not a field (planning refuses it).
 */
function walk(entity: EntityDef, path: unknown, labelled: boolean, out: Map<string, EntityDef>): void {
  if (typeof path !== 'string') return;
  const names = path.split('.').map((n) => n.trim());
  if (names.length > MAX_HOPS + 1) return;
  let current = entity;
  for (const [i, name] of names.entries()) {
    const attr = allAttrs(current).find((a) => a.name === name);
    if (!attr) return;
    const last = i === names.length - 1;
    if (last && !labelled) return;
    const target = attr.type === 'ref' ? findEntity(attr.relatedEntity) : undefined;
    if (!target) return;
    out.set(target.code, target);
    current = target;
  }
}

/** The entities other than the report's own whose values a run of the definition reads. */
export function reachedEntities(report: ReportDefinition, entity: EntityDef): EntityDef[] {
  const out = new Map<string, EntityDef>();
  for (const d of listOf(report.dimensions)) walk(entity, fieldOf(d), true, out);
  for (const m of listOf(report.measures)) walk(entity, fieldOf(m), false, out);
  for (const c of listOf(report.conditions)) walk(entity, fieldOf(c), false, out);
  for (const p of listOf(report.parameters)) walk(entity, fieldOf(p), false, out);
  out.delete(entity.code);
  return [...out.values()];
}

/** Whether the caller may view every entity a run of the report reads beyond its own. */
export function mayReach(ctx: Ctx, report: ReportDefinition, entity: EntityDef): boolean {
  return reachedEntities(report, entity).every((e) => e.metaType === 'business' && hasRight(ctx, e, 'view'));
}

/** error.forbidden, as for the report's own entity, unless the caller may view all it reaches. */
export function requireReach(ctx: Ctx, report: ReportDefinition, entity: EntityDef): void {
  if (!mayReach(ctx, report, entity)) throw new ApiError('error.forbidden');
}
