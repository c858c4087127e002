/**
 * The page's own script (compileJS) and its mounted/destroyed handlers from config, run in
 * compat mode through core's one evaluator. A failing script is reported on this page only.
 */
import { useEffect, useRef, useState } from 'react';
import type { PageServices } from '../kit/services.ts';
import type { EntityMeta, PageContent, PageRecord } from '../kit/types.ts';
import type { RecordState } from './use-record.ts';

export function useConfigScripts(services: PageServices, ready: boolean, page: PageRecord | undefined, content: PageContent,
  meta: EntityMeta | undefined, record: RecordState, language: string): string | null {
  const [error, setError] = useState<string | null>(null);
  const live = useRef(record);
  live.current = record;

  useEffect(() => {
    if (!ready || !page) return;
    const { CONTENT: _content, ...pageRecord } = page;
    void _content;
    const context = {
      page: pageRecord,
      meta,
      language,
      user: services.$user.get(),
      get values() {
        return live.current.values;
      },
      setValue: (name: string, value: unknown) => live.current.setValue(name, value),
    };
    const failures: string[] = [];
    const run = (source: unknown) => {
      if (!source) return;
      const failure = services.runConfigScript(source, context);
      if (failure) failures.push(failure.message);
    };
    run(page.compileJS);
    run(content.mounted);
    setError(failures.length ? failures.join('; ') : null);
    return () => run(content.destroyed);
    // Run once per loaded page: re-running on each keystroke would re-mount the script.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [ready, page, content.mounted, content.destroyed]);
  return error;
}
