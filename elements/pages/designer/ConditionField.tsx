/**
 * A condition list of the config edited in the condition builder. Only a list core's checker
 * accepts reaches the config (the builder shows why a list is refused); an emptied list drops
 * the key, so the page falls back to its default.
 */
import type { Condition } from '../../../core/rules/index.ts';
import type { Attribute } from '../kit/types.ts';
import { ConditionBuilder } from './condition-builder/index.ts';

interface Props {
  value: unknown;
  label: string;
  attributes: readonly Attribute[];
  language: string;
  onChange(list: Condition[] | undefined): void;
}

export function ConditionField({ value, label, attributes, language, onChange }: Props) {
  const list = Array.isArray(value) ? (value as Condition[]) : undefined;
  return (
    <fieldset className="condition-field">
      <legend>{label}</legend>
      <ConditionBuilder
        value={list}
        attributes={attributes}
        language={language}
        label={label}
        onChange={(next, check) => {
          if (check.valid) onChange(next.length ? next : undefined);
        }}
      />
    </fieldset>
  );
}
