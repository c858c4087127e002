/**
 * The differences between the person's input and the stored record, one row per field (and one
 * per child section), each with a choice of which value to keep; "save over it" saves the merge.
 */
import { useEffect, useRef } from 'react';
import type { KeyboardEvent, ReactNode } from 'react';
import { formatValue } from '../kit/format.ts';
import type { LabelMap } from '../kit/format.ts';
import type { PageServices } from '../kit/services.ts';
import { SlButton } from '../kit/sl.ts';
import type { TextFn } from '../kit/text.ts';
import { FieldView } from '../fields/FieldView.tsx';
import { childChoiceKey, choiceOf } from '../../../core/pages.ts';
import type { Choice, FieldDiff } from '../../../core/pages.ts';
import type { LiveField } from './form-logic.ts';
import type { ConflictState } from './use-conflict.ts';

interface Props {
  id: string;
  state: ConflictState;
  labels: Map<string, LabelMap>;
  services: PageServices;
  text: TextFn;
  language: string;
}

interface RowProps {
  id: string;
  name: string;
  label: ReactNode;
  mine: ReactNode;
  theirs: ReactNode;
  choice: Choice;
  onChoose: (choice: Choice) => void;
  text: TextFn;
  attrs: Record<string, string>;
}

function DiffRow({ id, name, label, mine, theirs, choice, onChoose, text, attrs }: RowProps) {
  const group = `${id}-${name}`;
  return (
    <tr {...attrs} className={`keep-${choice}`}>
      <th scope="row" id={`${group}-label`}>
        {label}
      </th>
      <td className={`mine${choice === 'mine' ? ' chosen' : ''}`}>{mine}</td>
      <td className={`theirs${choice === 'theirs' ? ' chosen' : ''}`}>{theirs}</td>
      <td className="choice">
        <div role="radiogroup" aria-labelledby={`${group}-label`}>
          {(['mine', 'theirs'] as const).map((c) => (
            <label key={c}>
              <input type="radio" name={group} value={c} checked={choice === c} onChange={() => onChoose(c)} />
              {text(c === 'mine' ? 'conflictKeepMine' : 'conflictKeepTheirs')}
            </label>
          ))}
        </div>
      </td>
    </tr>
  );
}

export function ConflictReview({ id, state, labels, services, text, language }: Props) {
  const heading = useRef<HTMLHeadingElement>(null);
  // Keyboard users land on the review they asked for.
  useEffect(() => {
    heading.current?.focus();
  }, []);
  const show = (d: FieldDiff<LiveField>, value: unknown) =>
    d.field.dataType === 'richtext' ? (
      formatValue('richtext', value, { text }) || <span className="muted">—</span>
    ) : (
      <FieldView
        dataType={d.field.dataType}
        value={value}
        relatedEntity={d.field.relatedEntity}
        labels={d.field.codeKey ? labels.get(d.field.codeKey) : undefined}
        services={services}
        text={text}
        language={language}
      />
    );
  const label = (name: string, edited: boolean) => (
    <>
      {name}
      {!edited && <span className="muted"> {text('conflictUntouched')}</span>}
    </>
  );
  const onKeyDown = (e: KeyboardEvent) => {
    if (e.key === 'Escape') {
      e.stopPropagation();
      state.cancelReview();
    }
  };

  return (
    <section id={id} className="section conflict-review" aria-labelledby={`${id}-title`} onKeyDown={onKeyDown}>
      <h3 id={`${id}-title`} ref={heading} tabIndex={-1}>
        {text('conflictReview')}
      </h3>
      {state.diffs.length + state.children.length === 0 ? (
        <p className="muted">{text('conflictSame')}</p>
      ) : (
        <table className="sub-table conflict-table">
          <caption className="sr-only">{text('conflictTable')}</caption>
          <thead>
            <tr>
              <th scope="col">{text('conflictField')}</th>
              <th scope="col">{text('conflictMine')}</th>
              <th scope="col">{text('conflictTheirs')}</th>
              <th scope="col">{text('conflictKeep')}</th>
            </tr>
          </thead>
          <tbody>
            {state.diffs.map((d) => (
              <DiffRow
                key={d.field.name}
                id={id}
                name={d.field.name}
                label={label(d.field.label, d.edited)}
                mine={show(d, d.mine)}
                theirs={show(d, d.theirs)}
                choice={choiceOf(state.choices, d.field.name, d.edited)}
                onChoose={(c) => state.choose(d.field.name, c)}
                text={text}
                attrs={{ 'data-field': d.field.name }}
              />
            ))}
            {state.children.map((c) => {
              const key = childChoiceKey(c.relation.code);
              return (
                <DiffRow
                  key={key}
                  id={id}
                  name={key.replace(':', '-')}
                  label={label(c.relation.title || c.relation.code, c.edited)}
                  mine={text('conflictRows', c.mine.length)}
                  theirs={text('conflictRows', c.theirs.length)}
                  choice={choiceOf(state.choices, key, c.edited)}
                  onChoose={(v) => state.choose(key, v)}
                  text={text}
                  attrs={{ 'data-relation': c.relation.code }}
                />
              );
            })}
          </tbody>
        </table>
      )}
      <div className="conflict-review-actions">
        <SlButton className="conflict-cancel" onClick={state.cancelReview}>
          {text('cancel')}
        </SlButton>
        <SlButton variant="primary" className="conflict-save-over" loading={state.busy} onClick={() => void state.saveOver()}>
          {text('conflictSaveOver')}
        </SlButton>
      </div>
    </section>
  );
}
