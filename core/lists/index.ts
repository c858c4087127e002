/**
 * Lists (`platform.lists`): the typed list calls of spec §7 (`find`, `getCount`), the list
 * controller a list page draws from (`open`), the saved-record signal every list of the instance
 * follows, and the pages' view of a loaded page config.
 */
import { atom } from 'nanostores';
import type { ReadableAtom } from 'nanostores';
import type { PlatformContext } from '../instance/context.ts';
import type { Actions } from '../actions/index.ts';
import type { LoadedPage } from '../meta/index.ts';
import { countRows, findRows } from './calls.ts';
import type { ListsHttp } from './calls.ts';
import { createListController } from './controller.ts';
import type { CountInput, FindInput, FindResult, ListController, ListOptions, SavedRecord } from './types.ts';

export interface ListsDeps {
  http: ListsHttp;
  /** The action runner (platform.actions), reached when an operation runs. */
  actions: () => Pick<Actions, 'run'>;
}

/** A loaded page config as the pages read it: the definition record (with `compileJS`) and its CONTENT. */
export interface PageView {
  record: Record<string, unknown> & { compileJS?: unknown };
  content: Record<string, unknown>;
}

export interface Lists {
  /** One page of an entity's rows (`find`, POST); silent unless `silent: false`. */
  find(input: FindInput): Promise<FindResult>;
  /** The number of an entity's rows under conditions (`getCount`, POST); silent unless `silent: false`. */
  getCount(input: CountInput): Promise<number | undefined>;
  /** A list page's controller: query, paging, sort, selection, reload and operations. */
  open(options?: ListOptions): ListController;
  /** The last record a form (task, import...) of this instance saved: lists of its entity load again. */
  $saved: ReadableAtom<SavedRecord | null>;
  recordSaved(entity: string, id: string): void;
  /** The pages' view of a loaded page config: one object per loaded page (same page, same object). */
  pageView(loaded: LoadedPage): PageView;
}

export function createLists(_context: PlatformContext, deps: ListsDeps): Lists {
  const $saved = atom<SavedRecord | null>(null);
  const views = new WeakMap<LoadedPage, PageView>();
  const find = (input: FindInput) => findRows(deps.http, input);
  const getCount = (input: CountInput) => countRows(deps.http, input);
  return {
    find,
    getCount,
    open: (options) => createListController({ find, count: getCount, actions: deps.actions, $saved }, options),
    $saved,
    recordSaved: (entity, id) => $saved.set({ entity, id }),
    pageView(loaded) {
      let view = views.get(loaded);
      if (!view) {
        const { CONTENT, ...definition } = loaded.definition;
        view = { record: { ...definition, compileJS: loaded.config.compileJS }, content: (CONTENT ?? {}) as Record<string, unknown> };
        views.set(loaded, view);
      }
      return view;
    },
  };
}

export { searchConditions, isRangeType, nextSort } from './query.ts';
export { onlyRows, STREAM_PAGE_SIZE } from './calls.ts';
export { formatCellNumber } from './format.ts';
export { allOf, keepShown, NO_SELECTION, someOf, toggled } from './selection.ts';
export { createListController } from './controller.ts';
export type { ControllerDeps } from './controller.ts';
export type { ListsHttp } from './calls.ts';
export type {
  CountInput,
  FindInput,
  FindResult,
  ListController,
  ListData,
  ListOptions,
  ListQuery,
  ListRunInput,
  ListSort,
  SavedRecord,
  SearchValue,
  Selection,
} from './types.ts';
