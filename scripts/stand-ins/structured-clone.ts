/**
 * structuredClone (Chrome 98) for the dependencies that call it: scripts/syntax-check.ts STAND_INS.
 * The browser's own where it has one; elsewhere a copy of what they clone (dagre: arrays and plain
 * objects of ids and numbers), which keeps shared and circular references as structuredClone does.
 */
function copy(value: unknown, seen: Map<object, unknown>): unknown {
  if (typeof value !== 'object' || value === null) return value;
  if (seen.has(value)) return seen.get(value);
  if (value instanceof Date) return new Date(value.getTime());
  if (value instanceof Map) {
    const out = new Map<unknown, unknown>();
    seen.set(value, out);
    value.forEach((item, key) => out.set(copy(key, seen), copy(item, seen)));
    return out;
  }
  if (value instanceof Set) {
    const out = new Set<unknown>();
    seen.set(value, out);
    value.forEach((item) => out.add(copy(item, seen)));
    return out;
  }
  const out: Record<string, unknown> = Array.isArray(value) ? ([] as unknown as Record<string, unknown>) : {};
  seen.set(value, out);
  for (const key of Object.keys(value)) out[key] = copy((value as Record<string, unknown>)[key], seen);
  return out;
}

export default function structuredCloneStandIn<T>(value: T): T {
  // Read from globalThis: the bare name is what the build replaces with this function.
  const native = (globalThis as { structuredClone?: <V>(value: V) => V }).structuredClone;
  return typeof native === 'function' ? native(value) : (copy(value, new Map()) as T);
}
