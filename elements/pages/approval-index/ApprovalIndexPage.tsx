/**
 * The approval index (registry kind `approvalIndex`): the user's inbox in three tabs, waiting for
 * me, started by me and done by me, each a server-paged list with search, the counts on the tabs:
 * core/work's inbox controller (`work.openInbox`) holds them. Opening an item opens its task page
 * (use-open-task). The page config (optional `pageId`) may set `title`, `pageSize`, `openType`
 * and `taskPageId`; the query's `box` picks the first tab.
 */
import { useId, useMemo, useRef } from 'react';
import type { KeyboardEvent } from 'react';
import { useStore } from '@nanostores/react';
import { BOXES } from '../../../core/work/index.ts';
import type { Box } from '../../../core/work/index.ts';
import type { PageProps } from '../../shared/page-props.ts';
import { useConcept } from '../../shared/use-concept.ts';
import { usePageServices } from '../kit/services.ts';
import type { PageConfig, PageServices } from '../kit/services.ts';
import { PAGE_CSS } from '../kit/styles.ts';
import { pageText } from '../kit/text.ts';
import type { TextFn } from '../kit/text.ts';
import { OperationMask } from '../kit/operation-mask.tsx';
import { configSize, configText, configTitle, useWorkConfig } from '../workflow/work-config.ts';
import { WORK_CSS } from '../workflow/work-styles.ts';
import { workWords } from '../workflow/work-words.ts';
import type { WorkTextFn } from '../workflow/work-words.ts';
import { useController } from '../workflow/use-controller.ts';
import { WorkConfigWait } from '../workflow/WorkConfigWait.tsx';
import { useOpenTask } from '../workflow/use-open-task.tsx';
import { InboxList } from './InboxList.tsx';
import { Styles } from '../../shared/adopted-styles.tsx';

export default function ApprovalIndexPage(props: PageProps) {
  const services = usePageServices();
  const language = useStore(services.$language);
  const text = useMemo(() => pageText(language), [language]);
  const words = useMemo(() => workWords(language), [language]);
  const page = useWorkConfig(services, props.pageId);

  if (page.status !== 'ready') return <WorkConfigWait page={page} text={text} />;
  return <Inbox props={props} config={page.config} services={services} text={text} words={words} language={language} />;
}

interface InboxProps {
  props: PageProps;
  config: PageConfig | null;
  services: PageServices;
  text: TextFn;
  words: WorkTextFn;
  language: string;
}

function Inbox({ props, config, services, text, words, language }: InboxProps) {
  const work = useConcept('work');
  const id = useId();
  const tabs = useRef<Array<HTMLButtonElement | null>>([]);
  const inbox = useController(() => work.openInbox({ box: props.query?.box, pageSize: configSize(config) }), [work]);
  const { box } = useStore(inbox.$state);
  // Read again on each tab change, and after any work done on this core instance.
  const counts = useStore(inbox.$counts);
  const opener = useOpenTask({
    services,
    text,
    words,
    openType: configText(config, 'openType'),
    taskPageId: configText(config, 'taskPageId'),
    query: props.query,
  });
  const title = configTitle(config, language, words('approvalTitle'));

  // Native ARIA tabs: arrows, Home and End move and select, as the tabs page does.
  const onTabKey = (event: KeyboardEvent<HTMLButtonElement>, index: number) => {
    const moves: Record<string, number> = { ArrowRight: index + 1, ArrowLeft: index - 1 + BOXES.length, Home: 0, End: BOXES.length - 1 };
    if (!(event.key in moves)) return;
    event.preventDefault();
    const next = moves[event.key]! % BOXES.length;
    inbox.setBox(BOXES[next]!);
    tabs.current[next]?.focus();
  };

  return (
    <section className="entity-page approval-index" aria-label={title}>
      <Styles css={PAGE_CSS + WORK_CSS} />
      <header className="page-head">
        <h2>{title}</h2>
      </header>
      <div className="work-tabs" role="tablist" aria-label={words('boxes')}>
        {BOXES.map((name: Box, index) => {
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
              onClick={() => inbox.setBox(name)}
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
          inbox={inbox}
          text={text}
          words={words}
          language={language}
          tableId={`${id}-table`}
          onOpen={(taskId, rowTitle) => void opener.openTask(taskId, rowTitle)}
        />
      </div>
      {opener.dialog}
      <OperationMask services={services} />
    </section>
  );
}
