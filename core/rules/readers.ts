/**
 * Row field readers for compiled conditions.
 *
 * Reading `row[field]` at one place in the code with many different `field` names is, in V8, a
 * megamorphic keyed load: a generic lookup several times slower than a load the engine has seen
 * with one name (it was a third of a predicate's time over plain rows). A closure's caches belong
 * to the place in the source it is created at, so each factory below, being its own place, keeps
 * its own cache; a field name keeps one factory for the page's life. While a page tests no more
 * distinct fields than there are factories, each field is read by a load that has only ever seen
 * that name. With more fields, names share factories and reads fall back to the generic lookup,
 * which is what one shared reader would do anyway. No code is generated (no eval, CSP-safe).
 */

type Row = Record<string, unknown> | null | undefined;
type Reader = (row: Row) => unknown;

// Sixteen identical factories on purpose: see above. Do not fold them into one.
const FACTORIES: Array<(field: string) => Reader> = [
  (field) => (row) => (row == null ? undefined : row[field]),
  (field) => (row) => (row == null ? undefined : row[field]),
  (field) => (row) => (row == null ? undefined : row[field]),
  (field) => (row) => (row == null ? undefined : row[field]),
  (field) => (row) => (row == null ? undefined : row[field]),
  (field) => (row) => (row == null ? undefined : row[field]),
  (field) => (row) => (row == null ? undefined : row[field]),
  (field) => (row) => (row == null ? undefined : row[field]),
  (field) => (row) => (row == null ? undefined : row[field]),
  (field) => (row) => (row == null ? undefined : row[field]),
  (field) => (row) => (row == null ? undefined : row[field]),
  (field) => (row) => (row == null ? undefined : row[field]),
  (field) => (row) => (row == null ? undefined : row[field]),
  (field) => (row) => (row == null ? undefined : row[field]),
  (field) => (row) => (row == null ? undefined : row[field]),
  (field) => (row) => (row == null ? undefined : row[field]),
];

/** Field names given a factory so far; past the limit a name's factory comes from its text alone. */
const factoryOf = new Map<string, number>();
const REMEMBERED_FIELDS = 256;

function factoryIndex(field: string): number {
  const known = factoryOf.get(field);
  if (known !== undefined) return known;
  if (factoryOf.size >= REMEMBERED_FIELDS) {
    let hash = field.length;
    for (let i = 0; i < field.length; i += 1) hash = (hash * 31 + field.charCodeAt(i)) | 0;
    return Math.abs(hash) % FACTORIES.length;
  }
  const index = factoryOf.size % FACTORIES.length;
  factoryOf.set(field, index);
  return index;
}

/** A reader of `row[field]` (undefined for a missing row). */
export function fieldReader(field: string): Reader {
  return FACTORIES[factoryIndex(field)]!(field);
}
