/**
 * The calls under `/process/v1/{client}/{system}/PROCESS/{action}` (docs/server-contract.md
 * "Workflow"). Reads show a user their own work and the instances they took part in; every write
 * checks the task is open and offered to the caller, and for approval tasks the right code
 * `process.approve` of the caller's active roles.
 */
import { hasRightCode } from '../actions/platform-read.js';
import { keyValue } from '../actions/query.js';
import { requireRight, rolesOfUser, parsedRoleText } from '../actions/rights.js';
import { userClientId } from '../actions/tenant.js';
import { saveRow } from '../actions/write.js';
import { ApiError, param } from '../errors.js';
import type { Ctx, Route } from '../http/context.js';
import { PAGE_IDS } from '../meta/entities.js';
import { VERSION_COLUMN } from '../meta/types.js';
import { approveTask, businessEntity, commentOn, handoverTask, nodeOf, rejectTargetsOf, rejectTask, stamp, startProcess, STARTER_TARGET } from './engine.js';
import { counts, inbox, taskList } from './inbox.js';
import { candidatesOf, definitionById, definitionsOf, instanceById, isCandidate, taskById, tookPart } from './store.js';
import type { Actor, Definition, InstanceRow, TaskRecord } from './types.js';
import { historyOf, instanceView, taskRow, userRefs } from './views.js';

export const APPROVE_RIGHT = 'process.approve';
const MAX_COMMENT = 1000;
type TaskAction = 'approve' | 'reject' | 'handover' | 'comment';

const me = (ctx: Ctx): string => ctx.session!.userId;
const actorOf = (ctx: Ctx): Actor => ({ userId: me(ctx), time: stamp(new Date()) });
const forbidden = (zh: string, en: string): ApiError => new ApiError('error.forbidden', [zh, en]);

function commentOf(v: unknown, required: boolean): string {
  if (v === undefined || v === null) v = '';
  if (typeof v !== 'string') throw param('comment 必须是文本', 'comment must be a text');
  const text = v.trim();
  if (required && text === '') throw param('请填写意见', 'Please enter a comment');
  if ([...text].length > MAX_COMMENT) throw param(`意见不能超过 ${MAX_COMMENT} 个字符`, `The comment cannot be longer than ${MAX_COMMENT} characters`);
  return text;
}

/** Instances are read by those who took part in them, and by the platform's administrators. */
function requireReader(ctx: Ctx, inst: InstanceRow): void {
  if (tookPart(ctx.app.db, inst, me(ctx)) || hasRightCode(ctx, 'system.config')) return;
  throw forbidden('您没有参与该流程，不能查看', 'You took no part in this process and cannot read it');
}

/** The checks of every task write: open, offered to the caller, and the approval right for approval tasks. */
function requireActor(ctx: Ctx, task: TaskRecord): void {
  if (task.STATE !== 'open') throw forbidden('该任务已处理', 'This task has already been handled');
  if (!isCandidate(ctx.app.db, task.ID, me(ctx))) throw forbidden('该任务不在您的待办中', 'This task is not assigned to you');
  if (task.KIND === 'approval' && !hasRightCode(ctx, APPROVE_RIGHT)) {
    throw forbidden('您没有审批权限（process.approve）', 'You do not have the approval right (process.approve)');
  }
}

function actionsFor(ctx: Ctx, task: TaskRecord, inst: InstanceRow): TaskAction[] {
  const mayAct = task.STATE === 'open' && isCandidate(ctx.app.db, task.ID, me(ctx));
  if (mayAct && task.KIND === 'todo') return ['approve', 'comment'];
  if (mayAct && hasRightCode(ctx, APPROVE_RIGHT)) return ['approve', 'reject', 'handover', 'comment'];
  return tookPart(ctx.app.db, inst, me(ctx)) ? ['comment'] : [];
}

interface Loaded {
  client: string;
  task: TaskRecord;
  inst: InstanceRow;
  def: Definition;
}

function loadTask(ctx: Ctx): Loaded {
  const client = userClientId(ctx);
  const db = ctx.app.db;
  const task = taskById(db, client, ctx.params.taskId);
  const inst = instanceById(db, client, task.INSTANCE_ID);
  return { client, task, inst, def: definitionById(db, client, inst.DEFINITION_ID) };
}

