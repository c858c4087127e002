/**
 * A report's result as a table: one column per dimension and measure, the rows grouped by the
 * first dimension with its subtotal row (two dimensions), and the grand total in the footer.
 * Each column header sorts on the server (`sort.by` dimension0, dimension1 or the measure id).
 */
import { i18nLabel } from '../charts/index.ts';
import { formatFigure, rowGroups } from './report-format.ts';
import type { ReportTextFn } from './report-text.ts';
import type { ReportDefinition, ReportResult, ReportSort } from './report-types.ts';

interface ReportTableProps {
  definition: ReportDefinition;
  result: ReportResult;
  sort?: ReportSort;
  language: string;
  words: ReportTextFn;
  onSort?: (sort: ReportSort) => void;
}

interface TableColumn {
  key: string;
  /** The run's `sort.by` of this column. */
  sortBy: string;
  label: string;
  kind: 'dimension' | 'measure';
}

export function tableColumns(definition: ReportDefinition, language: string): TableColumn[] {
  return [
    ...definition.dimensions.map((d, i) => ({
      key: d.field,
      sortBy: `dimension${i}`,
      label: i18nLabel(d.label, language, d.field),
      kind: 'dimension' as const,
    })),
    ...definition.measures.map((m) => ({ key: m.id, sortBy: m.id, label: i18nLabel(m.label, language, m.id), kind: 'measure' as const })),
  ];
}

export function ReportTable({ definition, result, sort, language, words, onSort }: ReportTableProps) {
  const columns = tableColumns(definition, language);
  const dimensions = definition.dimensions.map((d) => d.field);
  const measures = definition.measures.map((m) => m.id);
  const figures = (values: Record<string, number | null>) =>
    measures.map((id) => (
      <td key={id} data-measure={id}>
        {formatFigure(values[id], language)}
      </td>
    ));
  const groups = rowGroups(definition, result);
  const current = sort ?? { by: 'dimension0', order: 'asc' };
  const next = (column: TableColumn): ReportSort =>
    current.by === column.sortBy
      ? { by: column.sortBy, order: current.order === 'asc' ? 'desc' : 'asc' }
      : { by: column.sortBy, order: column.kind === 'measure' ? 'desc' : 'asc' };
  return (
    <table className="sub-table report-table" data-report-id={definition.id}>
      <caption className="sr-only">{i18nLabel(definition.name, language, definition.id)}</caption>
      <thead>
        <tr>
          {columns.map((c) => {
            const sorted = current.by === c.sortBy ? (current.order === 'asc' ? 'ascending' : 'descending') : undefined;
            return (
              <th key={c.key} scope="col" data-column={c.key} aria-sort={sorted ?? 'none'} className={c.kind === 'measure' ? 'num' : undefined}>
                {onSort ? (
                  <button type="button" className="sort-button" title={words('sortBy', c.label)} onClick={() => onSort(next(c))}>
                    {c.label}
                    <span className="sort-mark" aria-hidden="true">
                      {sorted === 'ascending' ? '▲' : sorted === 'descending' ? '▼' : '↕'}
                    </span>
                  </button>
                ) : (
                  c.label
                )}
              </th>
            );
          })}
        </tr>
      </thead>
      {groups.map((group, g) => (
        <tbody key={`${String(group.key.value)}-${g}`} data-group={String(group.key.value ?? '')}>
          {group.rows.map((row, i) => (
            <tr key={i} className="report-row">
              {dimensions.map((field, d) =>
                d === 0 && dimensions.length > 1 ? (
                  i === 0 && (
                    <th key={field} scope="rowgroup" rowSpan={group.rows.length}>
                      {row.keys[field]?.label ?? ''}
                    </th>
                  )
                ) : (
                  <th key={field} scope="row">
                    {row.keys[field]?.label ?? ''}
                  </th>
                ),
              )}
              {figures(row.values)}
            </tr>
          ))}
          {group.subtotal && (
            <tr className="subtotal-row">
              <th scope="row" colSpan={dimensions.length}>
                {words('subtotal', group.key.label)}
              </th>
              {figures(group.subtotal.values)}
            </tr>
          )}
        </tbody>
      ))}
      <tfoot>
        <tr className="total-row">
          <th scope="row" colSpan={dimensions.length}>
            {words('total')}
          </th>
          {figures(result.total)}
        </tr>
      </tfoot>
    </table>
  );
}
