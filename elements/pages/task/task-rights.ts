/**
 * Which actions the task page shows, and how. The server's `actions` say what this user may do
 * now; the page's RIGHT_CONTROL_MODE (DESIGN §4, through core/actions' rights) says what becomes
 * of the approval actions for a role without the right code `process.approve`: '1' hidden, '2'
 * shown disabled, '0' left to the server. Whatever shows here, the server checks every write.
 */
import type { PageServices } from '../kit/services.ts';
import type { Operate } from '../kit/types.ts';
import { APPROVE_RIGHT, PROCESS_META } from '../workflow/work-calls.ts';
import type { TaskAction, TaskDetail } from '../workflow/work-calls.ts';

export type ActionShown = 'show' | 'hide' | 'disable';
export type ActionStates = Record<TaskAction, ActionShown>;

/**
 * The right gate of the approval actions. It names only the right code: the role-to-entity map
 * holds no rights on PROCESS (the process calls are checked by the code), and an operate naming
 * no operation right passes that check (spec §6).
 */
const APPROVAL_GATE: Operate = { name: '', type: 'post', rightCode: APPROVE_RIGHT };

export function actionStates(detail: TaskDetail, services: PageServices, mode: string | undefined): ActionStates {
  const offered = new Set(detail.actions);
  const mine = (action: TaskAction): ActionShown => (offered.has(action) ? 'show' : 'hide');
  const states: ActionStates = { approve: 'hide', reject: 'hide', handover: 'hide', comment: mine('comment') };
  const instanceLive = detail.instance.status === 'running' || detail.instance.status === 'rejected';
  if (detail.task.state !== 'open' || !instanceLive) return states;
  // The starter's to-do: resubmitting needs no right.
  if (detail.task.kind === 'todo') return { ...states, approve: mine('approve') };
  // What the server offers, the user may do (it checked the role as it will on the write: a page
  // without a role in its address is granted what any of the user's roles holds). The mode
  // decides only what a role without the right sees of the actions it is not offered.
  const gate = services.operateVisibility(APPROVAL_GATE, PROCESS_META, mode);
  for (const action of ['approve', 'reject', 'handover'] as const) states[action] = offered.has(action) ? 'show' : gate === 'show' ? 'hide' : gate;
  return states;
}

/** True when the role holds the approval right code (the hint under disabled actions). */
export function holdsApproveRight(services: PageServices): boolean {
  return services.operateVisibility(APPROVAL_GATE, PROCESS_META, '1') === 'show';
}
