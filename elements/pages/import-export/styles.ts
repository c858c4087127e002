/** The import/export page's own styles, beside the entity pages' shared ones (kit/styles.ts). */
export const IMPORT_EXPORT_CSS = `
.ie-tabs { display: flex; gap: 4px; border-bottom: 1px solid var(--sl-color-neutral-200); margin-bottom: 12px; }
.ie-tabs button { border: none; background: none; padding: 8px 16px; font: inherit; cursor: pointer; color: var(--sl-color-neutral-700);
  border-bottom: 2px solid transparent; margin-bottom: -1px; }
.ie-tabs button[aria-selected="true"] { color: var(--sl-color-primary-600); border-bottom-color: var(--sl-color-primary-600); font-weight: 600; }
.ie-tabs button:focus-visible { outline: 2px solid var(--sl-color-primary-500); outline-offset: -2px; }
.import-panel, .export-panel { display: flex; flex-direction: column; gap: 12px; }
.import-panel h3 { font-size: 14px; margin: 8px 0; }
.file-label { display: inline-flex; flex-direction: column; gap: 6px; font-weight: 600; }
.file-input { font: inherit; }
.ie-table { border-collapse: collapse; font-size: 13px; min-width: 50%; }
.ie-table th, .ie-table td { border: 1px solid var(--sl-color-neutral-200); padding: 4px 8px; text-align: left; vertical-align: top; }
.ie-table thead th { background: var(--sl-color-neutral-50); font-weight: 600; }
.ie-table tbody th { font-weight: normal; color: var(--sl-color-neutral-600); }
.ie-table select, .export-sort select { font: inherit; padding: 3px 6px; border: 1px solid var(--sl-color-neutral-300); border-radius: 4px;
  background: var(--sl-color-neutral-0); color: inherit; }
.ie-scroll { overflow: auto; max-height: 360px; }
.ie-scroll.errors { max-height: 420px; }
.cell-problem { background: var(--sl-color-danger-50); }
.problem-text { display: block; color: var(--sl-color-danger-700); font-size: 12px; }
.ie-message { margin: 0; padding: 6px 10px; border-radius: 4px; background: var(--sl-color-neutral-50); }
.ie-message.error { background: var(--sl-color-danger-50); color: var(--sl-color-danger-800); }
.ie-message.warning { background: var(--sl-color-warning-50); color: var(--sl-color-warning-800); }
.ie-message.ok { background: var(--sl-color-success-50); color: var(--sl-color-success-800); }
.import-progress { display: flex; align-items: center; gap: 12px; }
.import-progress progress { flex: 1; max-width: 420px; height: 12px; }
.result-downloads { display: flex; gap: 8px; flex-wrap: wrap; }
.export-sort label { display: inline-flex; align-items: center; gap: 6px; }
.sample { max-width: 240px; overflow: hidden; text-overflow: ellipsis; white-space: nowrap; }
`;
