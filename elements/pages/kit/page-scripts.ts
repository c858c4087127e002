/**
 * The page config's own script (`compileJS`) and its `mounted`/`destroyed` handlers (spec §1),
 * for every page kind, through core's one evaluator (DESIGN §4 "Configuration text"): in compat
 * mode text runs in strict mode with the context below; in strict mode nothing is evaluated and
 * only handlers a bundle registered (`frame.registry.registerHandler(name, fn)`) run. A failure
 * is shown on that page only.
 *
 * A script sees `ctx` (and the same names bare): `ctx.on('mounted' | 'destroyed', fn)`,
 * `ctx.log`, `ctx.kind`, `ctx.page` (the page definition record), `ctx.meta`, `ctx.query`,
 * `ctx.language`, `ctx.user`, plus what the page kind adds (a form: `values`, `setValue`; a list:
 * `rows`, `selectedKeys`, `reload`; see docs/core-architecture.md).
 */
import { useEffect, useRef, useState } from 'react';
import type { PageServices } from './services.ts';
import { pageText } from './text.ts';
import type { EntityMeta, PageContent, PageRecord } from './types.ts';

type Handler = (ctx: unknown) => unknown;

export interface PageScriptsInput {
  /** True once the page has what its scripts read (config, metadata, the record of a form). */
  ready: boolean;
  kind: string;
  page: PageRecord | undefined;
  content: PageContent;
  meta?: EntityMeta;
  query?: Record<string, string>;
  language: string;
  /** What this page kind adds to the context; read through getters, so it stays live. */
  extra?: object;
}

/** The context object a page's scripts get: the common names, then the page kind's own. */
function scriptContext(services: PageServices, input: PageScriptsInput, on: (event: string, fn: Handler) => void): Record<string, unknown> {
  const { CONTENT: _content, compileJS: _script, ...pageRecord } = input.page ?? {};
  void _content;
  void _script;
  const ctx: Record<string, unknown> = {
    kind: input.kind,
    page: pageRecord,
    meta: input.meta,
    query: { ...(input.query ?? {}) },
    language: input.language,
    user: services.$user.get(),
    on,
    log: (...args: unknown[]) => console.info('[page script]', ...args),
  };
  if (input.extra) Object.defineProperties(ctx, Object.getOwnPropertyDescriptors(input.extra));
  return ctx;
}

/** A strict-mode refusal names the page and the text it skipped; other failures give their message. */
function failureText(failure: Error, source: unknown, pageName: string, language: string): string {
  if ((failure as { code?: string }).code !== 'script.disabled') return failure.message;
  const snippet = String(source).trim().replace(/\s+/g, ' ');
  return pageText(language)('scriptStrict', pageName, snippet.length > 60 ? `${snippet.slice(0, 57)}...` : snippet);
}

/** Runs the page's scripts once per loaded page; returns the failure text to show, or null. */
export function usePageScripts(services: PageServices, input: PageScriptsInput): string | null {
  const [error, setError] = useState<string | null>(null);
  const live = useRef(input);
  live.current = input;
  const { ready, page, content } = input;

  // biome-ignore lint/correctness/useExhaustiveDependencies: once per loaded page: re-running on each keystroke or new rows would mount the script again.
  useEffect(() => {
    if (!ready || !page) return;
    const current = live.current;
    // A host's `config` property may supply the script too.
    const compileJS = typeof content.compileJS === 'string' ? content.compileJS : page.compileJS;
    const pageName = page.TITLE || page.PAGE_ID || page.ID || current.kind;
    const handlers: Record<string, Handler[]> = { mounted: [], destroyed: [] };
    const failures: string[] = [];
    const on = (event: string, fn: Handler) => void (typeof fn === 'function' && (handlers[event] ??= []).push(fn));
    const ctx = scriptContext(services, current, on);
    const run = (source: unknown) => {
      if (!source) return;
      const failure = services.runConfigScript(source, { ctx, ...ctx });
      if (failure) failures.push(failureText(failure, source, pageName, current.language));
    };
    const configured =
      (source: unknown): Handler =>
      (c) =>
        run(typeof source === 'function' ? () => (source as Handler)(c) : source);
    const fire = (event: string) => handlers[event]?.forEach((fn) => run(() => fn.call(undefined, ctx)));
    run(compileJS);
    if (content.mounted) handlers.mounted!.push(configured(content.mounted));
    if (content.destroyed) handlers.destroyed!.push(configured(content.destroyed));
    fire('mounted');
    setError(failures.length ? failures.join('; ') : null);
    return () => fire('destroyed');
  }, [ready, page, content.mounted, content.destroyed, content.compileJS]);
  return error;
}
