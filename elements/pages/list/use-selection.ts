/**
 * Row selection of a list: kept per view (a new page keeps only the rows still shown),
 * single in pick mode, and reported to the host on every change after the first.
 */
import { useEffect, useRef, useState } from 'react';
import type { Row } from '../kit/types.ts';

export function useSelection(rows: Row[], ready: boolean, keyOf: (row: Row) => string, single: boolean, onChange?: (rows: Row[], keys: string[]) => void) {
  const [selected, setSelected] = useState<Map<string, Row>>(new Map());

  useEffect(() => {
    if (!ready) return;
    setSelected((current) => {
      const shown = new Map(rows.map((r) => [keyOf(r), r] as const));
      const next = new Map([...current].filter(([k]) => shown.has(k)).map(([k]) => [k, shown.get(k)!] as const));
      return next.size === current.size ? current : next;
    });
    // keyOf follows the metadata, which is fixed while rows of it are shown.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [rows, ready]);

  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    onChange?.([...selected.values()], [...selected.keys()]);
  }, [selected, onChange]);

  const toggle = (key: string) => setSelected((current) => {
    const next = new Map(single ? [] : current);
    if (current.has(key) && !single) next.delete(key);
    else {
      const row = rows.find((r) => keyOf(r) === key);
      if (row) next.set(key, row);
    }
    return next;
  });
  const toggleAll = (all: boolean) => setSelected(all ? new Map(rows.map((r) => [keyOf(r), r] as const)) : new Map());
  const clear = () => setSelected(new Map());
  return { selected, toggle, toggleAll, clear };
}
