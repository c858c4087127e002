import { createElementClass } from '../shared/define.ts';
import { notificationsCss } from '../shared/notifications-css.ts';
import { formKind } from './form-kind.ts';
import type { EntityFormElement as EntityFormElementInstance, EntityFormEventMap } from './entity-form.types.ts';

/**
 * One record's form on its own in a host page. Ids go in attributes; the initial values and the
 * config overrides are objects, so they are properties only. A reference field's picker shows the
 * related entity's list inside the element, so the list's parts are the form's too. Edits are
 * kept as a draft, so a session that expires mid-edit loses nothing. The first element of a page
 * without a session asks for the sign-in; the others on the page wait for it.
 *
 * @tag entity-form
 * @summary One record of an entity as an add, edit or detail form, driven by its metadata and
 * page config: every data type, child sections, validation, drafts kept across session expiry.
 *
 * @attr {string} client - Client code (e.g. `demo`); default from `window.frameSettings`.
 * @attr {string} system - Business system code (e.g. `crm`).
 * @attr {string} entity - Entity id or code (e.g. `CUSTOMER`).
 * @attr {string} page-id - FM_PAGE_CONFIG page id; else found by entity and state.
 * @attr {string} state - `add`, `edit` or `detail` (default; any other value too).
 * @attr {string} record-id - Key of the record for edit and detail.
 * @prop {Row} values - Initial values of a new record, by field name (a `Row` is `Record<string, unknown>`).
 * @prop {Partial<PageContent>} config - Page config overrides (`columns`, `operates`...) merged over the server's.
 * @fires form-submit - Before saving, with the values and child rows to be sent. Cancelable: prevent it to stop the save.
 * @fires form-saved - The record was saved; `id` is its key.
 * @fires form-cancel - The person cancelled or closed the form.
 * @cssprop --sl-color-primary-600 - The brand colour: primary buttons, links, selection marks, focus ring.
 * @cssprop --sl-color-primary-700 - The darker brand colour: hover, and the background of white text on the brand.
 * @cssprop --sl-font-sans - The font of every text.
 * @cssprop --sl-color-neutral-0 - The surface of panels, grids and fields.
 * @cssprop --sl-border-radius-medium - Corner radius of panels, buttons and fields.
 * @cssprop --sl-input-border-color - The border of the form's fields (the other `--sl-input-*` tokens too).
 * @cssprop --sl-* - Any other Shoelace design token of the active theme (set on the element, it wins over the theme).
 * @csspart page-title - The form's heading (and that of a reference picker's list).
 * @csspart pick-actions - The OK and Cancel buttons under a reference picker's list (the row clicked is the one picked).
 * @csspart form-actions - The bar of the form's buttons (cancel, edit, save).
 * @csspart field - The box of one field: its label, control and message.
 * @csspart field-label - A field's label.
 * @csspart field-input - A field's native control (input, textarea, select, or the fieldset of a choice group).
 * @csspart field-message - The validation message under a field.
 * @csspart field-choice - One radio button or check box with its text, in a choice group.
 * @csspart field-calendar-button - The button that opens a date field's calendar.
 * @csspart field-calendar - A date field's calendar panel.
 * @csspart list-search - The search bar of a reference picker's list.
 * @csspart list-toolbar - The toolbar above a reference picker's grid.
 * @csspart list-grid - A reference picker's grid (a scroll container holding the header row and the rows).
 * @csspart list-head - That grid's header row.
 * @csspart list-row - One row of that grid.
 * @csspart list-pager - The pager under that grid.
 * @csspart notifications - The stack of notices (saved, failed, session expired) at the top of the element.
 * @csspart sign-in - The sign-in form shown in the first element of a page without a session.
 * @csspart error-panel - The panel that replaces the element's body when it fails to load or draw.
 */
/** An `<entity-form>` in the page (the type), and its class (the value). */
export interface EntityFormElement extends EntityFormElementInstance {}
export const EntityFormElement: { new (): EntityFormElement; prototype: EntityFormElement } = createElementClass(
  () => import('./entity-form.tsx').then((module) => module.EntityForm),
  {
    region: 'form',
    pages: true,
    props: { client: 'string', system: 'string', entity: 'string', pageId: 'string', state: 'string', recordId: 'string', values: 'object', config: 'object' },
    styles: [notificationsCss],
    warm: (platform, props) =>
      platform.forms.warmPage({
        entity: props.entity as string | undefined,
        pageId: (props.pageId as string | undefined) || undefined,
        state: formKind(props.state as string | undefined),
      }),
  },
);

declare global {
  interface HTMLElementTagNameMap {
    'entity-form': EntityFormElement;
  }
  // Listeners anywhere (the element, a parent, the document) see each event's typed detail.
  interface GlobalEventHandlersEventMap extends EntityFormEventMap {}
}
