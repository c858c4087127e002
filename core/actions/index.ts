/**
 * The action runner of spec §5 "Actions" and the generic calls of spec §7. One run goes:
 * 1. selection check (needSelect 0 / 1 / 'n'); the page-opening variant says it in Chinese;
 * 2. row condition: if any target row fails it, its tip (default 对不起，不能执行该操作！) and stop;
 * 3. a running submission of the same action → 正在提交，请稍后... and stop;
 * 4. the confirm dialog when the operate has a `confirm` message (declined: stop quietly);
 * 5. the submit lock (released on completion or after 2000 ms) and the loading mask
 *    (正在操作,请稍后...) around the call: `apply` / rule, download, removeMulti, or opening a page
 *    (the run's own `input.open` when the page opens it, else the router);
 * 6. the success message (the reply's `message`, else 处理成功) or the failure (the server's
 *    message, else 处理失败), then after-actions from the reply or the operate.
 * It never throws: the outcome is a value.
 */
import type { PlatformContext } from '../instance/context.ts';
import { translate } from '../i18n/messages.ts';
import type { MessageKey } from '../i18n/messages.ts';
import { compileCondition } from '../rules/index.ts';
import { openRequest } from './calls.ts';
import { openOperateLink } from './link.ts';
import { confirmed } from './steps.ts';
import { operateInLanguage } from './words.ts';
import { precheck } from './checks.ts';
import { operateVisibility, pageAllowed, withRightCodes } from './rights.ts';
import type { OperateVisibility } from './rights.ts';
import { actionLockKey, createLoadingMask, createSubmitLocks } from './lock.ts';
import type { LoadingMask, SubmitLocks } from './lock.ts';
import { submit } from './submit.ts';
import type { SubmitTools } from './submit.ts';
import type { ActionInput, ActionResult, ActionsDeps, Operate, Row } from './types.ts';

export interface Actions {
  $submitting: SubmitLocks['$submitting'];
  $loading: LoadingMask['$loading'];
  /** Runs an operation; resolves with the outcome, never rejects. */
  run(operate: Operate, input: ActionInput): Promise<ActionResult>;
  /** The operate under RIGHT_CONTROL_MODE for this entity, with the instance's rights. */
  visibility(operate: Operate, entityCode: string, mode: string | number | null | undefined): OperateVisibility;
  /** The submit lock key of an operate on an entity. */
  lockKey(operate: Operate, entity: string): string;
  /** A page config without the columns, fields and search fields whose `rightCode` the role lacks. */
  withRightCodes<T extends object>(content: T): T;
  /** Whether the role may see a page whose config names a `rightCode`. */
  pageAllowed(content: object | null | undefined): boolean;
}

/** A refresh only reloads what the page shows: no lock, no mask. Every other type runs under both. */
const UNLOCKED_TYPES = new Set(['refresh']);

export function createActions(context: PlatformContext, deps: ActionsDeps): Actions {
  const locks = createSubmitLocks();
  const mask = createLoadingMask();
  const language = () => context.state.$language.get();
  const t = (key: MessageKey, ...args: unknown[]) => (deps.t ? deps.t(key, ...args) : translate(language(), key, ...args));
  const log = (message: string, detail?: unknown) => context.env.console.warn(message, detail ?? '');
  const compile = deps.compile ?? ((list) => compileCondition(list, { log }));

  const stop = (status: ActionResult['status'], message?: string): ActionResult => {
    if (message) context.notifier.notify({ kind: 'error', message });
    return { status, done: false, message };
  };
  const submitTools: SubmitTools = { locks, mask, deps, notifier: context.notifier, t, stop };

  /** Opening a page holds the action's lock and the mask until the opener has finished. */
  async function openUnderLock(operate: Operate, input: ActionInput, rows: Row[]): Promise<ActionResult> {
    const release = locks.acquire(actionLockKey(operate, input.entity));
    if (!release) return stop('busy', t('submitting'));
    const hide = mask.show(t('operating'));
    try {
      const opener = input.open ?? deps.open;
      await opener?.(openRequest(operate, input, rows, deps.resolve));
      return { status: 'done', done: true };
    } finally {
      hide();
      release();
    }
  }

  async function run(source: Operate, input: ActionInput): Promise<ActionResult> {
    const operate = operateInLanguage(source, language());
    try {
      const rows = input.row ? [input.row] : [...(input.rows ?? [])];
      const problem = precheck(operate, input, rows, { deps, compile, t });
      if (problem) return stop('blocked', problem);
      const locked = !UNLOCKED_TYPES.has(String(operate.type ?? ''));
      if (locked && locks.isLocked(actionLockKey(operate, input.entity))) return stop('busy', t('submitting'));
      if (!(await confirmed(operate, input, rows, deps))) return { status: 'cancelled', done: false };
      if (operate.type === 'refresh') {
        await input.refresh?.();
        return { status: 'done', done: true, afterAction: 'refresh' };
      }
      if (operate.type === 'open' && operate.url) return openOperateLink(operate, input, rows, deps, context);
      if (operate.type === 'open') return await openUnderLock(operate, input, rows);
      return await submit(operate, input, rows, submitTools);
    } catch (failure) {
      log('Action failed', failure);
      return stop('failed', t('failure'));
    }
  }

  return {
    $submitting: locks.$submitting,
    $loading: mask.$loading,
    run,
    visibility: (operate, entityCode, mode) => operateVisibility(operate, mode, deps.rights, entityCode, deps.hasRight),
    lockKey: actionLockKey,
    withRightCodes: (content) => withRightCodes(content, deps.hasRight),
    pageAllowed: (content) => pageAllowed(content, deps.hasRight),
  };
}

export { rowsAllowed, selectionProblem } from './checks.ts';
export { operateRight, operateVisibility, pageAllowed, rightCodeAllows, withRightCodes } from './rights.ts';
export { actionPayload, callSpec, openRequest, selectedKeys } from './calls.ts';
export { createLoadingMask, createSubmitLocks, SUBMIT_LOCK_MS } from './lock.ts';
export { saveInBrowser } from './save.ts';
export { openWebLink } from './link.ts';
export type { WebLinkDeps } from './link.ts';
export type { OperateVisibility, RightChecks } from './rights.ts';
export type { LoadingMask, SubmitLocks } from './lock.ts';
export type { ActionInput, ActionResult, ActionStatus, ActionsDeps, OpenRequest, Operate, Row } from './types.ts';
