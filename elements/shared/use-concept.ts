/**
 * A page kind's own concept of core (imports, reports, work, designer: `platform.loadConcept`).
 * The concepts come with the page concepts, which every page waits for (`PagesReady`), so a page
 * reads its concept at once; only a page drawn before them suspends until it is in.
 */
import { use } from 'react';
import type { OnDemandConcept, Platform } from '../../core/index.ts';
import { usePlatform } from './platform.ts';

function loaded<K extends OnDemandConcept>(platform: Platform, name: K): Platform[K] | undefined {
  try {
    return platform[name];
  } catch {
    return undefined;
  }
}

export function useConcept<K extends OnDemandConcept>(name: K): Platform[K] {
  const platform = usePlatform();
  return loaded(platform, name) ?? use(platform.loadConcept(name));
}
