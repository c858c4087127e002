import { createElementClass } from '../shared/define.tsx';
import { lazyComponent } from '../shared/lazy.tsx';
import { notificationsCss } from '../shared/notifications-css.ts';
import type { EntityListElement as EntityListElementInstance, EntityListEventMap, EntityListProps } from './entity-list.types.ts';

/**
 * @tag entity-list
 * @summary A list of one entity's records, driven by its metadata and list page config:
 * search, server paging and sorting, selection, toolbar and row operations.
 *
 * @attr {string} client - Client code (e.g. `demo`); default from `window.frameSettings`.
 * @attr {string} system - Business system code (e.g. `crm`).
 * @attr {string} entity - Entity id or code (e.g. `CUSTOMER`).
 * @attr {string} page-id - FM_PAGE_CONFIG page id; else the page config is found by entity and flag.
 * @attr {string} flag - Page kind of the config to use (default `list`).
 * @prop {object} query - Page query; `query.conditions` (condition list) filters the list for good.
 * @prop {object} config - Page config overrides merged over the server's.
 * @fires row-open - A row is opened (Enter, double-click, a row operation); cancelable: prevent it to stop the built-in dialog. `detail: { row, key, kind, pageId }`.
 * @fires selection-change - The selected rows changed. `detail: { rows, keys }`.
 * @fires action-request - Before an operation of the toolbar or a row runs (before its confirm); cancelable: prevent it to stop the operation. `detail: { operate, keys }`.
 * @fires action-done - An operation finished. `detail: { operate, result, keys }`.
 * @cssprop --sl-color-primary-600 - The brand colour: primary buttons, links, selection marks, focus ring.
 * @cssprop --sl-color-primary-700 - The darker brand colour: hover, and the background of white text on the brand.
 * @cssprop --sl-font-sans - The font of every text.
 * @cssprop --sl-color-neutral-0 - The surface of panels, grids and fields.
 * @cssprop --sl-border-radius-medium - Corner radius of panels, buttons and fields.
 * @cssprop --sl-* - Any other Shoelace design token of the active theme (set on the element, it wins over the theme).
 * @csspart page-title - The list's heading.
 * @csspart list-search - The search bar.
 * @csspart list-toolbar - The toolbar of operations above the grid.
 * @csspart list-grid - The grid (a scroll container holding the header row and the rows).
 * @csspart list-head - The grid's header row.
 * @csspart list-row - One row of the grid.
 * @csspart list-pager - The pager under the grid.
 * @csspart notifications - The stack of notices (saved, failed, session expired) at the top of the element.
 * @csspart sign-in - The sign-in form shown in the first element of a page without a session.
 * @csspart error-panel - The panel that replaces the element's body when it fails to load or draw.
 */
const EntityList = lazyComponent<EntityListProps>(() => import('./entity-list.tsx').then((module) => module.EntityList));

/** An `<entity-list>` in the page (the type), and its class (the value). */
export interface EntityListElement extends EntityListElementInstance {}
export const EntityListElement: { new (): EntityListElement; prototype: EntityListElement } = createElementClass(EntityList, {
  region: 'list',
  pages: true,
  props: { client: 'string', system: 'string', entity: 'string', pageId: 'string', flag: 'string', query: 'object', config: 'object' },
  styles: [notificationsCss],
});

declare global {
  interface HTMLElementTagNameMap {
    'entity-list': EntityListElement;
  }
  // Listeners anywhere (the element, a parent, the document) see each event's typed detail.
  interface GlobalEventHandlersEventMap extends EntityListEventMap {}
}
