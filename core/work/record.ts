/**
 * The task's business record as the task page draws it: its detail form, or, when the node lets
 * this approver change fields (`editable`), its edit form (the page config the task names,
 * `record.editPageId`) with every other field read-only.
 */
import { atom } from 'nanostores';
import type { ReadableAtom } from 'nanostores';
import { toPlatformError } from '../errors/index.ts';
import type { Loaded } from './load.ts';
import type { TaskDetail } from './types.ts';

/** A field config of the edit form: the page's own, its state EDIT for the node's fields and DETAIL for the rest. */
export interface EditFieldConfig {
  attriName: string;
  state: string;
  [key: string]: unknown;
}

/** What the task page lays over the edit page's config. */
export interface EditOverride {
  fields: EditFieldConfig[];
  /** The read-only group keeps the page's scope (`1`); the editable group (`2`) is the node's fields. */
  fieldScope: Record<string, string[]>;
}

/** How the record's edit form is read: the edit page's CONTENT and the entity's attribute names. */
export interface RecordSources {
  content(pageId: string): Promise<{ fields?: unknown; fieldScope?: unknown }>;
  attributes(entity: string): Promise<string[]>;
}

/** The edit page's fields with only the node's editable fields left editable. */
export function limitToEditable(content: { fields?: unknown; fieldScope?: unknown }, attributes: string[], editable: string[]): EditOverride {
  const own = Array.isArray(content.fields) ? (content.fields as Array<{ attriName: string }>) : [];
  const configured = own.length ? own : attributes.map((attriName) => ({ attriName }));
  const fields: EditFieldConfig[] = configured.map((f) => ({ ...f, state: editable.includes(f.attriName) ? 'EDIT' : 'DETAIL' }));
  for (const name of editable) if (!fields.some((f) => f.attriName === name)) fields.push({ attriName: name, state: 'EDIT' });
  const scope = content.fieldScope as Record<string, string[]> | undefined;
  return { fields, fieldScope: { ...(scope?.['1'] ? { '1': scope['1'] } : {}), '2': editable } };
}

export interface RecordEdit {
  /** Null when the record shows as its detail form; else the edit form's override as it loads. */
  $edit: ReadableAtom<Loaded<EditOverride> | null>;
  retry(): void;
  destroy(): void;
}

/**
 * Follows the task: the override is read when the task first names its edit page and editable
 * fields, and again only when they change (each reload of the task hands new arrays).
 */
export function followRecordEdit($task: ReadableAtom<Loaded<TaskDetail>>, sources: RecordSources): RecordEdit {
  const $edit = atom<Loaded<EditOverride> | null>(null);
  let key: string | undefined;
  let current: AbortController | undefined;

  function read(detail: TaskDetail): void {
    current?.abort();
    const own = (current = new AbortController());
    const { record, editable } = detail;
    $edit.set({ status: 'loading', data: null });
    Promise.all([sources.content(record.editPageId!), sources.attributes(record.entity)]).then(
      ([content, attributes]) => !own.signal.aborted && $edit.set({ status: 'ready', data: limitToEditable(content, attributes, editable) }),
      (failure: unknown) => !own.signal.aborted && $edit.set({ status: 'error', data: null, error: toPlatformError(failure) }),
    );
  }

  const stop = $task.subscribe((state) => {
    const detail = state.data;
    if (!detail) return;
    const editing = detail.editable.length > 0 && !!detail.record.editPageId;
    const next = editing ? `${detail.record.editPageId}|${detail.record.entity}|${detail.editable.join(',')}` : '';
    if (next === key) return;
    key = next;
    if (editing) read(detail);
    else {
      current?.abort();
      $edit.set(null);
    }
  });

  return {
    $edit,
    retry() {
      const detail = $task.get().data;
      if (detail && key) read(detail);
    },
    destroy() {
      stop();
      current?.abort();
    },
  };
}
