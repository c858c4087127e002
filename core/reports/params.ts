/** A report's parameters: their first values, their check before a run, and what a run sends. */
import type { ParamDef, ParamValues } from './types.ts';

/** A range parameter (`in_scope`, `not_in_scope`): its value is a [from, to] pair. */
export const isRangeParam = (p: ParamDef): boolean => p.mode === 'in_scope' || p.mode === 'not_in_scope';

/** A value with nothing in it: an empty text, or a range with neither bound. */
export const isBlankParam = (value: ParamValues[string] | undefined): boolean => (Array.isArray(value) ? value.every((v) => !v) : !value);

/** The form's first values: each parameter's `default` (a range as its two bounds). */
export function defaultParams(parameters: ParamDef[] | undefined): ParamValues {
  const values: ParamValues = {};
  for (const p of parameters ?? []) {
    const given = p.default;
    if (isRangeParam(p)) {
      const [from, to] = Array.isArray(given) ? given : typeof given === 'string' ? given.split(',') : [];
      values[p.field] = [String(from ?? '').trim(), String(to ?? '').trim()];
    } else if (given !== undefined && given !== null) {
      values[p.field] = Array.isArray(given) ? given.join(',') : String(given);
    }
  }
  return values;
}

/** The fields of the required parameters left blank in `values` (the server checks them again). */
export function missingParams(parameters: ParamDef[] | undefined, values: ParamValues): string[] {
  return (parameters ?? []).filter((p) => p.required && isBlankParam(values[p.field])).map((p) => p.field);
}

/** The run's `params`: blank values left out (the server would too), ranges as [from, to]. */
export function runParams(values: ParamValues, compare?: boolean): Record<string, unknown> {
  const params: Record<string, unknown> = {};
  for (const [field, value] of Object.entries(values)) {
    if (!isBlankParam(value)) params[field] = value;
  }
  if (compare) params.compare = 'previous';
  return params;
}
