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
import { liveInstanceOf } from './store.js';

interface AutoStart {
  entity: string;
  definitionId: string;
  when: Condition[];
}

export const AUTO_START: AutoStart[] = [{ entity: 'ORDER', definitionId: 'order-approval', when: [{ field: 'AMOUNT', mode: 'greater', value: 100000 }] }];

export function startProcessesOnSave(ctx: Ctx, def: EntityDef, key: string | number): void {
  const rules = AUTO_START.filter((r) => r.entity === def.code);
  if (rules.length === 0 || !ctx.session) return;
  const db = ctx.app.db;
  const client = userClientId(ctx);
  const recordId = keyValue(def, key);
  for (const rule of rules) {
    const known = db.prepare('SELECT 1 FROM FM_PROCESS_DEFINITION WHERE ID = ? AND CLIENT = ?').get(rule.definitionId, client);
    if (!known || !recordMeets(db, def, recordId, rule.when)) continue;
    if (liveInstanceOf(db, rule.definitionId, def.code, String(recordId))) continue;
    startProcess(db, { userId: ctx.session.userId, time: stamp(new Date()) }, client, rule.definitionId, recordId);
  }
}
