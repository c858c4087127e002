/**
 * The task page (registry kind `task`; the `Task` route and the messaging task paths show it):
 * the business record of the task (TaskRecord), the node's actions (TaskActions), the process
 * chart with the current node lit (the registry's `processChart`, so it appears when registered;
 * it loads when it scrolls into view, the rest of the page never waits for it),
 * and the history with the path taken. The task comes from `taskId` (prop, query, or the record
 * id the route and the approval pages give) and is core/work's task controller
 * (`work.openTask`); the page config (`pageId`, else `page-work-task`) carries
 * RIGHT_CONTROL_MODE for the approval actions.
 */
import { useCallback, useId, useMemo, useRef, useState } from 'react';
import type { ReactNode } from 'react';
import { useStore } from '@nanostores/react';
import { joinNames } from '../../../core/index.ts';
import { isInstanceLive } from '../../../core/work/index.ts';
import type { TaskDetail } from '../../../core/work/index.ts';
import type { PageProps } from '../../shared/page-props.ts';
import { useConcept } from '../../shared/use-concept.ts';
import { useConfirm } from '../kit/confirm.tsx';
import { usePageServices } from '../kit/services.ts';
import { EmptyState, ErrorState, LoadingState } from '../kit/states.tsx';
import { PAGE_CSS } from '../kit/styles.ts';
import { pageText } from '../kit/text.ts';
import type { Row } from '../kit/types.ts';
import { OperationMask } from '../kit/operation-mask.tsx';
import { WhenInView } from '../kit/when-in-view.tsx';
import { StatusFlag } from '../workflow/cells.tsx';
import { RegisteredPage } from '../workflow/RegisteredPage.tsx';
import { useWorkConfig } from '../workflow/work-config.ts';
import { WORK_CSS } from '../workflow/work-styles.ts';
import { i18nText, personName, workWords } from '../workflow/work-words.ts';
import type { WorkTextFn } from '../workflow/work-words.ts';
import { useController } from '../workflow/use-controller.ts';
import { TaskActions } from './TaskActions.tsx';
import { TaskHistory, TaskPath } from './TaskHistory.tsx';
import { TaskRecord } from './TaskRecord.tsx';
import { Styles } from '../../shared/adopted-styles.tsx';

/** The task page's own page config in the demo (RIGHT_CONTROL_MODE '1'); a host may name another. */
export const DEFAULT_TASK_PAGE = 'page-work-task';

/** The height the process chart is given before it draws (the task section's chart page minimum). */
const CHART_PLACE = 320;

export interface TaskPageProps extends PageProps {
  taskId?: string;
}

export function taskIdOf(props: TaskPageProps): string | undefined {
  return props.taskId || props.query?.taskId || props.recordId || undefined;
}

function TaskMeta({ detail, words, language }: { detail: TaskDetail; words: WorkTextFn; language: string }) {
  const { task, instance } = detail;
  const holder = task.assignee
    ? personName(task.assignee, language)
    : joinNames(
        language,
        task.candidates.map((c) => personName(c, language)),
      );
  return (
    <dl className="task-meta">
      <div>
        <dt>{words('starter')}</dt>
        <dd className="task-starter">{personName(instance.starter, language)}</dd>
      </div>
      <div>
        <dt>{isInstanceLive(instance) ? words('node') : words('lastNode')}</dt>
        <dd className="task-node">{i18nText(task.node?.name, language, task.node?.id)}</dd>
      </div>
      <div>
        <dt>{words('processStatus')}</dt>
        <dd>
          <StatusFlag status={instance.status} words={words} />
        </dd>
      </div>
      <div>
        <dt>{words('taskState')}</dt>
        <dd>
          <StatusFlag status={task.state} words={words} />
        </dd>
      </div>
      {holder && (
        <div>
          <dt>{task.assignee ? words('assignee') : words('candidates')}</dt>
          <dd className="task-holder">{holder}</dd>
        </div>
      )}
    </dl>
  );
}

