/**
 * A condition list read in words ("等级 等于 A 且 ( 地区 属于 华东 或 … )"), for the condition
 * builder and anyone who shows a condition to a person. The words of the twenty modes and of the
 * checker's problems live here, with the rules, so that the designer and core speak alike.
 */
import type { Condition, ConditionProblem } from './conditions.ts';
import type { ConditionMode } from './modes.ts';
import { isConditionMode } from './modes.ts';

/** [zh-CN, en-US] */
type Words = readonly [string, string];

/** The twenty modes of spec §5 in their order there, each with its words. */
export const CONDITION_MODE_WORDS: Readonly<Record<ConditionMode, Words>> = {
  is_null: ['为空', 'is empty'],
  not_null: ['不为空', 'is not empty'],
  equal: ['等于', 'equals'],
  not_equal: ['不等于', 'does not equal'],
  greater: ['大于', 'is greater than'],
  greater_equal: ['大于等于', 'is at least'],
  less: ['小于', 'is less than'],
  less_equal: ['小于等于', 'is at most'],
  in: ['属于', 'is one of'],
  not_in: ['不属于', 'is not one of'],
  in_scope: ['在范围内', 'is between'],
  not_in_scope: ['不在范围内', 'is not between'],
  begin: ['开头是', 'begins with'],
  end: ['结尾是', 'ends with'],
  date_greater: ['日期晚于', 'is a date after'],
  date_greater_equal: ['日期不早于', 'is a date on or after'],
  date_less: ['日期早于', 'is a date before'],
  date_less_equal: ['日期不晚于', 'is a date on or before'],
  like: ['包含', 'contains'],
  not_like: ['不包含', 'does not contain'],
};

export const CONDITION_MODES = Object.keys(CONDITION_MODE_WORDS) as ConditionMode[];

const WORDS = {
  and: ['且', 'and'],
  or: ['或', 'or'],
  always: ['无条件（始终满足）', 'No condition (always true)'],
  to: ['至', 'to'],
  any: ['不限', 'any'],
  empty: ['（空）', '(empty)'],
  role: ['当前角色', 'the current role'],
  user: ['当前用户的 {0}', "the user's {0}"],
  page: ['页面参数 {0}', 'page value {0}'],
  row: ['本行的 {0}', "this row's {0}"],
  variable: ['系统变量 {0}', 'system variable {0}'],
  item: ['第 {0} 行：', 'Row {0}: '],
  'not-list': ['条件不是列表', 'the condition is not a list'],
  'too-many': ['条件超过 {0} 行', 'the condition has more than {0} rows'],
  'not-object': ['不是条件对象', 'it is not a condition object'],
  'no-field': ['没有选择字段', 'no field is chosen'],
  'unknown-mode': ['未知的比较方式“{0}”', 'unknown comparison "{0}"'],
  'unknown-join': ['未知的连接词“{0}”，只能是 and 或 or', 'unknown link "{0}": only and or or'],
  'bad-value': ['“{0}”不能使用这种值', 'this value does not suit "{0}"'],
  'too-many-values': ['值超过 {0} 个', 'more than {0} values'],
  'bad-bracket': ['括号处只能是括号，而不是“{0}”', 'only brackets may stand where "{0}" is'],
  'too-deep': ['括号嵌套超过 {0} 层', 'brackets nest deeper than {0}'],
  unclosed: ['括号不配对：有“(”没有闭合', 'unbalanced brackets: a "(" is never closed'],
  unopened: ['括号不配对：有“)”没有对应的“(”', 'unbalanced brackets: a ")" closes nothing'],
} as const satisfies Record<string, Words>;

/** '010' / 'zh-CN' read Chinese, '011' / 'en…' English. */
function languageIndex(language: string | undefined): 0 | 1 {
  return language === '011' || (language ?? '').toLowerCase().startsWith('en') ? 1 : 0;
}

function word(key: keyof typeof WORDS, index: 0 | 1, ...args: string[]): string {
  return WORDS[key][index].replace(/\{(\d+)\}/g, (_, n: string) => args[Number(n)] ?? '');
}

/** A mode's words in the UI language; an unknown mode reads as itself. */
export function conditionModeLabel(mode: string, language?: string): string {
  const key = typeof mode === 'string' ? mode.trim().toLowerCase() : mode;
  return isConditionMode(key) ? CONDITION_MODE_WORDS[key][languageIndex(language)] : String(mode);
}

/** The checker's problem in the UI language, with the row it concerns. */
export function conditionProblemText(problem: ConditionProblem, language?: string): string {
  const index = languageIndex(language);
  const prefix = problem.item === undefined ? '' : word('item', index, String(problem.item));
  return prefix + word(problem.code, index, problem.detail ?? '');
}

