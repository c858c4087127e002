import type { ComponentNode } from '../../core/components/index.ts';

/**
 * What every page component of the registry receives, wherever it is shown: a tab, a popup,
 * a drawer, a new window, or a standalone element in a host page.
 */
export interface PageProps {
  /** Page kind: list, add, edit, detail, statistics, or another registered page name. */
  kind: string;
  /**
   * The kind this page stands in for when the shell chose a screen's variant (a phone shows
   * `entityCardForm` for `add`): the page then knows what was asked for.
   */
  variantOf?: string;
  client?: string;
  system?: string;
  /** Entity id or code. */
  entity?: string;
  /** FM_PAGE_CONFIG page id; when absent the page config is found by entity and flag. */
  pageId?: string;
  /** Key of the record shown by edit and detail pages. */
  recordId?: string;
  /** Query of the tab, popup or drawer (`$[x]` placeholders read from it). */
  query?: Record<string, string>;
  /** Key of the workspace tab the page lives in, when it lives in one. */
  tabKey?: string;
  /** Asks the container (tab, popup, drawer) to close the page. */
  onClose?: () => void;
  /** Tells the container that the page holds unsaved input (the unsaved-change guard). */
  onDirtyChange?: (dirty: boolean) => void;
  /** Set in a popup or drawer: a form there closes after a save unless its config's afterAction says otherwise. */
  overlay?: 'popup' | 'drawer';
  /**
   * Set when the page is drawn as a component of another page's config (spec §3 "Component"):
   * its node, with `configs` (its props), `children` (for kinds that compose, as `tabs`) and `data`.
   */
  component?: ComponentNode;
}
