/**
 * The words the import controller says itself: why a file cannot be read, what is wrong with a
 * mapping, a preview cell's code-list or number problem, its yes and no, and the rejected rows file's extra columns and name.
 * [zh-CN, en-US] pairs, `%s` filled in order (core/i18n defineWords); the page's chrome has its own
 * table beside the page.
 */
import { defineWords } from '../i18n/index.ts';

export const importsWords = defineWords('imports', {
  fileKind: ['只能导入 .csv 或 .xlsx 文件', 'Only .csv and .xlsx files can be imported'],
  fileTooBig: ['文件超过 %s MB', 'The file is larger than %s MB'],
  tooManyRows: ['文件超过 %s 行，请拆分后导入', 'The file has more than %s rows: split it and import the parts'],
  fileEmpty: ['文件中没有数据行', 'The file holds no data rows'],
  fileUnreadable: ['无法读取文件：%s', 'The file could not be read: %s'],
  mappedTwice: ['字段“%s”对应了多列', 'The field "%s" is mapped from more than one column'],
  requiredUnmapped: ['必填字段没有对应的列：%s', 'Required fields no column fills: %s'],
  nothingMapped: ['没有任何列对应到字段', 'No column is mapped to a field'],
  notInList: ['%s的取值“%s”不在代码表中', '%s: the value "%s" is not in the code list'],
  notNumber: ['%s必须是数字', '%s must be a number'],
  belowMin: ['%s不能小于 %s', '%s cannot be less than %s'],
  aboveMax: ['%s不能大于 %s', '%s cannot be greater than %s'],
  yes: ['是', 'Yes'],
  no: ['否', 'No'],
  row: ['行号', 'Row'],
  reason: ['错误原因', 'Reason'],
  rejectedName: ['%s导入错误行', '%s import rejected rows'],
});
