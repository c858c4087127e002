/** Colours of the chart pages derived from the active palette (palettes.ts). */
import { isDarkTheme } from '../../shared/theme.ts';

export interface ChartColors {
  palette: string[];
  /** Text and lines drawn on the page's background. */
  ink: string;
  muted: string;
  line: string;
  background: string;
}

export function chartColors(palette: string[], theme: string): ChartColors {
  const dark = isDarkTheme(theme);
  return {
    palette,
    ink: dark ? '#e6e6e6' : '#262626',
    muted: dark ? '#8c8c8c' : '#8c8c8c',
    line: dark ? '#595959' : '#bfbfbf',
    background: dark ? '#1f1f1f' : '#ffffff',
  };
}

/** Black or white, whichever reads better on `fill` (a #rrggbb colour). */
export function textOn(fill: string): string {
  const match = /^#([0-9a-f]{6})$/i.exec(fill);
  if (!match) return '#ffffff';
  const n = parseInt(match[1]!, 16);
  const [r, g, b] = [(n >> 16) & 255, (n >> 8) & 255, n & 255].map((c) => {
    const s = c / 255;
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  const luminance = 0.2126 * r + 0.7152 * g + 0.0722 * b;
  // White text needs 4.5:1 against the fill; below that, black reads better.
  return 1.05 / (luminance + 0.05) >= 4.5 ? '#ffffff' : '#141414';
}
