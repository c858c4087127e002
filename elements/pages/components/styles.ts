/** The look of components and of the tabs page, with the theme's tokens (light and dark alike). */
export const COMPONENT_CSS = `
.component-row { display: flex; flex-wrap: wrap; gap: var(--sl-spacing-medium, 1rem); align-items: stretch; }
.component { flex: 1 1 20rem; min-width: min(100%, 16rem); display: flex; flex-direction: column; min-height: 0; }
.component-title { margin: 0 0 var(--sl-spacing-x-small, 0.5rem); font-size: var(--sl-font-size-medium, 1rem);
  font-weight: var(--sl-font-weight-semibold, 600); color: var(--sl-color-neutral-800, #1f2937); }
.component-problem { padding: var(--sl-spacing-small, 0.75rem); border: 1px dashed var(--sl-color-neutral-300, #d1d5db);
  border-radius: var(--sl-border-radius-medium, 6px); }
.tabs-page { display: flex; flex-direction: column; min-height: 0; }
.tabs-list { display: flex; gap: var(--sl-spacing-2x-small, 0.25rem); border-bottom: 1px solid var(--sl-color-neutral-200, #e5e7eb);
  overflow-x: auto; margin-bottom: var(--sl-spacing-small, 0.75rem); }
.tabs-tab { font: inherit; background: none; border: none; border-bottom: 2px solid transparent; cursor: pointer; white-space: nowrap;
  padding: var(--sl-spacing-x-small, 0.5rem) var(--sl-spacing-medium, 1rem); color: var(--sl-color-neutral-600, #4b5563); }
.tabs-tab:hover { color: var(--sl-color-primary-600, #0284c7); }
.tabs-tab[aria-selected="true"] { color: var(--sl-color-primary-600, #0284c7); border-bottom-color: var(--sl-color-primary-600, #0284c7); }
.tabs-tab:focus-visible { outline: var(--sl-focus-ring, 2px solid #0ea5e9); outline-offset: -2px; }
.tabs-panel[hidden] { display: none; }
`;
