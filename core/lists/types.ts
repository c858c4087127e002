import type { ReadableAtom } from 'nanostores';
import type { Condition } from '../rules/index.ts';
import type { ActionResult, OpenRequest, Operate, Row } from '../actions/index.ts';

/** One sort of a list: a field, ascending or descending. */
export interface ListSort {
  field: string;
  order: 'asc' | 'desc';
}

/** What `find` asks for: one page of an entity's rows under conditions and a sort. */
export interface FindInput {
  /** The entity of the call path: its id, else its code. */
  entity: string;
  conditions?: readonly Condition[];
  /** From 1. */
  pageIndex: number;
  pageSize: number;
  sort?: readonly ListSort[];
  /** Without `silent: false` the call reports no error itself: the page shows its own state. */
  silent?: boolean;
  signal?: AbortSignal;
  /**
   * A large page's rows so far while its reply is read (a page of STREAM_PAGE_SIZE rows or more,
   * a reply over about 1 MB): the list shows them before the last byte. The call's result is
   * still the whole page, or its error.
   */
  onRows?: (rows: Row[]) => void;
}

export interface FindResult {
  /** The reply's rows, without items that are not rows (the reply's own array when all are). */
  rows: Row[];
  /** The reply's total, when it gave a number of 0 or more; undefined else (a server whose find does not count). */
  total?: number;
}

export interface CountInput {
  entity: string;
  conditions?: readonly Condition[];
  silent?: boolean;
  signal?: AbortSignal;
}

/** A record a form (or a task, an import) saved: lists of its entity load again. */
export interface SavedRecord {
  entity: string;
  id: string;
}

/**
 * Row selection of a list. Always a subset of the rows shown, so "all selected" is a count, and
 * selecting all keeps the rows themselves: with 100,000 rows nothing walks them until the keys
 * are asked for.
 */
export interface Selection {
  readonly size: number;
  /** Whether the shown row with this key is selected. */
  has(key: string): boolean;
  /** The selected rows: in row order when all are, else in the order they were selected. */
  rows(): Row[];
  keys(): string[];
}

/** One search field's input: a single value, or a `[from, to]` pair for ranges. */
export type SearchValue = string | [string, string] | undefined;

/** What a list asks the server: the page, its size, the sort and the search's conditions. */
export interface ListQuery {
  pageIndex: number;
  pageSize: number;
  /** The sort in force: the one chosen, else the page's default. */
  sort?: ListSort;
  /** The search's conditions (the base conditions are the options'). */
  conditions: Condition[];
}

export interface ListData {
  status: 'idle' | 'loading' | 'ready' | 'error';
  /** The rows shown: the last reply's (the reply's own array), or every page so far when paging is `more`. */
  rows: Row[];
  /** The total of the last reply; 0 before the first. */
  total: number;
  /**
   * The page and size the shown rows and total belong to: null until the first reply. A failed
   * load keeps them, so a pager can stay true to what is shown while the error offers a retry.
   */
  loaded: { pageIndex: number; pageSize: number } | null;
  error?: Error;
  /** Paging `more`: the pages appended so far. */
  pages: number;
  /** Paging `more`: a next page can be appended (the last reply was full and the total is not reached). */
  more: boolean;
}

export interface ListOptions {
  /** The entity of the calls (its id, else its code); nothing loads while it is empty. */
  entity?: string;
  /** The entity's code: the operations' entity, and the saved records that reload the list. */
  code?: string;
  /** `entityId` of an operation's payload (the entity's id). */
  entityId?: string;
  /** The key attribute of the rows (an operation's `keyName`), 'ID' by default. */
  keyName?: string;
  /** A row's key (the entity's key names joined). */
  keyOf?: (row: Row) => string;
  /** The page size until one is chosen (the config's `pageSize`, a short list's rows), 20 by default. */
  pageSize?: number;
  /** The sort until one is chosen (the config's first `sort`). */
  sort?: ListSort;
  /** Conditions every query carries (a host's, a sub list's). */
  base?: readonly Condition[];
  /** One row at a time (a find page in pick mode). */
  single?: boolean;
  /** `pages` (default): one page at a time; `more`: each next page is appended ("load more"). */
  paging?: 'pages' | 'more';
}

/** One run of an operation from a list: the rows it acts on and what the page supplies. */
export interface ListRunInput {
  /** The rows it acts on: the selection's by default. */
  rows?: readonly Row[];
  /** A row operation's row (its needSelect defaults to 1). */
  row?: Row;
  query?: Row | null;
  confirm?: (message: string) => Promise<boolean>;
  /** Opens the page of an `open` operation instead of the router (a standalone list's dialog). */
  open?: (request: OpenRequest) => unknown;
  /** The list's columns: given, an export (download) also sends them with the list's conditions and sort. */
  columns?: readonly string[];
}

/** A list page's controller (`lists.open(options)`). */
export interface ListController {
  $data: ReadableAtom<ListData>;
  $query: ReadableAtom<ListQuery>;
  $selection: ReadableAtom<Selection>;
  /** The name of the operation running from this list, else null. */
  $busy: ReadableAtom<string | null>;
  /** New options (entity, base conditions, page size, default sort...): loads when the query changed. */
  configure(options: ListOptions): void;
  /** A search: its conditions from page one, asked again even when unchanged. */
  search(conditions: readonly Condition[]): void;
  /** A search from the search bar's values (`searchConditions`). */
  searchValues(fields: ReadonlyArray<{ name: string; dataType: string }>, values: Record<string, SearchValue>): void;
  setPage(index: number): void;
  setPageSize(size: number): void;
  /** A header's sort: ascending, descending, then the default again; from page one. */
  sortBy(field: string): void;
  reload(): void;
  /** Paging `more`: appends the next page when there is one. */
  loadMore(): void;
  /** From page one again (a search, a refresh, a record saved elsewhere). */
  restart(): void;
  /** Shows the list again after a change (a save, an operation): `reload`, or `restart` when paging is `more`. */
  refresh(): void;
  /** Base and search conditions together, as the find sends them. */
  conditions(): Condition[];
  toggle(row: Row, key: string): void;
  toggleAll(all: boolean): void;
  clearSelection(): void;
  /**
   * Runs an operation through the action runner on the selection (or the given rows): `refresh`
   * reloads, an export sends the list's conditions, sort and columns, a delete refreshes.
   */
  run(operate: Operate, input?: ListRunInput): Promise<ActionResult>;
  /** Stops the load under way and the saved-record watch; `configure` starts again. */
  destroy(): void;
}
