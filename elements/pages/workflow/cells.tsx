/** Cells shared by the approval index and the task list: names, statuses, times. */
import { formatDate } from '../kit/format.ts';
import type { WorkTextFn, WorkWord } from './work-words.ts';

const STATUS_WORDS: Record<string, WorkWord> = {
  running: 'running',
  approved: 'approved',
  rejected: 'rejected',
  withdrawn: 'withdrawn',
  open: 'stateOpen',
  done: 'stateDone',
};

export function StatusFlag({ status, words }: { status: string; words: WorkTextFn }) {
  const word = STATUS_WORDS[status];
  return (
    <span className={`work-status ${status}`} data-status={status}>
      {word ? words(word) : status}
    </span>
  );
}

/** The server's times (`YYYY-MM-DD HH:mm:ss`, UTC) in the reader's time zone, to the minute. */
export function WorkTime({ value }: { value: string | undefined; language?: string }) {
  if (!value) return null;
  const date = new Date(`${value.replace(' ', 'T')}Z`);
  if (Number.isNaN(date.getTime())) return <span>{value}</span>;
  // Written as lists and reports write times, in either language.
  const shown = formatDate(date, 'YYYY-MM-DD HH:mm');
  return <time dateTime={date.toISOString()}>{shown}</time>;
}
