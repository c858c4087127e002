/** Series colours per theme (spec §9 chart palettes: light, default, cool, dark, technology). */
export const PALETTES: Record<string, string[]> = {
  light: ['#5b8ff9', '#5ad8a6', '#f6bd16', '#e86452', '#6dc8ec', '#945fb9', '#ff9845', '#1e9493'],
  default: ['#1677ff', '#13c2c2', '#52c41a', '#faad14', '#f5222d', '#722ed1', '#eb2f96', '#fa8c16'],
  cool: ['#2f6fde', '#36a3c9', '#3fbfa6', '#7a8ce6', '#5ab0f2', '#8d6fd1', '#4cc3d9', '#6c8ebf'],
  dark: ['#4096ff', '#36cfc9', '#73d13d', '#ffc53d', '#ff7875', '#9254de', '#f759ab', '#ffa940'],
  technology: ['#00e5ff', '#18ffa5', '#7c4dff', '#ffea00', '#ff4081', '#40c4ff', '#b2ff59', '#ff9100'],
};

/** The active theme's palette; an unknown theme draws in the default one. */
export function paletteFor(theme: string | undefined): string[] {
  return PALETTES[theme ?? 'default'] ?? PALETTES.default!;
}
