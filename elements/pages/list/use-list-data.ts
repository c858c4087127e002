/** Server paging, sorting and search of one entity list, with loading and error states. */
import { useCallback, useEffect, useRef, useState } from 'react';
import type { Condition } from '../kit/conditions.ts';
import type { PageServices } from '../kit/services.ts';
import type { Row } from '../kit/types.ts';
import type { SortState } from './ListTable.tsx';

export interface ListQuery {
  pageIndex: number;
  pageSize: number;
  sort?: SortState;
  conditions: Condition[];
}

export interface ListData {
  status: 'idle' | 'loading' | 'ready' | 'error';
  rows: Row[];
  /** The total of the last reply; 0 before the first. */
  total: number;
  /**
   * The page and size the shown rows and total belong to: null until the first reply. A failed
   * load keeps them, so a pager can stay true to what is shown while the error offers a retry.
   */
  loaded: { pageIndex: number; pageSize: number } | null;
  error?: Error;
}

const isRow = (row: unknown): row is Row => row !== null && typeof row === 'object';

/** The reply's rows without the items that are not rows; the reply's own array when all are. */
function onlyRows(items: unknown[]): Row[] {
  return items.every(isRow) ? items : items.filter(isRow);
}

export function useListData(services: PageServices, entity: string | undefined, query: ListQuery, base: Condition[]) {
  const [data, setData] = useState<ListData>({ status: 'idle', rows: [], total: 0, loaded: null });
  const [attempt, setAttempt] = useState(0);
  const latest = useRef(0);
  const key = JSON.stringify([entity, query, base]);

  useEffect(() => {
    if (!entity) return;
    const ticket = ++latest.current;
    const controller = new AbortController();
    setData((d) => ({ ...d, status: 'loading', error: undefined }));
    const conditions = [...base, ...query.conditions];
    services
      .request<{ entitys?: Row[]; total?: number }>({
        entity,
        action: 'find',
        method: 'POST',
        data: {
          conditions,
          pageIndex: query.pageIndex,
          pageSize: query.pageSize,
          sort: query.sort ? [query.sort] : undefined,
        },
        // The page shows its own error state with a retry; a toast on top would say it twice.
        silent: true,
        signal: controller.signal,
      })
      .then((reply) => {
        // A reply of the wrong shape shows as no rows, not as a crash of the page.
        const rows = Array.isArray(reply?.entitys) ? onlyRows(reply.entitys) : [];
        const sent = reply?.total == null ? Number.NaN : Number(reply.total);
        if (ticket !== latest.current) return;
        const loaded = { pageIndex: query.pageIndex, pageSize: query.pageSize };
        if (Number.isFinite(sent) && sent >= 0) {
          setData({ status: 'ready', rows, total: sent, loaded });
          return;
        }
        // A server whose find does not count: a short page is the last one and says the total
        // itself; a full page asks getCount (spec §7), showing at least what is known meanwhile.
        const seen = (query.pageIndex - 1) * query.pageSize + rows.length;
        setData({ status: 'ready', rows, total: seen, loaded });
        if (rows.length < query.pageSize) return;
        services
          .request<{ count?: number } | number>({ entity, action: 'getCount', method: 'POST', data: { conditions }, silent: true, signal: controller.signal })
          .then((counted) => {
            const count = Number(typeof counted === 'object' && counted !== null ? counted.count : counted);
            if (ticket === latest.current && Number.isFinite(count) && count >= seen) setData((d) => ({ ...d, total: count }));
          })
          // The rows are shown; a failed count leaves the known total rather than an error.
          .catch(() => undefined);
      })
      .catch((error: Error & { code?: string }) => {
        if (ticket !== latest.current || error?.code === 'cancelled' || controller.signal.aborted) return;
        setData((d) => ({ ...d, status: 'error', error }));
      });
    return () => controller.abort();
    // `key` stands for entity, query and base by value.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [services, key, attempt]);

  const reload = useCallback(() => setAttempt((n) => n + 1), []);
  return { ...data, reload };
}
