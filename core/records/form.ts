/**
 * The record controller of a form: the record and its draft (record.ts), the save (validation
 * through core/forms, the submit lock, the config's confirm, the vetoable submit step, the call
 * with the child rows, the after-action), and a save refused as stale (`error.conflict`): its
 * panel, the field-by-field review, "save over it" and the reload of their version.
 */
import { atom } from 'nanostores';
import type { ReadableAtom } from 'nanostores';
import type { Form, FormField } from '../forms/index.ts';
import type { SubmitLocks } from '../actions/index.ts';
import type { ConditionScope } from '../rules/index.ts';
import { entityRef } from './calls.ts';
import type { RecordCalls } from './calls.ts';
import { childDiffs, fieldDiffs, mergeChildren, mergeValues, readConflict } from './conflict.ts';
import type { ChildDiff, Choice, Conflict, FieldDiff } from './conflict.ts';
import { afterSave, attributeLabelIn, childPayload, childRelations, firstError, isSet, liveFields, rowAttributes, savePayload } from './logic.ts';
import type { SaveAttention } from './logic.ts';
import { createRecordState } from './record.ts';
import type { OpenRecordInput, RecordDeps, RecordState } from './record.ts';
import type { Children, FormState, LiveFieldLike, RecordAttribute, RecordField, RecordRelation, RecordSnapshot, Row } from './types.ts';
import { recordWords } from './words.ts';

/** The metadata a child section's rows are checked against. */
export interface ChildMeta {
  attributes: RecordAttribute[];
  keyType?: string;
  keyNames: string[];
}

export interface FormDeps extends RecordDeps {
  calls: RecordCalls;
  createForm: (fields: readonly FormField[]) => Form;
  scope: () => ConditionScope;
  getMeta: (entity: string) => Promise<ChildMeta>;
  locks: SubmitLocks;
  notify: (kind: 'success' | 'error', message: string) => void;
  language: () => string;
  /** The lock's own notice (the catalogue's 正在提交，请稍后...). */
  lockedMessage: () => string;
}

/** Opens a form's record; `announce` tells the instance's pages that the record was saved. */
export interface OpenFormInput extends OpenRecordInput {
  announce?: (entity: string, id: string) => void;
}

/** An approval's name in the user's language (an i18n object `{ '010', '011' }` or plain text). */
function approvalName(name: Record<string, string> | string | undefined, language: string): string {
  if (typeof name === 'string') return name;
  if (!name) return '';
  return name[language] ?? name['010'] ?? Object.values(name)[0] ?? '';
}

export interface SaveView {
  /** Messages under the fields. */
  errors: Record<string, string>;
  /** Messages of child rows per relation, keyed `index.FIELD`. */
  childErrors: Record<string, Record<string, string>>;
  /** The banner: the invalid notice or the server's refusal. */
  error: string | null;
  saving: boolean;
  /**
   * What a failed save brings into view (the page scrolls to it and focuses it): the first
   * invalid field or child cell, else the banner; a new `turn` on every failure, also the same.
   */
  attention: (SaveAttention & { turn: number }) | null;
}

export interface ConflictView {
  conflict: Conflict | null;
  reviewing: boolean;
  choices: Record<string, Choice>;
  busy: boolean;
}

export interface SaveInput<F extends RecordField = RecordField> {
  /** The form's fields as resolved (core/forms' own field in `source`). */
  fields: readonly F[];
  /** The page config's content: its `confirm` question and `afterAction`. */
  content: object;
  confirm: (message: string) => Promise<boolean>;
  /** The vetoable submit step: false stops the save. */
  submitRequest?: (detail: { state: FormState; values: Row; children: Children }) => boolean;
  where: { overlay?: string; fromDetail: boolean; closable: boolean };
}

/** How a submit ended; a saved one says what the page does next. */
export type SaveResult = { outcome: 'saved'; id: string; values: Row; after: 'close' | 'stay' } | { outcome: 'conflict' | 'failed' | 'stopped' };

export interface RecordController extends RecordState {
  $save: ReadableAtom<SaveView>;
  $conflict: ReadableAtom<ConflictView>;
  update(input: OpenFormInput): void;
  save<F extends RecordField>(input: SaveInput<F>): Promise<SaveResult>;
  /** A changed field (or child cell `index.NAME` of `relation`) drops its message; the banner goes with the last one. */
  clearError(name: string, relation?: string): void;
  /** The fields and child sections whose input differs from the stored record of the conflict. */
  differences<L extends LiveFieldLike>(fields: readonly L[]): { fields: Array<FieldDiff<L>>; children: Array<ChildDiff<RecordRelation>> };
  review(): void;
  cancelReview(): void;
  choose(key: string, choice: Choice): void;
  /** Their version becomes the form's (the input and its draft go); the page asks first. */
  reloadTheirs(): void;
  /** Saves the chosen merge over their version. */
  saveOver<F extends RecordField & LiveFieldLike>(input: SaveInput<F>): Promise<SaveResult>;
}

