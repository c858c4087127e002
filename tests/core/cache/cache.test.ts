import { describe, expect, it, vi } from 'vitest';
import { CACHE_LIMITS, createBoundedCache, createCaches } from '../../../core/cache/index.ts';

function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

describe('createBoundedCache', () => {
  it('loads once and then answers from the cache', async () => {
    const cache = createBoundedCache<string>({ max: 3 });
    const load = vi.fn(async () => 'v');
    expect(await cache.get('a', load)).toBe('v');
    expect(await cache.get('a', load)).toBe('v');
    expect(load).toHaveBeenCalledTimes(1);
    expect(cache.peek('a')).toBe('v');
    expect(cache.size).toBe(1);
  });

  it('drops the oldest entry first when the cap is passed, and hits do not refresh age', async () => {
    const cache = createBoundedCache<number>({ max: 3 });
    for (const key of ['a', 'b', 'c']) await cache.get(key, async () => key.charCodeAt(0));
    await cache.get('a', async () => 0); // a hit: "oldest" stays oldest (spec: oldest, not least used)
    await cache.get('d', async () => 4);
    expect(cache.keys()).toEqual(['b', 'c', 'd']);
    await cache.get('e', async () => 5);
    expect(cache.keys()).toEqual(['c', 'd', 'e']);
    expect(cache.has('a')).toBe(false);
  });

  it('shares one in-flight load among 100 concurrent callers', async () => {
    const cache = createBoundedCache<string>({ max: 5 });
    const gate = deferred<string>();
    const load = vi.fn(() => gate.promise);
    const calls = Array.from({ length: 100 }, () => cache.get('k', load));
    expect(cache.isPending('k')).toBe(true);
    gate.resolve('shared');
    expect(new Set(await Promise.all(calls))).toEqual(new Set(['shared']));
    expect(load).toHaveBeenCalledTimes(1);
    expect(cache.isPending('k')).toBe(false);
  });

  it('clears the marker on failure, stores nothing, and retries on the next call', async () => {
    const cache = createBoundedCache<string>({ max: 5 });
    const load = vi.fn().mockRejectedValueOnce(new Error('down')).mockResolvedValueOnce('up');
    const first = Array.from({ length: 10 }, () => cache.get('k', load));
    for (const call of first) await expect(call).rejects.toThrow('down');
    expect(load).toHaveBeenCalledTimes(1);
    expect(cache.isPending('k')).toBe(false);
    expect(cache.has('k')).toBe(false);
    expect(await cache.get('k', load)).toBe('up');
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('clears the marker when the loader throws synchronously', async () => {
    const cache = createBoundedCache<string>({ max: 5 });
    await expect(
      cache.get('k', () => {
        throw new Error('sync');
      }),
    ).rejects.toThrow('sync');
    expect(cache.isPending('k')).toBe(false);
  });

  it('evict drops an entry so that the next call loads again', async () => {
    const cache = createBoundedCache<number>({ max: 5 });
    let n = 0;
    const load = async () => ++n;
    await cache.get('k', load);
    expect(cache.evict('k')).toBe(true);
    expect(cache.evict('k')).toBe(false);
    expect(await cache.get('k', load)).toBe(2);
  });

  it('an eviction during a load answers the callers but stores nothing', async () => {
    const cache = createBoundedCache<string>({ max: 5 });
    const gate = deferred<string>();
    const call = cache.get('k', () => gate.promise);
    cache.evict('k');
    expect(cache.isPending('k')).toBe(false);
    gate.resolve('stale');
    expect(await call).toBe('stale');
    expect(cache.has('k')).toBe(false);
  });

  it('a load started after an eviction is not disturbed by the older one finishing', async () => {
    const cache = createBoundedCache<string>({ max: 5 });
    const old = deferred<string>();
    const fresh = deferred<string>();
    const first = cache.get('k', () => old.promise);
    cache.evict('k');
    const second = cache.get('k', () => fresh.promise);
    old.resolve('old');
    await first;
    expect(cache.isPending('k')).toBe(true);
    fresh.resolve('new');
    expect(await second).toBe('new');
    expect(cache.peek('k')).toBe('new');
  });

  it('evictWhere drops matching entries and in-flight markers', async () => {
    const cache = createBoundedCache<{ page: string }>({ max: 10 });
    await cache.get('a', async () => ({ page: 'p1' }));
    await cache.get('b', async () => ({ page: 'p2' }));
    await cache.get('c', async () => ({ page: 'p1' }));
    const gate = deferred<{ page: string }>();
    void cache.get('p1-pending', () => gate.promise);
    const dropped = cache.evictWhere((key, value) => (value ? value.page === 'p1' : key.startsWith('p1')));
    expect(dropped).toBe(3);
    expect(cache.keys()).toEqual(['b']);
    expect(cache.isPending('p1-pending')).toBe(false);
    gate.resolve({ page: 'p1' });
  });

  it('set stores a value as the newest entry, clear empties everything', async () => {
    const cache = createBoundedCache<number>({ max: 2 });
    cache.set('a', 1);
    cache.set('b', 2);
    cache.set('a', 3);
    cache.set('c', 4);
    expect(cache.keys()).toEqual(['a', 'c']);
    cache.clear();
    expect(cache.size).toBe(0);
  });

  it('keeps at least one entry whatever max it is given', async () => {
    const cache = createBoundedCache<number>({ max: 0 });
    expect(cache.max).toBe(1);
    await cache.get('a', async () => 1);
    expect(cache.size).toBe(1);
  });
});

describe('createCaches', () => {
  it('has the caps of spec §9', () => {
    const caches = createCaches();
    expect(caches.codeLists.max).toBe(100);
    expect(caches.treeLists.max).toBe(100);
    expect(caches.objectTrees.max).toBe(100);
    expect(caches.metadata.max).toBe(50);
    expect(caches.relationFields.max).toBe(50);
    expect(caches.viewFields.max).toBe(50);
    expect(caches.pageConfigs.max).toBe(50);
    expect(Object.keys(CACHE_LIMITS)).toHaveLength(7);
  });

  it.each(Object.entries(CACHE_LIMITS))('%s keeps at most %i entries, oldest dropped first', async (name, max) => {
    const cache = createCaches()[name as keyof typeof CACHE_LIMITS];
    for (let i = 0; i < max + 5; i++) await cache.get(`k${i}`, async () => i);
    expect(cache.size).toBe(max);
    expect(cache.keys()[0]).toBe('k5');
    expect(cache.has('k4')).toBe(false);
    expect(cache.has(`k${max + 4}`)).toBe(true);
  });

  it('clearAll empties every cache', async () => {
    const caches = createCaches();
    await caches.metadata.get('a', async () => 1);
    await caches.codeLists.get('a', async () => 1);
    caches.clearAll();
    expect(caches.metadata.size + caches.codeLists.size).toBe(0);
  });
});
