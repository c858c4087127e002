/**
 * Styles of the entity pages. They live in the shadow root of the element (or of app-shell)
 * and are written with Shoelace's design tokens, so the active theme (light/dark) applies.
 * The native field inputs' styles (fields/field-styles.ts) are part of them.
 */
import { FIELD_CSS } from '../fields/field-styles.ts';

export const PAGE_CSS = /* css */ `
.entity-page { display: flex; flex-direction: column; gap: var(--sl-spacing-small); min-height: 0; height: 100%;
  font-family: var(--sl-font-sans); font-size: var(--sl-font-size-small); color: var(--sl-color-neutral-800);
  box-sizing: border-box; padding: var(--sl-spacing-medium); background: var(--sl-color-neutral-0); }
.entity-page *, .entity-page *::before, .entity-page *::after { box-sizing: border-box; }
.page-head { display: flex; align-items: center; gap: var(--sl-spacing-small); }
.page-head h2 { margin: 0; font-size: var(--sl-font-size-large); font-weight: var(--sl-font-weight-semibold); flex: 1; }
.muted { color: var(--sl-color-neutral-500); }
.spacer { flex: 1; }

.search { display: flex; flex-wrap: wrap; align-items: flex-end; gap: var(--sl-spacing-small) var(--sl-spacing-medium);
  padding: var(--sl-spacing-small) var(--sl-spacing-medium) var(--sl-spacing-medium); background: var(--sl-color-neutral-50);
  border: 1px solid var(--sl-color-neutral-200); border-radius: var(--sl-border-radius-large); }
.search-field { width: 200px; }
.search-field.range { width: 260px; }
.search-field.range.dates { width: 300px; }
.search-buttons { display: flex; gap: var(--sl-spacing-x-small); margin-left: auto; }
.range-input { border: 0; padding: 0; margin: 0; display: grid; grid-template-columns: 1fr auto 1fr; align-items: center; gap: 4px; }
.range-input legend, .multibox legend, .field-label { font-size: var(--sl-input-label-font-size-small); color: var(--sl-input-label-color);
  margin-bottom: var(--sl-spacing-3x-small); padding: 0; }
.field-label { display: block; font-size: var(--sl-input-label-font-size-medium); }

.toolbar { display: flex; align-items: center; flex-wrap: wrap; gap: var(--sl-spacing-x-small); }
.selection-count { color: var(--sl-color-primary-700); font-weight: var(--sl-font-weight-semibold); }
.icon-button { border: 1px solid var(--sl-color-neutral-300); background: var(--sl-color-neutral-0); color: var(--sl-color-neutral-700);
  border-radius: var(--sl-border-radius-medium); width: 30px; height: 30px; cursor: pointer; font-size: 16px; line-height: 1; }
.icon-button:hover { color: var(--sl-color-primary-600); border-color: var(--sl-color-primary-300); }
:focus-visible { outline: var(--sl-focus-ring); outline-offset: var(--sl-focus-ring-offset); }

.list-body { contain: inline-size; position: relative; flex: 1; min-height: 240px; max-height: max(360px, calc(100vh - 180px)); display: flex; flex-direction: column;
  border: 1px solid var(--sl-color-neutral-200); border-radius: var(--sl-border-radius-large); overflow: hidden; background: var(--sl-color-neutral-0); }
.grid { flex: 1; overflow: auto; min-height: 240px; max-height: 100%; position: relative; }
.grid:focus-visible { outline-offset: -2px; }
/* The head and the body get their width from the list grid (the columns' least widths or the
   grid's, the larger); each row is as wide as the body, so its definite tracks match the head's. */
.grid-head, .grid-row { display: grid; align-items: center; }
.grid-row { width: 100%; }
.grid-head { position: sticky; top: 0; z-index: 2; height: 40px; background: var(--sl-color-neutral-100);
  border-bottom: 1px solid var(--sl-color-neutral-200); font-weight: var(--sl-font-weight-semibold); color: var(--sl-color-neutral-700); }
.grid-body { position: relative; }
.grid-window { position: absolute; top: 0; left: 0; width: 100%; will-change: transform; }
.grid-row { border-bottom: 1px solid var(--sl-color-neutral-100); cursor: default; }
.grid-row.odd { background: color-mix(in srgb, var(--sl-color-neutral-50) 60%, transparent); }
.grid-row:hover { background: var(--sl-color-primary-50); }
.grid-row.selected { background: var(--sl-color-primary-100); }
.grid:focus-visible .grid-row.active, .grid:focus .grid-row.active { box-shadow: inset 3px 0 0 var(--sl-color-primary-600); background: var(--sl-color-primary-50); }
.cell { padding: 0 var(--sl-spacing-small); overflow: hidden; text-overflow: ellipsis; white-space: nowrap; line-height: 20px; }
.cell.num { text-align: right; font-variant-numeric: tabular-nums; }
.cell.check { display: flex; justify-content: center; }
.cell.actions { display: flex; gap: 2px; overflow: visible; }
.cell.actions sl-button::part(base) { padding: 0 4px; }
/* A header cell is the row's full height, so the sort button's ring sits inside it: the cell
   clips its overflow (long labels end in an ellipsis) and would cut a ring drawn outside. */
.grid-head > .cell:has(> .sort) { align-self: stretch; display: flex; align-items: center; }
.sort { all: unset; box-sizing: border-box; cursor: pointer; display: inline-flex; gap: 4px; align-items: center; max-width: calc(100% + 12px);
  height: 30px; padding: 0 6px; margin: 0 -6px; border-radius: var(--sl-border-radius-medium); }
.sort-label { overflow: hidden; text-overflow: ellipsis; }
.sort:focus-visible { outline: var(--sl-focus-ring); outline-offset: calc(-1 * var(--sl-focus-ring-width)); }
.sort-mark { font-size: 10px; color: var(--sl-color-neutral-400); }
.sort-mark.asc, .sort-mark.desc { color: var(--sl-color-primary-600); }
.flag { display: inline-block; padding: 0 8px; border-radius: 10px; font-size: var(--sl-font-size-x-small); line-height: 18px; }
.flag.on { background: var(--sl-color-success-100); color: var(--sl-color-success-700); }
.flag.off { background: var(--sl-color-neutral-100); color: var(--sl-color-neutral-600); }
.loading-bar { position: absolute; left: 0; right: 0; top: 40px; height: 3px; overflow: hidden; background: var(--sl-color-primary-100); }
.loading-bar::after { content: ''; position: absolute; inset: 0; width: 40%; background: var(--sl-color-primary-600); animation: slide 1s infinite ease-in-out; }
@keyframes slide { from { transform: translateX(-100%); } to { transform: translateX(250%); } }

.pager { display: flex; flex-wrap: wrap; align-items: center; justify-content: flex-end; gap: var(--sl-spacing-x-small); color: var(--sl-color-neutral-600); }
.pager-total { margin-right: auto; white-space: nowrap; }
/* The page size's label stands beside its select, in the pager's line. */
.pager-size::part(form-control) { display: flex; align-items: center; gap: var(--sl-spacing-x-small); }
.pager-size::part(form-control-label) { margin: 0; font-size: var(--sl-font-size-small); color: var(--sl-color-neutral-600); white-space: nowrap; }
.pager-size::part(form-control-input) { width: 5.5rem; }

.state { flex: 1; display: flex; flex-direction: column; align-items: center; justify-content: center; gap: var(--sl-spacing-x-small);
  padding: var(--sl-spacing-2x-large); text-align: center; color: var(--sl-color-neutral-500); min-height: 200px; }
.state strong { color: var(--sl-color-neutral-700); font-size: var(--sl-font-size-medium); }
.state.error { color: var(--sl-color-danger-600); }
.state.error .error-message { color: var(--sl-color-neutral-700); max-width: 480px; }

.form { display: flex; flex-direction: column; gap: var(--sl-spacing-medium); }
.form-grid { display: grid; grid-template-columns: repeat(auto-fill, minmax(260px, 1fr)); gap: var(--sl-spacing-medium) var(--sl-spacing-large); }
.form-field.wide { grid-column: 1 / -1; }
.form-field .error-text { color: var(--sl-color-danger-600); font-size: var(--sl-font-size-x-small); margin-top: 4px; min-height: 0; }
.form-field [data-invalid]::part(base), .form-field [data-invalid] { --sl-input-border-color: var(--sl-color-danger-500); border-color: var(--sl-color-danger-500); }
.form-field .required::after, .detail-label.required::after { content: ' *'; color: var(--sl-color-danger-600); }
.form-actions { display: flex; gap: var(--sl-spacing-x-small); justify-content: flex-end; padding-top: var(--sl-spacing-small);
  border-top: 1px solid var(--sl-color-neutral-200); background: var(--sl-color-neutral-0); }
.entity-page { min-width: 0; }
.search, .toolbar, .pager { contain: inline-size; }
.detail-grid { display: grid; grid-template-columns: repeat(auto-fill, minmax(280px, 1fr)); gap: 0 var(--sl-spacing-large); margin: 0; }
.detail-item { padding: var(--sl-spacing-x-small) 0; border-bottom: 1px dashed var(--sl-color-neutral-200); min-width: 0; }
.detail-item.wide { grid-column: 1 / -1; }
.detail-item dt { color: var(--sl-color-neutral-500); font-size: var(--sl-font-size-x-small); margin-bottom: 2px; }
.detail-item dd { margin: 0; color: var(--sl-color-neutral-900); word-break: break-word; min-height: 20px; }
.notice { margin: 0; }
.list-page { position: relative; }
.operation-mask { position: absolute; top: 0; right: 0; bottom: 0; left: 0; z-index: 30; display: flex; align-items: center;
  justify-content: center; background: var(--sl-overlay-background-color); }
.operation-mask-box { display: flex; align-items: center; gap: var(--sl-spacing-small); padding: var(--sl-spacing-small) var(--sl-spacing-large);
  border-radius: var(--sl-border-radius-medium); background: var(--sl-panel-background-color); color: var(--sl-color-neutral-800);
  box-shadow: var(--sl-shadow-medium); font-size: var(--sl-font-size-medium); }
.section { border: 1px solid var(--sl-color-neutral-200); border-radius: var(--sl-border-radius-large); padding: var(--sl-spacing-small) var(--sl-spacing-medium); }
.section h3 { margin: 0 0 var(--sl-spacing-small); font-size: var(--sl-font-size-medium); display: flex; align-items: center; gap: var(--sl-spacing-small); }
.sub-table { width: 100%; border-collapse: collapse; }
.sub-table th, .sub-table td { text-align: left; padding: 6px 8px; border-bottom: 1px solid var(--sl-color-neutral-100); vertical-align: top; }
.sub-table th { background: var(--sl-color-neutral-50); font-weight: var(--sl-font-weight-semibold); color: var(--sl-color-neutral-700); }
.sub-table th.num, .sub-table td.num, .sub-table td.num input { text-align: right; }
.sub-table td.num { white-space: nowrap; }
/* Inputs in a line keep a usable width; a narrow screen scrolls the table sideways instead. */
.sub-table td[data-field] { min-width: 5.5em; }
.sub-table td[data-field] .ref-picker { min-width: 11em; }
.sub-table .row-error { color: var(--sl-color-danger-600); font-size: var(--sl-font-size-x-small); }


.conflict { display: flex; flex-direction: column; gap: var(--sl-spacing-small); }
.conflict-panel { display: flex; flex-wrap: wrap; align-items: center; gap: var(--sl-spacing-x-small) var(--sl-spacing-medium);
  padding: var(--sl-spacing-small) var(--sl-spacing-medium); background: var(--sl-color-warning-50); color: var(--sl-color-neutral-800);
  border: 1px solid var(--sl-color-warning-300); border-left: 4px solid var(--sl-color-warning-600); border-radius: var(--sl-border-radius-large); }
.conflict-message { flex: 1 1 320px; min-width: 0; }
.conflict-message strong { display: block; color: var(--sl-color-warning-800); font-weight: var(--sl-font-weight-semibold); }
.conflict-message p { margin: var(--sl-spacing-3x-small) 0 0; }
.conflict-actions, .conflict-review-actions { display: flex; flex-wrap: wrap; gap: var(--sl-spacing-x-small); }
.conflict-review-actions { justify-content: flex-end; padding-top: var(--sl-spacing-small); }
.conflict-review h3:focus { outline: none; }
.conflict-review h3:focus-visible { outline: var(--sl-focus-ring); outline-offset: var(--sl-focus-ring-offset); }
.conflict-table th[scope='row'] { background: none; font-weight: var(--sl-font-weight-semibold); }
.conflict-table td.chosen { background: var(--sl-color-primary-50); }
.conflict-table td.mine:not(.chosen), .conflict-table td.theirs:not(.chosen) { color: var(--sl-color-neutral-500); }
.conflict-table .choice [role='radiogroup'] { display: flex; flex-wrap: wrap; gap: 4px var(--sl-spacing-small); }
.conflict-table .choice label { display: inline-flex; align-items: center; gap: 4px; cursor: pointer; white-space: nowrap; }
.conflict-table .choice input { accent-color: var(--sl-color-primary-600); margin: 0; }

.richtext { line-height: 1.6; overflow-wrap: anywhere; }
.richtext-input .richtext { border: 1px solid var(--sl-color-neutral-300); border-radius: var(--sl-border-radius-medium); padding: 8px; min-height: 96px; }
.richtext-head { display: flex; align-items: center; justify-content: space-between; }
.seg { display: inline-flex; border: 1px solid var(--sl-color-neutral-300); border-radius: var(--sl-border-radius-medium); overflow: hidden; margin-bottom: 4px; }
.seg button { border: 0; background: none; padding: 2px 10px; cursor: pointer; color: var(--sl-color-neutral-700); font: inherit; }
.seg button[aria-selected='true'] { background: var(--sl-color-primary-700); color: var(--sl-color-neutral-0); }
.multibox { border: 0; padding: 0; margin: 0; display: flex; flex-wrap: wrap; gap: 4px 16px; }
.file-row { display: flex; align-items: center; gap: var(--sl-spacing-x-small); flex-wrap: wrap; min-height: 32px; }
.file-link { display: inline-flex; align-items: center; gap: 6px; }
.file-link a { color: var(--sl-color-primary-600); }
.share-row { display: flex; gap: var(--sl-spacing-x-small); align-items: center; }
.share-link { flex: 1; min-width: 0; font: inherit; padding: var(--sl-spacing-x-small) var(--sl-spacing-small); border: 1px solid var(--sl-input-border-color); border-radius: var(--sl-input-border-radius-medium); background: var(--sl-input-background-color); color: var(--sl-input-color); }
.share-failed { color: var(--sl-color-danger-600); }
.files { display: inline-flex; flex-wrap: wrap; gap: 4px 12px; }
.file-download { font: inherit; font-size: var(--sl-font-size-small); color: var(--sl-color-neutral-600); background: none; border: none; padding: 0; cursor: pointer; text-decoration: underline; }
.file-download:focus-visible { outline: var(--sl-focus-ring); outline-offset: 2px; }
.thumb { width: 40px; height: 40px; object-fit: cover; border-radius: 4px; border: 1px solid var(--sl-color-neutral-200); }
.ref-picker { position: relative; }
sl-dropdown.date-input { display: block; width: 100%; }
.caret, .field-icon { color: var(--sl-color-neutral-500); padding-right: 4px; }
.form-field > sl-switch { margin-top: calc(var(--sl-input-label-font-size-medium) * 1.5 + 10px); }
.sr-only { position: absolute; width: 1px; height: 1px; overflow: hidden; clip: rect(0 0 0 0); white-space: nowrap; }
.ref-row { display: flex; align-items: flex-end; gap: 4px; }
.ref-row sl-input { flex: 1; min-width: 0; }
.ref-picker, .form-field { min-width: 0; }
.ref-options { position: absolute; z-index: 20; left: 0; right: 40px; margin: 2px 0 0; padding: 4px 0; list-style: none; max-height: 240px; overflow: auto;
  background: var(--sl-panel-background-color); border: 1px solid var(--sl-panel-border-color); border-radius: var(--sl-border-radius-medium); box-shadow: var(--sl-shadow-large); }
.ref-options[popover] { position: fixed; inset: auto; right: auto; margin: 0; box-sizing: border-box; color: var(--sl-color-neutral-800);
  font-family: var(--sl-font-sans); font-size: var(--sl-font-size-medium); z-index: 1000; }
.ref-options li { padding: 6px 12px; cursor: pointer; }
.ref-options li.active, .ref-options li:hover { background: var(--sl-color-primary-100); }
.tree-panel, .calendar { background: var(--sl-panel-background-color); border: 1px solid var(--sl-panel-border-color); border-radius: var(--sl-border-radius-medium);
  box-shadow: var(--sl-shadow-large); padding: var(--sl-spacing-x-small); max-height: 320px; overflow: auto; min-width: 240px; }
.calendar { width: 260px; }
.calendar-head { display: flex; justify-content: space-between; align-items: center; margin-bottom: 4px; font-weight: var(--sl-font-weight-semibold); }
.calendar-head button, .calendar .day { border: 0; background: none; cursor: pointer; font: inherit; color: inherit; border-radius: var(--sl-border-radius-medium); }
.calendar-head button { width: 28px; height: 28px; font-size: 18px; }
.calendar-grid { display: grid; grid-template-columns: repeat(7, 1fr); gap: 2px; text-align: center; margin-bottom: 6px; }
.calendar .weekday { font-size: var(--sl-font-size-x-small); color: var(--sl-color-neutral-500); padding: 4px 0; }
.calendar .day { height: 30px; }
.calendar .day:hover { background: var(--sl-color-primary-100); }
.calendar .day.other { color: var(--sl-color-neutral-400); }
.calendar .day.today { box-shadow: inset 0 0 0 1px var(--sl-color-primary-500); }
.calendar .day.current { background: var(--sl-color-primary-700); color: var(--sl-color-neutral-0); }
sl-dialog.form-dialog { --width: min(960px, 94vw); }
sl-dialog.find-dialog { --width: min(880px, 94vw); }
sl-dialog.form-dialog .entity-page, sl-dialog.find-dialog .entity-page { padding: 0; }
sl-dialog.find-dialog .list-body { height: 360px; flex: none; }
/* Side by side where the page's own box has room, one under the other where it has not: a
   drawer or a popup is narrow on a wide screen, which a media query cannot see. The chart may
   shrink below its basis, so it never reaches past the box (it redraws with its box). */
.stats-layout { display: flex; flex-wrap: wrap; gap: var(--sl-spacing-large); align-items: flex-start; }
.stats-layout > .stats-table { flex: 1 1 260px; }
.stats-layout > .category-chart { flex: 1.4 1 320px; min-width: 0; }
.stats-table td:not(:first-child), .stats-table th:not(:first-child) { text-align: right; font-variant-numeric: tabular-nums; }
.stats-table tbody th { background: none; font-weight: normal; }
.stats-table th, .stats-table td { vertical-align: middle; font-size: var(--sl-font-size-small); }
.stats-table tfoot td { font-weight: var(--sl-font-weight-semibold); border-top: 2px solid var(--sl-color-neutral-300); }
.sign-in { max-width: 360px; margin: var(--sl-spacing-2x-large) auto; display: flex; flex-direction: column; gap: var(--sl-spacing-small);
  padding: var(--sl-spacing-large); border: 1px solid var(--sl-color-neutral-200); border-radius: var(--sl-border-radius-large); background: var(--sl-color-neutral-0); }
.sign-in h2 { margin: 0; font-size: var(--sl-font-size-large); }
.sign-in .error-text { color: var(--sl-color-danger-600); }
${FIELD_CSS}
`;
