/**
 * A list page's controller (core/lists `lists.open`) in React: one per page, configured from the
 * page's entity, config and props, read through its stores. Paging, sort, search, selection and
 * operations are the controller's verbs; nothing here asks the server.
 */
import { useEffect, useMemo, useRef } from 'react';
import { useStore } from '@nanostores/react';
import type { ListController, ListOptions, Selection } from '../../../core/pages.ts';
import type { Condition } from '../kit/conditions.ts';
import type { PageServices } from '../kit/services.ts';
import type { EntityMeta, Row } from '../kit/types.ts';
import type { SortState } from './ListTable.tsx';

export type { Selection };

export interface ListInput {
  meta?: EntityMeta;
  keyOf: (row: Row) => string;
  pageSize: number;
  sort?: SortState;
  base: Condition[];
  single?: boolean;
  paging?: ListOptions['paging'];
  /** Reported on every change of the selection (not the first, empty one). */
  onSelectionChange?: (rows: Row[], keys: string[]) => void;
}

export function useList(services: PageServices, input: ListInput) {
  const { lists } = services;
  const list: ListController = useMemo(() => lists.open(), [lists]);
  useEffect(() => () => list.destroy(), [list]);
  const { meta, keyOf, pageSize, sort, base, single, paging } = input;
  useEffect(() => {
    list.configure({
      entity: meta?.id || meta?.code,
      code: meta?.code,
      entityId: meta?.id,
      keyName: meta?.keyNames[0] ?? 'ID',
      keyOf,
      pageSize,
      sort,
      base,
      single,
      paging,
    });
  }, [list, meta, keyOf, pageSize, sort, base, single, paging]);

  // Reported when the selection changes, not when the handler does: a host's inline handler is
  // new on every render, and reporting then would loop with a host that sets state on the event.
  const report = useRef(input.onSelectionChange);
  report.current = input.onSelectionChange;
  useEffect(() => list.$selection.listen((selected) => report.current?.(selected.rows(), selected.keys())), [list]);

  const data = useStore(list.$data);
  const query = useStore(list.$query);
  const selected = useStore(list.$selection);
  const busy = useStore(list.$busy);
  return { list, data, query, selected, busy };
}
