/**
 * The texts the request layer shows. They live in one table, keyed like catalogue entries, so
 * that they can move to the i18n catalogue (core/i18n) without touching the callers.
 * Each entry is [zh-CN, en-US]; language '011' picks English, anything else Chinese (spec §9).
 */
export const httpMessages = {
  'http.success': ['处理成功', 'Processed successfully'],
  'http.failure': ['处理失败', 'Processing failed'],
  'http.loginExpired': ['登录已过期，请重新登录', 'Login expired, please log in again'],
  'http.timeout': ['请求超时，请稍后重试', 'The request timed out, please try again later'],
  'http.versionVary': [
    '当前应用未独立部署，需要使用最新版本的平台，请联系管理员升级平台或将应用单独部署',
    'This app is not deployed on its own and needs the latest platform version: ask your administrators to upgrade the platform or deploy the app separately',
  ],
} as const satisfies Record<string, readonly [string, string]>;

export type HttpMessageKey = keyof typeof httpMessages;

export const ENGLISH = '011';

export function httpMessage(language: string, key: HttpMessageKey): string {
  const [zh, en] = httpMessages[key];
  return language === ENGLISH ? en : zh;
}