const NO_SAVE: SaveView = { errors: {}, childErrors: {}, error: null, saving: false, attention: null };
const NO_CONFLICT: ConflictView = { conflict: null, reviewing: false, choices: {}, busy: false };

/** The stored record as the refusal carried it, in the shape the form keeps. */
function storedOf(conflict: Conflict | null): RecordSnapshot | null {
  return conflict?.current ? { values: conflict.current, children: conflict.children } : null;
}

const countOf = (errors: Record<string, string>) => Object.keys(errors).length;

export function createRecordController(deps: FormDeps, first: OpenFormInput): RecordController {
  const record = createRecordState(deps, first);
  let announce = first.announce;
  const $save = atom<SaveView>(NO_SAVE);
  const $conflict = atom<ConflictView>(NO_CONFLICT);
  const patchSave = (patch: Partial<SaveView>) => $save.set({ ...$save.get(), ...patch });
  const patchConflict = (patch: Partial<ConflictView>) => $conflict.set({ ...$conflict.get(), ...patch });
  // A new refusal (a save over that met yet another change) starts over from the panel.
  const setConflict = (conflict: Conflict | null) => $conflict.get().conflict !== conflict && patchConflict({ conflict, reviewing: false, choices: {} });
  const say = () => recordWords(deps.language());
  let refusals = 0;
  let inFlight = false;
  let turns = 0;

  /**
   * A failed save is said twice, as a toast (seen wherever the form is scrolled, even with the
   * banner out of view) and on the page, and the page is sent to the first thing to fix.
   */
  function failed(message: string, fields: readonly RecordField[]) {
    const { errors, childErrors } = $save.get();
    const attention = {
      ...firstError(
        fields,
        errors,
        relations().map((r) => r.code),
        childErrors,
      ),
      turn: ++turns,
    };
    patchSave({ error: message, attention });
    deps.notify('error', message);
  }

  // One core form per resolved field list: statuses and validation reuse its compiled rules.
  const forms = new WeakMap<object, Form>();
  const formOf = (fields: readonly RecordField[]) => {
    let form = forms.get(fields);
    if (!form) forms.set(fields, (form = deps.createForm(fields.map((f) => f.source as FormField).filter(Boolean))));
    return form;
  };
  const relations = () => {
    const meta = record.inputs().meta;
    return meta ? childRelations(meta) : [];
  };

  /** Required-ness of child rows, checked before a save (the server checks it too). */
  async function childRowErrors(relation: RecordRelation, rows: readonly Row[], language: string) {
    const meta = await deps.getMeta(relation.child ?? relation.entityA ?? relation.entityB);
    const errors: Record<string, string> = {};
    const required = rowAttributes(meta).filter((a) => isSet(a.isRequired) && a.name !== relation.linkAttri);
    rows.forEach((row, index) => {
      for (const a of required) {
        const v = row[a.name];
        if (v === undefined || v === null || v === '') errors[`${index}.${a.name}`] = recordWords(language)('required', attributeLabelIn(a, language));
      }
    });
    return errors;
  }

  /** Messages under the fields and in the child rows; true when there are none. */
  async function validateAll(fields: readonly RecordField[], values: Row, rows: Children): Promise<boolean> {
    const language = deps.language();
    const found = await formOf(fields).validate(values, deps.scope());
    const errors = Object.fromEntries(Object.entries(found).map(([k, v]) => [k, v[0] ?? '']));
    const childErrors = Object.fromEntries(
      await Promise.all(relations().map(async (r) => [r.code, await childRowErrors(r, rows[r.code] ?? [], language)] as const)),
    );
    patchSave({ errors, childErrors });
    return !countOf(errors) && !Object.values(childErrors).some((e) => countOf(e));
  }

  async function save<F extends RecordField>(input: SaveInput<F>): Promise<SaveResult> {
    const { meta, state, recordId } = record.inputs();
    const { values, children: rows } = record.current();
    if (!meta || state === 'detail') return { outcome: 'stopped' };
    // A click while this form's save runs says so once (a notice, spec §8), even past the lock's
    // 2 s: a banner too would say it twice and outlive the success.
    if (inFlight) {
      deps.notify('error', say()('saving'));
      return { outcome: 'stopped' };
    }
    // The lock (spec §4: per action, released on completion or after 2 s); when another form of
    // the record holds it, its notice says so.
    const release = deps.locks.acquire(`save:${meta.code}:${recordId ?? 'new'}`);
    if (!release) {
      deps.notify('error', deps.lockedMessage());
      return { outcome: 'stopped' };
    }
    inFlight = true;
    try {
      patchSave({ error: null, attention: null });
      if (!(await validateAll(input.fields, values, rows))) {
        failed(say()('invalid'), input.fields);
        return { outcome: 'stopped' };
      }
      const { confirm: question, afterAction } = input.content as { confirm?: unknown; afterAction?: unknown };
      if (typeof question === 'string' && question && !(await input.confirm(question))) return { outcome: 'stopped' };
      // Visibility as of the latest values, not the last render's.
      const live = liveFields(input.fields, formOf(input.fields).statuses(values, deps.scope()), state);
      const data = savePayload(meta, live, values);
      const children = Object.fromEntries(relations().map((r) => [r.code, childPayload(rows[r.code] ?? [])]));
      if (input.submitRequest && !input.submitRequest({ state, values: data, children })) return { outcome: 'stopped' };
      patchSave({ saving: true });
      // An edit goes out as `update` (spec §7): the record must still exist, so one deleted
      // meanwhile is reported, never written again as a new record; an add is a `save`.
      const action = state === 'edit' && recordId ? 'update' : 'save';
      const reply = await deps.calls.saveRecord({ entity: entityRef(meta), action, data, children });
      const keyName = meta.keyNames[0] ?? 'ID';
      const id = String(reply.id ?? reply.bean?.[keyName] ?? data[keyName] ?? '');
      record.commit({ ...values, ...(reply.bean ?? {}), [keyName]: id });
      setConflict(null);
      // Only now: the server said "0", so "saved" is true. A save that started an approval says
      // so: from now on the record is locked, and the next edit would be refused.
      deps.notify('success', reply.approval ? say()('savedForApproval', approvalName(reply.approval.name, deps.language())) : say()('saved'));
      announce?.(meta.code, id);
      return { outcome: 'saved', id, values: { ...data, [keyName]: id }, after: afterSave(afterAction, input.where) };
    } catch (error) {
      const refused = readConflict(error, ++refusals);
      if (refused) {
        // Nothing was written: the input stays in the form and in its draft until the person decides.
        record.keepDraft();
        setConflict(refused);
        return { outcome: 'conflict' };
      }
      // The call is silent (nothing through the shell's own reporting): the page says it, here.
      failed(error instanceof Error && error.message ? error.message : say()('saveFailed'), input.fields);
      return { outcome: 'failed' };
    } finally {
      inFlight = false;
      patchSave({ saving: false });
      release();
    }
  }

  function clearError(name: string, relation?: string) {
    const { errors, childErrors, error } = $save.get();
    const drop = (map: Record<string, string>) => {
      if (!(name in map)) return map;
      const next = { ...map };
      delete next[name];
      return next;
    };
    const nextErrors = relation ? errors : drop(errors);
    const nextChild = relation ? { ...childErrors, [relation]: drop(childErrors[relation] ?? {}) } : childErrors;
    if (nextErrors === errors && nextChild[relation ?? ''] === childErrors[relation ?? '']) return;
    const left = countOf(nextErrors) + Object.values(nextChild).reduce((n, e) => n + countOf(e), 0);
    patchSave({ errors: nextErrors, childErrors: nextChild, error: left === 0 && error === say()('invalid') ? null : error });
  }

  function differences<L extends LiveFieldLike>(fields: readonly L[]) {
    const { conflict } = $conflict.get();
    const theirs = conflict?.current;
    const view = record.$record.get();
    return {
      fields: theirs ? fieldDiffs(fields, view.values, view.original.values, theirs) : [],
      children: conflict && theirs ? childDiffs(relations(), view.children, view.original.children, conflict.children) : [],
    };
  }

  return {
    ...record,
    $save,
    $conflict,
    update(input) {
      announce = input.announce;
      record.update(input);
    },
    save,
    clearError,
    differences,
    review: () => patchConflict({ reviewing: true }),
    cancelReview: () => patchConflict({ reviewing: false }),
    choose: (key, choice) => patchConflict({ choices: { ...$conflict.get().choices, [key]: choice } }),
    reloadTheirs() {
      const { conflict } = $conflict.get();
      if (!conflict) return;
      const stored = storedOf(conflict);
      if (stored) record.rebase(stored);
      else {
        // A server that did not send the stored record: drop the input and read it again.
        record.discard();
        record.reload();
      }
      setConflict(null);
    },
    async saveOver(input) {
      const { conflict, busy, choices } = $conflict.get();
      const stored = storedOf(conflict);
      if (!stored || busy) return { outcome: 'stopped' };
      // Compared with the input as it is now; the stored record becomes the baseline, its version goes with the save.
      const { values, children: rows } = record.current();
      const original = record.$record.get().original;
      const fieldChanges = fieldDiffs(input.fields, values, original.values, stored.values);
      record.rebase(stored, (base) => ({
        values: mergeValues(base.values, fieldChanges, choices),
        children: mergeChildren(base.children, childDiffs(relations(), rows, original.children, base.children), choices),
      }));
      patchConflict({ busy: true });
      try {
        return await save(input);
      } finally {
        patchConflict({ busy: false });
      }
    },
  };
}
