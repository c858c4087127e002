/**
 * What the chart pages share, without the chart library: the ECharts box, the lazy loader of a
 * drawing module, the chart of figures by category, the words, palettes, colours and styles.
 * ECharts itself (engine.ts) is imported only by the drawing modules, which the pages load on
 * first use, so it stays in its own chunk.
 */
export { EChart } from './EChart.tsx';
export type { ChartEngine, EChartProps } from './EChart.tsx';
export { CategoryChart } from './CategoryChart.tsx';
export type { CategoryChartProps } from './CategoryChart.tsx';
export { categoryOption } from './category-option.ts';
export type { CategoryChartData, CategoryChartKind, CategorySeries } from './category-option.ts';
export { useLazyModule } from './use-lazy-module.ts';
export type { LazyModule } from './use-lazy-module.ts';
export { chartText, i18nLabel } from './chart-text.ts';
export type { ChartTextFn, ChartTextKey } from './chart-text.ts';
export { chartColors, textOn } from './colors.ts';
export type { ChartColors } from './colors.ts';
export { PALETTES, paletteFor } from './palettes.ts';
export { CHART_CSS } from './chart-styles.ts';
export { textWidth } from './text-width.ts';
