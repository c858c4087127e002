/**
 * The shapes of the workflow calls (docs/server-contract.md "Workflow",
 * `/process/v1/{client}/{system}/PROCESS/{action}`) and of the organisation tree
 * ("Organisation", `FM_DEPT/tree`), as the checks in checks.ts hand them out.
 */
import type { Condition } from '../rules/index.ts';

/** The entity of every workflow call (core/http `process: true` puts it under /process/v1). */
export const PROCESS_ENTITY = 'PROCESS';
/** The right code the server checks on every write of an approval task. */
export const APPROVE_RIGHT = 'process.approve';
/** The organisation's entity (`FM_DEPT/tree`). */
export const DEPT_ENTITY = 'FM_DEPT';

/** A label of the process calls: `{ '010': zh, '011': en }`, or plain text. */
export type I18nLabel = Record<string, string> | string;

export interface WorkUser {
  id: string;
  name: string;
  nameEn?: string;
}

export interface NodeRef {
  id: string;
  name: I18nLabel;
}

/** The approval index's boxes: waiting for me, started by me, done by me. */
export type Box = 'waiting' | 'started' | 'done';
export const BOXES: readonly Box[] = ['waiting', 'started', 'done'];

/** The task list's state filter. */
export type TaskState = 'open' | 'done' | 'all';
export const TASK_STATES: readonly TaskState[] = ['open', 'done', 'all'];

/** `withdraw` is the starter's, on the instance: the request taken back, the record free again. */
export type TaskAction = 'approve' | 'reject' | 'handover' | 'comment' | 'withdraw';

export interface Counts {
  waiting: number;
  started: number;
  done: number;
}

export interface InboxRow {
  taskId?: string;
  instanceId: string;
  processName: I18nLabel;
  title: string;
  starter: WorkUser;
  node: NodeRef;
  time: string;
  status: string;
}

export interface TaskRow {
  taskId: string;
  instanceId: string;
  kind: 'approval' | 'todo';
  processName: I18nLabel;
  title: string;
  node: NodeRef;
  state: 'open' | 'done';
  created: string;
  due?: string;
}

export interface HistoryEntry {
  id: string | number;
  user: WorkUser;
  action: string;
  node: NodeRef;
  comment: string;
  time: string;
  to?: WorkUser;
}

export interface ProcessNode {
  id: string;
  type: 'start' | 'task' | 'end';
  name: I18nLabel;
  assignee?: { role?: string; user?: string; starterManager?: boolean };
  editable?: string[];
}

export interface ProcessTransition {
  id: string;
  from: string;
  to: string;
  /** Spec §5 condition list; none = always. The first matching transition in order wins. */
  when?: Condition[];
}

export interface ProcessDefinition {
  id: string;
  name: I18nLabel;
  entity: string;
  nodes: ProcessNode[];
  transitions: ProcessTransition[];
}

export interface ProcessInstance {
  id: string;
  definitionId: string;
  entity: string;
  recordId: string;
  title: string;
  starter: WorkUser;
  status: 'running' | 'approved' | 'rejected' | 'withdrawn' | string;
  currentNodes: string[];
  doneNodes: string[];
  /** Transition ids taken, in order. */
  path: string[];
}

/** What the task call gives: the task, its instance and definition, its record, what the caller may do, the history. */
export interface TaskDetail {
  task: TaskRow & { assignee: WorkUser | null; candidates: WorkUser[]; result?: string | null };
  instance: ProcessInstance;
  definition: ProcessDefinition;
  /** `version`: the record's LOG_VERSION as the task was read; approve and reject carry it back. */
  record: { entity: string; id: string; pageId?: string | null; editPageId?: string | null; version?: number | null };
  /** The node's fields this approver may change (then `record.editPageId` names the edit page). */
  editable: string[];
  actions: TaskAction[];
  rejectTargets: NodeRef[];
  history: HistoryEntry[];
}

export interface WorkPage<T> {
  rows: T[];
  total: number;
}

/** A definition as the task list's process filter names it. */
export interface DefinitionRef {
  id: string;
  name: I18nLabel;
}

/** A definition, or an instance with its definition, for the process chart. */
export interface ProcessChartData {
  definition: ProcessDefinition;
  instance: ProcessInstance | null;
}

export interface OrgPerson {
  id: string;
  name: string;
  nameEn?: string;
  title?: string;
  email?: string;
  phone?: string;
}

export interface OrgDept {
  id: string;
  name: I18nLabel;
  parentId: string | null;
  managerId?: string;
  users: OrgPerson[];
  children: OrgDept[];
}
