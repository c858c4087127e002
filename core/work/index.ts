/**
 * Work (`platform.work`): the workflow's typed calls (docs/server-contract.md "Workflow", under
 * `/process/v1`) and the organisation tree (`FM_DEPT/tree`), and the controllers of the work
 * pages: the approval index (`openInbox`), the task list (`openTaskList`), the counts
 * (`openCounts`) and a task with its actions (`openTask`). An action done on one task makes
 * every controller of the instance read again (`$changed`). Wired with the page concepts.
 */
import { atom } from 'nanostores';
import type { ReadableAtom } from 'nanostores';
import type { ActionInput, ActionResult, Operate, OperateVisibility, OpenRequest } from '../actions/index.ts';
import type { Drafts } from '../drafts/index.ts';
import type { Http } from '../http/index.ts';
import type { Meta } from '../meta/index.ts';
import type { PlatformContext } from '../instance/context.ts';
import { createWorkCalls } from './calls.ts';
import type { WorkCalls } from './calls.ts';
import { openCounts, openInbox, openTaskList } from './inbox.ts';
import type { CountsController, InboxController, InboxOptions, TaskListController, TaskListOptions } from './inbox.ts';
import { openTaskController } from './task.ts';
import type { OpenTaskOptions, TaskController } from './task.ts';
import { PROCESS_ENTITY } from './types.ts';
import type { TaskAction } from './types.ts';

export interface WorkDeps {
  http: Pick<Http, 'request'>;
  /** The action runner (core/actions): the task's actions and the opening of a task page run through it. */
  actions: {
    run(operate: Operate, input: ActionInput): Promise<ActionResult>;
    visibility(operate: Operate, entityCode: string, mode: string | undefined): OperateVisibility;
  };
  drafts?: Pick<Drafts, 'keyFor' | 'remove'>;
  /** The task record's edit page and the entity's attributes (core/meta, cached). */
  meta: Pick<Meta, 'getPageConfig' | 'getMeta'>;
}

/** The last work done on this instance. */
export interface WorkChange {
  action: TaskAction;
  taskId: string;
  /** Counts up with each change, so the same action twice is a change too. */
  serial: number;
}

export interface OpenTaskPage {
  taskId: string;
  /** The row's title (the page's title); '' for the default. */
  title: string;
  /** The page config's `openType` for task pages (none: a tab). */
  openType?: number | string;
  /** The page config (FM_PAGE_CONFIG) the task page uses; none: the task page's default. */
  pageId?: string;
  query?: Record<string, string>;
  /** Opens the page for this run instead of the router (a page without a workspace opens its own dialog). */
  open?: (request: OpenRequest) => unknown;
}

export interface Work extends WorkCalls {
  /** The last work done on this instance (null before any); the work controllers follow it. */
  $changed: ReadableAtom<WorkChange | null>;
  /** The approval index: boxes, counts, a box's rows searched and paged. */
  openInbox(options?: InboxOptions): InboxController;
  /** The task list: tasks by state and process, paged, and the definitions to filter by. */
  openTaskList(options?: TaskListOptions): TaskListController;
  /** The counts alone (the home page). */
  openCounts(): CountsController;
  /** One task, its record and history, and its actions. */
  openTask(options: OpenTaskOptions): TaskController;
  /**
   * Opens a task's page as a list opens a record: an `open` operation (flag `task`) through the
   * action runner (submit lock, loading mask), to the workspace or the run's own `open`.
   */
  openTaskPage(input: OpenTaskPage): Promise<ActionResult>;
}

export function createWork(context: PlatformContext, deps: WorkDeps): Work {
  const calls = createWorkCalls(deps.http);
  const $changed = atom<WorkChange | null>(null);
  const onChange = (listener: () => void) => $changed.listen(() => listener());
  const lists = { calls, onChange };
  let serial = 0;

  return {
    ...calls,
    $changed,
    openInbox: (options) => openInbox(lists, options),
    openTaskList: (options) => openTaskList(lists, options),
    openCounts: () => openCounts(lists),
    openTask: (options) =>
      openTaskController(
        {
          calls,
          run: deps.actions.run,
          visibility: deps.actions.visibility,
          drafts: deps.drafts,
          language: () => context.state.$language.get(),
          changed: ({ action, taskId }) => $changed.set({ action, taskId, serial: ++serial }),
          onChange,
          record: {
            content: async (pageId) => ((await deps.meta.getPageConfig({ pageId })).definition.CONTENT ?? {}) as { fields?: unknown; fieldScope?: unknown },
            attributes: async (entity) => (await deps.meta.getMeta(entity)).attributes.map((attribute) => attribute.name),
          },
        },
        options,
      ),
    openTaskPage({ taskId, title, openType, pageId, query, open }) {
      const operate: Operate = {
        name: 'openTask',
        label: title,
        type: 'open',
        flag: 'task',
        needSelect: 1,
        openType,
        pageId,
        params: { id: '#[taskId]', taskId: '#[taskId]' },
      };
      const row = { taskId };
      return deps.actions.run(operate, {
        entity: PROCESS_ENTITY,
        entityId: PROCESS_ENTITY,
        rows: [row],
        row,
        keyName: 'taskId',
        query,
        confirm: async () => true,
        open,
      });
    },
  };
}

export { createWorkCalls } from './calls.ts';
export { checkCounts, checkDefinition, checkDefinitions, checkInstance, checkPage, checkTaskDetail, checkTree } from './checks.ts';
export { createLoad } from './load.ts';
export { MAX_PAGE_SIZE, MAX_SEARCH } from './inbox.ts';
export { actionStates, editedValues, versionSeen } from './task.ts';
export { limitToEditable } from './record.ts';
export type { EditFieldConfig, EditOverride, RecordSources } from './record.ts';
export { departmentName, i18nText, personFullName, personName } from './names.ts';
export { APPROVE_RIGHT, BOXES, DEPT_ENTITY, PROCESS_ENTITY, TASK_STATES } from './types.ts';
export type { ChartIds, InboxQuery, TasksQuery, WorkCalls } from './calls.ts';
export type { Load, Loaded } from './load.ts';
export type {
  CountsController,
  InboxController,
  InboxOptions,
  InboxState,
  ListControllerDeps,
  TaskListController,
  TaskListOptions,
  TaskListState,
} from './inbox.ts';
export type { ActionShown, ActionStates, OpenTaskOptions, TaskActionResult, TaskController, TaskControllerDeps } from './task.ts';
export type {
  Box,
  Counts,
  DefinitionRef,
  HistoryEntry,
  I18nLabel,
  InboxRow,
  NodeRef,
  OrgDept,
  OrgPerson,
  ProcessChartData,
  ProcessDefinition,
  ProcessInstance,
  ProcessNode,
  ProcessTransition,
  TaskAction,
  TaskDetail,
  TaskRow,
  TaskState,
  WorkPage,
  WorkUser,
} from './types.ts';
