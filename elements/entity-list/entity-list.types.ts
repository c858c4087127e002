/**
 * `<entity-list>`'s public shape: its properties and its events' details. No React here: a host's
 * type-checker reads these (the package's .d.ts) without React's types.
 */
import type { Condition } from '../pages/kit/conditions.ts';
import type { PageContent, Row } from '../pages/kit/types.ts';

export interface EntityListProps {
  client?: string;
  system?: string;
  entity?: string;
  pageId?: string;
  flag?: string;
  /** Page query (`$[x]` placeholders); `conditions` in it filter the list for good. */
  query?: Record<string, unknown> & { conditions?: Condition[] };
  /** Page config overrides (columns, operates, pageSize...), merged over the server's. */
  config?: Partial<PageContent>;
}

/** `row-open`: a row is opened (Enter, double-click, a row operation). */
export interface RowOpenDetail {
  row: Row;
  key: string;
  kind: string;
  pageId?: string;
}
/** `selection-change`: the selected rows. */
export interface SelectionChangeDetail {
  rows: Row[];
  keys: string[];
}
/** `action-request`: an operation is about to run. */
export interface ActionRequestDetail {
  operate: string;
  keys: string[];
}
/** `action-done`: an operation finished. */
export interface ActionDoneDetail {
  operate: string;
  result?: unknown;
  keys: string[];
}

/** An `<entity-list>` in the page: its attributes' camelCase properties and its object properties. */
export interface EntityListElement extends HTMLElement, EntityListProps {}

export interface EntityListEventMap {
  'row-open': CustomEvent<RowOpenDetail>;
  'selection-change': CustomEvent<SelectionChangeDetail>;
  'action-request': CustomEvent<ActionRequestDetail>;
  'action-done': CustomEvent<ActionDoneDetail>;
}
