/** Words of the condition builder's chrome, [zh-CN ('010'), en-US ('011')] as the page texts. */
const WORDS = {
  title: ['条件', 'Condition'],
  empty: ['尚无条件行，列表为空时条件始终满足。', 'No rows yet: an empty condition is always true.'],
  addRow: ['添加条件行', 'Add a row'],
  removeRow: ['删除第 {0} 行', 'Remove row {0}'],
  moveUp: ['第 {0} 行上移', 'Move row {0} up'],
  moveDown: ['第 {0} 行下移', 'Move row {0} down'],
  join: ['第 {0} 行的连接词', 'Link of row {0}'],
  and: ['且', 'and'],
  or: ['或', 'or'],
  field: ['第 {0} 行的字段', 'Field of row {0}'],
  mode: ['第 {0} 行的比较方式', 'Comparison of row {0}'],
  value: ['第 {0} 行的值', 'Value of row {0}'],
  valueFrom: ['第 {0} 行的起始值', 'Start value of row {0}'],
  valueTo: ['第 {0} 行的结束值', 'End value of row {0}'],
  leftBrackets: ['第 {0} 行前的左括号数', 'Opening brackets before row {0}'],
  rightBrackets: ['第 {0} 行后的右括号数', 'Closing brackets after row {0}'],
  more: ['{0}：增加', '{0}: more'],
  fewer: ['{0}：减少', '{0}: fewer'],
  entityFields: ['实体字段', 'Entity fields'],
  userFields: ['当前用户', 'Current user'],
  userRole: ['当前角色（user.roleCode）', 'Current role (user.roleCode)'],
  userId: ['用户 ID（user.id）', 'User ID (user.id)'],
  userAccount: ['用户账号（user.ACCOUNT）', 'User account (user.ACCOUNT)'],
  userName: ['用户姓名（user.NAME）', 'User name (user.NAME)'],
  listHint: ['多个值以逗号分隔；$[x] 取页面参数', 'Separate values with commas; $[x] reads a page value'],
  valueHint: ['$[x] 取页面参数', '$[x] reads a page value'],
  words: ['条件读作：', 'Reads as: '],
  invalid: ['条件无效：{0}', 'Invalid condition: {0}'],
  keyboard: ['Alt+↑/↓ 移动当前行', 'Alt+↑/↓ moves the current row'],
  yes: ['是', 'Yes'],
  no: ['否', 'No'],
} as const satisfies Record<string, readonly [string, string]>;

export type BuilderWord = keyof typeof WORDS;
export type BuilderText = (key: BuilderWord, ...args: Array<string | number>) => string;

export function builderText(language: string | undefined): BuilderText {
  const index = language === '011' || (language ?? '').toLowerCase().startsWith('en') ? 1 : 0;
  return (key, ...args) => WORDS[key][index].replace(/\{(\d+)\}/g, (_, n: string) => String(args[Number(n)] ?? ''));
}
