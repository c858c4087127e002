/**
 * Words of the sub grid that the shared work words (work-text) do not have yet, in the same
 * [zh-CN ('010'), en-US ('011')] shape. Kept here because work-text belongs to all the work
 * pages; a later move into it changes only the import.
 */
const WORDS = {
  // Not the forms' unsavedBody: that one promises a draft, and the sub grid keeps none.
  switchParentBody: ['选择其他上级记录将放弃未保存的明细修改，确定继续吗？', 'Choosing another parent record drops your unsaved changes to the lines. Continue?'],
} as const satisfies Record<string, readonly [string, string]>;

export type SubWord = keyof typeof WORDS;

export function subText(language: string): (key: SubWord) => string {
  const index = language === '011' ? 1 : 0;
  return (key) => WORDS[key][index];
}
