/**
 * Words of the condition builder's chrome in core's one word table mechanism (`defineWords`,
 * [zh-CN, en-US], `%s` filled in order); the conditions themselves read in core/rules' words.
 */
import { defineWords } from '../../../../core/i18n/index.ts';
import type { WordLookup } from '../../../../core/i18n/index.ts';

const WORDS = {
  title: ['条件', 'Condition'],
  empty: ['尚无条件行，列表为空时条件始终满足。', 'No rows yet: an empty condition is always true.'],
  addRow: ['添加条件行', 'Add a row'],
  removeRow: ['删除第 %s 行', 'Remove row %s'],
  moveUp: ['第 %s 行上移', 'Move row %s up'],
  moveDown: ['第 %s 行下移', 'Move row %s down'],
  join: ['第 %s 行的连接词', 'Link of row %s'],
  and: ['且', 'and'],
  or: ['或', 'or'],
  field: ['第 %s 行的字段', 'Field of row %s'],
  mode: ['第 %s 行的比较方式', 'Comparison of row %s'],
  value: ['第 %s 行的值', 'Value of row %s'],
  valueFrom: ['第 %s 行的起始值', 'Start value of row %s'],
  valueTo: ['第 %s 行的结束值', 'End value of row %s'],
  leftBrackets: ['第 %s 行前的左括号数', 'Opening brackets before row %s'],
  rightBrackets: ['第 %s 行后的右括号数', 'Closing brackets after row %s'],
  more: ['%s：增加', '%s: more'],
  fewer: ['%s：减少', '%s: fewer'],
  entityFields: ['实体字段', 'Entity fields'],
  userFields: ['当前用户', 'Current user'],
  userRole: ['当前角色（user.roleCode）', 'Current role (user.roleCode)'],
  userId: ['用户 ID（user.id）', 'User ID (user.id)'],
  userAccount: ['用户账号（user.ACCOUNT）', 'User account (user.ACCOUNT)'],
  userName: ['用户姓名（user.NAME）', 'User name (user.NAME)'],
  listHint: ['多个值以逗号分隔；$[x] 取页面参数', 'Separate values with commas; $[x] reads a page value'],
  valueHint: ['$[x] 取页面参数', '$[x] reads a page value'],
  words: ['条件读作：', 'Reads as: '],
  invalid: ['条件无效：%s', 'Invalid condition: %s'],
  keyboard: ['Alt+↑/↓ 移动当前行', 'Alt+↑/↓ moves the current row'],
  yes: ['是', 'Yes'],
  no: ['否', 'No'],
} as const;

export type BuilderWord = keyof typeof WORDS;
export type BuilderText = WordLookup<BuilderWord>;

/** The builder's words in a language (core's word tables pick English or Chinese). */
export const builderText = defineWords('conditionBuilder', WORDS);
