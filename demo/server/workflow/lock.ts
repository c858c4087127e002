/**
 * A record under approval is held as it was submitted: what the approver sees is what gets
 * approved. While an instance is under way on a record, its saves and deletes are refused
 * (`error.locked`), except the fields the current node lets its approver edit, changed by that
 * approver; the operations the definition gates (e.g. an order's `confirm`) are refused too. A
 * request sent back to its starter (status `rejected`) is theirs to revise before they resubmit.
 */
import { hasRightCode } from '../actions/platform-read.js';
import { keyValue } from '../actions/query.js';
import { ApiError } from '../errors.js';
import type { Ctx } from '../http/context.js';
import { ENTITIES } from '../meta/entities.js';
import type { EntityDef } from '../meta/types.js';
import { definitionById, liveInstancesOn } from './store.js';
import type { Definition, InstanceRow } from './types.js';

export const APPROVE_RIGHT = 'process.approve';

type Row = Record<string, unknown>;

/** The fields the caller may change on the record while this instance runs: 'all', or the node's editable list. */
function allowedBy(ctx: Ctx, inst: InstanceRow, def: Definition): 'all' | string[] {
  const me = ctx.session?.userId ?? '';
  if (inst.STATUS === 'rejected') return inst.STARTER === me ? 'all' : [];
  if (inst.STARTER === me || !hasRightCode(ctx, APPROVE_RIGHT)) return [];
  const tasks = ctx.app.db
    .prepare(`SELECT t.NODE_ID FROM FM_PROCESS_TASK t JOIN FM_PROCESS_TASK_USER u ON u.TASK_ID = t.ID
      WHERE t.INSTANCE_ID = ? AND t.STATE = 'open' AND t.KIND = 'approval' AND u.USER_ID = ?`)
    .all(inst.ID, me) as { NODE_ID: string }[];
  return tasks.flatMap((t) => def.nodes.find((n) => n.id === t.NODE_ID)?.editable ?? []);
}

function locked(def: Definition, zh: string, en: string): ApiError {
  return new ApiError('error.locked', [`该记录正在审批中（${def.name['010']}），${zh}`, `This record is under approval (${def.name['011']}): ${en}`]);
}

/**
 * Refuses a change of a record under approval: `changed` = the fields the save would change, with
 * `children` when it would change a child list, or 'delete'.
 */
export function requireUnlocked(ctx: Ctx, entity: EntityDef, key: string | number, changed: string[] | 'delete', children = false): void {
  const db = ctx.app.db;
  for (const inst of liveInstancesOn(db, entity.code, String(key))) {
    const def = definitionById(db, inst.CLIENT, inst.DEFINITION_ID);
    const allowed = allowedBy(ctx, inst, def);
    if (allowed === 'all') continue;
    if (changed === 'delete') throw locked(def, '不能删除', 'it cannot be deleted');
    // Even a save that changes nothing is refused: it would still move the version the approver saw.
    if (allowed.length === 0) throw locked(def, '不能修改', 'it cannot be changed');
    if (!children && changed.every((f) => allowed.includes(f))) continue;
    const label = (name: string): [string, string] => {
      const a = entity.attrs.find((x) => x.name === name);
      return [a?.zh ?? name, a?.en ?? name];
    };
    const names = allowed.map(label);
    throw locked(def, `只能修改：${names.map((n) => n[0]).join('、')}`, `only ${names.map((n) => n[1]).join(', ')} can be changed`);
  }
}

/** How `get` tells a form that the record is under approval: what the caller may still change (none, or the node's editable fields). */
export interface RecordLock {
  instanceId: string;
  definitionId: string;
  name: Definition['name'];
  status: InstanceRow['STATUS'];
  editable: string[];
}

/** The lock of the record for the caller; none when it is free for them (no approval, or back with them as its starter). */
export function lockOf(ctx: Ctx, entity: EntityDef, key: string | number): RecordLock | undefined {
  const db = ctx.app.db;
  for (const inst of liveInstancesOn(db, entity.code, String(key))) {
    const def = definitionById(db, inst.CLIENT, inst.DEFINITION_ID);
    const allowed = allowedBy(ctx, inst, def);
    if (allowed === 'all') continue;
    return { instanceId: inst.ID, definitionId: def.id, name: def.name, status: inst.STATUS, editable: allowed };
  }
  return undefined;
}

/** A `get` reply with the record's lock for the caller (`bean.approval`), so the form shows it locked before any save. */
export function withLock<T extends { bean: { data: Row } }>(ctx: Ctx, entity: EntityDef, reply: T): T {
  if (entity.metaType !== 'business' || !ctx.session) return reply;
  const lock = lockOf(ctx, entity, reply.bean.data.ID as string | number);
  return lock ? { ...reply, bean: { ...reply.bean, approval: lock } } : reply;
}

/** A child row saved or deleted on its own changes its parents: refused while a parent is under approval. */
export function requireParentsUnlocked(ctx: Ctx, child: EntityDef, rows: Row[]): void {
  for (const parent of ENTITIES) {
    for (const rel of parent.relations ?? []) {
      if (rel.child !== child.code) continue;
      for (const row of rows) {
        const key = row[rel.linkAttri];
        if (key !== undefined && key !== null && key !== '') requireUnlocked(ctx, parent, keyValue(parent, key), [], true);
      }
    }
  }
}

/** Refuses an operation the definition of an instance under way on the record gates. */
export function requireNotGated(ctx: Ctx, entity: EntityDef, key: string | number, operation: string, label: [zh: string, en: string]): void {
  const db = ctx.app.db;
  for (const inst of liveInstancesOn(db, entity.code, String(key))) {
    const def = definitionById(db, inst.CLIENT, inst.DEFINITION_ID);
    if (!(def.gates ?? []).includes(operation)) continue;
    throw locked(def, `不能执行“${label[0]}”`, `"${label[1]}" cannot be run until it ends`);
  }
}
