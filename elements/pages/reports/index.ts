/**
 * The report pages: `reportList`, and `reportPreview` / `reportChart` (one page that opens on the
 * table or on the chart). Reports are computed by the server (FM_REPORT), never here; the calls
 * and the report controller are core's (core/reports, `platform.reports`).
 */
export { default as ReportListPage } from './ReportListPage.tsx';
export { default as ReportPage } from './ReportPage.tsx';
export type { ReportPageProps } from './use-report.ts';
export { ReportTable } from './ReportTable.tsx';
export { reportChartData, chartMeasures } from './report-chart-data.ts';
export { formatFigure } from './report-format.ts';
export type * from './report-types.ts';
