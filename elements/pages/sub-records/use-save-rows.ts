/**
 * Saving a sub grid through its parent: every cell is checked first, then the parent's `save`
 * goes out with the parent's key and the version it was read at (data) and the rows of the
 * relation (children), as the form sends them (form-logic.ts `childPayload`), under core's
 * submit lock. A refusal stays on the page with the server's message; a conflict offers a reload.
 */
import { useState } from 'react';
import { RECORD_VERSION_FIELD } from '../../../core/forms/index.ts';
import type { PageServices } from '../kit/services.ts';
import type { TextFn } from '../kit/text.ts';
import type { Row } from '../kit/types.ts';
import { childPayload } from '../form/form-logic.ts';
import type { ParentRecord } from './use-parent-record.ts';

interface Input {
  services: PageServices;
  parent: ParentRecord;
  rows: () => Row[];
  validation: { checkAll: (rows: Row[]) => Promise<Record<string, string>> };
  text: TextFn;
}

/** The parent's part of the save: its keys and read version, no field of its own changed. */
export function parentPayload(keyNames: readonly string[], values: Row): Row {
  const data: Row = {};
  for (const key of keyNames.length ? keyNames : ['ID']) if (values[key] !== undefined && values[key] !== '') data[key] = values[key];
  if (values[RECORD_VERSION_FIELD] !== undefined && values[RECORD_VERSION_FIELD] !== null) data[RECORD_VERSION_FIELD] = values[RECORD_VERSION_FIELD];
  return data;
}

export function useSaveRows({ services, parent, rows, validation, text }: Input) {
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [conflict, setConflict] = useState(false);

  /** True when saved; false when a check, the lock or the server stopped it. */
  async function submit(): Promise<boolean> {
    const { meta, relation } = parent;
    if (!meta || !relation || parent.status !== 'ready') return false;
    const list = rows();
    const messages = await validation.checkAll(list);
    if (Object.keys(messages).length) {
      setError(text('invalid'));
      return false;
    }
    const data = parentPayload(meta.keyNames, parent.values);
    const release = services.lock(`save:${meta.code}:${String(data[meta.keyNames[0] ?? 'ID'] ?? '')}`);
    if (!release) {
      setError(text('saving'));
      return false;
    }
    setSaving(true);
    setError(null);
    setConflict(false);
    try {
      const reply = await services.request<{ id?: string | number }>({
        entity: meta.id || meta.code,
        action: 'save',
        method: 'POST',
        silent: true,
        data: { data, children: { [relation.code]: childPayload(list) } },
      });
      services.notify('success', text('saved'));
      services.recordSaved(meta.code, String(reply?.id ?? data[meta.keyNames[0] ?? 'ID'] ?? ''));
      // Read back: the stored rows get their ids and the parent its new version.
      parent.reload();
      return true;
    } catch (failure) {
      const code = (failure as { code?: string } | null)?.code;
      setConflict(code === 'error.conflict');
      setError(failure instanceof Error && failure.message ? failure.message : text('error'));
      return false;
    } finally {
      setSaving(false);
      release();
    }
  }

  const clearError = () => {
    if (error === text('invalid')) setError(null);
  };
  return { submit, saving, error, conflict, clearError };
}
