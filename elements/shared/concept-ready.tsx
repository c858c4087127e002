/**
 * A page kind whose logic is an on-demand concept of core (imports, reports, work) renders once
 * that concept is in (`platform.loadConcept`): its code loads with the first page of the kind,
 * not with every page. The page suspends meanwhile, under the page view's Suspense; a failed load
 * reaches the region's error boundary, whose retry asks again (core forgets a failed load).
 */
import { use } from 'react';
import type { ComponentType } from 'react';
import type { OnDemandConcept } from '../../core/index.ts';
import { usePlatform } from './platform.ts';

export function withConcept<P extends object>(name: OnDemandConcept, Page: ComponentType<P>): ComponentType<P> {
  function WithConcept(props: P) {
    use(usePlatform().loadConcept(name));
    return <Page {...props} />;
  }
  return WithConcept;
}
