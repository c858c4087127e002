/** A report's rows as the table and the chart group them; figures as core formats them. */
import type { KeyLabel, ReportDefinition, ReportResult } from './report-types.ts';

export { formatFigure } from '../../../core/reports/index.ts';

const keyOf = (key: KeyLabel | undefined) => String(key?.value ?? '');

export interface RowGroup {
  key: KeyLabel;
  rows: ReportResult['rows'];
  /** The first dimension's subtotal (two dimensions only). */
  subtotal?: ReportResult['subtotals'][number];
}

/**
 * The result's rows by the first dimension, in the server's order: with two dimensions one group
 * per subtotal (the rows come group by group in the subtotals' order), else one group per row.
 */
export function rowGroups(definition: ReportDefinition, result: ReportResult): RowGroup[] {
  const first = definition.dimensions[0]!.field;
  if (definition.dimensions.length < 2) return result.rows.map((row) => ({ key: row.keys[first] ?? { value: null, label: '' }, rows: [row] }));
  const byKey = new Map<string, ReportResult['rows']>();
  for (const row of result.rows) {
    const k = keyOf(row.keys[first]);
    const list = byKey.get(k) ?? [];
    list.push(row);
    byKey.set(k, list);
  }
  return result.subtotals.map((subtotal) => ({ key: subtotal.key, rows: byKey.get(keyOf(subtotal.key)) ?? [], subtotal }));
}
