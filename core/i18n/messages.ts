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
  // error.locked (docs/server-contract.md "Workflow"), when a server sends no message of its own
  recordLocked: ['该记录正在审批中，不能修改', 'This record is under approval and cannot be changed'],
  versionVary: [
    '当前应用未独立部署，需要使用最新版本的平台，请联系管理员升级平台或将应用单独部署',
    'This app is not deployed on its own and needs the latest platform version: ask your administrators to upgrade the platform or deploy the app separately',
  ],
  // Spec §8 service worker (logged)
  swOffline: ['未检测到网络连接，应用正以离线模式运行。', 'No internet connection found. App is running in offline mode.'],
  swUpdated: ['有新内容可用，请刷新页面。', 'New content is available; please refresh.'],
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

/**
 * Fills each `%s` with the next argument, as async-validator does; extra `%s` stay visible. A
 * text with a singular and a plural form, `'%s row||%s rows'`, takes the first when its first
 * argument is 1 (English; Chinese words need no plural form).
 */
export function formatMessage(template: string, ...args: unknown[]): string {
  const forms = template.split('||');
  const chosen = forms.length === 2 ? forms[Number(args[0]) === 1 ? 0 : 1]! : template;
  let next = 0;
  return chosen.replace(/%s/g, (match) => (next < args.length ? String(args[next++]) : match));
}

/** A list of names as a sentence of the language writes it: 甲、乙 in Chinese, "A, B" in English. */
export function joinNames(language: string | null | undefined, names: readonly string[]): string {
  return names.join(language === EN_US ? ', ' : '、');
}

export function translate(language: string | null | undefined, key: MessageKey, ...args: unknown[]): string {
  // A key of a concept not loaded yet reads as itself rather than failing.
  return formatMessage(messagesFor(language)[key] ?? key, ...args);
}
