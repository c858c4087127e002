/**
 * A page kind's own concept of core (imports, reports, work, designer: `platform.loadConcept`),
 * whose code loads with the first page that asks for it. A registered page kind has it before it
 * mounts (`withConcept` in the page registry), so a page reads it at once; a page drawn directly
 * suspends here until it is in, under the nearest Suspense.
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
