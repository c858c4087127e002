// @vitest-environment happy-dom
/**
 * Two platforms on one page share nothing (docs/core-architecture.md "State on the instance"):
 * what the shell's parts and the elements keep for an instance (the menu they show, unsaved
 * tabs, which element draws the shared notifications, one session check) lives on it, as do the
 * tabs and the session themselves.
 */
import { describe, expect, it } from 'vitest';
import { createMemoryLocation, createMemoryStorage, createPlatform } from '../../../core/index.ts';
import type { Platform } from '../../../core/index.ts';
import type { MenuModule } from '../../../core/pages.ts';
import { envelope, failure, fakeFetch } from '../http/fixtures.ts';

const user = (id: string, account: string) => ({
  bean: { id, client: 'demo', ACCOUNT: account, NAME: account, LANGUAGE: '010', currentRoleId: 'r1', roles: [{ ID: 'r1', NAME: 'Role', CODE: 'role' }] },
});

/** A platform whose server knows one signed-in user (by token) and counts the user loads. */
async function platformOf(account: string) {
  const { fetch, calls } = fakeFetch((call) => {
    const action = new URL(call.url, 'http://x').pathname.split('/').slice(-2).join('/');
    if (action === 'FM_USER/getUser') return envelope(user(`id-${account}`, account));
    if (action === 'FM_SEARCH_PARAM/list') return envelope([]);
    return failure('error.notfound', action);
  });
  const storage = createMemoryStorage();
  const platform = createPlatform({
    fetch,
    storage,
    location: createMemoryLocation('http://page.test/#/app/demo/sys/app1'),
    settings: { ipBase: 'http://page.test' },
    readCookie: () => '',
  });
  await platform.loadPageConcepts();
  const userLoads = () => calls.filter((call) => call.url.includes('FM_USER/getUser')).length;
  return { platform, storage, userLoads };
}

const menu: MenuModule[] = [{ ID: 'm1', NAME: '客户', children: [{ ID: 'm2', NAME: '联系人', PAGE_ID: 'p2', children: [] }] }];

describe('two platforms on one page share nothing', () => {
  let a: Platform;
  let b: Platform;

  it("menus: the menu one shows is not the other one's", async () => {
    a = (await platformOf('ann')).platform;
    b = (await platformOf('bob')).platform;
    a.menus.remember(menu);
    expect(Object.keys(a.menus.$byId.get())).toEqual(['m1', 'm2']);
    expect(b.menus.$byId.get()).toEqual({});
    b.menus.remember([{ ID: 'x', NAME: 'X', children: [] }]);
    expect(Object.keys(a.menus.$byId.get())).toEqual(['m1', 'm2']);
  });

  it('dirty tabs: an unsaved tab of one is not unsaved in the other', async () => {
    a = (await platformOf('ann')).platform;
    b = (await platformOf('bob')).platform;
    a.shell.setTabDirty('module-m2', true);
    expect(a.shell.$dirtyTabs.get()).toEqual({ 'module-m2': true });
    expect(b.shell.$dirtyTabs.get()).toEqual({});
    b.shell.setTabDirty('module-m2', true);
    a.shell.forgetTab('module-m2');
    expect(a.shell.$dirtyTabs.get()).toEqual({});
    expect(b.shell.$dirtyTabs.get()).toEqual({ 'module-m2': true });
  });

  it("first owners: each platform's first element draws its own notifications", async () => {
    a = (await platformOf('ann')).platform;
    b = (await platformOf('bob')).platform;
    const first = { name: 'a1' };
    const second = { name: 'a2' };
    const other = { name: 'b1' };
    const leave = a.shell.owners('notifications').join(first);
    a.shell.owners('notifications').join(second);
    b.shell.owners('notifications').join(other);
    expect(a.shell.owners('notifications').$owners.get()).toEqual([first, second]);
    expect(b.shell.owners('notifications').$owners.get()).toEqual([other]);
    expect(b.shell.owners('sign-in').$owners.get()).toEqual([]);
    leave();
    expect(a.shell.owners('notifications').$owners.get()).toEqual([second]);
    expect(b.shell.owners('notifications').$owners.get()).toEqual([other]);
  });

  it('tabs: a tab opened in one is not open in the other', async () => {
    a = (await platformOf('ann')).platform;
    b = (await platformOf('bob')).platform;
    a.workspace.openTab({ key: 'module-m2', kind: 'list', title: '联系人' });
    expect(a.workspace.$tabs.get().map((tab) => tab.key)).toEqual(['module-m2']);
    expect(b.workspace.$tabs.get()).toEqual([]);
  });

  it('session: one check per platform, each its own user; a key press closes one popup in each', async () => {
    const first = await platformOf('ann');
    const second = await platformOf('bob');
    first.storage.setItem('demo-token', 'token-ann');
    second.storage.setItem('demo-token', 'token-bob');
    // Several elements of one platform asking at once share one user load; the other platform makes its own.
    await Promise.all([first.platform.shell.checkSession(), first.platform.shell.checkSession(), second.platform.shell.checkSession()]);
    expect(first.userLoads()).toBe(1);
    expect(second.userLoads()).toBe(1);
    expect(first.platform.state.$user.get()?.ACCOUNT).toBe('ann');
    expect(second.platform.state.$user.get()?.ACCOUNT).toBe('bob');
    // Once settled, the next check asks again.
    await first.platform.shell.checkSession();
    expect(first.userLoads()).toBe(2);
    // One Escape press (same time stamp) closes the top popup of each platform, and only that one.
    expect(first.platform.shell.keyboardClose(1000)).toBe(true);
    expect(second.platform.shell.keyboardClose(1000)).toBe(true);
    expect(first.platform.shell.keyboardClose(1010)).toBe(false);
    expect(first.platform.shell.keyboardClose(1100)).toBe(true);
  });
});
