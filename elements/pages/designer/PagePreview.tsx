/**
 * The live preview: the page kind of the config drawn through the page registry with the demo
 * data, its page config being the one in the designer (in memory, not saved). The pages read
 * their config through the page services; the preview hands them services whose page config
 * for this page id is the edited one, so an edit redraws the page without a server call for it.
 */
import { useStore } from '@nanostores/react';
import { atom } from 'nanostores';
import { Suspense, useMemo } from 'react';
import type { ComponentType } from 'react';
import { checkPageContent } from '../../../core/meta/index.ts';
import { pageRegistry } from '../../shared/concepts.ts';
import { Loading } from '../../shared/lazy.tsx';
import type { PageProps } from '../../shared/page-props.ts';
import { usePlatform } from '../../shared/platform.ts';
import { EntityPageBoundary } from '../kit/boundary.tsx';
import { PageServicesContext } from '../kit/services.ts';
import type { PageServices } from '../kit/services.ts';
import type { PageContent, PageRecord } from '../kit/types.ts';
import type { DesignerText } from './designer-text.ts';

/** Forms preview as a new record: the edit and detail states need a record the designer has none of. */
function previewKind(flag: string | undefined): string {
  return flag === 'edit' || flag === 'detail' ? 'add' : flag || 'list';
}

export function previewServices(base: PageServices, pageId: string, record: PageRecord, edited: PageContent): PageServices {
  // The pages read configs as core checks them; the edited one is no different (a list of the wrong shape is read as empty).
  const content = checkPageContent(edited, () => undefined, pageId) as PageContent;
  return {
    ...base,
    getPageConfig: (query) => (query.pageId === pageId ? Promise.resolve({ record, content }) : base.getPageConfig(query)),
    // The page being designed is never drawn from the caches: they hold the saved config, not this one.
    peekPage: (query) => (query.pageId === pageId ? undefined : base.peekPage?.(query)),
    // A preview never opens tabs of the app: the page opens what it opens in its own dialog.
    open: () => false,
  };
}

interface Props {
  services: PageServices;
  pageId: string;
  record: PageRecord;
  content: PageContent;
  words: DesignerText;
}

export function PagePreview({ services, pageId, record, content, words }: Props) {
  const platform = usePlatform();
  const registry = pageRegistry(platform);
  // Without a registry (no shell) there are no pages: an empty store of this preview's own.
  const noPages = useMemo(() => atom<Readonly<Record<string, ComponentType<PageProps>>>>({}), []);
  const pages = useStore(registry?.$pages ?? noPages);
  const kind = previewKind(record.FLAG);
  const Page = pages[kind];
  const scoped = useMemo(() => previewServices(services, pageId, record, content), [services, pageId, record, content]);
  // A page a bundle draws without React (it mounts into a container) has no preview here.
  if (!Page || typeof (Page as { mount?: unknown }).mount === 'function')
    return (
      <p className="muted" role="status">
        {words('previewNone', kind)}
      </p>
    );
  return (
    <PageServicesContext.Provider value={scoped}>
      <EntityPageBoundary region="page" page={{ entity: record.META_CODE, pageId, flag: kind }}>
        <Suspense fallback={<Loading />}>
          <Page kind={kind} pageId={pageId} entity={record.META_CODE || record.META_ID} query={{}} />
        </Suspense>
      </EntityPageBoundary>
    </PageServicesContext.Provider>
  );
}
