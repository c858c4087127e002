import { useStore } from '@nanostores/react';
import { atom } from 'nanostores';
import { Suspense } from 'react';
import type { ComponentType } from 'react';
import { EntityPageBoundary } from '../pages/kit/boundary.tsx';
import { usePlatform } from '../shared/platform.ts';
import { DomPageView, isDomPage } from '../shared/dom-page.tsx';
import { conceptsOf, pageRegistry } from '../shared/concepts.ts';
import { useT } from '../shared/labels.ts';
import { Loading, PagesReady, lazyComponent } from '../shared/lazy.tsx';
import { runsOwnPageScripts } from '../shared/own-page-scripts.ts';
import type { PageProps } from '../shared/page-props.ts';
import type { PageRef } from '../../core/workspace/index.ts';
import type { ScreenSize } from '../../core/platform/index.ts';
import { kindOnScreen } from './mobile/page-kind.ts';

// Only pages opened with a page id and not running their config's scripts themselves need it.
const PageScriptsFrame = lazyComponent(() => import('../pages/kit/page-scripts-frame.tsx').then((module) => module.PageScriptsFrame), 'page scripts');

const noPages = atom<Readonly<Record<string, ComponentType<PageProps>>>>({});
const notLoading = atom(false);
const largeScreen = atom<ScreenSize>('large');

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
  const registry = pageRegistry(platform);
  const t = useT();
  // Pages registered later (a business bundle) appear without a reload.
  const pages = useStore(registry?.$pages ?? noPages);
  const bundlesLoading = useStore(conceptsOf(platform).bundles?.$loading ?? notLoading);
  const screen = useStore(conceptsOf(platform).workspace?.$screenSize ?? largeScreen);
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
