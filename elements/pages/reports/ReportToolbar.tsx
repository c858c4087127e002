/**
 * The report's tools: the table or chart view, the chart type, export (the server writes the
 * CSV or .xlsx with labels, subtotals and the total) and print (a frame of the table alone).
 */
import { useEffect, useRef } from 'react';
import { useStore } from '@nanostores/react';
import type { ReportController } from '../../../core/reports/index.ts';
import { i18nLabel } from '../charts/index.ts';
import { SlButton } from '../kit/sl.ts';
import { reportText } from './report-text.ts';
import type { ReportTextFn } from './report-text.ts';
import { preparePrint } from './print-report.ts';
import type { PrintJob } from './print-report.ts';
import { CHART_TYPES } from './report-types.ts';
import type { ChartType, ParamValues, ReportDefinition } from './report-types.ts';

export type ReportView = 'table' | 'chart';

interface ReportToolbarProps {
  definition: ReportDefinition;
  params: ParamValues;
  report: ReportController;
  view: ReportView;
  chart: ChartType;
  words: ReportTextFn;
  language: string;
  onView: (view: ReportView) => void;
  onChart: (chart: ChartType) => void;
  /** The shown table, for print; null while there is none. */
  table: () => HTMLTableElement | null;
}

/** The parameters as lines of text (label: value), for the printed page. */
export function paramLines(definition: ReportDefinition, params: ParamValues, language: string): string[] {
  const colon = reportText(language)('colon');
  return (definition.parameters ?? []).flatMap((p) => {
    const value = params[p.field];
    const shown = Array.isArray(value) ? (value.some(Boolean) ? value.join(' – ') : '') : (value ?? '');
    return shown ? [`${i18nLabel(p.label, language, p.field)}${colon}${shown}`] : [];
  });
}

function usePrint(parent: () => Node | null) {
  const job = useRef<PrintJob | null>(null);
  useEffect(() => () => job.current?.dispose(), []);
  return (input: Parameters<typeof preparePrint>[1]) => {
    const into = parent();
    if (!into) return;
    job.current?.dispose();
    job.current = preparePrint(into, input);
    job.current.frame.contentWindow?.print();
  };
}

export function ReportToolbar(props: ReportToolbarProps) {
  const { definition, params, report, view, chart, words, language, onView, onChart, table } = props;
  const busy = useStore(report.$exporting);
  const box = useRef<HTMLDivElement>(null);
  const print = usePrint(() => box.current?.getRootNode() ?? null);
  const title = i18nLabel(definition.name, language, definition.id);
  const download = (format: 'csv' | 'xlsx') => report.exportAs(format);

  const printTable = () => {
    const shown = table();
    if (shown) print({ title, lines: paramLines(definition, params, language), table: shown });
  };
  return (
    <div className="toolbar report-tools" ref={box}>
      <div className="seg view-switch" role="radiogroup" aria-label={`${words('showTable')} / ${words('showChart')}`}>
        {(['table', 'chart'] as const).map((v) => (
          <button key={v} type="button" role="radio" data-view={v} aria-checked={view === v} aria-selected={view === v} onClick={() => onView(v)}>
            {words(v === 'table' ? 'showTable' : 'showChart')}
          </button>
        ))}
      </div>
      {view === 'chart' && (
        <div className="seg chart-switch" role="radiogroup" aria-label={words('chartType')}>
          {CHART_TYPES.map((c) => (
            <button key={c} type="button" role="radio" data-chart={c} aria-checked={chart === c} aria-selected={chart === c} onClick={() => onChart(c)}>
              {words(c)}
            </button>
          ))}
        </div>
      )}
      <SlButton size="small" className="export-csv" loading={busy} onClick={() => void download('csv')}>
        {words('exportCsv')}
      </SlButton>
      <SlButton size="small" className="export-xlsx" loading={busy} onClick={() => void download('xlsx')}>
        {words('exportXlsx')}
      </SlButton>
      {view === 'table' && (
        <SlButton size="small" className="report-print-button" onClick={printTable}>
          {words('print')}
        </SlButton>
      )}
    </div>
  );
}
