/**
 * The header row of the list grid: one tab stop for the whole row (a roving tabindex over the
 * sort buttons), as the ARIA grid pattern asks, instead of one stop per column.
 * Keys: ←/→ move between headers, Home/End go to the first and last, Enter or Space sorts (the
 * button's own), ↓ goes down to the rows.
 */
import { memo, useState } from 'react';
import type { KeyboardEvent } from 'react';
import type { Column } from '../kit/columns.ts';
import type { TextFn } from '../kit/text.ts';
import { CheckBox } from './CheckBox.tsx';

export interface SortState {
  field: string;
  order: 'asc' | 'desc';
}

export interface GridHeadProps {
  columns: Column[];
  template: string;
  /** The head's width: the body's, so the head's columns line up with the rows'. */
  width?: string;
  selectable: boolean;
  allSelected: boolean;
  someSelected: boolean;
  onToggleAll: (select: boolean) => void;
  sort?: SortState;
  onSort?: (field: string) => void;
  hasActions: boolean;
  text: TextFn;
  /** ↓ from a header: the rows take focus. */
  onLeaveDown: () => void;
}

/** Memoised: a scroll draws the rows' window again, never the head. */
export const GridHead = memo(function GridHead(props: GridHeadProps) {
  const { columns, onSort, text } = props;
  // The column whose header holds the row's one tab stop: the last one focused.
  const [stop, setStop] = useState(0);
  const current = Math.min(stop, Math.max(0, columns.length - 1));

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    const buttons = [...event.currentTarget.querySelectorAll<HTMLButtonElement>('button.sort')];
    const at = buttons.indexOf(event.target as HTMLButtonElement);
    if (at < 0) return;
    const moves: Record<string, number> = { ArrowRight: at + 1, ArrowLeft: at - 1, Home: 0, End: buttons.length - 1 };
    if (event.key === 'ArrowDown') props.onLeaveDown();
    else if (event.key in moves) buttons[Math.max(0, Math.min(buttons.length - 1, moves[event.key]!))]?.focus();
    else return;
    event.preventDefault();
  }

  return (
    <div
      className="grid-head"
      part="list-head"
      role="row"
      aria-rowindex={1}
      style={{ gridTemplateColumns: props.template, width: props.width }}
      onKeyDown={onKeyDown}
    >
      {props.selectable && (
        <div role="columnheader" className="cell check">
          <CheckBox checked={props.allSelected} indeterminate={props.someSelected} label={text('selectAll')} onChange={props.onToggleAll} />
        </div>
      )}
      {columns.map((c, index) => (
        <HeaderCell key={c.name} column={c} sort={props.sort} onSort={onSort} text={text} tabStop={index === current} onFocus={() => setStop(index)} />
      ))}
      {props.hasActions && (
        <div role="columnheader" className="cell actions">
          {text('rowActions')}
        </div>
      )}
    </div>
  );
});

interface HeaderCellProps {
  column: Column;
  sort?: SortState;
  onSort?: (field: string) => void;
  text: TextFn;
  tabStop: boolean;
  onFocus: () => void;
}

function HeaderCell({ column, sort, onSort, text, tabStop, onFocus }: HeaderCellProps) {
  const order = sort?.field === column.name ? sort.order : undefined;
  const ariaSort = order === 'asc' ? 'ascending' : order === 'desc' ? 'descending' : 'none';
  return (
    <div role="columnheader" className="cell" aria-sort={ariaSort}>
      {onSort ? (
        <button
          type="button"
          className="sort"
          tabIndex={tabStop ? 0 : -1}
          onFocus={onFocus}
          onClick={() => onSort(column.name)}
          title={order ? text(order === 'asc' ? 'sortAsc' : 'sortDesc') : undefined}
        >
          <span className="sort-label">{column.label}</span>
          <span className={`sort-mark ${order ?? ''}`} aria-hidden="true">
            {order === 'asc' ? '▲' : order === 'desc' ? '▼' : '↕'}
          </span>
        </button>
      ) : (
        column.label
      )}
    </div>
  );
}

/** The head's tab stop, for ↑ from the first row. */
export function headTabStop(grid: HTMLElement | null): HTMLElement | null {
  return grid?.querySelector<HTMLElement>('.grid-head button.sort[tabindex="0"]') ?? null;
}
