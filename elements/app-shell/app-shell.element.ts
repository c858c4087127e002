import { createElementClass } from '../shared/define.ts';
import { notificationsCss } from '../shared/notifications-css.ts';
import shellCss from '../shell/shell.css?inline';
import type { AppShellElement as AppShellElementInstance, AppShellEventMap } from './app-shell.types.ts';
import { startShell, stopShell } from './shell-boot.ts';

/**
 * The whole product in one element: it signs the person in, lets them choose a role, and opens
 * the menu's pages as tabs, popups and drawers, all drawn from the server's metadata and page
 * configs. The address (hash or history) names the client, system and app; the attributes are
 * used when it names none. Pages of every registered kind open inside this element's shadow root
 * (lists, forms, statistics, PDFs, reports...), so their parts are styled through it too.
 *
 * @tag app-shell
 * @summary The whole app: login, role select, menu, tabs, popups and drawers, driven by metadata.
 *
 * @attr {string} client - Client code used when the address names none (e.g. `demo`).
 * @attr {string} system - Business system code used when the address names none (e.g. `crm`).
 * @attr {string} app - App (service) code used when the address names none (e.g. `sales`).
 * @attr {string} base-url - Base path of the router in history mode.
 * @attr {string} router-mode - `hash` (default) or `history`.
 * @prop {PlatformSettings} settings - Page settings, the same keys as `window.frameSettings` (`baseUrl`, `ipBase`, `routerMode`, `defaultClient`, `timeout`...).
 * @fires shell-ready - The first screen is shown (once). `detail.route` is its route.
 * @fires shell-error - The app could not be opened: its configuration failed to load (`code: 'error.app'`, with the `url` asked for) or the server gave no answer at start-up (`code: 'error.startup'`).
 * @csspart header - The top bar.
 * @csspart menu - The side menu.
 * @csspart workspace - The tab bar and pages.
 * @csspart login-input - An input of the login screen (account, password).
 * @csspart login-submit - The login screen's sign-in button.
 * @csspart sign-in-question - The backdrop of the question a sign-in link for another account raises (switch or keep).
 * @csspart language-switch - The language choice (login screen and header).
 * @csspart loading-bar - The bar at the top while a page loads.
 * @csspart bottom-bar - The tab bar of the mobile layout.
 * @csspart route-page - A page shown on its own, without the workspace (a task, the designer, a module, a page opened in a new window).
 * @csspart notifications - The stack of notices (saved, failed, session expired) at the top of the screen.
 * @csspart error-panel - The panel that replaces a page that fails to load or draw.
 * @csspart page-title - The heading of a list or form page in a tab, popup or drawer.
 * @csspart pick-actions - The OK and Cancel buttons under a reference picker's list (the row clicked is the one picked).
 * @csspart list-search - A list page's search bar.
 * @csspart list-toolbar - A list page's toolbar of operations above the grid.
 * @csspart list-grid - A list page's grid (a scroll container holding the header row and the rows).
 * @csspart list-head - A list grid's header row.
 * @csspart list-row - One row of a list grid.
 * @csspart list-pager - The pager under a list grid.
 * @csspart form-actions - The bar of a form page's buttons (cancel, edit, save).
 * @csspart field - The box of one form field: its label, control and message.
 * @csspart field-label - A field's label.
 * @csspart field-input - A field's native control (input, textarea, select, or the fieldset of a choice group).
 * @csspart field-message - The validation message under a field.
 * @csspart field-choice - One radio button or check box with its text, in a choice group.
 * @csspart field-calendar-button - The button that opens a date field's calendar.
 * @csspart field-calendar - A date field's calendar panel.
 * @cssprop --shell-menu-width - Width of the side menu (default 15rem).
 * @cssprop --shell-top-height - Least height of the top bar, which stays at the top while the page scrolls, the menu sticky below it (default 3.5rem).
 * @cssprop --shell-menu-bottom - Space the menu leaves free at the bottom of the window, for the host page's own content fixed there (default 0).
 * @cssprop --shell-accent - The shell's accent: the header's bottom border, the active tab, the loading bar (default the brand colour; the palettes set their own).
 * @cssprop --sl-color-primary-600 - The brand colour: primary buttons, links, selection marks, focus ring.
 * @cssprop --sl-color-primary-700 - The darker brand colour: hover, and the background of white text on the brand.
 * @cssprop --sl-font-sans - The font of every text.
 * @cssprop --sl-color-neutral-0 - The surface of panels, grids and fields.
 * @cssprop --sl-border-radius-medium - Corner radius of panels, buttons and fields.
 * @cssprop --sl-input-border-color - The border of the login screen's and the forms' fields (the other `--sl-input-*` tokens too).
 * @cssprop --sl-* - Any other Shoelace design token of the active theme (set on the element, it wins over the theme).
 */
/** An `<app-shell>` in the page (the type), and its class (the value). */
export interface AppShellElement extends AppShellElementInstance {}
export const AppShellElement: { new (): AppShellElement; prototype: AppShellElement } = createElementClass(
  () => import('./app-shell.tsx').then((module) => module.AppShell),
  {
    region: 'screen',
    props: { client: 'string', system: 'string', app: 'string', baseUrl: 'string', routerMode: 'string', settings: 'object' },
    styles: [shellCss, notificationsCss],
    // The router, the login and the role choice start without React (DESIGN §6, first load); React,
    // bundles and DOMPurify wait until the login form or the app shows. A shell taken away before
    // that holds nothing back.
    // Its boot spinner and login are drawn without React (shell-boot.ts).
    placeholder: false,
    onConnect: startShell,
    onDisconnect: stopShell,
  },
);

declare global {
  interface HTMLElementTagNameMap {
    'app-shell': AppShellElement;
  }
  // Listeners anywhere (the element, a parent, the document) see each event's typed detail.
  interface GlobalEventHandlersEventMap extends AppShellEventMap {}
}
