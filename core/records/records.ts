/** The records concept on an instance: its typed calls and its record and parent controllers. */
import { createSubmitLocks } from '../actions/index.ts';
import type { Form, FormField } from '../forms/index.ts';
import type { ConditionScope } from '../rules/index.ts';
import { translate } from '../i18n/index.ts';
import type { PlatformContext } from '../instance/context.ts';
import type { Drafts } from '../drafts/index.ts';
import { createRecordCalls } from './calls.ts';
import type { LabelMeta, RecordCalls, RecordsHttp } from './calls.ts';
import { createRecordController } from './form.ts';
import type { ChildMeta, OpenFormInput, RecordController } from './form.ts';
import { createParentController } from './sub-records.ts';
import type { ParentController, ParentInput } from './sub-records.ts';
import type { RecordEntity } from './types.ts';

/** The entity metadata the records read: keys and relations, attributes for labels and child rows. */
export type RecordsMeta = RecordEntity & LabelMeta & ChildMeta;

export interface RecordsDeps {
  http: RecordsHttp;
  drafts: Drafts;
  getMeta: (entity: string) => Promise<RecordsMeta>;
  createForm: (fields: readonly FormField[]) => Form;
  /** The conditions' scope (core/rules `scope()`), for field statuses and validation. */
  scope: () => ConditionScope;
}

export interface Records extends RecordCalls {
  /** A form's record controller: open, draft, save, conflict and its review. `destroy()` when done. */
  open(input: OpenFormInput): RecordController;
  /** A sub list's or sub grid's parent record, its rows of one relation, and their save. */
  openParent(input: ParentInput): ParentController<RecordsMeta>;
  /** A local row id of the instance (child rows are keyed by it). */
  newRowId(): string;
}

export function createRecords(context: PlatformContext, deps: RecordsDeps): Records {
  const { state, notifier } = context;
  const calls = createRecordCalls({ http: deps.http, getMeta: deps.getMeta });
  // One lock per record for the instance: two forms of one record do not save at once.
  const locks = createSubmitLocks();
  let rows = 0;
  const newRowId = () => `r${++rows}`;
  const language = () => state.$language.get();
  const shared = {
    calls,
    locks,
    language,
    newRowId,
    notify: (kind: 'success' | 'error', message: string) => void notifier.notify({ kind, message }),
    lockedMessage: () => translate(language(), 'submitting'),
  };
  return {
    ...calls,
    newRowId,
    open: (input) =>
      createRecordController(
        { ...shared, drafts: deps.drafts, $user: state.$user, createForm: deps.createForm, scope: deps.scope, getMeta: deps.getMeta },
        input,
      ),
    openParent: (input) => createParentController({ ...shared, getMeta: deps.getMeta }, input),
  };
}
