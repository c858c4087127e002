/** Styles of the `mine` page, in the theme's tokens (light and dark alike). */
export const MINE_CSS = /* css */ `
.mine-grid { display: grid; grid-template-columns: repeat(auto-fit, minmax(320px, 1fr)); gap: var(--sl-spacing-medium); align-items: start; }
.mine-card { border: 1px solid var(--sl-color-neutral-200); border-radius: var(--sl-border-radius-large); padding: var(--sl-spacing-medium);
  background: var(--sl-color-neutral-0); display: flex; flex-direction: column; gap: var(--sl-spacing-small); }
.mine-card h3 { margin: 0; font-size: var(--sl-font-size-medium); font-weight: var(--sl-font-weight-semibold); }
.mine-profile { margin: 0; display: grid; gap: var(--sl-spacing-x-small); }
.mine-profile div { display: grid; grid-template-columns: 8em 1fr; gap: var(--sl-spacing-small); }
.mine-profile dt { color: var(--sl-color-neutral-500); }
.mine-profile dd { margin: 0; overflow-wrap: anywhere; }
.mine-roles { border-collapse: collapse; width: 100%; }
.mine-roles th, .mine-roles td { text-align: left; vertical-align: top; padding: var(--sl-spacing-x-small); border-bottom: 1px solid var(--sl-color-neutral-100); }
.mine-roles thead th { color: var(--sl-color-neutral-500); font-weight: var(--sl-font-weight-normal); }
.mine-role-list { list-style: none; margin: 0; padding: 0; display: flex; flex-direction: column; gap: var(--sl-spacing-2x-small); }
.mine-role-list li { display: flex; align-items: center; gap: var(--sl-spacing-x-small); flex-wrap: wrap; min-height: 30px; }
.mine-role-list li.active .mine-role-name { font-weight: var(--sl-font-weight-semibold); color: var(--sl-color-primary-700); }
.mine-badge { display: inline-block; margin-left: var(--sl-spacing-2x-small); padding: 0 6px; border-radius: 9px; line-height: 18px;
  font-size: var(--sl-font-size-x-small); background: var(--sl-color-neutral-100); color: var(--sl-color-neutral-700); }
.mine-badge.on { background: var(--sl-color-primary-100); color: var(--sl-color-primary-700); }
.mine-prefs { display: flex; flex-wrap: wrap; gap: var(--sl-spacing-medium); }
.mine-pref { display: flex; flex-direction: column; gap: var(--sl-spacing-3x-small); color: var(--sl-input-label-color); }
.mine-theme, .mine-pref .language-switch { font: inherit; height: var(--sl-input-height-small); padding: 0 var(--sl-spacing-x-small);
  color: var(--sl-input-color); background: var(--sl-input-background-color); border: 1px solid var(--sl-input-border-color);
  border-radius: var(--sl-input-border-radius-small); min-width: 10em; }
.mine-actions { display: flex; gap: var(--sl-spacing-small); flex-wrap: wrap; }
.mine-error { color: var(--sl-color-danger-600); margin: 0; }
.visually-hidden { position: absolute; width: 1px; height: 1px; overflow: hidden; clip: rect(0 0 0 0); white-space: nowrap; }
`;