export interface DescribeOptions {
  /** The label of an entity field (by its code); the code itself when it gives nothing. */
  fieldLabel?: (field: string) => string | undefined;
  /** How a value of a field reads (a code's label, say); the value itself when it gives nothing. */
  valueLabel?: (field: string, value: string) => string | undefined;
  /** '010' (zh-CN, the default) or '011' (en-US); 'zh-CN' / 'en-US' too. */
  language?: string;
  /** The comparisons as symbols in English (=, ≠, >, ≥, <, ≤), short enough for a chart's labels; Chinese keeps its words. */
  symbols?: boolean;
}

/** The English symbols of the comparisons (`symbols`). */
const SYMBOLS: Readonly<Partial<Record<ConditionMode, string>>> = {
  equal: '=',
  not_equal: '≠',
  greater: '>',
  greater_equal: '≥',
  less: '<',
  less_equal: '≤',
};

function fieldWords(field: string, options: DescribeOptions, index: 0 | 1): string {
  if (field === 'user.roleCode') return word('role', index);
  if (field.startsWith('user.')) return word('user', index, field.slice(5));
  const page = /^\$\[([^\]]+)\]$/.exec(field);
  if (page) return word('page', index, page[1]!.trim());
  return options.fieldLabel?.(field) || field;
}

function scalarWords(field: string, value: unknown, options: DescribeOptions, index: 0 | 1): string {
  if (value === undefined || value === null || value === '') return word('empty', index);
  const text = typeof value === 'string' ? value : typeof value === 'object' ? JSON.stringify(value) : String(value);
  const whole = /^(\$\[|#\[|#\{)\s*([^\]}]+?)\s*[\]}]$/.exec(text);
  if (whole) {
    const [, kind, name] = whole;
    if (kind === '$[') return word('page', index, name!);
    if (kind === '#[') return word('row', index, options.fieldLabel?.(name!) || name!);
    return word('variable', index, name!);
  }
  return options.valueLabel?.(field, text) || text;
}

function valueWords(field: string, mode: string, value: unknown, options: DescribeOptions, index: 0 | 1): string {
  if (mode === 'is_null' || mode === 'not_null') return '';
  const listMode = /^(in|not_in|in_scope|not_in_scope)$/.test(mode);
  // The list modes read a text as comma-separated values, as the compiler does.
  const list = Array.isArray(value) ? value : listMode && typeof value === 'string' ? value.split(',') : null;
  if (!list) return scalarWords(field, value, options, index);
  if (mode === 'in_scope' || mode === 'not_in_scope') {
    const end = (v: unknown) => (v === undefined || v === null || v === '' ? word('any', index) : scalarWords(field, v, options, index));
    return `${end(list[0])} ${word('to', index)} ${end(list[1])}`;
  }
  return list.map((v) => scalarWords(field, v, options, index)).join(index === 0 ? '、' : ', ');
}

function brackets(text: unknown, char: '(' | ')'): string[] {
  return typeof text === 'string' ? Array.from(text.replace(/[^()]/g, '')).filter((c) => c === char) : [];
}

/**
 * Reads a condition list in words: each item as "field mode value", linked by 且/或 (and/or),
 * with its brackets. It reads malformed lists too, as far as they go (the checker says what is
 * wrong); an empty list reads as "no condition".
 */
export function describeConditions(list: readonly Condition[] | null | undefined, options: DescribeOptions = {}): string {
  const index = languageIndex(options.language);
  if (!Array.isArray(list) || list.length === 0) return word('always', index);
  const parts: string[] = [];
  list.forEach((item: Condition | null, at) => {
    if (item === null || typeof item !== 'object') {
      parts.push('?');
      return;
    }
    if (at > 0)
      parts.push(
        String(item.join ?? 'and')
          .trim()
          .toLowerCase() === 'or'
          ? word('or', index)
          : word('and', index),
      );
    parts.push(...brackets(item.left, '('));
    const field = typeof item.field === 'string' ? item.field.trim() : '';
    const mode = typeof item.mode === 'string' ? item.mode.trim().toLowerCase() : String(item.mode);
    const symbol = options.symbols && index === 1 && isConditionMode(mode) ? SYMBOLS[mode] : undefined;
    parts.push(field ? fieldWords(field, options, index) : '?', symbol ?? conditionModeLabel(mode, options.language));
    const value = valueWords(field, mode, item.value, options, index);
    if (value) parts.push(value);
    parts.push(...brackets(item.right, ')'));
  });
  return parts.join(' ');
}
