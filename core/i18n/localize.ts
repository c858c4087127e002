/**
 * Language-keyed configuration (spec §3, §9): an item may carry `title.i18n: { '010': '客户',
 * '011': 'Customer' }` beside `title`, and attributes carry `labels` maps beside `label`.
 * Converting picks the current language's text into the plain key, to a nesting depth of 2
 * (the object itself and the objects directly inside it; arrays do not count as a level).
 * The source is never changed: configs are shared through caches.
 */
export const LOCALIZE_DEPTH = 2;

const I18N_SUFFIX = '.i18n';

function isRecord(value: unknown): value is Record<string, unknown> {
  return value !== null && typeof value === 'object' && !Array.isArray(value);
}

/** The text for `language` in a language map, when there is a non-empty one. */
export function pickLanguage(map: unknown, language: string): string | undefined {
  if (!isRecord(map)) return undefined;
  const value = map[language];
  return typeof value === 'string' && value !== '' ? value : undefined;
}

function localizeObject(source: Record<string, unknown>, language: string, depth: number): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const key of Object.keys(source)) {
    if (key === '__proto__') continue;
    out[key] = localizeValue(source[key], language, depth - 1);
  }
  // A second pass, so that `title.i18n` wins whatever the key order of the source.
  for (const key of Object.keys(source)) {
    const base = key.endsWith(I18N_SUFFIX) ? key.slice(0, -I18N_SUFFIX.length) : key === 'labels' ? 'label' : undefined;
    if (!base || base === '__proto__') continue;
    const text = pickLanguage(source[key], language);
    if (text !== undefined) out[base] = text;
  }
  return out;
}

function localizeValue(value: unknown, language: string, depth: number): unknown {
  if (depth <= 0) return value;
  if (Array.isArray(value)) return value.map((item) => localizeValue(item, language, depth));
  if (isRecord(value)) return localizeObject(value, language, depth);
  return value;
}

export function localizeConfig<T>(value: T, language: string, depth = LOCALIZE_DEPTH): T {
  return localizeValue(value, language, depth) as T;
}

/** The label of an attribute-like object in `language`: its `labels` map, else `label`, else `name`. */
export function labelOf(item: { label?: string; labels?: Record<string, string>; name?: string } | null | undefined, language: string): string {
  if (!item) return '';
  return pickLanguage(item.labels, language) ?? item.label ?? item.name ?? '';
}
