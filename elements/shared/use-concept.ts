/**
 * A page kind's own concept of core (imports, reports, work, designer: `platform.loadConcept`),
 * whose code loads with the first page that asks for it, not with every page. The component
 * suspends until it is in, under the nearest Suspense; a failed load reaches the region's error
 * boundary, whose retry asks again (core forgets a failed load).
 */
import { use } from 'react';
import type { OnDemandConcept, Platform } from '../../core/index.ts';
import { usePlatform } from './platform.ts';

export function useConcept<K extends OnDemandConcept>(name: K): Platform[K] {
  return use(usePlatform().loadConcept(name));
}
