/** Cells shared by the approval index and the task list: names, statuses, times. */
import type { WorkTextFn, WorkWord } from './work-words.ts';

const STATUS_WORDS: Record<string, WorkWord> = {
  running: 'running', approved: 'approved', rejected: 'rejected', withdrawn: 'withdrawn', open: 'stateOpen', done: 'stateDone',
};

export function StatusFlag({ status, words }: { status: string; words: WorkTextFn }) {
  const word = STATUS_WORDS[status];
  return <span className={`work-status ${status}`} data-status={status}>{word ? words(word) : status}</span>;
}

/** The server's times (`YYYY-MM-DD HH:mm:ss`, UTC) in the reader's time zone, to the minute. */
export function WorkTime({ value, language }: { value: string | undefined; language: string }) {
  if (!value) return null;
  const date = new Date(`${value.replace(' ', 'T')}Z`);
  if (Number.isNaN(date.getTime())) return <span>{value}</span>;
  const shown = date.toLocaleString(language === '011' ? 'en-US' : 'zh-CN', { year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', hour12: false });
  return <time dateTime={date.toISOString()}>{shown}</time>;
}
