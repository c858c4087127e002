/**
 * The task's business record, drawn by the form page (FormPage): its detail form, or, when the
 * node lets this approver change fields (`editable`), its edit form (the page config the task
 * names, `record.editPageId`) with every other field read-only and child rows read-only, as the
 * task controller lays it out (core/work `$edit`); the typed values go up, to be sent with the
 * approval.
 */
import { useEffect, useMemo } from 'react';
import { useStore } from '@nanostores/react';
import type { TaskController, TaskDetail } from '../../../core/work/index.ts';
import FormPage from '../form/FormPage.tsx';
import { ErrorState, LoadingState } from '../kit/states.tsx';
import type { TextFn } from '../kit/text.ts';
import type { PageContent, Row } from '../kit/types.ts';

interface Props {
  detail: TaskDetail;
  task: TaskController;
  text: TextFn;
  onValues: (values: Row) => void;
  /** The record's form has drawn (or there is none to draw, or it failed). */
  onSettled: () => void;
}

export function TaskRecord({ detail, task, text, onValues, onSettled }: Props) {
  const { record } = detail;
  const edit = useStore(task.$edit);
  const query = useMemo(() => ({ taskId: detail.task.taskId }), [detail.task.taskId]);
  const nothingToLoad = !record.id || edit?.status === 'error';
  useEffect(() => {
    if (nothingToLoad) onSettled();
  }, [nothingToLoad, onSettled]);
  // A new version of the record (read again after a decision refused as stale) is a new form: it
  // reads the record afresh, so what shows is what the next decision binds to.
  const version = String(record.version ?? '');
  if (!record.id) return null;
  if (edit) {
    // core's override is a page content's `fields` and `fieldScope` (the same object while the task reloads).
    if (edit.status === 'error') return <ErrorState text={text} error={edit.error} onRetry={task.retryEdit} />;
    if (!edit.data) return <LoadingState text={text} />;
    return (
      <FormPage
        key={version}
        kind="edit"
        entity={record.entity}
        pageId={record.editPageId ?? undefined}
        recordId={record.id}
        query={query}
        configOverride={edit.data as unknown as Partial<PageContent>}
        readOnlyChildren
        onValuesChange={onValues}
        onSettled={onSettled}
      />
    );
  }
  return (
    <FormPage key={version} kind="detail" entity={record.entity} pageId={record.pageId ?? undefined} recordId={record.id} query={query} onSettled={onSettled} />
  );
}
