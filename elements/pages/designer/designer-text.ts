/**
 * Words of the designer's page (the Config route's page kind) in both languages, in core's one
 * word table mechanism (`defineWords`, [zh-CN, en-US], `%s` filled in order). The generic states
 * (loading, error, retry) come from kit/text.ts; what the designer document says (save refusals,
 * text and report problems) comes from core's own table (core/designer words.ts).
 */
import { defineWords } from '../../../core/i18n/index.ts';
import type { WordLookup } from '../../../core/i18n/index.ts';
import { formatDate } from '../kit/format.ts';

const TEXTS = {
  designer: ['可视化配置', 'Visual configuration'],
  pageTitle: ['页面配置：%s', 'Page config: %s'],
  menuTitle: ['菜单配置：%s', 'Menu config: %s'],
  reportTitle: ['报表配置：%s', 'Report config: %s'],
  badMode: ['未知的配置类型“%s”：应为 page、menu 或 report', 'Unknown config mode "%s": it must be page, menu or report'],
  noConfigId: ['地址中没有配置编号', 'The address names no config'],
  badReply: ['服务器返回的配置格式不正确', 'The server replied with a config in an unexpected shape'],
  version: ['版本 %s', 'Version %s'],
  savedBy: ['%s 于 %s 保存', 'Saved by %s at %s'],
  panel: ['配置面板', 'Config panel'],
  text: ['配置文本', 'Config text'],
  preview: ['预览', 'Preview'],
  previewNote: ['按当前配置显示演示数据（未保存）', 'The demo data under the config as edited (not saved)'],
  previewNone: ['此页面类型“%s”没有可显示的预览', 'There is no preview for the page kind "%s"'],
  save: ['保存', 'Save'],
  saving: ['保存中…', 'Saving…'],
  unsaved: ['有未保存的修改', 'Unsaved changes'],
  discard: ['放弃修改', 'Discard changes'],
  draftRestored: ['已恢复上次未保存的修改', 'Your unsaved changes from last time are back'],
  restoreUnsaved: ['恢复此版本将放弃尚未保存的修改，确定恢复吗？', 'Restoring this version discards your unsaved changes. Restore anyway?'],
  // Text view
  textLabel: ['配置文本（JSON5，只含数据）', 'Config text (JSON5, data only)'],
  applyText: ['应用文本', 'Apply text'],
  textApplied: ['文本已应用', 'Text applied'],
  // A list the panel cannot draw
  panelListIgnored: [
    '“%s”不是对象的列表，面板只显示其中的对象；请在配置文本中改正，或放弃修改',
    '"%s" is not a list of objects: the panel shows only its objects. Correct it in the config text, or discard the changes',
  ],
  // Page panel sections
  columns: ['列表列', 'List columns'],
  searchFields: ['查询条件', 'Search fields'],
  operates: ['操作按钮', 'Operations'],
  rowOperates: ['行操作', 'Row operations'],
  formFields: ['表单字段', 'Form fields'],
  children: ['子表区块', 'Child sections'],
  attribute: ['属性', 'Attribute'],
  addAttribute: ['添加属性', 'Add attribute'],
  add: ['添加', 'Add'],
  remove: ['删除', 'Remove'],
  removeItem: ['删除“%s”', 'Remove "%s"'],
  moveUp: ['上移“%s”', 'Move "%s" up'],
  moveDown: ['下移“%s”', 'Move "%s" down'],
  dragHint: ['拖动或使用上移、下移按钮调整顺序', 'Drag, or use the move up and down buttons, to reorder'],
  moved: ['“%s”已移到第 %s 位', '"%s" moved to position %s'],
  width: ['宽度', 'Width'],
  format: ['格式', 'Format'],
  label: ['标题', 'Label'],
  none: ['（无）', '(none)'],
  allAdded: ['所有属性都已添加', 'Every attribute is already added'],
  empty: ['尚无项目', 'Nothing here yet'],
  // Operations
  operate: ['操作', 'Operation'],
  newOperate: ['新操作', 'New operation'],
  addOperate: ['添加操作', 'Add operation'],
  name: ['名称', 'Name'],
  type: ['类型', 'Type'],
  needSelect: ['选择要求', 'Selection rule'],
  needSelect0: ['不需要选择', 'No selection needed'],
  needSelect1: ['选择一条', 'Exactly one row'],
  needSelectN: ['选择一条或多条', 'One or more rows'],
  condition: ['行条件', 'Row condition'],
  tip: ['不满足条件时的提示', 'Tip when the condition fails'],
  confirm: ['确认提示', 'Confirm text'],
  right: ['权限', 'Right'],
  rightCode: ['权限编码', 'Right code'],
  openType: ['打开方式', 'Open as'],
  pageId: ['打开的页面编号', 'Page id to open'],
  action: ['服务器动作', 'Server action'],
  edit: ['编辑', 'Edit'],
  editing: ['正在编辑“%s”', 'Editing "%s"'],
  // Form fields
  state: ['状态', 'State'],
  required: ['必填', 'Required'],
  showCondition: ['显示条件', 'Shown when'],
  requiredCondition: ['必填条件', 'Required when'],
  emptyText: ['占位提示', 'Placeholder'],
  hidden: ['隐藏', 'Hidden'],
  // Children
  relation: ['关系', 'Relation'],
  childNone: ['此实体没有子关系', 'This entity has no child relations'],
  childShown: ['显示子表“%s”', 'Show the child section "%s"'],
  // Conflict and versions
  conflictTitle: ['保存冲突：%s 于 %s 已保存了版本 %s', 'Conflict: %s saved at %s, as version %s'],
  conflictKept: [
    '您的修改没有丢失。请对比后选择重新加载对方的版本，或在核对后覆盖。',
    'Your changes are kept. Compare, then reload their version or overwrite it after review.',
  ],
  theirs: ['对方的版本', 'Their version'],
  yours: ['您的版本', 'Your version'],
  field: ['项', 'Key'],
  noDifference: ['内容相同', 'The contents are the same'],
  reloadTheirs: ['重新加载对方的版本', 'Reload their version'],
  overwrite: ['核对后覆盖', 'Overwrite after review'],
  confirmOverwrite: ['确认以我的版本覆盖', 'Overwrite with my version'],
  versions: ['历史版本', 'Versions'],
  loadVersions: ['查看历史版本', 'Show versions'],
  compare: ['对比', 'Compare'],
  restore: ['恢复此版本', 'Restore this version'],
  restored: ['已恢复版本 %s，保存为版本 %s', 'Version %s restored as version %s'],
  current: ['当前', 'current'],
  compareTitle: ['版本 %s 与当前编辑内容的差异', 'Version %s against the config as edited'],
  close: ['关闭', 'Close'],
  // Menu
  menuItems: ['菜单项', 'Menu items'],
  addMenu: ['添加菜单项', 'Add menu item'],
  addSubMenu: ['添加子菜单', 'Add sub menu'],
  icon: ['图标', 'Icon'],
  terminal: ['终端', 'Terminal'],
  terminalAll: ['全部', 'All'],
  terminalPc: ['电脑', 'PC'],
  terminalMobile: ['手机', 'Mobile'],
  hiddenMenu: ['隐藏', 'Hidden'],
  openType1: ['标签页', 'Tab'],
  openType2: ['弹出窗口', 'Popup'],
  openType3: ['浏览器新页', 'Browser tab'],
  openType4: ['新窗口', 'New window'],
  openType5: ['抽屉', 'Drawer'],
  // Report
  entity: ['实体', 'Entity'],
  dimensions: ['维度', 'Dimensions'],
  measures: ['度量', 'Measures'],
  fn: ['计算', 'Function'],
  parameters: ['参数', 'Parameters'],
  mode: ['比较方式', 'Mode'],
  conditions: ['条件', 'Conditions'],
  reportName: ['报表名称', 'Report name'],
  bucket: ['时间粒度', 'Period'],
  bucketDay: ['日', 'Day'],
  bucketMonth: ['月', 'Month'],
  bucketYear: ['年', 'Year'],
  dataType: ['值类型', 'Value type'],
  measureId: ['编号', 'Id'],
  dimensionsFull: ['最多两个维度', 'At most two dimensions'],
  addDimension: ['添加维度', 'Add dimension'],
  addParameter: ['添加参数', 'Add parameter'],
  rowCount: ['记录数', 'Rows'],
  reportProblems: ['保存前需要改正', 'To correct before saving'],
} as const;

export type DesignerTextKey = keyof typeof TEXTS;
export type DesignerText = WordLookup<DesignerTextKey>;

/** The designer page's words in a language (core's word tables pick English or Chinese). */
export const designerText = defineWords('designerPage', TEXTS);

/** A saved time as the rest of the shell writes times (local, YYYY-MM-DD HH:mm:ss); odd text as it came. */
export function savedTime(value: string | null | undefined): string {
  return value ? formatDate(value, 'YYYY-MM-DD HH:mm:ss') : '';
}
