/**
 * What a tab, a child page, a popup or a drawer shows: a registered page and its inputs. The
 * fields follow the page props every registered page receives (elements/shared/page-props.ts).
 */
export interface PageRef {
  /** Registered page name: list, add, edit, detail, statistics, moduleIndex, ... */
  kind: string;
  title?: string;
  pageId?: string;
  moduleId?: string;
  menuId?: string;
  entity?: string;
  recordId?: string;
  client?: string;
  system?: string;
  query: Record<string, string>;
}

/** A page pushed on top of a tab (and a second level on its last child, spec §4). */
export interface ChildPage extends PageRef {
  key: string;
  time: number;
  children: ChildPage[];
}

/** One workspace tab (spec §2 "Multi-tab workspace", §3 "routers entries"). */
export interface Tab extends PageRef {
  key: string;
  active: boolean;
  time: number;
  children: ChildPage[];
}

/** Input of the tab operations: time, active flag and children are filled in. */
export type TabInput = Omit<PageRef, 'query' | 'kind'> & {
  key: string;
  kind?: string;
  query?: Record<string, string>;
  children?: ChildPage[];
};

export type ChildInput = Omit<PageRef, 'query' | 'kind'> & { key?: string; kind?: string; query?: Record<string, string> };

/** A popup or the drawer; `tabKey` is the tab that opened it, so it closes with that tab. */
export interface Overlay extends PageRef {
  id: number;
  tabKey?: string;
  time: number;
}

export type OverlayInput = Omit<PageRef, 'query' | 'kind'> & { kind?: string; query?: Record<string, string>; tabKey?: string };
