import { useStore } from '@nanostores/react';
import { Suspense, useLayoutEffect } from 'react';
import type { ComponentType } from 'react';
import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';
import { getDefaultPlatform } from '../../core/index.ts';
import type { ElementOptions, MountedBody } from './define.ts';
import { entityPagesReady } from './pages-ready.ts';
import { ErrorBoundary } from './error-boundary.tsx';
import { HostProvider } from './host.tsx';
import { registerShellIcons } from './icons.ts';
import { Loading, lazyComponent, PagesReady, pagesReady } from './lazy.tsx';
import type { LazyComponent } from './lazy.tsx';
import { applyThemeToHost, themeApi } from './theme.ts';

/** Keeps the host's theme class and `data-theme` in step with the theme store. */
function ThemeSync({ host }: { host: HTMLElement }) {
  const theme = useStore(themeApi(getDefaultPlatform()).$theme);
  useLayoutEffect(() => applyThemeToHost(host, theme), [host, theme]);
  return null;
}

interface WrapperProps {
  body: ComponentType<object>;
  options: ElementOptions;
  drawn: () => void;
  /** r2wc's props: the element's shadow root, then the element's own props. */
  props: { container?: ShadowRoot; [prop: string]: unknown };
}

function Wrapper({ body: Body, options, drawn, props: { container, ...rest } }: WrapperProps) {
  const host = container?.host instanceof HTMLElement ? container.host : null;
  // The element's loading placeholder (define.ts) goes once this tree is on the page.
  useLayoutEffect(() => drawn(), [drawn]);
  const body = <Body {...rest} />;
  return (
    <HostProvider host={host}>
      {host && <ThemeSync host={host} />}
      <ErrorBoundary region={options.region}>
        <Suspense fallback={<Loading />}>{options.pages ? <PagesReady>{body}</PagesReady> : body}</Suspense>
      </ErrorBoundary>
    </HostProvider>
  );
}

/** One lazy component per element class: its body chunk loads once per document. */
const bodies = new WeakMap<() => Promise<ComponentType<never>>, LazyComponent<object>>();

function bodyOf<P extends object>(loadBody: () => Promise<ComponentType<P>>): LazyComponent<P> {
  let body = bodies.get(loadBody as never) as LazyComponent<P> | undefined;
  if (!body) {
    // The entity pages register with React (setup.ts starts it): a body may open one by kind.
    body = lazyComponent<P>(() => entityPagesReady().then(loadBody));
    bodies.set(loadBody as never, body as LazyComponent<object>);
  }
  return body;
}

/**
 * Resolves once what the root's first render reads has loaded or failed: the body's chunk and,
 * for pages, the page concepts and the sanitiser. Mounted after this, the first render draws the
 * body at once. Mounted before, it would show the suspense fallback, and React then holds back
 * the body's reveal until 300 ms after that fallback appeared. A failure is the render's to show.
 */
export function elementBodyReady<P extends object>(loadBody: () => Promise<ComponentType<P>>, options: ElementOptions): Promise<void> {
  const ignore = () => undefined;
  return Promise.all([bodyOf(loadBody).settled(), options.pages ? pagesReady(getDefaultPlatform()).catch(ignore) : undefined]).then(ignore);
}

/**
 * Draws an element's body with React in its shadow root: the host for `useHost()`, the theme,
 * the error boundary of its region and the suspense of its lazy parts. The element class
 * (define.ts) calls this once React's chunk is in.
 */
export function mountElementRoot<P extends object>(
  container: ShadowRoot | HTMLElement,
  loadBody: () => Promise<ComponentType<P>>,
  options: ElementOptions,
  props: Record<string, unknown>,
  drawn: () => void = () => undefined,
): MountedBody {
  registerShellIcons();
  const body = bodyOf(loadBody) as unknown as ComponentType<object>;
  const root = createRoot(container);
  const render = (next: Record<string, unknown>) => root.render(<Wrapper body={body} options={options} drawn={drawn} props={next} />);
  // The first render now rather than in a task of React's scheduler: everything it reads is in
  // (elementBodyReady), so the frame after the element was put in the page shows its body.
  flushSync(() => render(props));
  return { update: render, unmount: () => root.unmount() };
}
