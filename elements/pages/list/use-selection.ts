/**
 * Row selection of a list: kept per view (new rows keep only the selected rows still shown),
 * single in pick mode, and reported to the host on every change after the first (and only then).
 * The selection is always a subset of the rows shown, so "all selected" is a count, and
 * selecting all is one step that keeps the rows themselves: with 100,000 rows nothing walks
 * them until the keys are asked for (the host's event, an operation).
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import type { Row } from '../kit/types.ts';

export interface Selection {
  readonly size: number;
  /** Whether the shown row with this key is selected. */
  has(key: string): boolean;
  /** The selected rows: in row order when all are, else in the order they were selected. */
  rows(): Row[];
  keys(): string[];
}

type KeyOf = (row: Row) => string;

function someOf(picked: ReadonlyMap<string, Row>): Selection {
  return { size: picked.size, has: (key) => picked.has(key), rows: () => [...picked.values()], keys: () => [...picked.keys()] };
}

/** Every shown row; `has` is only asked about shown rows, so it needs no lookup. */
function allOf(shown: Row[], keyOf: KeyOf): Selection {
  return { size: shown.length, has: () => true, rows: () => shown.slice(), keys: () => shown.map(keyOf) };
}

const NONE = someOf(new Map());

function picked(selection: Selection, shown: Row[], keyOf: KeyOf): Map<string, Row> {
  if (selection.size === shown.length) return new Map(shown.map((row) => [keyOf(row), row] as const));
  const rows = selection.rows();
  const keys = selection.keys();
  return new Map(keys.map((key, i) => [key, rows[i]!] as const));
}

/** The selected rows still among `next`; the same selection when all of them are. */
function keepShown(selection: Selection, before: Row[], next: Row[], keyOf: KeyOf): Selection {
  if (selection.size === 0) return selection;
  const keys = new Set(selection.size === before.length ? before.map(keyOf) : selection.keys());
  const kept = new Map<string, Row>();
  for (const row of next) {
    const key = keyOf(row);
    if (keys.has(key)) kept.set(key, row);
  }
  return kept.size === selection.size ? selection : someOf(kept);
}

interface State {
  /** The rows the selection was last checked against. */
  rows: Row[];
  selected: Selection;
}

export function useSelection(rows: Row[], keyOf: KeyOf, single: boolean, onChange?: (rows: Row[], keys: string[]) => void) {
  const [state, setState] = useState<State>({ rows, selected: NONE });
  // New rows (another page, a search, a reload) drop the selected rows they no longer hold, in
  // this render rather than an effect, so the header box never counts rows that are gone.
  let current = state;
  if (state.rows !== rows) {
    current = { rows, selected: keepShown(state.selected, state.rows, rows, keyOf) };
    setState(current);
  }
  const { selected } = current;

  // Reported when the selection changes, not when the handler does: a host's inline handler is
  // new on every render, and reporting then would loop with a host that sets state on the event.
  const report = useRef(onChange);
  report.current = onChange;
  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    report.current?.(selected.rows(), selected.keys());
  }, [selected]);

  const toggle = useCallback(
    (row: Row, key: string) =>
      setState((s) => {
        if (single) return { rows: s.rows, selected: s.selected.has(key) && s.selected.size === 1 ? s.selected : someOf(new Map([[key, row]])) };
        const next = picked(s.selected, s.rows, keyOf);
        if (!next.delete(key)) next.set(key, row);
        return { rows: s.rows, selected: someOf(next) };
      }),
    [single, keyOf],
  );
  const toggleAll = useCallback((all: boolean) => setState((s) => ({ rows: s.rows, selected: all && s.rows.length ? allOf(s.rows, keyOf) : NONE })), [keyOf]);
  const clear = useCallback(() => setState((s) => ({ rows: s.rows, selected: NONE })), []);
  return { selected, toggle, toggleAll, clear };
}