function taskDetail(ctx: Ctx): unknown {
  const { task, inst, def } = loadTask(ctx);
  requireReader(ctx, inst);
  const db = ctx.app.db;
  const user = userRefs(db);
  const candidates = candidatesOf(db, task.ID).map((id) => user(id)!);
  const actions = actionsFor(ctx, task, inst);
  const node = def.nodes.find((n) => n.id === task.NODE_ID);
  const editable = actions.includes('approve') && task.KIND === 'approval' ? (node?.editable ?? []) : [];
  const pages = PAGE_IDS[inst.ENTITY] ?? {};
  const record: Record<string, unknown> = { entity: inst.ENTITY, id: instanceView(inst, user).recordId, pageId: pages.detail ?? pages.edit ?? null };
  if (editable.length && pages.edit) record.editPageId = pages.edit;
  const holder = task.STATE === 'done' ? user(task.DONE_BY) : candidates.length === 1 ? candidates[0]! : null;
  return {
    task: { ...taskRow(task, inst, def), assignee: holder, candidates, result: task.RESULT },
    instance: instanceView(inst, user),
    definition: def,
    record,
    editable,
    actions,
    rejectTargets: actions.includes('reject') ? rejectTargetsOf(def, inst, task) : [],
    history: historyOf(db, def, inst.ID, user),
  };
}

function instanceDetail(ctx: Ctx): unknown {
  const client = userClientId(ctx);
  const inst = instanceById(ctx.app.db, client, ctx.params.instanceId);
  requireReader(ctx, inst);
  const def = definitionById(ctx.app.db, client, inst.DEFINITION_ID);
  const user = userRefs(ctx.app.db);
  return { instance: instanceView(inst, user), definition: def, history: historyOf(ctx.app.db, def, inst.ID, user) };
}

function start(ctx: Ctx): unknown {
  const client = userClientId(ctx);
  const db = ctx.app.db;
  const def = definitionById(db, client, ctx.params.definitionId);
  if (ctx.params.entity !== undefined && ctx.params.entity !== def.entity) {
    throw param(
      `流程 ${def.id} 用于 ${def.entity}，不能用于 ${String(ctx.params.entity).slice(0, 40)}`,
      `Process ${def.id} is for ${def.entity}, not ${String(ctx.params.entity).slice(0, 40)}`,
    );
  }
  requireRight(ctx, businessEntity(def.entity), 'view');
  const inst = db.transaction(() => startProcess(db, actorOf(ctx), client, def.id, ctx.params.recordId))();
  return instanceView(inst, userRefs(db));
}

/** Writes the node's editable fields through the normal save (validation, rights, version), before the instance moves on. */
function applyValues(ctx: Ctx, def: Definition, inst: InstanceRow, task: TaskRecord, values: unknown): void {
  if (values === undefined || values === null) return;
  if (typeof values !== 'object' || Array.isArray(values)) throw param('values 必须是对象', 'values must be an object');
  // The version the approver's form was read at travels with the values (no lost update).
  const { [VERSION_COLUMN]: readAt, ...changed } = values as Record<string, unknown>;
  const fields = Object.keys(changed);
  if (fields.length === 0) return;
  const editable = task.KIND === 'approval' ? (nodeOf(def, task.NODE_ID).editable ?? []) : [];
  const locked = fields.find((f) => !editable.includes(f));
  if (locked !== undefined) throw param(`字段 ${locked.slice(0, 40)} 在此节点不可修改`, `The field ${locked.slice(0, 40)} cannot be changed at this step`);
  const entity = businessEntity(inst.ENTITY);
  const stored = ctx.app.db.prepare(`SELECT 1 FROM "${entity.code}" WHERE "ID" = ?`).get(keyValue(entity, inst.RECORD_ID));
  if (!stored) throw new ApiError('error.notfound', [`${entity.zh}已被删除`, `The ${entity.en.toLowerCase()} was deleted`]);
  // saveRow refuses a missing version and answers error.conflict when the record moved on since.
  const data = { ...changed, ID: inst.RECORD_ID, [VERSION_COLUMN]: readAt };
  saveRow({ ...ctx, params: { data } }, entity, true);
}

