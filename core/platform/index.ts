import type { ReadableAtom } from 'nanostores';
import type { PlatformContext } from '../instance/context.ts';
import { detectMessagingWebview } from './webview.ts';
import type { MessagingWebview } from './webview.ts';
import { createTheme } from './theme.ts';
import type { Theme } from './theme.ts';
import { createScreenSize } from './screen.ts';
import type { ResizeSource, ScreenSize } from './screen.ts';

export interface PlatformFeatures {
  /** The messaging browser the page runs in, read once at start. */
  messaging: MessagingWebview | null;
  $theme: ReadableAtom<Theme>;
  setTheme(theme: Theme): void;
  applyStoredTheme(): Theme;
  $screenSize: ReadableAtom<ScreenSize>;
}

export interface PlatformFeatureDeps {
  userAgent?: string;
  resizeSource?: ResizeSource;
}

/** Browser facts the shell adapts to: messaging webview, theme, screen size. */
export function createPlatformFeatures(context: PlatformContext, deps: PlatformFeatureDeps = {}): PlatformFeatures {
  const theme = createTheme(context.env.storage);
  // Spec §9: the stored theme is on the page from the start, before any element renders.
  theme.applyStoredTheme();
  return {
    messaging: detectMessagingWebview(deps.userAgent),
    ...theme,
    $screenSize: createScreenSize(deps.resizeSource ?? (typeof window === 'undefined' ? undefined : window)),
  };
}

export { detectMessagingWebview } from './webview.ts';
export { createTheme, THEME_KEY, THEMES, DEFAULT_THEME } from './theme.ts';
export { createScreenSize, screenSizeOf, BREAKPOINTS, RESIZE_DEBOUNCE_MS } from './screen.ts';
// browser.ts (which PDF viewer build a browser gets) reaches the viewer through core/pdf/index.ts, long-press.ts
// by the pages and entry-paths.ts by the guard's lazy entry module (all three exported by core/pages.ts):
// a re-export here would carry them into core's first chunk, which the first screen never needs.
export type { MessagingWebview } from './webview.ts';
export type { Theme, ThemeControl } from './theme.ts';
export type { ResizeSource, ScreenSize } from './screen.ts';
