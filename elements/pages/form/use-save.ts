/**
 * Saving a form: validation under the fields, the submit lock, the config's confirm, the
 * vetoable submit step, the save call with the child rows, and the after-action. A save the
 * server refuses as stale becomes a `conflict` (use-conflict.ts resolves it); the input stays.
 */
import { useRef, useState } from 'react';
import type { PageServices, ResolvedField } from '../kit/services.ts';
import type { TextFn } from '../kit/text.ts';
import type { EntityMeta, PageContent, Row } from '../kit/types.ts';
import { validateChildRows } from './ChildSection.tsx';
import { readConflict } from './conflict-logic.ts';
import type { Conflict } from './conflict-logic.ts';
import { afterSave, childPayload, childRelations, liveFields, savePayload } from './form-logic.ts';
import type { FormState, LiveField } from './form-logic.ts';
import type { FormPageProps } from './FormPage.tsx';
import type { RecordState } from './use-record.ts';

interface Input {
  services: PageServices;
  meta?: EntityMeta;
  content: PageContent;
  state: FormState;
  recordId?: string;
  fields: LiveField[];
  /** The fields as resolved, for core's validation. */
  resolved: ResolvedField[];
  record: RecordState;
  text: TextFn;
  language: string;
  confirm: (message: string) => Promise<boolean>;
  props: FormPageProps;
  onSavedAs: (id: string) => void;
  /** An edit opened from the page's own detail (a save goes back to it). */
  fromDetail: boolean;
}

/** How a submit ended: a caller that goes on from it (a save over a conflict) needs to know. */
export type SaveOutcome = 'saved' | 'conflict' | 'failed' | 'stopped';

export function useSave(input: Input) {
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [childErrors, setChildErrors] = useState<Record<string, Record<string, string>>>({});
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const [conflict, setConflict] = useState<Conflict | null>(null);
  const refusals = useRef(0);
  const inFlight = useRef(false);
  const latest = useRef(input);
  latest.current = input;

  /** Messages under the fields and in the child rows; true when there are none. */
  async function validateAll(meta: EntityMeta, values: Row, childRows: Record<string, Row[]>): Promise<boolean> {
    const { services, language } = latest.current;
    const fieldErrors = await services.validate(latest.current.resolved, values);
    const perChild = Object.fromEntries(
      await Promise.all(childRelations(meta).map(async (r) => [r.code, await validateChildRows(services, r, childRows[r.code] ?? [], language)] as const)),
    );
    setErrors(fieldErrors);
    setChildErrors(perChild);
    return !Object.keys(fieldErrors).length && !Object.values(perChild).some((e) => Object.keys(e).length);
  }

  async function submit(): Promise<SaveOutcome> {
    const { services, meta, content, state, record, text, confirm, props } = latest.current;
    const { values, children: childRows } = record.current();
    if (!meta || state === 'detail') return 'stopped';
    // A click while this form's save runs says so once (a notice, spec §8), even past the lock's
    // 2 s: a banner too would say it twice and outlive the success.
    if (inFlight.current) {
      services.notify('error', text('saving'));
      return 'stopped';
    }
    // The lock is core's (spec §4: per action, released on completion or after 2 s); when another
    // form of the record holds it, core's notice says so.
    const release = services.lock(`save:${meta.code}:${latest.current.recordId ?? 'new'}`);
    if (!release) return 'stopped';
    inFlight.current = true;
    try {
      setError(null);
      if (!(await validateAll(meta, values, childRows))) {
        setError(text('invalid'));
        return 'stopped';
      }
      if (typeof content.confirm === 'string' && content.confirm && !(await confirm(content.confirm))) return 'stopped';
      // Visibility as of the latest values, not the last render's.
      const data = savePayload(meta, liveFields(latest.current.resolved, services.statuses(latest.current.resolved, values), state), values);
      const children = Object.fromEntries(childRelations(meta).map((r) => [r.code, childPayload(childRows[r.code] ?? [])]));
      if (props.onSubmitRequest && !props.onSubmitRequest({ state, values: data, children })) return 'stopped';
      setSaving(true);
      // An edit goes out as `update` (spec §7): the record must still exist, so one deleted
      // meanwhile is reported, never written again as a new record; an add is a `save`.
      const action = state === 'edit' && latest.current.recordId ? 'update' : 'save';
      const reply = await services.request<{ id?: string | number; bean?: Row }>({
        entity: meta.id || meta.code,
        action,
        method: 'POST',
        data: { data, children },
        silent: true,
      });
      const keyName = meta.keyNames[0] ?? 'ID';
      const id = String(reply?.id ?? reply?.bean?.[keyName] ?? data[keyName] ?? '');
      record.commit({ ...values, ...(reply?.bean ?? {}), [keyName]: id }, id);
      setConflict(null);
      // Only now: the server said "0", so "saved" is true.
      services.notify('success', text('saved'));
      services.recordSaved(meta.code, id);
      props.onSaved?.({ id, values: { ...data, [keyName]: id }, state });
      const closable = Boolean(props.onClose || props.onCancel);
      if (afterSave(content.afterAction, { overlay: props.overlay, fromDetail: latest.current.fromDetail, closable }) === 'close')
        (props.onClose ?? props.onCancel)?.();
      else latest.current.onSavedAs(id);
      return 'saved';
    } catch (e) {
      const refused = readConflict(e, ++refusals.current);
      if (refused) {
        // Nothing was written: the input stays in the form and in its draft until the person decides.
        record.keepDraft();
        setConflict(refused);
        return 'conflict';
      }
      // Errors stay on this page (spec: "errors shown on the page only").
      setError(e instanceof Error && e.message ? e.message : text('error'));
      return 'failed';
    } finally {
      inFlight.current = false;
      setSaving(false);
      release();
    }
  }

  /** A changed field drops its message; the banner goes with the last one. */
  function clearError(name: string, relation?: string) {
    const drop = (map: Record<string, string>) => {
      if (!(name in map)) return map;
      const next = { ...map };
      delete next[name];
      return next;
    };
    const nextErrors = relation ? errors : drop(errors);
    const nextChild = relation ? { ...childErrors, [relation]: drop(childErrors[relation] ?? {}) } : childErrors;
    if (nextErrors === errors && nextChild[relation ?? ''] === childErrors[relation ?? '']) return;
    setErrors(nextErrors);
    setChildErrors(nextChild);
    const left = Object.keys(nextErrors).length + Object.values(nextChild).reduce((n, e) => n + Object.keys(e).length, 0);
    if (left === 0 && error === latest.current.text('invalid')) setError(null);
  }

  return { submit, errors, childErrors, error, saving, clearError, conflict, clearConflict: () => setConflict(null) };
}
