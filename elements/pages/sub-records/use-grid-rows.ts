/**
 * The rows a sub grid edits: its own copy of the parent's rows, set back to them whenever the
 * parent reads them again (a load, a save's read-back, another parent), with the cell checks
 * over them and whether they differ from what is stored.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import type { PageServices } from '../kit/services.ts';
import type { Row } from '../kit/types.ts';
import { useCellValidation } from './use-cell-validation.ts';
import type { ParentRecord } from './use-parent-record.ts';

export function useGridRows(services: PageServices, parent: ParentRecord) {
  const [rows, setRows] = useState<Row[]>([]);
  // The rows as of the last change, for a save right after the last keystroke.
  const latest = useRef<Row[]>([]);
  const put = useCallback((next: Row[]) => {
    latest.current = next;
    setRows(next);
  }, []);
  const validation = useCellValidation(services, parent.relation, rows);
  const { reset } = validation;
  useEffect(() => {
    put(parent.rows);
    reset();
  }, [parent.rows, reset, put]);
  const dirty = parent.status === 'ready' && JSON.stringify(rows) !== JSON.stringify(parent.rows);
  const discard = () => {
    put(parent.rows);
    reset();
  };
  return { rows, latest, put, validation, dirty, discard };
}

export type GridRows = ReturnType<typeof useGridRows>;
