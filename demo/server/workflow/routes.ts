/**
 * The calls under `/process/v1/{client}/{system}/PROCESS/{action}` (docs/server-contract.md
 * "Workflow"). Reads show a user their own work and the instances they took part in; every write
 * checks the task is open and offered to the caller, and for approval tasks the right code
 * `process.approve` of the caller's active roles.
 */
import { hasRightCode } from '../actions/platform-read.js';
import { keyValue } from '../actions/query.js';
import { requireRight, rolesOfUser, parsedRoleText } from '../actions/rights.js';
import { clientPart, userClientId } from '../actions/tenant.js';
import { conflict, saveRow } from '../actions/write.js';
import { ApiError, param } from '../errors.js';
import type { Ctx, Route } from '../http/context.js';
import { PAGE_IDS } from '../meta/entities.js';
import { VERSION_COLUMN } from '../meta/types.js';
import {
  approveTask,
  businessEntity,
  commentOn,
  handoverTask,
  nodeOf,
  rejectTargetsOf,
  rejectTask,
  stamp,
  startProcess,
  STARTER_TARGET,
  withdrawInstance,
} from './engine.js';
import { APPROVE_RIGHT } from './lock.js';
import { counts, inbox, taskList } from './inbox.js';
import { candidatesOf, definitionById, definitionsOf, instanceById, isCandidate, taskById, tookPart } from './store.js';
import type { Actor, Definition, InstanceRow, TaskRecord } from './types.js';
import { historyOf, instanceView, taskRow, userRefs } from './views.js';

export { APPROVE_RIGHT };
const MAX_COMMENT = 1000;
type TaskAction = 'approve' | 'reject' | 'handover' | 'comment' | 'withdraw';

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

/**
 * The checks of every task write: open, offered to the caller, and for approval tasks the approval
 * right and four eyes (the starter never acts on an approval of their own request, whatever the
 * candidate list says).
 */
function requireActor(ctx: Ctx, task: TaskRecord, inst: InstanceRow): void {
  if (task.STATE !== 'open') throw forbidden('该任务已处理', 'This task has already been handled');
  if (!isCandidate(ctx.app.db, task.ID, me(ctx))) throw forbidden('该任务不在您的待办中', 'This task is not assigned to you');
  if (task.KIND === 'approval' && inst.STARTER === me(ctx)) {
    throw forbidden('发起人不能审批自己的申请', 'You cannot approve your own request');
  }
  if (task.KIND === 'approval' && !hasRightCode(ctx, APPROVE_RIGHT)) {
    throw forbidden('您没有审批权限（process.approve）', 'You do not have the approval right (process.approve)');
  }
}

const isLive = (inst: InstanceRow): boolean => inst.STATUS === 'running' || inst.STATUS === 'rejected';

function actionsFor(ctx: Ctx, task: TaskRecord, inst: InstanceRow): TaskAction[] {
  const mayAct = task.STATE === 'open' && isCandidate(ctx.app.db, task.ID, me(ctx));
  const withdraw: TaskAction[] = inst.STARTER === me(ctx) && isLive(inst) ? ['withdraw'] : [];
  if (mayAct && task.KIND === 'todo') return ['approve', 'comment', ...withdraw];
  if (mayAct && inst.STARTER !== me(ctx) && hasRightCode(ctx, APPROVE_RIGHT)) return ['approve', 'reject', 'handover', 'comment'];
  return tookPart(ctx.app.db, inst, me(ctx)) ? ['comment', ...withdraw] : [];
}

/** The record's version now: the task page shows it, and approve and reject carry it back. */
function recordVersion(ctx: Ctx, inst: InstanceRow): number | null {
  const entity = businessEntity(inst.ENTITY);
  const own = clientPart(inst.CLIENT);
  const row = ctx.app.db
    .prepare(`SELECT "${VERSION_COLUMN}" AS v FROM "${entity.code}" WHERE "ID" = ? AND ${own.sql}`)
    .get(keyValue(entity, inst.RECORD_ID), ...own.params) as { v: number } | undefined;
  return row ? row.v : null;
}

/**
 * The version of the record the approver saw (`version`, else the edited values' LOG_VERSION):
 * required, and it must still be the stored one, so a decision is always about what was shown.
 */
