/** Runs a report: the caller's parameters and sort, the grouped queries, labels and the comparison. */
import { compileConditions } from '../actions/conditions.js';
import type { Ctx } from '../http/context.js';
import { labellerOf, type Labeller } from './labels.js';
import { bindParams } from './params.js';
import { comparePeriods } from './period.js';
import type { Plan } from './plan.js';
import { fromOf, grouped, readSort, totalOf, valuesOf, type Row } from './sql.js';
import type { ReportResult } from './types.js';

function columnsOf(plan: Plan): ReportResult['columns'] {
  return [
    ...plan.dimensions.map((d) => ({ key: d.def.field, label: d.def.label, kind: 'dimension' as const })),
    ...plan.measures.map((m) => ({ key: m.def.id, label: m.def.label, kind: 'measure' as const })),
  ];
}

/** With two dimensions, rows follow their subtotals' order (each group together, sorted inside). */
function followSubtotals(rows: Row[], subtotals: Row[]): Row[] {
  const rank = new Map(subtotals.map((s, i) => [s.k0, i]));
  return [...rows].sort((a, b) => (rank.get(a.k0) ?? 0) - (rank.get(b.k0) ?? 0));
}

export async function runReport(ctx: Ctx, plan: Plan, params: unknown, sortBy: unknown): Promise<ReportResult> {
  const sort = readSort(plan, sortBy);
  const bound = bindParams(ctx, plan, params);
  const fixed = compileConditions(plan.entity, plan.report.conditions);
  const from = fromOf(ctx, plan, [fixed, ...bound.parts.values()]);
  const two = plan.dimensions.length === 2;
  const subRows = two ? await grouped(ctx, plan, from, sort, 1) : [];
  const finest = await grouped(ctx, plan, from, sort, plan.dimensions.length);
  const rows = two ? followSubtotals(finest, subRows) : finest;
  const labellers: Labeller[] = plan.dimensions.map((d, i) =>
    labellerOf(
      ctx,
      d.attr,
      rows.map((r) => r[`k${i}`]),
    ),
  );
  const result: ReportResult = {
    columns: columnsOf(plan),
    rows: rows.map((r) => ({
      keys: Object.fromEntries(plan.dimensions.map((d, i) => [d.def.field, labellers[i]!(r[`k${i}`])])),
      values: valuesOf(plan, r),
    })),
    subtotals: subRows.map((r) => ({ key: labellers[0]!(r.k0), values: valuesOf(plan, r) })),
    total: await totalOf(ctx, plan, from),
  };
  if (bound.compare) Object.assign(result, await comparePeriods(ctx, plan, fixed, bound, finest));
  return result;
}
