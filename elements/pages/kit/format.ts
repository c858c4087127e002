/** How a stored value reads in a list cell or a detail field, per data type (DESIGN §4). */
import dayjs from 'dayjs';
import { defineWords } from '../../../core/i18n/index.ts';
import { formatCellNumber } from '../../../core/pages.ts';
import type { TextFn } from './text.ts';

/** Language-dependent formats of values, as [zh-CN, en-US]: the locale numbers are written in. */
const formats = defineWords('pageFormat', {
  numberLocale: ['zh-CN', 'en-US'],
});

/** Value → label of a code list or tree, flattened. */
export type LabelMap = Map<string, string>;

/**
 * The labels of a code list still loading (useCodeLabels): its values show nothing until they
 * arrive, rather than their raw codes for a moment. A list that failed is an empty map instead,
 * and its values show raw.
 */
export const PENDING_LABELS: LabelMap = new Map();

/** Whether a value of this type waits for its labels (drawn with the `labels-pending` class and `aria-busy`). */
export const labelsPending = (dataType: string, labels: LabelMap | undefined): boolean =>
  labels === PENDING_LABELS && (dataType === 'code' || dataType === 'tree');

export interface FormatContext {
  text: TextFn;
  labels?: LabelMap;
  language?: string;
}

export function formatValue(dataType: string, value: unknown, ctx: FormatContext): string {
  if (value === null || value === undefined || value === '') return '';
  switch (dataType) {
    case 'boolean':
      return isTrue(value) ? ctx.text('yes') : ctx.text('no');
    case 'money':
      return formatNumber(value, 2, ctx.language);
    case 'number':
      return formatNumber(value, undefined, ctx.language);
    case 'date':
      return formatDate(value, 'YYYY-MM-DD');
    case 'datetime':
      return formatDate(value, 'YYYY-MM-DD HH:mm');
    case 'code':
    case 'tree':
      if (ctx.labels === PENDING_LABELS) return '';
      return String(value)
        .split(',')
        .map((v) => ctx.labels?.get(v) ?? v)
        .join(', ');
    case 'richtext':
      return String(value)
        .replace(/<[^>]*>/g, ' ')
        .replace(/\s+/g, ' ')
        .trim();
    default:
      return String(value);
  }
}

export function isTrue(value: unknown): boolean {
  return value === true || value === 1 || value === '1' || value === 'true';
}

function formatNumber(value: unknown, digits: number | undefined, language?: string): string {
  return formatCellNumber(value, formats(language)('numberLocale'), digits);
}

/** A date or time in a dayjs pattern; what dayjs cannot read comes back as it came. */
export function formatDate(value: unknown, pattern: string): string {
  const d = dayjs(value as string);
  return d.isValid() ? d.format(pattern) : String(value);
}

/** Flattens code-list or tree options into value → label. */
export function labelMap(options: Array<{ value: string; text?: string; title?: string; children?: unknown[] }>): LabelMap {
  const map: LabelMap = new Map();
  const walk = (list: typeof options) => {
    for (const o of list) {
      map.set(String(o.value), o.text ?? o.title ?? String(o.value));
      if (Array.isArray(o.children)) walk(o.children as typeof options);
    }
  };
  walk(options);
  return map;
}
