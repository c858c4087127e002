export { createBoundedCache } from './bounded-cache.ts';
export { CACHE_LIMITS, createCaches } from './caches.ts';
export type { BoundedCache, BoundedCacheOptions } from './bounded-cache.ts';
export type { CacheName, PlatformCaches } from './caches.ts';
