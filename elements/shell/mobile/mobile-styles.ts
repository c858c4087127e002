/**
 * The mobile layout's own rules (PAGES.md "Mobile"): one column of header, page and bottom bar,
 * the menu over the whole screen, popups and drawers as full-screen sheets, forms in one column.
 * They live in the app-shell shadow root beside shell.css and apply under `.mobile-layout` only.
 */
export const MOBILE_CSS = `
.mobile-layout { display: flex; flex-direction: column; min-height: 100vh; min-height: 100dvh; }
/* --mobile-bottom-inset (set while the bottom bar shows, BOTTOM_BAR_INSET_CSS): the room kept free under the page and a form's sticky Save bar. */
.mobile-layout sl-dialog, .mobile-layout sl-drawer { --mobile-bottom-inset: 0px; }
.mobile-layout .top-bar { position: sticky; top: 0; z-index: 6; gap: var(--sl-spacing-2x-small); padding: var(--sl-spacing-2x-small) var(--sl-spacing-x-small); }
.mobile-title { flex: 1; min-width: 0; margin: 0; font-size: var(--sl-font-size-large); font-weight: var(--sl-font-weight-semibold);
  overflow: hidden; text-overflow: ellipsis; white-space: nowrap; }
.mobile-layout .workspace { flex: 1; display: flex; flex-direction: column; min-height: 0; }
.mobile-layout .tab-panels { flex: 1; }
.mobile-layout .tab-panel { padding: 0; overflow: visible; height: auto; }
/* A phone's width is for the content: one small margin instead of the panel's and the page's. */
.mobile-layout .tab-panel > * > .entity-page, .mobile-layout .tab-panel > .entity-page { padding: var(--sl-spacing-small); }
.mobile-layout .card-list-page .toolbar { flex-wrap: wrap; }
/* Fixed, not sticky: a sticky bar sits at the end of the page's box, mid-screen whenever that box
   is shorter than the screen (a host page, a phone's resized viewport, a page that ends early). */
.mobile-layout .bottom-bar { position: fixed; left: 0; right: 0; bottom: 0; }
.mobile-layout .bottom-bar-space { flex: none; height: var(--mobile-bottom-inset, 0px); }
.mobile-menu[hidden] { display: none; }
.mobile-menu { position: fixed; inset: 0; z-index: 20; display: flex; flex-direction: column; background: var(--sl-color-neutral-0); }
.mobile-menu-head { display: flex; align-items: center; gap: var(--sl-spacing-x-small); padding: var(--sl-spacing-x-small) var(--sl-spacing-medium);
  border-bottom: 3px solid var(--shell-accent); }
.mobile-menu-head h2 { flex: 1; margin: 0; font-size: var(--sl-font-size-large); }
.mobile-menu-body { flex: 1; overflow: auto; padding: var(--sl-spacing-x-small); }
.mobile-menu .side-menu sl-tree-item::part(item) { min-height: 2.75rem; }
.mobile-layout .form-grid, .mobile-layout .detail-grid { grid-template-columns: 1fr; }
.mobile-layout .form-field input, .mobile-layout .form-field select, .mobile-layout .form-field textarea { font-size: 16px; }
.mobile-layout sl-dialog { --width: 100vw; }
.mobile-layout sl-dialog::part(panel) { width: 100vw; max-width: 100vw; height: 100%; max-height: 100%; border-radius: 0; }
.mobile-layout sl-drawer { --size: 100vw; }
.mobile-layout .page-message { padding: var(--sl-spacing-large) var(--sl-spacing-medium); text-align: center; }
`;

/** The bottom bar's height (its 3.25rem entries, its top border, the phone's safe area), adopted while the bar shows. */
export const BOTTOM_BAR_INSET_CSS = '.mobile-layout { --mobile-bottom-inset: calc(3.25rem + 1px + env(safe-area-inset-bottom)); }';
