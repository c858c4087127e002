/**
 * Styles of the native field inputs (NativeInputs.tsx), written with the Shoelace tokens a
 * Shoelace input reads (--sl-input-*, --sl-toggle-*, --sl-focus-ring*), so they look like the
 * Shoelace controls in every theme, light and dark. Part of the entity pages' CSS (kit/styles.ts).
 */
export const FIELD_CSS = /* css */ `
.field-label[data-required]::after, .switch-label[data-required]::after { content: var(--sl-input-required-content);
  margin-inline-start: var(--sl-input-required-content-offset); color: var(--sl-input-required-content-color); }
label.field-label { display: block; width: fit-content; }
.field-label.small { font-size: var(--sl-input-label-font-size-small); }

.field-input { display: block; width: 100%; min-width: 0; margin: 0; box-sizing: border-box;
  height: var(--sl-input-height-medium); padding: 0 var(--sl-input-spacing-medium);
  font-family: var(--sl-input-font-family); font-size: var(--sl-input-font-size-medium); font-weight: var(--sl-input-font-weight);
  letter-spacing: var(--sl-input-letter-spacing); color: var(--sl-input-color);
  background-color: var(--sl-input-background-color); border: solid var(--sl-input-border-width) var(--sl-input-border-color);
  border-radius: var(--sl-input-border-radius-medium);
  transition: var(--sl-transition-fast) color, var(--sl-transition-fast) border, var(--sl-transition-fast) box-shadow, var(--sl-transition-fast) background-color; }
.field-input.small { height: var(--sl-input-height-small); padding: 0 var(--sl-input-spacing-small); font-size: var(--sl-input-font-size-small);
  border-radius: var(--sl-input-border-radius-small); }
.field-input::placeholder { color: var(--sl-input-placeholder-color); }
.field-input:hover:not(:disabled) { background-color: var(--sl-input-background-color-hover); border-color: var(--sl-input-border-color-hover);
  color: var(--sl-input-color-hover); }
.field-input:focus:not(:disabled) { outline: none; background-color: var(--sl-input-background-color-focus); border-color: var(--sl-input-border-color-focus);
  box-shadow: 0 0 0 var(--sl-focus-ring-width) var(--sl-input-focus-ring-color); color: var(--sl-input-color-focus); }
.field-input:disabled { background-color: var(--sl-input-background-color-disabled); border-color: var(--sl-input-border-color-disabled);
  color: var(--sl-input-color-disabled); opacity: 0.5; cursor: not-allowed; }
.field-input[aria-invalid='true'] { border-color: var(--sl-color-danger-500); }
.field-input[aria-invalid='true']:focus { box-shadow: 0 0 0 var(--sl-focus-ring-width) color-mix(in srgb, var(--sl-color-danger-500) 40%, transparent); }
.field-input[type='number'] { -moz-appearance: textfield; }
.field-textarea { height: auto; min-height: calc(var(--sl-input-height-medium) * 1.5); padding: 0.5em var(--sl-input-spacing-medium);
  line-height: var(--sl-line-height-normal); resize: vertical; field-sizing: content; max-height: 24em; }
.field-textarea.small { padding: 0.25em var(--sl-input-spacing-small); min-height: var(--sl-input-height-small); }
/* The select's caret is drawn with the text colour, so it follows the theme. */
.field-select { appearance: none; cursor: pointer; padding-inline-end: calc(var(--sl-input-spacing-medium) + 1.25em);
  background-image: linear-gradient(45deg, transparent 50%, currentColor 50%), linear-gradient(135deg, currentColor 50%, transparent 50%);
  background-position: calc(100% - var(--sl-input-spacing-medium) - 5px) 50%, calc(100% - var(--sl-input-spacing-medium)) 50%;
  background-size: 5px 5px, 5px 5px; background-repeat: no-repeat; }
.field-select:disabled { cursor: not-allowed; }
.field-input option { color: var(--sl-input-color); background-color: var(--sl-panel-background-color); }
:host(.sl-theme-dark) .field-input, .sl-theme-dark .field-input, :host(.sl-theme-dark) .switch-input, :host(.sl-theme-dark) .field-choice input { color-scheme: dark; }

.field-switch { display: inline-flex; align-items: center; gap: 0.5em; min-height: var(--sl-input-height-medium);
  font-family: var(--sl-input-font-family); font-size: var(--sl-input-font-size-medium); color: var(--sl-input-label-color); }
.form-field > .field-switch { margin-top: calc(var(--sl-input-label-font-size-medium) * 1.5 + 4px); }
.field-switch.small { min-height: var(--sl-input-height-small); font-size: var(--sl-input-font-size-small); }
.switch-label { cursor: pointer; user-select: none; }
.switch-input { --height: var(--sl-toggle-size-medium); --width: calc(var(--height) * 2); --thumb: calc(var(--height) + 4px);
  appearance: none; position: relative; flex: none; margin: 0; cursor: pointer; width: var(--width); height: var(--height);
  border-radius: var(--height); background-color: var(--sl-color-neutral-400); border: solid var(--sl-input-border-width) var(--sl-color-neutral-400);
  transition: var(--sl-transition-fast) border-color, var(--sl-transition-fast) background-color; }
.switch-input.small { --height: var(--sl-toggle-size-small); }
.switch-input::before { content: ''; position: absolute; top: 50%; left: 50%; box-sizing: border-box; width: var(--thumb); height: var(--thumb);
  border-radius: 50%; background-color: var(--sl-color-neutral-0); border: solid var(--sl-input-border-width) var(--sl-color-neutral-400);
  translate: calc(-50% - (var(--width) - var(--height)) / 2) -50%; transition: var(--sl-transition-fast) translate ease, var(--sl-transition-fast) border-color; }
.switch-input:checked { background-color: var(--sl-color-primary-600); border-color: var(--sl-color-primary-600); }
.switch-input:checked::before { border-color: var(--sl-color-primary-600); translate: calc(-50% + (var(--width) - var(--height)) / 2) -50%; }
.switch-input:focus-visible { outline: var(--sl-focus-ring); outline-offset: var(--sl-focus-ring-offset); }
.switch-input:disabled { opacity: 0.5; cursor: not-allowed; }
.switch-input[aria-invalid='true'] { border-color: var(--sl-color-danger-500); }

.field-choices { border: 0; padding: 0; margin: 0; min-width: 0; display: flex; flex-wrap: wrap; align-items: center; gap: 4px 16px;
  font-size: var(--sl-input-font-size-medium); color: var(--sl-input-label-color); }
.field-choices > legend { float: left; width: 100%; }
.field-choice { display: inline-flex; align-items: center; gap: 0.4em; cursor: pointer; min-height: var(--sl-input-height-small); }
.field-choice input { margin: 0; width: 1.1em; height: 1.1em; accent-color: var(--sl-color-primary-600); cursor: pointer; }
.field-choice input:focus-visible { outline: var(--sl-focus-ring); outline-offset: var(--sl-focus-ring-offset); }
.field-choices[aria-invalid='true'] .field-choice input { outline: 1px solid var(--sl-color-danger-500); }

.field-date, .ref-control, .tree-select { position: relative; display: block; min-width: 0; flex: 1; }
.field-date .field-input, .tree-select .field-input { padding-inline-end: calc(var(--sl-input-spacing-medium) + 24px); }
.field-picker { cursor: pointer; caret-color: transparent; text-overflow: ellipsis; }
.field-picker:disabled { cursor: not-allowed; }
/* The tree select's caret, drawn with the text colour as the select's. */
.field-caret { position: absolute; top: calc(50% - 4px); right: calc(var(--sl-input-spacing-medium) + 2px); width: 6px; height: 6px;
  border: solid var(--sl-input-icon-color); border-width: 0 1.5px 1.5px 0; rotate: 45deg; pointer-events: none; }
.field-date-button, .field-clear { position: absolute; top: calc(50% - 13px); right: calc(var(--sl-input-spacing-medium) - 6px);
  display: inline-flex; align-items: center; justify-content: center; width: 26px; height: 26px; padding: 0; border: 0; cursor: pointer;
  border-radius: var(--sl-border-radius-medium); background: none; color: var(--sl-input-icon-color); font: inherit; font-size: 16px; }
/* A calendar drawn with borders: an image mask costs a paint per field. */
.field-date-button::before { content: ''; box-sizing: border-box; width: 14px; height: 13px; border: 2px solid currentColor; border-top-width: 4px;
  border-radius: 2px; }
.field-date-button:hover, .field-clear:hover { color: var(--sl-input-icon-color-hover); }
.field-date-button:focus-visible, .field-clear:focus-visible { outline: var(--sl-focus-ring); }
.field-date-button:disabled { cursor: not-allowed; opacity: 0.5; }
.ref-control .field-input { padding-inline-end: calc(var(--sl-input-spacing-medium) + 20px); }
.calendar[popover], .tree-panel[popover] { position: fixed; inset: auto; margin: 0; color: var(--sl-color-neutral-800); font-family: var(--sl-font-sans);
  font-size: var(--sl-font-size-small); z-index: 1000; }
.calendar .field-input { margin-top: 4px; }
/* A field's buttons (upload, record, find), native and drawn as a Shoelace default button in the theme's tokens. */
.field-button { display: inline-flex; align-items: center; justify-content: center; gap: 0.4em; box-sizing: border-box; margin: 0;
  height: var(--sl-input-height-medium); padding: 0 var(--sl-spacing-medium); cursor: pointer; white-space: nowrap;
  font-family: var(--sl-input-font-family); font-size: var(--sl-button-font-size-medium); font-weight: var(--sl-font-weight-semibold);
  color: var(--sl-color-neutral-700); background-color: var(--sl-color-neutral-0); border: solid var(--sl-input-border-width) var(--sl-input-border-color);
  border-radius: var(--sl-input-border-radius-medium);
  transition: var(--sl-transition-x-fast) background-color, var(--sl-transition-x-fast) color, var(--sl-transition-x-fast) border; }
.field-button.small { height: var(--sl-input-height-small); padding: 0 var(--sl-spacing-small); font-size: var(--sl-button-font-size-small);
  border-radius: var(--sl-input-border-radius-small); }
.field-button:hover:not(:disabled) { background-color: var(--sl-color-primary-50); border-color: var(--sl-color-primary-300); color: var(--sl-color-primary-700); }
.field-button:focus-visible { outline: var(--sl-focus-ring); outline-offset: var(--sl-focus-ring-offset); }
.field-button:disabled { opacity: 0.5; cursor: not-allowed; }
.field-button.text { background: none; border-color: transparent; color: var(--sl-color-primary-600); }
.field-button.text:hover:not(:disabled) { background: none; border-color: transparent; color: var(--sl-color-primary-500); }
.field-button.primary { background-color: var(--sl-color-primary-600); border-color: var(--sl-color-primary-600); color: var(--sl-color-neutral-0); }
.field-button.primary:hover:not(:disabled) { background-color: var(--sl-color-primary-500); border-color: var(--sl-color-primary-500); color: var(--sl-color-neutral-0); }
.field-button.danger { background-color: var(--sl-color-danger-600); border-color: var(--sl-color-danger-600); color: var(--sl-color-neutral-0); }
.field-button.danger:hover:not(:disabled) { background-color: var(--sl-color-danger-500); border-color: var(--sl-color-danger-500); color: var(--sl-color-neutral-0); }
.field-button sl-spinner { font-size: 1em; --indicator-color: currentColor; }

/*
 * A long form draws only the fields on screen: past the first 80 (a screenful, and more), fields
 * keep their place (their last size, or about one field's) and are laid out when scrolled to. The
 * first ones are always drawn, so the first screen is laid out in one pass, not in a second one
 * once the browser has found them on screen. Every field is contained, so typing in one repaints
 * that field, not the page. The padding keeps the focus ring in the paint box.
 */
.form-grid > .form-field.contained { contain: layout style paint;
  padding: calc(var(--sl-focus-ring-width) + 1px); margin: calc(-1 * (var(--sl-focus-ring-width) + 1px)); }
.form-grid > .form-field.contained:nth-child(n+81) { content-visibility: auto; contain-intrinsic-size: auto 64px; }

/* The voice note field (fields/audio): its player, buttons and running clock on one line where they fit. */
.voice-note { display: flex; flex-direction: column; gap: var(--sl-spacing-x-small); min-width: 0; }
.voice-note-player { width: 100%; max-width: 22rem; height: 2.25rem; }
.voice-note-row { display: flex; flex-wrap: wrap; align-items: center; gap: var(--sl-spacing-x-small); }
.voice-note-clock { font-variant-numeric: tabular-nums; color: var(--sl-color-danger-600); font-size: var(--sl-font-size-small); }
.voice-note-clock::before { content: ''; display: inline-block; width: 0.5em; height: 0.5em; margin-inline-end: 0.35em;
  border-radius: 50%; background: currentColor; vertical-align: middle; }
.voice-note-hint { font-size: var(--sl-font-size-small); color: var(--sl-color-neutral-600); }
.voice-note-problem { font-size: var(--sl-font-size-small); color: var(--sl-color-danger-600); }
`;
