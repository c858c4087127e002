/**
 * The process engine: starting an instance, moving it along the first transition whose condition
 * list holds for the record (spec §5, through the server's SQL condition compiler), and the task
 * actions. It knows nothing of requests: callers check who may act and pass the actor.
 */
import { compileConditions } from '../actions/conditions.js';
import { keyValue } from '../actions/query.js';
import { clientPart } from '../actions/tenant.js';
import type { Db } from '../db/schema.js';
import { ApiError, notFound } from '../errors.js';
import { findEntity } from '../meta/entities.js';
import { CLIENT_COLUMN, type EntityDef } from '../meta/types.js';
import { managerOf } from '../org/index.js';
import { addHistory, definitionById, liveInstanceOf, nextId, saveInstanceState, setCandidates, stateOf, type InstanceState } from './store.js';
import type { Actor, Definition, I18n, InstanceRow, ProcessNode, TaskRecord, Transition } from './types.js';

const DAY = 86_400_000;
export const STARTER_TARGET = 'starter';

const fail = (zh: string, en: string): ApiError => new ApiError('error.fail', [zh, en]);

export function nodeOf(def: Definition, id: string): ProcessNode {
  const node = def.nodes.find((n) => n.id === id);
  if (!node) throw fail(`流程 ${def.id} 没有节点 ${id}`, `Process ${def.id} has no node ${id}`);
  return node;
}

export function startNodeOf(def: Definition): ProcessNode {
  const node = def.nodes.find((n) => n.type === 'start');
  if (!node) throw fail(`流程 ${def.id} 没有开始节点`, `Process ${def.id} has no start node`);
  return node;
}

export function businessEntity(code: string): EntityDef {
  const def = findEntity(code);
  if (!def || def.metaType !== 'business') throw notFound(`实体 ${code.slice(0, 60)} 不存在`, `Entity ${code.slice(0, 60)} does not exist`);
  return def;
}

/** Whether the record (of `client`) meets the condition list; an empty or absent list always holds. */
export function recordMeets(db: Db, entity: EntityDef, recordId: string | number, when: unknown, client: string): boolean {
  const part = compileConditions(entity, when);
  const own = clientPart(client);
  return db.prepare(`SELECT 1 FROM "${entity.code}" WHERE "ID" = ? AND ${part.sql} AND ${own.sql}`).get(recordId, ...part.params, ...own.params) !== undefined;
}

/** A record's title: its business key, with the business key of the first record it refers to (an order's customer). */
function titleOf(db: Db, entity: EntityDef, row: Record<string, unknown>): string {
  const busi = entity.attrs.find((a) => a.busiKey);
  const parts = [String(busi ? (row[busi.name] ?? row.ID) : `${entity.zh} ${String(row.ID)}`)];
  const ref = entity.attrs.find((a) => a.type === 'ref' && row[a.name] !== null && row[a.name] !== undefined);
  const target = ref ? findEntity(ref.relatedEntity) : undefined;
  const targetKey = target?.attrs.find((a) => a.busiKey);
  if (ref && target && targetKey) {
    const own = clientPart(String(row[CLIENT_COLUMN]));
    const hit = db.prepare(`SELECT "${targetKey.name}" AS v FROM "${target.code}" WHERE "ID" = ? AND ${own.sql}`).get(row[ref.name], ...own.params) as
      | { v: unknown }
      | undefined;
    if (hit?.v) parts.push(String(hit.v));
  }
  return parts.join(' ');
}

function usersWithRole(db: Db, client: string, role: string): string[] {
  return (
    db
      .prepare(`SELECT DISTINCT u.ID FROM FM_USER u JOIN FM_USER_ROLE ur ON ur.USER_ID = u.ID JOIN FM_ROLE r ON r.ID = ur.ROLE_ID
    WHERE u.CLIENT = ? AND (r.CODE = ? OR r.ID = ?) ORDER BY u.ID`)
      .all(client, role, role) as { ID: string }[]
  ).map((r) => r.ID);
}

/**
 * The users a task node is offered to. The starter never approves their own request (four eyes),
 * even when no one else qualifies: a node nobody but the starter can take is an error, as is a
 * node nobody can take, rather than a stuck instance or a self-approval.
 */
export function candidatesFor(db: Db, inst: InstanceRow, node: ProcessNode): string[] {
  const a = node.assignee ?? {};
  const found = new Set<string>();
  if (a.user && db.prepare('SELECT 1 FROM FM_USER WHERE ID = ? AND CLIENT = ?').get(a.user, inst.CLIENT)) found.add(a.user);
  if (a.role) for (const u of usersWithRole(db, inst.CLIENT, a.role)) found.add(u);
  if (a.starterManager) {
    const m = managerOf(db, inst.STARTER);
    if (m) found.add(m);
  }
  const onlyStarter = found.size === 1 && found.has(inst.STARTER);
  found.delete(inst.STARTER);
  if (onlyStarter) {
    throw fail(
      `节点“${node.name['010']}”只有发起人可以处理，发起人不能审批自己的申请`,
      `Only the starter could take the step "${node.name['011']}", and nobody approves their own request`,
    );
  }
  if (found.size === 0) {
    throw fail(`节点“${node.name['010']}”找不到处理人`, `Nobody can take the step "${node.name['011']}"`);
  }
  return [...found];
}

