/**
 * The export of one entity's list query: the count of matching records for the query in force,
 * and one export at a time (its progress, its end with the file handed to the user, its failure,
 * and stopping it). The page keeps the query (its search fields and sort) and hands it over.
 */
import { atom } from 'nanostores';
import type { ReadableAtom } from 'nanostores';
import type { Condition } from '../rules/index.ts';
import type { ImportCalls, SortItem } from './calls.ts';
import { runExport, unguarded } from './run-export.ts';
import { csvBlob, xlsxBlob } from './spreadsheet.ts';

export interface ExportControllerDeps {
  calls: Pick<ImportCalls, 'getCount' | 'exportPage'>;
  save(blob: Blob, filename: string): void;
}

export interface ExportOptions {
  /** The entity's code (else id). */
  entity: string;
  /** The entity's key, the last sort of every export so that pages never overlap. */
  keyField: string;
}

export type ExportState =
  | { kind: 'idle' }
  | { kind: 'running'; rows: number }
  | { kind: 'done'; rows: number; capped: boolean }
  | { kind: 'failed'; message: string };

export interface ExportRequest {
  format: 'csv' | 'xlsx';
  conditions: Condition[];
  sort: SortItem | undefined;
  /** The list's columns, in order. */
  columns: string[];
}

export interface ExportController {
  /** Records matching the conditions last set; null while counting or when the count failed. */
  $count: ReadableAtom<number | null>;
  $state: ReadableAtom<ExportState>;
  /** The query's conditions: counts them again. */
  setConditions(conditions: Condition[]): void;
  /** Exports the query as CSV or .xlsx and hands the file over; a new export stops the one running. */
  exportAs(request: ExportRequest): Promise<void>;
  /** Stops the running export. */
  stop(): void;
  destroy(): void;
}

export function createExportController(deps: ExportControllerDeps, options: ExportOptions): ExportController {
  const { entity, keyField } = options;
  const $count = atom<number | null>(null);
  const $state = atom<ExportState>({ kind: 'idle' });
  let counts = 0;
  let stopper: AbortController | null = null;

  function setConditions(conditions: Condition[]): void {
    // The count of an earlier query that answers late is dropped (the call is not cancelled: a
    // cut reply would read as a malformed one).
    const turn = ++counts;
    $count.set(null);
    deps.calls.getCount(entity, conditions).then(
      (count) => turn === counts && $count.set(count),
      () => turn === counts && $count.set(null),
    );
  }

  async function exportAs({ format, conditions, sort, columns }: ExportRequest): Promise<void> {
    stopper?.abort();
    const controller = new AbortController();
    stopper = controller;
    $state.set({ kind: 'running', rows: 0 });
    try {
      const result = await runExport({
        calls: deps.calls,
        entity,
        conditions,
        sort: sort ? [sort] : [],
        columns,
        keyField,
        signal: controller.signal,
        onProgress: (rows) => $state.set({ kind: 'running', rows }),
      });
      const blob = format === 'csv' ? await csvBlob(result.sheet) : await xlsxBlob(unguarded(result.sheet), result.name);
      if (controller.signal.aborted) return;
      deps.save(blob, `${result.name}.${format}`);
      $state.set({ kind: 'done', rows: result.sheet.rows.length, capped: result.capped });
    } catch (error) {
      if (!controller.signal.aborted) $state.set({ kind: 'failed', message: error instanceof Error ? error.message : String(error) });
    }
  }

  return {
    $count,
    $state,
    setConditions,
    exportAs,
    stop() {
      stopper?.abort();
      $state.set({ kind: 'idle' });
    },
    destroy() {
      counts += 1;
      stopper?.abort();
    },
  };
}
