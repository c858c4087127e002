/**
 * A registered page kind whose logic is an on-demand concept of core (imports, reports, work,
 * designer) waits for it before the page mounts: its code loads with the first page of the kind,
 * not with every page. The wait is the page's own mount, as a page kind's chunk is (a page that
 * suspended on its concept after it mounted, inside a shell tab, was never drawn again).
 */
import type { ComponentType } from 'react';
import type { OnDemandConcept } from '../../core/index.ts';
import { useConcept } from './use-concept.ts';

export function withConcept<P extends object>(name: OnDemandConcept, Page: ComponentType<P>): ComponentType<P> {
  function WithConcept(props: P) {
    useConcept(name);
    return <Page {...props} />;
  }
  return WithConcept;
}
