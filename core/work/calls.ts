/**
 * The typed workflow and organisation calls: one named function per platform call, its reply
 * checked (checks.ts). Every call is silent: the pages show the error where the data would be.
 */
import type { Http } from '../http/index.ts';
import { checkCounts, checkDefinition, checkDefinitions, checkInstance, checkPage, checkTaskDetail, checkTree, isInboxRow, isTaskRow } from './checks.ts';
import { DEPT_ENTITY, PROCESS_ENTITY } from './types.ts';
import type {
  Box,
  Counts,
  DefinitionRef,
  HistoryEntry,
  InboxRow,
  OrgDept,
  ProcessChartData,
  ProcessDefinition,
  ProcessInstance,
  TaskDetail,
  TaskRow,
  TaskState,
  WorkPage,
  WorkUser,
} from './types.ts';

type Row = Record<string, unknown>;

export interface InboxQuery {
  box: Box;
  page: number;
  pageSize: number;
  /** Plain text matched against the title, the starter's names and the process name (≤ 100 characters). */
  search?: string;
}

export interface TasksQuery {
  state: TaskState;
  page: number;
  pageSize: number;
  processId?: string;
}

/** What the chart shows: a definition by id, or an instance (with its definition) by id; an instance wins. */
export interface ChartIds {
  definitionId?: string;
  instanceId?: string;
}

export interface WorkCalls {
  /** `GET counts`: the caller's waiting, started and done counts. */
  counts(signal?: AbortSignal): Promise<Counts>;
  /** `POST inbox`: a page of one box of the approval index. */
  inbox(query: InboxQuery, signal?: AbortSignal): Promise<WorkPage<InboxRow>>;
  /** `POST tasks`: a page of the caller's approval tasks and to-dos. */
  tasks(query: TasksQuery, signal?: AbortSignal): Promise<WorkPage<TaskRow>>;
  /** `GET definitions`: the process definitions (id and name). */
  definitions(signal?: AbortSignal): Promise<DefinitionRef[]>;
  /** `GET definition?id=`: one definition with its nodes and transitions. */
  definition(id: string, signal?: AbortSignal): Promise<ProcessDefinition>;
  /** `GET instance?instanceId=`: an instance with its definition and history. */
  instance(instanceId: string, signal?: AbortSignal): Promise<{ instance: ProcessInstance; definition: ProcessDefinition; history: HistoryEntry[] }>;
  /** `GET task?taskId=`: the task, its record, what the caller may do now and the history. */
  task(taskId: string, signal?: AbortSignal): Promise<TaskDetail>;
  /** The chart's data: `instance` when an instance is named, else `definition`. */
  chart(ids: ChartIds, signal?: AbortSignal): Promise<ProcessChartData>;
  /**
   * `POST approve` (on the starter's to-do: resubmit), `version` the record's version the page
   * showed (a stale one is `error.conflict`), `values` the editable fields and LOG_VERSION.
   */
  approve(input: { taskId: string; version?: number | null; comment?: string; values?: Row }): Promise<ProcessInstance>;
  /** `POST reject`: back to the starter (default) or an earlier task node; `version` as for approve. */
  reject(input: { taskId: string; version?: number | null; comment: string; to?: string }): Promise<ProcessInstance>;
  /** `POST withdraw`: the starter takes the request back (status `withdrawn`, the record free again). */
  withdraw(input: { instanceId: string; comment?: string }): Promise<ProcessInstance>;
  /** `POST handover`: the task is offered to that user only. */
  handover(input: { taskId: string; userId: string; comment?: string }): Promise<{ taskId: string; assignee: WorkUser }>;
  /** `POST comment` on an instance. */
  comment(input: { instanceId: string; comment: string }): Promise<{ history: HistoryEntry[] }>;
  /** `GET FM_DEPT/tree`: the departments with their people, checked. */
  departmentTree(signal?: AbortSignal): Promise<OrgDept[]>;
}

export function createWorkCalls(http: Pick<Http, 'request'>): WorkCalls {
  const get = <T>(action: string, params: Record<string, string>, signal?: AbortSignal) =>
    http.request<T>({ entity: PROCESS_ENTITY, action, method: 'GET', params, process: true, silent: true, signal });
  const post = <T>(action: string, data: Row, signal?: AbortSignal) =>
    http.request<T>({ entity: PROCESS_ENTITY, action, method: 'POST', data, process: true, silent: true, signal });
  const defined = (input: Row): Row => Object.fromEntries(Object.entries(input).filter(([, value]) => value !== undefined));

  const calls: WorkCalls = {
    counts: async (signal) => checkCounts(await get<unknown>('counts', {}, signal)),
    inbox: async ({ box, page, pageSize, search }, signal) =>
      checkPage<InboxRow>(await post<unknown>('inbox', { box, page, pageSize, ...(search ? { search } : {}) }, signal), 'inbox', isInboxRow),
    tasks: async ({ state, page, pageSize, processId }, signal) =>
      checkPage<TaskRow>(await post<unknown>('tasks', { state, page, pageSize, ...(processId ? { processId } : {}) }, signal), 'tasks', isTaskRow),
    definitions: async (signal) => checkDefinitions(await get<unknown>('definitions', {}, signal)),
    definition: async (id, signal) => checkDefinition(await get<unknown>('definition', { id }, signal)),
    async instance(instanceId, signal) {
      const reply = await get<{ instance?: unknown; definition?: unknown; history?: unknown } | null>('instance', { instanceId }, signal);
      const history = Array.isArray(reply?.history) ? (reply.history as HistoryEntry[]) : [];
      return { definition: checkDefinition(reply?.definition), instance: checkInstance(reply?.instance), history };
    },
    task: async (taskId, signal) => checkTaskDetail(await get<unknown>('task', { taskId }, signal)),
    async chart(ids, signal) {
      if (ids.instanceId) {
        const { definition, instance } = await calls.instance(ids.instanceId, signal);
        return { definition, instance };
      }
      return { definition: await calls.definition(ids.definitionId ?? '', signal), instance: null };
    },
    approve: (input) => post('approve', defined(input)),
    reject: (input) => post('reject', defined(input)),
    handover: (input) => post('handover', defined(input)),
    withdraw: (input) => post('withdraw', defined(input)),
    comment: (input) => post('comment', input),
    departmentTree: async (signal) => checkTree(await http.request<unknown>({ entity: DEPT_ENTITY, action: 'tree', method: 'GET', silent: true, signal })),
  };
  return calls;
}
