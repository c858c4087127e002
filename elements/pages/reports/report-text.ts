/**
 * Words of the report pages in both languages ([zh-CN '010', en-US '011'], as kit/text.ts). The
 * generic states (loading, error, retry, search, reset) come from kit/text.ts.
 */
const TEXTS = {
  reports: ['报表中心', 'Reports'],
  searchReports: ['搜索报表名称、说明或负责人', 'Search reports by name, description or owner'],
  reportCount: ['{0} 个报表', '{0} reports'],
  noReports: ['没有可查看的报表', 'There are no reports you may view'],
  noReportMatch: ['没有匹配“{0}”的报表', 'No report matches "{0}"'],
  owner: ['负责人', 'Owner'],
  noReportId: ['未指定报表：请在参数中给出报表编号（reportId）', 'No report given: the query must name a report (reportId)'],
  badReply: ['服务器返回的报表数据格式不正确', 'The server replied with report data in an unexpected shape'],
  parameters: ['报表参数', 'Report parameters'],
  run: ['查询', 'Run'],
  required: ['请填写{0}', 'Please fill in {0}'],
  subtotal: ['{0} 小计', '{0} subtotal'],
  total: ['合计', 'Total'],
  exportCsv: ['导出 CSV', 'Export CSV'],
  exportXlsx: ['导出 Excel', 'Export Excel'],
  exported: ['已导出 {0}', 'Exported {0}'],
  print: ['打印', 'Print'],
  showChart: ['查看图表', 'Show chart'],
  showTable: ['查看表格', 'Show table'],
  chartType: ['图表类型', 'Chart type'],
  bar: ['柱状图', 'Bar'],
  line: ['折线图', 'Line'],
  pie: ['饼图', 'Pie'],
  barLine: ['柱线组合', 'Bar and line'],
  chartTitle: ['{0}（{1}）', '{0} ({1})'],
  sortBy: ['按{0}排序', 'Sort by {0}'],
} as const satisfies Record<string, readonly [string, string]>;

export type ReportTextKey = keyof typeof TEXTS;
export type ReportTextFn = (key: ReportTextKey, ...args: Array<string | number>) => string;

export function reportText(language: string): ReportTextFn {
  const index = language === '011' ? 1 : 0;
  return (key, ...args) => TEXTS[key][index].replace(/\{(\d+)\}/g, (_, i: string) => String(args[Number(i)] ?? ''));
}
