/**
 * The page's own script (compileJS) and its mounted/destroyed handlers from config, run in
 * compat mode through core's one evaluator. A script sees `ctx` (and the same names bare):
 * `ctx.on('mounted' | 'destroyed', fn)`, `ctx.log`, `ctx.page`, `ctx.meta`, `ctx.values`,
 * `ctx.setValue(name, value)`, `ctx.language`, `ctx.user`. A failure shows on this page only.
 */
import { useEffect, useRef, useState } from 'react';
import type { PageServices } from '../kit/services.ts';
import type { EntityMeta, PageContent, PageRecord } from '../kit/types.ts';
import type { RecordState } from './use-record.ts';

type Handler = (ctx: unknown) => unknown;

export function useConfigScripts(services: PageServices, ready: boolean, page: PageRecord | undefined, content: PageContent,
  meta: EntityMeta | undefined, record: RecordState, language: string): string | null {
  const [error, setError] = useState<string | null>(null);
  const live = useRef(record);
  live.current = record;

  useEffect(() => {
    if (!ready || !page) return;
    const { CONTENT: _content, compileJS, ...pageRecord } = page;
    void _content;
    const handlers: Record<string, Handler[]> = { mounted: [], destroyed: [] };
    const failures: string[] = [];
    const ctx = {
      page: pageRecord,
      meta,
      language,
      user: services.$user.get(),
      get values() {
        return live.current.values;
      },
      setValue: (name: string, value: unknown) => live.current.setValue(name, value),
      on: (event: string, fn: Handler) => void (typeof fn === 'function' && (handlers[event] ??= []).push(fn)),
      log: (...args: unknown[]) => console.info('[page script]', ...args),
    };
    const run = (source: unknown) => {
      if (!source) return;
      const failure = services.runConfigScript(source, { ctx, ...ctx });
      // Strict mode never evaluates configuration text (DESIGN §4): not a failure of this page.
      if (failure && (failure as { code?: string }).code === 'script.disabled') console.info('[page script] not run in strict mode');
      else if (failure) failures.push(failure.message);
    };
    const fire = (event: string) => handlers[event]?.forEach((fn) => run(() => fn.call(undefined, ctx)));
    run(compileJS);
    if (content.mounted) handlers.mounted!.push((c) => run(typeof content.mounted === 'function' ? () => (content.mounted as Handler)(c) : content.mounted));
    if (content.destroyed) handlers.destroyed!.push((c) => run(typeof content.destroyed === 'function' ? () => (content.destroyed as Handler)(c) : content.destroyed));
    fire('mounted');
    setError(failures.length ? failures.join('; ') : null);
    return () => fire('destroyed');
    // Run once per loaded page: re-running on each keystroke would re-mount the script.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [ready, page, content.mounted, content.destroyed]);
  return error;
}
