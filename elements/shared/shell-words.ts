import { defineWords, translate } from '../../core/i18n/index.ts';
import type { MessageKey } from '../../core/i18n/index.ts';

/**
 * Shell labels that core's catalogue does not hold, as [zh-CN, en-US] like the catalogue.
 * Kept beside the elements because only the shell draws them.
 */
const SHELL_LABELS = {
  appTitle: ['业务应用', 'Business apps'],
  productName: ['业务应用平台', 'Business App Platform'],
  /** The app configuration's field holding its name in this language (the English one may be missing: NAME then). */
  appNameField: ['NAME', 'NAME_EN'],
  loginTitle: ['登录', 'Sign in'],
  hallLoginTitle: ['服务大厅登录', 'Service hall sign-in'],
  localLoginTitle: ['本地登录', 'Local sign-in'],
  loggingIn: ['正在登录...', 'Signing in...'],
  showPassword: ['显示密码', 'Show password'],
  hidePassword: ['隐藏密码', 'Hide password'],
  accountRequired: ['请输入账号', 'Please enter your account'],
  passwordRequired: ['请输入密码', 'Please enter your password'],
  signedInAs: [
    '当前登录用户：%s。在此登录其他账号将切换用户，并关闭当前打开的页面',
    'Signed in as %s. Signing in with another account switches the user and closes the open pages',
  ],
  roleSelectHint: ['您在此应用中有多个角色，请选择本次使用的角色', 'You hold several roles in this app: choose the one to work with'],
  noRoles: ['您在此应用中没有角色，请联系管理员', 'You hold no role in this app: ask your administrator'],
  changeRole: ['切换角色', 'Change role'],
  currentRole: ['当前角色', 'Current role'],
  userMenu: ['用户菜单', 'User menu'],
  toggleMenu: ['展开/收起菜单', 'Show or hide the menu'],
  mainMenu: ['主菜单', 'Main menu'],
  openTabs: ['已打开的页面', 'Open pages'],
  closeTab: ['关闭 %s', 'Close %s'],
  editThisPage: ['编辑此页面', 'Edit this page'],
  tabKeysHint: ['左右方向键切换页面，Delete 键关闭页面', 'Left and right arrows move between pages; Delete closes a page'],
  unknownPage: ['未注册的页面类型：%s', 'No page is registered for "%s"'],
  pageFailed: ['页面出错：%s', 'The page failed: %s'],
  emptyWorkspace: ['从左侧菜单打开一个页面', 'Open a page from the menu'],
  errorTitle: ['无法打开应用', 'The app could not be opened'],
  errorText: ['应用配置加载失败，请稍后重试。', 'Loading the app configuration failed. Please try again.'],
  goHome: ['返回首页', 'Go to the start page'],
  notFoundTitle: ['页面不存在', 'Page not found'],
  notFoundText: ['地址 %s 没有对应的页面，请检查地址是否正确。', 'There is no page at the address %s. Check that it is right.'],
  noAccessTitle: ['没有访问权限', 'No access'],
  noAccessConfig: ['可视化配置需要系统管理员角色（SYSTEM），您没有该角色。', 'The visual configuration needs the system role (SYSTEM), which you do not hold.'],
  addressTabMissing: ['地址中的页面 %s 无法打开', 'The page %s named in the address cannot be opened'],
  helpTitle: ['帮助', 'Help'],
  notices: ['通知', 'Notices'],
  passwordsDiffer: ['两次输入的新密码不一致', 'The new passwords differ'],
  setPasswordTitle: ['设置新密码', 'Set a new password'],
  setPasswordHint: [
    '您的密码由管理员设置，请先设置新密码（至少 6 个字符）再继续',
    'An administrator set your password: choose a new one (at least 6 characters) to go on',
  ],
  setPasswordSubmit: ['保存并继续', 'Save and continue'],
  repeatPassword: ['确认新密码', 'Repeat the new password'],
  themeNames: ['浅色,默认,清爽,深色,科技', 'Light,Default,Cool,Dark,Technology'],
  newWindowOpened: ['已在新窗口打开', 'Opened in a new window'],
  linkedServices: ['关联服务', 'Linked services'],
  opensInNewWindow: ['在新窗口打开', 'opens in a new window'],
  mobileBar: ['常用模块', 'Favourite modules'],
  menuEmpty: ['没有可用的菜单', 'No menu is available'],
  dialog: ['对话框', 'Dialog'],
  logoutDrafts: ['您有 %s 份未保存的草稿，退出后将被删除。确定退出吗？', 'You have %s unsaved drafts; logging out deletes them. Log out?'],
  logoutDraft: ['您有 %s 份未保存的草稿，退出后将被删除。确定退出吗？', 'You have %s unsaved draft; logging out deletes it. Log out?'],
  windowNoModule: ['地址中没有指定模块', 'The address names no module'],
  windowModuleMissing: ['找不到模块 %s', 'Module %s was not found'],
  pdfDocument: ['PDF 文档', 'PDF document'],
  pdfToolbar: ['PDF 工具栏', 'PDF toolbar'],
  pdfPage: ['第 %s 页', 'Page %s'],
  pdfPageCount: ['%s / %s 页', 'Page %s of %s'],
  pdfZoomIn: ['放大', 'Zoom in'],
  pdfZoomOut: ['缩小', 'Zoom out'],
  pdfFitWidth: ['适合宽度', 'Fit to width'],
  pdfFitPage: ['适合页面', 'Fit page'],
  pdfRotate: ['旋转', 'Rotate'],
  pdfPrint: ['打印', 'Print'],
  pdfLoading: ['正在加载 PDF...', 'Loading the PDF...'],
  pdfPreparingPrint: ['正在准备打印...', 'Preparing to print...'],
  pdfFailedTitle: ['无法显示 PDF', 'The PDF cannot be shown'],
  pdfNoSource: ['未指定 PDF 文件', 'No PDF file was given'],
  pdfHttpError: ['文件加载失败：%s', 'The file could not be loaded: %s'],
  pdfNetworkError: ['无法连接到 %s', 'Could not reach %s'],
  pdfNotPdf: ['该文件不是 PDF 文档', 'The file is not a PDF document'],
  pdfLoadError: ['PDF 文件已损坏或无法读取：%s', 'The PDF is damaged or cannot be read: %s'],
  pdfRenderError: ['第 %s 页无法显示', 'Page %s cannot be shown'],
  pdfLoadTimeout: ['PDF 查看器加载超时（120 秒），请检查网络后重试', 'The PDF viewer did not load within 120 seconds: check the connection and retry'],
  pdfRetry: ['重试', 'Retry'],
  pdfPrintError: ['打印准备失败：%s', 'Printing could not be prepared: %s'],
} as const satisfies Record<string, readonly [string, string]>;

export type ShellLabel = keyof typeof SHELL_LABELS;

const shellWords = defineWords('shell', SHELL_LABELS);

/** A shell label (or a core catalogue message) in `language`, with its `%s` filled in order. */
export function shellLabel(language: string, key: ShellLabel | MessageKey, ...args: unknown[]): string {
  return key in SHELL_LABELS ? shellWords(language)(key as ShellLabel, ...args) : translate(language, key as MessageKey, ...args);
}
