/**
 * Setting an element's prop to a value equal to the one it holds changes nothing (no render, no
 * request, no event). A host that builds its objects afresh on every render (React with inline
 * `query={{}}`, Vue with a computed object) sets the same value again and again; if each set drew
 * the element and it fired an event the host handles by setting state, the two would loop.
 */
import { sameValue } from '../../core/components/index.ts';

/** Deeper than this a snapshot keeps the reference (props are configuration data, shallow). */
const MAX_DEPTH = 64;

function isPlainRecord(value: unknown): value is Record<string, unknown> {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return false;
  const proto = Object.getPrototypeOf(value);
  return proto === Object.prototype || proto === null;
}

/**
 * A copy of the plain data in `value` (records and arrays); anything else (a function, a date, a
 * PDF's bytes) by reference, as `sameValue` compares those by identity. The copy is what a later
 * set is compared with, so that a host that changes its object in place and sets it again is
 * seen to change it.
 */
export function snapshotOf(value: unknown, depth = 0): unknown {
  if (depth > MAX_DEPTH) return value;
  if (Array.isArray(value)) return value.map((item) => snapshotOf(item, depth + 1));
  if (!isPlainRecord(value)) return value;
  const copy: Record<string, unknown> = {};
  for (const key of Object.keys(value)) copy[key] = snapshotOf(value[key], depth + 1);
  return copy;
}

/** The value last set on each element, per object prop, as a snapshot. */
const lastSet = new WeakMap<object, Map<string, unknown>>();

/**
 * Wraps the setters of the object props of `prototype` (r2wc's, inherited from `base`) so that a
 * value equal by value to the last one set is dropped: the getter keeps returning the earlier
 * object. Before any set the prop holds `undefined`, so setting `undefined` changes nothing too.
 */
export function skipEqualSets(prototype: object, base: object, names: readonly string[]): void {
  for (const name of names) {
    const inherited = Object.getOwnPropertyDescriptor(base, name);
    const set = inherited?.set;
    if (!set) continue;
    Object.defineProperty(prototype, name, {
      configurable: true,
      enumerable: true,
      get: inherited.get,
      set(this: object, value: unknown) {
        let seen = lastSet.get(this);
        if (!seen) lastSet.set(this, (seen = new Map()));
        let snapshot: unknown;
        try {
          if (sameValue(seen.get(name), value)) return;
          snapshot = snapshotOf(value);
        } catch {
          // A value that throws when read (a hostile or half-built config) goes on as it is: the
          // element's error panel reports it, and no later set is taken as equal to it.
          seen.delete(name);
          set.call(this, value);
          return;
        }
        seen.set(name, snapshot);
        set.call(this, value);
      },
    });
  }
}
