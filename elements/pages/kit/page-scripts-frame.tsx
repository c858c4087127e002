/**
 * The page scripts of a page kind that does not load a page config of its own (the `pdf` page,
 * the tree finds, a bundle's page, ...): when the page is opened with a page id, its config is
 * loaded (core's cache shares the request) and its script and handlers run around the page, with
 * the common context (kit/page-scripts.ts) and `ctx.close()`. A failure shows above the page only.
 * A config naming a `rightCode` the role lacks shows the no-access state instead of the page.
 */
import { useEffect, useMemo, useRef, useState } from 'react';
import type { ReactNode } from 'react';
import { useStore } from '@nanostores/react';
import type { PageProps } from '../../shared/page-props.ts';
import { usePageScripts } from './page-scripts.ts';
import { ScriptError } from './script-error.tsx';
import { LoadingState, NoAccessState } from './states.tsx';
import { usePageServices } from './services.ts';
import type { PageConfig } from './services.ts';
import { pageText } from './text.ts';
import type { EntityMeta, PageContent } from './types.ts';

const NO_CONTENT: PageContent = {};

interface Loaded {
  config?: PageConfig;
  meta?: EntityMeta;
}

export function PageScriptsFrame({ page, children }: { page: PageProps; children: ReactNode }) {
  const services = usePageServices();
  const language = useStore(services.$language);
  const text = useMemo(() => pageText(language), [language]);
  const [loaded, setLoaded] = useState<Loaded | null>(null);
  const { pageId } = page;

  useEffect(() => {
    if (!pageId) return undefined;
    let live = true;
    (async () => {
      const config = await services.getPageConfig({ pageId });
      const metaId = config.record.META_ID || config.record.META_CODE;
      // The metadata is context for the script, not what the page draws: without it the script still runs.
      const meta = metaId ? await services.getMeta(metaId).catch(() => undefined) : undefined;
      if (live) setLoaded({ config, meta });
    })().catch((error: unknown) => {
      // A page kind may be opened with an id that names no page config: it then has no script.
      console.warn(`Page config ${pageId} could not be loaded for its scripts`, error);
      if (live) setLoaded({});
    });
    return () => {
      live = false;
    };
  }, [services, pageId]);

  const close = useRef(page.onClose);
  close.current = page.onClose;
  const extra = useMemo(() => ({ close: () => close.current?.() }), []);
  const allowed = !loaded?.config || services.pageAllowed(loaded.config.content);
  const error = usePageScripts(services, {
    ready: loaded !== null && allowed,
    kind: page.kind,
    page: loaded?.config?.record,
    content: loaded?.config?.content ?? NO_CONTENT,
    meta: loaded?.meta,
    query: page.query,
    language,
    extra,
  });
  // The page waits for its config (cached, one request), so a page the role may not see never shows.
  if (pageId && !loaded) return <LoadingState text={text} />;
  if (!allowed) return <NoAccessState text={text} />;
  return (
    <>
      <ScriptError error={error} text={text} />
      {children}
    </>
  );
}

export default PageScriptsFrame;
