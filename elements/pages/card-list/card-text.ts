/** Texts of the card list's touch gestures (pull to refresh, the long-press sheet), as [zh-CN, en-US]. */
const CARD_TEXTS = {
  pullToRefresh: ['下拉刷新', 'Pull to refresh'],
  releaseToRefresh: ['松开刷新', 'Release to refresh'],
  refreshing: ['正在刷新…', 'Refreshing…'],
  rowOperations: ['%s 的操作', 'Operations of %s'],
  noRowOperations: ['此记录没有可用的操作', 'This record has no operations'],
} as const;

export type CardTextKey = keyof typeof CARD_TEXTS;

export function cardText(language: string, key: CardTextKey, value = ''): string {
  const pair = CARD_TEXTS[key];
  return (language === '011' ? pair[1] : pair[0]).replace('%s', value);
}
