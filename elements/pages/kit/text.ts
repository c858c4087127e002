/**
 * Words of the entity pages themselves (buttons, states, notices) in both languages. Labels of
 * entities, fields and operations come from the server metadata; these are the page's chrome.
 */
const zh = {
  search: '查询', reset: '重置', more: '更多', refresh: '刷新', loading: '加载中…',
  empty: '暂无数据', emptyHint: '没有符合条件的记录。', error: '加载失败', retry: '重试',
  total: '共 {0} 条', selected: '已选 {0} 条', page: '第 {0} / {1} 页', prev: '上一页', next: '下一页',
  pageSize: '每页', selectAll: '全选', selectRow: '选择此行', rowActions: '操作',
  yes: '是', no: '否', from: '从', to: '至', min: '最小', max: '最大', all: '全部',
  confirmTitle: '请确认', confirmDelete: '确定删除选中的记录吗？', ok: '确定', cancel: '取消', save: '保存', saving: '正在提交，请稍后...',
  edit: '编辑', close: '关闭', add: '新增', remove: '删除', detail: '详情',
  saved: '保存成功', addRow: '添加一行', removeRow: '删除此行', noChildren: '暂无明细',
  draftRestored: '已恢复 {0} 未保存的修改。', discardDraft: '放弃修改',
  unsavedTitle: '有未保存的修改', unsavedBody: '关闭后未保存的修改将保留为草稿，确定关闭吗？',
  upload: '上传文件', uploading: '上传中…', download: '下载', noFile: '未上传',
  pick: '选择', clear: '清除', searchPlaceholder: '输入关键字搜索', noMatch: '无匹配项',
  preview: '预览', source: '源码', invalid: '请检查标红的字段',
  statistics: '统计', notSet: '未设置', groupBy: '分组', count: '数量', sum: '合计', totalRow: '合计',
  signInTitle: '请登录', signInFirst: '请先在上方登录', chooseRecord: '请在列表中选择一条记录', account: '账号', password: '密码', signIn: '登录', scriptError: '页面脚本出错：{0}',
  scriptStrict: '页面“{0}”：严格模式下不运行配置脚本，“{1}”不是已注册的处理函数',
  notFound: '没有找到页面配置', sortAsc: '升序', sortDesc: '降序', chart: '图表', table: '表格',
};

type Key = keyof typeof zh;

const en: Record<Key, string> = {
  search: 'Search', reset: 'Reset', more: 'More', refresh: 'Refresh', loading: 'Loading…',
  empty: 'No records', emptyHint: 'Nothing matches the current search.', error: 'Could not load the data', retry: 'Retry',
  total: '{0} records', selected: '{0} selected', page: 'Page {0} of {1}', prev: 'Previous', next: 'Next',
  pageSize: 'Per page', selectAll: 'Select all', selectRow: 'Select row', rowActions: 'Actions',
  yes: 'Yes', no: 'No', from: 'From', to: 'To', min: 'Min', max: 'Max', all: 'All',
  confirmTitle: 'Please confirm', confirmDelete: 'Delete the selected records?', ok: 'OK', cancel: 'Cancel', save: 'Save', saving: 'Submitting, please wait...',
  edit: 'Edit', close: 'Close', add: 'Add', remove: 'Delete', detail: 'Details',
  saved: 'Saved', addRow: 'Add a row', removeRow: 'Remove this row', noChildren: 'No lines yet',
  draftRestored: 'Restored your unsaved changes from {0}.', discardDraft: 'Discard changes',
  unsavedTitle: 'Unsaved changes', unsavedBody: 'Your changes will be kept as a draft. Close anyway?',
  upload: 'Upload a file', uploading: 'Uploading…', download: 'Download', noFile: 'No file',
  pick: 'Choose', clear: 'Clear', searchPlaceholder: 'Type to search', noMatch: 'No matches',
  preview: 'Preview', source: 'Source', invalid: 'Please check the fields marked in red',
  statistics: 'Statistics', notSet: 'Not set', groupBy: 'Group', count: 'Count', sum: 'Sum', totalRow: 'Total',
  signInTitle: 'Please sign in', signInFirst: 'Sign in above to see this part', chooseRecord: 'Choose a record in the list', account: 'Account', password: 'Password', signIn: 'Sign in', scriptError: 'Page script failed: {0}',
  scriptStrict: 'page "{0}": configuration scripts do not run in strict mode, and "{1}" is not a registered handler',
  notFound: 'No page configuration found', sortAsc: 'ascending', sortDesc: 'descending', chart: 'Chart', table: 'Table',
};

export type TextKey = Key;
export type TextFn = (key: TextKey, ...args: Array<string | number>) => string;

export function pageText(language: string): TextFn {
  const table = language === '011' ? en : zh;
  return (key, ...args) => table[key].replace(/\{(\d+)\}/g, (_, i: string) => String(args[Number(i)] ?? ''));
}
