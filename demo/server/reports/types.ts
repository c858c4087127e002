/** Shapes of report definitions and of a run's result (docs/server-contract.md "Reports"). */
import type { Condition } from '../actions/conditions.js';

export type I18n = { '010': string; '011': string };

export type Bucket = 'day' | 'month' | 'year';
export type MeasureFn = 'count' | 'sum' | 'avg' | 'min' | 'max';
export type ParamType = 'date' | 'datetime' | 'code' | 'number' | 'string';
export type ChartType = 'bar' | 'line' | 'pie' | 'barLine';

export interface DimensionDef {
  /** An attribute of the entity, or of the entity a reference attribute points to (`CUSTOMER_ID.REGION`). */
  field: string;
  label: I18n;
  /** Groups a date or datetime field by calendar day, month or year. */
  bucket?: Bucket;
}

export interface MeasureDef {
  id: string;
  /** Absent only for `count` (every row). */
  field?: string;
  fn: MeasureFn;
  label: I18n;
}

export interface ParamDef {
  field: string;
  /** A spec §5 condition mode: the value the caller gives is the condition's value. */
  mode: string;
  label: I18n;
  dataType: ParamType;
  codeKey?: string;
  required?: boolean;
  default?: unknown;
}

export interface ReportDefinition {
  id: string;
  name: I18n;
  description?: I18n;
  group: I18n;
  /** Stored as a user id; read as `{ id, name, nameEn }`. */
  owner: string;
  entity: string;
  dimensions: DimensionDef[];
  measures: MeasureDef[];
  conditions?: Condition[];
  parameters?: ParamDef[];
  chart?: { type: ChartType; measures?: string[] };
}

export interface Owner {
  id: string;
  name: string;
  nameEn: string;
}

/** A definition as the calls give it: the owner with their names. */
export type ReportView = Omit<ReportDefinition, 'owner'> & { owner: Owner };

export type Values = Record<string, number | null>;

export interface KeyValue {
  value: string | number | null;
  label: string;
}

export interface ReportResult {
  columns: { key: string; label: I18n; kind: 'dimension' | 'measure' }[];
  rows: { keys: Record<string, KeyValue>; values: Values }[];
  subtotals: { key: KeyValue; values: Values }[];
  total: Values;
  current?: Period;
  previous?: Period;
}

/** A period of the comparison: its first and last calendar day and the measures over it. */
export interface Period {
  from: string;
  to: string;
  total: Values;
}
