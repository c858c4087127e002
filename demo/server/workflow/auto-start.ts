/**
 * Processes the server starts by itself when a record is saved: the demo's rule is that an order
 * above 100,000 needs a manager's approval. Runs inside the save's transaction, as the saver, so
 * a save whose approval cannot start (nobody to approve) is not kept either.
 */
import type { Condition } from '../actions/conditions.js';
import { keyValue } from '../actions/query.js';
import { userClientId } from '../actions/tenant.js';
import type { Ctx } from '../http/context.js';
import type { EntityDef } from '../meta/types.js';
import { recordMeets, stamp, startProcess } from './engine.js';
import { ApiError } from '../errors.js';
import { definitionById, liveInstanceOf } from './store.js';
import type { I18n, InstanceRow, InstanceStatus } from './types.js';

interface AutoStart {
  entity: string;
  definitionId: string;
  when: Condition[];
}

export const AUTO_START: AutoStart[] = [{ entity: 'ORDER', definitionId: 'order-approval', when: [{ field: 'AMOUNT', mode: 'greater', value: 100000 }] }];

/** An approval a save or a submit started: the reply names it so the user learns the record is now locked. */
export interface StartedApproval {
  instanceId: string;
  definitionId: string;
  name: I18n;
  status: InstanceStatus;
}

const started = (db: Ctx['app']['db'], inst: InstanceRow): StartedApproval => ({
  instanceId: inst.ID,
  definitionId: inst.DEFINITION_ID,
  name: definitionById(db, inst.CLIENT, inst.DEFINITION_ID).name,
  status: inst.STATUS,
});

export function startProcessesOnSave(ctx: Ctx, def: EntityDef, key: string | number): StartedApproval | undefined {
  const rules = AUTO_START.filter((r) => r.entity === def.code);
  if (rules.length === 0 || !ctx.session) return undefined;
  const db = ctx.app.db;
  const client = userClientId(ctx);
  const recordId = keyValue(def, key);
  let first: StartedApproval | undefined;
  for (const rule of rules) {
    const known = db.prepare('SELECT 1 FROM FM_PROCESS_DEFINITION WHERE ID = ? AND CLIENT = ?').get(rule.definitionId, client);
    if (!known || !recordMeets(db, def, recordId, rule.when, client)) continue;
    if (liveInstanceOf(db, rule.definitionId, def.code, String(recordId))) continue;
    const inst = startProcess(db, { userId: ctx.session.userId, time: stamp(new Date()) }, client, rule.definitionId, recordId);
    first ??= started(db, inst);
  }
  return first;
}

/**
 * The entity's `submit` operation: starts the record's approval explicitly, as its starter (the
 * entity's auto-start definition, else the client's first definition for the entity). A record
 * with an approval under way is refused by the engine (`error.fail`); all records or none.
 */
export function submitForApproval(ctx: Ctx, def: EntityDef, keys: (string | number)[]): { count: number; message: [string, string] } {
  const db = ctx.app.db;
  const client = userClientId(ctx);
  const rule = AUTO_START.find((r) => r.entity === def.code);
  const row = (
    rule
      ? db.prepare('SELECT ID FROM FM_PROCESS_DEFINITION WHERE ID = ? AND CLIENT = ?').get(rule.definitionId, client)
      : db.prepare('SELECT ID FROM FM_PROCESS_DEFINITION WHERE ENTITY = ? AND CLIENT = ? ORDER BY ORDER_NUM, ID LIMIT 1').get(def.code, client)
  ) as { ID: string } | undefined;
  if (!row) throw new ApiError('error.fail', [`${def.zh}没有审批流程`, `${def.en} has no approval process`]);
  const actor = { userId: ctx.session!.userId, time: stamp(new Date()) };
  const count = db.transaction(() => {
    for (const key of keys) startProcess(db, actor, client, row.ID, key);
    return keys.length;
  })();
  // The user learns what started, not only that "1 record" was processed.
  const name = definitionById(db, client, row.ID).name;
  return { count, message: [`已提交审批（${name['010']}）`, `Submitted for approval (${name['011']})`] };
}
