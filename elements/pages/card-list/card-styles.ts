/** Styles of the card list, in the theme's tokens. */
export const CARD_CSS = /* css */ `
.card-grid { list-style: none; margin: 0; padding: 0; display: grid; gap: var(--sl-spacing-small);
  grid-template-columns: repeat(auto-fill, minmax(260px, 1fr)); }
.entity-card article { height: 100%; display: flex; flex-direction: column; gap: var(--sl-spacing-x-small); padding: var(--sl-spacing-small) var(--sl-spacing-medium);
  border: 1px solid var(--sl-color-neutral-200); border-radius: var(--sl-border-radius-large); background: var(--sl-color-neutral-0); }
.entity-card.selected article { border-color: var(--sl-color-primary-400); background: var(--sl-color-primary-50); }
.card-head { display: flex; gap: var(--sl-spacing-x-small); align-items: flex-start; }
.card-check { margin-top: 4px; width: var(--sl-toggle-size-small); height: var(--sl-toggle-size-small); accent-color: var(--sl-color-primary-600); }
.card-titles { min-width: 0; flex: 1; }
.card-title { margin: 0; font-size: var(--sl-font-size-medium); font-weight: var(--sl-font-weight-semibold); }
.card-open { all: unset; cursor: pointer; color: var(--sl-color-neutral-900); overflow-wrap: anywhere; }
.card-open:hover { color: var(--sl-color-primary-600); }
.card-open:focus-visible { outline: var(--sl-focus-ring); outline-offset: var(--sl-focus-ring-offset); }
.card-subtitle { margin: 2px 0 0; color: var(--sl-color-neutral-500); }
.card-fields { margin: 0; display: grid; gap: 2px; }
.card-fields div { display: grid; grid-template-columns: minmax(5em, 40%) 1fr; gap: var(--sl-spacing-x-small); }
.card-fields dt { color: var(--sl-color-neutral-500); }
.card-fields dd { margin: 0; overflow: hidden; text-overflow: ellipsis; white-space: nowrap; }
.card-ops { display: flex; flex-wrap: wrap; gap: 2px; margin-top: auto; border-top: 1px solid var(--sl-color-neutral-100); padding-top: var(--sl-spacing-2x-small); }
.card-more { display: flex; flex-direction: column; align-items: center; gap: var(--sl-spacing-x-small); padding: var(--sl-spacing-small) 0; }
.card-error { color: var(--sl-color-danger-600); }
.filter-panel[hidden] { display: none; }
.filter-toggle { display: inline-flex; align-items: center; gap: var(--sl-spacing-2x-small); min-height: 2.25rem; padding: 0 var(--sl-spacing-small);
  font: inherit; font-size: var(--sl-font-size-small); color: var(--sl-color-neutral-700); background: var(--sl-color-neutral-0);
  border: 1px solid var(--sl-color-neutral-300); border-radius: var(--sl-border-radius-medium); cursor: pointer; }
.filter-toggle[aria-expanded='true'] { color: var(--sl-color-primary-700); border-color: var(--sl-color-primary-400); }
.filter-count { min-width: 1.25rem; padding: 0 4px; border-radius: var(--sl-border-radius-pill); background: var(--sl-color-primary-600);
  color: var(--sl-color-neutral-0); font-size: var(--sl-font-size-x-small); line-height: 1.25rem; text-align: center; }
/* A held card is not text to select; the browser's own callout would cover its operations. */
.entity-card { -webkit-user-select: none; user-select: none; -webkit-touch-callout: none; }
.row-sheet-backdrop { position: fixed; inset: 0; z-index: 30; display: flex; align-items: flex-end; background: rgb(0 0 0 / 0.4); }
.row-sheet { width: 100%; max-height: 80vh; overflow: auto; display: flex; flex-direction: column; gap: var(--sl-spacing-x-small);
  padding: var(--sl-spacing-medium) var(--sl-spacing-medium) calc(var(--sl-spacing-medium) + env(safe-area-inset-bottom));
  background: var(--sl-color-neutral-0); border-radius: var(--sl-border-radius-large) var(--sl-border-radius-large) 0 0; box-shadow: var(--sl-shadow-x-large); }
.row-sheet-title { margin: 0 0 var(--sl-spacing-x-small); font-size: var(--sl-font-size-medium); text-align: center; color: var(--sl-color-neutral-600); }
.row-sheet-ops { list-style: none; margin: 0; padding: 0; display: flex; flex-direction: column; gap: var(--sl-spacing-2x-small); }
.row-sheet-op, .row-sheet-cancel { width: 100%; min-height: 2.75rem; font: inherit; font-size: var(--sl-font-size-medium); border-radius: var(--sl-border-radius-medium);
  border: 1px solid var(--sl-color-neutral-200); background: var(--sl-color-neutral-0); color: var(--sl-color-primary-700); cursor: pointer; }
.row-sheet-op:disabled { color: var(--sl-color-neutral-400); cursor: not-allowed; }
.row-sheet-cancel { margin-top: var(--sl-spacing-x-small); color: var(--sl-color-neutral-700); background: var(--sl-color-neutral-100); }
.row-sheet-op:focus-visible, .row-sheet-cancel:focus-visible { outline: var(--sl-focus-ring); outline-offset: 1px; }
.pull-indicator { display: flex; justify-content: center; align-items: flex-end; overflow: hidden; color: var(--sl-color-neutral-500);
  font-size: var(--sl-font-size-small); transition: height 0.15s ease-out; }
.pull-indicator.pulling { transition: none; }
`;
