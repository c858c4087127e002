/** Palettes and geometry of the statistics chart, hand-drawn in SVG (no chart library). */

/** Series colours per theme (spec §9 palettes: light, default, cool, dark, technology). */
export const PALETTES: Record<string, string[]> = {
  light: ['#5b8ff9', '#5ad8a6', '#f6bd16', '#e86452', '#6dc8ec', '#945fb9', '#ff9845', '#1e9493'],
  default: ['#1677ff', '#13c2c2', '#52c41a', '#faad14', '#f5222d', '#722ed1', '#eb2f96', '#fa8c16'],
  cool: ['#2f6fde', '#36a3c9', '#3fbfa6', '#7a8ce6', '#5ab0f2', '#8d6fd1', '#4cc3d9', '#6c8ebf'],
  dark: ['#4096ff', '#36cfc9', '#73d13d', '#ffc53d', '#ff7875', '#9254de', '#f759ab', '#ffa940'],
  technology: ['#00e5ff', '#18ffa5', '#7c4dff', '#ffea00', '#ff4081', '#40c4ff', '#b2ff59', '#ff9100'],
};

export function paletteFor(theme: string | undefined): string[] {
  return PALETTES[theme ?? 'default'] ?? PALETTES.default!;
}

/** A "nice" axis maximum and tick step for values up to `max` (1, 2, 2.5, 5 × 10^n). */
export function niceScale(max: number, ticks = 5): { max: number; step: number } {
  if (!(max > 0)) return { max: 1, step: 0.2 };
  const raw = max / ticks;
  const power = 10 ** Math.floor(Math.log10(raw));
  const step = [1, 2, 2.5, 5, 10].map((m) => m * power).find((s) => s >= raw) ?? 10 * power;
  return { max: Math.ceil(max / step) * step, step };
}

export interface Bar {
  x: number;
  y: number;
  width: number;
  height: number;
}

export function barLayout(values: number[], width: number, height: number, axisMax: number): Bar[] {
  const slot = values.length ? width / values.length : width;
  const barWidth = Math.max(4, Math.min(56, slot * 0.6));
  return values.map((v, i) => {
    const h = axisMax > 0 ? (Math.max(0, v) / axisMax) * height : 0;
    return { x: i * slot + (slot - barWidth) / 2, y: height - h, width: barWidth, height: h };
  });
}

/** SVG path of one pie slice from angle a0 to a1 (radians, 0 at 12 o'clock, clockwise). */
export function slicePath(cx: number, cy: number, r: number, a0: number, a1: number): string {
  if (a1 - a0 >= Math.PI * 2 - 1e-9) return `M${cx} ${cy - r}A${r} ${r} 0 1 1 ${cx - 0.01} ${cy - r}Z`;
  const p = (a: number) => `${(cx + r * Math.sin(a)).toFixed(2)} ${(cy - r * Math.cos(a)).toFixed(2)}`;
  return `M${cx} ${cy}L${p(a0)}A${r} ${r} 0 ${a1 - a0 > Math.PI ? 1 : 0} 1 ${p(a1)}Z`;
}

export function pieAngles(values: number[]): Array<[number, number]> {
  const total = values.reduce((s, v) => s + Math.max(0, v), 0);
  let at = 0;
  return values.map((v) => {
    const span = total > 0 ? (Math.max(0, v) / total) * Math.PI * 2 : 0;
    const out: [number, number] = [at, at + span];
    at += span;
    return out;
  });
}
