/**
 * On-demand parts of the elements (DESIGN §6: the first load holds only what the login needs).
 * An element body, a page kind or a shell screen is a `lazyComponent`: its chunk loads the first
 * time it renders, under the nearest `<Suspense>`. Unlike `React.lazy`, a chunk that failed to
 * load is asked for again on the next render, so the error boundary's retry really retries.
 * `<PagesReady>` holds its children until core's page concepts and the HTML sanitiser are in.
 */
import { use } from 'react';
import type { ComponentType, ReactNode } from 'react';
import type { Platform } from '../../core/index.ts';
import { loadSanitizer } from '../../core/sanitize/index.ts';
import { useT } from './labels.ts';
import { usePlatform } from './platform.ts';

export function lazyComponent<P extends object>(load: () => Promise<ComponentType<P>>): ComponentType<P> {
  let pending: Promise<ComponentType<P>> | undefined;
  function Lazy(props: P) {
    // Always through use(): React reads a settled promise synchronously, and a render that once
    // suspended on it must call use() again when it resumes.
    pending ??= load().catch((error: unknown) => {
      pending = undefined;
      throw error;
    });
    const Component = use(pending);
    return <Component {...props} />;
  }
  return Lazy;
}

const ready = new WeakMap<Platform, Promise<void>>();

/** Page concepts (meta, rules, forms, actions, menus) and DOMPurify, once per instance. */
export function pagesReady(platform: Platform): Promise<void> {
  let promise = ready.get(platform);
  if (!promise) {
    promise = Promise.all([platform.loadPageConcepts(), loadSanitizer()]).then(
      () => undefined,
      (error: unknown) => {
        ready.delete(platform);
        throw error;
      },
    );
    ready.set(platform, promise);
  }
  return promise;
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
let sanitizerLoad: Promise<void> | undefined;

export function SanitizerReady({ children }: { children: ReactNode }) {
  // One attempt per page: after a failure HTML stays escaped text rather than retrying each render.
  sanitizerLoad ??= loadSanitizer();
  use(sanitizerLoad);
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