export function createTask(db: Db, actor: Actor, inst: InstanceRow, node: ProcessNode, kind: 'approval' | 'todo', users: string[]): string {
  const id = nextId(db, 'FM_PROCESS_TASK', 'pt-');
  const due = kind === 'approval' ? stamp(new Date(Date.parse(`${actor.time.replace(' ', 'T')}Z`) + 3 * DAY)) : null;
  db.prepare(`INSERT INTO FM_PROCESS_TASK (ID, INSTANCE_ID, NODE_ID, KIND, STATE, CREATED, DUE) VALUES (?, ?, ?, ?, 'open', ?, ?)`).run(
    id,
    inst.ID,
    node.id,
    kind,
    actor.time,
    due,
  );
  setCandidates(db, id, users);
  return id;
}

export const stamp = (d: Date): string => d.toISOString().slice(0, 19).replace('T', ' ');

function firstTransition(db: Db, def: Definition, inst: InstanceRow, from: string): Transition {
  const entity = businessEntity(def.entity);
  const key = keyValue(entity, inst.RECORD_ID);
  const hit = def.transitions.find((t) => t.from === from && recordMeets(db, entity, key, t.when, inst.CLIENT));
  if (!hit) throw fail(`流程 ${def.id} 从节点 ${from} 没有可走的流转`, `Process ${def.id} has no transition to take from ${from}`);
  return hit;
}

/** Leaves `from` by the first transition that holds, and waits at the task it reaches (or ends). */
export function advance(db: Db, actor: Actor, def: Definition, inst: InstanceRow, state: InstanceState, from: string): InstanceState {
  const t = firstTransition(db, def, inst, from);
  const to = nodeOf(def, t.to);
  const doneNodes = state.doneNodes.includes(from) ? state.doneNodes : [...state.doneNodes, from];
  let next: InstanceState = { ...state, doneNodes, path: [...state.path, t.id] };
  if (to.type === 'end') next = { ...next, status: 'approved', currentNodes: [], doneNodes: [...doneNodes.filter((n) => n !== to.id), to.id] };
  else if (to.type === 'task') {
    createTask(db, actor, inst, to, 'approval', candidatesFor(db, inst, to));
    next = { ...next, status: 'running', currentNodes: [to.id] };
  } else throw fail(`流转 ${t.id} 不能回到开始节点`, `Transition ${t.id} cannot lead back to the start`);
  saveInstanceState(db, inst.ID, next, actor.time);
  return next;
}

/** Starts the definition on the record as the actor; one live instance per definition and record. */
export function startProcess(db: Db, actor: Actor, client: string, definitionId: unknown, recordId: unknown): InstanceRow {
  const def = definitionById(db, client, definitionId);
  const entity = businessEntity(def.entity);
  const key = keyValue(entity, recordId);
  const own = clientPart(client);
  const row = db.prepare(`SELECT * FROM "${entity.code}" WHERE "ID" = ? AND ${own.sql}`).get(key, ...own.params) as Record<string, unknown> | undefined;
  if (!row) throw notFound(`${entity.zh} ${String(key)} 不存在`, `${entity.en} ${String(key)} does not exist`);
  const live = liveInstanceOf(db, def.id, entity.code, String(key));
  if (live) throw fail(`该记录已有进行中的流程（${live.ID}）`, `This record already has a process under way (${live.ID})`);
  const start = startNodeOf(def);
  const id = nextId(db, 'FM_PROCESS_INSTANCE', 'pi-');
  db.prepare(`INSERT INTO FM_PROCESS_INSTANCE (ID, CLIENT, DEFINITION_ID, ENTITY, RECORD_ID, TITLE, STARTER, STATUS, CURRENT_NODES,
    DONE_NODES, PATH, CREATED, UPDATED) VALUES (?, ?, ?, ?, ?, ?, ?, 'running', ?, '[]', '[]', ?, ?)`).run(
    id,
    client,
    def.id,
    entity.code,
    String(key),
    titleOf(db, entity, row),
    actor.userId,
    JSON.stringify([start.id]),
    actor.time,
    actor.time,
  );
  const inst = db.prepare('SELECT * FROM FM_PROCESS_INSTANCE WHERE ID = ?').get(id) as InstanceRow;
  addHistory(db, { instanceId: id, userId: actor.userId, action: 'start', nodeId: start.id, time: actor.time });
  advance(db, actor, def, inst, stateOf(inst), start.id);
  return db.prepare('SELECT * FROM FM_PROCESS_INSTANCE WHERE ID = ?').get(id) as InstanceRow;
}

