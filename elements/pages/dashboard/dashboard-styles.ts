/**
 * The look of the dashboard and its number cards, in the theme's tokens (light and dark alike):
 * a 12-column grid of cards, one column on the mobile screen class.
 */
export const DASHBOARD_CSS = /* css */ `
.dashboard-page { display: flex; flex-direction: column; gap: var(--sl-spacing-medium); min-height: 0; box-sizing: border-box;
  padding: var(--sl-spacing-medium); font-family: var(--sl-font-sans); font-size: var(--sl-font-size-small); color: var(--sl-color-neutral-800); }
.dashboard-page *, .dashboard-page *::before, .dashboard-page *::after { box-sizing: border-box; }
.dashboard-head { display: flex; align-items: center; gap: var(--sl-spacing-small); }
.dashboard-head h2 { margin: 0; flex: 1; font-size: var(--sl-font-size-large); font-weight: var(--sl-font-weight-semibold); color: var(--sl-color-neutral-900); }
.dashboard-refresh-all { display: inline-flex; align-items: center; gap: var(--sl-spacing-2x-small); font: inherit; cursor: pointer;
  padding: var(--sl-spacing-2x-small) var(--sl-spacing-small); border: 1px solid var(--sl-color-neutral-300); border-radius: var(--sl-border-radius-medium);
  background: var(--sl-color-neutral-0); color: var(--sl-color-neutral-700); }
.dashboard-refresh-all:hover { color: var(--sl-color-primary-700); border-color: var(--sl-color-primary-300); }
.dashboard-grid { display: grid; grid-template-columns: repeat(12, minmax(0, 1fr)); gap: var(--sl-spacing-medium); align-items: stretch; }
.dashboard-grid.mobile { grid-template-columns: minmax(0, 1fr); }
.widget { display: flex; flex-direction: column; min-width: 0; border: 1px solid var(--sl-color-neutral-200); border-radius: var(--sl-border-radius-large);
  background: var(--sl-color-neutral-0); }
.widget-head { display: flex; align-items: center; gap: var(--sl-spacing-x-small); min-height: 40px;
  padding: var(--sl-spacing-x-small) var(--sl-spacing-x-small) var(--sl-spacing-x-small) var(--sl-spacing-medium);
  border-bottom: 1px solid var(--sl-color-neutral-100); }
.widget-head h3 { margin: 0; flex: 1; min-width: 0; font-size: var(--sl-font-size-medium); font-weight: var(--sl-font-weight-semibold);
  color: var(--sl-color-neutral-800); overflow: hidden; text-overflow: ellipsis; white-space: nowrap; }
.widget-refresh { flex: none; width: 28px; height: 28px; border: 0; border-radius: var(--sl-border-radius-medium); background: none; cursor: pointer;
  color: var(--sl-color-neutral-500); font-size: 16px; line-height: 1; }
.widget-refresh:hover { color: var(--sl-color-primary-600); background: var(--sl-color-primary-50); }
.widget-body { flex: 1; display: flex; flex-direction: column; min-height: 0; padding: var(--sl-spacing-small) var(--sl-spacing-medium) var(--sl-spacing-medium); }
.widget-body > .component { flex: 1 1 auto; min-width: 0; }
/* A page drawn in a card sits on the card: no frame or heading of its own around it. */
.widget-body .entity-page, .widget-body .page { padding: 0; height: auto; background: transparent; }
.widget-body .entity-page > .page-head { display: none; }
.widget-body .state { padding: var(--sl-spacing-medium) 0; }
.widget-body .home-page { padding: 0; max-width: none; }
.number-card { display: flex; flex-direction: column; gap: var(--sl-spacing-2x-small); min-height: 96px; }
.number-card p { margin: 0; }
.number-label { color: var(--sl-color-neutral-600); font-size: var(--sl-font-size-x-small); }
.number-value { font-size: var(--sl-font-size-3x-large); font-weight: var(--sl-font-weight-semibold); line-height: 1.15; color: var(--sl-color-neutral-900);
  font-variant-numeric: tabular-nums; overflow-wrap: anywhere; }
.number-change { font-size: var(--sl-font-size-x-small); color: var(--sl-color-neutral-600); }
.number-change.up .number-delta { color: var(--sl-color-success-700); font-weight: var(--sl-font-weight-semibold); }
.number-change.down .number-delta { color: var(--sl-color-danger-700); font-weight: var(--sl-font-weight-semibold); }
.number-period { font-size: var(--sl-font-size-x-small); color: var(--sl-color-neutral-500); }
.visually-hidden { position: absolute; width: 1px; height: 1px; overflow: hidden; clip: rect(0 0 0 0); white-space: nowrap; }
`;
