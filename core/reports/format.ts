/**
 * Report figures and labels as a person reads them, in the UI language: grouped digits in the
 * language's locale (core/i18n `localeOf`), at most two decimals (one in a percentage).
 */
import { EN_US, localeOf, pickLanguage } from '../i18n/index.ts';
import { numberFormat } from '../i18n/numbers.ts';

function reportFormat(language: string, style: 'decimal' | 'percent'): Intl.NumberFormat {
  return numberFormat(localeOf(language), style === 'percent' ? { style, maximumFractionDigits: 1 } : { maximumFractionDigits: 2 });
}

/** Grouped digits in the language's locale, at most two decimals (one in a percentage); '—' for no figure. */
export function formatNumber(value: number | null | undefined, language: string, style: 'decimal' | 'percent' = 'decimal'): string {
  if (value === null || value === undefined || !Number.isFinite(value)) return '—';
  return reportFormat(language, style).format(value);
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
