import { EN_US, ZH_CN } from './messages.ts';

/** Spec §9: the language is stored per client as `{clientCode}-language`. */
export const languageKey = (clientCode: string): string => `${clientCode}-language`;

export const DEFAULT_LANGUAGE = ZH_CN;

export type LocaleName = 'zh-CN' | 'en-US';

/** '011' selects en-US; every other code the default zh-CN (spec §9). */
export function localeOf(language: string | null | undefined): LocaleName {
  return language === EN_US ? 'en-US' : 'zh-CN';
}

export interface LanguageSources {
  stored?: string | null;
  userLanguage?: unknown;
  clientDefault?: unknown;
  /** The app config's LANGUAGE_DEFAULT (spec §3): only when the client configuration has none. */
  appDefault?: unknown;
}

function code(value: unknown): string | undefined {
  if (typeof value === 'number') return String(value).padStart(3, '0');
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined;
}

/**
 * Spec §4: the stored language, then the user's LANGUAGE, then the client's DEFAULT_LANGUAGE;
 * the app's LANGUAGE_DEFAULT (§3) only when the client has none; then 010 (§9).
 */
export function resolveLanguage(sources: LanguageSources): string {
  return code(sources.stored) ?? code(sources.userLanguage) ?? code(sources.clientDefault) ?? code(sources.appDefault) ?? DEFAULT_LANGUAGE;
}
