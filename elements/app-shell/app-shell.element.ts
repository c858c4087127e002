import { createElementClass } from '../shared/define.tsx';
import { lazyComponent } from '../shared/lazy.tsx';
import { notificationsCss } from '../shared/notifications-css.ts';
import shellCss from '../shell/shell.css?inline';
import type { AppShellProps } from './app-shell.tsx';
import type { ShellErrorDetail, ShellReadyDetail } from './app-shell.tsx';

/**
 * @summary The whole app: login, role select, menu, tabs, popups and drawers, driven by metadata.
 *
 * @attr {string} client - Client code used when the address names none (e.g. `demo`).
 * @attr {string} system - Business system code used when the address names none (e.g. `crm`).
 * @attr {string} app - App (service) code used when the address names none (e.g. `sales`).
 * @attr {string} base-url - Base path of the router in history mode.
 * @attr {string} router-mode - `hash` (default) or `history`.
 * @prop {PlatformSettings} settings - Page settings, same keys as `window.frameSettings`.
 * @fires shell-ready - The first screen is shown; `detail.route` is the route.
 * @fires shell-error - The app could not be opened; `detail` has `code`, `message`, `url`.
 * @csspart header - The top bar.
 * @csspart menu - The side menu.
 * @csspart workspace - The tab bar and pages.
 * @cssprop --shell-menu-width - Width of the side menu (default 15rem).
 */
const AppShell = lazyComponent<AppShellProps>(() => import('./app-shell.tsx').then((module) => module.AppShell));

export const AppShellElement = createElementClass(AppShell, {
  region: 'screen',
  props: { client: 'string', system: 'string', app: 'string', baseUrl: 'string', routerMode: 'string', settings: 'object' },
  styles: [shellCss, notificationsCss],
});

if (!customElements.get('app-shell')) customElements.define('app-shell', AppShellElement);

declare global {
  interface HTMLElementTagNameMap {
    'app-shell': HTMLElement & { client?: string; system?: string; app?: string; baseUrl?: string; routerMode?: string; settings?: unknown };
  }
  interface GlobalEventHandlersEventMap {
    'shell-ready': CustomEvent<ShellReadyDetail>;
    'shell-error': CustomEvent<ShellErrorDetail>;
  }
}
