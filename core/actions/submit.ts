import { toPlatformError } from '../errors/index.ts';
import { LOGIN_CODES } from '../http/envelope.ts';
import type { MessageKey } from '../i18n/messages.ts';
import type { Notifier } from '../notify/index.ts';
import { actionLockKey } from './lock.ts';
import type { LoadingMask, SubmitLocks } from './lock.ts';
import { afterActions, call } from './steps.ts';
import type { ActionInput, ActionResult, ActionsDeps, Operate, Row } from './types.ts';

export interface SubmitTools {
  locks: SubmitLocks;
  mask: LoadingMask;
  deps: ActionsDeps;
  notifier: Notifier;
  t(key: MessageKey, ...args: unknown[]): string;
  /** Ends the run without success, showing the message when there is one. */
  stop(status: ActionResult['status'], message?: string): ActionResult;
}

/**
 * Steps 5-6 of a run: the call under the submit lock and loading mask, then its message and
 * after-actions. Lock and mask are released before the after-actions, which may open pages.
 */
export async function submit(operate: Operate, input: ActionInput, rows: readonly Row[], tools: SubmitTools): Promise<ActionResult> {
  const { locks, mask, deps, notifier, t, stop } = tools;
  const release = locks.acquire(actionLockKey(operate, input.entity));
  if (!release) return stop('busy', t('submitting'));
  const hide = mask.show(t('operating'));
  try {
    const reply = await call(operate, input, rows, deps);
    const replyMessage = reply && typeof reply === 'object' ? (reply as Row).message : undefined;
    const message = typeof replyMessage === 'string' && replyMessage ? replyMessage : t('success');
    notifier.notify({ kind: 'success', message });
    hide();
    release();
    const afterAction = await afterActions(operate, input, rows, reply, deps);
    return { status: 'done', done: true, message, data: reply, afterAction };
  } catch (failure) {
    const error = toPlatformError(failure, 'error.fail');
    if (error.code === 'error.cancelled') return { status: 'cancelled', done: false };
    // A lost session is the request layer's to report (one login-expired message, then the
    // login page, spec §8): a second message here would only repeat the server's code.
    if (LOGIN_CODES.has(error.code)) return { status: 'failed', done: false, message: error.message, data: error };
    return { ...stop('failed', error.message || t('failure')), data: error };
  } finally {
    hide();
    release();
  }
}
