/**
 * The one bounded cache behind every metadata cache (spec §4, §9): a size cap with the oldest
 * entry dropped first, one in-flight load per key shared by every concurrent caller, and a pending
 * marker cleared on success and on failure so that a later call retries.
 *
 * "Oldest" means oldest stored: a hit does not refresh an entry (spec §4 says the oldest entry is
 * dropped, not the least recently used one), which keeps eviction predictable and cheap.
 * Failures are never stored.
 */
export interface BoundedCacheOptions {
  /** Most settled entries kept; at least 1. */
  max: number;
}

export interface BoundedCache<V> {
  readonly max: number;
  /** Settled entries currently held. */
  readonly size: number;
  /** The cached value, or the shared in-flight load, or a new load started with `load`. */
  get(key: string, load: () => Promise<V>): Promise<V>;
  /** The settled value without loading. */
  peek(key: string): V | undefined;
  has(key: string): boolean;
  /** A load for `key` is in flight. */
  isPending(key: string): boolean;
  /** Stores a value as the newest entry (replacing an older one for the same key). */
  set(key: string, value: V): void;
  /** Drops the entry and any in-flight marker; an in-flight load still answers its callers but is not stored. */
  evict(key: string): boolean;
  /**
   * Drops every entry the predicate selects; for in-flight loads it is called with `undefined`
   * as the value. Returns how many entries and markers were dropped.
   */
  evictWhere(predicate: (key: string, value: V | undefined) => boolean): number;
  clear(): void;
  /** Settled keys, oldest first. */
  keys(): string[];
}

interface Pending<V> {
  promise: Promise<V>;
}

/** Drops settled entries and in-flight markers the predicate selects; returns how many. */
function dropMatching<V>(entries: Map<string, V>, pending: Map<string, unknown>, predicate: (key: string, value: V | undefined) => boolean): number {
  let dropped = 0;
  for (const [key, value] of [...entries]) {
    if (predicate(key, value)) {
      entries.delete(key);
      dropped += 1;
    }
  }
  for (const key of [...pending.keys()]) {
    if (predicate(key, undefined)) {
      pending.delete(key);
      dropped += 1;
    }
  }
  return dropped;
}

/** Stores the value as the newest entry, evicting the oldest ones past `max`. */
function storeNewest<V>(entries: Map<string, V>, max: number, key: string, value: V): void {
  entries.delete(key);
  entries.set(key, value);
  while (entries.size > max) {
    // A Map iterates in insertion order, so its first key is always the oldest entry.
    const oldest = entries.keys().next().value as string;
    entries.delete(oldest);
  }
}

export function createBoundedCache<V>(options: BoundedCacheOptions): BoundedCache<V> {
  const max = Math.max(1, Math.floor(options.max));
  const entries = new Map<string, V>();
  const pending = new Map<string, Pending<V>>();

  const store = (key: string, value: V) => storeNewest(entries, max, key, value);

  function startLoad(key: string, load: () => Promise<V>): Promise<V> {
    const marker = {} as Pending<V>;
    // The marker is set before `load` runs (one microtask later), so a re-entrant call shares it.
    pending.set(key, marker);
    marker.promise = Promise.resolve()
      .then(load)
      .then((value) => {
        // Only the marker that is still current may store: an eviction during the load wins.
        if (pending.get(key) === marker) store(key, value);
        return value;
      })
      .finally(() => {
        if (pending.get(key) === marker) pending.delete(key);
      });
    return marker.promise;
  }

  function get(key: string, load: () => Promise<V>): Promise<V> {
    if (entries.has(key)) return Promise.resolve(entries.get(key) as V);
    const inFlight = pending.get(key);
    if (inFlight) return inFlight.promise;
    return startLoad(key, load);
  }

  return {
    max,
    get size() {
      return entries.size;
    },
    get,
    peek: (key) => entries.get(key),
    has: (key) => entries.has(key),
    isPending: (key) => pending.has(key),
    set: store,
    evict(key) {
      const hadEntry = entries.delete(key);
      const hadPending = pending.delete(key);
      return hadEntry || hadPending;
    },
    evictWhere: (predicate) => dropMatching(entries, pending, predicate),
    clear() {
      entries.clear();
      pending.clear();
    },
    keys: () => [...entries.keys()],
  };
}
