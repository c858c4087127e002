import { getDefaultPlatform } from '../../core/index.ts';
import type { Platform } from '../../core/index.ts';

/**
 * The page's shared core instance: every element of a page uses the same one, so they share one
 * session, one cache and one request per key.
 */
export function usePlatform(): Platform {
  return getDefaultPlatform();
}
