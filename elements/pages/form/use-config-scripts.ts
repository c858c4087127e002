/**
 * The page's own script (compileJS) and its mounted/destroyed handlers from config, run in
 * compat mode through core's one evaluator. A script sees `ctx` (and the same names bare):
 * `ctx.on('mounted' | 'destroyed', fn)`, `ctx.log`, `ctx.page`, `ctx.meta`, `ctx.values`,
 * `ctx.setValue(name, value)`, `ctx.language`, `ctx.user`. A failure shows on this page only.
 *
 * `mounted`, `destroyed` and `compileJS` may instead name a handler a bundle registered
 * (`frame.registry.registerHandler('crm.customer.mounted', (ctx) => ...)`): it runs in both
 * modes. In strict mode any other text stays inert and the page says so, naming itself.
 */
import { useEffect, useRef, useState } from 'react';
import type { PageServices } from '../kit/services.ts';
import { pageText } from '../kit/text.ts';
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
    const { CONTENT: _content, compileJS: recordScript, ...pageRecord } = page;
    void _content;
    // A host's `config` property may supply the script too.
    const compileJS = typeof content.compileJS === 'string' ? content.compileJS : recordScript;
    const pageName = page.TITLE || page.PAGE_ID || page.ID;
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
      // Strict mode never evaluates configuration text (DESIGN §4); the page says which text it skipped.
      if (failure && (failure as { code?: string }).code === 'script.disabled') {
        const snippet = String(source).trim().replace(/\s+/g, ' ');
        failures.push(pageText(language)('scriptStrict', pageName, snippet.length > 60 ? `${snippet.slice(0, 57)}...` : snippet));
      } else if (failure) failures.push(failure.message);
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
  }, [ready, page, content.mounted, content.destroyed, content.compileJS]);
  return error;
}
