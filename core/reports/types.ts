/** The report calls' shapes (docs/server-contract.md "Reports (FM_REPORT)"). */
export type I18n = Record<string, string> | string;

export interface DimensionDef {
  field: string;
  label: I18n;
  bucket?: 'day' | 'month' | 'year';
}

export interface MeasureDef {
  id: string;
  field?: string;
  fn: 'count' | 'sum' | 'avg' | 'min' | 'max';
  label: I18n;
}

export interface ParamDef {
  field: string;
  mode: string;
  label: I18n;
  dataType: 'date' | 'datetime' | 'code' | 'number' | 'string';
  codeKey?: string;
  required?: boolean;
  default?: unknown;
}

export type ChartType = 'bar' | 'line' | 'pie' | 'barLine';

export interface ReportDefinition {
  id: string;
  name: I18n;
  description?: I18n;
  group: I18n;
  owner?: { id: string; name?: string; nameEn?: string };
  entity: string;
  dimensions: DimensionDef[];
  measures: MeasureDef[];
  parameters?: ParamDef[];
  chart?: { type: ChartType; measures?: string[] };
}

export interface ReportGroup {
  group: I18n;
  reports: ReportDefinition[];
}

export interface KeyLabel {
  value: string | number | null;
  label: string;
}

export type MeasureValues = Record<string, number | null>;

export interface ReportColumn {
  key: string;
  label: I18n;
  kind: 'dimension' | 'measure';
}

export interface ReportPeriod {
  from: string;
  to: string;
  total: MeasureValues;
}

export interface ReportResult {
  columns: ReportColumn[];
  rows: Array<{ keys: Record<string, KeyLabel>; values: MeasureValues }>;
  subtotals: Array<{ key: KeyLabel; values: MeasureValues }>;
  total: MeasureValues;
  current?: ReportPeriod;
  previous?: ReportPeriod;
}

/** What a run sends: the parameter values by field, and the sort. */
export type ParamValues = Record<string, string | [string, string]>;

export interface ReportSort {
  by: string;
  order: 'asc' | 'desc';
}

export const CHART_TYPES: readonly ChartType[] = ['bar', 'line', 'pie', 'barLine'];

/** A run of the entity's `stat` call: the records grouped by one field, counted and summed. */
export interface StatGroup {
  value: string | null;
  count: number;
  sums: Record<string, number>;
}

/** What a statistics page asks `stat` for. */
export interface StatQuery {
  /** The entity's id or code. */
  entity: string;
  groupBy: string;
  sum: string[];
  conditions: unknown[];
}
