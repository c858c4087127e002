/**
 * Import of a CSV or .xlsx file into the entity: read the file, map its columns, preview the first
 * rows with the form's checks, a dry run on the server that lists every bad row, then the import
 * in batches with progress, and the rejected rows as a file. The import is enabled by a finished
 * dry run of the same file and mapping, so nothing is written before the user has seen the errors.
 */
import { useCallback, useEffect, useMemo, useState } from 'react';
import type { PageServices } from '../kit/services.ts';
import type { Attribute, EntityMeta } from '../kit/types.ts';
import { SlButton } from '../kit/sl.ts';
import { autoMapping, checkMapping, type Mapping } from './mapping.ts';
import { previewRows, type PreviewInput, type PreviewRow } from './preview.ts';
import { ImportProgress, ImportResult } from './ImportResult.tsx';
import { MappingTable, PreviewTable } from './ImportSteps.tsx';
import { BATCH_ROWS } from './run-import.ts';
import { readSpreadsheet, SheetError, MAX_FILE_MB, MAX_FILE_ROWS, type Sheet } from './spreadsheet.ts';
import { useImportRules } from './use-import-rules.ts';
import { useImportRun } from './use-import-run.ts';
import type { Words } from './words.ts';

interface ImportPanelProps {
  services: PageServices;
  meta: EntityMeta;
  targets: Attribute[];
  words: Words;
  language: string;
  entityLabel: string;
}

function sheetMessage(error: unknown, words: Words): string {
  if (!(error instanceof SheetError)) return words('fileUnreadable', error instanceof Error ? error.message : String(error));
  switch (error.reason) {
    case 'kind':
      return words('fileKind');
    case 'tooBig':
      return words('fileTooBig', MAX_FILE_MB);
    case 'tooManyRows':
      return words('tooManyRows', MAX_FILE_ROWS);
    case 'empty':
      return words('fileEmpty');
    default:
      return words('fileUnreadable', error.message);
  }
}

/** The file and its mapping: everything before the preview and the runs. */
function useImportFile(targets: Attribute[], words: Words) {
  const [file, setFile] = useState<{ name: string; sheet: Sheet } | null>(null);
  const [reading, setReading] = useState(false);
  const [readError, setReadError] = useState('');
  const [mapping, setMapping] = useState<Mapping>({});
  const read = useCallback(
    async (picked: File) => {
      setReading(true);
      setReadError('');
      setFile(null);
      try {
        const sheet = await readSpreadsheet(picked);
        setMapping(autoMapping(sheet.columns, targets));
        setFile({ name: picked.name, sheet });
      } catch (error) {
        setReadError(sheetMessage(error, words));
      } finally {
        setReading(false);
      }
    },
    [targets, words],
  );
  return { file, reading, readError, mapping, setMapping, read };
}

/** The preview rows of the file under the mapping, checked again whenever either changes. */
function usePreview(input: Omit<PreviewInput, 'sheet'> & { sheet: Sheet | undefined }): PreviewRow[] {
  const [rows, setRows] = useState<PreviewRow[]>([]);
  const { sheet, mapping, targets, fields, codes, services, words, language } = input;
  useEffect(() => {
    if (!sheet) return;
    let live = true;
    void previewRows({ sheet, mapping, targets, fields, codes, services, words, language }).then((r) => live && setRows(r));
    return () => {
      live = false;
    };
  }, [sheet, mapping, targets, fields, codes, services, words, language]);
  return rows;
}

export function ImportPanel({ services, meta, targets, words, language, entityLabel }: ImportPanelProps) {
  const state = useImportFile(targets, words);
  const { file, mapping } = state;
  const rules = useImportRules(services, meta, targets);
  const preview = usePreview({ sheet: file?.sheet, mapping, targets, fields: rules.fields, codes: rules.codes, services, words, language });
  const run = useImportRun(services, meta, file?.sheet, mapping, words, entityLabel);
  const check = useMemo(() => checkMapping(mapping, targets, rules.required, words, language), [mapping, targets, rules.required, words, language]);
  const changeMapping = (column: string, attribute: string) => {
    state.setMapping((m) => ({ ...m, [column]: attribute }));
    run.forget();
  };
  const pick = (picked: File | undefined) => {
    run.forget();
    if (picked) void state.read(picked);
  };
  const { outcome, running } = run;
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
        {state.reading && (
          <p className="ie-message" role="status">
            {words('reading')}
          </p>
        )}
        {state.readError && (
          <p className="ie-message error read-error" role="alert">
            {state.readError}
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
            required={rules.required}
            check={check}
            words={words}
            language={language}
            disabled={running}
            onChange={changeMapping}
          />
          {check.errors.length === 0 && <PreviewTable rows={preview} targets={targets} mapping={mapping} words={words} language={language} />}
          <div className="import-actions toolbar">
            <SlButton className="dry-run" disabled={blocked} onClick={() => void run.start(true)}>
              {words('dryRun')}
            </SlButton>
            <SlButton
              className="import-run"
              variant="primary"
              disabled={blocked || !run.dryRunCurrent}
              title={run.dryRunCurrent ? '' : words('importAfterDryRun')}
              onClick={() => void run.start(false)}
            >
              {words('importNow')}
            </SlButton>
            <span className="muted">{run.dryRunCurrent ? '' : words('dryRunHint')}</span>
          </div>
          {running && outcome && <ImportProgress outcome={outcome} words={words} onStop={run.stop} />}
          {!running && outcome && (
            <ImportResult outcome={outcome} targets={targets} words={words} language={language} onDownload={(f) => void run.download(f)} />
          )}
        </>
      )}
    </div>
  );
}
