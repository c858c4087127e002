/** The report calls' shapes: core's (core/reports), named here for the report pages. */
export { CHART_TYPES } from '../../../core/reports/index.ts';
export type {
  ChartType,
  DimensionDef,
  I18n,
  KeyLabel,
  MeasureDef,
  MeasureValues,
  ParamDef,
  ParamValues,
  ReportColumn,
  ReportDefinition,
  ReportGroup,
  ReportPeriod,
  ReportResult,
  ReportSort,
} from '../../../core/reports/index.ts';
