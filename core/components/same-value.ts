/**
 * Equality by value for configuration data (spec §4: a component's configuration is rebuilt when
 * its input changes in value). A host or a page that builds its config object afresh on every
 * render must not remount the components it holds.
 */

/** Deeper than this, two values are taken as different (configuration data is shallow). */
const MAX_DEPTH = 64;

function isPlainRecord(value: unknown): value is Record<string, unknown> {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return false;
  const proto = Object.getPrototypeOf(value);
  return proto === Object.prototype || proto === null;
}

function same(a: unknown, b: unknown, depth: number): boolean {
  if (Object.is(a, b)) return true;
  if (depth > MAX_DEPTH) return false;
  if (Array.isArray(a) && Array.isArray(b)) {
    return a.length === b.length && a.every((item, i) => same(item, b[i], depth + 1));
  }
  if (isPlainRecord(a) && isPlainRecord(b)) {
    const keys = Object.keys(a);
    if (keys.length !== Object.keys(b).length) return false;
    return keys.every((key) => Object.prototype.hasOwnProperty.call(b, key) && same(a[key], b[key], depth + 1));
  }
  // Functions, dates, class instances: only the same object is the same value.
  return false;
}

/** Deep equality of plain data: objects by own keys, arrays in order, numbers by `Object.is`. */
export function sameValue(a: unknown, b: unknown): boolean {
  return same(a, b, 0);
}

function hasId(value: unknown): value is { id: string } {
  return isPlainRecord(value) && typeof value.id === 'string';
}

/**
 * `next` with every part that equals its counterpart in `previous` replaced by that counterpart,
 * so that what did not change in value keeps its identity (memoised views skip it). Items of a
 * list with an `id` are matched by id, others by position. `previous` itself when all is equal.
 */
export function keepEqual<T>(previous: T, next: T): T {
  return keep(previous, next, 0) as T;
}

function keep(previous: unknown, next: unknown, depth: number): unknown {
  if (sameValue(previous, next)) return previous;
  if (depth > MAX_DEPTH) return next;
  if (Array.isArray(previous) && Array.isArray(next)) {
    const byId = new Map(previous.filter(hasId).map((item) => [item.id, item] as const));
    return next.map((item, i) => keep(hasId(item) && byId.has(item.id) ? byId.get(item.id) : previous[i], item, depth + 1));
  }
  if (isPlainRecord(previous) && isPlainRecord(next)) {
    const out: Record<string, unknown> = {};
    for (const key of Object.keys(next)) out[key] = keep(previous[key], next[key], depth + 1);
    return out;
  }
  return next;
}
