/**
 * Words of the work pages (mine, the launchers, the card list, the sub lists and grids, the login
 * page) in both languages, [zh-CN, en-US] in core's one word table mechanism (`defineWords`,
 * scope `work-text`). Kept beside these pages, which load on demand, so the first load does not
 * carry them. `%s` marks the next argument.
 */
import { defineWords } from '../../../core/i18n/index.ts';
import type { WordLookup } from '../../../core/i18n/index.ts';

const WORDS = {
  mineTitle: ['个人中心', 'My account'],
  profile: ['个人资料', 'Profile'],
  account: ['账号', 'Account'],
  name: ['姓名', 'Name'],
  englishName: ['英文名', 'English name'],
  email: ['电子邮箱', 'Email'],
  department: ['部门', 'Department'],
  rolesTitle: ['我的角色', 'My roles'],
  service: ['服务', 'Service'],
  roles: ['角色', 'Roles'],
  currentService: ['当前服务', 'this service'],
  activeRole: ['当前角色', 'Active role'],
  defaultRole: ['默认', 'Default'],
  useRole: ['切换到此角色', 'Switch to this role'],
  switchingRole: ['正在切换角色…', 'Switching the role…'],
  roleSwitched: ['已切换到角色：%s', 'Switched to the role %s'],
  noRolesHere: ['没有角色', 'No role'],
  preferences: ['偏好设置', 'Preferences'],
  security: ['账号安全', 'Security'],
  launcherEmpty: ['此菜单下没有您可以打开的页面', 'There is no page you may open under this menu'],
  launcherNoMenu: ['没有指定菜单（menuId）', 'No menu is named (menuId)'],
  launcherOpen: ['打开 %s', 'Open %s'],
  launcherBack: ['返回上一级', 'Back to the level above'],
  launcherEntries: ['%s 的入口', 'Entries of %s'],
  opensExternal: ['在新窗口打开', 'opens in a new window'],
  loadMore: ['加载更多', 'Load more'],
  loadingMore: ['正在加载…', 'Loading…'],
  allLoaded: ['已全部加载，共 %s 条', 'All %s loaded'],
  shownOf: ['已显示 %s / %s 条', '%s of %s shown'],
  cardOperations: ['%s 的操作', 'Operations of %s'],
  parentRecord: ['上级记录', 'Parent record'],
  chooseParent: ['请选择上级记录', 'Choose the parent record'],
  // Not the forms' unsavedBody: that one promises a draft, and the sub grid keeps none.
  switchParentBody: [
    '选择其他上级记录将放弃未保存的明细修改，确定继续吗？',
    'Choosing another parent record drops your unsaved changes to the lines. Continue?',
  ],
  noRelation: ['“%s”没有可显示的子表', '"%s" has no child list to show'],
  unknownRelation: ['“%s”没有子表“%s”', '"%s" has no child list "%s"'],
  noParentEntity: ['没有指定上级实体（entity）', 'No parent entity is named (entity)'],
  rowsChanged: ['有未保存的明细修改', 'The lines have unsaved changes'],
  discardRows: ['放弃修改', 'Discard changes'],
  cellInvalid: ['第 %s 行：%s', 'Row %s: %s'],
} as const satisfies Record<string, readonly [string, string]>;

export type WorkWord = keyof typeof WORDS;
export type WorkTextFn = WordLookup<WorkWord>;

const words = defineWords('work-text', WORDS);

export function workText(language: string): WorkTextFn {
  return words(language);
}
