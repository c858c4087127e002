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
  total: number;
  error?: Error;
}

const isRow = (row: unknown): row is Row => row !== null && typeof row === 'object';

/** The reply's rows without the items that are not rows; the reply's own array when all are. */
function onlyRows(items: unknown[]): Row[] {
  return items.every(isRow) ? items : items.filter(isRow);
}

export function useListData(services: PageServices, entity: string | undefined, query: ListQuery, base: Condition[]) {
  const [data, setData] = useState<ListData>({ status: 'idle', rows: [], total: 0 });
  const [attempt, setAttempt] = useState(0);
  const latest = useRef(0);
  const key = JSON.stringify([entity, query, base]);

  useEffect(() => {
    if (!entity) return;
    const ticket = ++latest.current;
    const controller = new AbortController();
    setData((d) => ({ ...d, status: 'loading', error: undefined }));
    services
      .request<{ entitys?: Row[]; total?: number }>({
        entity,
        action: 'find',
        method: 'POST',
        data: {
          conditions: [...base, ...query.conditions],
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
        const total = Number(reply?.total ?? rows.length);
        if (ticket === latest.current) setData({ status: 'ready', rows, total: Number.isFinite(total) && total >= 0 ? total : rows.length });
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
