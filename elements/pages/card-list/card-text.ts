import { defineWords } from '../../../core/i18n/index.ts';

/** Texts of the card list's touch gestures (pull to refresh, the long-press sheet), as [zh-CN, en-US]. */
const cardWords = defineWords('cardList', {
  pullToRefresh: ['下拉刷新', 'Pull to refresh'],
  releaseToRefresh: ['松开刷新', 'Release to refresh'],
  refreshing: ['正在刷新…', 'Refreshing…'],
  rowOperations: ['%s 的操作', 'Operations of %s'],
  noRowOperations: ['此记录没有可用的操作', 'This record has no operations'],
  filters: ['筛选', 'Filters'],
  activeFilters: ['%s 个筛选条件生效', '%s filter on||%s filters on'],
});

export type CardTextKey = Parameters<ReturnType<typeof cardWords>>[0];

export function cardText(language: string, key: CardTextKey, value = ''): string {
  return cardWords(language)(key, value);
}
