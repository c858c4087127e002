import { useStore } from '@nanostores/react';
import { Suspense } from 'react';
import { EntityPageBoundary } from '../pages/kit/boundary.tsx';
import { usePlatform } from '../shared/platform.ts';
import { DomPageView, isDomPage } from '../shared/dom-page.tsx';
import { pageRegistry } from '../shared/concepts.ts';
import { useT } from '../shared/labels.ts';
import { Loading, PagesReady, lazyComponent } from '../shared/lazy.tsx';
import { runsOwnPageScripts } from '../shared/own-page-scripts.ts';
import type { PageProps } from '../shared/page-props.ts';
import type { PageRef } from '../../core/index.ts';
import { kindOnScreen } from './mobile/page-kind.ts';

// Only pages opened with a page id and not running their config's scripts themselves need it.
const PageScriptsFrame = lazyComponent(() => import('../pages/kit/page-scripts-frame.tsx').then((module) => module.PageScriptsFrame), 'page scripts');

export interface PageViewProps {
  page: PageRef;
  tabKey?: string;
  onClose?: () => void;
  onDirtyChange?: (dirty: boolean) => void;
  overlay?: PageProps['overlay'];
}

/** Renders the registered page component named by `page.kind` with its PageProps. */
export function PageView({ page, tabKey, onClose, onDirtyChange, overlay }: PageViewProps) {
  const platform = usePlatform();
  const t = useT();
  // Pages registered later (a business bundle) appear without a reload.
  const pages = useStore(pageRegistry(platform).$pages);
  const bundlesLoading = useStore(platform.bundles.$loading);
  const screen = useStore(platform.workspace.$screenSize);
  const kind = kindOnScreen(page.kind, screen, pages);
  const Page = pages[kind];
  if (!Page && bundlesLoading) {
    // The bundle that registers this kind may still be on its way: "unregistered" only once they settled.
    return (
      <div className="page-message" role="status" aria-busy="true" data-bundles-loading={page.kind}>
        {t('bundles.loading')}
      </div>
    );
  }
  if (!Page) {
    return (
      <div className="page-message" role="status" data-unknown-page={page.kind}>
        {t('unknownPage', page.kind)}
      </div>
    );
  }
  const props: PageProps = {
    kind,
    variantOf: kind === page.kind ? undefined : page.kind,
    client: page.client,
    system: page.system,
    entity: page.entity,
    pageId: page.pageId,
    recordId: page.recordId,
    query: page.query,
    tabKey,
    onClose,
    onDirtyChange,
    overlay,
  };
  const body = isDomPage(Page) ? <DomPageView page={Page} props={props} /> : <Page {...props} />;
  return (
    <EntityPageBoundary region="page" page={{ entity: page.entity, pageId: page.pageId, flag: page.kind }}>
      {/* A page kind's code and core's page concepts load on first use; the tab shows it busy meanwhile. */}
      <Suspense fallback={<Loading />}>
        <PagesReady>{runsOwnPageScripts(Page) || !page.pageId ? body : <PageScriptsFrame page={props}>{body}</PageScriptsFrame>}</PagesReady>
      </Suspense>
    </EntityPageBoundary>
  );
}