export default function TaskPage(props: TaskPageProps) {
  const taskId = taskIdOf(props);
  const services = usePageServices();
  const language = useStore(services.$language);
  const text = useMemo(() => pageText(language), [language]);
  const words = useMemo(() => workWords(language), [language]);
  if (!taskId)
    return (
      <section className="entity-page task-page">
        <Styles css={PAGE_CSS + WORK_CSS} />
        <EmptyState text={text} message={words('noTaskId')} />
      </section>
    );
  return <TaskView key={taskId} props={props} taskId={taskId} />;
}

function TaskView({ props, taskId }: { props: TaskPageProps; taskId: string }) {
  const work = useConcept('work');
  const services = usePageServices();
  const language = useStore(services.$language);
  const text = useMemo(() => pageText(language), [language]);
  const words = useMemo(() => workWords(language), [language]);
  const id = useId();
  const page = useWorkConfig(services, props.pageId || props.query?.pageId, DEFAULT_TASK_PAGE);
  const { confirm, dialog } = useConfirm(text);
  const controller = useController(
    () => work.openTask({ taskId, query: props.query, confirm, onRecordSaved: (entity, recordId) => services.recordSaved(entity, recordId) }),
    [work, taskId],
  );
  const task = useStore(controller.$task);
  const values = useRef<Row | null>(null);
  const onValues = useCallback((next: Row) => {
    values.current = next;
  }, []);
  // The chart waits below the record: its place is near the top until the record's form has drawn.
  const [recordSettled, setRecordSettled] = useState(false);
  const onRecordSettled = useCallback(() => setRecordSettled(true), []);

  const frame = (body: ReactNode) => (
    <section className="entity-page task-page">
      <Styles css={PAGE_CSS + WORK_CSS} />
      {body}
    </section>
  );
  if (page.status === 'error') return frame(<ErrorState text={text} error={page.error} onRetry={page.retry} />);
  if (task.status === 'error') return frame(<ErrorState text={text} error={task.error} onRetry={controller.reload} />);
  const detail = task.data;
  if (page.status === 'loading' || !detail) return frame(<LoadingState text={text} />);

  const mode = page.config?.record.RIGHT_CONTROL_MODE;
  const states = controller.states(detail, mode);
  const rightHint = Object.values(states).includes('disable') && !controller.holdsApproveRight();
  const { instance, definition } = detail;
  const title = `${i18nText(definition.name, language, definition.id)} · ${instance.title}`;
  // A new path or node draws the chart afresh (the chart reads the instance once per id).
  const chartKey = `${instance.id}|${instance.status}|${instance.path.join(',')}|${instance.currentNodes.join(',')}`;

  return (
    <section className="entity-page task-page" aria-labelledby={`${id}-title`} data-task={detail.task.taskId} data-state={detail.task.state}>
      <Styles css={PAGE_CSS + WORK_CSS} />
      <header className="page-head">
        <h2 id={`${id}-title`}>{title}</h2>
      </header>
      <TaskMeta detail={detail} words={words} language={language} />
      <section className="task-section task-record" aria-labelledby={`${id}-record`}>
        <h3 id={`${id}-record`}>{words('record')}</h3>
        <TaskRecord detail={detail} task={controller} text={text} onValues={onValues} onSettled={onRecordSettled} />
      </section>
      <TaskActions
        detail={detail}
        task={controller}
        states={states}
        rightHint={rightHint}
        services={services}
        text={text}
        words={words}
        language={language}
        values={values}
        headingId={`${id}-actions`}
      />
      <section className="task-section task-chart" aria-labelledby={`${id}-chart`}>
        <h3 id={`${id}-chart`}>{words('chart')}</h3>
        <TaskPath definition={definition} instance={instance} words={words} language={language} />
        {/* Below the fold on most screens: its chunk and its call wait until it scrolls into view. */}
        <WhenInView height={CHART_PLACE} className="task-chart-place" armed={recordSettled}>
          <RegisteredPage key={chartKey} text={text} props={{ kind: 'processChart', instanceId: instance.id, query: { instanceId: instance.id } }} />
        </WhenInView>
      </section>
      <section className="task-section task-history-box" aria-labelledby={`${id}-history`}>
        <h3 id={`${id}-history`}>{words('history')}</h3>
        <TaskHistory history={detail.history} words={words} language={language} label={words('history')} />
      </section>
      {dialog}
      <OperationMask services={services} />
    </section>
  );
}
