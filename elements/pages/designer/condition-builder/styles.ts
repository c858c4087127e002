/** The builder's own styles, drawn inside whatever shadow root hosts it. */
export const CONDITION_BUILDER_CSS = `
.condition-builder { display: grid; gap: 8px; font: inherit; }
.condition-builder ol { list-style: none; margin: 0; padding: 0; display: grid; gap: 6px; }
.condition-row { display: flex; flex-wrap: wrap; align-items: center; gap: 6px; padding: 6px; border: 1px solid var(--sl-color-neutral-200, #e5e7eb); border-radius: 6px; }
.condition-row[aria-invalid="true"] { border-color: var(--sl-color-danger-600, #dc2626); }
.condition-row select, .condition-row input { font: inherit; min-height: 30px; padding: 2px 6px; border: 1px solid var(--sl-color-neutral-300, #d1d5db); border-radius: 4px; background: var(--sl-color-neutral-0, #fff); color: inherit; }
.condition-row input { min-width: 8em; flex: 1 1 8em; }
.condition-row .join { width: 4.5em; }
.condition-row .join-first { width: 4.5em; text-align: center; color: var(--sl-color-neutral-500, #6b7280); }
.bracket-count { display: inline-flex; align-items: center; gap: 2px; }
.bracket-count output { min-width: 1.6em; text-align: center; font-family: monospace; }
.condition-builder button { font: inherit; min-width: 30px; min-height: 30px; border: 1px solid var(--sl-color-neutral-300, #d1d5db); border-radius: 4px; background: var(--sl-color-neutral-0, #fff); color: inherit; cursor: pointer; }
.condition-builder button:disabled { opacity: 0.4; cursor: default; }
.condition-builder button:focus-visible, .condition-row select:focus-visible, .condition-row input:focus-visible { outline: 2px solid var(--sl-color-primary-600, #2563eb); outline-offset: 1px; }
.condition-words { margin: 0; padding: 6px 8px; background: var(--sl-color-neutral-50, #f9fafb); border-radius: 4px; }
.condition-error { margin: 0; color: var(--sl-color-danger-700, #b91c1c); }
.condition-hint { margin: 0; color: var(--sl-color-neutral-500, #6b7280); font-size: 0.9em; }
`;
