/**
 * The form's fields with their statuses for the current values (core/forms evaluates the
 * conditions). A keystroke keeps every field object whose status stayed the same, so only the
 * typed field and the fields whose conditions read it draw again.
 */
import { useMemo, useRef } from 'react';
import type { PageServices, ResolvedField } from '../kit/services.ts';
import type { Row } from '../kit/types.ts';
import { keepUnchanged, liveFields } from './form-logic.ts';
import type { FormState, LiveField } from './form-logic.ts';

export function useLiveFields(services: PageServices, resolved: ResolvedField[], values: Row, state: FormState): LiveField[] {
  const previous = useRef<{ resolved: ResolvedField[]; state: FormState; fields: LiveField[] } | null>(null);
  return useMemo(() => {
    const next = liveFields(resolved, services.statuses(resolved, values), state);
    const last = previous.current;
    const fields = last && last.resolved === resolved && last.state === state ? keepUnchanged(last.fields, next) : next;
    previous.current = { resolved, state, fields };
    return fields;
  }, [services, resolved, values, state]);
}
