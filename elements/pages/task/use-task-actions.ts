/**
 * The task's actions as operations of core's action runner (confirm, submit lock, loading mask,
 * the server's errors of spec §8 and the success message): each posts to its process call
 * (`process: true`: approve, reject, handover, comment under /process/v1). The values go in as
 * the row and the params name them whole (`#[comment]`), so typed text is sent as typed, never
 * read for placeholders.
 */
import { useRef } from 'react';
import type { PageServices } from '../kit/services.ts';
import type { Operate, Row } from '../kit/types.ts';
import { PROCESS_ENTITY, PROCESS_META } from '../workflow/work-calls.ts';
import type { TaskAction, TaskDetail } from '../workflow/work-calls.ts';

export interface RunOptions {
  /** Asked first through the runner's confirm step. */
  confirm?: string;
}

export function useTaskActions(services: PageServices, detail: TaskDetail, confirm: (message: string) => Promise<boolean>, query?: Record<string, string>) {
  const latest = useRef(detail);
  latest.current = detail;

  async function run(action: TaskAction, values: Row, options: RunOptions = {}): Promise<boolean> {
    const { task, instance, record } = latest.current;
    const defined = Object.fromEntries(Object.entries(values).filter(([, value]) => value !== undefined));
    // A comment is on the instance; every other action on the task.
    const target = action === 'comment' ? { instanceId: instance.id } : { taskId: task.taskId };
    const row: Row = { ...defined, ...target, taskId: task.taskId };
    const params = Object.fromEntries([...Object.keys(defined), ...Object.keys(target)].map((key) => [key, `#[${key}]`]));
    const operate: Operate = { name: action, type: 'post', process: true, needSelect: 1, confirm: options.confirm, params };
    const outcome = await services.runAction(operate, { entity: PROCESS_META, rows: [row], row, query, confirm });
    if (!outcome.done) return false;
    // Lists of the record's entity (the approval may have saved its editable fields), then the
    // approval pages of this core instance, this one included, read again.
    if (action === 'approve' && defined.values) {
      services.recordSaved(record.entity, record.id);
      // The approver's edit form kept a draft of what was typed; the approval saved it, so a
      // later edit of the record must not offer it again (with its old version) as unsaved work.
      const draft = services.drafts.keyFor({ pageId: record.editPageId ?? undefined, entity: record.entity, recordId: record.id });
      if (draft) services.drafts.remove(draft);
    }
    services.recordSaved(PROCESS_ENTITY, task.taskId);
    return true;
  }

  return { run };
}
