/** Reading and writing the process tables: definitions (JSON rows), instances, tasks, candidates, history. */
import { keyValue } from '../actions/query.js';
import type { Db } from '../db/schema.js';
import { findEntity } from '../meta/entities.js';
import { CLIENT_COLUMN } from '../meta/types.js';
import { notFound } from '../errors.js';
import type { Definition, HistoryAction, InstanceRow, InstanceStatus, TaskRecord } from './types.js';

/** Parsed definitions by their stored JSON: every call reads the same few definitions. */
const parsed = new Map<string, Definition>();

function parseDefinition(content: string): Definition {
  const known = parsed.get(content);
  if (known) return known;
  const def = JSON.parse(content) as Definition;
  if (parsed.size > 100) parsed.clear();
  parsed.set(content, def);
  return def;
}

export function definitionsOf(db: Db, client: string): Definition[] {
  const rows = db.prepare('SELECT CONTENT FROM FM_PROCESS_DEFINITION WHERE CLIENT = ? ORDER BY ORDER_NUM, ID').all(client) as { CONTENT: string }[];
  return rows.map((r) => parseDefinition(r.CONTENT));
}

export function definitionById(db: Db, client: string, id: unknown): Definition {
  const row =
    typeof id === 'string'
      ? (db.prepare('SELECT CONTENT FROM FM_PROCESS_DEFINITION WHERE ID = ? AND CLIENT = ?').get(id, client) as { CONTENT: string } | undefined)
      : undefined;
  if (!row) throw notFound(`流程定义 ${String(id ?? '').slice(0, 60)} 不存在`, `Process definition ${String(id ?? '').slice(0, 60)} does not exist`);
  return parseDefinition(row.CONTENT);
}

export function instanceById(db: Db, client: string, id: unknown): InstanceRow {
  const row =
    typeof id === 'string'
      ? (db.prepare('SELECT * FROM FM_PROCESS_INSTANCE WHERE ID = ? AND CLIENT = ?').get(id, client) as InstanceRow | undefined)
      : undefined;
  if (!row) throw notFound(`流程实例 ${String(id ?? '').slice(0, 60)} 不存在`, `Process instance ${String(id ?? '').slice(0, 60)} does not exist`);
  return row;
}

export function taskById(db: Db, client: string, id: unknown): TaskRecord {
  const row =
    typeof id === 'string'
      ? (db
          .prepare(`SELECT t.* FROM FM_PROCESS_TASK t JOIN FM_PROCESS_INSTANCE i ON i.ID = t.INSTANCE_ID
        WHERE t.ID = ? AND i.CLIENT = ?`)
          .get(id, client) as TaskRecord | undefined)
      : undefined;
  if (!row) throw notFound(`任务 ${String(id ?? '').slice(0, 60)} 不存在`, `Task ${String(id ?? '').slice(0, 60)} does not exist`);
  return row;
}

/** The instance of this definition on the record that has not ended yet (running, or back with its starter). */
export function liveInstanceOf(db: Db, definitionId: string, entity: string, recordId: string): InstanceRow | undefined {
  return db
    .prepare(`SELECT * FROM FM_PROCESS_INSTANCE WHERE DEFINITION_ID = ? AND ENTITY = ? AND RECORD_ID = ?
      AND STATUS IN ('running', 'rejected') LIMIT 1`)
    .get(definitionId, entity, recordId) as InstanceRow | undefined;
}

/** Every instance under way on the record, whatever its definition (they lock it and gate its operations). */
export function liveInstancesOn(db: Db, entity: string, recordId: string): InstanceRow[] {
  return db
    .prepare(`SELECT * FROM FM_PROCESS_INSTANCE WHERE ENTITY = ? AND RECORD_ID = ? AND STATUS IN ('running', 'rejected') ORDER BY ID`)
    .all(entity, recordId) as InstanceRow[];
}

/** The next id of a table: rows are never deleted, so the count gives a short, readable, unique id. */
export function nextId(db: Db, table: 'FM_PROCESS_INSTANCE' | 'FM_PROCESS_TASK', prefix: string): string {
  const { n } = db.prepare(`SELECT COUNT(*) AS n FROM ${table}`).get() as { n: number };
  return `${prefix}${String(n + 1).padStart(4, '0')}`;
}

export const jsonList = (text: string): string[] => {
  try {
    const v = JSON.parse(text) as unknown;
    return Array.isArray(v) ? v.map(String) : [];
  } catch {
    return [];
  }
};

