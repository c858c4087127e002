/**
 * The task's business record, drawn by the form page (FormPage): its detail form, or, when the
 * node lets this approver change fields (`editable`), its edit form (the page config the task
 * names, `record.editPageId`) with every other field read-only and child rows read-only; the
 * typed values go up, to be sent with the approval.
 */
import { useEffect, useMemo, useState } from 'react';
import FormPage from '../form/FormPage.tsx';
import type { PageServices } from '../kit/services.ts';
import { ErrorState, LoadingState } from '../kit/states.tsx';
import type { TextFn } from '../kit/text.ts';
import type { TaskDetail } from '../../../core/work/index.ts';
import type { FieldConfig, PageContent, Row } from '../kit/types.ts';

interface Props {
  detail: TaskDetail;
  services: PageServices;
  text: TextFn;
  onValues: (values: Row) => void;
}

/** The edit page's fields with only the node's editable fields left editable. */
export function limitToEditable(content: PageContent, attributes: string[], editable: string[]): Partial<PageContent> {
  const configured: FieldConfig[] = content.fields?.length ? content.fields : attributes.map((attriName) => ({ attriName }));
  const fields = configured.map((f) => ({ ...f, state: editable.includes(f.attriName) ? 'EDIT' : 'DETAIL' }));
  for (const name of editable) if (!fields.some((f) => f.attriName === name)) fields.push({ attriName: name, state: 'EDIT' });
  const scope = content.fieldScope;
  // The read-only group keeps the page's scope; the editable group is the node's fields.
  return { fields, fieldScope: { ...(scope?.['1'] ? { '1': scope['1'] } : {}), '2': editable } };
}

function useEditOverride(services: PageServices, detail: TaskDetail) {
  const { record, editable } = detail;
  const editing = editable.length > 0 && !!record.editPageId;
  const [state, setState] = useState<{ override?: Partial<PageContent>; error?: Error }>({});
  const [attempt, setAttempt] = useState(0);
  const key = editable.join(',');
  // The editable list is compared by value (`key`): each reload of the task hands a new array.
  // biome-ignore lint/correctness/useExhaustiveDependencies: `editable` is followed through `key`.
  useEffect(() => {
    if (!editing) return undefined;
    let live = true;
    setState({});
    Promise.all([services.getPageConfig({ pageId: record.editPageId! }), services.getMeta(record.entity)])
      .then(
        ([config, meta]) =>
          live &&
          setState({
            override: limitToEditable(
              config.content,
              meta.attributes.map((a) => a.name),
              editable,
            ),
          }),
      )
      .catch((error: unknown) => live && setState({ error: error instanceof Error ? error : new Error(String(error)) }));
    return () => void (live = false);
  }, [services, editing, record.editPageId, record.entity, key, attempt]);
  return { editing, ...state, retry: () => setAttempt((n) => n + 1) };
}

export function TaskRecord({ detail, services, text, onValues }: Props) {
  const { record } = detail;
  const edit = useEditOverride(services, detail);
  const query = useMemo(() => ({ taskId: detail.task.taskId }), [detail.task.taskId]);
  if (!record.id) return null;
  if (edit.editing) {
    if (edit.error) return <ErrorState text={text} error={edit.error} onRetry={edit.retry} />;
    if (!edit.override) return <LoadingState text={text} />;
    return (
      <FormPage
        kind="edit"
        entity={record.entity}
        pageId={record.editPageId ?? undefined}
        recordId={record.id}
        query={query}
        configOverride={edit.override}
        readOnlyChildren
        onValuesChange={onValues}
      />
    );
  }
  return <FormPage kind="detail" entity={record.entity} pageId={record.pageId ?? undefined} recordId={record.id} query={query} />;
}
