/**
 * A list page's controller: the query (search, paging, sort) and its server calls, the rows and
 * total with loading and error states, the selection, and operations run on it. The rows stay the
 * reply's own array (a 100,000-row page is never copied), and a new query cancels the one before.
 */
import { atom } from 'nanostores';
import type { ReadableAtom } from 'nanostores';
import type { Condition } from '../rules/index.ts';
import type { ActionInput, ActionResult, Actions, Operate, Row } from '../actions/index.ts';
import type { CountInput, FindInput, FindResult, ListController, ListData, ListOptions, ListQuery, ListSort, SavedRecord, Selection } from './types.ts';
import { nextSort, searchConditions } from './query.ts';
import { keepShown, allOf, NO_SELECTION, toggled } from './selection.ts';

export interface ControllerDeps {
  find(input: FindInput): Promise<FindResult>;
  count(input: CountInput): Promise<number | undefined>;
  actions(): Pick<Actions, 'run'>;
  $saved: ReadableAtom<SavedRecord | null>;
}

const DEFAULT_PAGE_SIZE = 20;
const IDLE: ListData = { status: 'idle', rows: [], total: 0, loaded: null, pages: 0, more: false };
const noKey = () => '';

export function createListController(deps: ControllerDeps, initial: ListOptions = {}): ListController {
  let options: ListOptions = {};
  /** What the user chose; undefined follows the options (a config's size and sort). */
  let chosenSize: number | undefined;
  let chosenSort: ListSort | undefined;
  let pageIndex = 1;
  let search: Condition[] = [];
  /** Paging `more`: the rows of each page so far. */
  let pages: Row[][] = [];
  let lastKey = '';
  let ticket = 0;
  let inFlight: AbortController | undefined;
  let unwatch: (() => void) | undefined;

  const $data = atom<ListData>(IDLE);
  const $query = atom<ListQuery>({ pageIndex, pageSize: DEFAULT_PAGE_SIZE, conditions: search });
  const $selection = atom<Selection>(NO_SELECTION);
  const $busy = atom<string | null>(null);
  /** The rows the selection was last checked against. */
  let selectedAmong: Row[] = [];

  const keyOf = (row: Row) => (options.keyOf ?? noKey)(row);
  const more = () => options.paging === 'more';
  const conditions = (): Condition[] => [...(options.base ?? []), ...search];

  function query(): ListQuery {
    return { pageIndex, pageSize: chosenSize ?? options.pageSize ?? DEFAULT_PAGE_SIZE, sort: chosenSort ?? options.sort, conditions: search };
  }

  /** New rows shown: the selection keeps only the rows still there, set before the rows. */
  function show(next: ListData) {
    if (next.rows !== selectedAmong) {
      const kept = keepShown($selection.get(), selectedAmong, next.rows, keyOf);
      selectedAmong = next.rows;
      if (kept !== $selection.get()) $selection.set(kept);
    }
    $data.set(next);
  }

  /** Loads the current query; `force` asks again even when it has not changed (a reload). */
  function load(force: boolean) {
    const q = query();
    const key = JSON.stringify([options.entity, q, options.base ?? []]);
    const current = $query.get();
    if (current.pageIndex !== q.pageIndex || current.pageSize !== q.pageSize || current.sort !== q.sort || current.conditions !== q.conditions) $query.set(q);
    if (!force && key === lastKey) return;
    lastKey = key;
    inFlight?.abort();
    inFlight = undefined;
    const entity = options.entity;
    if (!entity) return;
    const mine = ++ticket;
    const controller = new AbortController();
    inFlight = controller;
    const all = conditions();
    // Paging `more` from page one again (a search, a restart) shows no rows of the query before.
    const before = $data.get();
    show({ ...before, rows: more() && pages.length === 0 ? [] : before.rows, status: 'loading', error: undefined, pages: pages.length, more: false });
    // A large page shows its rows while they arrive, still loading: they are not the answer yet.
    let partial = false;
    const onRows = (rows: Row[]) => {
      if (mine !== ticket) return;
      partial = true;
      const shown = more() ? [...pages.slice(0, q.pageIndex - 1).flat(), ...rows] : rows;
      show({ status: 'loading', rows: shown, total: shown.length, loaded: { pageIndex: q.pageIndex, pageSize: q.pageSize }, pages: pages.length, more: false });
    };
    deps
      .find({ entity, conditions: all, pageIndex: q.pageIndex, pageSize: q.pageSize, sort: q.sort ? [q.sort] : undefined, signal: controller.signal, onRows })
      .then(({ rows, total }) => {
        if (mine !== ticket) return;
        const loaded = { pageIndex: q.pageIndex, pageSize: q.pageSize };
        // A server whose find does not count: a short page is the last one and says the total
        // itself; a full page asks getCount (spec §7), showing at least what is known meanwhile.
        const seen = (q.pageIndex - 1) * q.pageSize + rows.length;
        const known = total ?? seen;
        let shown = rows;
        if (more()) {
          pages = pages.slice(0, q.pageIndex - 1);
          pages[q.pageIndex - 1] = rows;
          shown = pages.flat();
        }
        const hasMore = (n: number) => more() && shown.length < n && rows.length > 0;
        show({ status: 'ready', rows: shown, total: known, loaded, pages: pages.length, more: hasMore(known) });
        if (total !== undefined || rows.length < q.pageSize) return;
        deps
          .count({ entity, conditions: all, signal: controller.signal })
          .then((count) => {
            if (mine === ticket && count !== undefined && count >= seen) $data.set({ ...$data.get(), total: count, more: hasMore(count) });
          })
          // The rows are shown; a failed count leaves the known total rather than an error.
          .catch(() => undefined);
      })
      .catch((error: Error & { code?: string }) => {
        if (mine !== ticket || error?.code === 'cancelled' || controller.signal.aborted) return;
        // Rows shown while a reply came in that then failed go: the list shows what it showed before.
        if (partial) show({ ...before, status: 'error', error, more: false });
        else $data.set({ ...$data.get(), status: 'error', error, more: false });
      });
  }

  function watch() {
    unwatch ??= deps.$saved.listen((saved) => {
      if (saved && options.code && saved.entity === options.code) refresh();
    });
  }

  function reload() {
    load(true);
  }

  function restart() {
    pages = [];
    pageIndex = 1;
    load(true);
  }

  /** What the list shows again after a change: the same page, or from page one when paging is `more`. */
  function refresh() {
    (more() ? restart : reload)();
  }

  function setSelection(next: Selection) {
    if (next !== $selection.get()) $selection.set(next);
  }

  const list: ListController = {
    $data,
    $query,
    $selection,
    $busy,
    configure(next) {
      options = next;
      watch();
      load(false);
    },
    search(list) {
      search = [...list];
      if (more()) pages = [];
      pageIndex = 1;
      load(true);
    },
    searchValues(fields, values) {
      list.search(searchConditions(fields, values));
    },
    setPage(index) {
      pageIndex = index;
      load(true);
    },
    setPageSize(size) {
      chosenSize = size;
      pageIndex = 1;
      load(true);
    },
    sortBy(field) {
      chosenSort = nextSort(chosenSort ?? options.sort, field);
      pageIndex = 1;
      load(false);
    },
    reload,
    loadMore() {
      if ($data.get().more) {
        pageIndex = pages.length + 1;
        load(true);
      }
    },
    restart,
    refresh,
    conditions,
    toggle(row, key) {
      setSelection(toggled($selection.get(), selectedAmong, row, key, keyOf, options.single ?? false));
    },
    toggleAll(all) {
      setSelection(all && selectedAmong.length ? allOf(selectedAmong, keyOf) : NO_SELECTION);
    },
    clearSelection() {
      setSelection(NO_SELECTION);
    },
    async run(operate: Operate, input = {}): Promise<ActionResult> {
      if (operate.type === 'refresh') {
        refresh();
        return { status: 'done', done: true };
      }
      const entity = options.code ?? options.entity ?? '';
      const rows = input.rows ?? $selection.get().rows();
      // The runner carries out the after-action (refresh through this callback); a delete always
      // refreshes, whatever the config says, or the row would linger.
      const refreshed = () => {
        list.clearSelection();
        refresh();
      };
      // An export writes what the list shows: its search, sort and columns (an operate's own params win).
      const sort = query().sort;
      const shown = input.columns && { conditions: conditions(), sort: sort ? [sort] : undefined, columns: [...input.columns] };
      const run = operate.type === 'download' && shown ? { ...operate, params: { ...shown, ...(operate.params ?? {}) } } : operate;
      const action: ActionInput = {
        entity,
        entityId: options.entityId,
        rows,
        row: input.row,
        keyName: options.keyName ?? 'ID',
        query: input.query,
        confirm: input.confirm,
        refresh: refreshed,
        open: input.open,
      };
      $busy.set(operate.name);
      try {
        const result = await deps.actions().run(run, action);
        if (result.done && !result.afterAction && operate.type === 'delete') refreshed();
        return result;
      } finally {
        $busy.set(null);
      }
    },
    destroy() {
      ticket++;
      inFlight?.abort();
      inFlight = undefined;
      lastKey = '';
      unwatch?.();
      unwatch = undefined;
    },
  };
  if (initial.entity !== undefined || initial.pageSize !== undefined) list.configure(initial);
  else options = initial;
  return list;
}
