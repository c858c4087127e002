/**
 * A transition's condition list (spec §5, DESIGN §4) as a sentence in the UI language, for the
 * chart's edge labels and its text alternative: "金额 大于 100000 且 状态 等于 confirmed".
 * Field names read as the entity's attribute labels when the metadata gave them.
 */
import type { Condition } from '../kit/conditions.ts';

const MODES: Record<string, readonly [string, string]> = {
  is_null: ['为空', 'is empty'],
  not_null: ['不为空', 'is not empty'],
  equal: ['等于', '='],
  not_equal: ['不等于', '≠'],
  greater: ['大于', '>'],
  greater_equal: ['大于等于', '≥'],
  less: ['小于', '<'],
  less_equal: ['小于等于', '≤'],
  in: ['属于', 'is one of'],
  not_in: ['不属于', 'is not one of'],
  in_scope: ['在范围内', 'is between'],
  not_in_scope: ['不在范围内', 'is not between'],
  begin: ['开头是', 'begins with'],
  end: ['结尾是', 'ends with'],
  like: ['包含', 'contains'],
  not_like: ['不包含', 'does not contain'],
  date_greater: ['日期晚于', 'is a date after'],
  date_greater_equal: ['日期不早于', 'is a date on or after'],
  date_less: ['日期早于', 'is a date before'],
  date_less_equal: ['日期不晚于', 'is a date on or before'],
};

const JOINS = { and: ['且', 'and'], or: ['或', 'or'] } as const;
const NO_VALUE = new Set(['is_null', 'not_null']);
/** Modes whose value is a list, as an array or a comma-separated string. */
const LIST_MODES = new Set(['in', 'not_in', 'in_scope', 'not_in_scope']);

function valueText(value: unknown, mode: string, en: boolean): string {
  if (NO_VALUE.has(mode)) return '';
  const parts = Array.isArray(value) ? value.map((v) => String(v ?? '')) : LIST_MODES.has(mode) ? String(value ?? '').split(',') : [String(value ?? '')];
  if (mode === 'in_scope' || mode === 'not_in_scope') {
    const [min = '', max = ''] = parts;
    return en ? `${min || '…'} and ${max || '…'}` : `${min || '…'} 至 ${max || '…'}`;
  }
  return parts.join(en ? ', ' : '、');
}

/** The sentence for a condition list; an empty or missing list reads as `always`. */
export function conditionText(conditions: Condition[] | undefined, language: string, fieldLabel: (field: string) => string, always: string): string {
  if (!conditions?.length) return always;
  const en = language === '011';
  return conditions
    .map((item, index) => {
      const mode = String(item.mode ?? '');
      const words = MODES[mode];
      const join = index === 0 ? '' : `${JOINS[item.join === 'or' ? 'or' : 'and'][en ? 1 : 0]} `;
      const comparison = [fieldLabel(String(item.field ?? '')), words ? words[en ? 1 : 0] : mode, valueText(item.value, mode, en)].filter(Boolean).join(' ');
      return `${join}${item.left ?? ''}${comparison}${item.right ?? ''}`;
    })
    .join(' ');
}
