/**
 * Words of the home page in both languages, [zh-CN ('010'), en-US ('011')] as the other label
 * tables; `{n}` marks the n-th argument. Kept beside the page, which loads on demand.
 */
const WORDS = {
  homeTitle: ['首页', 'Home'],
  greeting: ['您好，{0}', 'Hello, {0}'],
  roleLine: ['当前角色：{0}', 'Working as {0}'],
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
  failed: ['加载失败：{0}', 'Loading failed: {0}'],
  retry: ['重试', 'Retry'],
  opensExternal: ['在新窗口打开', 'opens in a new window'],
} as const satisfies Record<string, readonly [string, string]>;

export type HomeWord = keyof typeof WORDS;
export type HomeTextFn = (key: HomeWord, ...args: unknown[]) => string;

export function homeText(language: string): HomeTextFn {
  return (key, ...args) => {
    const pair = WORDS[key];
    return (language === '011' ? pair[1] : pair[0]).replace(/\{(\d+)\}/g, (match, index: string) =>
      Number(index) < args.length ? String(args[Number(index)]) : match,
    );
  };
}
