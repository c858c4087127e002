import { messagesFor, translate, EN_US, ZH_CN } from '../i18n/messages.ts';
import type { MessageKey } from '../i18n/messages.ts';

/**
 * The texts the request layer shows, by their request-layer key. The texts themselves live in
 * the i18n catalogue (core/i18n/messages.ts), the one source of truth; language '011' picks
 * English, anything else Chinese (spec §9).
 */
const CATALOGUE_KEYS = {
  'http.success': 'success',
  'http.failure': 'failure',
  'http.loginExpired': 'loginExpired',
  'http.timeout': 'timeout',
  'http.versionVary': 'versionVary',
  'http.unexpectedReply': 'unexpectedReply',
  'http.locked': 'recordLocked',
  'http.queryTimeout': 'queryTimeout',
} as const satisfies Record<string, MessageKey>;

export type HttpMessageKey = keyof typeof CATALOGUE_KEYS;

const KEYS = Object.keys(CATALOGUE_KEYS) as HttpMessageKey[];

/** Each request-layer text as [zh-CN, en-US], read from the catalogue. */
export const httpMessages = /* @__PURE__ */ Object.freeze(
  Object.fromEntries(KEYS.map((key) => [key, [messagesFor(ZH_CN)[CATALOGUE_KEYS[key]], messagesFor(EN_US)[CATALOGUE_KEYS[key]]] as const])),
) as Readonly<Record<HttpMessageKey, readonly [string, string]>>;

export function httpMessage(language: string, key: HttpMessageKey): string {
  return translate(language, CATALOGUE_KEYS[key]);
}
