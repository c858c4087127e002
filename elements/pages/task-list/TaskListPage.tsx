/**
 * The task list (registry kind `taskList`): the user's approval tasks and plain to-dos (PROCESS
 * `tasks`, paged by the server), filtered by process (PROCESS `definitions`) and state; a row
 * opens its task page as the approval index does. The page config (optional `pageId`) may set
 * `title`, `pageSize`, `openType` and `taskPageId`; the query's `state` and `processId` are the
 * first filters.
 */
import { useMemo, useRef, useState } from 'react';
import { useStore } from '@nanostores/react';
import type { PageProps } from '../../shared/page-props.ts';
import { usePageServices } from '../kit/services.ts';
import { SlOption, SlSelect } from '../kit/sl.ts';
import { EmptyState, ErrorState, LoadingState } from '../kit/states.tsx';
import { PAGE_CSS } from '../kit/styles.ts';
import { pageText } from '../kit/text.ts';
import { OperationMask } from '../kit/operation-mask.tsx';
import { Pager } from '../list/Pager.tsx';
import { StatusFlag, WorkTime } from '../workflow/cells.tsx';
import { checkDefinitions, checkPage, isTaskRow, processCall } from '../workflow/work-calls.ts';
import type { I18nLabel, Page, TaskRow } from '../workflow/work-calls.ts';
import { configSize, configText, configTitle, useWorkConfig } from '../workflow/work-config.ts';
import { WORK_CSS } from '../workflow/work-styles.ts';
import { WorkTable } from '../workflow/WorkTable.tsx';
import type { WorkColumn } from '../workflow/WorkTable.tsx';
import { i18nText, workWords } from '../workflow/work-words.ts';
import { useOpenTask } from '../workflow/use-open-task.tsx';
import { useWorkData } from '../workflow/use-work-data.ts';
import { Styles } from '../../shared/adopted-styles.tsx';

type State = 'open' | 'done' | 'all';
const STATES: State[] = ['open', 'done', 'all'];
const STATE_WORDS = { open: 'stateOpen', done: 'stateDone', all: 'stateAll' } as const;
// Shoelace's select takes an empty value for "nothing chosen": every process has a value of its own.
const ALL_PROCESSES = 'all-processes';
let uid = 0;

export default function TaskListPage(props: PageProps) {
  const services = usePageServices();
  const language = useStore(services.$language);
  const text = useMemo(() => pageText(language), [language]);
  const words = useMemo(() => workWords(language), [language]);
  const page = useWorkConfig(services, props.pageId);
  const asked = props.query?.state as State | undefined;
  const [state, setState] = useState<State>(asked && STATES.includes(asked) ? asked : 'open');
  const [processId, setProcessId] = useState(props.query?.processId ?? '');
  const [pageIndex, setPageIndex] = useState(1);
  const [pageSize, setPageSize] = useState<number | null>(null);
  const id = useRef(`tasks-${++uid}`).current;
  const size = pageSize ?? configSize(page.config);

  const definitions = useWorkData<Array<{ id: string; name: I18nLabel }>>(
    services,
    (signal) => processCall<unknown>(services, 'definitions', {}, signal).then(checkDefinitions),
    'definitions',
  );
  const tasks = useWorkData<Page<TaskRow>>(
    services,
    (signal) =>
      processCall<unknown>(services, 'tasks', { post: { state, page: pageIndex, pageSize: size, ...(processId ? { processId } : {}) } }, signal).then((reply) =>
        checkPage<TaskRow>(reply, 'tasks', isTaskRow),
      ),
    `${state}|${processId}|${pageIndex}|${size}`,
  );
  const opener = useOpenTask({
    services,
    text,
    words,
    openType: configText(page.config, 'openType'),
    taskPageId: configText(page.config, 'taskPageId'),
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

  if (page.status === 'loading')
    return (
      <section className="entity-page">
        <Styles css={PAGE_CSS} />
        <LoadingState text={text} />
      </section>
    );
  if (page.status === 'error')
    return (
      <section className="entity-page">
        <Styles css={PAGE_CSS} />
        <ErrorState text={text} error={page.error} onRetry={page.retry} />
      </section>
    );
  const title = configTitle(page.config, language, words('taskListTitle'));
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
            setProcessId(value === ALL_PROCESSES ? '' : value);
            setPageIndex(1);
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
            setState((e.target as HTMLInputElement).value as State);
            setPageIndex(1);
          }}
        >
          {STATES.map((s) => (
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
          <ErrorState text={text} error={tasks.error} onRetry={tasks.reload} />
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
      <Pager
        pageIndex={pageIndex}
        pageSize={size}
        total={data?.total ?? 0}
        text={text}
        onPage={setPageIndex}
        onSize={(next) => {
          setPageSize(Math.min(next, 200));
          setPageIndex(1);
        }}
      />
      {opener.dialog}
      <OperationMask services={services} />
    </section>
  );
}
