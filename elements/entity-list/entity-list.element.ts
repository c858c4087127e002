import { createElementClass } from '../shared/define.ts';
import { notificationsCss } from '../shared/notifications-css.ts';
import type { EntityListElement as EntityListElementInstance, EntityListEventMap } from './entity-list.types.ts';

/**
 * One entity's list page on its own in a host page. Ids go in attributes; the query and the
 * config overrides are objects, so they are properties only. Its add, edit and detail operations
 * open the entity's form in a dialog inside the element (unless the host prevents `row-open`),
 * so the form's parts are the list's too. The first element of a page without a session asks
 * for the sign-in; the others on the page wait for it.
 *
 * @tag entity-list
 * @summary A list of one entity's records, driven by its metadata and list page config:
 * search, server paging and sorting, selection, toolbar and row operations.
 *
 * @attr {string} client - Client code (e.g. `demo`); default from `window.frameSettings`.
 * @attr {string} system - Business system code (e.g. `crm`).
 * @attr {string} entity - Entity id or code (e.g. `CUSTOMER`).
 * @attr {string} page-id - FM_PAGE_CONFIG page id; else the page config is found by entity and flag.
 * @attr {string} flag - Page kind of the config to use (default `list`).
 * @prop {Record<string, unknown> & { conditions?: Condition[] }} query - Page query: its values fill the config's `$[x]` placeholders; `conditions` (a list of `{ field, mode, value }`) filters the list for good.
 * @prop {Partial<PageContent>} config - Page config overrides (`columns`, `operates`, `pageSize`...) merged over the server's.
 * @fires row-open - A row is opened (Enter, double-click, a row operation). Cancelable: prevent it to stop the built-in dialog.
 * @fires selection-change - The selected rows changed.
 * @fires action-request - Before an operation of the toolbar or a row runs (before its confirm). Cancelable: prevent it to stop the operation.
 * @fires action-done - An operation finished; `result` is the server's answer.
 * @cssprop --sl-color-primary-600 - The brand colour: primary buttons, links, selection marks, focus ring.
 * @cssprop --sl-color-primary-700 - The darker brand colour: hover, and the background of white text on the brand.
 * @cssprop --sl-font-sans - The font of every text.
 * @cssprop --sl-color-neutral-0 - The surface of panels, grids and fields.
 * @cssprop --sl-border-radius-medium - Corner radius of panels, buttons and fields.
 * @cssprop --sl-input-border-color - The border of the search bar's and the form dialog's fields (the other `--sl-input-*` tokens too).
 * @cssprop --sl-* - Any other Shoelace design token of the active theme (set on the element, it wins over the theme).
 * @csspart page-title - The list's heading (and the form dialog's).
 * @csspart pick-actions - The OK and Cancel buttons under a reference picker's list (the row clicked is the one picked).
 * @csspart list-search - The search bar.
 * @csspart list-toolbar - The toolbar of operations above the grid.
 * @csspart list-grid - The grid (a scroll container holding the header row and the rows).
 * @csspart list-head - The grid's header row.
 * @csspart list-row - One row of the grid.
 * @csspart list-pager - The pager under the grid.
 * @csspart form-actions - The bar of the form dialog's buttons (cancel, edit, save).
 * @csspart field - The box of one field of the form dialog: its label, control and message.
 * @csspart field-label - A field's label (the form dialog's and the search bar's).
 * @csspart field-input - A field's native control (input, textarea, select, or the fieldset of a choice group).
 * @csspart field-message - The validation message under a field.
 * @csspart field-choice - One radio button or check box with its text, in a choice group.
 * @csspart field-calendar-button - The button that opens a date field's calendar.
 * @csspart field-calendar - A date field's calendar panel.
 * @csspart notifications - The stack of notices (saved, failed, session expired) at the top of the element.
 * @csspart sign-in - The sign-in form shown in the first element of a page without a session.
 * @csspart error-panel - The panel that replaces the element's body when it fails to load or draw.
 */
/** An `<entity-list>` in the page (the type), and its class (the value). */
export interface EntityListElement extends EntityListElementInstance {}
export const EntityListElement: { new (): EntityListElement; prototype: EntityListElement } = createElementClass(
  () => import('./entity-list.tsx').then((module) => module.EntityList),
  {
    region: 'list',
    pages: true,
    props: { client: 'string', system: 'string', entity: 'string', pageId: 'string', flag: 'string', query: 'object', config: 'object' },
    styles: [notificationsCss],
    warm: (platform, props) =>
      platform.meta.warmPage({
        entity: props.entity as string | undefined,
        pageId: (props.pageId as string | undefined) || undefined,
        flag: (props.flag as string | undefined) || 'list',
      }),
  },
);

declare global {
  interface HTMLElementTagNameMap {
    'entity-list': EntityListElement;
  }
  // Listeners anywhere (the element, a parent, the document) see each event's typed detail.
  interface GlobalEventHandlersEventMap extends EntityListEventMap {}
}
