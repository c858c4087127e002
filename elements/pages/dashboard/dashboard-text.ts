import { defineWords } from '../../../core/i18n/index.ts';
import type { WordLookup } from '../../../core/i18n/index.ts';

/**
 * Words of the dashboard and its number cards in both languages, [zh-CN, en-US] in core's one word
 * table mechanism (`defineWords`), `%s` marking the next argument. Kept beside the page, which
 * loads on demand; the figure's own messages (no report, no measure, a reply in another shape)
 * are core/reports'.
 */
const WORDS = {
  dashboard: ['仪表盘', 'Dashboard'],
  refreshAll: ['全部刷新', 'Refresh all'],
  refreshWidget: ['刷新“%s”', 'Refresh "%s"'],
  refreshThis: ['刷新此部件', 'Refresh this widget'],
  noPage: ['仪表盘没有指定页面配置（pageId）', 'The dashboard names no page config (pageId)'],
  noWidgets: ['此仪表盘没有部件', 'This dashboard has no widgets'],
  vsPrevious: ['较上期', 'vs previous period'],
  previousValue: ['上期 %s', 'Previous %s'],
  noPrevious: ['上期无数据，无法计算变化', 'No figure for the previous period to compare with'],
  unchanged: ['持平', 'unchanged'],
  up: ['上升', 'up'],
  down: ['下降', 'down'],
  period: ['%s 至 %s', '%s to %s'],
} as const;

export type DashboardWord = keyof typeof WORDS;
export type DashboardTextFn = WordLookup<DashboardWord>;

/** The dashboard's words in a language. */
export const dashboardText = defineWords('dashboard', WORDS);
