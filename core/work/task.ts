/**
 * The task controller: one task (its record, what the caller may do, the history) and the node's
 * actions, approve (on the starter's to-do: resubmit), reject, hand over and comment, each run
 * through core's action runner (confirm, submit lock, loading mask, the server's errors of spec
 * §8 and the success message) as a `process: true` operation posting to its workflow call.
 */
import type { ReadableAtom } from 'nanostores';
import type { ActionInput, ActionResult, Operate, OperateVisibility } from '../actions/index.ts';
import type { Drafts } from '../drafts/index.ts';
import { RECORD_VERSION_FIELD } from '../forms/index.ts';
import { createLoad } from './load.ts';
import { followRecordEdit } from './record.ts';
import type { EditOverride, RecordSources } from './record.ts';
import type { Loaded } from './load.ts';
import type { WorkCalls } from './calls.ts';
import { APPROVE_RIGHT, PROCESS_ENTITY } from './types.ts';
import type { TaskAction, TaskDetail } from './types.ts';
import { workWords } from './words.ts';

type Row = Record<string, unknown>;

/** How an action shows on the task page: RIGHT_CONTROL_MODE's outcome for the caller. */
export type ActionShown = 'show' | 'hide' | 'disable';
export type ActionStates = Record<TaskAction, ActionShown>;

export interface TaskControllerDeps {
  calls: WorkCalls;
  run(operate: Operate, input: ActionInput): Promise<ActionResult>;
  visibility(operate: Operate, entityCode: string, mode: string | undefined): OperateVisibility;
  /** Drafts of the approver's edit form: removed once the approval saved what they held. */
  drafts?: Pick<Drafts, 'keyFor' | 'remove'>;
  language(): string;
  /** This instance's work changed (an action done): every open work controller reads again. */
  changed(change: { action: TaskAction; taskId: string }): void;
  /** Follows the work changes of the instance; gives the way to stop following. */
  onChange(listener: () => void): () => void;
  /** How the record's edit form is read (its page config and the entity's attributes). */
  record: RecordSources;
}

export interface OpenTaskOptions {
  taskId: string;
  /** The page's query, for the runner's placeholders. */
  query?: Record<string, string>;
  /** Asks the user (the runner's confirm step); none: the runner's default. */
  confirm?: (message: string) => Promise<boolean>;
  /** An approval saved the record's editable fields (lists of its entity read again). */
  onRecordSaved?: (entity: string, id: string) => void;
}

/**
 * What an action came to: `missing` names what the user must still give (nothing was sent);
 * `stale`: the record changed since the page showed it, so nothing was decided and the task is
 * read again (the page shows the latest version to decide on).
 */
export interface TaskActionResult {
  done: boolean;
  missing?: 'comment' | 'user';
  stale?: boolean;
}

export interface TaskController {
  $task: ReadableAtom<Loaded<TaskDetail>>;
  /**
   * The record's edit form when the node lets this approver change fields: the edit page's config
   * with only those fields editable (null: the record shows as its detail form).
   */
  $edit: ReadableAtom<Loaded<EditOverride> | null>;
  reload(): void;
  /** Reads the edit form's config again (after it failed). */
  retryEdit(): void;
  /** Which actions show and how, under the page's RIGHT_CONTROL_MODE. */
  states(detail: TaskDetail, mode: string | undefined): ActionStates;
  /** True when the role holds the approval right code (the hint under disabled actions). */
  holdsApproveRight(): boolean;
  /**
   * Approves (resubmits a to-do) after the confirm question; `values` are the approver's edit
   * form's latest values: the node's editable fields and the version the record was read at go
   * with it (none while the form has not read the record).
   */
  approve(input: { comment: string; values?: Row | null }): Promise<TaskActionResult>;
  reject(input: { comment: string; to?: string }): Promise<TaskActionResult>;
  handover(input: { userId: string; comment?: string }): Promise<TaskActionResult>;
  comment(input: { comment: string }): Promise<TaskActionResult>;
  /** The starter takes the request back after the confirm question (the record is free to edit and submit again). */
  withdraw(input: { comment: string }): Promise<TaskActionResult>;
  destroy(): void;
}

/**
 * The right gate of the approval actions. It names only the right code: the role-to-entity map
 * holds no rights on PROCESS (the process calls are checked by the code), and an operate naming
 * no operation right passes that check (spec §6).
 */
const APPROVAL_GATE: Operate = { name: '', type: 'post', rightCode: APPROVE_RIGHT };
const SHOWN = { shown: 'show', hidden: 'hide', disabled: 'disable' } as const;

/**
 * Which actions show, and how. The server's `actions` say what this user may do now; the page's
 * RIGHT_CONTROL_MODE (DESIGN §4, through core/actions' rights) says what becomes of the approval
 * actions for a role without the right code `process.approve`: '1' hidden, '2' shown disabled,
 * '0' left to the server. Whatever shows here, the server checks every write.
 */
export function actionStates(detail: TaskDetail, gate: ActionShown): ActionStates {
  const offered = new Set(detail.actions);
  const mine = (action: TaskAction): ActionShown => (offered.has(action) ? 'show' : 'hide');
  const instanceLive = detail.instance.status === 'running' || detail.instance.status === 'rejected';
  const states: ActionStates = {
    approve: 'hide',
    reject: 'hide',
    handover: 'hide',
    comment: mine('comment'),
    withdraw: instanceLive ? mine('withdraw') : 'hide',
  };
  if (detail.task.state !== 'open' || !instanceLive) return states;
  // The starter's to-do: resubmitting needs no right.
  if (detail.task.kind === 'todo') return { ...states, approve: mine('approve') };
  // What the server offers, the user may do (it checked the role as it will on the write). The
  // mode decides only what a role without the right sees of the actions it is not offered.
  for (const action of ['approve', 'reject', 'handover'] as const) states[action] = offered.has(action) ? 'show' : gate === 'show' ? 'hide' : gate;
  return states;
}

