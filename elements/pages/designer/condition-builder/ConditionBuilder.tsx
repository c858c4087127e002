/**
 * The condition builder (spec §5 "Condition expressions"): a condition list edited as rows, read
 * back in words under them, checked by core's own checker. It produces data only: every edit
 * calls `onChange(list, check)`, and a list the pages would reject arrives with `check.valid`
 * false and its reason shown here, so a designer never stores it as valid.
 */
import { useLayoutEffect, useMemo, useRef, useState } from 'react';
import { checkConditions, conditionProblemText, describeConditions } from '../../../../core/pages.ts';
import type { Condition, ConditionCheck } from '../../../../core/pages.ts';
import type { EntityAttribute } from '../../../../core/meta/index.ts';
import { DEFAULT_LANGUAGE } from '../../../../core/i18n/index.ts';
import { ConditionRow } from './ConditionRow.tsx';
import type { FieldChoice } from './ConditionRow.tsx';
import { createRowKeys, listOf, moveRow, rowsOf } from '../../../../core/designer/index.ts';
import type { BuilderRow } from '../../../../core/designer/index.ts';
import { CONDITION_BUILDER_CSS } from './styles.ts';
import { builderText } from './words.ts';
import type { BuilderText } from './words.ts';
import { Styles } from '../../../shared/adopted-styles.tsx';

export interface ConditionValueOption {
  value: string;
  label: string;
}

export interface ConditionBuilderProps {
  /** The list to edit (a page config's condition list); a new object from outside resets the rows. */
  value: readonly Condition[] | null | undefined;
  /** Called on every edit with the list and core's verdict on it (`check.valid` false: do not store). */
  onChange(list: Condition[], check: ConditionCheck): void;
  /** The entity's attributes: the field choices, their labels in `language` and their data types. */
  attributes: readonly EntityAttribute[];
  /** The UI's language code (DESIGN §4: zh-CN by default, or en-US). */
  language?: string;
  /** The choices of a field's values (a code list's codes, say), offered beside free text. */
  valueOptions?: (field: string) => readonly ConditionValueOption[] | undefined;
  /** The accessible name of the whole builder; "条件" / "Condition" by default. */
  label?: string;
}

function attributeLabel(attribute: EntityAttribute, language: string): string {
  return attribute.labels?.[language] || attribute.label || attribute.name;
}

function fieldChoices(attributes: readonly EntityAttribute[], language: string, text: BuilderText): FieldChoice[] {
  const entity = attributes.map((attribute): FieldChoice => ({ value: attribute.name, label: attributeLabel(attribute, language), group: 'entity' }));
  const user: FieldChoice[] = [
    { value: 'user.roleCode', label: text('userRole'), group: 'user' },
    { value: 'user.id', label: text('userId'), group: 'user' },
    { value: 'user.ACCOUNT', label: text('userAccount'), group: 'user' },
    { value: 'user.NAME', label: text('userName'), group: 'user' },
  ];
  return [...entity, ...user];
}

const BOOLEAN_VALUES = (text: BuilderText): ConditionValueOption[] => [
  { value: '1', label: text('yes') },
  { value: '0', label: text('no') },
];

/** The rows, synced from `value` whenever it is not the list this builder emitted last. */
function useRows(value: ConditionBuilderProps['value'], newKey: () => number) {
  const emitted = useRef<unknown>(undefined);
  const [rows, setRows] = useState<BuilderRow[]>(() => rowsOf(value, newKey));
  // The rows as last committed, read by handlers that run before React draws again (quick clicks).
  const latest = useRef(rows);
  const [source, setSource] = useState(value);
  if (source !== value) {
    setSource(value);
    if (value !== emitted.current) {
      const fresh = rowsOf(value, newKey);
      latest.current = fresh;
      setRows(fresh);
    }
  }
  return { rows, setRows, emitted, latest };
}

/** After a row is added, moved or removed, the focus goes to a control of the row it names. */
function useFocusAfterDraw() {
  const focusAfter = useRef<{ key: number; focus: string } | null>(null);
  const listElement = useRef<HTMLOListElement>(null);
  useLayoutEffect(() => {
    const pending = focusAfter.current;
    if (!pending) return;
    focusAfter.current = null;
    const row = listElement.current?.querySelector(`[data-row-key="${pending.key}"]`);
    const target = row?.querySelector<HTMLElement>(`[data-focus="${pending.focus}"]:not(:disabled)`) ?? row?.querySelector<HTMLElement>('[data-focus="field"]');
    target?.focus();
  });
  return { focusAfter, listElement };
}

