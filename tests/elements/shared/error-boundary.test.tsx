import '../../../elements/index.ts';
import { createRoot } from 'react-dom/client';
import type { Root } from 'react-dom/client';
import { ErrorBoundary } from '../../../elements/shared/error-boundary.tsx';
import { Layout } from '../../../elements/shell/layout.tsx';
import { pageRegistry } from '../../../elements/shared/concepts.ts';
import type { PageProps } from '../../../elements/shared/page-props.ts';
import type { Workspace } from '../../../core/workspace/index.ts';
import { assert, equal, match } from '../../support/assert.ts';
import { deepQuery, deepQueryAll, mount, sleep, unmountAll, waitFor } from '../../support/dom.ts';
import { createFakePlatform } from '../../support/fake-platform.ts';

let roots: Root[] = [];
function render(node: React.ReactNode): HTMLElement {
  const holder = mount<HTMLDivElement>('<div></div>');
  const root = createRoot(holder);
  roots.push(root);
  root.render(node);
  return holder;
}

/** Fails until `broken.on` is cleared: a stand-in for a region that crashes on what it was given. */
const broken = { on: true, renders: 0 };
function Fragile({ what }: { what: string }) {
  broken.renders++;
  if (broken.on) throw new Error(`cannot draw ${what}`);
  return <p className="drawn">{what} drawn</p>;
}

/** Errors a test provokes on purpose are caught by the boundary; anything else reaching window fails. */
const uncaught: string[] = [];
const onError = (event: ErrorEvent) => uncaught.push(String(event.message));
const onRejection = (event: PromiseRejectionEvent) => uncaught.push(String(event.reason));

