/**
 * Words of the dashboard and its number cards in both languages, [zh-CN ('010'), en-US ('011')]
 * as the other label tables; `{n}` marks the n-th argument. Kept beside the page, which loads on
 * demand.
 */
const WORDS = {
  dashboard: ['仪表盘', 'Dashboard'],
  refreshAll: ['全部刷新', 'Refresh all'],
  refreshWidget: ['刷新“{0}”', 'Refresh "{0}"'],
  refreshThis: ['刷新此部件', 'Refresh this widget'],
  noPage: ['仪表盘没有指定页面配置（pageId）', 'The dashboard names no page config (pageId)'],
  noWidgets: ['此仪表盘没有部件', 'This dashboard has no widgets'],
  noReport: ['数字卡片没有指定报表（configs.report）', 'The number card names no report (configs.report)'],
  noMeasure: ['报表“{0}”没有指标“{1}”', 'The report "{0}" has no measure "{1}"'],
  badReply: ['报表的返回格式不正确', 'The report replied in an unexpected shape'],
  vsPrevious: ['较上期', 'vs previous period'],
  previousValue: ['上期 {0}', 'Previous {0}'],
  noPrevious: ['上期无数据，无法计算变化', 'No figure for the previous period to compare with'],
  unchanged: ['持平', 'unchanged'],
  up: ['上升', 'up'],
  down: ['下降', 'down'],
  period: ['{0} 至 {1}', '{0} to {1}'],
} as const satisfies Record<string, readonly [string, string]>;

export type DashboardWord = keyof typeof WORDS;
export type DashboardTextFn = (key: DashboardWord, ...args: unknown[]) => string;

export function dashboardText(language: string): DashboardTextFn {
  return (key, ...args) => {
    const pair = WORDS[key];
    return (language === '011' ? pair[1] : pair[0]).replace(/\{(\d+)\}/g, (match, index: string) =>
      Number(index) < args.length ? String(args[Number(index)]) : match,
    );
  };
}