function requireVersionSeen(ctx: Ctx, inst: InstanceRow): number {
  const values = ctx.params.values;
  const fromValues = values && typeof values === 'object' && !Array.isArray(values) ? (values as Record<string, unknown>)[VERSION_COLUMN] : undefined;
  const v = ctx.params.version ?? fromValues;
  if (v === undefined || v === null || v === '') {
    throw param('审批需要带上任务页显示的记录版本 version', 'A decision needs the version of the record the task page showed (version)');
  }
  const seen = typeof v === 'number' ? v : typeof v === 'string' && /^\d{1,16}$/.test(v) ? Number(v) : NaN;
  if (!Number.isSafeInteger(seen) || seen < 0) throw param('version 必须是非负整数', 'version must be a non-negative integer');
  const entity = businessEntity(inst.ENTITY);
  const key = keyValue(entity, inst.RECORD_ID);
  const now = recordVersion(ctx, inst);
  if (now === null) throw new ApiError('error.notfound', [`${entity.zh}已被删除`, `The ${entity.en.toLowerCase()} was deleted`]);
  if (now !== seen) {
    // The conflict's data as a stale save gets; its words fit a decision, which is never saved over.
    const stale = conflict(ctx, entity, key);
    const by = stale.data as { updatedByName?: string; updatedAt?: string | null } | null;
    throw new ApiError(
      'error.conflict',
      [
        `该记录已被 ${by?.updatedByName ?? ''} 于 ${by?.updatedAt ?? ''} 修改，请查看最新内容后再审批`,
        `This record was changed by ${by?.updatedByName ?? ''} at ${by?.updatedAt ?? ''}: review the latest version before you decide`,
      ],
      stale.data,
    );
  }
  return seen;
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
  record.version = recordVersion(ctx, inst);
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
function applyValues(ctx: Ctx, def: Definition, inst: InstanceRow, task: TaskRecord, values: unknown, seen: number): void {
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
  const own = clientPart(inst.CLIENT);
  const stored = ctx.app.db.prepare(`SELECT 1 FROM "${entity.code}" WHERE "ID" = ? AND ${own.sql}`).get(keyValue(entity, inst.RECORD_ID), ...own.params);
  if (!stored) throw new ApiError('error.notfound', [`${entity.zh}已被删除`, `The ${entity.en.toLowerCase()} was deleted`]);
  // saveRow refuses a missing version and answers error.conflict when the record moved on since.
  const data = { ...changed, ID: inst.RECORD_ID, [VERSION_COLUMN]: readAt ?? seen };
  saveRow({ ...ctx, params: { data } }, entity, true);
}

function approve(ctx: Ctx): unknown {
  const { task, inst, def } = loadTask(ctx);
  requireActor(ctx, task, inst);
  const comment = commentOf(ctx.params.comment, false);
  const db = ctx.app.db;
  db.transaction(() => {
    const seen = requireVersionSeen(ctx, inst);
    applyValues(ctx, def, inst, task, ctx.params.values, seen);
    approveTask(db, actorOf(ctx), def, instanceById(db, inst.CLIENT, inst.ID), task, comment);
  })();
  return instanceView(instanceById(db, inst.CLIENT, inst.ID), userRefs(db));
}

function reject(ctx: Ctx): unknown {
  const { task, inst, def } = loadTask(ctx);
  requireActor(ctx, task, inst);
  if (task.KIND === 'todo') throw forbidden('退回给您的待办只能重新提交', 'A task sent back to you can only be resubmitted');
  const comment = commentOf(ctx.params.comment, true);
  const to = ctx.params.to === undefined || ctx.params.to === null || ctx.params.to === '' ? STARTER_TARGET : ctx.params.to;
  if (typeof to !== 'string') throw param('to 必须是文本', 'to must be a text');
  const db = ctx.app.db;
  db.transaction(() => {
    requireVersionSeen(ctx, inst);
    rejectTask(db, actorOf(ctx), def, inst, task, comment, to);
  })();
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
  requireActor(ctx, task, inst);
  if (task.KIND === 'todo') throw forbidden('退回给您的待办不能转交', 'A task sent back to you cannot be handed over');
  const target = ctx.params.userId;
  const db = ctx.app.db;
  if (typeof target !== 'string' || !db.prepare('SELECT 1 FROM FM_USER WHERE ID = ? AND CLIENT = ?').get(target, client)) {
    throw param(`用户 ${String(target ?? '').slice(0, 40)} 不存在`, `User ${String(target ?? '').slice(0, 40)} does not exist`);
  }
  if (target === me(ctx)) throw param('不能转交给自己', 'You cannot hand a task over to yourself');
  if (target === inst.STARTER) throw param('不能转交给发起人', 'A task cannot be handed over to its starter');
  if (!mayApprove(ctx, target)) throw param('对方没有审批权限，不能接收该任务', 'That user has no approval right and cannot take this task');
  const comment = commentOf(ctx.params.comment, false);
  db.transaction(() => handoverTask(db, actorOf(ctx), inst, task, target, comment))();
  return { taskId: task.ID, assignee: userRefs(db)(target) };
}

/** The starter takes a request under way back: the record is free to edit and submit again. */
function withdraw(ctx: Ctx): unknown {
  const client = userClientId(ctx);
  const db = ctx.app.db;
  const inst = instanceById(db, client, ctx.params.instanceId);
  requireReader(ctx, inst);
  if (inst.STARTER !== me(ctx)) throw forbidden('只有发起人可以撤回', 'Only the starter can withdraw this request');
  if (!isLive(inst)) throw forbidden('该流程已结束，不能撤回', 'This process has ended and cannot be withdrawn');
  const text = commentOf(ctx.params.comment, false);
  db.transaction(() => withdrawInstance(db, actorOf(ctx), inst, text))();
  return instanceView(instanceById(db, client, inst.ID), userRefs(db));
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
  withdraw: write(withdraw),
  comment: write(comment),
};
