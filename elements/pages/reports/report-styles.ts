/** Styles of the report pages (with PAGE_CSS and CHART_CSS), in Shoelace's design tokens. */
export const REPORT_CSS = /* css */ `
.report-page { overflow: auto; }
.report-description { margin: 0; }
.report-tools { justify-content: flex-end; }
.report-tools .seg { margin: 0 auto 0 0; }
.report-scroll { overflow: auto; min-width: 0; border: 1px solid var(--sl-color-neutral-200); border-radius: var(--sl-border-radius-medium); }
.report-table th, .report-table td { vertical-align: middle; white-space: nowrap; }
.report-table td, .report-table th.num { text-align: right; font-variant-numeric: tabular-nums; }
.report-table thead th { position: sticky; top: 0; z-index: 1; }
.report-table tbody th { background: none; font-weight: normal; }
.report-table tbody th[scope='rowgroup'] { font-weight: var(--sl-font-weight-semibold); border-right: 1px solid var(--sl-color-neutral-100); }
.report-table .subtotal-row th, .report-table .subtotal-row td { background: var(--sl-color-neutral-50); font-weight: var(--sl-font-weight-semibold); }
.report-table .total-row th, .report-table .total-row td { background: var(--sl-color-neutral-50); font-weight: var(--sl-font-weight-bold); border-top: 2px solid var(--sl-color-neutral-400); }
.report-table .sort-button { border: 0; background: none; font: inherit; color: inherit; cursor: pointer; padding: 0; display: inline-flex; gap: 4px; align-items: center; }
.report-table .sort-button:focus-visible { outline: var(--sl-focus-ring); outline-offset: var(--sl-focus-ring-offset); }
.report-table .sort-mark { color: var(--sl-color-neutral-400); font-size: 0.8em; }
.report-table th[aria-sort='ascending'] .sort-mark, .report-table th[aria-sort='descending'] .sort-mark { color: var(--sl-color-primary-700); }
.report-params .search-field.choices { width: auto; max-width: 100%; }
.report-params .field-error { color: var(--sl-color-danger-600); font-size: var(--sl-font-size-x-small); }
.report-list-tools { display: flex; gap: var(--sl-spacing-small); align-items: center; }
.report-list-tools sl-input { flex: 1; max-width: 420px; }
.report-group h3 { font-size: var(--sl-font-size-medium); margin: var(--sl-spacing-small) 0; }
.report-cards { list-style: none; margin: 0; padding: 0; display: grid; grid-template-columns: repeat(auto-fill, minmax(260px, 1fr)); gap: var(--sl-spacing-small); }
.report-card { width: 100%; height: 100%; text-align: left; font: inherit; color: inherit; cursor: pointer; display: flex; flex-direction: column; gap: 4px;
  padding: var(--sl-spacing-small) var(--sl-spacing-medium); border: 1px solid var(--sl-color-neutral-200); border-radius: var(--sl-border-radius-large); background: var(--sl-color-neutral-0); }
.report-card:hover { border-color: var(--sl-color-primary-400); }
.report-card:focus-visible { outline: var(--sl-focus-ring); outline-offset: var(--sl-focus-ring-offset); }
.report-card strong { color: var(--sl-color-primary-700); font-size: var(--sl-font-size-medium); }
.report-card .report-owner { color: var(--sl-color-neutral-500); font-size: var(--sl-font-size-x-small); }
.report-card mark { background: var(--sl-color-warning-200); color: inherit; }
`;