function approve(ctx: Ctx): unknown {
  const { task, inst, def } = loadTask(ctx);
  requireActor(ctx, task);
  const comment = commentOf(ctx.params.comment, false);
  const db = ctx.app.db;
  db.transaction(() => {
    applyValues(ctx, def, inst, task, ctx.params.values);
    approveTask(db, actorOf(ctx), def, instanceById(db, inst.CLIENT, inst.ID), task, comment);
  })();
  return instanceView(instanceById(db, inst.CLIENT, inst.ID), userRefs(db));
}

function reject(ctx: Ctx): unknown {
  const { task, inst, def } = loadTask(ctx);
  requireActor(ctx, task);
  if (task.KIND === 'todo') throw forbidden('退回给您的待办只能重新提交', 'A task sent back to you can only be resubmitted');
  const comment = commentOf(ctx.params.comment, true);
  const to = ctx.params.to === undefined || ctx.params.to === null || ctx.params.to === '' ? STARTER_TARGET : ctx.params.to;
  if (typeof to !== 'string') throw param('to 必须是文本', 'to must be a text');
  const db = ctx.app.db;
  db.transaction(() => rejectTask(db, actorOf(ctx), def, inst, task, comment, to))();
  return instanceView(instanceById(db, inst.CLIENT, inst.ID), userRefs(db));
}

function mayApprove(ctx: Ctx, userId: string): boolean {
  return rolesOfUser(ctx, userId).some((r) => {
    const codes = parsedRoleText<unknown>(r.RIGHT_CODES, []);
    return Array.isArray(codes) && codes.includes(APPROVE_RIGHT);
  });
}

function handover(ctx: Ctx): unknown {
  const { client, task, inst } = loadTask(ctx);
  requireActor(ctx, task);
  if (task.KIND === 'todo') throw forbidden('退回给您的待办不能转交', 'A task sent back to you cannot be handed over');
  const target = ctx.params.userId;
  const db = ctx.app.db;
  if (typeof target !== 'string' || !db.prepare('SELECT 1 FROM FM_USER WHERE ID = ? AND CLIENT = ?').get(target, client)) {
    throw param(`用户 ${String(target ?? '').slice(0, 40)} 不存在`, `User ${String(target ?? '').slice(0, 40)} does not exist`);
  }
  if (target === me(ctx)) throw param('不能转交给自己', 'You cannot hand a task over to yourself');
  if (!mayApprove(ctx, target)) throw param('对方没有审批权限，不能接收该任务', 'That user has no approval right and cannot take this task');
  const comment = commentOf(ctx.params.comment, false);
  db.transaction(() => handoverTask(db, actorOf(ctx), inst, task, target, comment))();
  return { taskId: task.ID, assignee: userRefs(db)(target) };
}

function comment(ctx: Ctx): unknown {
  const client = userClientId(ctx);
  const db = ctx.app.db;
  const inst = instanceById(db, client, ctx.params.instanceId);
  requireReader(ctx, inst);
  const text = commentOf(ctx.params.comment, true);
  commentOn(db, actorOf(ctx), inst, text);
  const def = definitionById(db, client, inst.DEFINITION_ID);
  return { history: historyOf(db, def, inst.ID, userRefs(db)) };
}

const read = (handler: (ctx: Ctx) => unknown): Route => ({ handler });
const write = (handler: (ctx: Ctx) => unknown): Route => ({ handler, post: true, write: true });

export const processRoutes: Record<string, Route> = {
  definitions: read((ctx) => definitionsOf(ctx.app.db, userClientId(ctx))),
  definition: read((ctx) => definitionById(ctx.app.db, userClientId(ctx), ctx.params.id)),
  counts: read((ctx) => counts(ctx.app.db, me(ctx), userClientId(ctx))),
  inbox: read((ctx) => inbox(ctx.app.db, me(ctx), userClientId(ctx), ctx.params)),
  tasks: read((ctx) => taskList(ctx.app.db, me(ctx), userClientId(ctx), ctx.params)),
  task: read(taskDetail),
  instance: read(instanceDetail),
  start: write(start),
  approve: write(approve),
  reject: write(reject),
  handover: write(handover),
  comment: write(comment),
};
