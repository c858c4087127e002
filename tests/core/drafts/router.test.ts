// @vitest-environment happy-dom
import { describe, expect, it, vi } from 'vitest';
import { createContext, createMemoryLocation, createMemoryStorage } from '../../../core/instance/index.ts';
import { createRouter } from '../../../core/router/index.ts';
import type { RouterSession } from '../../../core/router/index.ts';
import { createWorkspace } from '../../../core/workspace/index.ts';
import { createDrafts } from '../../../core/drafts/index.ts';
import { configFor, makeUser } from '../router/fakes.ts';

/** The router asks the drafts concept to reopen what toLogin recorded each time a route commits. */
describe('drafts: the router reopens the recorded forms on arrival', () => {
  it('opens the tab and the popup again once the user arrives at the return path', async () => {
    const storage = createMemoryStorage();
    const context = createContext({ storage, location: createMemoryLocation('http://shell.test/index.html#/login/demo/crm/sales'), setTitle: vi.fn() });
    const workspace = createWorkspace(context, { now: () => 1 });
    const drafts = createDrafts(context, { client: () => 'demo', workspace, now: () => 1 });
    const session = {
      loadAppConfig: vi.fn(async (codes) => context.state.$appConfig.set(configFor(codes))),
      getLongUrl: vi.fn(async () => '/'),
      isLoggedIn: vi.fn(() => true),
      loadUser: vi.fn(async () => context.state.$user.set(makeUser())),
      visitService: vi.fn(async () => undefined),
      toLogin: vi.fn(async () => undefined),
    } satisfies RouterSession;
    const reopen = vi.spyOn(drafts, 'reopen');
    const router = createRouter(context, { session, workspace, drafts });

    // What the session's toLogin left behind for user u1 (popup on the customers tab, a draft).
    context.state.$user.set(makeUser());
    workspace.openTab({ key: 'default-mod-customer', kind: 'moduleIndex', moduleId: 'mod-customer' });
    workspace.openPopup({ kind: 'edit', entity: 'CUSTOMER', recordId: '7', tabKey: 'default-mod-customer' });
    drafts.save({ client: 'demo', userId: 'u1', page: 'CUSTOMER', recordId: '7' }, { values: { PHONE: '1' } });
    drafts.rememberOpen({ client: 'demo', userId: 'u1', path: '/app/demo/crm/sales/manager' });
    workspace.clearTabs();
    context.state.$user.set(null);

    const route = await router.navigate('/app/demo/crm/sales/manager');
    expect(route?.path).toBe('/app/demo/crm/sales/manager');
    expect(reopen).toHaveBeenCalledWith(route);
    expect(workspace.$activeTab.get()?.key).toBe('default-mod-customer');
    expect(workspace.$popups.get()).toMatchObject([{ kind: 'edit', recordId: '7', tabKey: 'default-mod-customer' }]);
  });
});
