import type { ReadableAtom } from 'nanostores';
import type { Platform } from '../../core/index.ts';

/** Chart palettes of the spec; `dark` and `technology` also switch Shoelace to its dark theme. */
export const THEMES = ['light', 'default', 'cool', 'dark', 'technology'] as const;
export type ThemeName = (typeof THEMES)[number] | (string & {});

export interface ThemeApi {
  $theme: ReadableAtom<string>;
  setTheme(theme: string): void;
}

/** True when the palette is drawn on a dark background. */
export function isDarkTheme(theme: string | null | undefined): boolean {
  return theme === 'dark' || theme === 'technology';
}

/** The instance's theme (core/platform: local storage and `data-theme`), as the switch and the elements use it. */
export function themeApi(platform: Platform): ThemeApi {
  return platform.platform;
}

/** Mirrors the theme on an element host: `data-theme` for our CSS, the class for Shoelace. */
export function applyThemeToHost(host: HTMLElement, theme: string): void {
  host.dataset.theme = theme;
  host.classList.toggle('sl-theme-dark', isDarkTheme(theme));
  host.classList.toggle('sl-theme-light', !isDarkTheme(theme));
}
