/**
 * The replies of the workflow and organisation calls checked into their declared shapes, so a
 * wrong reply is a readable `error.reply` and never a broken page.
 */
import { PlatformError } from '../errors/index.ts';
import type {
  Counts,
  DefinitionRef,
  HistoryEntry,
  NodeRef,
  OrgDept,
  OrgPerson,
  ProcessDefinition,
  ProcessInstance,
  ProcessNode,
  ProcessTransition,
  TaskAction,
  TaskDetail,
  WorkPage,
  WorkUser,
} from './types.ts';

function badReply(what: string): PlatformError {
  return new PlatformError('error.reply', `The server's ${what} is not in the expected shape`);
}

const isObject = (value: unknown): value is Record<string, unknown> => !!value && typeof value === 'object' && !Array.isArray(value);
const count = (value: unknown): number => (typeof value === 'number' && Number.isFinite(value) && value >= 0 ? value : 0);
const objects = <T>(items: unknown): T[] => (Array.isArray(items) ? (items.filter(isObject) as T[]) : []);
const strings = (items: unknown): string[] => (Array.isArray(items) ? items.map(String) : []);
const TASK_ACTIONS: readonly string[] = ['approve', 'reject', 'handover', 'comment', 'withdraw'];

export function checkCounts(value: unknown): Counts {
  if (!isObject(value)) throw badReply('counts');
  return { waiting: count(value.waiting), started: count(value.started), done: count(value.done) };
}

/** A page of rows: the rows that are objects, and a total no smaller than them. */
export function checkPage<T>(value: unknown, what: string, isRow: (row: Record<string, unknown>) => boolean): WorkPage<T> {
  if (!isObject(value) || !Array.isArray(value.rows)) throw badReply(what);
  const rows = value.rows.filter((row): row is Record<string, unknown> => isObject(row) && isRow(row)) as unknown as T[];
  return { rows, total: Math.max(count(value.total), rows.length) };
}

export const isInboxRow = (row: Record<string, unknown>): boolean => typeof row.instanceId === 'string';
export const isTaskRow = (row: Record<string, unknown>): boolean => typeof row.taskId === 'string';

export function checkTaskDetail(value: unknown): TaskDetail {
  if (!isObject(value) || !isObject(value.task) || !isObject(value.instance) || !isObject(value.definition) || !isObject(value.record)) throw badReply('task');
  const definition = value.definition as unknown as ProcessDefinition;
  const instance = value.instance as unknown as ProcessInstance;
  return {
    task: { ...(value.task as unknown as TaskDetail['task']), candidates: objects<WorkUser>(value.task.candidates) },
    instance: {
      ...instance,
      recordId: String(instance.recordId ?? ''),
      currentNodes: strings(instance.currentNodes),
      doneNodes: strings(instance.doneNodes),
      path: strings(instance.path),
    },
    definition: { ...definition, nodes: objects<ProcessNode>(definition.nodes), transitions: objects<ProcessTransition>(definition.transitions) },
    record: {
      ...(value.record as unknown as TaskDetail['record']),
      id: String(value.record.id ?? ''),
      version: typeof value.record.version === 'number' && Number.isSafeInteger(value.record.version) ? value.record.version : null,
    },
    editable: strings(value.editable),
    actions: strings(value.actions).filter((a): a is TaskAction => TASK_ACTIONS.includes(a)),
    rejectTargets: objects<NodeRef>(value.rejectTargets),
    history: objects<HistoryEntry>(value.history),
  };
}

/** The definitions the task list filters by: id and name. */
export function checkDefinitions(value: unknown): DefinitionRef[] {
  if (!Array.isArray(value)) throw badReply('process definitions');
  return value.filter((d): d is DefinitionRef => isObject(d) && typeof d.id === 'string');
}

const list = <T>(value: unknown): T[] => (Array.isArray(value) ? (value as T[]) : []);

/** A definition for the chart: its nodes with an id, and the transitions between nodes it has. */
export function checkDefinition(value: unknown): ProcessDefinition {
  const d = value as Partial<ProcessDefinition> | null;
  if (!d || typeof d !== 'object' || !Array.isArray(d.nodes)) throw badReply('process definition');
  const nodes = list<ProcessNode>(d.nodes).filter((n) => n && typeof n.id === 'string');
  const ids = new Set(nodes.map((n) => n.id));
  // A transition to a node the definition lacks cannot be drawn; it is left out rather than failing the chart.
  const transitions = list<ProcessTransition>(d.transitions).filter((t) => t && ids.has(t.from) && ids.has(t.to));
  return { id: String(d.id ?? ''), name: d.name ?? '', entity: String(d.entity ?? ''), nodes, transitions };
}

export function checkInstance(value: unknown): ProcessInstance {
  const i = value as Partial<ProcessInstance> | null;
  if (!i || typeof i !== 'object' || typeof i.id !== 'string') throw badReply('process instance');
  return {
    id: i.id,
    definitionId: String(i.definitionId ?? ''),
    entity: String(i.entity ?? ''),
    recordId: String(i.recordId ?? ''),
    title: String(i.title ?? ''),
    starter: i.starter ?? { id: '', name: '' },
    status: String(i.status ?? 'running'),
    currentNodes: strings(i.currentNodes),
    doneNodes: strings(i.doneNodes),
    path: strings(i.path),
  };
}

const text = (value: unknown): string | undefined => (typeof value === 'string' && value ? value : typeof value === 'number' ? String(value) : undefined);

function checkPerson(value: unknown): OrgPerson | null {
  const p = value as Record<string, unknown> | null;
  const id = text(p?.id);
  if (!p || !id) return null;
  return { id, name: text(p.name) ?? id, nameEn: text(p.nameEn), title: text(p.title), email: text(p.email), phone: text(p.phone) };
}

function checkDept(value: unknown, parentId: string | null): OrgDept {
  const d = value as Record<string, unknown> | null;
  const id = text(d?.id);
  if (!d || !id) throw badReply('department tree');
  const users = (Array.isArray(d.users) ? d.users : []).map(checkPerson).filter((p): p is OrgPerson => p !== null);
  const children = (Array.isArray(d.children) ? d.children : []).map((child) => checkDept(child, id));
  return { id, name: (d.name as OrgDept['name']) ?? id, parentId: text(d.parentId) ?? parentId, managerId: text(d.managerId), users, children };
}

/** The department tree: every department with an id, its people with an id. */
export function checkTree(value: unknown): OrgDept[] {
  if (!Array.isArray(value)) throw badReply('department tree');
  return value.map((d) => checkDept(d, null));
}
