/**
 * The dry run and the import of one file: their progress and outcome, stopping, and the rejected
 * rows as a file. A dry run counts for the mapping it ran with: changing the mapping or the file
 * asks for a new one before the import.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { saveInBrowser } from '../../../core/actions/index.ts';
import type { PageServices } from '../kit/services.ts';
import type { EntityMeta } from '../kit/types.ts';
import type { Mapping } from './mapping.ts';
import { rejectedSheet, runImport, type ImportOutcome } from './run-import.ts';
import { csvBlob, xlsxBlob, type Sheet } from './spreadsheet.ts';
import type { Words } from './words.ts';

export function useImportRun(services: PageServices, meta: EntityMeta, sheet: Sheet | undefined, mapping: Mapping, words: Words, entityLabel: string) {
  const [outcome, setOutcome] = useState<ImportOutcome | null>(null);
  const [running, setRunning] = useState(false);
  const [dryRunFor, setDryRunFor] = useState<{ sheet: Sheet; mapping: Mapping } | null>(null);
  const stopper = useRef<AbortController | null>(null);
  useEffect(() => () => stopper.current?.abort(), []);
  const entity = meta.code || meta.id;

  const start = useCallback(
    async (dryRun: boolean) => {
      if (!sheet) return;
      const controller = new AbortController();
      stopper.current = controller;
      // An import (finished, stopped or failed) uses up its dry run: the same rows sent again would
      // be written twice, so a second import needs a new dry run, which sees what is there now.
      if (!dryRun) setDryRunFor(null);
      setRunning(true);
      setOutcome({ dryRun, accepted: 0, rejected: [], done: 0, total: sheet.rows.length, stopped: false });
      const result = await runImport({ services, entity, sheet, mapping, dryRun, signal: controller.signal, onProgress: setOutcome });
      setOutcome(result);
      setRunning(false);
      if (dryRun && !result.error && !result.stopped) setDryRunFor({ sheet, mapping });
      // Lists of the entity on this page's core instance load again (as after a form's save).
      if (!dryRun && result.accepted > 0) services.recordSaved(entity, '');
    },
    [sheet, mapping, entity, services],
  );

  const download = useCallback(
    async (format: 'csv' | 'xlsx') => {
      if (!sheet || !outcome) return;
      const rejected = rejectedSheet(sheet, outcome.rejected, words);
      const name = words('rejectedName', entityLabel);
      saveInBrowser(format === 'csv' ? await csvBlob(rejected) : await xlsxBlob(rejected, name), `${name}.${format}`);
    },
    [sheet, outcome, words, entityLabel],
  );

  const forget = useCallback(() => setOutcome(null), []);
  return {
    outcome,
    running,
    start,
    download,
    forget,
    stop: () => stopper.current?.abort(),
    dryRunCurrent: dryRunFor !== null && dryRunFor.sheet === sheet && dryRunFor.mapping === mapping,
  };
}
