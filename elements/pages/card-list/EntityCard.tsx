/**
 * One record as a card: a check box, the title (a button that opens the record, as a double click
 * on a list row does), the subtitle, three fields, and the row operations of the page config.
 * Memoised: loading more cards does not draw the cards already there.
 */
import { memo } from 'react';
import type { Column } from '../kit/columns.ts';
import type { LabelMap } from '../kit/format.ts';
import type { PageServices } from '../kit/services.ts';
import type { TextFn } from '../kit/text.ts';
import type { Operate, Row } from '../kit/types.ts';
import { FieldView } from '../fields/FieldView.tsx';
import { RowOperateButtons } from '../list/OperateButtons.tsx';
import type { RowOperate } from '../list/OperateButtons.tsx';
import type { WorkTextFn } from '../work-text/index.ts';
import type { CardLayout } from './card-layout.ts';
import { useLongPress } from './use-long-press.ts';

interface Props {
  row: Row;
  rowKey: string;
  layout: CardLayout;
  labels: Map<string, LabelMap>;
  selected: boolean;
  operates: RowOperate[];
  busy: string | null;
  services: PageServices;
  text: TextFn;
  words: WorkTextFn;
  language: string;
  onToggle: (row: Row, key: string) => void;
  onOpen: (row: Row) => void;
  onRun: (op: Operate, row: Row) => void;
  /** A long press on the card (spec §9): its operations in a sheet. */
  onLongPress?: (row: Row, key: string) => void;
}

function Value({
  column,
  row,
  labels,
  services,
  text,
  language,
}: {
  column: Column;
  row: Row;
  labels: Map<string, LabelMap>;
  services: PageServices;
  text: TextFn;
  language: string;
}) {
  return (
    <FieldView
      dataType={column.dataType}
      value={row[column.name]}
      relatedEntity={column.relatedEntity}
      labels={column.codeKey ? labels.get(column.codeKey) : undefined}
      services={services}
      text={text}
      language={language}
    />
  );
}

export const EntityCard = memo(function EntityCard(props: Props) {
  const { row, rowKey, layout, labels, services, text, words, language } = props;
  const titleId = `card-${rowKey}-title`;
  const shared = { row, labels, services, text, language };
  // The record's name for the labels of its box and operations (the title as stored).
  const name = (layout.title && String(row[layout.title.name] ?? '')) || rowKey;
  const press = useLongPress(() => props.onLongPress?.(row, rowKey));
  return (
    <li className={`entity-card${props.selected ? ' selected' : ''}`} data-key={rowKey} {...(props.onLongPress ? press : {})}>
      <article aria-labelledby={titleId}>
        <header className="card-head">
          <input
            type="checkbox"
            className="card-check"
            checked={props.selected}
            aria-label={`${text('selectRow')}: ${name}`}
            onChange={() => props.onToggle(row, rowKey)}
          />
          <div className="card-titles">
            <h3 id={titleId} className="card-title">
              <button type="button" className="card-open" onClick={() => props.onOpen(row)}>
                {layout.title ? <Value column={layout.title} {...shared} /> : rowKey}
              </button>
            </h3>
            {layout.subtitle && (
              <p className="card-subtitle">
                <Value column={layout.subtitle} {...shared} />
              </p>
            )}
          </div>
        </header>
        {layout.fields.length > 0 && (
          <dl className="card-fields">
            {layout.fields.map((column) => (
              <div key={column.name} data-field={column.name}>
                <dt>{column.label}</dt>
                <dd>
                  <Value column={column} {...shared} />
                </dd>
              </div>
            ))}
          </dl>
        )}
        {props.operates.length > 0 && (
          <footer className="card-ops" role="group" aria-label={words('cardOperations', name)}>
            <RowOperateButtons operates={props.operates} busy={props.busy} onRun={(op) => props.onRun(op, row)} />
          </footer>
        )}
      </article>
    </li>
  );
});
