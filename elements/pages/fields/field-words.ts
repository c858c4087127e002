/** Words of the field inputs themselves, [zh-CN ('010'), en-US ('011')] as the page texts are. */
const WORDS = {
  chooseDate: ['选择日期', 'Choose a date'],
  previousMonth: ['上个月', 'Previous month'],
  nextMonth: ['下个月', 'Next month'],
  time: ['时间', 'time'],
  clear: ['清除', 'Clear'],
} as const;

export type FieldWords = { [K in keyof typeof WORDS]: string };

const byLanguage = new Map<string, FieldWords>();

export function fieldWords(language: string): FieldWords {
  let words = byLanguage.get(language);
  if (!words) {
    const index = language === '011' ? 1 : 0;
    words = Object.fromEntries(Object.entries(WORDS).map(([key, pair]) => [key, pair[index]])) as FieldWords;
    byLanguage.set(language, words);
  }
  return words;
}
