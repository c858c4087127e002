import { actionPayload, callSpec, openRequest, replyAfterAction } from './calls.ts';
import type { ActionInput, ActionResult, ActionsDeps, Operate, Row } from './types.ts';

/** Step 4: the confirm dialog when the operate has a message; no dialog available means yes. */
export async function confirmed(operate: Operate, input: ActionInput, rows: readonly Row[], deps: ActionsDeps): Promise<boolean> {
  if (!operate.confirm) return true;
  const ask = input.confirm ?? deps.confirm;
  if (!ask) return true;
  const sources = { row: rows[0], rows, query: input.query, page: input.page, tab: input.tab };
  const message = String(deps.resolve ? deps.resolve(operate.confirm, sources) : operate.confirm);
  try {
    return (await ask(message)) === true;
  } catch {
    // A dialog that fails to open must not count as consent.
    return false;
  }
}

/** Step 5: the call of the operate type; a download is handed to the save hook. */
export async function call(operate: Operate, input: ActionInput, rows: readonly Row[], deps: ActionsDeps): Promise<unknown> {
  const spec = callSpec(operate, input, actionPayload(operate, input, rows, deps.resolve));
  if (operate.type !== 'download') return deps.http.request(spec);
  const file = await deps.http.download(spec);
  await deps.save?.(file.blob, file.filename);
  return file;
}

/** Step 6: what the reply asks for, else the operate's own after-action. */
export async function afterActions(
  operate: Operate,
  input: ActionInput,
  rows: readonly Row[],
  reply: unknown,
  deps: ActionsDeps,
): Promise<ActionResult['afterAction']> {
  const wanted = replyAfterAction(reply) ?? (operate.afterAction as ActionResult['afterAction']);
  if (wanted === 'refresh') await input.refresh?.();
  else if (wanted === 'close') await input.close?.();
  else if (wanted === 'open')
    await (input.open ?? deps.open)?.(openRequest(operate, input, rows, deps.resolve, reply && typeof reply === 'object' ? (reply as Row) : {}));
  else return undefined;
  return wanted;
}