function closeTask(db: Db, actor: Actor, task: TaskRecord, result: string): void {
  db.prepare("UPDATE FM_PROCESS_TASK SET STATE = 'done', DONE_BY = ?, DONE_AT = ?, RESULT = ? WHERE ID = ?").run(actor.userId, actor.time, result, task.ID);
}

/** Approves an approval task, or resubmits the starter's to-do; the instance moves on from the task's node. */
export function approveTask(db: Db, actor: Actor, def: Definition, inst: InstanceRow, task: TaskRecord, comment: string): void {
  const resubmit = task.KIND === 'todo';
  closeTask(db, actor, task, resubmit ? 'resubmitted' : 'approved');
  addHistory(db, {
    instanceId: inst.ID,
    taskId: task.ID,
    userId: actor.userId,
    action: resubmit ? 'resubmit' : 'approve',
    nodeId: task.NODE_ID,
    comment,
    time: actor.time,
  });
  advance(db, actor, def, inst, { ...stateOf(inst), status: 'running', currentNodes: [] }, task.NODE_ID);
}

/** Where a task may be sent back to: the starter, or a task node the instance has passed (not this one). */
export function rejectTargetsOf(def: Definition, inst: InstanceRow, task: TaskRecord): { id: string; name: I18n }[] {
  const done = stateOf(inst).doneNodes;
  const earlier = def.nodes.filter((n) => n.type === 'task' && n.id !== task.NODE_ID && done.includes(n.id));
  return [{ id: STARTER_TARGET, name: { '010': '发起人', '011': 'Starter' } }, ...earlier.map((n) => ({ id: n.id, name: n.name }))];
}

/** Sends the task back: to the starter as a to-do (the instance shows `rejected` until resubmitted), or to an earlier node. */
export function rejectTask(db: Db, actor: Actor, def: Definition, inst: InstanceRow, task: TaskRecord, comment: string, to: string): void {
  if (!rejectTargetsOf(def, inst, task).some((t) => t.id === to)) {
    throw new ApiError('error.param', [`不能退回到“${to.slice(0, 40)}”`, `Cannot send the task back to "${to.slice(0, 40)}"`]);
  }
  closeTask(db, actor, task, 'rejected');
  addHistory(db, { instanceId: inst.ID, taskId: task.ID, userId: actor.userId, action: 'reject', nodeId: task.NODE_ID, comment, time: actor.time });
  const state = stateOf(inst);
  if (to === STARTER_TARGET) {
    const start = startNodeOf(def);
    createTask(db, actor, inst, start, 'todo', [inst.STARTER]);
    saveInstanceState(db, inst.ID, { ...state, status: 'rejected', currentNodes: [start.id] }, actor.time);
    return;
  }
  const node = nodeOf(def, to);
  createTask(db, actor, inst, node, 'approval', candidatesFor(db, inst, node));
  saveInstanceState(db, inst.ID, { ...state, status: 'running', currentNodes: [node.id] }, actor.time);
}

export function handoverTask(db: Db, actor: Actor, inst: InstanceRow, task: TaskRecord, userId: string, comment: string): void {
  // Four eyes on every path: a task handed to the starter would let them approve their own request.
  if (userId === inst.STARTER) throw new ApiError('error.param', ['不能转交给发起人', 'A task cannot be handed over to its starter']);
  setCandidates(db, task.ID, [userId]);
  addHistory(db, {
    instanceId: inst.ID,
    taskId: task.ID,
    userId: actor.userId,
    action: 'handover',
    nodeId: task.NODE_ID,
    comment,
    toUser: userId,
    time: actor.time,
  });
  db.prepare('UPDATE FM_PROCESS_INSTANCE SET UPDATED = ? WHERE ID = ?').run(actor.time, inst.ID);
}

export function commentOn(db: Db, actor: Actor, inst: InstanceRow, comment: string): void {
  const state = stateOf(inst);
  const node = state.currentNodes[0] ?? state.doneNodes[state.doneNodes.length - 1] ?? '';
  addHistory(db, { instanceId: inst.ID, userId: actor.userId, action: 'comment', nodeId: node, comment, time: actor.time });
}

/**
 * The starter takes the request back: its open tasks close (result `withdrawn`, done by nobody, so
 * they count in no one's done box), the instance ends `withdrawn` and the record is free again.
 */
export function withdrawInstance(db: Db, actor: Actor, inst: InstanceRow, comment: string): void {
  const state = stateOf(inst);
  const node = state.currentNodes[0] ?? startNodeOf(definitionById(db, inst.CLIENT, inst.DEFINITION_ID)).id;
  db.prepare("UPDATE FM_PROCESS_TASK SET STATE = 'done', DONE_AT = ?, RESULT = 'withdrawn' WHERE INSTANCE_ID = ? AND STATE = 'open'").run(actor.time, inst.ID);
  addHistory(db, { instanceId: inst.ID, userId: actor.userId, action: 'withdraw', nodeId: node, comment, time: actor.time });
  saveInstanceState(db, inst.ID, { ...state, status: 'withdrawn', currentNodes: [] }, actor.time);
}
