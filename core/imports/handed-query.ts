/**
 * The list query a list hands to the import/export page in the page's query: `conditions` (a
 * JSON condition list, spec §5) and `sort` ("FIELD desc" or JSON). Anything that is not a
 * condition list or a sort is left out, and said (`unreadable`).
 */
import type { Condition } from '../rules/index.ts';
import type { SortItem } from './calls.ts';

export interface HandedQuery {
  conditions: Condition[];
  sort: SortItem | undefined;
  /** The conditions were there but not a condition list. */
  unreadable: boolean;
}

function parseJson(text: string | undefined): unknown {
  if (!text) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}

/** The handed query; without a sort in it, the page config's first sort (`fallbackSort`). */
export function handedQuery(query: Record<string, string> | undefined, fallbackSort?: SortItem): HandedQuery {
  const raw = parseJson(query?.conditions);
  const valid = Array.isArray(raw) && raw.every((c) => c && typeof c === 'object' && typeof (c as Condition).field === 'string');
  const conditions = valid ? (raw as Condition[]) : [];
  let sort: SortItem | undefined;
  const sortText = query?.sort?.trim();
  const sortJson = sortText?.startsWith('{') || sortText?.startsWith('[') ? parseJson(sortText) : undefined;
  const first = Array.isArray(sortJson) ? sortJson[0] : sortJson;
  if (first && typeof first === 'object' && typeof (first as SortItem).field === 'string') {
    sort = { field: (first as SortItem).field, order: (first as SortItem).order === 'desc' ? 'desc' : 'asc' };
  } else if (sortText && !sortJson) {
    const [field = '', order = 'asc'] = sortText.split(/\s+/);
    sort = field ? { field, order: order.toLowerCase() === 'desc' ? 'desc' : 'asc' } : undefined;
  }
  sort ??= fallbackSort;
  return { conditions, sort, unreadable: raw !== undefined && !valid };
}
