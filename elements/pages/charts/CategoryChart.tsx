/**
 * A chart of figures by category (bars, lines, both, or a pie) in the active theme's palette,
 * drawn by ECharts, which loads with the first chart; beside it a legend of the series and a
 * table of the same figures as its text alternative.
 */
import { useMemo } from 'react';
import { useStore } from '@nanostores/react';
import { themeApi } from '../../shared/theme.ts';
import { usePlatform } from '../../shared/platform.ts';
import { ErrorState, LoadingState } from '../kit/states.tsx';
import { pageText } from '../kit/text.ts';
import { categoryOption } from './category-option.ts';
import type { CategoryChartData } from './category-option.ts';
import { chartText } from './chart-text.ts';
import { chartColors } from './colors.ts';
import { EChart } from './EChart.tsx';
import { paletteFor } from './palettes.ts';
import { useLazyModule } from './use-lazy-module.ts';

const loadDrawing = () => import('./category-drawing.ts');

export interface CategoryChartProps {
  data: CategoryChartData;
  /** What the chart shows (its accessible name and the table's caption). */
  title: string;
  /** The heading of the categories' column in the text alternative. */
  categoryTitle: string;
  format: (value: number) => string;
  language: string;
  height?: number;
}

export function CategoryChart({ data, title, categoryTitle, format, language, height = 320 }: CategoryChartProps) {
  const theme = useStore(themeApi(usePlatform()).$theme);
  const text = useMemo(() => chartText(language), [language]);
  const words = useMemo(() => pageText(language), [language]);
  const drawing = useLazyModule(loadDrawing, 'chart');
  const palette = paletteFor(theme);
  const option = useMemo(() => categoryOption(data, chartColors(palette, theme), format), [data, palette, theme, format]);
  const summary = text('categorySummary', title, data.categories.length);
  const legend = data.kind !== 'pie' && data.series.length > 1;
  return (
    <figure className="category-chart" data-kind={data.kind} data-theme={theme}>
      {legend && (
        <figcaption className="chart-legend" aria-hidden="true">
          {data.series.map((s, i) => (
            <span key={s.name} style={{ ['--swatch' as string]: palette[i % palette.length] }}>
              {s.name}
            </span>
          ))}
        </figcaption>
      )}
      {drawing.error ? (
        <ErrorState text={words} error={new Error(text('chartLoadFailed'))} onRetry={drawing.retry} />
      ) : !drawing.module ? (
        <LoadingState text={words} />
      ) : (
        <EChart engine={drawing.module.engine} option={option} height={height} label={summary} />
      )}
      <details className="chart-text">
        <summary>{text('dataTable')}</summary>
        <table className="sub-table chart-table">
          <caption className="sr-only">{title}</caption>
          <thead>
            <tr>
              <th scope="col">{categoryTitle}</th>
              {data.series.map((s) => (
                <th key={s.name} scope="col" className="num">
                  {s.name}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {data.categories.map((category, i) => (
              <tr key={`${category}-${i}`}>
                <th scope="row">{category}</th>
                {data.series.map((s) => (
                  <td key={s.name} className="num">
                    {s.values[i] === null || s.values[i] === undefined ? '—' : format(s.values[i]!)}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </details>
    </figure>
  );
}
