/**
 * Import of a CSV or .xlsx file into the entity: read the file, map its columns, preview the first
 * rows with the form's checks, a dry run on the server that lists every bad row, then the import
 * in batches with progress, and the rejected rows as a file. The import is enabled by a finished
 * dry run of the same file and mapping, so nothing is written before the user has seen the errors.
 */
import { useEffect, useMemo } from 'react';
import { useStore } from '@nanostores/react';
import { BATCH_ROWS, MAX_FILE_MB, MAX_FILE_ROWS } from '../../../core/imports/index.ts';
import type { ImportEntity } from '../../../core/imports/index.ts';
import { useConcept } from '../../shared/use-concept.ts';
import type { PageServices } from '../kit/services.ts';
import { SlButton } from '../kit/sl.ts';
import { ImportProgress, ImportResult } from './ImportResult.tsx';
import { MappingTable, PreviewTable } from './ImportSteps.tsx';
import type { Words } from './words.ts';

interface ImportPanelProps {
  services: PageServices;
  meta: ImportEntity;
  words: Words;
  language: string;
}

export function ImportPanel({ services, meta, words, language }: ImportPanelProps) {
  const imports = useConcept('imports');
  // One import controller (core/imports) per entity shown: its stores are what this panel draws.
  const run = useMemo(() => imports.openImport({ meta, onWritten: (entity) => services.recordSaved(entity, '') }), [imports, meta, services]);
  useEffect(() => () => run.destroy(), [run]);
  const file = useStore(run.$file);
  const mapping = useStore(run.$mapping);
  const required = useStore(run.$required);
  const check = useStore(run.$check);
  const preview = useStore(run.$preview);
  const outcome = useStore(run.$outcome);
  const running = useStore(run.$running);
  const dryRunCurrent = useStore(run.$dryRunCurrent);
  const reading = useStore(run.$reading);
  const readError = useStore(run.$readError);
  const { targets } = run;
  const pick = (picked: File | undefined) => {
    if (picked) void run.read(picked);
    else run.forget();
  };
  const blocked = !file || running || check.errors.length > 0;

  return (
    <div className="import-panel">
      <div className="import-file">
        <label className="file-label">
          <span>{words('chooseFile')}</span>
          <input
            type="file"
            className="file-input"
            accept=".csv,.xlsx,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
            disabled={running}
            onChange={(e) => pick(e.target.files?.[0])}
          />
        </label>
        <p className="muted">{words('fileHint', BATCH_ROWS, MAX_FILE_ROWS, MAX_FILE_MB)}</p>
        {reading && (
          <p className="ie-message" role="status">
            {words('reading')}
          </p>
        )}
        {readError && (
          <p className="ie-message error read-error" role="alert">
            {readError}
          </p>
        )}
        {file && (
          <p className="file-summary" role="status">
            {words('fileRead', file.name, file.sheet.rows.length, file.sheet.columns.length)}
          </p>
        )}
      </div>
      {file && (
        <>
          <MappingTable
            sheet={file.sheet}
            mapping={mapping}
            targets={targets}
            required={required}
            check={check}
            words={words}
            language={language}
            disabled={running}
            onChange={run.map}
          />
          {check.errors.length === 0 && <PreviewTable preview={preview} words={words} language={language} />}
          <div className="import-actions toolbar">
            <SlButton className="dry-run" disabled={blocked} onClick={() => void run.dryRun()}>
              {words('dryRun')}
            </SlButton>
            <SlButton
              className="import-run"
              variant="primary"
              disabled={blocked || !dryRunCurrent}
              title={dryRunCurrent ? '' : words('importAfterDryRun')}
              onClick={() => void run.importRows()}
            >
              {words('importNow')}
            </SlButton>
            <span className="muted">{dryRunCurrent ? '' : words('dryRunHint')}</span>
          </div>
          {running && outcome && <ImportProgress outcome={outcome} words={words} onStop={run.stop} />}
          {!running && outcome && (
            <ImportResult outcome={outcome} targets={targets} words={words} language={language} onDownload={(f) => void run.downloadRejected(f)} />
          )}
        </>
      )}
    </div>
  );
}
