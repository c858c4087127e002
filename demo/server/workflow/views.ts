/** The reply shapes of the process calls: users, instances, history entries and task rows. */
import { keyValue } from '../actions/query.js';
import type { Db } from '../db/schema.js';
import { findEntity } from '../meta/entities.js';
import { stateOf } from './store.js';
import type { Definition, HistoryRow, I18n, InstanceRow, InstanceStatus, TaskRecord } from './types.js';

export interface UserRef {
  id: string;
  name: string;
  nameEn: string;
}
export interface NodeRef {
  id: string;
  name: I18n;
}

/** Looks users up once per reply: a page of rows names the same few people. */
export function userRefs(db: Db): (id: string | null) => UserRef | null {
  const known = new Map<string, UserRef>();
  return (id) => {
    if (!id) return null;
    let ref = known.get(id);
    if (!ref) {
      const row = db.prepare('SELECT NAME, NAME_EN FROM FM_USER WHERE ID = ?').get(id) as { NAME: string; NAME_EN: string | null } | undefined;
      ref = { id, name: row?.NAME ?? id, nameEn: row?.NAME_EN ?? row?.NAME ?? id };
      known.set(id, ref);
    }
    return ref;
  };
}

export function nodeRef(def: Definition | undefined, id: string): NodeRef {
  const node = def?.nodes.find((n) => n.id === id);
  return { id, name: node?.name ?? { '010': id, '011': id } };
}

export interface InstanceView {
  id: string;
  definitionId: string;
  entity: string;
  recordId: string | number;
  title: string;
  starter: UserRef;
  status: InstanceStatus;
  currentNodes: string[];
  doneNodes: string[];
  path: string[];
  created: string;
  updated: string;
}

export function instanceView(inst: InstanceRow, user: (id: string) => UserRef | null): InstanceView {
  const entity = findEntity(inst.ENTITY);
  return {
    id: inst.ID,
    definitionId: inst.DEFINITION_ID,
    entity: inst.ENTITY,
    recordId: entity ? keyValue(entity, inst.RECORD_ID) : inst.RECORD_ID,
    title: inst.TITLE,
    starter: user(inst.STARTER)!,
    ...stateOf(inst),
    created: inst.CREATED,
    updated: inst.UPDATED,
  };
}

export interface HistoryEntry {
  id: number;
  user: UserRef;
  action: HistoryRow['ACTION'];
  node: NodeRef;
  comment: string;
  time: string;
  /** Who a hand-over gave the task to. */
  to?: UserRef;
}

export function historyOf(db: Db, def: Definition, instanceId: string, user: (id: string | null) => UserRef | null): HistoryEntry[] {
  const rows = db.prepare('SELECT * FROM FM_PROCESS_HISTORY WHERE INSTANCE_ID = ? ORDER BY TIME, ID').all(instanceId) as HistoryRow[];
  return rows.map((r) => {
    const e: HistoryEntry = { id: r.ID, user: user(r.USER_ID)!, action: r.ACTION, node: nodeRef(def, r.NODE_ID), comment: r.COMMENT ?? '', time: r.TIME };
    if (r.TO_USER) e.to = user(r.TO_USER)!;
    return e;
  });
}

export interface TaskRow {
  taskId: string;
  instanceId: string;
  kind: TaskRecord['KIND'];
  processName: I18n;
  title: string;
  node: NodeRef;
  state: TaskRecord['STATE'];
  created: string;
  due?: string;
}

export function taskRow(task: TaskRecord, inst: Pick<InstanceRow, 'TITLE'>, def: Definition | undefined): TaskRow {
  const row: TaskRow = {
    taskId: task.ID,
    instanceId: task.INSTANCE_ID,
    kind: task.KIND,
    processName: def?.name ?? { '010': '', '011': '' },
    title: inst.TITLE,
    node: nodeRef(def, task.NODE_ID),
    state: task.STATE,
    created: task.CREATED,
  };
  if (task.DUE) row.due = task.DUE;
  return row;
}
