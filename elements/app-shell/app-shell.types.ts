/**
 * `<app-shell>`'s public shape: its properties and its events' details. No React here: a host's
 * type-checker reads these (the package's .d.ts) without React's types.
 */
import type { PlatformSettings, RouteState } from '../../core/index.ts';

export interface AppShellProps {
  client?: string;
  system?: string;
  app?: string;
  /** Base path of the router in history mode. */
  baseUrl?: string;
  /** `hash` (default) or `history`. */
  routerMode?: string;
  /** Global page settings (same keys as `window.frameSettings`), as a property. */
  settings?: PlatformSettings;
}

/** `shell-ready`: the first screen is shown. */
export interface ShellReadyDetail {
  route: RouteState;
}

/** `shell-error`: the app could not be opened. */
export interface ShellErrorDetail {
  code: string;
  message: string;
  url?: string;
}

/** An `<app-shell>` in the page. */
export interface AppShellElement extends HTMLElement, AppShellProps {}

export interface AppShellEventMap {
  'shell-ready': CustomEvent<ShellReadyDetail>;
  'shell-error': CustomEvent<ShellErrorDetail>;
}