export interface InstanceState {
  status: InstanceStatus;
  currentNodes: string[];
  doneNodes: string[];
  path: string[];
}

/**
 * The record's status field as its definition's `recordStatus` says (a running order shows
 * "pending approval" in its list). The version stays: the field is the server's, no save writes
 * it, so no form can lose it.
 */
export function followRecordStatus(db: Db, id: string, status: InstanceStatus): void {
  const inst = db.prepare('SELECT CLIENT, DEFINITION_ID, ENTITY, RECORD_ID FROM FM_PROCESS_INSTANCE WHERE ID = ?').get(id) as
    | Pick<InstanceRow, 'CLIENT' | 'DEFINITION_ID' | 'ENTITY' | 'RECORD_ID'>
    | undefined;
  if (!inst) return;
  const follow = definitionById(db, inst.CLIENT, inst.DEFINITION_ID).recordStatus;
  const value = follow?.values[status];
  const entity = findEntity(inst.ENTITY);
  if (!follow || value === undefined || !entity || !entity.attrs.some((a) => a.name === follow.field)) return;
  db.prepare(`UPDATE "${entity.code}" SET "${follow.field}" = ? WHERE "ID" = ? AND "${CLIENT_COLUMN}" = ?`).run(
    value,
    keyValue(entity, inst.RECORD_ID),
    inst.CLIENT,
  );
}

export function saveInstanceState(db: Db, id: string, s: InstanceState, time: string): void {
  db.prepare('UPDATE FM_PROCESS_INSTANCE SET STATUS = ?, CURRENT_NODES = ?, DONE_NODES = ?, PATH = ?, UPDATED = ? WHERE ID = ?').run(
    s.status,
    JSON.stringify(s.currentNodes),
    JSON.stringify(s.doneNodes),
    JSON.stringify(s.path),
    time,
    id,
  );
  followRecordStatus(db, id, s.status);
}

export function stateOf(row: InstanceRow): InstanceState {
  return { status: row.STATUS, currentNodes: jsonList(row.CURRENT_NODES), doneNodes: jsonList(row.DONE_NODES), path: jsonList(row.PATH) };
}

export function candidatesOf(db: Db, taskId: string): string[] {
  return (db.prepare('SELECT USER_ID FROM FM_PROCESS_TASK_USER WHERE TASK_ID = ? ORDER BY USER_ID').all(taskId) as { USER_ID: string }[]).map((r) => r.USER_ID);
}

export function setCandidates(db: Db, taskId: string, users: string[]): void {
  db.prepare('DELETE FROM FM_PROCESS_TASK_USER WHERE TASK_ID = ?').run(taskId);
  const add = db.prepare('INSERT INTO FM_PROCESS_TASK_USER (TASK_ID, USER_ID) VALUES (?, ?)');
  for (const u of users) add.run(taskId, u);
}

export function isCandidate(db: Db, taskId: string, userId: string): boolean {
  return db.prepare('SELECT 1 FROM FM_PROCESS_TASK_USER WHERE TASK_ID = ? AND USER_ID = ?').get(taskId, userId) !== undefined;
}

export function addHistory(
  db: Db,
  e: { instanceId: string; taskId?: string; userId: string; action: HistoryAction; nodeId: string; comment?: string; toUser?: string; time: string },
): void {
  db.prepare(`INSERT INTO FM_PROCESS_HISTORY (INSTANCE_ID, TASK_ID, USER_ID, ACTION, NODE_ID, COMMENT, TO_USER, TIME)
    VALUES (?, ?, ?, ?, ?, ?, ?, ?)`).run(e.instanceId, e.taskId ?? null, e.userId, e.action, e.nodeId, e.comment ?? '', e.toUser ?? null, e.time);
}

/** Whether the user took part in the instance: its starter, offered or holding one of its tasks, or in its history. */
export function tookPart(db: Db, instance: InstanceRow, userId: string): boolean {
  if (instance.STARTER === userId) return true;
  return (
    db
      .prepare(`SELECT 1 FROM FM_PROCESS_TASK t LEFT JOIN FM_PROCESS_TASK_USER u ON u.TASK_ID = t.ID
      WHERE t.INSTANCE_ID = ? AND (u.USER_ID = ? OR t.DONE_BY = ?)
      UNION SELECT 1 FROM FM_PROCESS_HISTORY WHERE INSTANCE_ID = ? AND (USER_ID = ? OR TO_USER = ?) LIMIT 1`)
      .get(instance.ID, userId, userId, instance.ID, userId, userId) !== undefined
  );
}
