/**
 * The message catalogue: every message the spec quotes (Chinese originals exactly as written in
 * the spec) and the labels the shell draws, each as [zh-CN ('010'), en-US ('011')]. One tuple per
 * key means a message cannot exist in one language only: the type checker refuses it.
 * `%s` marks an argument, filled in order by `formatMessage`.
 */
import type { PageMessageKey } from './page-messages.ts';
import type { ValidationKey } from './validation-messages.ts';

const CATALOGUE = {
  // Spec §8 defaults
  success: ['处理成功', 'Processed successfully'],
  failure: ['处理失败', 'Processing failed'],
  submitting: ['正在提交，请稍后...', 'Submitting, please wait...'],
  operating: ['正在操作,请稍后...', 'Working, please wait...'],
  loginExpired: ['登录已过期，请重新登录', 'Login expired, please log in again'],
  timeout: ['请求超时，请稍后重试', 'The request timed out, please try again later'],
  versionVary: [
    '当前应用未独立部署，需要使用最新版本的平台，请联系管理员升级平台或将应用单独部署',
    'This app is not deployed on its own and needs the latest platform version: ask your administrators to upgrade the platform or deploy the app separately',
  ],
  // Spec §8 service worker (logged)
  swOffline: ['未检测到网络连接，应用正以离线模式运行。', 'No internet connection found. App is running in offline mode.'],
  swUpdated: ['有新内容可用，请刷新页面。', 'New content is available; please refresh.'],
  // Shell labels
  login: ['登录', 'Log in'],
  logout: ['退出登录', 'Log out'],
  account: ['账号', 'Account'],
  password: ['密码', 'Password'],
  roleSelect: ['选择角色', 'Select a role'],
  save: ['保存', 'Save'],
  cancel: ['取消', 'Cancel'],
  search: ['查询', 'Search'],
  reset: ['重置', 'Reset'],
  add: ['新增', 'Add'],
  edit: ['编辑', 'Edit'],
  delete: ['删除', 'Delete'],
  detail: ['详情', 'Detail'],
  confirm: ['确定', 'Confirm'],
  close: ['关闭', 'Close'],
  closeOthers: ['关闭其他', 'Close others'],
  closeAll: ['关闭全部', 'Close all'],
  refresh: ['刷新', 'Refresh'],
  back: ['返回', 'Back'],
  submit: ['提交', 'Submit'],
  export: ['导出', 'Export'],
  import: ['导入', 'Import'],
  download: ['下载', 'Download'],
  upload: ['上传', 'Upload'],
  print: ['打印', 'Print'],
  more: ['更多', 'More'],
  yes: ['是', 'Yes'],
  no: ['否', 'No'],
  theme: ['主题', 'Theme'],
  language: ['语言', 'Language'],
  changePassword: ['修改密码', 'Change password'],
  oldPassword: ['原密码', 'Old password'],
  newPassword: ['新密码', 'New password'],
  noData: ['暂无数据', 'No data'],
  loading: ['加载中...', 'Loading...'],
  error: ['出错了', 'Something went wrong'],
  pageNotFound: ['页面不存在', 'Page not found'],
  draftRestored: ['已恢复未保存的草稿', 'An unsaved draft was restored'],
  unsavedChanges: ['有未保存的修改，确定离开吗？', 'You have unsaved changes. Leave anyway?'],
  confirmDelete: ['确定删除选中的记录吗？', 'Delete the selected records?'],
  total: ['共 %s 条', '%s in total'],
  pleaseSelect: ['请选择', 'Please select'],
  pleaseInput: ['请输入', 'Please enter'],
  menu: ['菜单', 'Menu'],
  home: ['首页', 'Home'],
  help: ['帮助', 'Help'],
  retry: ['重试', 'Retry'],
  zoomIn: ['放大', 'Zoom in'],
  zoomOut: ['缩小', 'Zoom out'],
  rotate: ['旋转', 'Rotate'],
  'language.010': ['简体中文', '简体中文'],
  'language.011': ['English', 'English'],
  // Replies and start-up (core/http, app-shell)
  unexpectedReply: ['服务器返回了无法识别的内容', 'The server answered in an unexpected format'],
  // A server's error.timeout: a query past its budget (docs/server-contract.md "Cost budgets")
  queryTimeout: ['查询超时，请缩小查询条件后重试', 'The query took too long: narrow it and try again'],
  'startup.stalled': ['服务器长时间没有响应（%s）', 'The server has not answered for a long time (%s)'],
  'startup.stalledHint': [
    '可以继续等待，或重试。请求本身仍在等待服务器的回复。',
    'You can keep waiting or retry. The request itself is still waiting for the server.',
  ],
  'startup.retry': ['重试', 'Retry'],
  'bundles.loading': ['正在加载业务页面...', 'Loading the business pages...'],
} as const satisfies Record<string, readonly [string, string]>;

/** The catalogue's keys, and those the page concepts register when they load (page-messages.ts, the validator's set). */
export type MessageKey = keyof typeof CATALOGUE | PageMessageKey | ValidationKey;
export type Messages = Readonly<Record<MessageKey, string>>;

/** Language codes of DESIGN §4: '010' zh-CN (default), '011' en-US; any other code is zh-CN. */
export const ZH_CN = '010';
export const EN_US = '011';

const ZH_MESSAGES = {} as Record<MessageKey, string>;
const EN_MESSAGES = {} as Record<MessageKey, string>;
const KEYS: MessageKey[] = [];

/** Every key known so far (the catalogue's, then those registered by concepts as they load). */
export const MESSAGE_KEYS: readonly MessageKey[] = KEYS;

/** Adds messages to the catalogue (each key after `scope`); a concept that loads later brings its own. */
export function registerMessages(entries: Readonly<Record<string, readonly [string, string]>>, scope = ''): void {
  for (const [name, [zh, en]] of Object.entries(entries)) {
    const key = scope + name;
    if (!(key in ZH_MESSAGES)) KEYS.push(key as MessageKey);
    ZH_MESSAGES[key as MessageKey] = zh;
    EN_MESSAGES[key as MessageKey] = en;
  }
}

registerMessages(CATALOGUE);

export function messagesFor(language: string | null | undefined): Messages {
  return language === EN_US ? EN_MESSAGES : ZH_MESSAGES;
}

/** Fills each `%s` with the next argument, as async-validator does; extra `%s` stay visible. */
export function formatMessage(template: string, ...args: unknown[]): string {
  let next = 0;
  return template.replace(/%s/g, (match) => (next < args.length ? String(args[next++]) : match));
}

export function translate(language: string | null | undefined, key: MessageKey, ...args: unknown[]): string {
  // A key of a concept not loaded yet reads as itself rather than failing.
  return formatMessage(messagesFor(language)[key] ?? key, ...args);
}
