/** The mapping of a file's columns to fields, and the preview of its first rows with their problems. */
import { attributeLabel } from '../kit/columns.ts';
import type { Attribute } from '../kit/types.ts';
import type { ImportPreview, Mapping, MappingCheck, Sheet } from '../../../core/imports/index.ts';
import type { Words } from './words.ts';

interface MappingProps {
  sheet: Sheet;
  mapping: Mapping;
  targets: Attribute[];
  required: ReadonlySet<string>;
  check: MappingCheck;
  words: Words;
  language: string;
  disabled: boolean;
  onChange: (column: string, attribute: string) => void;
}

export function MappingTable({ sheet, mapping, targets, required, check, words, language, disabled, onChange }: MappingProps) {
  return (
    <section className="import-mapping" aria-label={words('mappingTitle')}>
      <h3>{words('mappingTitle')}</h3>
      <table className="ie-table">
        <thead>
          <tr>
            <th scope="col">{words('column')}</th>
            <th scope="col">{words('field')}</th>
            <th scope="col">{words('sample')}</th>
          </tr>
        </thead>
        <tbody>
          {sheet.columns.map((column, i) => (
            <tr key={column} data-column={column}>
              <th scope="row">{column}</th>
              <td>
                <select
                  className="mapping-select"
                  aria-label={`${words('field')}: ${column}`}
                  value={mapping[column] ?? ''}
                  disabled={disabled}
                  onChange={(e) => onChange(column, e.target.value)}
                >
                  <option value="">{words('skip')}</option>
                  {targets.map((a) => (
                    <option key={a.name} value={a.name}>
                      {attributeLabel(a, language)}
                      {required.has(a.name) ? ' *' : ''} ({a.name})
                    </option>
                  ))}
                </select>
              </td>
              <td className="muted sample">{sheet.rows[0]?.[i] ?? ''}</td>
            </tr>
          ))}
        </tbody>
      </table>
      {check.errors.map((m) => (
        <p key={m} className="ie-message error" role="alert">
          {m}
        </p>
      ))}
      {check.warnings.map((m) => (
        <p key={m} className="ie-message warning" role="status">
          {m}
        </p>
      ))}
    </section>
  );
}

interface PreviewProps {
  preview: ImportPreview;
  words: Words;
  language: string;
}

export function PreviewTable({ preview, words, language }: PreviewProps) {
  // The controller keeps only the problems of the columns shown: a required field no column fills
  // fails every row, and the mapping step already says so once (requiredUnmapped).
  const { rows, shown, problems } = preview;
  return (
    <section className="import-preview" aria-label={words('previewTitle', rows.length)}>
      <h3>{words('previewTitle', rows.length)}</h3>
      <div className="ie-scroll">
        <table className="ie-table">
          <thead>
            <tr>
              <th scope="col">{words('row')}</th>
              {shown.map((a) => (
                <th key={a.name} scope="col" data-field={a.name}>
                  {attributeLabel(a, language)}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map((r) => (
              <tr key={r.row} data-row={r.row} className={Object.keys(r.problems).length ? 'has-problem' : undefined}>
                <th scope="row">{r.row}</th>
                {shown.map((a) => {
                  const problem = r.problems[a.name];
                  return (
                    <td key={a.name} data-field={a.name} className={problem ? 'cell-problem' : undefined} title={problem}>
                      {r.texts[a.name] ?? String(r.values[a.name] ?? '')}
                      {problem && <span className="problem-text">{problem}</span>}
                    </td>
                  );
                })}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <p className={`ie-message ${problems ? 'warning' : 'ok'} preview-summary`} role="status">
        {problems ? words('previewIssues', problems) : words('previewClean')}
      </p>
    </section>
  );
}
