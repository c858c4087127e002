/**
 * A report's run as the figures of a chart by category. One dimension: its groups are the
 * categories and each charted measure a series (counts on the left axis, sums and averages on the
 * right when a chart mixes them). Two dimensions: the first dimension's groups are the categories,
 * the second's values the series of the first charted measure (stacked bars: each stack is the
 * subtotal); a pie shows the subtotals.
 */
import type { CategoryChartData, CategorySeries } from '../charts/index.ts';
import { i18nLabel } from '../charts/index.ts';
import { rowGroups } from './report-format.ts';
import type { ReportTextFn } from './report-text.ts';
import type { ChartType, MeasureDef, ReportDefinition, ReportResult } from './report-types.ts';

/** The measures the chart shows: the definition's `chart.measures` that exist, else all. */
export function chartMeasures(definition: ReportDefinition): MeasureDef[] {
  const named = (definition.chart?.measures ?? []).map((id) => definition.measures.find((m) => m.id === id)).filter((m): m is MeasureDef => Boolean(m));
  return named.length ? named : definition.measures;
}

function oneDimension(definition: ReportDefinition, result: ReportResult, kind: ChartType, language: string): CategoryChartData {
  const field = definition.dimensions[0]!.field;
  const measures = chartMeasures(definition);
  const mixed = measures.some((m) => m.fn === 'count') && measures.some((m) => m.fn !== 'count');
  const series: CategorySeries[] = measures.map((m, i) => ({
    name: i18nLabel(m.label, language, m.id),
    values: result.rows.map((r) => r.values[m.id] ?? null),
    axis: mixed && m.fn !== 'count' ? 1 : 0,
    type: kind === 'barLine' ? (i === 0 ? 'bar' : 'line') : undefined,
  }));
  return { kind, categories: result.rows.map((r) => r.keys[field]?.label ?? ''), series };
}

function twoDimensions(definition: ReportDefinition, result: ReportResult, kind: ChartType, language: string, words: ReportTextFn): CategoryChartData {
  const [, second] = definition.dimensions as [unknown, { field: string }];
  const measure = chartMeasures(definition)[0]!;
  const groups = rowGroups(definition, result);
  const categories = groups.map((g) => g.key.label);
  if (kind === 'pie') {
    return {
      kind,
      categories,
      series: [{ name: i18nLabel(measure.label, language, measure.id), values: groups.map((g) => g.subtotal?.values[measure.id] ?? null) }],
    };
  }
  const names = new Map<string, string>();
  for (const row of result.rows) {
    const key = row.keys[second.field];
    names.set(String(key?.value ?? ''), key?.label ?? '');
  }
  const lines = kind === 'line';
  const series: CategorySeries[] = [...names].map(([value, name]) => ({
    name,
    values: groups.map((g) => g.rows.find((r) => String(r.keys[second.field]?.value ?? '') === value)?.values[measure.id] ?? null),
    type: lines ? 'line' : 'bar',
    stack: lines ? undefined : 'groups',
  }));
  if (kind === 'barLine') {
    series.push({
      name: words('subtotal', i18nLabel(measure.label, language, measure.id)),
      values: groups.map((g) => g.subtotal?.values[measure.id] ?? null),
      type: 'line',
    });
  }
  return { kind, categories, series };
}

export function reportChartData(definition: ReportDefinition, result: ReportResult, kind: ChartType, language: string, words: ReportTextFn): CategoryChartData {
  if (definition.dimensions.length > 1) return twoDimensions(definition, result, kind, language, words);
  if (kind === 'pie') {
    const data = oneDimension(definition, result, kind, language);
    return { ...data, series: data.series.slice(0, 1) };
  }
  return oneDimension(definition, result, kind, language);
}
