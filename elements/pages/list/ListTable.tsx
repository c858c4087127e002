/**
 * The rows of an entity list: a keyboard-operable ARIA grid with its own fixed-height windowing,
 * so only the rows in view are in the DOM whatever the number of rows.
 * Keys: ↑/↓ move (↑ from the first row goes to the header row), PgUp/PgDn jump a screen,
 * Home/End, Space selects, Enter opens the row.
 */
import { memo, useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import type { KeyboardEvent, ReactNode } from 'react';
import { flushSync } from 'react-dom';
import { formatValue, labelsPending } from '../kit/format.ts';
import type { LabelMap } from '../kit/format.ts';
import type { Column } from '../kit/columns.ts';
import { rowWindow, scrollToRow } from '../kit/virtual.ts';
import type { TextFn } from '../kit/text.ts';
import type { Row } from '../kit/types.ts';
import { CheckBox } from './CheckBox.tsx';
import { GridHead, headTabStop } from './GridHead.tsx';
import type { SortState } from './GridHead.tsx';
import { usePageServices } from '../kit/services.ts';
import { useRefLabel } from '../fields/ref-label.ts';

/** A row's height (px); list-styles' `.grid-row` says the same. */
export const ROW_HEIGHT = 40;

export type { SortState };

export interface ListTableProps {
  id: string;
  label: string;
  columns: Column[];
  rows: Row[];
  keyOf: (row: Row) => string;
  labels: Map<string, LabelMap>;
  /** Keys of the selected rows, every one of them among `rows`: "all selected" is a count. */
  selected: SelectedKeys;
  selectable: boolean;
  onToggle: (row: Row, key: string) => void;
  onToggleAll: (select: boolean) => void;
  sort?: SortState;
  onSort?: (field: string) => void;
  onOpen?: (row: Row) => void;
  /** A click on the row (not its check box): a find page picks the row by it. */
  onRowClick?: (row: Row, key: string) => void;
  renderRowActions?: (row: Row) => ReactNode;
  /** Width of the row operations column (px): one fixed width, so every row and the head align. */
  actionsWidth?: number;
  text: TextFn;
  language: string;
  /** First row number of this page, for aria-rowindex across server pages. */
  rowOffset?: number;
}

export interface SelectedKeys {
  has(key: string): boolean;
  readonly size: number;
}

export function ListTable(props: ListTableProps) {
  const { columns, rows, keyOf, selected, text } = props;
  const scroller = useRef<HTMLDivElement>(null);
  const [viewport, setViewport] = useState(480);
  const [gridWidth, setGridWidth] = useState(0);
  // The first row in view rather than the scroll offset: a scroll within a row renders nothing,
  // and a scroll renders only this table (rows that stay in the window are memoised).
  const [firstRow, setFirstRow] = useState(0);
  const [active, setActive] = useState(0);
  const win = rowWindow(firstRow * ROW_HEIGHT, viewport, ROW_HEIGHT, rows.length);

  useLayoutEffect(() => {
    const el = scroller.current;
    if (!el) return;
    const measure = () => {
      setViewport(Math.max(ROW_HEIGHT, el.clientHeight - ROW_HEIGHT));
      setGridWidth(el.clientWidth);
    };
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(el);
    return () => observer.disconnect();
  }, []);

  useEffect(() => setActive((a) => Math.min(a, Math.max(0, rows.length - 1))), [rows.length]);

  const hasActions = !!props.renderRowActions;
  const { template, minWidth } = useMemo(
    () => gridTemplate(columns, props.selectable, hasActions ? (props.actionsWidth ?? 140) : 0),
    [columns, props.selectable, hasActions, props.actionsWidth],
  );
  // The head and the body are as wide as the grid, or as the columns' least widths when those
  // need more (then the grid scrolls sideways and the operations column stays in view).
  const width = `max(100%, ${minWidth}px)`;
  // Only then are the check box and operations cells sticky: a sticky cell per row costs layers
  // while scrolling, for nothing when every column is in view.
  const scrollsSideways = gridWidth > 0 && minWidth > gridWidth;
  const allSelected = rows.length > 0 && selected.size >= rows.length;
  const someSelected = selected.size > 0 && !allSelected;
  const focusRows = useCallback(() => scroller.current?.focus(), []);
  const body = useRef<HTMLDivElement>(null);
  const scrolling = useScrolling(body);

  function moveTo(index: number) {
    const next = Math.max(0, Math.min(rows.length - 1, index));
    setActive(next);
    const el = scroller.current;
    if (el) el.scrollTop = scrollToRow(next, el.scrollTop, viewport, ROW_HEIGHT);
  }

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    if (event.target !== event.currentTarget || rows.length === 0) return;
    const page = Math.max(1, Math.floor(viewport / ROW_HEIGHT) - 1);
    const moves: Record<string, number> = {
      ArrowDown: active + 1,
      ArrowUp: active - 1,
      PageDown: active + page,
      PageUp: active - page,
      Home: 0,
      End: rows.length - 1,
    };
    const row = rows[active];
    if (event.key === 'ArrowUp' && active === 0 && headTabStop(scroller.current)) headTabStop(scroller.current)!.focus();
    else if (event.key in moves) moveTo(moves[event.key]!);
    else if (event.key === ' ' && row && props.selectable) props.onToggle(row, keyOf(row));
    else if (event.key === 'Enter' && row) props.onOpen?.(row);
    else if ((event.key === 'a' || event.key === 'A') && (event.ctrlKey || event.metaKey) && props.selectable) props.onToggleAll(!allSelected);
    else return;
    event.preventDefault();
  }

  const offset = props.rowOffset ?? 0;
  const visible = rows.slice(win.start, win.end);
  return (
    <div
      ref={scroller}
      part="list-grid"
      className={scrollsSideways ? 'grid scrolls-x' : 'grid'}
      role="grid"
      id={props.id}
      aria-label={props.label}
      aria-rowcount={rows.length + 1}
      aria-colcount={columns.length + (props.selectable ? 1 : 0) + (props.renderRowActions ? 1 : 0)}
      aria-multiselectable={props.selectable ? 'true' : undefined}
      aria-activedescendant={rows.length ? `${props.id}-row-${active}` : undefined}
      tabIndex={0}
      onKeyDown={onKeyDown}
      onScroll={(e) => {
        const first = Math.floor(e.currentTarget.scrollTop / ROW_HEIGHT);
        scrolling();
        // Drawn in this frame, as TanStack Virtual does: a render scheduled for later would paint
        // the new scroll offset with the old rows, blank beyond the overscan on a fast scroll.
        flushSync(() => setFirstRow(first));
      }}
    >
      <GridHead
        columns={columns}
        template={template}
        width={width}
        selectable={props.selectable}
        allSelected={allSelected}
        someSelected={someSelected}
        onToggleAll={props.onToggleAll}
        sort={props.sort}
        onSort={props.onSort}
        hasActions={!!props.renderRowActions}
        text={text}
        onLeaveDown={focusRows}
      />
      <div ref={body} className="grid-body" style={{ height: win.totalHeight, width }}>
        {/* The rows inherit the columns from here: one style value for the window, not one per row. */}
        <div className="grid-window" style={{ transform: `translateY(${win.offsetTop}px)`, gridTemplateColumns: template }}>
          {visible.map((row, i) => {
            const key = keyOf(row);
            return (
              <GridRow
                key={key || win.start + i}
                table={props}
                row={row}
                rowKey={key}
                index={win.start + i}
                active={win.start + i === active}
                selected={selected.has(key)}
                ariaIndex={offset + win.start + i + 2}
                onActivate={setActive}
              />
            );
          })}
        </div>
        {rows.length > 0 && <RowFocusRing index={active} />}
      </div>
    </div>
  );
}

