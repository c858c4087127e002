/**
 * A form's operations on its record (the page content's `post` operates, e.g. 提交审批 / Submit
 * for approval): run through core's action runner on the saved record, whose after-action
 * `refresh` reads it again, so a record that went under approval shows locked at once.
 */
import { useMemo, useState } from 'react';
import type { PageServices } from '../kit/services.ts';
import type { TextFn } from '../kit/text.ts';
import type { EntityMeta, Operate, PageContent } from '../kit/types.ts';
import type { RecordState } from './use-record.ts';

interface Input {
  services: PageServices;
  meta: EntityMeta | undefined;
  content: PageContent;
  record: RecordState;
  /** Shown only for a saved record that is not under approval. */
  shown: boolean;
  confirm: (message: string) => Promise<boolean>;
  text: TextFn;
}

export function useRecordOperates({ services, meta, content, record, shown, confirm, text }: Input) {
  const [busy, setBusy] = useState<string | null>(null);
  const all = useMemo(() => (content.operates ?? []).filter((op) => op.type === 'post'), [content.operates]);
  const operates = shown ? all : [];
  async function run(op: Operate) {
    if (!meta) return;
    // The operation works on the stored record: unsaved input would not be what is submitted.
    if (record.dirty) {
      services.notify('error', text('saveFirst'));
      return;
    }
    setBusy(op.name);
    try {
      await services.runAction(op, { entity: meta, rows: [record.values], row: record.values, confirm, refresh: record.reload });
    } finally {
      setBusy(null);
    }
  }
  return { operates, busy, run };
}
