/** Search conditions of the list pages, in core's condition shape (DESIGN §4). */
import type { Condition } from '../../../core/rules/index.ts';

export type { Condition };

/** One search field's input: a single value, or a `[from, to]` pair for ranges. */
export type SearchValue = string | [string, string] | undefined;

const RANGE_TYPES = new Set(['int', 'number', 'money', 'date', 'datetime']);
const EXACT_TYPES = new Set(['code', 'tree', 'ref', 'boolean']);

export function isRangeType(dataType: string): boolean {
  return RANGE_TYPES.has(dataType);
}

/**
 * Turns the search bar's values into server conditions: text contains, code/tree/ref/boolean
 * equal, numbers an inclusive scope, dates a calendar range. Empty inputs add nothing.
 */
export function searchConditions(fields: Array<{ name: string; dataType: string }>, values: Record<string, SearchValue>): Condition[] {
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
