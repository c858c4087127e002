/**
 * The report list (registry kind `reportList`): the reports the caller may run (FM_REPORT/list),
 * by group, with their description and owner, searchable in both languages. A report opens its
 * preview the way rows open pages: an `open` operation through core's action runner, to the
 * workspace (a tab, or the page config's `openType`), or, without a workspace, to a dialog.
 */
import { useEffect, useMemo, useState } from 'react';
import { useStore } from '@nanostores/react';
import { REPORT_ENTITY, ReportReplyError, matchReports, ownerName } from '../../../core/reports/index.ts';
import type { PageProps } from '../../shared/page-props.ts';
import { i18nLabel } from '../charts/index.ts';
import type { OpenTarget } from '../kit/services.ts';
import { usePageServices } from '../kit/services.ts';
import { SlDialog, SlInput } from '../kit/sl.ts';
import { EmptyState, ErrorState, LoadingState } from '../kit/states.tsx';
import { PAGE_CSS } from '../kit/styles.ts';
import { pageText } from '../kit/text.ts';
import type { EntityMeta, Operate } from '../kit/types.ts';
import { REPORT_CSS } from './report-styles.ts';
import { reportText } from './report-text.ts';
import type { ReportDefinition } from './report-types.ts';
import ReportPage from './ReportPage.tsx';
import { Styles } from '../../shared/adopted-styles.tsx';
import { useConcept } from '../../shared/use-concept.ts';

/** The runner's entity of the open operation: reports have no entity metadata of their own. */
const REPORT_META = {
  id: REPORT_ENTITY,
  code: REPORT_ENTITY,
  name: REPORT_ENTITY,
  label: REPORT_ENTITY,
  labels: {},
  keyType: 'assigned',
  keyNames: ['id'],
  attributes: [],
  attriIds: [],
  attriNames: [],
  relatedEntitys: [],
  relations: [],
  attriRelys: [],
  operates: [],
  searchFields: [],
} as unknown as EntityMeta;

export default function ReportListPage(props: PageProps) {
  const services = usePageServices();
  const language = useStore(services.$language);
  const text = useMemo(() => pageText(language), [language]);
  const words = useMemo(() => reportText(language), [language]);
  const reports = useConcept('reports');
  const [list] = useState(() => reports.openReportList());
  const groups = useStore(list.$groups);
  const error = useStore(list.$error);
  useEffect(() => {
    list.load();
    return () => list.stop();
  }, [list]);
  const [search, setSearch] = useState('');
  const [own, setOwn] = useState<OpenTarget | null>(null);
  const needle = search.trim().toLowerCase();
  const shown = matchReports(groups ?? [], search);
  const count = shown.reduce((n, g) => n + g.reports.length, 0);
  const openType = (props.component?.configs as { openType?: number | string } | undefined)?.openType;

  async function open(report: ReportDefinition) {
    const name = i18nLabel(report.name, language, report.id);
    const operate: Operate = { name: 'openReport', label: name, type: 'open', flag: 'reportPreview', needSelect: 1, openType, params: { reportId: '#[id]' } };
    const row = { id: report.id };
    await services.runAction(operate, {
      entity: REPORT_META,
      rows: [row],
      row,
      query: props.query,
      confirm: async () => true,
      open: (target) => {
        if (!services.open({ ...target, title: target.title ?? name })) setOwn(target);
      },
    });
  }

  const failure = error instanceof ReportReplyError ? new Error(words('badReply')) : error;
  return (
    <section className="entity-page report-list-page" aria-label={words('reports')}>
      <Styles css={PAGE_CSS + REPORT_CSS} />
      <header className="page-head">
        <h2>{words('reports')}</h2>
      </header>
      <div className="report-list-tools" role="search">
        <SlInput
          size="small"
          clearable
          type="search"
          className="report-search"
          placeholder={words('searchReports')}
          aria-label={words('searchReports')}
          value={search}
          onsl-input={(e: Event) => setSearch((e.target as HTMLInputElement).value)}
          onsl-clear={() => setSearch('')}
        />
        {groups && (
          <span className="muted" role="status" aria-live="polite">
            {words('reportCount', count)}
          </span>
        )}
      </div>
      {failure ? (
        <ErrorState text={text} error={failure} onRetry={list.retry} />
      ) : !groups ? (
        <LoadingState text={text} />
      ) : !shown.length ? (
        <EmptyState text={text} message={needle ? words('noReportMatch', search.trim()) : words('noReports')} />
      ) : (
        shown.map((group, g) => (
          <section key={g} className="report-group" aria-label={i18nLabel(group.group, language)}>
            <h3>{i18nLabel(group.group, language)}</h3>
            <ul className="report-cards">
              {group.reports.map((report) => (
                <li key={report.id}>
                  <button type="button" className="report-card" data-report-id={report.id} onClick={() => void open(report)}>
                    <strong>{i18nLabel(report.name, language, report.id)}</strong>
                    {report.description && <span>{i18nLabel(report.description, language)}</span>}
                    {report.owner && (
                      <span className="report-owner">
                        {words('owner')}
                        {words('colon')}
                        {ownerName(report.owner, language)}
                      </span>
                    )}
                  </button>
                </li>
              ))}
            </ul>
          </section>
        ))
      )}
      {own && (
        <SlDialog
          open
          className="form-dialog report-dialog"
          label={own.title ?? words('reports')}
          onsl-request-close={(e: Event) => {
            if (e.target === e.currentTarget) setOwn(null);
          }}
        >
          <ReportPage kind="reportPreview" query={own.query} onClose={() => setOwn(null)} />
        </SlDialog>
      )}
    </section>
  );
}
