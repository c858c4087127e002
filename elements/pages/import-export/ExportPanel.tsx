/**
 * Export of the list query: the list page's search fields and sort (and the conditions a list
 * handed over in the page's query), the count of matching records, and the file as CSV or .xlsx,
 * written by the server's export with its labels (core/imports, `platform.imports.openExport`, through `useConcept`).
 */
import { useCallback, useEffect, useMemo, useState } from 'react';
import { useStore } from '@nanostores/react';
import type { SortItem } from '../../../core/imports/index.ts';
import { useConcept } from '../../shared/use-concept.ts';
import { searchConditions, type Condition, type SearchValue } from '../kit/conditions.ts';
import type { Column } from '../kit/columns.ts';
import type { PageServices } from '../kit/services.ts';
import type { EntityMeta } from '../kit/types.ts';
import type { TextFn } from '../kit/text.ts';
import { SlButton } from '../kit/sl.ts';
import { SearchBar } from '../list/SearchBar.tsx';
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

export function ExportPanel(props: ExportPanelProps) {
  const { services, meta, columns, searchFields, baseConditions, text, words, language } = props;
  const imports = useConcept('imports');
  const [searched, setSearched] = useState<Condition[]>([]);
  const [sort, setSort] = useState<SortItem | undefined>(props.baseSort);
  const conditions = useMemo(() => [...baseConditions, ...searched], [baseConditions, searched]);
  // One export controller (core/imports) per entity shown: the count of the query and one export at a time.
  const exporter = useMemo(() => imports.openExport({ entity: meta.code || meta.id, keyField: meta.keyNames?.[0] ?? 'ID' }), [imports, meta]);
  useEffect(() => () => exporter.destroy(), [exporter]);
  useEffect(() => exporter.setConditions(conditions), [exporter, conditions]);
  // Rows written since (an import beside it, a form): the count is asked again.
  useEffect(
    () => services.$saved.listen((saved) => saved && (saved.entity === meta.code || saved.entity === meta.id) && exporter.setConditions(conditions)),
    [services, meta, exporter, conditions],
  );
  const count = useStore(exporter.$count);
  const state = useStore(exporter.$state);
  const exportAs = (format: 'csv' | 'xlsx') =>
    exporter.exportAs({
      format,
      conditions,
      sort,
      columns: columns.map((c) => c.name),
    });
  const stop = exporter.stop;

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
