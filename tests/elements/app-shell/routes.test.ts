import { equal, assert } from '../../support/assert.ts';
import { deepQuery, unmountAll, waitFor } from '../../support/dom.ts';
import { pageRegistry } from '../../../elements/shared/concepts.ts';
import { activeTabText, loginAs, q, startShell, tabs } from './shell-helpers.ts';

describe('app-shell: routes of spec §2', () => {
  afterEach(unmountAll);

  // Config runs under SYSTEM, which of the demo users only admin holds: its no-access page (alice) is in addresses.test.ts.
  it('Task and /module show their page kind, not the layout; an unregistered kind says so', async () => {
    const { root, core, platform } = await startShell();
    await loginAs(root, 'bob');
    const registered = pageRegistry(platform)!.$pages.get();
    const cases: Array<[string, string, string]> = [
      ['/task/demo/crm/T1', 'Task', 'task'],
      ['/module?menuId=mod-customer', 'module', 'moduleIndex'],
    ];
    for (const [path, name, kind] of cases) {
      await core.router.navigate(path);
      const page = await waitFor(() => q(root, `[data-route-page="${name}"]`), `the ${name} route page`);
      assert(!q(root, '.top-bar'), `no app layout on ${name}`);
      // The work pages and the designer come with their own code: until a kind is registered, the page view says so.
      if (registered[kind]) await waitFor(() => page.firstElementChild && !page.querySelector('[data-unknown-page]'), `the ${kind} page`);
      else
        await waitFor(() => new RegExp(kind).test(page.querySelector(`[data-unknown-page="${kind}"]`)?.textContent ?? ''), `the unknown-kind state of ${kind}`);
    }
  });

  it('the new-window page /page/{moduleId}?systemId= shows the module alone', async () => {
    const { root, core } = await startShell();
    await loginAs(root, 'bob');
    const url = core.router.pageWindowUrl('mod-customer-list', 'sys-9');
    assert(url.endsWith('#/page/mod-customer-list?systemId=sys-9'), url);
    await core.router.navigate('/page/mod-customer-list?systemId=sys-9');
    const page = await waitFor(() => q(root, '[data-route-page="Page"]'), 'the new-window page', 15000);
    await waitFor(() => deepQuery(page, '[role="grid"], table'), "the module's list", 15000);
    assert(!q(root, '.top-bar'), 'no app layout in the new window');
    await core.router.navigate('/page/mod-none');
    await waitFor(() => /mod-none/.test(q(root, '[data-route-page], .page-message')?.textContent ?? ''), 'an unknown module says so', 15000);
  });

  it('a menu entry in the address opens its module index tab', async () => {
    const { root, core } = await startShell();
    await loginAs(root, 'bob');
    await core.router.navigate('/app/demo/crm/sales?menuId=mod-customer');
    await waitFor(() => q(root, '[data-tab="default-mod-customer"]'), 'the module index tab');
    assert(/moduleIndex|客户|Customer/.test(activeTabText(root)), activeTabText(root));
    equal(root.querySelectorAll('[data-tab="default-mod-customer"]').length, 1);
    assert(tabs(root).length >= 1);
  });
});
