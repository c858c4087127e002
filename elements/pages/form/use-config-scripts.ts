/**
 * A form's page scripts (kit/page-scripts.ts): the common context plus `ctx.values` (the live
 * input) and `ctx.setValue(name, value)`. Handlers may also be names a bundle registered
 * (`frame.registry.registerHandler('crm.customer.mounted', (ctx) => ...)`), which run in both modes.
 */
import { useMemo, useRef } from 'react';
import type { PageServices } from '../kit/services.ts';
import { usePageScripts } from '../kit/page-scripts.ts';
import type { EntityMeta, PageContent, PageRecord } from '../kit/types.ts';
import type { RecordState } from './use-record.ts';

export function useConfigScripts(
  services: PageServices,
  ready: boolean,
  page: PageRecord | undefined,
  content: PageContent,
  meta: EntityMeta | undefined,
  record: RecordState,
  language: string,
  kind: string,
  query?: Record<string, string>,
): string | null {
  const live = useRef(record);
  live.current = record;
  const extra = useMemo(
    () => ({
      get values() {
        return live.current.values;
      },
      setValue: (name: string, value: unknown) => live.current.setValue(name, value),
    }),
    [],
  );
  return usePageScripts(services, { ready, kind, page, content, meta, query, language, extra });
}
