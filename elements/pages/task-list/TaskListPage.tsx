/**
 * The task list (registry kind `taskList`): the user's approval tasks and plain to-dos, filtered
 * by process and state and paged by the server: core/work's task list controller
 * (`work.openTaskList`) holds them; a row opens its task page as the approval index does. The
 * page config (optional `pageId`) may set `title`, `pageSize`, `openType` and `taskPageId`; the
 * query's `state` and `processId` are the first filters.
 */
import { useId, useMemo } from 'react';
import { useStore } from '@nanostores/react';
import { TASK_STATES } from '../../../core/work/index.ts';
import type { TaskRow, TaskState } from '../../../core/work/index.ts';
import type { PageProps } from '../../shared/page-props.ts';
import { useConcept } from '../../shared/use-concept.ts';
import { usePageServices } from '../kit/services.ts';
import type { PageConfig, PageServices } from '../kit/services.ts';
import { SlOption, SlSelect } from '../kit/sl.ts';
import { EmptyState, ErrorState } from '../kit/states.tsx';
import { PAGE_CSS } from '../kit/styles.ts';
import { pageText } from '../kit/text.ts';
import type { TextFn } from '../kit/text.ts';
import { OperationMask } from '../kit/operation-mask.tsx';
import { Pager } from '../list/Pager.tsx';
import { StatusFlag, WorkTime } from '../workflow/cells.tsx';
import { configSize, configText, configTitle, useWorkConfig } from '../workflow/work-config.ts';
import { WORK_CSS } from '../workflow/work-styles.ts';
import { WorkTable } from '../workflow/WorkTable.tsx';
import type { WorkColumn } from '../workflow/WorkTable.tsx';
import { i18nText, workWords } from '../workflow/work-words.ts';
import type { WorkTextFn } from '../workflow/work-words.ts';
import { useController } from '../workflow/use-controller.ts';
import { WorkConfigWait } from '../workflow/WorkConfigWait.tsx';
import { useOpenTask } from '../workflow/use-open-task.tsx';
import { Styles } from '../../shared/adopted-styles.tsx';

const STATE_WORDS = { open: 'stateOpen', done: 'stateDone', all: 'stateAll' } as const;
// Shoelace's select takes an empty value for "nothing chosen": every process has a value of its own.
const ALL_PROCESSES = 'all-processes';

export default function TaskListPage(props: PageProps) {
  const services = usePageServices();
  const language = useStore(services.$language);
  const text = useMemo(() => pageText(language), [language]);
  const words = useMemo(() => workWords(language), [language]);
  const page = useWorkConfig(services, props.pageId);

  if (page.status !== 'ready') return <WorkConfigWait page={page} text={text} />;
  return <TaskList props={props} config={page.config} services={services} text={text} words={words} language={language} />;
}

interface TaskListProps {
  props: PageProps;
  config: PageConfig | null;
  services: PageServices;
  text: TextFn;
  words: WorkTextFn;
  language: string;
}

function TaskList({ props, config, services, text, words, language }: TaskListProps) {
  const work = useConcept('work');
  const id = useId();
  const list = useController(() => work.openTaskList({ state: props.query?.state, processId: props.query?.processId, pageSize: configSize(config) }), [work]);
  const { state, processId, page: pageIndex, pageSize: size } = useStore(list.$state);
  const definitions = useStore(list.$definitions);
  const tasks = useStore(list.$tasks);
  const opener = useOpenTask({
    services,
    text,
    words,
    openType: configText(config, 'openType'),
    taskPageId: configText(config, 'taskPageId'),
    query: props.query,
  });

  const columns = useMemo<Array<WorkColumn<TaskRow>>>(
    () => [
      { key: 'process', label: words('process'), cell: (r) => i18nText(r.processName, language) },
      { key: 'title', label: words('title'), cell: (r) => r.title },
      { key: 'kind', label: words('kind'), cell: (r) => words(r.kind === 'todo' ? 'kindTodo' : 'kindApproval') },
      { key: 'node', label: words('node'), cell: (r) => i18nText(r.node?.name, language, r.node?.id) },
      { key: 'state', label: words('state'), cell: (r) => <StatusFlag status={r.state} words={words} /> },
      { key: 'created', label: words('created'), cell: (r) => <WorkTime value={r.created} language={language} /> },
      { key: 'due', label: words('due'), cell: (r) => <WorkTime value={r.due} language={language} /> },
    ],
    [words, language],
  );

  const title = configTitle(config, language, words('taskListTitle'));
  const data = tasks.data;

  return (
    <section className="entity-page task-list" aria-label={title}>
      <Styles css={PAGE_CSS + WORK_CSS} />
      <header className="page-head">
        <h2>{title}</h2>
      </header>
      <div className="work-filters" role="search" aria-controls={id}>
        {/* Keyed by the language: Shoelace keeps a chosen option's text from when it was chosen. */}
        <SlSelect
          key={`process-${language}`}
          size="small"
          className="process-filter"
          label={words('process')}
          value={processId || ALL_PROCESSES}
          hoist
          onsl-change={(e: Event) => {
            const value = (e.target as HTMLInputElement).value;
            list.setProcess(value === ALL_PROCESSES ? '' : value);
          }}
        >
          <SlOption value={ALL_PROCESSES}>{words('allProcesses')}</SlOption>
          {(definitions.data ?? []).map((d) => (
            <SlOption key={d.id} value={d.id}>
              {i18nText(d.name, language, d.id)}
            </SlOption>
          ))}
        </SlSelect>
        <SlSelect
          key={`state-${language}`}
          size="small"
          className="state-filter"
          label={words('state')}
          value={state}
          hoist
          onsl-change={(e: Event) => {
            list.setState((e.target as HTMLInputElement).value as TaskState);
          }}
        >
          {TASK_STATES.map((s) => (
            <SlOption key={s} value={s}>
              {words(STATE_WORDS[s])}
            </SlOption>
          ))}
        </SlSelect>
      </div>
      {definitions.status === 'error' && (
        <p className="muted" role="status">
          {definitions.error?.message}
        </p>
      )}
      <div className="work-table-box" aria-busy={tasks.status === 'loading'}>
        {tasks.status === 'error' ? (
          <ErrorState text={text} error={tasks.error} onRetry={list.reload} />
        ) : data && data.rows.length === 0 ? (
          <EmptyState text={text} />
        ) : data ? (
          <WorkTable
            id={id}
            label={title}
            columns={columns}
            rows={data.rows}
            rowKey={(r) => r.taskId}
            rowLabel={(r) => words('openItem', r.title)}
            onOpen={(r) => void opener.openTask(r.taskId, r.title)}
          />
        ) : null}
        {tasks.status === 'loading' && <div className="loading-bar" role="progressbar" aria-label={text('loading')} />}
      </div>
      <Pager pageIndex={pageIndex} pageSize={size} total={data?.total ?? 0} text={text} onPage={list.setPage} onSize={list.setPageSize} />
      {opener.dialog}
      <OperationMask services={services} />
    </section>
  );
}
