/** A dry run's or an import's progress and outcome: counts, every rejected row's reasons, the file of rejected rows. */
import { attributeLabel } from '../kit/columns.ts';
import type { Attribute } from '../kit/types.ts';
import { SlButton } from '../kit/sl.ts';
import type { ImportOutcome } from '../../../core/imports/index.ts';
import type { Words } from './words.ts';

/** Rows of errors drawn at most; the file holds every one. */
export const SHOWN_ERROR_ROWS = 1000;

export function ImportProgress({ outcome, words, onStop }: { outcome: ImportOutcome; words: Words; onStop: () => void }) {
  const label = words(outcome.dryRun ? 'checking' : 'importing', outcome.done, outcome.total);
  return (
    <div className="import-progress" role="status" aria-live="polite">
      <progress max={outcome.total} value={outcome.done} aria-label={label} />
      <span>{label}</span>
      <SlButton size="small" className="import-stop" onClick={onStop}>
        {words('stop')}
      </SlButton>
    </div>
  );
}

function summary(outcome: ImportOutcome, words: Words): string {
  if (outcome.error) return words('failed', outcome.error.message, outcome.dryRun ? 0 : outcome.accepted);
  if (outcome.stopped) return words('stopped', outcome.dryRun ? 0 : outcome.accepted);
  return words(outcome.dryRun ? 'dryRunDone' : 'importDone', outcome.accepted, outcome.rejected.length);
}

interface ResultProps {
  outcome: ImportOutcome;
  targets: Attribute[];
  words: Words;
  language: string;
  onDownload: (format: 'csv' | 'xlsx') => void;
}

export function ImportResult({ outcome, targets, words, language, onDownload }: ResultProps) {
  const failed = Boolean(outcome.error);
  const label = (field: string) =>
    field
      ? attributeLabel(
          targets.find((a) => a.name === field),
          language,
          field,
        )
      : '';
  const shown = outcome.rejected.slice(0, SHOWN_ERROR_ROWS);
  return (
    <section className="import-result" data-dry-run={outcome.dryRun ? '1' : '0'} aria-label={summary(outcome, words)}>
      <p className={`ie-message ${failed ? 'error' : outcome.rejected.length ? 'warning' : 'ok'} result-summary`} role={failed ? 'alert' : 'status'}>
        {summary(outcome, words)}
      </p>
      {outcome.rejected.length > 0 && (
        <>
          <div className="result-downloads">
            <SlButton size="small" className="download-rejected" data-format="csv" onClick={() => onDownload('csv')}>
              {words('downloadRejected', 'CSV')}
            </SlButton>
            <SlButton size="small" className="download-rejected" data-format="xlsx" onClick={() => onDownload('xlsx')}>
              {words('downloadRejected', 'Excel')}
            </SlButton>
          </div>
          <h3>{words('errorsTitle')}</h3>
          {outcome.rejected.length > shown.length && <p className="muted">{words('errorsShown', shown.length, outcome.rejected.length)}</p>}
          <div className="ie-scroll errors">
            <table className="ie-table">
              <thead>
                <tr>
                  <th scope="col">{words('row')}</th>
                  <th scope="col">{words('field')}</th>
                  <th scope="col">{words('reason')}</th>
                </tr>
              </thead>
              <tbody>
                {shown.flatMap((r) =>
                  r.errors.map((e, i) => (
                    // biome-ignore lint/suspicious/noArrayIndexKey: a row's errors come as one fixed list, never reordered
                    <tr key={`${r.row}-${i}`} className="rejected-row" data-row={r.row} data-field={e.field}>
                      <th scope="row">{i === 0 ? r.row : ''}</th>
                      <td>{label(e.field)}</td>
                      <td>{e.message}</td>
                    </tr>
                  )),
                )}
              </tbody>
            </table>
          </div>
        </>
      )}
    </section>
  );
}
