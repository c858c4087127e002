/**
 * A report run (registry kinds `reportPreview` and `reportChart`): the parameters as a search
 * form, the result as a grouped table with subtotals and the grand total (sorted by the server)
 * or as a chart in the active palette, export and print. The report is named by `reportId` (a
 * prop, the tab's query, a component's configs or the page config); `reportChart` opens on the
 * chart, of the type in `chart` (a prop, the query or the component's configs) or the definition's.
 * Drawn as a component of another page (a dashboard's widget), it shows the result alone: the
 * widget around it has the title and the refresh.
 */
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useStore } from '@nanostores/react';
import { CHART_CSS, CategoryChart, i18nLabel } from '../charts/index.ts';
import { usePageServices } from '../kit/services.ts';
import { EmptyState, ErrorState, LoadingState } from '../kit/states.tsx';
import { PAGE_CSS } from '../kit/styles.ts';
import { pageText } from '../kit/text.ts';
import { ReportParams } from './ReportParams.tsx';
import { ReportReplyError, defaultParams } from './report-calls.ts';
import { reportChartData } from './report-chart-data.ts';
import { formatFigure } from './report-format.ts';
import { REPORT_CSS } from './report-styles.ts';
import { reportText } from './report-text.ts';
import type { ReportTextFn } from './report-text.ts';
import { CHART_TYPES } from './report-types.ts';
import type { ChartType, ParamValues, ReportDefinition, ReportResult, ReportSort } from './report-types.ts';
import { ReportTable } from './ReportTable.tsx';
import { ReportToolbar } from './ReportToolbar.tsx';
import type { ReportView } from './ReportToolbar.tsx';
import { useReportDefinition, useReportRun } from './use-report.ts';
import type { ReportPageProps } from './use-report.ts';
import { Styles } from '../../shared/adopted-styles.tsx';

const asChart = (value: unknown): ChartType | undefined => ((CHART_TYPES as readonly unknown[]).includes(value) ? (value as ChartType) : undefined);

/** A reply in another shape reads as such, not as the check's inner name. */
const shownError = (error: Error | null, words: ReportTextFn) => (error instanceof ReportReplyError ? new Error(words('badReply')) : error);

export default function ReportPage(props: ReportPageProps) {
  const services = usePageServices();
  const language = useStore(services.$language);
  const text = useMemo(() => pageText(language), [language]);
  const words = useMemo(() => reportText(language), [language]);
  const report = useReportDefinition(services, props, words('noReportId'));
  const definition = report.value;
  const [params, setParams] = useState<ParamValues | null>(null);
  const [sort, setSort] = useState<ReportSort | undefined>();
  const [view, setView] = useState<ReportView>(props.kind === 'reportChart' ? 'chart' : 'table');
  const configs = (props.component?.configs ?? {}) as Record<string, unknown>;
  const embedded = Boolean(props.component);
  const [chart, setChart] = useState<ChartType | undefined>(asChart(props.chart) ?? asChart(props.query?.chart) ?? asChart(configs.chart));
  useEffect(() => {
    setParams(definition ? defaultParams(definition.parameters) : null);
    setSort(undefined);
  }, [definition]);
  const run = useReportRun(services, definition, params, sort);
  const body = useRef<HTMLDivElement>(null);
  const table = useCallback(() => body.current?.querySelector<HTMLTableElement>('table.report-table') ?? null, []);

  const title = definition ? i18nLabel(definition.name, language, definition.id) : words('reports');
  const failure = shownError(report.error, words);
  return (
    <section className="entity-page report-page" data-kind={props.kind} data-report-id={definition?.id} aria-label={title}>
      <Styles css={PAGE_CSS + CHART_CSS + REPORT_CSS} />
      {!embedded && (
        <header className="page-head">
          <h2>{title}</h2>
        </header>
      )}
      {failure ? (
        <ErrorState text={text} error={failure} onRetry={report.retry} />
      ) : !definition || !params ? (
        <LoadingState text={text} />
      ) : (
        <>
          {!embedded && definition.description && <p className="muted report-description">{i18nLabel(definition.description, language)}</p>}
          {!embedded && (
            <ReportParams
              definition={definition}
              values={params}
              services={services}
              text={text}
              words={words}
              language={language}
              onRun={(values) => setParams({ ...values })}
              onReset={() => setParams(defaultParams(definition.parameters))}
            />
          )}
          {!embedded && (
            <ReportToolbar
              definition={definition}
              params={params}
              sort={sort}
              view={view}
              chart={chart ?? definition.chart?.type ?? 'bar'}
              services={services}
              words={words}
              language={language}
              onView={setView}
              onChart={setChart}
              table={table}
            />
          )}
          <div ref={body} className="report-body" aria-busy={!run.value && !run.error}>
            <ReportResultView
              definition={definition}
              run={run}
              view={view}
              chart={chart ?? definition.chart?.type ?? 'bar'}
              sort={sort}
              onSort={setSort}
              language={language}
              words={words}
              title={title}
              height={embedded ? 240 : 340}
            />
          </div>
        </>
      )}
    </section>
  );
}

interface ResultViewProps {
  definition: ReportDefinition;
  run: { value: ReportResult | null; error: Error | null; retry(): void };
  view: ReportView;
  chart: ChartType;
  sort?: ReportSort;
  onSort: (sort: ReportSort) => void;
  language: string;
  words: ReportTextFn;
  title: string;
  height: number;
}

function ReportResultView({ definition, run, view, chart, sort, onSort, language, words, title, height }: ResultViewProps) {
  const text = useMemo(() => pageText(language), [language]);
  const result = run.value;
  const data = useMemo(() => (result ? reportChartData(definition, result, chart, language, words) : null), [definition, result, chart, language, words]);
  const format = useCallback((n: number) => formatFigure(n, language), [language]);
  const failure = shownError(run.error, words);
  if (failure) return <ErrorState text={text} error={failure} onRetry={run.retry} />;
  if (!result || !data) return <LoadingState text={text} />;
  if (!result.rows.length) return <EmptyState text={text} />;
  if (view === 'chart') {
    return (
      <CategoryChart
        data={data}
        title={words('chartTitle', title, words(chart))}
        language={language}
        format={format}
        height={height}
        categoryTitle={i18nLabel(definition.dimensions[0]!.label, language, definition.dimensions[0]!.field)}
      />
    );
  }
  return (
    <div className="report-scroll">
      <ReportTable definition={definition} result={result} sort={sort} language={language} words={words} onSort={onSort} />
    </div>
  );
}
