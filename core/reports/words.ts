import { defineWords } from '../i18n/index.ts';

/**
 * Messages the report controllers produce, [zh-CN, en-US] with `%s` filled in order. The report
 * pages' own chrome is in the table beside them (elements/pages/reports/report-text.ts).
 */
export const reportWords = defineWords('reports', {
  noReportId: ['未指定报表：请在参数中给出报表编号（reportId）', 'No report given: the query must name a report (reportId)'],
  exported: ['已导出 %s', 'Exported %s'],
  noCardReport: ['数字卡片没有指定报表（configs.report）', 'The number card names no report (configs.report)'],
  noMeasure: ['报表“%s”没有指标“%s”', 'The report "%s" has no measure "%s"'],
  figureReply: ['报表的返回格式不正确', 'The report replied in an unexpected shape'],
});
