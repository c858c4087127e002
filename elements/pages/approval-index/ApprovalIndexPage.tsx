/**
 * The approval index (registry kind `approvalIndex`): the user's inbox in three tabs, waiting for
 * me, started by me and done by me, each a server-paged list with search (PROCESS `inbox`), the
 * counts on the tabs (PROCESS `counts`). Opening an item opens its task page (use-open-task).
 * The page config (optional `pageId`) may set `title`, `pageSize`, `openType` and `taskPageId`;
 * the query's `box` picks the first tab.
 */
import { useMemo, useRef, useState } from 'react';
import type { KeyboardEvent } from 'react';
import { useStore } from '@nanostores/react';
import type { PageProps } from '../../shared/page-props.ts';
import { usePageServices } from '../kit/services.ts';
import { ErrorState, LoadingState } from '../kit/states.tsx';
import { PAGE_CSS } from '../kit/styles.ts';
import { pageText } from '../kit/text.ts';
import { OperationMask } from '../kit/operation-mask.tsx';
import { checkCounts, processCall } from '../workflow/work-calls.ts';
import type { Box, Counts } from '../workflow/work-calls.ts';
import { configSize, configText, configTitle, useWorkConfig } from '../workflow/work-config.ts';
import { WORK_CSS } from '../workflow/work-styles.ts';
import { workWords } from '../workflow/work-words.ts';
import { useWorkData } from '../workflow/use-work-data.ts';
import { useOpenTask } from '../workflow/use-open-task.tsx';
import { InboxList } from './InboxList.tsx';
import { Styles } from '../../shared/adopted-styles.tsx';

const BOXES: Box[] = ['waiting', 'started', 'done'];
let uid = 0;

export default function ApprovalIndexPage(props: PageProps) {
  const services = usePageServices();
  const language = useStore(services.$language);
  const text = useMemo(() => pageText(language), [language]);
  const words = useMemo(() => workWords(language), [language]);
  const page = useWorkConfig(services, props.pageId);
  const first = props.query?.box as Box | undefined;
  const [box, setBox] = useState<Box>(first && BOXES.includes(first) ? first : 'waiting');
  const id = useRef(`approvals-${++uid}`).current;
  const tabs = useRef<Array<HTMLButtonElement | null>>([]);
  // Read again on each tab change, and after any work done on this core instance.
  const counts = useWorkData<Counts>(services, (signal) => processCall<unknown>(services, 'counts', {}, signal).then(checkCounts), `counts:${box}`);
  const opener = useOpenTask({
    services,
    text,
    words,
    openType: configText(page.config, 'openType'),
    taskPageId: configText(page.config, 'taskPageId'),
    query: props.query,
  });

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
  const title = configTitle(page.config, language, words('approvalTitle'));

  // Native ARIA tabs: arrows, Home and End move and select, as the tabs page does.
  const onTabKey = (event: KeyboardEvent<HTMLButtonElement>, index: number) => {
    const moves: Record<string, number> = { ArrowRight: index + 1, ArrowLeft: index - 1 + BOXES.length, Home: 0, End: BOXES.length - 1 };
    if (!(event.key in moves)) return;
    event.preventDefault();
    const next = moves[event.key]! % BOXES.length;
    setBox(BOXES[next]!);
    tabs.current[next]?.focus();
  };

  return (
    <section className="entity-page approval-index" aria-label={title}>
      <Styles css={PAGE_CSS + WORK_CSS} />
      <header className="page-head">
        <h2>{title}</h2>
      </header>
      <div className="work-tabs" role="tablist" aria-label={words('boxes')}>
        {BOXES.map((name, index) => {
          const count = counts.data?.[name];
          return (
            <button
              key={name}
              type="button"
              role="tab"
              className="work-tab"
              id={`${id}-tab-${name}`}
              data-box={name}
              ref={(el) => {
                tabs.current[index] = el;
              }}
              aria-selected={box === name}
              aria-controls={`${id}-panel`}
              tabIndex={box === name ? 0 : -1}
              onClick={() => setBox(name)}
              onKeyDown={(e) => onTabKey(e, index)}
            >
              {words(name)}
              {count !== undefined && (
                <span className="work-count" data-count={count} aria-label={words('boxCount', words(name), count)}>
                  {count}
                </span>
              )}
            </button>
          );
        })}
      </div>
      <div role="tabpanel" id={`${id}-panel`} aria-labelledby={`${id}-tab-${box}`} className="work-panel">
        <InboxList
          key={box}
          box={box}
          services={services}
          text={text}
          words={words}
          language={language}
          pageSize={configSize(page.config)}
          tableId={`${id}-table`}
          onOpen={(taskId, rowTitle) => void opener.openTask(taskId, rowTitle)}
        />
      </div>
      {opener.dialog}
      <OperationMask services={services} />
    </section>
  );
}
