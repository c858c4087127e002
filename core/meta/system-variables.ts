import { atom, computed } from 'nanostores';
import type { ReadableAtom } from 'nanostores';
import { isRecord, num, text } from './read.ts';
import type { MetaServiceContext } from './service.ts';
import type { SystemVariable } from './types.ts';

export interface SystemVariables {
  /** FM_SEARCH_PARAM rows ordered by ORDER_NUM. */
  $systemVariables: ReadableAtom<readonly SystemVariable[]>;
  /** `#{NAME}` → VALUE, for the `#{x}` placeholders of the rules engine. */
  $systemVariableMap: ReadableAtom<Readonly<Record<string, string>>>;
  loadSystemVariables(): Promise<readonly SystemVariable[]>;
  systemVariables(): Readonly<Record<string, string>>;
}

/** Reads FM_SEARCH_PARAM rows; ordered here too, so an unsorting server cannot reorder them. */
export function readSystemVariables(raw: unknown): SystemVariable[] {
  const rows = isRecord(raw) && Array.isArray(raw.entitys) ? raw.entitys : Array.isArray(raw) ? raw : [];
  return rows
    .filter(isRecord)
    .map((row) => ({ NAME: text(row.NAME), VALUE: text(row.VALUE), ORDER_NUM: num(row.ORDER_NUM) }))
    .filter((row) => row.NAME !== '')
    .sort((a, b) => a.ORDER_NUM - b.ORDER_NUM);
}

export function createSystemVariables(service: MetaServiceContext): SystemVariables {
  const $systemVariables = atom<readonly SystemVariable[]>([]);
  const $systemVariableMap = computed($systemVariables, (rows) => {
    const map: Record<string, string> = {};
    for (const row of rows) map[`#{${row.NAME}}`] = row.VALUE;
    return Object.freeze(map);
  });

  async function loadSystemVariables(): Promise<readonly SystemVariable[]> {
    const data = { sort: [{ field: 'ORDER_NUM', order: 'asc' }] };
    const raw = await service.http.request<unknown>({ entity: 'FM_SEARCH_PARAM', action: 'list', method: 'POST', data });
    const rows = readSystemVariables(raw);
    $systemVariables.set(rows);
    return rows;
  }

  return { $systemVariables, $systemVariableMap, loadSystemVariables, systemVariables: () => $systemVariableMap.get() };
}
