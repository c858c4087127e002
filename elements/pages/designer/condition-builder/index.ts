/**
 * The condition builder: a React component that edits a condition list of spec §5 as rows (link,
 * brackets, field from the entity's attributes or `user.*`, one of the twenty comparisons, value
 * with `$[x]` placeholders), reads it back in words and shows core's verdict on it. Data only:
 * `onChange(list, check)`; store the list only when `check.valid`.
 */
export { ConditionBuilder } from './ConditionBuilder.tsx';
export type { ConditionBuilderProps, ConditionValueOption } from './ConditionBuilder.tsx';
export { CONDITION_BUILDER_CSS } from './styles.ts';
