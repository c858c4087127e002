import { atom } from 'nanostores';
import type { ReadableAtom } from 'nanostores';
import type { Platform } from '../../core/index.ts';

/** Chart palettes of the spec; `dark` and `technology` also switch Shoelace to its dark theme. */
export const THEMES = ['light', 'default', 'cool', 'dark', 'technology'] as const;
export type ThemeName = (typeof THEMES)[number] | (string & {});

export interface ThemeApi {
  $theme: ReadableAtom<string>;
  setTheme(theme: string): void;
}

const THEME_KEY = 'frame-theme';

/** True when the palette is drawn on a dark background. */
export function isDarkTheme(theme: string | null | undefined): boolean {
  return theme === 'dark' || theme === 'technology';
}

let fallback: ThemeApi | undefined;

/**
 * core/platform owns the theme (local storage + `data-theme`). Until an instance exposes it, the
 * elements keep an equivalent store here so that the switch works the same way.
 */
export function themeApi(platform: Platform): ThemeApi {
  const fromCore = (platform as unknown as { platform?: Partial<ThemeApi> }).platform;
  if (fromCore?.$theme && fromCore.setTheme) return fromCore as ThemeApi;
  fallback ??= createLocalTheme();
  return fallback;
}

function createLocalTheme(): ThemeApi {
  const storage = typeof localStorage === 'undefined' ? undefined : localStorage;
  const $theme = atom(storage?.getItem(THEME_KEY) ?? 'default');
  const apply = (theme: string) => {
    if (typeof document !== 'undefined') document.documentElement.dataset.theme = theme;
  };
  apply($theme.get());
  return {
    $theme,
    setTheme(theme) {
      storage?.setItem(THEME_KEY, theme);
      $theme.set(theme);
      apply(theme);
    },
  };
}

/** Mirrors the theme on an element host: `data-theme` for our CSS, the class for Shoelace. */
export function applyThemeToHost(host: HTMLElement, theme: string): void {
  host.dataset.theme = theme;
  host.classList.toggle('sl-theme-dark', isDarkTheme(theme));
  host.classList.toggle('sl-theme-light', !isDarkTheme(theme));
}
