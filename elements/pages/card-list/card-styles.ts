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
`;
