/**
 * Texts of a config in the language edited: an operation's `label`/`tip`/`confirm` beside their
 * per-language variants (`label.i18n`), a report item's per-language label, a menu node's name
 * (`name` in Chinese, `nameEn` in English) and who saved a version.
 */
import type { Author } from './calls.ts';
import { isObject } from './calls.ts';
import { designerWords } from './words.ts';

/** Labels per language code ({ '010': …, '011': … }). */
export type I18n = Record<string, string>;

/** The default language: its text is also a config's plain key, the fallback without variants. */
const PLAIN_LANGUAGE = '010';

/** The key of a record that holds its name in this language (`name`, or `nameEn` in English). */
export const nameKeyIn = (language: string): 'name' | 'nameEn' => designerWords(language)('nameKey') as 'name' | 'nameEn';

/** Who saved a version, in the language shown (an English name in English, else the name), else the id. */
export function authorName(author: Author | undefined, language: string): string {
  if (!author) return '';
  return author[nameKeyIn(language)] || author.name || author.id || '';
}

/** A menu node's name in the language edited; a node without an English name shows its Chinese one. */
export const menuNameIn = (node: Record<string, unknown>, language: string): string => String(node[nameKeyIn(language)] ?? node.name ?? '');

/** The text of a language-keyed key (`label`, `tip`, `confirm`) in the language edited. */
export function textIn(item: Record<string, unknown>, key: string, language: string): string {
  const keyed = item[`${key}.i18n`] as Record<string, string> | undefined;
  return String(keyed?.[language] ?? item[key] ?? '');
}

/** The item with the text of `key` changed in the language edited only; the plain key holds the zh-CN text. */
export function withText<T extends Record<string, unknown>>(item: T, key: string, language: string, value: string): T {
  const next: Record<string, unknown> = { ...item };
  const keyed = item[`${key}.i18n`] as Record<string, string> | undefined;
  if (keyed) next[`${key}.i18n`] = { ...keyed, [language]: value };
  // The plain key is the zh-CN text (the default language) and the fallback without variants.
  if (!keyed || language === PLAIN_LANGUAGE) next[key] = value;
  if (!value && !keyed) delete next[key];
  return next as T;
}

/** A label in the language shown: per-language labels pick theirs (zh-CN the fallback), a text is itself. */
export function labelIn(label: unknown, language: string): string {
  if (typeof label === 'string') return label;
  if (!isObject(label)) return '';
  return String(label[language] ?? label[PLAIN_LANGUAGE] ?? '');
}

/** The label with the language edited changed; a plain text becomes per-language, keeping its words for the other. */
export function withLabel(label: unknown, language: string, value: string): I18n {
  const old = isObject(label) ? (label as I18n) : typeof label === 'string' ? { '010': label, '011': label } : {};
  return { ...old, [language]: value };
}
