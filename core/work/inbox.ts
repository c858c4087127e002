/**
 * The list controllers of the work pages: the approval index (its boxes with their counts, a
 * box's rows searched and paged by the server), the task list (filtered by state and process,
 * paged) and the counts alone (the home page). Each reads again when work is done on this
 * instance (an approval in another tab or popup).
 */
import { atom } from 'nanostores';
import type { ReadableAtom } from 'nanostores';
import { createLoad } from './load.ts';
import type { Loaded } from './load.ts';
import type { WorkCalls } from './calls.ts';
import { BOXES, TASK_STATES } from './types.ts';
import type { Box, Counts, DefinitionRef, InboxRow, TaskRow, TaskState, WorkPage } from './types.ts';

export interface ListControllerDeps {
  calls: WorkCalls;
  /** Follows the work changes of the instance; gives the way to stop following. */
  onChange(listener: () => void): () => void;
}

/** The server takes at most 200 rows a page. */
export const MAX_PAGE_SIZE = 200;
/** The longest search the inbox takes. */
export const MAX_SEARCH = 100;
const DEFAULT_PAGE_SIZE = 20;

const sizeOf = (value: number | undefined): number => (Number.isInteger(value) && value! >= 1 ? Math.min(value!, MAX_PAGE_SIZE) : DEFAULT_PAGE_SIZE);

export interface InboxState {
  box: Box;
  page: number;
  pageSize: number;
  search: string;
}

export interface InboxOptions {
  /** The first box (an unknown name: `waiting`). */
  box?: string;
  /** Rows a page at first, and again on each box (the page config's `pageSize`). */
  pageSize?: number;
}

export interface InboxController {
  $state: ReadableAtom<InboxState>;
  /** The counts on the boxes, read again on each box and after any work done. */
  $counts: ReadableAtom<Loaded<Counts>>;
  /** The shown box's page of rows. */
  $rows: ReadableAtom<Loaded<WorkPage<InboxRow>>>;
  /** Shows a box from its first page, without a search, at the first page size. */
  setBox(box: Box): void;
  /** Searches the box (trimmed, at most 100 characters; '' clears), from its first page. */
  search(text: string): void;
  setPage(page: number): void;
  /** Rows a page (at most 200), from the first page. */
  setPageSize(size: number): void;
  reload(): void;
  destroy(): void;
}

export function openInbox(deps: ListControllerDeps, options: InboxOptions = {}): InboxController {
  const firstSize = sizeOf(options.pageSize);
  const first = BOXES.find((box) => box === options.box) ?? 'waiting';
  const $state = atom<InboxState>({ box: first, page: 1, pageSize: firstSize, search: '' });
  const counts = createLoad((signal) => deps.calls.counts(signal));
  const rows = createLoad((signal) => {
    const { box, page, pageSize, search } = $state.get();
    return deps.calls.inbox({ box, page, pageSize, search }, signal);
  });
  const stop = deps.onChange(() => {
    counts.run();
    rows.run();
  });

  /** Sets the query; reads the rows again only when it changed. */
  function query(next: Partial<InboxState>, fresh = false): void {
    const before = $state.get();
    const after = { ...before, ...next };
    if (after.box === before.box && after.page === before.page && after.pageSize === before.pageSize && after.search === before.search) return;
    $state.set(after);
    rows.run({ fresh });
  }

  return {
    $state,
    $counts: counts.$state,
    $rows: rows.$state,
    setBox(box) {
      if (!BOXES.includes(box) || box === $state.get().box) return;
      query({ box, page: 1, pageSize: firstSize, search: '' }, true);
      counts.run();
    },
    search: (text) => query({ search: text.trim().slice(0, MAX_SEARCH), page: 1 }),
    setPage: (page) => query({ page }),
    setPageSize: (size) => query({ pageSize: Math.min(size, MAX_PAGE_SIZE), page: 1 }),
    reload: () => rows.run(),
    destroy() {
      stop();
      counts.destroy();
      rows.destroy();
    },
  };
}

export interface TaskListState {
  state: TaskState;
  /** '' for every process. */
  processId: string;
  page: number;
  pageSize: number;
}

export interface TaskListOptions {
  /** The first state filter (an unknown one: `open`). */
  state?: string;
  processId?: string;
  pageSize?: number;
}

export interface TaskListController {
  $state: ReadableAtom<TaskListState>;
  /** The definitions the process filter offers. */
  $definitions: ReadableAtom<Loaded<DefinitionRef[]>>;
  $tasks: ReadableAtom<Loaded<WorkPage<TaskRow>>>;
  setState(state: TaskState): void;
  /** '' for every process. */
  setProcess(processId: string): void;
  setPage(page: number): void;
  setPageSize(size: number): void;
  reload(): void;
  destroy(): void;
}

export function openTaskList(deps: ListControllerDeps, options: TaskListOptions = {}): TaskListController {
  const state = TASK_STATES.find((s) => s === options.state) ?? 'open';
  const $state = atom<TaskListState>({ state, processId: options.processId ?? '', page: 1, pageSize: sizeOf(options.pageSize) });
  const definitions = createLoad((signal) => deps.calls.definitions(signal));
  const tasks = createLoad((signal) => {
    const { state: current, processId, page, pageSize } = $state.get();
    return deps.calls.tasks({ state: current, processId: processId || undefined, page, pageSize }, signal);
  });
  const stop = deps.onChange(() => {
    definitions.run();
    tasks.run();
  });

  function query(next: Partial<TaskListState>): void {
    const before = $state.get();
    const after = { ...before, ...next };
    if (after.state === before.state && after.processId === before.processId && after.page === before.page && after.pageSize === before.pageSize) return;
    $state.set(after);
    tasks.run();
  }

  return {
    $state,
    $definitions: definitions.$state,
    $tasks: tasks.$state,
    setState: (next) => TASK_STATES.includes(next) && query({ state: next, page: 1 }),
    setProcess: (processId) => query({ processId, page: 1 }),
    setPage: (page) => query({ page }),
    setPageSize: (size) => query({ pageSize: Math.min(size, MAX_PAGE_SIZE), page: 1 }),
    reload: () => tasks.run(),
    destroy() {
      stop();
      definitions.destroy();
      tasks.destroy();
    },
  };
}

export interface CountsController {
  $counts: ReadableAtom<Loaded<Counts>>;
  /** Reads again, showing the loading state. */
  reload(): void;
  destroy(): void;
}

/** The counts alone; work done on the instance reads them again while the old ones stay shown. */
export function openCounts(deps: ListControllerDeps): CountsController {
  const counts = createLoad((signal) => deps.calls.counts(signal));
  const stop = deps.onChange(() => counts.run({ quiet: true }));
  return {
    $counts: counts.$state,
    reload: () => counts.run({ fresh: true }),
    destroy() {
      stop();
      counts.destroy();
    },
  };
}
