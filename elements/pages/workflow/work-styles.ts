/** Styles of the approval pages, with Shoelace's design tokens so every theme applies. */
export const WORK_CSS = /* css */ `
.work-tabs { display: flex; gap: var(--sl-spacing-2x-small); border-bottom: 1px solid var(--sl-color-neutral-200); }
.work-tab { all: unset; cursor: pointer; padding: var(--sl-spacing-x-small) var(--sl-spacing-medium); color: var(--sl-color-neutral-700);
  border-bottom: 2px solid transparent; margin-bottom: -1px; display: inline-flex; gap: 6px; align-items: center; }
.work-tab[aria-selected="true"] { color: var(--sl-color-primary-700); border-bottom-color: var(--sl-color-primary-600); font-weight: var(--sl-font-weight-semibold); }
.work-tab:focus-visible { outline: var(--sl-focus-ring); outline-offset: -2px; }
.work-count { min-width: 20px; padding: 0 6px; border-radius: 10px; background: var(--sl-color-neutral-100); color: var(--sl-color-neutral-700);
  font-size: var(--sl-font-size-x-small); line-height: 18px; text-align: center; font-variant-numeric: tabular-nums; }
.work-tab[aria-selected="true"] .work-count { background: var(--sl-color-primary-600); color: var(--sl-color-neutral-0); }
.work-filters { display: flex; flex-wrap: wrap; gap: var(--sl-spacing-small); align-items: flex-end; }
.work-filters sl-input, .work-filters sl-select { width: 260px; }
.work-table-box { border: 1px solid var(--sl-color-neutral-200); border-radius: var(--sl-border-radius-large); overflow: auto; position: relative; min-height: 120px; }
.work-table { width: 100%; border-collapse: collapse; }
.work-table th, .work-table td { text-align: left; padding: 8px var(--sl-spacing-small); border-bottom: 1px solid var(--sl-color-neutral-100); white-space: nowrap; }
.work-table th { background: var(--sl-color-neutral-100); color: var(--sl-color-neutral-700); font-weight: var(--sl-font-weight-semibold); position: sticky; top: 0; }
.work-table tbody tr { cursor: pointer; }
.work-table tbody tr:hover, .work-table tbody tr:focus { background: var(--sl-color-primary-50); }
.work-table tbody tr:focus { outline: none; box-shadow: inset 3px 0 0 var(--sl-color-primary-600); }
.work-table tbody tr[aria-disabled="true"] { cursor: default; color: var(--sl-color-neutral-500); }
.work-status { display: inline-block; padding: 0 8px; border-radius: 10px; font-size: var(--sl-font-size-x-small); line-height: 18px;
  background: var(--sl-color-neutral-100); color: var(--sl-color-neutral-700); }
.work-status.running, .work-status.open { background: var(--sl-color-primary-100); color: var(--sl-color-primary-700); }
.work-status.approved, .work-status.done { background: var(--sl-color-success-100); color: var(--sl-color-success-700); }
.work-status.rejected { background: var(--sl-color-warning-100); color: var(--sl-color-warning-700); }
.task-page .task-meta { display: flex; flex-wrap: wrap; gap: var(--sl-spacing-x-small) var(--sl-spacing-large); color: var(--sl-color-neutral-600); margin: 0; }
.task-page .task-meta dt { font-weight: var(--sl-font-weight-semibold); }
.task-page .task-meta div { display: flex; gap: 6px; }
.task-page .task-meta dd { margin: 0; }
.task-section { border: 1px solid var(--sl-color-neutral-200); border-radius: var(--sl-border-radius-large); padding: var(--sl-spacing-small) var(--sl-spacing-medium); }
.task-section > h3 { margin: 0 0 var(--sl-spacing-x-small); font-size: var(--sl-font-size-medium); font-weight: var(--sl-font-weight-semibold); }
.task-section .entity-page { padding: 0; height: auto; }
.task-section .chart-page { min-height: 320px; }
.task-actions { display: flex; flex-direction: column; gap: var(--sl-spacing-small); }
.task-actions .task-buttons { display: flex; flex-wrap: wrap; gap: var(--sl-spacing-x-small); }
.task-hint { color: var(--sl-color-neutral-600); margin: 0; }
.task-history { list-style: none; margin: 0; padding: 0; display: flex; flex-direction: column; gap: var(--sl-spacing-x-small); }
.task-history li { display: grid; grid-template-columns: minmax(120px, auto) 1fr; gap: 2px var(--sl-spacing-small);
  padding: var(--sl-spacing-x-small) 0; border-bottom: 1px solid var(--sl-color-neutral-100); }
.task-history .history-head { display: flex; flex-wrap: wrap; gap: var(--sl-spacing-x-small); align-items: baseline; grid-column: 1 / -1; }
.task-history .history-comment { grid-column: 1 / -1; white-space: pre-wrap; overflow-wrap: anywhere; margin: 0; }
.task-path { margin: 0; color: var(--sl-color-neutral-700); }
.handover-pick { display: flex; align-items: center; gap: var(--sl-spacing-small); flex-wrap: wrap; }
.handover-find { max-height: 50vh; overflow: auto; border: 1px solid var(--sl-color-neutral-200); border-radius: var(--sl-border-radius-medium); }
.work-dialog-body { display: flex; flex-direction: column; gap: var(--sl-spacing-small); }
.work-dialog-body .error-text, .task-actions .error-text { color: var(--sl-color-danger-600); margin: 0; }
.task-page { overflow: auto; }
`;
