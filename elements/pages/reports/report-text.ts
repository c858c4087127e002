import { defineWords } from '../../../core/i18n/index.ts';
import type { WordLookup } from '../../../core/i18n/index.ts';

/**
 * Words of the report pages in both languages, [zh-CN, en-US] in core's one word table mechanism
 * (`defineWords`), `%s` marking the next argument. The generic states (loading, error, retry,
 * search, reset) come from kit/text.ts; the controller's messages from core/reports.
 */
const TEXTS = {
  reports: ['报表中心', 'Reports'],
  searchReports: ['搜索报表名称、说明或负责人', 'Search reports by name, description or owner'],
  reportCount: ['%s 个报表', '%s report||%s reports'],
  noReports: ['没有可查看的报表', 'There are no reports you may view'],
  noReportMatch: ['没有匹配“%s”的报表', 'No report matches "%s"'],
  owner: ['负责人', 'Owner'],
  colon: ['：', ': '],
  badReply: ['服务器返回的报表数据格式不正确', 'The server replied with report data in an unexpected shape'],
  parameters: ['报表参数', 'Report parameters'],
  run: ['查询', 'Run'],
  required: ['请填写%s', 'Please fill in %s'],
  subtotal: ['%s 小计', '%s subtotal'],
  total: ['合计', 'Total'],
  exportCsv: ['导出 CSV', 'Export CSV'],
  exportXlsx: ['导出 Excel', 'Export Excel'],
  print: ['打印', 'Print'],
  showChart: ['查看图表', 'Show chart'],
  showTable: ['查看表格', 'Show table'],
  chartType: ['图表类型', 'Chart type'],
  bar: ['柱状图', 'Bar'],
  line: ['折线图', 'Line'],
  pie: ['饼图', 'Pie'],
  barLine: ['柱线组合', 'Bar and line'],
  chartTitle: ['%s（%s）', '%s (%s)'],
  sortBy: ['按%s排序', 'Sort by %s'],
} as const;

export type ReportTextKey = keyof typeof TEXTS;
export type ReportTextFn = WordLookup<ReportTextKey>;

/** The report pages' words in a language. */
export const reportText = defineWords('reportPages', TEXTS);
