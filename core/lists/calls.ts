/** The list calls of spec §7: one page of rows (`find`) and the count (`getCount`). */
import type { RequestSpec } from '../http/index.ts';
import type { Row } from '../actions/index.ts';
import type { CountInput, FindInput, FindResult } from './types.ts';

export interface ListsHttp {
  request<T = unknown>(spec: RequestSpec): Promise<T>;
}

const isRow = (row: unknown): row is Row => row !== null && typeof row === 'object';

/** The reply's rows without the items that are not rows; the reply's own array when all are. */
export function onlyRows(items: unknown[]): Row[] {
  return items.every(isRow) ? (items as Row[]) : items.filter(isRow);
}

/** Pages of this many rows or more are read as they arrive (core/http rows-stream.ts). */
export const STREAM_PAGE_SIZE = 2000;

/** `find` (POST): a reply of the wrong shape reads as no rows and no total, never as a crash. */
export async function findRows(http: ListsHttp, input: FindInput): Promise<FindResult> {
  const reply = await http.request<{ entitys?: unknown; total?: unknown } | null>({
    entity: input.entity,
    action: 'find',
    method: 'POST',
    data: {
      conditions: input.conditions ?? [],
      pageIndex: input.pageIndex,
      pageSize: input.pageSize,
      sort: input.sort?.length ? input.sort : undefined,
    },
    silent: input.silent ?? true,
    signal: input.signal,
    onRows: input.onRows && input.pageSize >= STREAM_PAGE_SIZE ? (rows) => input.onRows?.(onlyRows(rows)) : undefined,
  });
  const rows = Array.isArray(reply?.entitys) ? onlyRows(reply.entitys) : [];
  const sent = reply?.total == null ? Number.NaN : Number(reply.total);
  return Number.isFinite(sent) && sent >= 0 ? { rows, total: sent } : { rows };
}

/** `getCount` (POST): the number of rows under the conditions; undefined when the reply holds none. */
export async function countRows(http: ListsHttp, input: CountInput): Promise<number | undefined> {
  const counted = await http.request<{ count?: unknown } | number | null>({
    entity: input.entity,
    action: 'getCount',
    method: 'POST',
    data: { conditions: input.conditions ?? [] },
    silent: input.silent ?? true,
    signal: input.signal,
  });
  const count = Number(typeof counted === 'object' && counted !== null ? counted.count : counted);
  return Number.isFinite(count) && count >= 0 ? count : undefined;
}
