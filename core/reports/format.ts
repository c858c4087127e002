/**
 * Report figures and labels as a person reads them, in the UI language: grouped digits in the
 * language's locale (core/i18n `localeOf`), at most two decimals (one in a percentage).
 */
import { EN_US, localeOf, pickLanguage } from '../i18n/index.ts';

/** The Intl formats made so far, by locale and style: they hold no state of a page. */
const formats = new Map<string, Intl.NumberFormat>();

function numberFormat(language: string, style: 'decimal' | 'percent'): Intl.NumberFormat {
  const locale = localeOf(language);
  const key = `${locale} ${style}`;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(locale, style === 'percent' ? { style, maximumFractionDigits: 1 } : { maximumFractionDigits: 2 });
    formats.set(key, format);
  }
  return format;
}

/** Grouped digits in the language's locale, at most two decimals (one in a percentage); '—' for no figure. */
export function formatNumber(value: number | null | undefined, language: string, style: 'decimal' | 'percent' = 'decimal'): string {
  if (value === null || value === undefined || !Number.isFinite(value)) return '—';
  return numberFormat(language, style).format(value);
}

/** A figure of a report's table or chart: grouped digits, at most two decimals. */
export function formatFigure(value: number | null | undefined, language: string): string {
  return formatNumber(value, language);
}

/** A server label `{ '010': zh, '011': en }` (or a plain string) in the language; else `fallback`. */
export function labelIn(label: unknown, language: string, fallback = ''): string {
  if (typeof label === 'string') return label || fallback;
  if (label && typeof label === 'object') {
    const labels = label as Record<string, unknown>;
    const value = labels[language] ?? labels['010'] ?? Object.values(labels).find((v) => typeof v === 'string');
    if (typeof value === 'string' && value) return value;
  }
  return fallback;
}

/** A report owner's name in the language: the English name in English when it has one. */
export function ownerName(owner: { name?: string; nameEn?: string }, language: string): string {
  return pickLanguage({ [EN_US]: owner.nameEn }, language) ?? owner.name ?? '';
}
