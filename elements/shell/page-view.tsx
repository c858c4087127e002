import { useStore } from '@nanostores/react';
import { atom } from 'nanostores';
import { Component, useEffect, useRef } from 'react';
import type { ComponentType } from 'react';
import type { ErrorInfo, ReactNode } from 'react';
import { usePlatform } from '../shared/platform.ts';
import { pageRegistry } from '../shared/concepts.ts';
import { useT } from '../shared/labels.ts';
import type { PageProps } from '../shared/page-props.ts';
import type { PageRef } from '../../core/workspace/index.ts';

const noPages = atom<Readonly<Record<string, ComponentType<PageProps>>>>({});

interface BoundaryProps {
  fallback: (error: Error) => ReactNode;
  children: ReactNode;
}

/** One failing page must not take the shell down: its error shows in its own place. */
class PageBoundary extends Component<BoundaryProps, { error: Error | null }> {
  override state = { error: null as Error | null };
  static getDerivedStateFromError(error: Error) {
    return { error };
  }
  override componentDidCatch(error: Error, info: ErrorInfo) {
    console.error('page failed', error, info.componentStack);
  }
  override render() {
    return this.state.error ? this.props.fallback(this.state.error) : this.props.children;
  }
}

/**
 * A page a business bundle registers without React (it has none of its own): it draws into the
 * container it is given and may return a function that tears it down.
 */
export interface DomPage {
  mount(container: HTMLElement, props: PageProps): void | (() => void);
}

function isDomPage(entry: unknown): entry is DomPage {
  return typeof entry === 'object' && entry !== null && typeof (entry as DomPage).mount === 'function';
}

function DomPageView({ page, props }: { page: DomPage; props: PageProps }) {
  const container = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const element = container.current;
    if (!element) return undefined;
    const teardown = page.mount(element, props);
    return () => {
      if (typeof teardown === 'function') teardown();
      element.replaceChildren();
    };
    // The page is mounted once per entry; later prop changes go through its own state.
  }, [page]);
  return <div className="dom-page" ref={container} />;
}

export interface PageViewProps {
  page: PageRef;
  tabKey?: string;
  onClose?: () => void;
  onDirtyChange?: (dirty: boolean) => void;
}

/** Renders the registered page component named by `page.kind` with its PageProps. */
export function PageView({ page, tabKey, onClose, onDirtyChange }: PageViewProps) {
  const registry = pageRegistry(usePlatform());
  const t = useT();
  // Pages registered later (a business bundle) appear without a reload.
  const pages = useStore(registry?.$pages ?? noPages);
  const Page = pages[page.kind];
  if (!Page) {
    return (
      <div className="page-message" role="status" data-unknown-page={page.kind}>
        {t('unknownPage', page.kind)}
      </div>
    );
  }
  const props: PageProps = {
    kind: page.kind,
    client: page.client,
    system: page.system,
    entity: page.entity,
    pageId: page.pageId,
    recordId: page.recordId,
    query: page.query,
    tabKey,
    onClose,
    onDirtyChange,
  };
  return (
    <PageBoundary fallback={(error) => <div className="page-message" role="alert">{t('pageFailed', error.message)}</div>}>
      {isDomPage(Page) ? <DomPageView page={Page} props={props} /> : <Page {...props} />}
    </PageBoundary>
  );
}
