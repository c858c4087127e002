/**
 * A page a business bundle registers without React (it has none of its own): it draws into the
 * container it is given, may take later props through `update`, and may return a function that
 * tears it down. Used wherever a registered kind is drawn: tabs and popups, components, pages
 * inside pages.
 */
import { useEffect, useRef } from 'react';
import type { PageProps } from './page-props.ts';

export interface DomPage {
  mount(container: HTMLElement, props: PageProps): void | (() => void);
  update?(props: PageProps): void;
}

export function isDomPage(entry: unknown): entry is DomPage {
  return typeof entry === 'object' && entry !== null && typeof (entry as DomPage).mount === 'function';
}

/** Mounts the page once per entry; later props reach it through its `update`, if it has one. */
export function DomPageView({ page, props }: { page: DomPage; props: PageProps }) {
  const container = useRef<HTMLDivElement>(null);
  const latest = useRef(props);
  latest.current = props;
  useEffect(() => {
    const element = container.current;
    if (!element) return undefined;
    const teardown = page.mount(element, latest.current);
    return () => {
      if (typeof teardown === 'function') teardown();
      element.replaceChildren();
    };
  }, [page]);
  const mounted = useRef(false);
  useEffect(() => {
    // The first props went to mount.
    if (mounted.current) page.update?.(props);
    mounted.current = true;
  }, [page, props]);
  return <div className="dom-page" ref={container} />;
}
