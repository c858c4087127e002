/**
 * The report calls (FM_REPORT list, get, run, export) with their replies checked: a reply in
 * another shape is a clear error, never a blank page or an exception in the drawing.
 */
import type { PageServices } from '../kit/services.ts';
import type { ParamDef, ParamValues, ReportDefinition, ReportGroup, ReportResult, ReportSort } from './report-types.ts';

export const REPORT_ENTITY = 'FM_REPORT';

export class ReportReplyError extends Error {
  readonly code = 'report.reply';
}

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

function isDefinition(v: unknown): v is ReportDefinition {
  return (
    isObject(v) && typeof v.id === 'string' && Array.isArray(v.dimensions) && v.dimensions.length > 0 && Array.isArray(v.measures) && v.measures.length > 0
  );
}

export async function listReports(services: PageServices, signal?: AbortSignal): Promise<ReportGroup[]> {
  const reply = await services.request<{ groups?: unknown }>({ entity: REPORT_ENTITY, action: 'list', method: 'GET', silent: true, signal });
  const groups = reply?.groups;
  if (!Array.isArray(groups) || !groups.every((g) => isObject(g) && Array.isArray(g.reports) && g.reports.every(isDefinition))) {
    throw new ReportReplyError('FM_REPORT/list');
  }
  return groups as ReportGroup[];
}

export async function getReport(services: PageServices, id: string, signal?: AbortSignal): Promise<ReportDefinition> {
  const reply = await services.request<unknown>({ entity: REPORT_ENTITY, action: 'get', method: 'GET', params: { id }, silent: true, signal });
  if (!isDefinition(reply)) throw new ReportReplyError('FM_REPORT/get');
  return reply;
}

/** The run's `params`: blank values left out (the server would too), ranges as [from, to]. */
export function runParams(values: ParamValues, compare?: boolean): Record<string, unknown> {
  const params: Record<string, unknown> = {};
  for (const [field, value] of Object.entries(values)) {
    const blank = Array.isArray(value) ? value.every((v) => !v) : !value;
    if (!blank) params[field] = value;
  }
  if (compare) params.compare = 'previous';
  return params;
}

export async function runReport(
  services: PageServices,
  input: { id: string; params: ParamValues; sort?: ReportSort; compare?: boolean },
  signal?: AbortSignal,
): Promise<ReportResult> {
  const data = { id: input.id, params: runParams(input.params, input.compare), ...(input.sort ? { sort: input.sort } : {}) };
  const reply = await services.request<unknown>({ entity: REPORT_ENTITY, action: 'run', method: 'POST', data, silent: true, signal });
  if (!isObject(reply) || !Array.isArray(reply.columns) || !Array.isArray(reply.rows) || !Array.isArray(reply.subtotals) || !isObject(reply.total)) {
    throw new ReportReplyError('FM_REPORT/run');
  }
  return reply as unknown as ReportResult;
}

export async function exportReport(
  services: PageServices,
  input: { id: string; params: ParamValues; sort?: ReportSort; format: 'csv' | 'xlsx' },
): Promise<{ blob: Blob; filename: string }> {
  const data = { id: input.id, params: runParams(input.params), format: input.format, ...(input.sort ? { sort: input.sort } : {}) };
  return services.download({ entity: REPORT_ENTITY, action: 'export', method: 'POST', data });
}

const isRange = (p: ParamDef) => p.mode === 'in_scope' || p.mode === 'not_in_scope';

/** The form's first values: each parameter's `default` (a range as its two bounds). */
export function defaultParams(parameters: ParamDef[] | undefined): ParamValues {
  const values: ParamValues = {};
  for (const p of parameters ?? []) {
    const given = p.default;
    if (isRange(p)) {
      const [from, to] = Array.isArray(given) ? given : typeof given === 'string' ? given.split(',') : [];
      values[p.field] = [String(from ?? '').trim(), String(to ?? '').trim()];
    } else if (given !== undefined && given !== null) {
      values[p.field] = Array.isArray(given) ? given.join(',') : String(given);
    }
  }
  return values;
}

export { isRange as isRangeParam };
