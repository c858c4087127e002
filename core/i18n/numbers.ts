/**
 * Number formats in a locale, made once per locale and options: `toLocaleString` with options
 * builds a formatter per call, which the 100,000-row list and the report tables cannot afford.
 * The formats hold no state of a page or an instance.
 */
const formats = new Map<string, Intl.NumberFormat>();

export function numberFormat(locale: string, options: Intl.NumberFormatOptions = {}): Intl.NumberFormat {
  const key = `${locale} ${JSON.stringify(options)}`;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(locale, options);
    formats.set(key, format);
  }
  return format;
}
