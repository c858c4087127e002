/**
 * "Load more" over the list's own server paging (list/use-list-data.ts): page after page of the
 * same query is asked for and appended. A new search or a reload starts again from page one.
 */
import { useCallback, useEffect, useMemo, useState } from 'react';
import type { Condition } from '../kit/conditions.ts';
import type { PageServices } from '../kit/services.ts';
import type { Row } from '../kit/types.ts';
import type { SortState } from '../list/ListTable.tsx';
import { useListData } from '../list/use-list-data.ts';

interface Query {
  pageSize: number;
  sort?: SortState;
  conditions: Condition[];
}

export function useMoreRows(services: PageServices, entity: string | undefined, query: Query, base: Condition[]) {
  const [pageIndex, setPageIndex] = useState(1);
  const [pages, setPages] = useState<Row[][]>([]);
  const data = useListData(services, entity, { pageIndex, ...query }, base);

  // Only a new reply stores a page: the rows of the page before stay as they are while the
  // next one loads, so the effect keys on the reply's rows, not on the page index.
  useEffect(() => {
    if (data.status !== 'ready') return;
    setPages((before) => {
      const next = before.slice(0, pageIndex - 1);
      next[pageIndex - 1] = data.rows;
      return next;
    });
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [data.rows, data.status]);

  const rows = useMemo(() => pages.flat(), [pages]);
  const more = data.status === 'ready' && rows.length < data.total && data.rows.length > 0;
  const loadMore = useCallback(() => {
    if (more) setPageIndex(pages.length + 1);
  }, [more, pages.length]);
  const { reload } = data;
  /** From the first page again (a search, an operation's refresh, a record saved elsewhere). */
  const restart = useCallback(() => {
    setPages([]);
    setPageIndex(1);
    reload();
  }, [reload]);
  const firstPage = data.status === 'loading' && pages.length === 0;
  return {
    rows,
    total: data.total,
    status: data.status,
    error: data.error,
    more,
    loadMore,
    restart,
    firstPage,
    loadingMore: data.status === 'loading' && pages.length > 0,
    retry: reload,
  };
}
