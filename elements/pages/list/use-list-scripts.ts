/**
 * A list's page scripts (kit/page-scripts.ts): the common context plus `ctx.rows` (the rows
 * shown), `ctx.selectedKeys` (the selected rows' keys) and `ctx.reload()`, all read live.
 */
import { useMemo, useRef } from 'react';
import type { PageServices } from '../kit/services.ts';
import { usePageScripts } from '../kit/page-scripts.ts';
import type { EntityMeta, PageContent, PageRecord, Row } from '../kit/types.ts';
import type { Selection } from './use-list.ts';

export interface ListScriptsInput {
  ready: boolean;
  kind: string;
  page: PageRecord | undefined;
  content: PageContent;
  meta?: EntityMeta;
  query?: Record<string, string>;
  language: string;
  rows: Row[];
  selected: Selection;
  reload: () => void;
}

export function useListScripts(services: PageServices, input: ListScriptsInput): string | null {
  const live = useRef(input);
  live.current = input;
  const extra = useMemo(
    () => ({
      get rows() {
        return live.current.rows;
      },
      get selectedKeys() {
        return live.current.selected.keys();
      },
      reload: () => live.current.reload(),
    }),
    [],
  );
  const { ready, kind, page, content, meta, query, language } = input;
  return usePageScripts(services, { ready, kind, page, content, meta, query, language, extra });
}
