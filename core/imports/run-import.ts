/**
 * Sends a sheet to the server's importRows in batches (docs/server-contract.md "Import"): the
 * server checks and writes each batch in one transaction, so a batch is the unit of progress and
 * of stopping; what a finished batch wrote stays written. A dry run sends the same batches with
 * `dryRun` and writes nothing.
 */
import type { ImportCalls, RejectedRow } from './calls.ts';
import type { Mapping } from './mapping.ts';
import type { Sheet } from './spreadsheet.ts';
import { importsWords } from './words.ts';

/** Rows per call: well under the server's 1,000, small enough that progress moves. */
export const BATCH_ROWS = 500;

export interface ImportOutcome {
  dryRun: boolean;
  accepted: number;
  rejected: RejectedRow[];
  /** Rows the server has answered for. */
  done: number;
  total: number;
  stopped: boolean;
  error?: Error;
}

export interface ImportRun {
  calls: Pick<ImportCalls, 'importRows'>;
  entity: string;
  sheet: Sheet;
  mapping: Mapping;
  dryRun: boolean;
  signal: AbortSignal;
  onProgress: (outcome: ImportOutcome) => void;
}

export async function runImport(run: ImportRun): Promise<ImportOutcome> {
  const { calls, entity, sheet, dryRun, signal, onProgress } = run;
  // Only the mapped columns travel: the rest of a wide file is never sent.
  const used = sheet.columns.map((column, i) => [column, i] as const).filter(([column]) => run.mapping[column]);
  const mapping = Object.fromEntries(used.map(([column]) => [column, run.mapping[column]!]));
  const outcome: ImportOutcome = { dryRun, accepted: 0, rejected: [], done: 0, total: sheet.rows.length, stopped: false };
  for (let from = 0; from < sheet.rows.length; from += BATCH_ROWS) {
    if (signal.aborted) return { ...outcome, stopped: true };
    const rows = sheet.rows.slice(from, from + BATCH_ROWS).map((cells) => Object.fromEntries(used.map(([column, i]) => [column, cells[i] ?? ''])));
    try {
      const reply = await calls.importRows({ entity, rows, mapping, dryRun, firstRow: from + 1 });
      outcome.accepted += reply.accepted;
      outcome.rejected.push(...reply.rejected);
    } catch (error) {
      return { ...outcome, error: error instanceof Error ? error : new Error(String(error)) };
    }
    outcome.done = Math.min(from + BATCH_ROWS, sheet.rows.length);
    onProgress({ ...outcome, rejected: [...outcome.rejected] });
  }
  return outcome;
}

/**
 * The rejected rows as a file to fix and import again: the row's number, its cells as they were,
 * and the reasons. The extra columns match no field, so a fixed file maps as the first did.
 */
export function rejectedSheet(sheet: Sheet, rejected: RejectedRow[], language: string): Sheet {
  const words = importsWords(language);
  const rows = [...rejected]
    .sort((a, b) => a.row - b.row)
    .map((r) => [String(r.row), ...(sheet.rows[r.row - 1] ?? sheet.columns.map(() => '')), r.errors.map((e) => e.message).join('；')]);
  return { columns: [words('row'), ...sheet.columns, words('reason')], rows };
}
