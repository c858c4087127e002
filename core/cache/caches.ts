import { createBoundedCache } from './bounded-cache.ts';
import type { BoundedCache } from './bounded-cache.ts';

/** Entry caps of spec §9: 100 for lists and trees, 50 for metadata and page configs. */
export const CACHE_LIMITS = {
  codeLists: 100,
  treeLists: 100,
  objectTrees: 100,
  metadata: 50,
  relationFields: 50,
  viewFields: 50,
  pageConfigs: 50,
} as const;

export type CacheName = keyof typeof CACHE_LIMITS;

/**
 * The named caches of one platform instance. Values are typed `unknown` here because the cache
 * concept does not know the metadata shapes; `core/meta` owns what goes in each one.
 */
export type PlatformCaches = { readonly [K in CacheName]: BoundedCache<unknown> } & {
  /** Empties every cache (logout, client switch). */
  clearAll(): void;
};

export function createCaches(limits: Partial<Record<CacheName, number>> = {}): PlatformCaches {
  const names = Object.keys(CACHE_LIMITS) as CacheName[];
  const caches = {} as Record<CacheName, BoundedCache<unknown>>;
  for (const name of names) caches[name] = createBoundedCache<unknown>({ max: limits[name] ?? CACHE_LIMITS[name] });
  return {
    ...caches,
    clearAll() {
      for (const name of names) caches[name].clear();
    },
  };
}
