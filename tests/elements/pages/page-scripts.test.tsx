/**
 * Custom script (`compileJS`) and `mounted`/`destroyed` handlers on every page kind (spec §1),
 * drawn through the shell's page view as a tab shows them: compat mode evaluates config text,
 * strict mode runs only handlers a bundle registered; a failure shows on its own page only.
 */
import { createRoot } from 'react-dom/client';
import type { Root } from 'react-dom/client';
import { createMemoryLocation, createMemoryStorage, createPlatform, setDefaultPlatform } from '../../../core/index.ts';
import { PageServicesContext } from '../../../elements/pages/kit/services.ts';
import type { PageConfig, PageServices } from '../../../elements/pages/kit/services.ts';
import { createPageServices } from '../../../elements/pages/kit/services-core.ts';
import { PAGE_CSS } from '../../../elements/pages/kit/styles.ts';
import { registerEntityPages } from '../../../elements/pages/register.ts';
import { pageRegistry } from '../../../elements/shared/concepts.ts';
import { adoptStyles } from '../../../elements/shared/styles.ts';
import { PageView } from '../../../elements/shell/page-view.tsx';
import type { PageRef } from '../../../core/workspace/index.ts';
import { assert, equal, match } from '../../support/assert.ts';
import { sleep, waitFor } from '../../support/dom.ts';
import { $, createCustomer, PASSWORD, uniqueName } from './page-helpers.ts';
import type { TestPlatform } from './page-helpers.ts';

type ScriptWindow = Window & { __pageScripts?: string[] };
const w = window as ScriptWindow;
const log = () => w.__pageScripts ?? [];

/** Page configs the server does not hold: kinds that load no config of their own. */
const EXTRA_CONFIGS: Record<string, PageConfig> = {
  'page-manual-pdf': { record: { ID: 'page-manual-pdf', PAGE_ID: 'page-manual-pdf', TITLE: '产品手册' }, content: {} },
  'page-region-find': { record: { ID: 'page-region-find', PAGE_ID: 'page-region-find', TITLE: '选择地区' }, content: {} },
};

async function platformIn(mode: 'strict' | 'compat'): Promise<TestPlatform> {
  const platform = createPlatform({
    settings: { ipBase: location.origin, serverConfigured: true, defaultClient: 'demo', defaultSystem: 'crm', configTextMode: mode },
    location: createMemoryLocation(`${location.origin}/`),
    storage: createMemoryStorage(),
  }) as TestPlatform;
  setDefaultPlatform(platform);
  registerEntityPages(pageRegistry(platform));
  await platform.loadPageConcepts();
  await platform.session.login({ account: 'admin', password: PASSWORD });
  return platform;
}

/** The page services, with each page config carrying the scripts `scriptsOf(pageId)` gives. */
function servicesWith(platform: TestPlatform, scriptsOf: (pageId: string) => Record<string, string>): PageServices {
  const base = createPageServices(platform);
  return {
    ...base,
    async getPageConfig(query) {
      const config = (query.pageId && EXTRA_CONFIGS[query.pageId]) || (await base.getPageConfig(query));
      const { compileJS, ...handlers } = scriptsOf(config.record.PAGE_ID ?? config.record.ID);
      return { record: { ...config.record, compileJS }, content: { ...config.content, ...handlers } };
    },
  };
}

interface Mounted {
  shadow: ShadowRoot;
  root: Root;
  host: HTMLElement;
}

function mountPages(services: PageServices, pages: PageRef[]): Mounted {
  const host = document.createElement('div');
  document.body.append(host);
  const shadow = host.attachShadow({ mode: 'open' });
  adoptStyles(shadow);
  const mountPoint = document.createElement('div');
  shadow.append(mountPoint);
  const root = createRoot(mountPoint);
  root.render(
    <PageServicesContext.Provider value={services}>
      <style>{PAGE_CSS}</style>
      {pages.map((page) => (
        <section key={page.pageId} data-page={page.pageId}>
          <PageView page={page} />
        </section>
      ))}
    </PageServicesContext.Provider>,
  );
  return { shadow, root, host };
}

async function unmount({ root, host }: Mounted): Promise<void> {
  // Out of any render in progress, so the pages' effects are torn down now.
  await sleep(0);
  root.unmount();
  host.remove();
}

const pageOf = (mounted: Mounted, pageId: string) => waitFor(() => $(mounted.shadow, `[data-page="${pageId}"]`), `the section of ${pageId}`);

