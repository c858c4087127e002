/**
 * The form's fields with their statuses for the current values (core/forms evaluates the
 * conditions). A keystroke keeps every field object whose status stayed the same, so only the
 * typed field and the fields whose conditions read it draw again; a keystroke in a field that no
 * condition reads keeps the list itself, without evaluating any condition.
 */
import { useMemo, useRef } from 'react';
import type { PageServices, ResolvedField } from '../kit/services.ts';
import type { Row } from '../kit/types.ts';
import { conditionInputs, keepUnchanged, liveFields } from './form-logic.ts';
import type { FormState, LiveField } from './form-logic.ts';

interface Last {
  services: PageServices;
  resolved: ResolvedField[];
  state: FormState;
  values: Row;
  fields: LiveField[];
}

export function useLiveFields(services: PageServices, resolved: ResolvedField[], values: Row, state: FormState): LiveField[] {
  const previous = useRef<Last | null>(null);
  const inputs = useMemo(() => conditionInputs(resolved.map((f) => f.source as { condition?: unknown; requiredCondition?: unknown } | undefined)), [resolved]);
  return useMemo(() => {
    const last = previous.current;
    const same = last && last.resolved === resolved && last.state === state;
    if (same && last.services === services && inputs && !readChanged(inputs, last.values, values)) {
      previous.current = { ...last, values };
      return last.fields;
    }
    const next = liveFields(resolved, services.statuses(resolved, values), state);
    const fields = same ? keepUnchanged(last.fields, next) : next;
    previous.current = { services, resolved, state, values, fields };
    return fields;
  }, [services, resolved, values, state, inputs]);
}

function readChanged(inputs: Set<string>, before: Row, after: Row): boolean {
  if (before === after) return false;
  for (const name of inputs) if (!Object.is(before[name], after[name])) return true;
  return false;
}
