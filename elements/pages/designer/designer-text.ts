/**
 * Words of the designer (the Config route's page kind) in both languages ([zh-CN '010', en-US
 * '011'], as kit/text.ts). The generic states (loading, error, retry) come from kit/text.ts.
 */
import { formatDate } from '../kit/format.ts';

const TEXTS = {
  designer: ['可视化配置', 'Visual configuration'],
  pageTitle: ['页面配置：{0}', 'Page config: {0}'],
  menuTitle: ['菜单配置：{0}', 'Menu config: {0}'],
  reportTitle: ['报表配置：{0}', 'Report config: {0}'],
  badMode: ['未知的配置类型“{0}”：应为 page、menu 或 report', 'Unknown config mode "{0}": it must be page, menu or report'],
  noConfigId: ['地址中没有配置编号', 'The address names no config'],
  badReply: ['服务器返回的配置格式不正确', 'The server replied with a config in an unexpected shape'],
  version: ['版本 {0}', 'Version {0}'],
  savedBy: ['{0} 于 {1} 保存', 'Saved by {0} at {1}'],
  panel: ['配置面板', 'Config panel'],
  text: ['配置文本', 'Config text'],
  preview: ['预览', 'Preview'],
  previewNote: ['按当前配置显示演示数据（未保存）', 'The demo data under the config as edited (not saved)'],
  previewNone: ['此页面类型“{0}”没有可显示的预览', 'There is no preview for the page kind "{0}"'],
  save: ['保存', 'Save'],
  saving: ['保存中…', 'Saving…'],
  saved: ['已保存为版本 {0}', 'Saved as version {0}'],
  unsaved: ['有未保存的修改', 'Unsaved changes'],
  discard: ['放弃修改', 'Discard changes'],
  draftRestored: ['已恢复上次未保存的修改', 'Your unsaved changes from last time are back'],
  saveFailed: ['保存失败：{0}。所做的修改仍保留在此处。', 'Saving failed: {0}. Your changes are still here.'],
  // Text view
  textLabel: ['配置文本（JSON5，只含数据）', 'Config text (JSON5, data only)'],
  applyText: ['应用文本', 'Apply text'],
  textInvalid: ['第 {0} 行：{1}。面板保留上一次有效的配置。', 'Line {0}: {1}. The panel keeps the last valid config.'],
  textInvalidNoLine: ['{0}。面板保留上一次有效的配置。', '{0}. The panel keeps the last valid config.'],
  textApplied: ['文本已应用', 'Text applied'],
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
  removeItem: ['删除“{0}”', 'Remove "{0}"'],
  moveUp: ['上移“{0}”', 'Move "{0}" up'],
  moveDown: ['下移“{0}”', 'Move "{0}" down'],
  dragHint: ['拖动或使用上移、下移按钮调整顺序', 'Drag, or use the move up and down buttons, to reorder'],
  moved: ['“{0}”已移到第 {1} 位', '"{0}" moved to position {1}'],
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
  editing: ['正在编辑“{0}”', 'Editing "{0}"'],
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
  childShown: ['显示子表“{0}”', 'Show the child section "{0}"'],
  // Conflict and versions
  conflictTitle: ['保存冲突：{0} 于 {1} 已保存了版本 {2}', 'Conflict: {0} saved version {2} at {1}'],
  conflictKept: ['您的修改没有丢失。请对比后选择重新加载对方的版本，或在核对后覆盖。', 'Your changes are kept. Compare, then reload their version or overwrite it after review.'],
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
  restored: ['已恢复版本 {0}，保存为版本 {1}', 'Version {0} restored as version {1}'],
  current: ['当前', 'current'],
  compareTitle: ['版本 {0} 与当前编辑内容的差异', 'Version {0} against the config as edited'],
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
} as const satisfies Record<string, readonly [string, string]>;

export type DesignerTextKey = keyof typeof TEXTS;
export type DesignerText = (key: DesignerTextKey, ...args: Array<string | number>) => string;

export function designerText(language: string): DesignerText {
  const index = language === '011' ? 1 : 0;
  return (key, ...args) => TEXTS[key][index].replace(/\{(\d+)\}/g, (_, i: string) => String(args[Number(i)] ?? ''));
}

/** A saved time as the rest of the shell writes times (local, YYYY-MM-DD HH:mm:ss); odd text as it came. */
export function savedTime(value: string | null | undefined): string {
  return value ? formatDate(value, 'YYYY-MM-DD HH:mm:ss') : '';
}
