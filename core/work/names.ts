/**
 * How the work pages name what the workflow and organisation calls give: a label of the calls
 * (`{ '010': zh, '011': en }` or text) and a person, in the UI language.
 */
import { localeOf } from '../i18n/index.ts';
import type { I18nLabel, OrgDept } from './types.ts';

const english = (language: string | null | undefined): boolean => localeOf(language) === 'en-US';

/** A label of the calls in the UI language (then Chinese, then any text it has), else `fallback`. */
export function i18nText(value: I18nLabel | null | undefined | unknown, language: string, fallback = ''): string {
  if (typeof value === 'string') return value;
  if (!value || typeof value !== 'object') return fallback;
  const labels = value as Record<string, unknown>;
  const picked = labels[language] ?? labels['010'] ?? Object.values(labels)[0];
  return typeof picked === 'string' && picked ? picked : fallback;
}

/** A person by name in the UI language: the English name in en-US, the name otherwise; else the id. */
export function personName(user: { name?: string; nameEn?: string; id?: string } | null | undefined, language: string): string {
  if (!user) return '';
  return (english(language) ? user.nameEn || user.name : user.name || user.nameEn) || user.id || '';
}

/** A person's whole name on their card: "名字 / English name" in Chinese, the English name in en-US. */
export function personFullName(user: { name?: string; nameEn?: string; id?: string }, language: string): string {
  return english(language) ? personName(user, language) : [user.name, user.nameEn].filter(Boolean).join(' / ');
}

/** The name of a department of the tree in the UI language, searched depth-first; undefined when it is not there. */
export function departmentName(tree: readonly OrgDept[], id: string, language: string): string | undefined {
  for (const dept of tree) {
    if (dept.id === id) return i18nText(dept.name, language) || undefined;
    const found = departmentName(dept.children, id, language);
    if (found) return found;
  }
  return undefined;
}
