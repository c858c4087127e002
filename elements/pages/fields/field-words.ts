/**
 * Words of the field inputs themselves, [zh-CN, en-US] in core's one word table (`defineWords`),
 * language-dependent formats among them: the calendar's weekday names and its month heading.
 */
import { defineWords } from '../../../core/i18n/index.ts';
import type { WordLookup } from '../../../core/i18n/index.ts';

const words = defineWords('fields', {
  chooseDate: ['选择日期', 'Choose a date'],
  previousMonth: ['上个月', 'Previous month'],
  nextMonth: ['下个月', 'Next month'],
  time: ['时间', 'time'],
  clear: ['清除', 'Clear'],
  /** The calendar's weekday heads, Monday first, comma-separated. */
  weekdays: ['一,二,三,四,五,六,日', 'Mo,Tu,We,Th,Fr,Sa,Su'],
  /** The calendar's month heading, a dayjs format. */
  monthTitle: ['YYYY年M月', 'MMMM YYYY'],
});

export type FieldWord = Parameters<ReturnType<typeof words>>[0];
export type FieldWords = WordLookup<FieldWord>;

/** The field inputs' words in a language. */
export function fieldWords(language: string): FieldWords {
  return words(language);
}
