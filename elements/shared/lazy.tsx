/**
 * On-demand parts of the elements (DESIGN §6: the first load holds only what the login needs).
 * An element body, a page kind or a shell screen is a `lazyComponent`: its chunk loads the first
 * time it renders, under the nearest `<Suspense>`. Unlike `React.lazy`, a chunk that failed to
 * load is asked for again after the error boundary's retry, so that retry really retries.
 * `<PagesReady>` holds its children until core's page concepts and the HTML sanitiser are in.
 * Each of these loads has the 120 s time-out of spec §9 (load-timeout.ts).
 */
import { use } from 'react';
import type { ComponentType, ReactNode } from 'react';
import { loadSanitizer } from '../../core/index.ts';
import type { Platform } from '../../core/index.ts';
import { useT } from './labels.ts';
import { failedLoad, withLoadTimeout } from './load-timeout.ts';
import { usePlatform } from './platform.ts';

/**
 * One load shared by every render (a chunk is loaded once per document). A failed load stays
 * failed until the retry of the error panel showing its error (`retryFailedLoad`): React renders
 * a failed part once more before it shows the boundary, and a fresh load at that moment would
 * suspend again, so a timed-out chunk would never reach its panel.
 */
function retryable<T>(start: () => Promise<T>): () => Promise<T> {
  let pending: Promise<T> | undefined;
  return () => {
    if (!pending) {
      const attempt: Promise<T> = start().then(
        (value) => {
          // Marked as React marks a promise it has read: a part whose load ended before its first
          // render draws at once, instead of showing its fallback and React's 300 ms reveal delay.
          Object.assign(attempt, { status: 'fulfilled', value });
          return value;
        },
        (error: unknown) => {
          throw failedLoad(error, () => {
            if (pending === attempt) pending = undefined;
          });
        },
      );
      pending = attempt;
    }
    return pending;
  };
}

/** Draws the chunk's component with `props`, suspending while the chunk is on its way. */
function LazyPart<P extends object>({ chunk, props }: { chunk: () => Promise<ComponentType<P>>; props: P }) {
  // Always through use(): React reads a settled promise synchronously, and a render that once
  // suspended on it must call use() again when it resumes.
  const Component = use(chunk());
  return <Component {...props} />;
}

/**
 * A component whose code loads on first render; `preload()` asks for it earlier (a failure waits
 * for that render), and `settled()` does too, resolving once the load has ended either way.
 */
export type LazyComponent<P extends object> = ComponentType<P> & { preload(): void; settled(): Promise<void> };

export function lazyComponent<P extends object>(load: () => Promise<ComponentType<P>>, name = 'component'): LazyComponent<P> {
  const chunk = retryable(() => withLoadTimeout(load(), name));
  const settled = () =>
    chunk().then(
      () => undefined,
      () => undefined,
    );
  return Object.assign((props: P) => <LazyPart chunk={chunk} props={props} />, { preload: () => void settled(), settled });
}

const ready = new WeakMap<Platform, () => Promise<void>>();

/** Page concepts (meta, rules, forms, actions, menus) and DOMPurify, once per instance. */
export function pagesReady(platform: Platform): Promise<void> {
  let load = ready.get(platform);
  if (!load) {
    load = retryable(() => withLoadTimeout(Promise.all([platform.loadPageConcepts(), loadSanitizer()]), 'page concepts').then(() => undefined));
    ready.set(platform, load);
  }
  return load();
}

/** Renders its children once `pagesReady` has resolved (suspends until then). */
export function PagesReady({ children }: { children: ReactNode }) {
  const platform = usePlatform();
  use(pagesReady(platform));
  return <>{children}</>;
}

/**
 * Renders its children once DOMPurify is in: Shoelace parses its icons through the page's
 * Trusted Types policy, which sanitises, so anything drawing icons waits for it.
 */
// One attempt per page: after a failure HTML stays escaped text rather than retrying each
// render (loadSanitizer never rejects). A time-out is the load error, and its retry asks again.
const sanitizerLoad = retryable(() => withLoadTimeout(loadSanitizer(), 'sanitizer'));

export function SanitizerReady({ children }: { children: ReactNode }) {
  use(sanitizerLoad());
  return <>{children}</>;
}

/** What a region shows while its chunk is on its way: a quiet spinner that says "loading". */
export function Loading() {
  const t = useT();
  return (
    <div className="lazy-loading" role="status" aria-busy="true">
      <span className="lazy-spinner" aria-hidden="true" />
      <span className="visually-hidden">{t('loading')}</span>
    </div>
  );
}
