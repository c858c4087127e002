/**
 * The page mode's two halves: the panel (PagePanel) and the live preview (PagePreview) of one
 * page config, with what both need of it: its FM_PAGE_CONFIG row (the entity and the page kind,
 * its FLAG) and the entity's metadata.
 */
import { useEffect, useState } from 'react';
import { toPlatformError } from '../../../core/errors/index.ts';
import type { PageServices } from '../kit/services.ts';
import type { EntityMeta, PageContent, PageRecord } from '../kit/types.ts';
import type { DesignerText } from './designer-text.ts';
import { PagePanel } from './PagePanel.tsx';
import { PagePreview } from './PagePreview.tsx';
import type { ConfigDoc } from './use-designer-doc.ts';

export interface PageTarget {
  record?: PageRecord;
  meta?: EntityMeta;
  error?: string;
}

/** The page's row and entity; nothing is loaded for another mode (an empty id). */
export function usePageTarget(services: PageServices, id: string): PageTarget {
  const [target, setTarget] = useState<PageTarget>({});
  useEffect(() => {
    if (!id) return undefined;
    let live = true;
    (async () => {
      const { record } = await services.getPageConfig({ pageId: id });
      const meta = await services.getMeta(record.META_ID || record.META_CODE || '');
      if (live) setTarget({ record, meta });
    })().catch((failure: unknown) => live && setTarget({ error: toPlatformError(failure).message }));
    return () => void (live = false);
  }, [services, id]);
  return target;
}

interface Props {
  target: PageTarget;
  doc: ConfigDoc;
  language: string;
  words: DesignerText;
}

export function PagePanelOf({ target, doc, language, words }: Props) {
  if (target.error)
    return (
      <p role="alert" className="text-problem">
        {target.error}
      </p>
    );
  if (!target.meta || !target.record)
    return (
      <p role="status" className="muted">
        …
      </p>
    );
  return <PagePanel content={doc.content as PageContent} flag={target.record.FLAG} meta={target.meta} language={language} words={words} onChange={doc.edit} />;
}

export function PagePreviewOf({ target, doc, words, services, id }: Omit<Props, 'language'> & { services: PageServices; id: string }) {
  return (
    <div className="designer-main" aria-labelledby="designer-preview-title" role="region" data-preview>
      <h3 id="designer-preview-title">
        {words('preview')} <span className="muted">{words('previewNote')}</span>
      </h3>
      {target.error ? (
        <p role="alert" className="text-problem">
          {target.error}
        </p>
      ) : target.record ? (
        <PagePreview services={services} pageId={id} record={target.record} content={doc.content as PageContent} words={words} />
      ) : (
        <p role="status" className="muted">
          …
        </p>
      )}
    </div>
  );
}
