/** One box of the approval index: its search, its rows (the inbox controller's, paged by the server) and the pager. */
import { useMemo, useRef } from 'react';
import type { FormEvent } from 'react';
import { useStore } from '@nanostores/react';
import type { InboxController, InboxRow } from '../../../core/work/index.ts';
import { SlButton, SlInput } from '../kit/sl.ts';
import { EmptyState, ErrorState } from '../kit/states.tsx';
import type { TextFn } from '../kit/text.ts';
import { Pager } from '../list/Pager.tsx';
import { StatusFlag, WorkTime } from '../workflow/cells.tsx';
import { WorkTable } from '../workflow/WorkTable.tsx';
import type { WorkColumn } from '../workflow/WorkTable.tsx';
import { i18nText, personName } from '../workflow/work-words.ts';
import type { WorkTextFn } from '../workflow/work-words.ts';

interface Props {
  inbox: InboxController;
  text: TextFn;
  words: WorkTextFn;
  language: string;
  tableId: string;
  onOpen: (taskId: string, title: string) => void;
}

export function InboxList({ inbox, text, words, language, tableId, onOpen }: Props) {
  const { box, page, pageSize } = useStore(inbox.$state);
  const rows = useStore(inbox.$rows);
  // Read from the field itself when searching: an Enter or a click right after typing may come
  // before the render that would have held the typed text.
  const field = useRef<HTMLInputElement>(null);

  const columns = useMemo<Array<WorkColumn<InboxRow>>>(
    () => [
      { key: 'process', label: words('process'), cell: (r) => i18nText(r.processName, language) },
      { key: 'title', label: words('title'), cell: (r) => r.title },
      { key: 'starter', label: words('starter'), cell: (r) => personName(r.starter, language) },
      { key: 'node', label: words('node'), cell: (r) => i18nText(r.node?.name, language, r.node?.id) },
      { key: 'time', label: words('time'), cell: (r) => <WorkTime value={r.time} language={language} /> },
      { key: 'status', label: words('status'), cell: (r) => <StatusFlag status={r.status} words={words} /> },
    ],
    [words, language],
  );

  const submit = (event: FormEvent) => {
    event.preventDefault();
    inbox.search(field.current?.value ?? '');
  };
  const label = `${words(box)} · ${words('approvalTitle')}`;
  const data = rows.data;

  return (
    <>
      <form className="work-filters" role="search" onSubmit={submit}>
        <SlInput
          ref={field}
          type="search"
          size="small"
          clearable
          maxlength={100}
          label={words('searchWork')}
          className="work-search"
          onsl-clear={() => inbox.search('')}
        />
        <SlButton size="small" variant="primary" onClick={submit}>
          {text('search')}
        </SlButton>
      </form>
      <div className="work-table-box" aria-busy={rows.status === 'loading'}>
        {rows.status === 'error' ? (
          <ErrorState text={text} error={rows.error} onRetry={inbox.reload} />
        ) : data && data.rows.length === 0 ? (
          <EmptyState text={text} />
        ) : data ? (
          <WorkTable
            id={tableId}
            label={label}
            columns={columns}
            rows={data.rows}
            rowKey={(r) => r.taskId ?? r.instanceId}
            rowLabel={(r) => (r.taskId ? words('openItem', r.title) : undefined)}
            onOpen={(r) => r.taskId && onOpen(r.taskId, r.title)}
          />
        ) : null}
        {rows.status === 'loading' && <div className="loading-bar" role="progressbar" aria-label={text('loading')} />}
      </div>
      <Pager pageIndex={page} pageSize={pageSize} total={data?.total ?? 0} text={text} onPage={inbox.setPage} onSize={inbox.setPageSize} />
    </>
  );
}
