/** A search bar's values as server conditions (DESIGN §4 condition shape). */
import type { Condition } from '../rules/index.ts';
import type { SearchValue } from './types.ts';

const RANGE_TYPES = new Set(['int', 'number', 'money', 'date', 'datetime']);
const EXACT_TYPES = new Set(['code', 'tree', 'ref', 'boolean']);

/** Whether a field of this data type is searched by a from–to pair. */
export function isRangeType(dataType: string): boolean {
  return RANGE_TYPES.has(dataType);
}

/**
 * Turns the search bar's values into server conditions: text contains, code/tree/ref/boolean
 * equal, numbers an inclusive scope, dates a calendar range. Empty inputs add nothing.
 */
export function searchConditions(fields: ReadonlyArray<{ name: string; dataType: string }>, values: Readonly<Record<string, SearchValue>>): Condition[] {
  const out: Condition[] = [];
  for (const { name, dataType } of fields) {
    const value = values[name];
    if (value === undefined || value === '') continue;
    if (Array.isArray(value)) {
      const [from, to] = value;
      if (!from && !to) continue;
      if (dataType === 'date' || dataType === 'datetime') {
        if (from) out.push({ field: name, mode: 'date_greater_equal', value: from });
        if (to) out.push({ field: name, mode: 'date_less_equal', value: to });
      } else {
        out.push({ field: name, mode: 'in_scope', value: [from ?? '', to ?? ''] });
      }
    } else if (EXACT_TYPES.has(dataType)) {
      out.push({ field: name, mode: 'equal', value });
    } else {
      out.push({ field: name, mode: 'like', value: value.trim() });
    }
  }
  return out;
}

/** A header's sort step: ascending, then descending, then none (the page's default again). */
export function nextSort(current: { field: string; order: 'asc' | 'desc' } | undefined, field: string): { field: string; order: 'asc' | 'desc' } | undefined {
  if (current?.field !== field) return { field, order: 'asc' };
  return current.order === 'asc' ? { field, order: 'desc' } : undefined;
}