describe('error boundaries: no white screen', () => {
  beforeEach(() => {
    broken.on = true;
    broken.renders = 0;
    uncaught.length = 0;
    window.addEventListener('error', onError);
    window.addEventListener('unhandledrejection', onRejection);
  });
  afterEach(() => {
    roots.forEach((root) => root.unmount());
    roots = [];
    unmountAll();
    window.removeEventListener('error', onError);
    window.removeEventListener('unhandledrejection', onRejection);
  });

  it('shows a readable panel in both languages and retries by mounting the region again', async () => {
    const { platform } = createFakePlatform();
    let reloads = 0;
    const holder = render(
      <>
        <ErrorBoundary region="menu" onRetry={() => reloads++}>
          <Fragile what="menu" />
        </ErrorBoundary>
        <p className="neighbour">still here</p>
      </>,
    );
    const panel = await waitFor(() => holder.querySelector<HTMLElement>('[data-error-region="menu"]'), 'the panel');
    equal(panel.getAttribute('role'), 'alert');
    match(panel.textContent, /菜单出错了/);
    match(panel.textContent, /cannot draw menu/);
    assert(holder.querySelector('.neighbour'), 'the rest of the screen is drawn');
    (platform as unknown as { i18n: { setLanguage(code: string): void } }).i18n.setLanguage('011');
    const english = await waitFor(() => {
      const shown = holder.querySelector<HTMLElement>('[data-error-region="menu"]');
      return shown && /The menu failed/.test(shown.textContent ?? '') && shown;
    }, 'the English panel');
    equal(english.querySelector('.error-panel-retry')?.textContent, 'Retry');

    broken.on = false;
    english.querySelector<HTMLElement>('.error-panel-retry')!.click();
    await waitFor(() => holder.querySelector('.drawn'), 'the region drawn again');
    equal(reloads, 1, 'the reload ran before the remount');
    assert(!holder.querySelector('[data-error-region]'), 'the panel is gone');
  });

  it('a chunk that is gone (a new version deployed) says so and offers a reload of the page, besides the retry', async () => {
    createFakePlatform();
    // biome-ignore lint/correctness/noComponentHookFactories: the test's own failing component, made once for this test
    function Gone(): never {
      throw new TypeError('Failed to fetch dynamically imported module: http://shell.example/dist/chunks/reports-old.js');
    }
    const holder = render(
      <ErrorBoundary region="page">
        <Gone />
      </ErrorBoundary>,
    );
    const panel = await waitFor(() => holder.querySelector<HTMLElement>('[data-error-region="page"]'), 'the panel');
    match(panel.textContent, /可能已发布了新版本，请刷新页面/);
    equal(panel.querySelector('.error-panel-reload')?.textContent, '刷新页面');
    assert(panel.querySelector('.error-panel-retry'), 'the retry stays, for a passing network fault');
    assert(!/reports-old\.js/.test(panel.textContent ?? ''), 'no file address for the user to make sense of');
  });

  it('a menu label that is an object shows the module id; the layout stays drawn', async () => {
    const { platform } = createFakePlatform({
      'FM_MODULE/getUserMenuTreeData': [
        { ID: 'm-bad', NAME: { zh: '客户' }, PAGE_ID: 'p1', FLAG: 'list' },
        { ID: 'm-ok', NAME: '订单', 'NAME.i18n': { '010': { x: 1 } }, children: 'none' },
      ],
    });
    platform.state.$appConfig.set({ ID: 's1', CODE: 'crm-app', NAME: { wrong: true } } as never);
    const holder = render(<Layout />);
    await waitFor(() => deepQueryAll(holder, 'span.menu-label').length === 2, 'both menu entries');
    equal(
      deepQueryAll(holder, 'span.menu-label')
        .map((label) => label.textContent)
        .join('|'),
      'm-bad|订单',
    );
    assert(!deepQuery(holder, '[data-error-region]'), 'no region failed');
    equal(deepQuery(holder, '.app-name')?.textContent, '业务应用', 'an app name that is not text gives way to the default');
    equal(uncaught.length, 0, `no uncaught errors: ${uncaught.join('; ')}`);
  });

  it('a failing page shows its panel in its tab only; retry draws it again', async () => {
    const { platform } = createFakePlatform({ 'FM_MODULE/getUserMenuTreeData': [{ ID: 'm1', NAME: '客户' }] });
    platform.state.$appConfig.set({ ID: 's1', CODE: 'crm-app', NAME: '客户管理' } as never);
    pageRegistry(platform)!.register('fragile', (() => <Fragile what="page" />) as unknown as React.ComponentType<PageProps>);
    const holder = render(<Layout />);
    const workspace = (platform as unknown as { workspace: Workspace }).workspace;
    workspace.openTab({ key: 'fragile', kind: 'fragile', title: 'Fragile' } as never);
    const panel = await waitFor(() => deepQuery<HTMLElement>(holder, '[data-error-region="page"]'), 'the page panel');
    match(panel.textContent, /页面出错了.*cannot draw page/);
    await waitFor(() => deepQuery(holder, 'span.menu-label'), 'the menu, still drawn');
    assert(deepQuery(holder, '[role="tab"]'), 'the tab bar is still drawn');
    broken.on = false;
    panel.querySelector<HTMLElement>('.error-panel-retry')!.click();
    await waitFor(() => deepQuery(holder, '.drawn'), 'the page drawn again');
  });

  it('<entity-list> used alone shows a panel in that element only; retry reloads its metadata', async () => {
    const { calls } = createFakePlatform({ 'FM_PAGE_CONFIG/getPageConfig': null, 'FM_ENTITY/getMeta': null });
    const config = {
      get columns() {
        if (broken.on) throw new Error('a host config that throws');
        return [{ attriName: 'NAME' }];
      },
    };
    const holder = mount<HTMLDivElement>('<div><entity-list entity="CUSTOMER"></entity-list><entity-form entity="CUSTOMER" state="add"></entity-form></div>');
    const list = holder.querySelector<HTMLElement & { config?: unknown }>('entity-list')!;
    list.config = config;
    const panel = await waitFor(() => list.shadowRoot?.querySelector<HTMLElement>('[data-error-region="list"]'), 'the list panel');
    match(panel.textContent, /列表出错了.*a host config that throws/);
    const form = holder.querySelector('entity-form')!;
    await sleep(200);
    assert(!form.shadowRoot?.querySelector('[data-error-region]'), 'the form beside it is not affected');
    const asked = () => calls.filter((call) => call.route === 'FM_PAGE_CONFIG/getPageConfig').length;
    await sleep(100);
    const before = asked();
    broken.on = false;
    panel.querySelector<HTMLElement>('.error-panel-retry')!.click();
    await waitFor(() => !list.shadowRoot?.querySelector('[data-error-region="list"]'), 'the list mounted again');
    await waitFor(() => asked() > before, 'the page config asked again');
  });
});
