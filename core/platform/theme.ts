import { atom } from 'nanostores';
import type { ReadableAtom } from 'nanostores';
import type { KeyValueStorage } from '../instance/env.ts';

/** Storage key of the chosen theme (spec §9 "frame theme key"). */
export const THEME_KEY = 'frame-theme';
/** Chart palettes the platform ships (spec §9). */
export const THEMES = ['light', 'default', 'cool', 'dark', 'technology'] as const;
export type Theme = (typeof THEMES)[number];
export const DEFAULT_THEME: Theme = 'default';

export interface ThemeControl {
  $theme: ReadableAtom<Theme>;
  /** Stores the theme and sets `data-theme` on the root element. */
  setTheme(theme: Theme): void;
  /** Applies the stored theme to the document; called once at start (spec §9). */
  applyStoredTheme(): Theme;
}

function isTheme(value: unknown): value is Theme {
  return typeof value === 'string' && (THEMES as readonly string[]).includes(value);
}

function setDataTheme(theme: Theme): void {
  // Core runs in Node too: the attribute only exists when there is a document.
  if (typeof document === 'undefined') return;
  document.documentElement.setAttribute('data-theme', theme);
}

export function createTheme(storage: KeyValueStorage): ThemeControl {
  const stored = storage.getItem(THEME_KEY);
  const $theme = atom<Theme>(isTheme(stored) ? stored : DEFAULT_THEME);
  return {
    $theme,
    setTheme(theme) {
      const next = isTheme(theme) ? theme : DEFAULT_THEME;
      storage.setItem(THEME_KEY, next);
      $theme.set(next);
      setDataTheme(next);
    },
    applyStoredTheme() {
      setDataTheme($theme.get());
      return $theme.get();
    },
  };
}
