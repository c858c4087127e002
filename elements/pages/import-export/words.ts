import { defineWords } from '../../../core/i18n/index.ts';
import type { WordLookup } from '../../../core/i18n/index.ts';

/**
 * Words of the import/export page's chrome in both languages, [zh-CN, en-US] in core's one word
 * table mechanism (`defineWords`, scope `importExport`), `%s` filled in order. Kept beside the
 * page, which loads on demand; what the import controller says itself is core's (core/imports/words.ts).
 */
const WORDS = {
  title: ['%s导入导出', '%s: import and export'],
  importTab: ['导入', 'Import'],
  exportTab: ['导出', 'Export'],
  chooseFile: ['选择文件（.csv 或 .xlsx）', 'Choose a file (.csv or .xlsx)'],
  fileHint: [
    '第一行是列名；每批 %s 行提交，文件最多 %s 行、%s MB',
    'The first row names the columns; rows are sent %s at a time, at most %s rows and %s MB per file',
  ],
  reading: ['正在读取文件…', 'Reading the file…'],
  fileRead: ['%s：%s 行，%s 列', '%s — rows: %s, columns: %s'],
  mappingTitle: ['列与字段的对应', 'Columns and fields'],
  column: ['文件列', 'File column'],
  field: ['字段', 'Field'],
  sample: ['示例', 'Example'],
  skip: ['不导入', 'Do not import'],
  previewTitle: ['预览（前 %s 行）', 'Preview (the first row)||Preview (first %s rows)'],
  row: ['行号', 'Row'],
  previewClean: ['预览的行没有发现问题；试运行会检查全部行', 'The preview rows show no problem; the dry run checks every row'],
  previewIssues: ['预览的行中有 %s 处问题', '%s problem in the preview rows||%s problems in the preview rows'],
  dryRun: ['试运行', 'Dry run'],
  dryRunHint: ['试运行按导入的规则检查每一行，不写入任何数据', "The dry run checks every row by the import's rules and writes nothing"],
  importNow: ['开始导入', 'Import'],
  importAfterDryRun: ['请先试运行', 'Run the dry run first'],
  stop: ['停止', 'Stop'],
  checking: ['正在检查：%s / %s 行', 'Checking rows: %s of %s'],
  importing: ['正在导入：%s / %s 行', 'Importing rows: %s of %s'],
  dryRunDone: [
    '试运行完成：%s 行可以导入，%s 行有错误，未写入任何数据',
    'Dry run done — rows that can be imported: %s, rows with errors: %s; nothing was written',
  ],
  importDone: ['导入完成：已导入 %s 行，%s 行被拒绝', 'Import done — rows imported: %s, rows rejected: %s'],
  stopped: ['已停止：已导入 %s 行，其余行未提交', 'Stopped — rows imported: %s; the rest were not sent'],
  failed: ['导入中断：%s（已导入 %s 行）', 'The import broke off: %s (rows imported: %s)'],
  errorsTitle: ['错误行', 'Rows with errors'],
  errorsShown: ['显示前 %s 行，共 %s 行；全部错误见下载文件', 'Rejected rows shown: %s of %s; the file holds them all'],
  reason: ['错误原因', 'Reason'],
  downloadRejected: ['下载错误行（%s）', 'Download the rejected rows (%s)'],
  restart: ['重新选择文件', 'Choose another file'],
  exportHint: ['按下面的条件和排序导出，列名与代码取值使用显示文本', 'Exports with these conditions and this sort, columns and codes as their labels'],
  sortBy: ['排序字段', 'Sort by'],
  sortDefault: ['默认', 'Default'],
  ascending: ['升序', 'Ascending'],
  descending: ['降序', 'Descending'],
  matching: ['符合条件：%s 条', 'Matching: %s record||Matching: %s records'],
  exportCsv: ['导出 CSV', 'Export CSV'],
  exportXlsx: ['导出 Excel', 'Export Excel'],
  exporting: ['正在导出：%s 条', 'Exporting: %s record||Exporting: %s records'],
  exported: ['已导出 %s 条', '%s record exported||%s records exported'],
  exportCapped: ['已导出前 %s 条（单次导出上限）', 'The first %s records were exported (the limit of one export)'],
  exportFailed: ['导出失败：%s', 'The export failed: %s'],
  baseQuery: ['来自列表的条件：%s 项', 'Conditions from the list: %s'],
  badQuery: ['地址中的条件无法读取，已忽略', 'The conditions in the address could not be read and were left out'],
  noEntity: ['没有指定实体', 'No entity is named'],
} as const satisfies Record<string, readonly [string, string]>;

export type WordKey = keyof typeof WORDS;
export type Words = WordLookup<WordKey>;

const importExportWords = defineWords('importExport', WORDS);

/** The page's words in a language: `words(key, ...args)`, each `%s` filled in order. */
export function importWords(language: string): Words {
  return importExportWords(language);
}
