/**
 * Export of the list query: the list page's search fields and sort (and the conditions a list
 * handed over in the page's query), the count of matching records, and the file as CSV or .xlsx,
 * written by the server's export with its labels (run-export.ts).
 */
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { saveInBrowser } from '../../../core/actions/index.ts';
import { searchConditions, type Condition, type SearchValue } from '../kit/conditions.ts';
import type { Column } from '../kit/columns.ts';
import type { PageServices } from '../kit/services.ts';
import type { EntityMeta } from '../kit/types.ts';
import type { TextFn } from '../kit/text.ts';
import { SlButton } from '../kit/sl.ts';
import { SearchBar } from '../list/SearchBar.tsx';
import { runExport, type SortItem } from './run-export.ts';
import { csvBlob, xlsxBlob, type Sheet } from './spreadsheet.ts';
import type { Words } from './words.ts';

interface ExportPanelProps {
  services: PageServices;
  meta: EntityMeta;
  columns: Column[];
  searchFields: Column[];
  baseConditions: Condition[];
  baseSort: SortItem | undefined;
  text: TextFn;
  words: Words;
  language: string;
}

/**
 * The server's CSV writes a ' before a cell starting with = + - @ so that a spreadsheet program
 * never runs it; an .xlsx cell written as text never runs, so the workbook holds the value itself.
 */
function unguarded(sheet: Sheet): Sheet {
  return { columns: sheet.columns, rows: sheet.rows.map((row) => row.map((cell) => cell.replace(/^'(?=[=+\-@])/, ''))) };
}

type ExportState = { kind: 'idle' } | { kind: 'running'; rows: number } | { kind: 'done'; rows: number; capped: boolean } | { kind: 'failed'; message: string };

function useMatchCount(services: PageServices, entity: string, conditions: Condition[]): number | null {
  const [count, setCount] = useState<number | null>(null);
  useEffect(() => {
    let live = true;
    setCount(null);
    services.request<{ count: number }>({ entity, action: 'getCount', method: 'POST', data: { conditions }, silent: true }).then(
      (reply) => live && setCount(reply.count),
      () => live && setCount(null),
    );
    return () => {
      live = false;
    };
  }, [services, entity, conditions]);
  return count;
}

/** One export at a time: its progress, its end (the file saved) or its failure, and stopping it. */
function useExportRun(services: PageServices, meta: EntityMeta, conditions: Condition[], sort: SortItem | undefined, columns: Column[]) {
  const [state, setState] = useState<ExportState>({ kind: 'idle' });
  const stopper = useRef<AbortController | null>(null);
  useEffect(() => () => stopper.current?.abort(), []);
  const exportAs = useCallback(
    async (format: 'csv' | 'xlsx') => {
      const controller = new AbortController();
      stopper.current = controller;
      setState({ kind: 'running', rows: 0 });
      try {
        const result = await runExport({
          services,
          entity: meta.code || meta.id,
          conditions,
          sort: sort ? [sort] : [],
          columns: columns.map((c) => c.name),
          keyField: meta.keyNames?.[0] ?? 'ID',
          signal: controller.signal,
          onProgress: (rows) => setState({ kind: 'running', rows }),
        });
        const blob = format === 'csv' ? await csvBlob(result.sheet) : await xlsxBlob(unguarded(result.sheet), result.name);
        saveInBrowser(blob, `${result.name}.${format}`);
        setState({ kind: 'done', rows: result.sheet.rows.length, capped: result.capped });
      } catch (error) {
        if (!controller.signal.aborted) setState({ kind: 'failed', message: error instanceof Error ? error.message : String(error) });
      }
    },
    [services, meta, conditions, sort, columns],
  );
  const stop = () => {
    stopper.current?.abort();
    setState({ kind: 'idle' });
  };
  return { state, exportAs, stop };
}

export function ExportPanel(props: ExportPanelProps) {
  const { services, meta, columns, searchFields, baseConditions, text, words, language } = props;
  const [searched, setSearched] = useState<Condition[]>([]);
  const [sort, setSort] = useState<SortItem | undefined>(props.baseSort);
  const conditions = useMemo(() => [...baseConditions, ...searched], [baseConditions, searched]);
  const count = useMatchCount(services, meta.code || meta.id, conditions);
  const { state, exportAs, stop } = useExportRun(services, meta, conditions, sort, columns);

  const onSearch = useCallback((values: Record<string, SearchValue>) => setSearched(searchConditions(searchFields, values)), [searchFields]);

  const busy = state.kind === 'running';
  return (
    <div className="export-panel">
      <p className="muted">{words('exportHint')}</p>
      {baseConditions.length > 0 && <p className="ie-message base-query">{words('baseQuery', baseConditions.length)}</p>}
      <SearchBar fields={searchFields} services={services} text={text} language={language} onSearch={onSearch} />
      <div className="export-sort toolbar">
        <label>
          <span>{words('sortBy')}</span>
          <select
            className="sort-field"
            value={sort?.field ?? ''}
            disabled={busy}
            onChange={(e) => setSort(e.target.value ? { field: e.target.value, order: sort?.order ?? 'asc' } : undefined)}
          >
            <option value="">{words('sortDefault')}</option>
            {columns.map((c) => (
              <option key={c.name} value={c.name}>
                {c.label}
              </option>
            ))}
          </select>
        </label>
        <select
          className="sort-order"
          aria-label={words('sortBy')}
          value={sort?.order ?? 'asc'}
          disabled={busy || !sort}
          onChange={(e) => sort && setSort({ field: sort.field, order: e.target.value === 'desc' ? 'desc' : 'asc' })}
        >
          <option value="asc">{words('ascending')}</option>
          <option value="desc">{words('descending')}</option>
        </select>
        <span className="spacer" />
        <span className="match-count" role="status">
          {count === null ? '' : words('matching', count)}
        </span>
      </div>
      <div className="export-actions toolbar">
        <SlButton className="export-csv" disabled={busy} onClick={() => void exportAs('csv')}>
          {words('exportCsv')}
        </SlButton>
        <SlButton className="export-xlsx" disabled={busy} onClick={() => void exportAs('xlsx')}>
          {words('exportXlsx')}
        </SlButton>
        {busy && (
          <SlButton size="small" className="export-stop" onClick={stop}>
            {words('stop')}
          </SlButton>
        )}
      </div>
      {state.kind === 'running' && (
        <p className="ie-message export-state" role="status">
          {words('exporting', state.rows)}
        </p>
      )}
      {state.kind === 'done' && (
        <p className="ie-message ok export-state" role="status">
          {words(state.capped ? 'exportCapped' : 'exported', state.rows)}
        </p>
      )}
      {state.kind === 'failed' && (
        <p className="ie-message error export-state" role="alert">
          {words('exportFailed', state.message)}
        </p>
      )}
    </div>
  );
}
