/** Opens the viewer's document (from `data` or `src`); `useAnnounce` tells the host page how it went. */
import { useEffect, useRef, useState } from 'react';
import { isPlatformError } from '../../core/errors/index.ts';
import type { PlatformError } from '../../core/errors/index.ts';
import { emit } from '../shared/emit.ts';
import { isChunkTimeout } from '../shared/load-timeout.ts';
import { assetOptions, loadPdfJs, workerOptions } from './pdfjs.ts';
import type { PdfDocument } from './pdfjs.ts';
import { bytesOf, fetchPdf, pdfError } from './source.ts';
import type { PdfSource, Say, TokenUrls } from './source.ts';
import type { Size } from './layout.ts';
import type { PdfErrorDetail, PdfLoadedDetail } from './pdf-viewer.types.ts';

export type { PdfErrorDetail, PdfLoadedDetail };

export type DocumentState =
  | { kind: 'empty' }
  | { kind: 'loading' }
  | { kind: 'ready'; doc: PdfDocument; firstPageSize: Size }
  | { kind: 'error'; message: string; code: string };

/** pdf.js names its failures (InvalidPDFException, MissingPDFException...); all read as "cannot be read". */
function toPdfError(error: unknown, say: Say): PlatformError {
  // pdf.js itself did not arrive within spec §9's 120 s: the load error, with the viewer's retry.
  if (isChunkTimeout(error)) return pdfError('pdf.timeout', say('pdfLoadTimeout'), error);
  if (isPlatformError(error)) return error;
  const reason = error instanceof Error ? error.message : String(error);
  return pdfError('pdf.load', say('pdfLoadError', reason), error);
}

async function open(src: string | undefined, data: PdfSource | undefined, urls: TokenUrls | undefined, say: Say, signal: AbortSignal) {
  const bytes = data ? bytesOf(data) : await fetchPdf(src!, urls, say, signal);
  const pdfjs = await loadPdfJs();
  // No eval: the platform's pages may run under a CSP, and fonts render fine without it.
  return pdfjs.getDocument({ data: bytes, isEvalSupported: false, ...assetOptions(pdfjs), ...workerOptions() });
}

/**
 * `data` wins over `src`. A new source cancels the previous load and destroys its document
 * (the worker's memory for it); so does unmounting. A new `attempt` (the retry) loads again.
 * `session` is the signed-in user (core's `$user`): a platform address that failed without the
 * session that exists now loads again (see `useSessionRetry`).
 */
export function usePdfDocument(
  src: string | undefined,
  data: PdfSource | undefined,
  urls: TokenUrls | undefined,
  say: Say,
  attempt = 0,
  session: unknown = null,
): DocumentState {
  const [state, setState] = useState<DocumentState>({ kind: 'empty' });
  // The texts follow the language, but a language switch must not reload the document.
  const sayRef = useRef(say);
  sayRef.current = say;
  const sessionRef = useRef(session);
  sessionRef.current = session;
  const { failedUnder, signedIn } = useSessionRetry(session, state);

  useEffect(() => {
    if (!data && !src) {
      setState({ kind: 'empty' });
      return undefined;
    }
    const abort = new AbortController();
    let task: Awaited<ReturnType<typeof open>> | undefined;
    // The session this load's address carries the tokens of (a platform address only).
    const under = !data && urls?.isTrusted(src!) ? { session: sessionRef.current } : null;
    failedUnder.current = null;
    setState({ kind: 'loading' });
    (async () => {
      task = await open(src, data, urls, (...args) => sayRef.current(...args), abort.signal);
      if (abort.signal.aborted) return;
      const doc = await task.promise;
      const natural = (await doc.getPage(1)).getViewport({ scale: 1 });
      if (abort.signal.aborted) return;
      setState({ kind: 'ready', doc, firstPageSize: { width: natural.width, height: natural.height } });
    })().catch((error: unknown) => {
      if (abort.signal.aborted) return;
      const failure = toPdfError(error, sayRef.current);
      console.error(`pdf-viewer: ${failure.message}`, src ?? '(data)', failure.detail ?? '');
      failedUnder.current = under;
      setState({ kind: 'error', message: failure.message, code: failure.code });
    });
    return () => {
      abort.abort();
      // Destroying the loading task destroys its document and frees the worker's copy.
      void task?.destroy();
    };
    // `failedUnder` is a ref: listed for the linter's sake, it never changes.
  }, [src, data, urls, attempt, signedIn, failedUnder]);

  return state;
}

/**
 * A `<pdf-viewer>` placed before the sign-in fetches its platform address without a token and
 * fails (未登录或登录已失效); nothing on the page would ask again. When a session exists that
 * the failed load did not have (a sign-in in another element, or through core's login, also
 * one that came while the load was on its way), the load runs again: once per session, so a
 * document that fails for another reason does not loop. A loaded document is never reloaded.
 */
function useSessionRetry(session: unknown, state: DocumentState) {
  const failedUnder = useRef<{ session: unknown } | null>(null);
  const [signedIn, setSignedIn] = useState(0);
  useEffect(() => {
    const failed = failedUnder.current;
    if (!session || state.kind !== 'error' || !failed || failed.session === session) return;
    failedUnder.current = null;
    setSignedIn((count) => count + 1);
  }, [session, state]);
  return { failedUnder, signedIn };
}

/**
 * Tells the host page how the load went. Called after the page views are set up, so that a
 * `pdf-loaded` listener already finds the page boxes and an enabled toolbar.
 */
export function useAnnounce(host: HTMLElement | null, state: DocumentState): void {
  useEffect(() => {
    if (state.kind === 'ready') emit<PdfLoadedDetail>(host, 'pdf-loaded', { pages: state.doc.numPages });
    if (state.kind === 'error') emit<PdfErrorDetail>(host, 'pdf-error', { message: state.message, code: state.code });
  }, [host, state]);
}
