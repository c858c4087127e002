/**
 * One component of a page config (spec §3 "Component"): the registered kind its `contentType`
 * names, drawn with its `configs` as page props, in a box sized by `flex` and `style`, after its
 * entity's metadata has loaded (spec §4). Each component sits in its own error boundary, so a
 * broken one shows its message and retry in its own box and the rest of the page lives.
 */
import { useStore } from '@nanostores/react';
import { memo, Suspense, useEffect, useMemo, useState } from 'react';
import type { ComponentType, CSSProperties, ReactNode } from 'react';
import type { ComponentNode } from '../../../core/components/index.ts';
import { pageRegistry } from '../../shared/concepts.ts';
import { DomPageView, isDomPage } from '../../shared/dom-page.tsx';
import { ErrorBoundary } from '../../shared/error-boundary.tsx';
import type { PageProps } from '../../shared/page-props.ts';
import { usePlatform } from '../../shared/platform.ts';
import { reloadEntityPage } from '../kit/boundary.tsx';
import { usePageServices } from '../kit/services.ts';
import { ErrorState, LoadingState } from '../kit/states.tsx';
import type { TextFn } from '../kit/text.ts';
import { componentProps } from './component-props.ts';
import type { ComponentOwner } from './component-props.ts';

/** `flex` as a share of the row, `style` as React style (custom properties kept as written). */
export function boxStyle(node: ComponentNode): CSSProperties {
  const style: Record<string, string> = {};
  if (node.flex !== undefined) style.flex = `${node.flex} 1 0%`;
  for (const [name, value] of Object.entries(node.style ?? {})) {
    const key = name.startsWith('--') ? name : name.replace(/-([a-z])/g, (_, c: string) => c.toUpperCase());
    style[key] = value;
  }
  return style as CSSProperties;
}

/** Loads the component's entity before its kind starts; a failure stays in the component's box. */
function MetaFirst({ entity, text, children }: { entity?: string; text: TextFn; children: () => ReactNode }) {
  const services = usePageServices();
  const [state, setState] = useState<{ entity?: string; error?: Error; ready: boolean }>({ ready: !entity });
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    if (!entity) return undefined;
    let live = true;
    setState({ entity, ready: false });
    services.getMeta(entity).then(
      () => live && setState({ entity, ready: true }),
      (error: unknown) => live && setState({ entity, ready: false, error: error instanceof Error ? error : new Error(String(error)) }),
    );
    return () => {
      live = false;
    };
  }, [services, entity, attempt]);
  if (!entity || (state.ready && state.entity === entity)) return <>{children()}</>;
  if (state.error) return <ErrorState text={text} error={state.error} onRetry={() => setAttempt((n) => n + 1)} />;
  return <LoadingState text={text} />;
}

function Notice({ message, tone }: { message: string; tone: 'alert' | 'status' }) {
  return (
    <div className={tone === 'alert' ? 'component-problem error-text' : 'component-problem muted'} role={tone}>
      {message}
    </div>
  );
}

function ComponentBody({ node, owner, text }: { node: ComponentNode; owner: ComponentOwner; text: TextFn }) {
  const platform = usePlatform();
  const entries: Readonly<Record<string, unknown>> = useStore(pageRegistry(platform).$pages);
  const bundlesLoading = useStore(platform.bundles.$loading);
  const props = useMemo(() => componentProps(node, owner), [node, owner]);
  const missing = node.problems?.find((p) => p.startsWith('missing:'));
  if (missing) return <Notice tone="alert" message={text('componentMissing', node.id)} />;
  const cycle = node.problems?.includes('cycle') ? <Notice tone="status" message={text('componentCycle', node.id)} /> : null;
  if (!node.kind) {
    if (!node.children.length) return <Notice tone="alert" message={text('componentNoKind', node.title || node.id)} />;
    return (
      <>
        {cycle}
        <ComponentLayout nodes={node.children} owner={owner} text={text} />
      </>
    );
  }
  const entry = Object.prototype.hasOwnProperty.call(entries, node.kind) ? entries[node.kind] : undefined;
  if (!entry) {
    return bundlesLoading ? <LoadingState text={text} /> : <Notice tone="alert" message={text('componentUnregistered', node.title || node.id, node.kind)} />;
  }
  const Kind = entry as ComponentType<PageProps>;
  return (
    <>
      {cycle}
      <MetaFirst entity={node.entity} text={text}>
        {() => (
          <Suspense fallback={<LoadingState text={text} />}>{isDomPage(entry) ? <DomPageView page={entry} props={props} /> : <Kind {...props} />}</Suspense>
        )}
      </MetaFirst>
    </>
  );
}

export interface ComponentViewProps {
  node: ComponentNode;
  /** Stable across renders (memoised by the page), so unchanged components skip their render. */
  owner: ComponentOwner;
  text: TextFn;
  /** A tab shows the title on its tab instead. */
  hideTitle?: boolean;
}

/** A component in its box and its own boundary; skips its render while its node is the same. */
export const ComponentView = memo(function ComponentView({ node, owner, text, hideTitle }: ComponentViewProps) {
  const platform = usePlatform();
  const retry = () =>
    reloadEntityPage(platform, { entity: node.entity, pageId: typeof node.configs.pageId === 'string' ? node.configs.pageId : undefined, flag: node.kind });
  return (
    <section className="component" style={boxStyle(node)} data-component={node.id} data-kind={node.kind} aria-label={node.title || undefined}>
      {!hideTitle && node.title && <h3 className="component-title">{node.title}</h3>}
      <ErrorBoundary region="component" onRetry={retry}>
        <ComponentBody node={node} owner={owner} text={text} />
      </ErrorBoundary>
    </section>
  );
});

/** Components side by side, wrapping, each taking its `flex` share of the row. */
export function ComponentLayout({ nodes, owner, text }: { nodes: readonly ComponentNode[]; owner: ComponentOwner; text: TextFn }) {
  return (
    <div className="component-row">
      {nodes.map((node) => (
        <ComponentView key={node.id} node={node} owner={owner} text={text} />
      ))}
    </div>
  );
}