export function ConditionBuilder(props: ConditionBuilderProps) {
  const { attributes, onChange, valueOptions } = props;
  const language = props.language ?? DEFAULT_LANGUAGE;
  const text = useMemo(() => builderText(language), [language]);
  const fields = useMemo(() => fieldChoices(attributes, language, text), [attributes, language, text]);
  const byName = useMemo(() => new Map(attributes.map((attribute) => [attribute.name, attribute])), [attributes]);
  // Row keys are this builder's own (React keys and the focus after a move name rows by them).
  const [newKey] = useState(createRowKeys);
  const { rows, setRows, emitted, latest } = useRows(props.value, newKey);
  const list = useMemo(() => listOf(rows, (field) => byName.get(field)?.dataType), [rows, byName]);
  const check = useMemo(() => checkConditions(list), [list]);
  const { focusAfter, listElement } = useFocusAfterDraw();

  const commit = (change: (current: BuilderRow[]) => BuilderRow[]) => {
    const next = change(latest.current);
    latest.current = next;
    setRows(next);
    const nextList = listOf(next, (field) => byName.get(field)?.dataType);
    emitted.current = nextList;
    onChange(nextList, checkConditions(nextList));
  };

  const valueChoices = (field: string) => valueOptions?.(field) ?? (byName.get(field)?.dataType === 'boolean' ? BOOLEAN_VALUES(text) : undefined);
  const words = describeConditions(list, {
    language,
    fieldLabel: (field) => {
      const attribute = byName.get(field);
      return attribute ? attributeLabel(attribute, language) : undefined;
    },
    valueLabel: (field, value) => valueChoices(field)?.find((option) => option.value === value)?.label,
  });
  const addRow = () => {
    const key = newKey();
    focusAfter.current = { key, focus: 'field' };
    commit((current) => [...current, { key, join: 'and', left: 0, field: attributes[0]?.name ?? 'user.roleCode', mode: 'equal', right: 0, texts: ['', ''] }]);
  };
  const wrongRow = check.valid ? undefined : check.problem.item;

  return (
    <section className="condition-builder" role="group" aria-label={props.label ?? text('title')}>
      <Styles css={CONDITION_BUILDER_CSS} />
      {rows.length === 0 ? <p className="condition-hint">{text('empty')}</p> : null}
      <ol ref={listElement}>
        {rows.map((row, index) => (
          <ConditionRow
            key={row.key}
            row={row}
            index={index}
            count={rows.length}
            invalid={wrongRow === index + 1}
            language={language}
            text={text}
            fields={fields}
            valueOptions={valueChoices(row.field)}
            change={(patch) => commit((current) => current.map((other) => (other.key === row.key ? { ...other, ...patch } : other)))}
            move={(step, focus) => {
              focusAfter.current = { key: row.key, focus };
              commit((current) =>
                moveRow(
                  current,
                  current.findIndex((other) => other.key === row.key),
                  step,
                ),
              );
            }}
            remove={() =>
              commit((current) => {
                const at = current.findIndex((other) => other.key === row.key);
                const neighbour = current[at + 1] ?? current[at - 1];
                if (neighbour) focusAfter.current = { key: neighbour.key, focus: 'remove' };
                return current.filter((other) => other.key !== row.key);
              })
            }
          />
        ))}
      </ol>
      <div>
        <button type="button" className="condition-add" onClick={addRow}>
          + {text('addRow')}
        </button>
      </div>
      {rows.length > 1 ? <p className="condition-hint">{text('keyboard')}</p> : null}
      <p className="condition-words" aria-live="polite">
        <span className="condition-hint">{text('words')}</span>
        <span data-role="words">{words}</span>
      </p>
      {check.valid ? null : (
        <p className="condition-error" role="alert">
          {text('invalid', conditionProblemText(check.problem, language))}
        </p>
      )}
    </section>
  );
}
