/**
 * A page kind drawn by name through the page registry, inside another page (the task page's
 * process chart, the hand-over's user find): it appears as soon as the kind is registered, a
 * business bundle's kind included; until then the registry's states show (bundles loading, then
 * "no page is registered for ...").
 */
import { useStore } from '@nanostores/react';
import { atom } from 'nanostores';
import { Suspense, useMemo } from 'react';
import type { ComponentType } from 'react';
import { conceptsOf, pageRegistry } from '../../shared/concepts.ts';
import { DomPageView, isDomPage } from '../../shared/dom-page.tsx';
import { ErrorBoundary } from '../../shared/error-boundary.tsx';
import { useT } from '../../shared/labels.ts';
import type { PageProps } from '../../shared/page-props.ts';
import { usePlatform } from '../../shared/platform.ts';
import { LoadingState } from '../kit/states.tsx';
import type { TextFn } from '../kit/text.ts';

export function RegisteredPage<P extends PageProps>({ props, text }: { props: P; text: TextFn }) {
  const platform = usePlatform();
  const t = useT();
  // What an instance without a registry or bundles reads: no pages, nothing loading.
  const none = useMemo(() => ({ pages: atom<Readonly<Record<string, unknown>>>({}), loading: atom(false) }), []);
  const entries = useStore((pageRegistry(platform)?.$pages ?? none.pages) as typeof none.pages);
  const bundlesLoading = useStore(conceptsOf(platform).bundles?.$loading ?? none.loading);
  const entry = Object.prototype.hasOwnProperty.call(entries, props.kind) ? entries[props.kind] : undefined;
  if (!entry) {
    if (bundlesLoading) return <LoadingState text={text} />;
    return (
      <div className="page-message" role="status" data-unknown-page={props.kind}>
        {t('unknownPage', props.kind)}
      </div>
    );
  }
  const Page = entry as ComponentType<P>;
  return (
    <ErrorBoundary region="component">
      <Suspense fallback={<LoadingState text={text} />}>{isDomPage(entry) ? <DomPageView page={entry} props={props} /> : <Page {...props} />}</Suspense>
    </ErrorBoundary>
  );
}
