/** The designer's own styles (inside the shell's shadow root, beside the pages' PAGE_CSS). */
export const DESIGNER_CSS = /* css */ `
.designer { display: flex; flex-direction: column; gap: .75rem; padding: .75rem 1rem; min-height: 100%; box-sizing: border-box; }
.designer-head { display: flex; flex-wrap: wrap; align-items: center; gap: .5rem 1rem; }
.designer-head h2 { margin: 0; font-size: 1.15rem; }
.designer-head .spacer { flex: 1; }
.designer-body { display: grid; grid-template-columns: minmax(320px, 420px) 1fr; gap: 1rem; align-items: start; }
.designer-side { display: flex; flex-direction: column; gap: .75rem; min-width: 0; }
.designer-main { min-width: 0; border: 1px solid var(--sl-color-neutral-200, #e5e7eb); border-radius: 6px; padding: .5rem; }
.designer-main > h3, .designer-side h3 { margin: 0 0 .5rem; font-size: 1rem; }
.view-tabs, .section-tabs { display: flex; flex-wrap: wrap; gap: .25rem; border-bottom: 1px solid var(--sl-color-neutral-200, #e5e7eb); }
.view-tabs [role=tab], .section-tabs [role=tab] { border: 0; background: none; padding: .4rem .6rem; cursor: pointer; border-bottom: 2px solid transparent; font: inherit; }
.view-tabs [aria-selected=true], .section-tabs [aria-selected=true] { border-bottom-color: var(--sl-color-primary-600, #2563eb); font-weight: 600; }
.section-body { padding-top: .5rem; }
.add-row { display: flex; flex-wrap: wrap; align-items: center; gap: .4rem; margin: .4rem 0; }
.add-row select, .add-row input { min-width: 10rem; }
.ordered-list { list-style: none; margin: 0; padding: 0; display: flex; flex-direction: column; gap: .4rem; }
.ordered-item { border: 1px solid var(--sl-color-neutral-200, #e5e7eb); border-radius: 4px; padding: .35rem .5rem; background: var(--sl-color-neutral-0, #fff); }
.ordered-item.dragging { opacity: .5; }
.ordered-head { display: flex; align-items: center; gap: .35rem; }
.ordered-name { flex: 1; overflow: hidden; text-overflow: ellipsis; white-space: nowrap; }
.drag-handle { cursor: grab; color: var(--sl-color-neutral-500, #6b7280); }
.ordered-head button { min-width: 1.8rem; }
.settings { display: flex; flex-wrap: wrap; gap: .35rem .75rem; margin-top: .35rem; }
.setting { display: flex; flex-direction: column; gap: .1rem; font-size: .85rem; }
.setting.check { flex-direction: row; align-items: center; }
.setting input:not([type=checkbox]), .setting select { min-width: 7rem; }
.condition-field { flex-basis: 100%; border: 1px dashed var(--sl-color-neutral-300, #d1d5db); border-radius: 4px; }
.text-view textarea { width: 100%; box-sizing: border-box; font-family: ui-monospace, monospace; font-size: .8rem; }
.text-view textarea[aria-invalid=true] { border-color: var(--sl-color-danger-600, #dc2626); }
.text-problem { color: var(--sl-color-danger-700, #b91c1c); margin: .35rem 0; }
.text-actions { display: flex; align-items: center; gap: .5rem; margin-top: .35rem; }
.conflict-view { border: 1px solid var(--sl-color-warning-500, #f59e0b); background: var(--sl-color-warning-50, #fffbeb); border-radius: 6px; padding: .6rem .8rem; }
.conflict-actions { display: flex; gap: .5rem; margin-top: .5rem; }
.diff-table { border-collapse: collapse; width: 100%; font-size: .8rem; }
.diff-table caption { text-align: start; font-weight: 600; }
.diff-table th, .diff-table td { border: 1px solid var(--sl-color-neutral-200, #e5e7eb); padding: .25rem .4rem; text-align: start; vertical-align: top; }
.diff-table code { white-space: pre-wrap; word-break: break-all; }
.version-list { padding-inline-start: 1.2rem; display: flex; flex-direction: column; gap: .3rem; }
.version-list li { display: flex; flex-wrap: wrap; gap: .5rem; align-items: center; }
.save-error { color: var(--sl-color-danger-700, #b91c1c); }
.designer button.danger { color: var(--sl-color-danger-700, #b91c1c); }
.sr-only { position: absolute; width: 1px; height: 1px; overflow: hidden; clip: rect(0 0 0 0); white-space: nowrap; }
@media (max-width: 992px) { .designer-body { grid-template-columns: 1fr; } }
`;
