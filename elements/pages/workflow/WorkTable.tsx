/**
 * The rows of the approval index and the task list: a table whose rows are one tab stop (the
 * arrow keys, Home and End move between rows, Enter or a click opens one), as the entity list's
 * grid moves. Each row is labelled by what opening it does.
 */
import { useRef } from 'react';
import type { KeyboardEvent, ReactNode } from 'react';

export interface WorkColumn<T> {
  key: string;
  label: string;
  cell: (row: T) => ReactNode;
}

export interface WorkTableProps<T> {
  id: string;
  label: string;
  columns: Array<WorkColumn<T>>;
  rows: T[];
  rowKey: (row: T) => string;
  /** What opening the row does, for its accessible name; none: the row cannot be opened. */
  rowLabel: (row: T) => string | undefined;
  onOpen: (row: T) => void;
}

export function WorkTable<T>({ id, label, columns, rows, rowKey, rowLabel, onOpen }: WorkTableProps<T>) {
  const body = useRef<HTMLTableSectionElement>(null);
  const focusRow = (index: number) => {
    const all = body.current?.querySelectorAll<HTMLTableRowElement>('tr') ?? [];
    const target = all[Math.max(0, Math.min(all.length - 1, index))];
    target?.focus();
  };
  const onKey = (event: KeyboardEvent<HTMLTableRowElement>, index: number, row: T) => {
    const moves: Record<string, number> = { ArrowDown: index + 1, ArrowUp: index - 1, Home: 0, End: rows.length - 1 };
    if (event.key in moves) {
      event.preventDefault();
      focusRow(moves[event.key]!);
    } else if ((event.key === 'Enter' || event.key === ' ') && rowLabel(row)) {
      event.preventDefault();
      onOpen(row);
    }
  };
  return (
    <table className="work-table" id={id} aria-label={label}>
      <thead>
        <tr>
          {columns.map((c) => (
            <th key={c.key} scope="col">
              {c.label}
            </th>
          ))}
        </tr>
      </thead>
      <tbody ref={body}>
        {rows.map((row, index) => {
          const opens = rowLabel(row);
          return (
            <tr
              key={rowKey(row)}
              data-key={rowKey(row)}
              tabIndex={index === 0 ? 0 : -1}
              aria-label={opens}
              aria-disabled={opens ? undefined : 'true'}
              onClick={() => opens && onOpen(row)}
              onKeyDown={(e) => onKey(e, index, row)}
            >
              {columns.map((c) => (
                <td key={c.key} data-column={c.key}>
                  {c.cell(row)}
                </td>
              ))}
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}
