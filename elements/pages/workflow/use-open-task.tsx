/**
 * Opening a task page from a row of the approval index or the task list, the way the list page
 * opens records: core/work's `openTaskPage`, an `open` operation through core's action runner
 * (selection, submit lock, loading mask), its page going to the workspace (a tab by default, or
 * the page config's `openType`: popup, drawer...), or, for a page without a workspace, to a
 * dialog of its own.
 */
import { useState } from 'react';
import type { ReactNode } from 'react';
import { useConcept } from '../../shared/use-concept.ts';
import type { OpenTarget, PageServices } from '../kit/services.ts';
import { SlDialog } from '../kit/sl.ts';
import type { TextFn } from '../kit/text.ts';
import { RegisteredPage } from './RegisteredPage.tsx';
import type { WorkTextFn } from './work-words.ts';

export interface OpenTaskOptions {
  services: PageServices;
  text: TextFn;
  words: WorkTextFn;
  /** The page config's `openType` for task pages (none: a tab). */
  openType?: number | string;
  /** The page config (FM_PAGE_CONFIG) the task page uses; none: the task page's default. */
  taskPageId?: string;
  query?: Record<string, string>;
}

export function useOpenTask({ services, text, words, openType, taskPageId, query }: OpenTaskOptions) {
  const work = useConcept('work');
  const [own, setOwn] = useState<OpenTarget | null>(null);

  async function openTask(taskId: string, title: string): Promise<void> {
    await work.openTaskPage({
      taskId,
      title: title || words('taskTitle'),
      openType,
      pageId: taskPageId,
      query,
      open: (target) => {
        if (!services.open(target)) setOwn(target);
      },
    });
  }

  const dialog: ReactNode = own ? (
    <SlDialog
      open
      className="form-dialog task-dialog"
      label={own.title ?? words('taskTitle')}
      onsl-request-close={(e: Event) => {
        if (e.target === e.currentTarget) setOwn(null);
      }}
    >
      <RegisteredPage text={text} props={{ kind: 'task', pageId: own.pageId, recordId: own.recordId, query: own.query, onClose: () => setOwn(null) }} />
    </SlDialog>
  ) : null;

  return { openTask, dialog };
}
