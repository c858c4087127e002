// What the three host pages (plain HTML, React, Vue) have in common: the customer pages they
// embed, the host's own words in both languages, how a received event is summed up, and the
// bridge to the session the elements share (window.frame.core, DESIGN §3). Plain JavaScript, so
// the plain page loads it as it is; the React and Vue hosts bundle it.

/** Ids are attributes of the elements. */
export const CUSTOMERS = {
  client: 'demo',
  system: 'crm',
  entity: 'CUSTOMER',
  listPage: 'page-customer-list',
  addPage: 'page-customer-add',
  editPage: 'page-customer-edit',
  detailPage: 'page-customer-detail',
};

/** Objects are properties: the list's config override (merged over the server's page config). */
export const LIST_CONFIG = { pageSize: 10 };

/** The customer levels of the demo (code list CUSTOMER_LEVEL), for the host's own filter. */
export const LEVELS = ['A', 'B', 'C', 'D'];
const LEVEL_LABELS = {
  '010': { A: '重点客户', B: '普通客户', C: '潜在客户', D: '流失客户' },
  '011': { A: 'Key account', B: 'Regular', C: 'Prospect', D: 'Lost' },
};

/** A level's label in a language code; '' is every level. */
export function levelLabel(code, language) {
  return code ? ((LEVEL_LABELS[language] ?? LEVEL_LABELS['010'])[code] ?? code) : hostWords(language)('allLevels');
}

/** The list's `query` property: a condition list (spec §5) that filters the list for good. */
export function levelQuery(level) {
  return level ? { conditions: [{ field: 'LEVEL', mode: 'equal', value: level }] } : {};
}

/** The form's `values` property for a new customer: the host decides the defaults. */
export function newCustomerValues() {
  return { LEVEL: 'C', ACTIVE: '1' };
}

/** Every event the host listens to (docs/elements.md, DESIGN §3). */
export const HOST_EVENTS = ['row-open', 'selection-change', 'action-request', 'action-done', 'form-submit', 'form-saved', 'form-cancel'];

const WORDS = {
  '010': {
    plain: '纯 HTML 宿主页',
    react: 'React 宿主页',
    vue: 'Vue 3 宿主页',
    intro: '宿主页以属性传入编号，以 property 传入对象，并监听元素的事件。页面上的元素共用一次登录。',
    otherHosts: '其他宿主页',
    shell: '完整应用',
    docs: '元素文档',
    level: '客户等级',
    allLevels: '全部',
    newCustomer: '新建客户',
    language: 'English',
    events: '收到的事件',
    noEvents: '还没有收到事件。',
    selection: '已选 %s 条',
    signedInAs: '当前用户：%s',
    signedOut: '未登录',
    signOut: '退出登录',
    noCore: '元素脚本没有加载（window.frame 不存在），请先运行 npm run build。',
  },
  '011': {
    plain: 'Plain HTML host',
    react: 'React host',
    vue: 'Vue 3 host',
    intro: 'The host passes ids as attributes and objects as properties, and listens to the elements\u2019 events. The elements of the page share one sign-in.',
    otherHosts: 'Other hosts',
    shell: 'Full app',
    docs: 'Element docs',
    level: 'Customer level',
    allLevels: 'All',
    newCustomer: 'New customer',
    language: '中文',
    events: 'Events received',
    noEvents: 'No event received yet.',
    selection: '%s selected',
    signedInAs: 'Signed in as %s',
    signedOut: 'Not signed in',
    signOut: 'Sign out',
    noCore: 'The elements\u2019 script did not load (no window.frame): run npm run build first.',
  },
};

/** The host's words in a language code ('010' zh-CN, the default, or '011' en-US). */
export function hostWords(language) {
  const words = WORDS[language] ?? WORDS['010'];
  return (key, ...args) => args.reduce((text, arg) => text.replace('%s', String(arg)), words[key] ?? key);
}

/** The links every host shows to the others (paths of the demo server). */
export const HOST_LINKS = [
  { key: 'plain', href: '/hosts/plain.html' },
  { key: 'react', href: '/hosts/react.html' },
  { key: 'vue', href: '/hosts/vue.html' },
  { key: 'shell', href: '/index.html' },
  { key: 'docs', href: '/element-docs.html' },
];

const keysOf = (detail) => (Array.isArray(detail?.keys) ? detail.keys : []);

/** One line for what an event carried: enough to see that the detail arrived. */
export function summarize(event) {
  const detail = event.detail ?? {};
  switch (event.type) {
    case 'row-open':
      return `${detail.kind ?? ''} ${detail.key ?? ''}`.trim();
    case 'selection-change':
      return `${keysOf(detail).length}: ${keysOf(detail).join(', ')}`;
    case 'action-request':
    case 'action-done':
      return `${detail.operate ?? ''} ${keysOf(detail).join(', ')}`.trim();
    case 'form-submit':
      return String(detail.state ?? '');
    case 'form-saved':
      return `${detail.state ?? ''} ${detail.id ?? ''}`.trim();
    case 'form-cancel':
      return `${detail.state ?? ''} ${detail.recordId ?? ''}`.trim();
    default:
      return '';
  }
}

let received = 0;

/** A log entry for an event, newest first in the host's list; at most `limit` are kept. */
export function logEvent(log, event, limit = 30) {
  received += 1;
  return [{ id: received, name: event.type, summary: summarize(event) }, ...log].slice(0, limit);
}

/**
 * The session and language the elements share, through the global frame object the elements
 * expose. `null` when the elements' script has not run (the host says so instead of failing).
 */
export function sharedSession(target = window) {
  const core = target.frame?.core;
  if (!core?.state?.$user || !core.i18n) return null;
  return {
    /** Calls `listener(user)` now and on every change; returns the unsubscribe function. */
    onUser: (listener) => core.state.$user.subscribe(listener),
    onLanguage: (listener) => core.i18n.$language.subscribe(listener),
    setLanguage: (code) => core.i18n.setLanguage(code),
    signOut: () => core.session.logout(),
  };
}

/** The other language of the two. */
export const otherLanguage = (language) => (language === '011' ? '010' : '011');
