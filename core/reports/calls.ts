/**
 * The report calls (FM_REPORT list, get, run, export) and the entity's `stat` call, one typed
 * function each, with their replies checked: a reply in another shape is a `ReportReplyError`,
 * never a blank page or an exception in the drawing.
 */
import type { Http } from '../http/index.ts';
import { runParams } from './params.ts';
import type { ParamValues, ReportDefinition, ReportGroup, ReportResult, ReportSort, StatGroup, StatQuery } from './types.ts';

export const REPORT_ENTITY = 'FM_REPORT';

/** A report reply in another shape than docs/server-contract.md gives; `message` names the call. */
export class ReportReplyError extends Error {
  readonly code = 'report.reply';
}

/** What the report calls need of core's request layer. */
export type ReportHttp = Pick<Http, 'request' | 'download'>;

export interface RunInput {
  id: string;
  params: ParamValues;
  sort?: ReportSort;
  /** Adds the previous period of equal length (`compare: "previous"`). */
  compare?: boolean;
}

export interface ExportInput {
  id: string;
  params: ParamValues;
  sort?: ReportSort;
  format: 'csv' | 'xlsx';
}

export interface ReportCalls {
  /** FM_REPORT/list: the reports the caller may run, by group. */
  listReports(signal?: AbortSignal): Promise<ReportGroup[]>;
  /** FM_REPORT/get: one report's definition. */
  getReport(id: string, signal?: AbortSignal): Promise<ReportDefinition>;
  /** FM_REPORT/run with the form's values (blank ones left out): the grouped result. */
  runReport(input: RunInput, signal?: AbortSignal): Promise<ReportResult>;
  /** FM_REPORT/run with a component's own params as they are; the reply unchecked (readFigure reads it). */
  runReportRaw(input: { id: string; params: Record<string, unknown> }, signal?: AbortSignal): Promise<unknown>;
  /** FM_REPORT/export: the server's CSV or .xlsx of the run, as a named file. */
  exportReport(input: ExportInput): Promise<{ blob: Blob; filename: string }>;
  /** `{entity}/stat`: counts and sums grouped by one field, for the conditions. */
  statGroups(query: StatQuery, signal?: AbortSignal): Promise<StatGroup[]>;
}

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

function isDefinition(v: unknown): v is ReportDefinition {
  return (
    isObject(v) && typeof v.id === 'string' && Array.isArray(v.dimensions) && v.dimensions.length > 0 && Array.isArray(v.measures) && v.measures.length > 0
  );
}

export function createReportCalls(http: ReportHttp): ReportCalls {
  return {
    async listReports(signal) {
      const reply = await http.request<{ groups?: unknown }>({ entity: REPORT_ENTITY, action: 'list', method: 'GET', silent: true, signal });
      const groups = reply?.groups;
      if (!Array.isArray(groups) || !groups.every((g) => isObject(g) && Array.isArray(g.reports) && g.reports.every(isDefinition))) {
        throw new ReportReplyError('FM_REPORT/list');
      }
      return groups as ReportGroup[];
    },
    async getReport(id, signal) {
      const reply = await http.request<unknown>({ entity: REPORT_ENTITY, action: 'get', method: 'GET', params: { id }, silent: true, signal });
      if (!isDefinition(reply)) throw new ReportReplyError('FM_REPORT/get');
      return reply;
    },
    async runReport(input, signal) {
      const data = { id: input.id, params: runParams(input.params, input.compare), ...(input.sort ? { sort: input.sort } : {}) };
      const reply = await http.request<unknown>({ entity: REPORT_ENTITY, action: 'run', method: 'POST', data, silent: true, signal });
      if (!isObject(reply) || !Array.isArray(reply.columns) || !Array.isArray(reply.rows) || !Array.isArray(reply.subtotals) || !isObject(reply.total)) {
        throw new ReportReplyError('FM_REPORT/run');
      }
      return reply as unknown as ReportResult;
    },
    runReportRaw: (input, signal) =>
      http.request<unknown>({ entity: REPORT_ENTITY, action: 'run', method: 'POST', silent: true, signal, data: { id: input.id, params: input.params } }),
    exportReport(input) {
      const data = { id: input.id, params: runParams(input.params), format: input.format, ...(input.sort ? { sort: input.sort } : {}) };
      return http.download({ entity: REPORT_ENTITY, action: 'export', method: 'POST', data });
    },
    async statGroups(query, signal) {
      const data = { groupBy: query.groupBy, sum: query.sum, conditions: query.conditions };
      const reply = await http.request<{ groups?: StatGroup[] }>({ entity: query.entity, action: 'stat', method: 'POST', data, silent: true, signal });
      return reply?.groups ?? [];
    },
  };
}
