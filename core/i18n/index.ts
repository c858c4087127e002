import { computed } from 'nanostores';
import type { ReadableAtom } from 'nanostores';
import type { PlatformContext } from '../instance/context.ts';
import { createLanguageChoice, defaultClientCode } from './choice.ts';
import { localeOf } from './language.ts';
import type { LocaleName } from './language.ts';
import { labelOf, localizeConfig } from './localize.ts';
import { formatMessage, messagesFor } from './messages.ts';
import type { MessageKey, Messages } from './messages.ts';

export interface I18nDeps {
  /** The current client code (`http.codes().client`); default: route, app config, client config, settings, 'frame'. */
  clientCode?: () => string;
}

export interface I18n {
  /** Language code: '010' zh-CN, '011' en-US (the shared `state.$language`). */
  $language: ReadableAtom<string>;
  $locale: ReadableAtom<LocaleName>;
  /** Every message in the current language; labels read from it update live on a switch. */
  $messages: ReadableAtom<Messages>;
  /** A message in the current language with `%s` filled in order. */
  t(key: MessageKey, ...args: unknown[]): string;
  /** Stores the language for the client and switches every store-driven label, without reload. */
  setLanguage(code: string): void;
  /** Re-reads stored language, user and client default (after login or a client switch). */
  syncLanguage(): string;
  /** Language-keyed config (`x.i18n`, `labels`) → texts of the current language, depth 2. */
  localize<T>(value: T, depth?: number): T;
  /** A store of `localize($source)` that follows both the source and the language. */
  localized<T>($source: ReadableAtom<T>, depth?: number): ReadableAtom<T>;
  /** An attribute's label in the current language. */
  label(item: { label?: string; labels?: Record<string, string>; name?: string } | null | undefined): string;
  /** Stops following the user and client config. */
  destroy(): void;
}

export function createI18n(context: PlatformContext, deps: I18nDeps = {}): I18n {
  const $language = context.state.$language;
  const clientCode = deps.clientCode ?? (() => defaultClientCode(context));
  const $locale = computed($language, localeOf);
  const $messages = computed($language, messagesFor);

  const choice = createLanguageChoice(context, clientCode);

  return {
    $language,
    $locale,
    $messages,
    t: (key, ...args) => formatMessage($messages.get()[key], ...args),
    setLanguage: choice.setLanguage,
    syncLanguage: choice.syncLanguage,
    localize: (value, depth) => localizeConfig(value, $language.get(), depth),
    localized: ($source, depth) => computed([$source, $language], (value, language) => localizeConfig(value, language, depth)),
    label: (item) => labelOf(item, $language.get()),
    destroy: choice.stop,
  };
}

export { DEFAULT_LANGUAGE, languageKey, localeOf, resolveLanguage } from './language.ts';
export { EN_US, MESSAGE_KEYS, ZH_CN, formatMessage, joinNames, messagesFor, registerMessages, translate } from './messages.ts';
export { defineWords } from './words.ts';
export type { WordLookup, WordTable, Words } from './words.ts';
export { LOCALIZE_DEPTH, labelOf, localizeConfig, pickLanguage } from './localize.ts';
export { applyDateLocale, dayjsLocaleOf } from './dates.ts';
export type { DateLocale } from './dates.ts';
export type { LanguageSources, LocaleName } from './language.ts';
export type { MessageKey, Messages } from './messages.ts';