/** How long after the last scroll event the rows take the pointer again (ms). */
const SCROLL_SETTLE_MS = 150;

/**
 * Marks the rows as scrolling until the scroll settles: they take no pointer meanwhile (list
 * styles), so the pointer resting over the grid does not hit-test and restyle a row under it
 * every frame of a scroll (a hover the eye cannot follow anyway). Set on the element, not in
 * state: a scroll renders nothing more for it.
 */
function useScrolling(body: { current: HTMLElement | null }): () => void {
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  return useCallback(() => {
    const el = body.current;
    if (!el) return;
    if (timer.current === undefined) el.classList.add('scrolling');
    else clearTimeout(timer.current);
    timer.current = setTimeout(() => {
      timer.current = undefined;
      el.classList.remove('scrolling');
    }, SCROLL_SETTLE_MS);
  }, [body]);
}

/**
 * The keyboard's place in the rows, drawn over the active row (and over the sticky check box and
 * operations cells) and kept to the part of the row in view when the grid scrolls sideways, so
 * neither the scroller nor a sticky cell cuts it (list-styles: shown only on keyboard focus).
 */
function RowFocusRing({ index }: { index: number }) {
  return (
    <div className="row-focus" aria-hidden="true" style={{ top: index * ROW_HEIGHT, height: ROW_HEIGHT }}>
      <div className="row-focus-ring" />
    </div>
  );
}

interface GridRowProps {
  table: ListTableProps;
  row: Row;
  rowKey: string;
  index: number;
  active: boolean;
  selected: boolean;
  ariaIndex: number;
  onActivate: (index: number) => void;
}