/**
 * The version of the record the decision is about: the edit form's, when it read the record (what
 * the approver looks at), else the one the task was read with.
 */
export function versionSeen(detail: TaskDetail, values: Row | null | undefined): number | null {
  const fromForm = values?.[RECORD_VERSION_FIELD];
  if (typeof fromForm === 'number') return fromForm;
  if (typeof fromForm === 'string' && /^\d+$/.test(fromForm)) return Number(fromForm);
  return detail.record.version ?? null;
}

/** The approver's edited values: the node's editable fields and the version the record was read at. */
export function editedValues(detail: TaskDetail, values: Row | null | undefined): Row | undefined {
  // No version yet: the edit form has not read the record, so nothing of it can have been
  // edited; sending its blank fields would only be refused (the server needs the version).
  if (!detail.editable.length || values?.[RECORD_VERSION_FIELD] == null) return undefined;
  const edited: Row = Object.fromEntries(detail.editable.map((name) => [name, values[name] ?? null]));
  // The version the record was read at: the server refuses the change if the record moved on since.
  edited[RECORD_VERSION_FIELD] = values[RECORD_VERSION_FIELD];
  return edited;
}

export function openTaskController(deps: TaskControllerDeps, options: OpenTaskOptions): TaskController {
  const load = createLoad((signal) => deps.calls.task(options.taskId, signal));
  const stop = deps.onChange(() => load.run());
  const edit = followRecordEdit(load.$state, deps.record);

  /**
   * One action as an operation of the runner. The values go in as the row and the params name
   * them whole (`#[comment]`), so typed text is sent as typed, never read for placeholders.
   */
  async function run(action: TaskAction, values: Row, confirm?: string): Promise<TaskActionResult> {
    const detail = load.$state.get().data;
    if (!detail) return { done: false };
    const { task, instance, record } = detail;
    const defined = Object.fromEntries(Object.entries(values).filter(([, value]) => value !== undefined));
    // A comment and a withdrawal are on the instance; every other action on the task.
    const target = action === 'comment' || action === 'withdraw' ? { instanceId: instance.id } : { taskId: task.taskId };
    const row: Row = { ...defined, ...target, taskId: task.taskId };
    const params = Object.fromEntries([...Object.keys(defined), ...Object.keys(target)].map((key) => [key, `#[${key}]`]));
    const operate: Operate = { name: action, type: 'post', process: true, needSelect: 1, confirm, params };
    const outcome = await deps.run(operate, {
      entity: PROCESS_ENTITY,
      entityId: PROCESS_ENTITY,
      rows: [row],
      row,
      keyName: 'taskId',
      query: options.query,
      confirm: options.confirm,
    });
    if (!outcome.done) {
      // Refused as stale: the record moved on since the page showed it. The runner showed the
      // server's message; the task is read again, so the page shows the version to decide on.
      if ((outcome.data as { code?: unknown } | undefined)?.code === 'error.conflict') {
        load.run({ quiet: true });
        return { done: false, stale: true };
      }
      return { done: false };
    }
    if (action === 'approve' && defined.values) {
      // Lists of the record's entity read again: the approval saved its editable fields.
      options.onRecordSaved?.(record.entity, record.id);
      // The approver's edit form kept a draft of what was typed; the approval saved it, so a
      // later edit of the record must not offer it again (with its old version) as unsaved work.
      const draft = deps.drafts?.keyFor({ pageId: record.editPageId ?? undefined, entity: record.entity, recordId: record.id });
      if (draft) deps.drafts?.remove(draft);
    }
    // The work pages of this instance, this task's own included, read again.
    deps.changed({ action, taskId: task.taskId });
    return { done: true };
  }

  const gate = (mode: string | undefined): ActionShown => SHOWN[deps.visibility(APPROVAL_GATE, PROCESS_ENTITY, mode)];
  const words = () => workWords(deps.language());

  return {
    $task: load.$state,
    $edit: edit.$edit,
    reload: () => load.run(),
    retryEdit: edit.retry,
    states: (detail, mode) => actionStates(detail, gate(mode)),
    holdsApproveRight: () => gate('1') === 'show',
    async approve({ comment, values }) {
      const detail = load.$state.get().data;
      if (!detail) return { done: false };
      const question = words()(detail.task.kind === 'todo' ? 'confirmResubmit' : 'confirmApprove');
      return run('approve', { comment, version: versionSeen(detail, values), values: editedValues(detail, values) }, question);
    },
    reject({ comment, to }) {
      const detail = load.$state.get().data;
      if (!detail) return Promise.resolve({ done: false });
      if (!comment.trim()) return Promise.resolve({ done: false, missing: 'comment' });
      return run('reject', { comment, to, version: versionSeen(detail, null) });
    },
    withdraw: ({ comment }) => run('withdraw', { comment }, words()('confirmWithdraw')),
    handover: ({ userId, comment }) => (userId ? run('handover', { userId, comment }) : Promise.resolve({ done: false, missing: 'user' })),
    comment: ({ comment }) => (comment.trim() ? run('comment', { comment }) : Promise.resolve({ done: false, missing: 'comment' })),
    destroy() {
      stop();
      edit.destroy();
      load.destroy();
    },
  };
}
