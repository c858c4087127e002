/**
 * Words of the home page in both languages, [zh-CN, en-US] in core's one word table mechanism
 * (`defineWords`, scope `home`); `%s` marks the next argument. Kept beside the page, which loads
 * on demand.
 */
import { defineWords } from '../../../core/i18n/index.ts';
import type { WordLookup } from '../../../core/i18n/index.ts';

const WORDS = {
  homeTitle: ['首页', 'Home'],
  greeting: ['您好，%s', 'Hello, %s'],
  roleLine: ['当前角色：%s', 'Working as %s'],
  shortcuts: ['快捷入口', 'Shortcuts'],
  shortcutsFavourite: ['常用模块', 'Your favourite modules'],
  shortcutsMenu: ['菜单中的页面', 'Pages of your menu'],
  noShortcuts: ['您的角色没有可以打开的页面', 'Your role has no page to open'],
  notices: ['通知公告', 'Notices'],
  noNotices: ['暂无通知', 'No notices'],
  work: ['我的工作', 'My work'],
  waiting: ['待我审批', 'Waiting for me'],
  started: ['我发起的', 'Started by me'],
  done: ['我已处理', 'Done by me'],
  openApprovals: ['打开审批中心', 'Open the approvals'],
  loading: ['正在加载...', 'Loading...'],
  failed: ['加载失败：%s', 'Loading failed: %s'],
  retry: ['重试', 'Retry'],
  opensExternal: ['在新窗口打开', 'opens in a new window'],
} as const satisfies Record<string, readonly [string, string]>;

export type HomeWord = keyof typeof WORDS;
export type HomeTextFn = WordLookup<HomeWord>;

const words = defineWords('home', WORDS);

export function homeText(language: string): HomeTextFn {
  return words(language);
}
