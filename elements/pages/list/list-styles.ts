/**
 * Styles of the list grid's native controls (the row and head check boxes, the row operation
 * buttons), drawn with the theme's tokens so they follow every theme as the Shoelace parts did.
 */
// A row takes the columns of its window (ListTable sets them there once) and a fixed height
// (ROW_HEIGHT): a row mounted while scrolling parses no style of its own. While the grid scrolls,
// the rows take no pointer (ListTable's useScrolling): no hover to restyle each frame.
// (The notes stand here, not in the sheet: the sheet's text ships as it is.)
//
// The keyboard's place in the rows (ListTable's RowFocusRing): a ring over the active row, inside
// its box, above the sticky cells and below the sticky head, as wide as the grid's view (100cqw)
// and stuck to its left edge when the grid scrolls sideways. The grid's own ring gives way to it
// while the active row is drawn (one ring, not two) and stays when that row is scrolled away.
//
// The check box and the operations columns stay in view when the columns need more than the
// grid's width and it scrolls sideways (ListTable sets scrolls-x). Their cells are opaque: the
// row's tint over the surface.
export const LIST_CSS = `
.grid-row { contain: layout style paint; grid-template-columns: inherit; height: 40px; }
.grid-body.scrolling { pointer-events: none; }
.grid { container-type: inline-size; }
.grid:focus-visible:has(.grid-row.active) { outline: none; }
.row-focus { display: none; position: absolute; left: 0; right: 0; z-index: 1; pointer-events: none; }
.grid:focus-visible .row-focus { display: block; }
.row-focus-ring { position: sticky; left: 0; width: 100cqw; height: 100%; box-sizing: border-box;
  outline: var(--sl-focus-ring); outline-offset: calc(-1 * var(--sl-focus-ring-width)); border-radius: var(--sl-border-radius-small); }
.row-check { width: var(--sl-toggle-size-small); height: var(--sl-toggle-size-small); margin: 0; cursor: pointer;
  accent-color: var(--sl-color-primary-600); }
.row-check:focus-visible { outline: var(--sl-focus-ring); outline-offset: var(--sl-focus-ring-offset); }
.row-op { display: inline-flex; align-items: center; gap: 4px; height: 24px; padding: 0 4px; border: 0;
  border-radius: var(--sl-border-radius-medium); background: none; color: var(--sl-color-primary-600);
  font: inherit; font-size: var(--sl-button-font-size-small); cursor: pointer; white-space: nowrap; }
.row-op:hover:not(:disabled) { color: var(--sl-color-primary-500); background: var(--sl-color-primary-50); }
.row-op:focus-visible { outline: var(--sl-focus-ring); outline-offset: var(--sl-focus-ring-offset); }
.row-op:disabled { color: var(--sl-color-neutral-400); cursor: not-allowed; }
.row-op sl-spinner { font-size: 12px; }

.grid .cell.check, .grid .cell.actions { align-self: stretch; display: flex; align-items: center; }
.grid.scrolls-x .cell.check, .grid.scrolls-x .cell.actions { position: sticky; z-index: 1; }
.grid.scrolls-x .cell.check { left: 0; }
.grid.scrolls-x .cell.actions { right: 0; box-shadow: -1px 0 0 var(--sl-color-neutral-200); }
.grid-row > .cell.check, .grid-row > .cell.actions { background-color: var(--sl-color-neutral-0);
  background-image: linear-gradient(var(--row-tint, transparent), var(--row-tint, transparent)); }
.grid-head > .cell.check, .grid-head > .cell.actions { background: var(--sl-color-neutral-100); }
.grid-row.odd { --row-tint: color-mix(in srgb, var(--sl-color-neutral-50) 60%, transparent); }
.grid-row:hover { --row-tint: var(--sl-color-primary-50); }
.grid-row.selected { --row-tint: var(--sl-color-primary-100); }
.grid:focus-visible .grid-row.active, .grid:focus .grid-row.active { --row-tint: var(--sl-color-primary-50); }
/* A find page's OK and Cancel, under its list. */
.pick-actions { display: flex; justify-content: flex-end; gap: var(--sl-spacing-x-small, 8px); padding-top: var(--sl-spacing-small, 12px); }
`;
