import '../../../elements/index.ts';
import { Suspense } from 'react';
import { createRoot } from 'react-dom/client';
import type { Root } from 'react-dom/client';
import { getDefaultPlatform } from '../../../core/index.ts';
import { ErrorBoundary } from '../../../elements/shared/error-boundary.tsx';
import { lazyComponent } from '../../../elements/shared/lazy.tsx';
import {
  CHUNK_LOAD_TIMEOUT_MS,
  CHUNK_TIMEOUT_CODE,
  CHUNK_TIMEOUT_TEXT,
  chunkLoadTimeout,
  setChunkLoadTimeout,
  withLoadTimeout,
} from '../../../elements/shared/load-timeout.ts';
import { assert, equal } from '../../support/assert.ts';
import { deepQuery, mount, unmountAll, waitFor } from '../../support/dom.ts';

let roots: Root[] = [];
function render(node: React.ReactNode): HTMLElement {
  const holder = mount<HTMLDivElement>('<div></div>');
  const root = createRoot(holder);
  roots.push(root);
  root.render(node);
  return holder;
}

/** An import that answers only when the test says so: a stalled connection. */
function slowImport() {
  let arrive: () => void = () => undefined;
  const calls = { count: 0 };
  const load = () => {
    calls.count++;
    return new Promise<(props: { name: string }) => React.ReactNode>((resolve) => {
      arrive = () => resolve(({ name }) => <p className="arrived">{name} arrived</p>);
    });
  };
  return { load, calls, arrive: () => arrive() };
}

describe('lazy chunks time out after 120 s (spec §8, §9)', () => {
  let restore: () => void = () => undefined;
  afterEach(() => {
    restore();
    roots.forEach((root) => root.unmount());
    roots = [];
    unmountAll();
  });

  it('waits 120,000 ms in production', () => {
    equal(CHUNK_LOAD_TIMEOUT_MS, 120000);
    equal(chunkLoadTimeout(), 120000);
  });

  it('rejects a load that does not arrive in time with the chunk time-out code', async () => {
    restore = setChunkLoadTimeout(30);
    const failure = await withLoadTimeout(new Promise(() => undefined), 'test chunk').then(
      () => null,
      (error: unknown) => error,
    );
    equal((failure as { code?: string }).code, CHUNK_TIMEOUT_CODE);
    equal(await withLoadTimeout(Promise.resolve('in time'), 'test chunk'), 'in time');
  });

  it('shows the load error with a retry, and the retry asks for the chunk again', async () => {
    restore = setChunkLoadTimeout(80);
    getDefaultPlatform().state.$language.set('011');
    const slow = slowImport();
    const Slow = lazyComponent(slow.load, 'slow test chunk');
    const holder = render(
      <ErrorBoundary region="page">
        <Suspense fallback={<p className="waiting">waiting</p>}>
          <Slow name="page" />
        </Suspense>
      </ErrorBoundary>,
    );
    await waitFor(() => holder.querySelector('.waiting'), 'the loading state first');
    const panel = await waitFor(() => deepQuery(holder, '[data-error-region="page"]'), 'the load error after the time-out');
    equal(panel.querySelector('.error-panel-message')?.textContent, CHUNK_TIMEOUT_TEXT[1]);
    equal(slow.calls.count, 1);
    restore();
    restore = setChunkLoadTimeout(5000);
    (panel.querySelector('.error-panel-retry') as HTMLButtonElement).click();
    await waitFor(() => slow.calls.count === 2, 'the retry imports again');
    slow.arrive();
    const arrived = await waitFor(() => holder.querySelector('.arrived'), 'the chunk after the retry');
    equal(arrived.textContent, 'page arrived');
    assert(!deepQuery(holder, '[data-error-region]'), 'the panel is gone');
  });

  it('says it in Chinese in the Chinese UI', async () => {
    restore = setChunkLoadTimeout(30);
    getDefaultPlatform().state.$language.set('010');
    const Slow = lazyComponent(slowImport().load, 'slow test chunk');
    const holder = render(
      <ErrorBoundary region="page">
        <Suspense fallback={null}>
          <Slow name="page" />
        </Suspense>
      </ErrorBoundary>,
    );
    const panel = await waitFor(() => deepQuery(holder, '[data-error-region="page"]'), 'the load error');
    equal(panel.querySelector('.error-panel-message')?.textContent, CHUNK_TIMEOUT_TEXT[0]);
  });
});
