/** Numbers as list cells and detail fields show them. */
import { numberFormat } from '../i18n/numbers.ts';

/** A number in a locale (`zh-CN`, `en-US`), with exactly `digits` decimals when given; what is not a number comes back as text. */
export function formatCellNumber(value: unknown, locale: string, digits?: number): string {
  const n = Number(value);
  if (!Number.isFinite(n)) return String(value);
  return numberFormat(locale, digits === undefined ? {} : { minimumFractionDigits: digits, maximumFractionDigits: digits }).format(n);
}
