/** Shapes of process definitions and of the stored instances, tasks and history (docs/server-contract.md "Workflow"). */
import type { Condition } from '../actions/conditions.js';

export type I18n = { '010': string; '011': string };

export interface Assignee {
  /** Users holding this role (code or id). */
  role?: string;
  user?: string;
  /** The manager of the starter's department (or the nearest one above). */
  starterManager?: boolean;
}

export interface ProcessNode {
  id: string;
  type: 'start' | 'task' | 'end';
  name: I18n;
  assignee?: Assignee;
  /** Fields of the record the task's holder may change when approving. */
  editable?: string[];
}

export interface Transition {
  id: string;
  from: string;
  to: string;
  /** Spec §5 condition list on the record; absent = always. */
  when?: Condition[];
}

export interface Definition {
  id: string;
  name: I18n;
  entity: string;
  nodes: ProcessNode[];
  transitions: Transition[];
  /** Operations of the entity (their names) refused on a record while an instance of this definition is under way. */
  gates?: string[];
  /**
   * The record's status field follows the instance: the value it takes when the instance is
   * running, sent back, approved or withdrawn (a status absent here leaves the field as it is).
   */
  recordStatus?: { field: string; values: Partial<Record<InstanceStatus, string>> };
}

export type InstanceStatus = 'running' | 'approved' | 'rejected' | 'withdrawn';
export type HistoryAction = 'start' | 'approve' | 'reject' | 'handover' | 'comment' | 'resubmit' | 'withdraw';

export interface InstanceRow {
  ID: string;
  CLIENT: string;
  DEFINITION_ID: string;
  ENTITY: string;
  RECORD_ID: string;
  TITLE: string;
  STARTER: string;
  STATUS: InstanceStatus;
  CURRENT_NODES: string;
  DONE_NODES: string;
  PATH: string;
  CREATED: string;
  UPDATED: string;
}

export interface TaskRecord {
  ID: string;
  INSTANCE_ID: string;
  NODE_ID: string;
  KIND: 'approval' | 'todo';
  STATE: 'open' | 'done';
  CREATED: string;
  DUE: string | null;
  DONE_BY: string | null;
  DONE_AT: string | null;
  RESULT: string | null;
}

export interface HistoryRow {
  ID: number;
  INSTANCE_ID: string;
  TASK_ID: string | null;
  USER_ID: string;
  ACTION: HistoryAction;
  NODE_ID: string;
  COMMENT: string | null;
  TO_USER: string | null;
  TIME: string;
}

/** Who acts, and when (the seed acts at fixed times; requests act now). */
export interface Actor {
  userId: string;
  time: string;
}
