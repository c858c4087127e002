/**
 * Rights a page config names (spec §6), checked through core's access concept: an operation's
 * `rightCode` under RIGHT_CONTROL_MODE, columns and search fields naming a right code, and the page
 * itself, on the list and on a page kind without a config of its own (pdf, through the page view).
 * alice (sales) lacks the codes `crm.export` and `crm.statistics`; admin holds both.
 */
import { createRoot } from 'react-dom/client';
import { PageServicesContext } from '../../../elements/pages/kit/services.ts';
import type { PageServices } from '../../../elements/pages/kit/services.ts';
import { createPageServices } from '../../../elements/pages/kit/services-core.ts';
import { registerEntityPages } from '../../../elements/pages/register.ts';
import { pageRegistry } from '../../../elements/shared/concepts.ts';
import { adoptStyles } from '../../../elements/shared/styles.ts';
import { PageView } from '../../../elements/shell/page-view.tsx';
import { assert, equal, match } from '../../support/assert.ts';
import { sleep, unmountAll, waitFor } from '../../support/dom.ts';
import { $, $$, freshPlatform, mountElement, rowsOf } from './page-helpers.ts';
import type { TestPlatform } from './page-helpers.ts';

type ListElement = HTMLElement & { config?: unknown };

const CONFIG = {
  columns: [{ attriName: 'NAME' }, { attriName: 'LEVEL' }, { attriName: 'CREDIT', rightCode: 'crm.statistics' }],
  searchFields: [{ attriName: 'NAME' }, { attriName: 'CREDIT', rightCode: 'crm.statistics' }],
  operates: [
    { name: 'add', label: '新建', type: 'open', flag: 'add', needSelect: 0 },
    { name: 'exportAll', label: '导出全部', type: 'download', action: 'exportExcel', needSelect: 0, right: 'export', rightCode: 'crm.export' },
  ],
};

async function listAs(account: string, config: Record<string, unknown>) {
  const platform = await freshPlatform(account);
  const { element, root } = await mountElement('<entity-list entity="CUSTOMER" page-id="page-customer-list" style="display:block;height:640px"></entity-list>');
  (element as ListElement).config = config;
  return { platform, root };
}

const headers = (root: ShadowRoot) =>
  $$(root, '.grid-head [role="columnheader"]')
    .map((h) => h.textContent ?? '')
    .join('|');

describe('rights named by page configs', () => {
  afterEach(unmountAll);

  it('an operation, a column and a search field naming a right code show only to roles holding it', async () => {
    // The demo list page has RIGHT_CONTROL_MODE 1: what the role lacks is hidden.
    const admin = await listAs('admin', CONFIG);
    await waitFor(() => rowsOf(admin.root).length > 0, 'rows for admin', 10000);
    assert($(admin.root, 'sl-button[data-operate="exportAll"]'), 'admin sees the export');
    match(headers(admin.root), /信用额度|Credit/, 'admin sees the credit column');
    assert($(admin.root, '.search [data-field="CREDIT"]'), 'admin searches by credit');
    unmountAll();

    const sales = await listAs('alice', CONFIG);
    await waitFor(() => rowsOf(sales.root).length > 0, 'rows for alice', 10000);
    assert($(sales.root, 'sl-button[data-operate="add"]'), 'alice still sees what her role may do');
    assert(!$(sales.root, 'sl-button[data-operate="exportAll"]'), 'the export is hidden from alice');
    assert(!/信用额度|Credit/.test(headers(sales.root)), 'no credit column for alice');
    assert(!$(sales.root, '.search [data-field="CREDIT"]'), 'no credit search for alice');
    assert($(sales.root, '.search [data-field="NAME"]'), 'the other search field stays');
  });

  it('a list page naming a right code the role lacks shows the no-right state', async () => {
    const sales = await listAs('alice', { rightCode: 'crm.statistics' });
    const state = await waitFor(() => $(sales.root, '.state.error'), 'the no-right state', 10000);
    match(state.textContent, /没有查看此页面的权限/);
    equal(rowsOf(sales.root).length, 0, 'no rows');
  });

  it('a page kind without its own config (pdf) is not shown to a role lacking its right code', async () => {
    const platform: TestPlatform = await freshPlatform('alice');
    registerEntityPages(pageRegistry(platform));
    const base = createPageServices(platform);
    const services: PageServices = {
      ...base,
      getPageConfig: async () => ({ record: { ID: 'page-manual-pdf', PAGE_ID: 'page-manual-pdf', TITLE: '产品手册' }, content: { rightCode: 'crm.export' } }),
    };
    const host = document.createElement('div');
    document.body.append(host);
    const shadow = host.attachShadow({ mode: 'open' });
    adoptStyles(shadow);
    const mountPoint = document.createElement('div');
    shadow.append(mountPoint);
    const root = createRoot(mountPoint);
    root.render(
      <PageServicesContext.Provider value={services}>
        <PageView page={{ kind: 'pdf', pageId: 'page-manual-pdf', query: { url: '' } }} />
      </PageServicesContext.Provider>,
    );
    const state = await waitFor(() => $(shadow, '.state.error'), 'the no-right state', 10000);
    match(state.textContent, /没有查看此页面的权限/);
    assert(!$(shadow, 'pdf-viewer'), 'the viewer is not drawn');
    await sleep(0);
    root.unmount();
    host.remove();
  });
});
