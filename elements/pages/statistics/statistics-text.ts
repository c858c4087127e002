/**
 * Words of the statistics page that the entity pages' shared words (kit/text.ts) do not have, in
 * the same [zh-CN ('010'), en-US ('011')] shape. Kept beside the page, which loads on demand.
 */
const WORDS = {
  noGroupBy: ['没有可分组的字段：该实体没有代码字段，页面配置也未指定 statistics.groupBy', 'Nothing to group by: the entity has no code field and the page config names no statistics.groupBy'],
} as const satisfies Record<string, readonly [string, string]>;

export type StatisticsWord = keyof typeof WORDS;

export function statisticsText(language: string): (key: StatisticsWord) => string {
  const index = language === '011' ? 1 : 0;
  return (key) => WORDS[key][index];
}
