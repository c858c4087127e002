/**
 * Words of the import/export page in both languages, [zh-CN ('010'), en-US ('011')] as the other
 * label tables. Kept beside the page, which loads on demand. `{n}` marks the n-th argument.
 */
const WORDS = {
  title: ['{0}导入导出', '{0}: import and export'],
  importTab: ['导入', 'Import'],
  exportTab: ['导出', 'Export'],
  chooseFile: ['选择文件（.csv 或 .xlsx）', 'Choose a file (.csv or .xlsx)'],
  fileHint: [
    '第一行是列名；每批 {0} 行提交，文件最多 {1} 行、{2} MB',
    'The first row names the columns; rows are sent {0} at a time, at most {1} rows and {2} MB per file',
  ],
  reading: ['正在读取文件…', 'Reading the file…'],
  fileRead: ['{0}：{1} 行，{2} 列', '{0}: {1} rows, {2} columns'],
  fileKind: ['只能导入 .csv 或 .xlsx 文件', 'Only .csv and .xlsx files can be imported'],
  fileTooBig: ['文件超过 {0} MB', 'The file is larger than {0} MB'],
  tooManyRows: ['文件超过 {0} 行，请拆分后导入', 'The file has more than {0} rows: split it and import the parts'],
  fileEmpty: ['文件中没有数据行', 'The file holds no data rows'],
  fileUnreadable: ['无法读取文件：{0}', 'The file could not be read: {0}'],
  mappingTitle: ['列与字段的对应', 'Columns and fields'],
  column: ['文件列', 'File column'],
  field: ['字段', 'Field'],
  sample: ['示例', 'Example'],
  skip: ['不导入', 'Do not import'],
  mappedTwice: ['字段“{0}”对应了多列', 'The field "{0}" is mapped from more than one column'],
  requiredUnmapped: ['必填字段没有对应的列：{0}', 'Required fields no column fills: {0}'],
  nothingMapped: ['没有任何列对应到字段', 'No column is mapped to a field'],
  previewTitle: ['预览（前 {0} 行）', 'Preview (first {0} rows)'],
  row: ['行号', 'Row'],
  previewClean: ['预览的行没有发现问题；试运行会检查全部行', 'The preview rows show no problem; the dry run checks every row'],
  previewIssues: ['预览的行中有 {0} 处问题', '{0} problems in the preview rows'],
  notInList: ['{0}的取值“{1}”不在代码表中', '{0}: the value "{1}" is not in the code list'],
  dryRun: ['试运行', 'Dry run'],
  dryRunHint: ['试运行按导入的规则检查每一行，不写入任何数据', "The dry run checks every row by the import's rules and writes nothing"],
  importNow: ['开始导入', 'Import'],
  importAfterDryRun: ['请先试运行', 'Run the dry run first'],
  stop: ['停止', 'Stop'],
  checking: ['正在检查：{0} / {1} 行', 'Checking: {0} of {1} rows'],
  importing: ['正在导入：{0} / {1} 行', 'Importing: {0} of {1} rows'],
  dryRunDone: ['试运行完成：{0} 行可以导入，{1} 行有错误，未写入任何数据', 'Dry run done: {0} rows can be imported, {1} rows have errors; nothing was written'],
  importDone: ['导入完成：已导入 {0} 行，{1} 行被拒绝', 'Import done: {0} rows imported, {1} rows rejected'],
  stopped: ['已停止：已导入 {0} 行，其余行未提交', 'Stopped: {0} rows imported, the rest were not sent'],
  failed: ['导入中断：{0}（已导入 {1} 行）', 'The import broke off: {0} ({1} rows imported)'],
  errorsTitle: ['错误行', 'Rows with errors'],
  errorsShown: ['显示前 {0} 行，共 {1} 行；全部错误见下载文件', 'The first {0} of {1} rows; the file holds them all'],
  reason: ['错误原因', 'Reason'],
  downloadRejected: ['下载错误行（{0}）', 'Download the rejected rows ({0})'],
  rejectedName: ['{0}导入错误行', '{0} import rejected rows'],
  restart: ['重新选择文件', 'Choose another file'],
  exportHint: ['按下面的条件和排序导出，列名与代码取值使用显示文本', 'Exports with these conditions and this sort, columns and codes as their labels'],
  sortBy: ['排序字段', 'Sort by'],
  sortDefault: ['默认', 'Default'],
  ascending: ['升序', 'Ascending'],
  descending: ['降序', 'Descending'],
  matching: ['符合条件：{0} 条', 'Matching: {0} records'],
  exportCsv: ['导出 CSV', 'Export CSV'],
  exportXlsx: ['导出 Excel', 'Export Excel'],
  exporting: ['正在导出：{0} 条', 'Exporting: {0} records'],
  exported: ['已导出 {0} 条', '{0} records exported'],
  exportCapped: ['已导出前 {0} 条（单次导出上限）', 'The first {0} records were exported (the limit of one export)'],
  exportFailed: ['导出失败：{0}', 'The export failed: {0}'],
  baseQuery: ['来自列表的条件：{0} 项', 'Conditions from the list: {0}'],
  badQuery: ['地址中的条件无法读取，已忽略', 'The conditions in the address could not be read and were left out'],
  noEntity: ['没有指定实体', 'No entity is named'],
} as const;

export type WordKey = keyof typeof WORDS;
export type Words = (key: WordKey, ...args: Array<string | number>) => string;

export function importWords(language: string): Words {
  const index = language === '011' ? 1 : 0;
  return (key, ...args) => WORDS[key][index].replace(/\{(\d+)\}/g, (_, n: string) => String(args[Number(n)] ?? ''));
}
