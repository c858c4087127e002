/**
 * The ECharts option of a chart of figures by category (the reports and the statistics page):
 * bars, lines, both (a second value axis for the lines), or a pie of the first series. Pure: no
 * chart library here, so a page can build and test the option without loading ECharts.
 */
import type { ChartColors } from './colors.ts';

export type CategoryChartKind = 'bar' | 'line' | 'pie' | 'barLine';

export interface CategorySeries {
  name: string;
  values: Array<number | null>;
  /** Bars or a line (a barLine chart); the chart's kind decides when absent. */
  type?: 'bar' | 'line';
  /** 1: the second value axis (on the right), for figures of another size. */
  axis?: 0 | 1;
  /** Series with the same stack name pile up. */
  stack?: string;
}

export interface CategoryChartData {
  kind: CategoryChartKind;
  categories: string[];
  series: CategorySeries[];
}

type Format = (value: number) => string;

/** Every figure is drawn as a label while there are few (the kit has no tooltip: engine.ts). */
const MAX_LABELLED = 36;

function pieOption(data: CategoryChartData, colors: ChartColors, format: Format) {
  const first = data.series[0];
  return {
    color: colors.palette,
    backgroundColor: 'transparent',
    animation: false,
    textStyle: { color: colors.ink },
    series: [
      {
        type: 'pie',
        name: first?.name ?? '',
        radius: ['0%', '62%'],
        center: ['50%', '52%'],
        itemStyle: { borderColor: colors.background, borderWidth: 2 },
        label: { color: colors.ink, formatter: (p: { name: string; value: number; percent: number }) => `${p.name}\n${format(p.value)} (${p.percent}%)` },
        data: data.categories.map((name, i) => ({ name, value: first?.values[i] ?? 0 })),
      },
    ],
  };
}

export function categoryOption(data: CategoryChartData, colors: ChartColors, format: Format) {
  if (data.kind === 'pie') return pieOption(data, colors, format);
  const labelled = data.categories.length * data.series.length <= MAX_LABELLED;
  const twoAxes = data.series.some((s) => s.axis === 1);
  const valueAxis = (show: boolean) => ({
    type: 'value',
    show,
    axisLabel: { color: colors.muted, formatter: (v: number) => format(v) },
    splitLine: { lineStyle: { color: colors.line, opacity: 0.5 } },
  });
  const single = data.series.length === 1 && data.kind === 'bar';
  return {
    color: colors.palette,
    backgroundColor: 'transparent',
    animation: false,
    textStyle: { color: colors.ink },
    grid: { left: 12, right: 12, top: 28, bottom: 8, outerBoundsMode: 'same', outerBoundsContain: 'axisLabel' },
    xAxis: {
      type: 'category',
      data: data.categories,
      axisLabel: { color: colors.ink, interval: 0, rotate: data.categories.length > 8 ? 30 : 0 },
      axisLine: { lineStyle: { color: colors.line } },
      axisTick: { alignWithLabel: true },
    },
    yAxis: twoAxes ? [valueAxis(true), { ...valueAxis(true), splitLine: { show: false } }] : [valueAxis(true)],
    series: data.series.map((s, i) => {
      const type = s.type ?? (data.kind === 'line' ? 'line' : data.kind === 'barLine' && i > 0 ? 'line' : 'bar');
      return {
        type,
        name: s.name,
        data: s.values,
        yAxisIndex: twoAxes ? (s.axis ?? 0) : 0,
        ...(s.stack ? { stack: s.stack } : {}),
        // One series of bars: each bar in its own palette colour, as the categories are the legend.
        ...(single ? { colorBy: 'data' } : {}),
        ...(type === 'bar' ? { barMaxWidth: 48, itemStyle: { borderRadius: s.stack ? 0 : [3, 3, 0, 0] } } : { symbolSize: 6, smooth: false }),
        label: {
          show: labelled && !s.stack,
          position: 'top',
          color: colors.ink,
          formatter: (p: { value: number | null }) => (p.value === null ? '' : format(p.value)),
        },
      };
    }),
  };
}
