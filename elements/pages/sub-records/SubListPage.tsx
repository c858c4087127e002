/**
 * The `entitySubList` page (PAGES.md "Work"): the child records of one relation of a parent
 * record, read-only, drawn by the form's own child section (form/ChildSection.tsx) in its detail
 * state. The parent entity is `entity`, the record `recordId` (or `recordId`/`id` of the query),
 * the relation `relation` of the query (default: the parent's first child section); a menu entry
 * names them in its URL's query (page-query). Without a record the page asks for one. A save of
 * the parent's or the child's entity elsewhere on the core instance reads the rows again.
 */
import { useStore } from '@nanostores/react';
import { useEffect, useMemo, useState } from 'react';
import type { PageProps } from '../../shared/page-props.ts';
import { usePageServices } from '../kit/services.ts';
import { ErrorState, LoadingState } from '../kit/states.tsx';
import { PAGE_CSS } from '../kit/styles.ts';
import { pageText } from '../kit/text.ts';
import { ChildSection } from '../form/ChildSection.tsx';
import { pageParam } from '../page-query/index.ts';
import { workText } from '../work-text/index.ts';
import { ParentPicker } from './ParentPicker.tsx';
import { SUB_CSS } from './sub-styles.ts';
import { useParentRecord, useReloadOnSave } from './use-parent-record.ts';
import { Styles } from '../../shared/adopted-styles.tsx';

const ignore = () => undefined;

/** The parent record a sub page starts with: its own prop, else the query's. */
export function initialParent(props: PageProps): string | undefined {
  return props.recordId || pageParam(props.query, 'recordId') || pageParam(props.query, 'id');
}

export default function SubListPage(props: PageProps) {
  const services = usePageServices();
  const language = useStore(services.$language);
  const text = useMemo(() => pageText(language), [language]);
  const words = useMemo(() => workText(language), [language]);
  const [recordId, setRecordId] = useState(initialParent(props));
  // biome-ignore lint/correctness/useExhaustiveDependencies: the parent is read again when the record the props name changes, not on every new props object.
  useEffect(() => setRecordId(initialParent(props)), [props.recordId, props.query?.recordId, props.query?.id]);
  const parent = useParentRecord(services, props.entity || pageParam(props.query, 'entity'), recordId, pageParam(props.query, 'relation'));
  useReloadOnSave(services, parent, recordId);

  if (parent.status === 'error' && !parent.meta)
    return (
      <>
        <Styles css={PAGE_CSS} />
        <ErrorState text={text} error={parent.error} onRetry={parent.reload} />
      </>
    );
  if (!parent.meta || !parent.relation)
    return (
      <>
        <Styles css={PAGE_CSS} />
        <LoadingState text={text} />
      </>
    );
  const { meta, relation } = parent;

  return (
    <section className="entity-page sub-page sub-list-page" aria-label={relation.title || relation.code} data-relation={relation.code}>
      <Styles css={PAGE_CSS} />
      <Styles css={SUB_CSS} />
      <ParentPicker meta={meta} recordId={recordId} services={services} text={text} words={words} language={language} onChange={setRecordId} />
      {!recordId && <p className="muted sub-hint">{words('chooseParent')}</p>}
      {recordId && parent.status === 'loading' && <LoadingState text={text} />}
      {recordId && parent.status === 'error' && <ErrorState text={text} error={parent.error} onRetry={parent.reload} />}
      {recordId && parent.status === 'ready' && (
        <ChildSection relation={relation} rows={parent.rows} editable={false} onChange={ignore} services={services} text={text} language={language} />
      )}
    </section>
  );
}
