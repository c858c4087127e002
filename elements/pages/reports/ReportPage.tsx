/**
 * A report run (registry kinds `reportPreview` and `reportChart`): the parameters as a search
 * form, the result as a grouped table with subtotals and the grand total (sorted by the server)
 * or as a chart in the active palette, export and print. The report is named by `reportId` (a
 * prop, the tab's query, a component's configs or the page config); `reportChart` opens on the
 * chart, of the type in `chart` (a prop, the query or the component's configs) or the definition's.
 * Drawn as a component of another page (a dashboard's widget), it shows the result alone: the
 * widget around it has the title and the refresh.
 */
import { useCallback, useMemo, useRef, useState } from 'react';
import { useStore } from '@nanostores/react';
import { ReportReplyError } from '../../../core/reports/index.ts';
import type { ReportController } from '../../../core/reports/index.ts';
import { CHART_CSS, CategoryChart, i18nLabel } from '../charts/index.ts';
import { usePageServices } from '../kit/services.ts';
import { EmptyState, ErrorState, LoadingState } from '../kit/states.tsx';
import { PAGE_CSS } from '../kit/styles.ts';
import { pageText } from '../kit/text.ts';
import { ReportParams } from './ReportParams.tsx';
import { reportChartData } from './report-chart-data.ts';
import { formatFigure } from './report-format.ts';
import { REPORT_CSS } from './report-styles.ts';
import { reportText } from './report-text.ts';
import type { ReportTextFn } from './report-text.ts';
import { CHART_TYPES } from './report-types.ts';
import type { ChartType, ReportDefinition, ReportSort } from './report-types.ts';
import { ReportTable } from './ReportTable.tsx';
import { ReportToolbar } from './ReportToolbar.tsx';
import type { ReportView } from './ReportToolbar.tsx';
import { useReportController } from './use-report.ts';
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
  const report = useReportController(props);
  const definition = useStore(report.$definition);
  const definitionError = useStore(report.$definitionError);
  const params = useStore(report.$params);
  const sort = useStore(report.$sort);
  const result = useStore(report.$result);
  const runError = useStore(report.$runError);
  const [view, setView] = useState<ReportView>(props.kind === 'reportChart' ? 'chart' : 'table');
  const configs = (props.component?.configs ?? {}) as Record<string, unknown>;
  const embedded = Boolean(props.component);
  const [chart, setChart] = useState<ChartType | undefined>(asChart(props.chart) ?? asChart(props.query?.chart) ?? asChart(configs.chart));
  const body = useRef<HTMLDivElement>(null);
  const table = useCallback(() => body.current?.querySelector<HTMLTableElement>('table.report-table') ?? null, []);

  const title = definition ? i18nLabel(definition.name, language, definition.id) : words('reports');
  const failure = shownError(definitionError, words);
  return (
    <section className="entity-page report-page" data-kind={props.kind} data-report-id={definition?.id} aria-label={title}>
      <Styles css={PAGE_CSS + CHART_CSS + REPORT_CSS} />
      {!embedded && (
        <header className="page-head">
          <h2>{title}</h2>
        </header>
      )}
      {failure ? (
        <ErrorState text={text} error={failure} onRetry={report.reload} />
      ) : !definition || !params ? (
        <LoadingState text={text} />
      ) : (
        <>
          {!embedded && definition.description && <p className="muted report-description">{i18nLabel(definition.description, language)}</p>}
          {!embedded && <ReportParams definition={definition} report={report} services={services} text={text} words={words} language={language} />}
          {!embedded && (
            <ReportToolbar
              definition={definition}
              params={params}
              report={report}
              view={view}
              chart={chart ?? definition.chart?.type ?? 'bar'}
              words={words}
              language={language}
              onView={setView}
              onChart={setChart}
              table={table}
            />
          )}
          <div ref={body} className="report-body" aria-busy={!result && !runError}>
            <ReportResultView
              definition={definition}
              report={report}
              view={view}
              chart={chart ?? definition.chart?.type ?? 'bar'}
              sort={sort}
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
  report: ReportController;
  view: ReportView;
  chart: ChartType;
  sort?: ReportSort;
  language: string;
  words: ReportTextFn;
  title: string;
  height: number;
}

function ReportResultView({ definition, report, view, chart, sort, language, words, title, height }: ResultViewProps) {
  const text = useMemo(() => pageText(language), [language]);
  const result = useStore(report.$result);
  const runError = useStore(report.$runError);
  const data = useMemo(() => (result ? reportChartData(definition, result, chart, language, words) : null), [definition, result, chart, language, words]);
  const format = useCallback((n: number) => formatFigure(n, language), [language]);
  const failure = shownError(runError, words);
  if (failure) return <ErrorState text={text} error={failure} onRetry={report.rerun} />;
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
      <ReportTable definition={definition} result={result} sort={sort} language={language} words={words} onSort={report.sortBy} />
    </div>
  );
}
