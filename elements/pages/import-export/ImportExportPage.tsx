/**
 * The `importExport` page (PAGES.md "Data"): an entity's import and export side by side. It reads
 * the entity's list page config (the page id it is opened with, else the entity's `list` config)
 * for the export's search fields, columns and sort. A list may hand over its current query in the
 * page's query: `conditions` (a JSON condition list, spec §5) and `sort` ("FIELD desc" or JSON),
 * read by core/imports `handedQuery`.
 */
import { useMemo, useState } from 'react';
import { useStore } from '@nanostores/react';
import { handedQuery } from '../../../core/imports/index.ts';
import type { PageProps } from '../../shared/page-props.ts';
import { listColumns, pageTitle, searchColumns } from '../kit/columns.ts';
import { usePageServices } from '../kit/services.ts';
import { pageText } from '../kit/text.ts';
import { useEntityPage } from '../kit/use-entity-page.ts';
import { PAGE_CSS } from '../kit/styles.ts';
import { ErrorState, LoadingState } from '../kit/states.tsx';
import { LIST_CSS } from '../list/list-styles.ts';
import type { PageContent } from '../kit/types.ts';
import { ExportPanel } from './ExportPanel.tsx';
import { ImportPanel } from './ImportPanel.tsx';
import { IMPORT_EXPORT_CSS } from './styles.ts';
import { importWords } from './words.ts';
import { Styles } from '../../shared/adopted-styles.tsx';

export default function ImportExportPage(props: PageProps) {
  const services = usePageServices();
  const language = useStore(services.$language);
  const text = useMemo(() => pageText(language), [language]);
  const words = useMemo(() => importWords(language), [language]);
  const page = useEntityPage(services, { entity: props.entity, pageId: props.pageId, flag: 'list' });
  const [tab, setTab] = useState<'import' | 'export'>(props.query?.tab === 'export' ? 'export' : 'import');
  const meta = page.meta;
  const content: PageContent = useMemo(() => page.config?.content ?? {}, [page.config]);
  const columns = useMemo(() => (meta ? listColumns(meta, content, language) : []), [meta, content, language]);
  const searchFields = useMemo(() => (meta ? searchColumns(meta, content, language) : []), [meta, content, language]);
  const handed = useMemo(() => handedQuery(props.query, content.sort?.[0]), [props.query, content]);

  if (!props.entity && !props.pageId) return <ErrorState text={text} error={new Error(words('noEntity'))} />;
  if (page.status === 'loading') return <LoadingState text={text} />;
  if (page.status === 'error' || !meta || !page.config) return <ErrorState text={text} error={page.error} onRetry={page.reload} />;
  const entityLabel = meta.labels?.[language] || meta.label || meta.code;
  const title = words('title', entityLabel || pageTitle(content, page.config.record, meta, language));

  return (
    <section className="entity-page import-export-page" aria-label={title} data-entity={meta.code}>
      <Styles css={PAGE_CSS} />
      <Styles css={LIST_CSS} />
      <Styles css={IMPORT_EXPORT_CSS} />
      <header className="page-head">
        <h2>{title}</h2>
      </header>
      <div className="ie-tabs" role="tablist">
        {(['import', 'export'] as const).map((name) => (
          <button
            key={name}
            type="button"
            role="tab"
            id={`ie-tab-${name}`}
            className={`ie-tab-${name}`}
            aria-selected={tab === name}
            aria-controls={`ie-panel-${name}`}
            onClick={() => setTab(name)}
          >
            {words(name === 'import' ? 'importTab' : 'exportTab')}
          </button>
        ))}
      </div>
      {/* Both panels stay mounted: a running import keeps going while the user looks at the export. */}
      <div role="tabpanel" id="ie-panel-import" aria-labelledby="ie-tab-import" hidden={tab !== 'import'}>
        <ImportPanel services={services} meta={meta} words={words} language={language} />
      </div>
      <div role="tabpanel" id="ie-panel-export" aria-labelledby="ie-tab-export" hidden={tab !== 'export'}>
        {handed.unreadable && (
          <p className="ie-message warning" role="status">
            {words('badQuery')}
          </p>
        )}
        <ExportPanel
          services={services}
          meta={meta}
          columns={columns}
          searchFields={searchFields}
          baseConditions={handed.conditions}
          baseSort={handed.sort}
          text={text}
          words={words}
          language={language}
        />
      </div>
    </section>
  );
}
