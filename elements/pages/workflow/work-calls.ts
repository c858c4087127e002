/**
 * The workflow calls the approval pages read (docs/server-contract.md "Workflow":
 * `/process/v1/{client}/{system}/PROCESS/{action}`, core/http `process: true`), with their
 * replies checked, so a wrong reply is a readable error and never a broken page.
 */
import { PlatformError } from '../../../core/errors/index.ts';
import type { PageServices, RequestSpec } from '../kit/services.ts';
import type { EntityMeta } from '../kit/types.ts';

export const PROCESS_ENTITY = 'PROCESS';
/** The right code the server checks on every write of an approval task. */
export const APPROVE_RIGHT = 'process.approve';

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
export type Box = 'waiting' | 'started' | 'done';
export type TaskAction = 'approve' | 'reject' | 'handover' | 'comment';

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

export interface WorkNode {
  id: string;
  type: string;
  name: I18nLabel;
  editable?: string[];
}
export interface WorkDefinition {
  id: string;
  name: I18nLabel;
  entity: string;
  nodes: WorkNode[];
  transitions: Array<{ id: string; from: string; to: string }>;
}
export interface WorkInstance {
  id: string;
  definitionId: string;
  entity: string;
  recordId: string;
  title: string;
  starter: WorkUser;
  status: string;
  currentNodes: string[];
  doneNodes: string[];
  path: string[];
}

export interface TaskDetail {
  task: TaskRow & { assignee: WorkUser | null; candidates: WorkUser[]; result?: string | null };
  instance: WorkInstance;
  definition: WorkDefinition;
  record: { entity: string; id: string; pageId?: string | null; editPageId?: string | null };
  editable: string[];
  actions: TaskAction[];
  rejectTargets: NodeRef[];
  history: HistoryEntry[];
}

export interface Page<T> {
  rows: T[];
  total: number;
}

/**
 * The entity the runner and the rights see for workflow operations: its key is the task id, so
 * the generic payload's `id` is the task and the submit lock is per operation on PROCESS.
 */
export const PROCESS_META = {
  id: PROCESS_ENTITY,
  code: PROCESS_ENTITY,
  name: PROCESS_ENTITY,
  label: PROCESS_ENTITY,
  labels: {},
  keyType: 'assigned',
  keyNames: ['taskId'],
  attributes: [],
  attriIds: [],
  attriNames: [],
  relatedEntitys: [],
  relations: [],
  attriRelys: [],
  operates: [],
  searchFields: [],
} as unknown as EntityMeta;

type ProcessSpec = RequestSpec & { process: true };

export function processCall<T>(
  services: PageServices,
  action: string,
  input: { get?: Record<string, string>; post?: Record<string, unknown> },
  signal?: AbortSignal,
): Promise<T> {
  const spec: ProcessSpec = input.post
    ? { entity: PROCESS_ENTITY, action, method: 'POST', data: input.post, process: true, silent: true, signal }
    : { entity: PROCESS_ENTITY, action, method: 'GET', params: input.get ?? {}, process: true, silent: true, signal };
  return services.request<T>(spec);
}

function badReply(what: string): PlatformError {
  return new PlatformError('error.reply', `The server's ${what} is not in the expected shape`);
}

const isObject = (value: unknown): value is Record<string, unknown> => !!value && typeof value === 'object' && !Array.isArray(value);
const count = (value: unknown): number => (typeof value === 'number' && Number.isFinite(value) && value >= 0 ? value : 0);

export function checkCounts(value: unknown): Counts {
  if (!isObject(value)) throw badReply('counts');
  return { waiting: count(value.waiting), started: count(value.started), done: count(value.done) };
}

/** A page of rows: the rows that are objects, and a total no smaller than them. */
export function checkPage<T>(value: unknown, what: string, isRow: (row: Record<string, unknown>) => boolean): Page<T> {
  if (!isObject(value) || !Array.isArray(value.rows)) throw badReply(what);
  const rows = value.rows.filter((row): row is Record<string, unknown> => isObject(row) && isRow(row)) as unknown as T[];
  return { rows, total: Math.max(count(value.total), rows.length) };
}

export const isInboxRow = (row: Record<string, unknown>): boolean => typeof row.instanceId === 'string';
export const isTaskRow = (row: Record<string, unknown>): boolean => typeof row.taskId === 'string';

export function checkTaskDetail(value: unknown): TaskDetail {
  if (!isObject(value) || !isObject(value.task) || !isObject(value.instance) || !isObject(value.definition) || !isObject(value.record)) throw badReply('task');
  const list = <T>(items: unknown): T[] => (Array.isArray(items) ? (items.filter(isObject) as T[]) : []);
  const strings = (items: unknown): string[] => (Array.isArray(items) ? items.map(String) : []);
  const definition = value.definition as unknown as WorkDefinition;
  const instance = value.instance as unknown as WorkInstance;
  return {
    task: { ...(value.task as unknown as TaskDetail['task']), candidates: list<WorkUser>((value.task as Record<string, unknown>).candidates) },
    instance: {
      ...instance,
      recordId: String(instance.recordId ?? ''),
      currentNodes: strings(instance.currentNodes),
      doneNodes: strings(instance.doneNodes),
      path: strings(instance.path),
    },
    definition: { ...definition, nodes: list<WorkNode>(definition.nodes), transitions: list(definition.transitions) },
    record: { ...(value.record as unknown as TaskDetail['record']), id: String((value.record as Record<string, unknown>).id ?? '') },
    editable: strings(value.editable),
    actions: strings(value.actions).filter((a): a is TaskAction => ['approve', 'reject', 'handover', 'comment'].includes(a)),
    rejectTargets: list<NodeRef>(value.rejectTargets),
    history: list<HistoryEntry>(value.history),
  };
}

/** The definitions the task list filters by: id and name. */
export function checkDefinitions(value: unknown): Array<{ id: string; name: I18nLabel }> {
  if (!Array.isArray(value)) throw badReply('process definitions');
  return value.filter((d): d is { id: string; name: I18nLabel } => isObject(d) && typeof d.id === 'string');
}