describe('page scripts on every page kind', () => {
  beforeEach(() => {
    w.__pageScripts = [];
  });

  it('compat mode: compileJS, mounted and destroyed run on list, detail, statistics, pdf and tree find pages', async function (this: MochaContext) {
    this.timeout(40000);
    const platform = await platformIn('compat');
    const id = await createCustomer(platform, { NAME: uniqueName('Script page') });
    const services = servicesWith(platform, (pageId) => ({
      compileJS: `window.__pageScripts.push('script:${pageId}:' + kind); on('destroyed', () => window.__pageScripts.push('off:${pageId}'));`,
      mounted: `window.__pageScripts.push('mounted:${pageId}:' + ctx.kind + ':' + (ctx.page.TITLE ? 'titled' : 'untitled'))`,
      destroyed: `window.__pageScripts.push('destroyed:${pageId}')`,
    }));
    const pages: PageRef[] = [
      { kind: 'list', entity: 'CUSTOMER', pageId: 'page-customer-list', query: {} },
      { kind: 'detail', entity: 'CUSTOMER', pageId: 'page-customer-detail', recordId: id, query: {} },
      { kind: 'statistics', entity: 'CUSTOMER', pageId: 'page-customer-statistics', query: {} },
      { kind: 'pdf', pageId: 'page-manual-pdf', query: { url: '' } },
      { kind: 'treeFind', pageId: 'page-region-find', query: { codeKey: 'REGION' } },
    ];
    const mounted = mountPages(services, pages);
    for (const page of pages) {
      await waitFor(() => log().includes(`mounted:${page.pageId}:${page.kind}:titled`), `the mounted handler of ${page.kind}`, 15000);
      assert(log().includes(`script:${page.pageId}:${page.kind}`), `the compileJS of ${page.kind}`);
    }
    await sleep(300);
    for (const page of pages) equal(log().filter((entry) => entry.startsWith(`script:${page.pageId}:`)).length, 1, `one run for ${page.kind}`);
    assert(!$(mounted.shadow, '.script-error'), 'no errors');
    await unmount(mounted);
    for (const page of pages) {
      assert(log().includes(`destroyed:${page.pageId}`), `the destroyed handler of ${page.kind}`);
      assert(log().includes(`off:${page.pageId}`), `ctx.on('destroyed') of ${page.kind}`);
    }
  });

  it('a failing script shows on its own page only; the other pages go on', async function (this: MochaContext) {
    this.timeout(30000);
    const platform = await platformIn('compat');
    const services = servicesWith(
      platform,
      (pageId): Record<string, string> =>
        pageId === 'page-customer-statistics'
          ? { compileJS: 'throw new Error("boom in statistics")' }
          : { mounted: `window.__pageScripts.push('mounted:${pageId}')` },
    );
    const mounted = mountPages(services, [
      { kind: 'statistics', entity: 'CUSTOMER', pageId: 'page-customer-statistics', query: {} },
      { kind: 'list', entity: 'CUSTOMER', pageId: 'page-customer-list', query: {} },
      { kind: 'pdf', pageId: 'page-manual-pdf', query: { url: '' } },
    ]);
    const stats = await pageOf(mounted, 'page-customer-statistics');
    const error = await waitFor(() => $(stats, '.script-error'), 'the error on the statistics page', 15000);
    match(error.textContent, /boom in statistics/);
    await waitFor(() => $(stats, '.stats-table'), 'the statistics page still draws', 15000);
    await waitFor(() => log().includes('mounted:page-customer-list') && log().includes('mounted:page-manual-pdf'), 'the other pages ran theirs', 15000);
    assert(!$(await pageOf(mounted, 'page-customer-list'), '.script-error'), 'no error on the list');
    assert(!$(await pageOf(mounted, 'page-manual-pdf'), '.script-error'), 'no error on the pdf page');
    await unmount(mounted);
  });

  it('strict mode: registered handlers run on every kind, configuration text never does and the page says so', async function (this: MochaContext) {
    this.timeout(30000);
    const platform = await platformIn('strict');
    const registry = pageRegistry(platform)!;
    registry.registerHandler('crm.test.pageMounted', (ctx) => void log().push(`named:${(ctx as { kind: string }).kind}`));
    registry.registerHandler('crm.test.pageDestroyed', (ctx) => void log().push(`named-off:${(ctx as { kind: string }).kind}`));
    const named = mountPages(
      servicesWith(platform, () => ({ mounted: 'crm.test.pageMounted', destroyed: 'crm.test.pageDestroyed' })),
      [
        { kind: 'list', entity: 'CUSTOMER', pageId: 'page-customer-list', query: {} },
        { kind: 'statistics', entity: 'CUSTOMER', pageId: 'page-customer-statistics', query: {} },
        { kind: 'pdf', pageId: 'page-manual-pdf', query: { url: '' } },
      ],
    );
    await waitFor(() => ['list', 'statistics', 'pdf'].every((kind) => log().includes(`named:${kind}`)), 'the named handlers', 15000);
    assert(!$(named.shadow, '.script-error'), 'registered names need no evaluation');
    await unmount(named);
    assert(
      ['list', 'statistics', 'pdf'].every((kind) => log().includes(`named-off:${kind}`)),
      'the named destroyed handlers',
    );

    const text = mountPages(
      servicesWith(platform, () => ({ compileJS: "window.__pageScripts.push('evaluated')" })),
      [
        { kind: 'list', entity: 'CUSTOMER', pageId: 'page-customer-list', query: {} },
        { kind: 'pdf', pageId: 'page-manual-pdf', query: { url: '' } },
      ],
    );
    const listPage = await pageOf(text, 'page-customer-list');
    const listError = await waitFor(() => $(listPage, '.script-error'), 'the strict-mode error on the list', 15000);
    match(listError.textContent, /客户列表/, 'it names the page');
    const pdfPage = await pageOf(text, 'page-manual-pdf');
    const pdfError = await waitFor(() => $(pdfPage, '.script-error'), 'the strict-mode error on the pdf page', 15000);
    match(pdfError.textContent, /产品手册/);
    await sleep(100);
    assert(!log().includes('evaluated'), 'configuration text stayed inert');
    await unmount(text);
  });
});
