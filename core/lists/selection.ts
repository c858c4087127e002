/**
 * Row selection values of a list. The selection is always a subset of the rows shown, so "all
 * selected" is a count, and selecting all is one step that keeps the rows themselves: with
 * 100,000 rows nothing walks them until the keys are asked for (the host's event, an operation).
 */
import type { Row } from '../actions/index.ts';
import type { Selection } from './types.ts';

type KeyOf = (row: Row) => string;

export function someOf(picked: ReadonlyMap<string, Row>): Selection {
  return { size: picked.size, has: (key) => picked.has(key), rows: () => [...picked.values()], keys: () => [...picked.keys()] };
}

/** Every shown row; `has` is only asked about shown rows, so it needs no lookup. */
export function allOf(shown: Row[], keyOf: KeyOf): Selection {
  return { size: shown.length, has: () => true, rows: () => shown.slice(), keys: () => shown.map(keyOf) };
}

export const NO_SELECTION: Selection = someOf(new Map());

function picked(selection: Selection, shown: readonly Row[], keyOf: KeyOf): Map<string, Row> {
  if (selection.size === shown.length) return new Map(shown.map((row) => [keyOf(row), row] as const));
  const rows = selection.rows();
  const keys = selection.keys();
  return new Map(keys.map((key, i) => [key, rows[i]!] as const));
}

/** The selected rows still among `next`; the same selection when all of them are. */
export function keepShown(selection: Selection, before: readonly Row[], next: readonly Row[], keyOf: KeyOf): Selection {
  if (selection.size === 0) return selection;
  const keys = new Set(selection.size === before.length ? before.map(keyOf) : selection.keys());
  const kept = new Map<string, Row>();
  for (const row of next) {
    const key = keyOf(row);
    if (keys.has(key)) kept.set(key, row);
  }
  return kept.size === selection.size ? selection : someOf(kept);
}

/** One row clicked: in single mode it becomes the selection, else it is added or taken out. */
export function toggled(selection: Selection, shown: readonly Row[], row: Row, key: string, keyOf: KeyOf, single: boolean): Selection {
  if (single) return selection.has(key) && selection.size === 1 ? selection : someOf(new Map([[key, row]]));
  const next = picked(selection, shown, keyOf);
  if (!next.delete(key)) next.set(key, row);
  return someOf(next);
}
