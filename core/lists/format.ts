/** Numbers as list cells and detail fields show them, one `Intl.NumberFormat` per locale and precision. */

/** Made once per locale and precision: `toLocaleString` with options builds a formatter per call. */
const numberFormats = new Map<string, Intl.NumberFormat>();

/** A number in a locale (`zh-CN`, `en-US`), with exactly `digits` decimals when given; what is not a number comes back as text. */
export function formatNumber(value: unknown, locale: string, digits?: number): string {
  const n = Number(value);
  if (!Number.isFinite(n)) return String(value);
  const key = `${locale} ${digits ?? ''}`;
  let format = numberFormats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(locale, digits === undefined ? {} : { minimumFractionDigits: digits, maximumFractionDigits: digits });
    numberFormats.set(key, format);
  }
  return format.format(n);
}
