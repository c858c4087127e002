/**
 * The phone's form and detail (entityCardForm, entityCardDetail): one column, labels above the
 * fields, inputs a finger can hit (44 px, Apple's and Material's least touch target) in a 16 px
 * font (smaller makes iOS zoom in on focus), the form's buttons in a bar stuck to the bottom of
 * the screen so Save is always in reach, the detail as label/value rows and its child rows as cards.
 * `--mobile-bottom-inset` is the mobile layout's bottom bar (0 in popups and drawers, which cover it).
 */
export const PHONE_CSS = `
/* Opened by name on a wider screen, the phone's page keeps a phone's measure. */
.phone-page { max-width: 40rem; margin: 0 auto; }
.phone-page .form-page { gap: var(--sl-spacing-small); }
.phone-page .form-grid, .phone-page .detail-grid { grid-template-columns: minmax(0, 1fr); gap: var(--sl-spacing-small); }
.phone-page .form-field { display: flex; flex-direction: column; align-items: stretch; gap: 4px; }
.phone-page .form-field > .field-label, .phone-page .form-field label.field-label { width: auto; }
.phone-page .form-field :is(input:not([type='checkbox']):not([type='radio']), select, textarea) { min-height: 44px; font-size: 16px; width: 100%; box-sizing: border-box; }
.phone-page .form-field :is(input[type='checkbox'], input[type='radio']) { min-width: 24px; min-height: 24px; }
.phone-page .form-field .field-button { min-height: 44px; min-width: 44px; }
.phone-page .form-page:not([data-state='detail']) .form-actions { position: sticky; bottom: var(--mobile-bottom-inset, 0px); z-index: 4;
  margin: 0 calc(-1 * var(--sl-spacing-small)); padding: var(--sl-spacing-x-small) var(--sl-spacing-small);
  box-shadow: 0 -2px 6px rgb(0 0 0 / 8%); }
.phone-page .form-actions sl-button { flex: 1 1 0; }
.phone-page .form-actions sl-button::part(base) { min-height: 44px; }
.phone-page .detail-item { display: grid; grid-template-columns: minmax(5.5em, 38%) minmax(0, 1fr); gap: var(--sl-spacing-small);
  align-items: baseline; padding: var(--sl-spacing-x-small) 0; border-bottom: 1px solid var(--sl-color-neutral-100); }
.phone-page .detail-item dt { margin: 0; font-size: var(--sl-font-size-small); }
.phone-page .detail-item dd { text-align: right; }
.phone-page .form-page[data-state='detail'] .sub-table thead { display: none; }
.phone-page .form-page[data-state='detail'] .sub-table, .phone-page .form-page[data-state='detail'] .sub-table tbody { display: block; }
.phone-page .form-page[data-state='detail'] .sub-table tr { display: block; margin: 0 0 var(--sl-spacing-x-small); padding: var(--sl-spacing-2x-small) var(--sl-spacing-small);
  border: 1px solid var(--sl-color-neutral-200); border-radius: var(--sl-border-radius-large); background: var(--sl-color-neutral-0); }
.phone-page .form-page[data-state='detail'] .sub-table td { display: flex; justify-content: space-between; align-items: baseline; gap: var(--sl-spacing-small); padding: 4px 0;
  border-bottom: 1px dashed var(--sl-color-neutral-100); text-align: right; }
.phone-page .form-page[data-state='detail'] .sub-table td:last-child { border-bottom: none; }
.phone-page .form-page[data-state='detail'] .sub-table td::before { content: attr(data-label); color: var(--sl-color-neutral-500); text-align: left; }
.phone-page .section { padding: var(--sl-spacing-x-small) var(--sl-spacing-small); }
`;