/** One row; memoised, so a scroll draws only the rows that come into the window. */
const GridRow = memo(function GridRow({ table, row, rowKey: key, index, active, selected: isSelected, ariaIndex, onActivate }: GridRowProps) {
  return (
    <div
      id={`${table.id}-row-${index}`}
      part="list-row"
      role="row"
      aria-rowindex={ariaIndex}
      aria-selected={table.selectable ? isSelected : undefined}
      className={`grid-row${active ? ' active' : ''}${isSelected ? ' selected' : ''}${index % 2 ? ' odd' : ''}`}
      onClick={(e) => {
        onActivate(index);
        // The check box toggles the row itself: the click reaching the row must not undo it.
        if (table.onRowClick && !(e.target as Element).closest?.('.cell.check')) table.onRowClick(row, key);
      }}
      onDoubleClick={() => table.onOpen?.(row)}
    >
      {table.selectable && (
        <div role="gridcell" className="cell check">
          <CheckBox checked={isSelected} label={table.text('selectRow')} onChange={() => table.onToggle(row, key)} />
        </div>
      )}
      {table.columns.map((c) => (
        <Cell key={c.name} column={c} row={row} labels={table.labels} text={table.text} language={table.language} />
      ))}
      {table.renderRowActions && (
        <div role="gridcell" className="cell actions">
          {table.renderRowActions(row)}
        </div>
      )}
    </div>
  );
});

function RefCell({ column, id }: { column: Column; id: string }) {
  const label = useRefLabel(usePageServices(), column.relatedEntity, id);
  return (
    <div role="gridcell" className="cell" title={label}>
      {label}
    </div>
  );
}

function Cell({ column, row, labels, text, language }: { column: Column; row: Row; labels: Map<string, LabelMap>; text: TextFn; language: string }) {
  const raw = row[column.name];
  // A ref column shows the related record's business key (labels are cached per key).
  if (column.dataType === 'ref' && raw !== null && raw !== undefined && raw !== '') return <RefCell column={column} id={String(raw)} />;
  const cellLabels = column.codeKey ? labels.get(column.codeKey) : undefined;
  const shown = formatValue(column.dataType, raw, { text, labels: cellLabels, language });
  const numeric = column.dataType === 'money' || column.dataType === 'number' || column.dataType === 'int';
  const pending = labelsPending(column.dataType, cellLabels) && raw !== null && raw !== undefined && raw !== '';
  return (
    <div role="gridcell" className={`cell${numeric ? ' num' : ''}${pending ? ' labels-pending' : ''}`} title={shown} aria-busy={pending || undefined}>
      {column.dataType === 'boolean' && raw !== null && raw !== undefined && raw !== '' ? (
        <span className={`flag ${shown === text('yes') ? 'on' : 'off'}`}>{shown}</span>
      ) : (
        shown
      )}
    </div>
  );
}

/**
 * The grid's columns: each about its configured width (else 120 px, 80 for a flag), sharing the
 * room in proportion to it, so the columns fill the grid's width; the check box and the
 * operations column keep their own widths. Every track is definite, so each row (a grid of its
 * own) lays out exactly as the head, whatever its text.
 */
function gridTemplate(columns: Column[], selectable: boolean, actionsWidth: number): { template: string; minWidth: number } {
  let minWidth = 0;
  const parts = columns.map((c) => {
    const width = c.width || (c.dataType === 'boolean' ? 80 : 120);
    // A column may give up a fifth of its width before the grid scrolls sideways, but never
    // becomes narrower than its header's label and sort mark (no header ends in an ellipsis).
    const least = Math.max(Math.floor(width * SHRINK), Math.ceil(textWidth(c.label) + 44));
    minWidth += least;
    return `minmax(${least}px, ${width}fr)`;
  });
  if (selectable) {
    parts.unshift(`${CHECK_WIDTH}px`);
    minWidth += CHECK_WIDTH;
  }
  if (actionsWidth) {
    parts.push(`${actionsWidth}px`);
    minWidth += actionsWidth;
  }
  return { template: parts.join(' '), minWidth };
}

const CHECK_WIDTH = 44;
const SHRINK = 0.8;

/** About the width of a label at the grid's font size: a CJK character a full em, others about half. */
function textWidth(label: string): number {
  let width = 0;
  for (const ch of label) width += ch.codePointAt(0)! >= 0x2e80 ? 14 : 8;
  return width;
}

/**
 * The operations column's width for these labels: the buttons' text, their padding and the
 * room of the busy spinner, and the cell's padding; at least the head's "操作"/"Actions".
 */
export function actionsWidth(labels: string[], headLabel: string): number {
  const buttons = labels.reduce((w, label) => w + textWidth(label) + 8 + 16, 0) + 2 * Math.max(0, labels.length - 1);
  return Math.ceil(Math.max(buttons, textWidth(headLabel), 64) + 24);
}
