/** Styles of the launchers, in the theme's tokens. */
export const LAUNCHER_CSS = /* css */ `
.launcher-grid { list-style: none; margin: 0; padding: 0; display: grid; gap: var(--sl-spacing-small);
  grid-template-columns: repeat(auto-fill, minmax(120px, 1fr)); }
.launcher-tile { all: unset; box-sizing: border-box; width: 100%; min-height: 104px; cursor: pointer; display: flex; flex-direction: column;
  align-items: center; justify-content: center; gap: var(--sl-spacing-x-small); padding: var(--sl-spacing-small);
  border: 1px solid var(--sl-color-neutral-200); border-radius: var(--sl-border-radius-large); background: var(--sl-color-neutral-0);
  color: var(--sl-color-neutral-800); text-align: center; transition: border-color 120ms, background 120ms; }
.launcher-tile:hover { border-color: var(--sl-color-primary-300); background: var(--sl-color-primary-50); }
.launcher-tile:focus-visible { outline: var(--sl-focus-ring); outline-offset: var(--sl-focus-ring-offset); }
.launcher-icon { color: var(--sl-color-primary-600); }
.launcher-name { font-size: var(--sl-font-size-small); line-height: 1.3; overflow-wrap: anywhere; }
.launcher-group { display: flex; flex-direction: column; gap: var(--sl-spacing-x-small); }
.launcher-group h3 { margin: var(--sl-spacing-small) 0 0; font-size: var(--sl-font-size-medium); font-weight: var(--sl-font-weight-semibold); }
.launcher-path { display: flex; align-items: center; gap: var(--sl-spacing-small); }
.launcher-back { font: inherit; cursor: pointer; border: 1px solid var(--sl-color-neutral-300); background: var(--sl-color-neutral-0);
  color: var(--sl-color-neutral-700); border-radius: var(--sl-border-radius-medium); padding: 2px var(--sl-spacing-small); }
.launcher-back:hover { color: var(--sl-color-primary-600); border-color: var(--sl-color-primary-300); }
.visually-hidden { position: absolute; width: 1px; height: 1px; overflow: hidden; clip: rect(0 0 0 0); white-space: nowrap; }
`;
