/**
 * Tolerant readers for server replies: the server sends numbers as strings and flags as "1"/"0"
 * in places, older servers send numbers where strings are expected. Each reader accepts the
 * reasonable forms and reports the rest as missing, so callers decide what is malformed.
 */
export type RawRecord = Record<string, unknown>;

export function isRecord(value: unknown): value is RawRecord {
  return value !== null && typeof value === 'object' && !Array.isArray(value);
}

export function text(value: unknown, fallback = ''): string {
  if (typeof value === 'string') return value;
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  return fallback;
}

export function optionalText(value: unknown): string | undefined {
  const out = text(value);
  return out === '' ? undefined : out;
}

export function num(value: unknown, fallback = 0): number {
  const out = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  return typeof out === 'number' && Number.isFinite(out) ? out : fallback;
}

export function optionalNum(value: unknown): number | undefined {
  const out = num(value, Number.NaN);
  return Number.isNaN(out) ? undefined : out;
}

/** "1", 1 and true are set; anything else is not. */
export function flag(value: unknown): boolean {
  return value === '1' || value === 1 || value === true;
}

/** The server's "1"/"0" flag as a string, whatever form it came in. */
export function flagText(value: unknown): string {
  return flag(value) ? '1' : '0';
}

export function textList(value: unknown): string[] {
  if (typeof value === 'string')
    return value
      .split(',')
      .map((part) => part.trim())
      .filter(Boolean);
  if (!Array.isArray(value)) return [];
  return value.map((item) => text(item)).filter(Boolean);
}

export function labelMap(value: unknown): Record<string, string> {
  if (!isRecord(value)) return {};
  const out: Record<string, string> = {};
  for (const [key, label] of Object.entries(value)) if (typeof label === 'string' && key !== '__proto__') out[key] = label;
  return out;
}

/** An empty reply: nothing, an empty string, an empty object or an empty list. */
export function isEmptyReply(value: unknown): boolean {
  if (value == null || value === '') return true;
  if (Array.isArray(value)) return value.length === 0;
  return isRecord(value) && Object.keys(value).length === 0;
}
