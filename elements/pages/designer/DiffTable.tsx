/** A table of the keys two configs differ in: the other side's value beside this side's. */
import { configDiff } from '../../../core/designer/index.ts';
import type { Content } from '../../../core/designer/index.ts';
import type { DesignerText } from './designer-text.ts';

interface Props {
  before: Content;
  after: Content;
  beforeLabel: string;
  afterLabel: string;
  caption: string;
  words: DesignerText;
}

export function DiffTable({ before, after, beforeLabel, afterLabel, caption, words }: Props) {
  const diffs = configDiff(before, after);
  if (!diffs.length) return <p className="muted">{words('noDifference')}</p>;
  return (
    <table className="diff-table">
      <caption>{caption}</caption>
      <thead>
        <tr>
          <th scope="col">{words('field')}</th>
          <th scope="col">{beforeLabel}</th>
          <th scope="col">{afterLabel}</th>
        </tr>
      </thead>
      <tbody>
        {diffs.map((d) => (
          <tr key={d.path} data-diff={d.path}>
            <th scope="row">{d.path}</th>
            <td>
              <code>{d.before}</code>
            </td>
            <td>
              <code>{d.after}</code>
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
