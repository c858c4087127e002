/** A person's card (name, department, title, email, phone) in a dialog; Escape or Close shuts it. */
import type { ReactNode } from 'react';
import { personFullName } from '../../../core/work/index.ts';
import type { ChartTextFn } from '../charts/chart-text.ts';
import { SlButton, SlDialog } from '../kit/sl.ts';
import { deptLabel, personLabel } from './org-data.ts';
import type { PersonInDept } from './org-data.ts';

export function PersonCard({ shown, language, text, onClose }: { shown: PersonInDept | null; language: string; text: ChartTextFn; onClose(): void }) {
  const person = shown?.person;
  const rows: Array<[string, ReactNode]> =
    person && shown
      ? [
          [text('name'), personFullName(person, language)],
          [text('department'), deptLabel(shown.dept, language)],
          [text('title'), person.title || text('notGiven')],
          // biome-ignore lint/correctness/useJsxKeyInIterable: a cell's content; the rows are keyed by their label where they are drawn
          [text('email'), person.email ? <a href={`mailto:${person.email}`}>{person.email}</a> : text('notGiven')],
          // biome-ignore lint/correctness/useJsxKeyInIterable: a cell's content; the rows are keyed by their label where they are drawn
          [text('phone'), person.phone ? <a href={`tel:${person.phone}`}>{person.phone}</a> : text('notGiven')],
        ]
      : [];
  return (
    <SlDialog
      className="person-card"
      label={person ? personLabel(person, language) : text('personCard')}
      open={Boolean(person)}
      // A card opened again while the last one was still fading out stays open: that fade's
      // after-hide arrives late and must not close it.
      onsl-after-hide={(event: Event) => event.target === event.currentTarget && !(event.currentTarget as HTMLElement & { open?: boolean }).open && onClose()}
    >
      {person && (
        <dl data-person-id={person.id}>
          {rows.map(([term, value]) => (
            <div key={term} style={{ display: 'contents' }}>
              <dt>{term}</dt>
              <dd>{value}</dd>
            </div>
          ))}
        </dl>
      )}
      <SlButton slot="footer" variant="primary" onClick={onClose}>
        {text('close')}
      </SlButton>
    </SlDialog>
  );
}
