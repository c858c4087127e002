/** One row of the condition builder: link, brackets, field, comparison, value, and its moves. */
import type { KeyboardEvent } from 'react';
import { CONDITION_MODES, conditionModeLabel } from '../../../../core/pages.ts';
import { isListMode, isScopeMode, takesNoValue } from '../../../../core/designer/index.ts';
import type { BuilderRow } from '../../../../core/designer/index.ts';
import type { BuilderText } from './words.ts';

export interface FieldChoice {
  value: string;
  label: string;
  group: 'entity' | 'user';
}

export interface RowProps {
  row: BuilderRow;
  index: number;
  count: number;
  invalid: boolean;
  language: string;
  text: BuilderText;
  fields: readonly FieldChoice[];
  valueOptions: ReadonlyArray<{ value: string; label: string }> | undefined;
  change(patch: Partial<BuilderRow>): void;
  move(step: number, focus: string): void;
  remove(): void;
}

function BracketCount(props: { char: '(' | ')'; value: number; label: string; text: BuilderText; role: string; set(n: number): void }) {
  const { char, value, label, text, role, set } = props;
  return (
    <span className="bracket-count" role="group" aria-label={label}>
      <button type="button" data-focus={`${role}-minus`} aria-label={text('fewer', label)} disabled={value === 0} onClick={() => set(value - 1)}>
        −
      </button>
      <output aria-live="polite" data-role={role}>
        {value > 0 ? char.repeat(value) : '·'}
      </output>
      <button type="button" data-focus={`${role}-plus`} aria-label={text('more', label)} onClick={() => set(value + 1)}>
        +
      </button>
    </span>
  );
}

function FieldSelect({ row, index, text, fields, change }: Pick<RowProps, 'row' | 'index' | 'text' | 'fields' | 'change'>) {
  const known = fields.some((field) => field.value === row.field);
  const group = (which: FieldChoice['group']) =>
    fields
      .filter((field) => field.group === which)
      .map((field) => (
        <option key={field.value} value={field.value}>
          {field.label}
        </option>
      ));
  return (
    <select data-focus="field" aria-label={text('field', index + 1)} value={row.field} onChange={(event) => change({ field: event.target.value })}>
      {row.field === '' || !known ? <option value={row.field}>{row.field || '—'}</option> : null}
      <optgroup label={text('entityFields')}>{group('entity')}</optgroup>
      <optgroup label={text('userFields')}>{group('user')}</optgroup>
    </select>
  );
}

function ValueInputs({ row, index, text, valueOptions, change }: Pick<RowProps, 'row' | 'index' | 'text' | 'valueOptions' | 'change'>) {
  if (takesNoValue(row.mode)) return null;
  const listId = valueOptions?.length ? `condition-values-${row.key}` : undefined;
  const input = (slot: 0 | 1, label: string, hint: string) => (
    <input
      data-focus={`value-${slot}`}
      aria-label={label}
      title={hint}
      placeholder={hint}
      list={listId}
      value={row.texts[slot]}
      onChange={(event) => change({ texts: slot === 0 ? [event.target.value, row.texts[1]] : [row.texts[0], event.target.value] })}
    />
  );
  return (
    <>
      {listId ? (
        <datalist id={listId}>
          {valueOptions!.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </datalist>
      ) : null}
      {isScopeMode(row.mode) ? (
        <>
          {input(0, text('valueFrom', index + 1), text('valueHint'))}
          {input(1, text('valueTo', index + 1), text('valueHint'))}
        </>
      ) : (
        input(0, text('value', index + 1), text(isListMode(row.mode) ? 'listHint' : 'valueHint'))
      )}
    </>
  );
}

export function ConditionRow(props: RowProps) {
  const { row, index, count, invalid, language, text, change, move, remove } = props;
  // Alt+↑/↓ moves the row under the keyboard, keeping the focus on the same control.
  const onKeyDown = (event: KeyboardEvent<HTMLLIElement>) => {
    if (!event.altKey || (event.key !== 'ArrowUp' && event.key !== 'ArrowDown')) return;
    event.preventDefault();
    const focus = (event.target as HTMLElement).dataset?.focus ?? 'field';
    move(event.key === 'ArrowUp' ? -1 : 1, focus);
  };
  const modeKnown = (CONDITION_MODES as readonly string[]).includes(row.mode);
  return (
    <li className="condition-row" data-row-key={row.key} aria-invalid={invalid ? 'true' : undefined} onKeyDown={onKeyDown}>
      {index === 0 ? (
        <span className="join-first" aria-hidden="true">
          —
        </span>
      ) : (
        <select
          className="join"
          data-focus="join"
          aria-label={text('join', index + 1)}
          value={row.join}
          onChange={(event) => change({ join: event.target.value === 'or' ? 'or' : 'and' })}
        >
          <option value="and">{text('and')}</option>
          <option value="or">{text('or')}</option>
        </select>
      )}
      <BracketCount char="(" value={row.left} label={text('leftBrackets', index + 1)} text={text} role="left" set={(left) => change({ left })} />
      <FieldSelect {...props} />
      <select data-focus="mode" aria-label={text('mode', index + 1)} value={row.mode} onChange={(event) => change({ mode: event.target.value })}>
        {modeKnown ? null : <option value={row.mode}>{row.mode || '—'}</option>}
        {CONDITION_MODES.map((mode) => (
          <option key={mode} value={mode}>
            {conditionModeLabel(mode, language)}
          </option>
        ))}
      </select>
      <ValueInputs {...props} />
      <BracketCount char=")" value={row.right} label={text('rightBrackets', index + 1)} text={text} role="right" set={(right) => change({ right })} />
      <button type="button" data-focus="up" aria-label={text('moveUp', index + 1)} disabled={index === 0} onClick={() => move(-1, 'up')}>
        ↑
      </button>
      <button type="button" data-focus="down" aria-label={text('moveDown', index + 1)} disabled={index === count - 1} onClick={() => move(1, 'down')}>
        ↓
      </button>
      <button type="button" data-focus="remove" aria-label={text('removeRow', index + 1)} onClick={remove}>
        ✕
      </button>
    </li>
  );
}
