/** Styles of the home page, in the theme's tokens (every theme, both layouts). */
export const HOME_CSS = /* css */ `
.home-page { display: flex; flex-direction: column; gap: var(--sl-spacing-large); padding: var(--sl-spacing-large); max-width: 1200px; }
.home-hello h2 { margin: 0; font-size: var(--sl-font-size-x-large); font-weight: var(--sl-font-weight-semibold); color: var(--sl-color-neutral-900); }
.home-hello p { margin: var(--sl-spacing-2x-small) 0 0; color: var(--sl-color-neutral-600); }
.home-columns { display: grid; gap: var(--sl-spacing-large); grid-template-columns: minmax(0, 2fr) minmax(0, 1fr); align-items: start; }
@media (max-width: 992px) { .home-columns { grid-template-columns: minmax(0, 1fr); } }
.home-card { border: 1px solid var(--sl-color-neutral-200); border-radius: var(--sl-border-radius-large); background: var(--sl-color-neutral-0);
  padding: var(--sl-spacing-medium) var(--sl-spacing-large); display: flex; flex-direction: column; gap: var(--sl-spacing-small); min-width: 0; }
.home-card h3 { margin: 0; font-size: var(--sl-font-size-medium); font-weight: var(--sl-font-weight-semibold); color: var(--sl-color-neutral-800); }
.home-card .home-sub { margin: 0; font-size: var(--sl-font-size-small); color: var(--sl-color-neutral-500); }
.home-side { display: flex; flex-direction: column; gap: var(--sl-spacing-large); min-width: 0; }
.home-tiles { list-style: none; margin: 0; padding: 0; display: grid; gap: var(--sl-spacing-small); grid-template-columns: repeat(auto-fill, minmax(128px, 1fr)); }
.home-tile { all: unset; box-sizing: border-box; width: 100%; min-height: 92px; cursor: pointer; display: flex; flex-direction: column; align-items: center;
  justify-content: center; gap: var(--sl-spacing-x-small); padding: var(--sl-spacing-small); text-align: center;
  border: 1px solid var(--sl-color-neutral-200); border-radius: var(--sl-border-radius-large); color: var(--sl-color-neutral-800);
  background: var(--sl-color-neutral-50); transition: border-color 120ms, background 120ms; }
.home-tile:hover { border-color: var(--sl-color-primary-300); background: var(--sl-color-primary-50); }
.home-tile:focus-visible { outline: var(--sl-focus-ring); outline-offset: var(--sl-focus-ring-offset); }
.home-tile svg { color: var(--sl-color-primary-600); }
.home-tile span { font-size: var(--sl-font-size-small); line-height: 1.3; overflow-wrap: anywhere; }
.home-notices { list-style: none; margin: 0; padding: 0; display: flex; flex-direction: column; }
.home-notices li { padding: var(--sl-spacing-x-small) 0; border-top: 1px solid var(--sl-color-neutral-100); color: var(--sl-color-neutral-700);
  font-size: var(--sl-font-size-small); overflow-wrap: anywhere; }
.home-notices li:first-child { border-top: none; }
.home-counts { display: grid; grid-template-columns: repeat(3, minmax(0, 1fr)); gap: var(--sl-spacing-x-small); margin: 0; }
.home-counts div { display: flex; flex-direction: column-reverse; align-items: center; padding: var(--sl-spacing-x-small); border-radius: var(--sl-border-radius-medium);
  background: var(--sl-color-neutral-50); }
.home-counts dt { font-size: var(--sl-font-size-x-small); color: var(--sl-color-neutral-600); text-align: center; }
.home-counts dd { margin: 0; font-size: var(--sl-font-size-x-large); font-weight: var(--sl-font-weight-semibold); color: var(--sl-color-primary-700); }
.home-link { font: inherit; font-size: var(--sl-font-size-small); align-self: flex-start; cursor: pointer; border: none; background: none; padding: 0;
  color: var(--sl-color-primary-600); text-decoration: underline; }
.home-state { font-size: var(--sl-font-size-small); color: var(--sl-color-neutral-500); margin: 0; }
.home-state.error { color: var(--sl-color-danger-700); }
.visually-hidden { position: absolute; width: 1px; height: 1px; overflow: hidden; clip: rect(0 0 0 0); white-space: nowrap; }
`;
