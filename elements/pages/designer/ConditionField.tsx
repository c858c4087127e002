/**
 * A condition list of the config edited in the condition builder. Only a list core's checker
 * accepts reaches the config (the builder shows why a list is refused); an emptied list drops
 * the key, so the page falls back to its default.
 */
import { Suspense } from 'react';
import type { ComponentProps } from 'react';
import type { Condition } from '../../../core/rules/index.ts';
import { Loading, lazyComponent } from '../../shared/lazy.tsx';
import type { Attribute } from '../kit/types.ts';
import type { ConditionBuilder as ConditionBuilderType } from './condition-builder/index.ts';

// A field's or an operation's settings show it when opened, not the designer's first screen.
const ConditionBuilder = lazyComponent<ComponentProps<typeof ConditionBuilderType>>(
  () => import('./condition-builder/index.ts').then((module) => module.ConditionBuilder),
  'condition builder',
);

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
      <Suspense fallback={<Loading />}>
        <ConditionBuilder
          value={list}
          attributes={attributes}
          language={language}
          label={label}
          onChange={(next, check) => {
            if (check.valid) onChange(next.length ? next : undefined);
          }}
        />
      </Suspense>
    </fieldset>
  );
}
