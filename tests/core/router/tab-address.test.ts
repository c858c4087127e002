// @vitest-environment happy-dom
import { describe, expect, it, vi } from 'vitest';
import { followTabsInAddress, tabFromQuery, tabQuery } from '../../../core/router/tab-address.ts';
import type { TabAddress } from '../../../core/router/tab-address.ts';
import { setupRouter, tick } from './setup.ts';

const APP = '/app/demo/crm/sales/manager';

/** A router on the app route with the address following the tabs, as the shell's tab panels wire it. */
async function follow(start = APP, reopen: (tab: TabAddress) => unknown = vi.fn()) {
  const setup = setupRouter({ href: `http://shell.test/index.html#${start}` });
  await setup.router.navigate(start, { replace: true });
  const stop = followTabsInAddress({
    $route: setup.state.$route,
    workspace: setup.workspace,
    showQuery: setup.router.showQuery,
    open: setup.router.open,
    reopen: reopen as (tab: TabAddress) => void,
  });
  return { ...setup, stop, reopen };
}

const hash = (setup: { location: { href(): string } }) => new URL(setup.location.href()).hash;

describe('the active tab in the address', () => {
  it('a tab switch changes only the query, as a new history entry; the path and the root view key stay', async () => {
    const setup = await follow();
    const key = setup.router.$routeKey.get();
    setup.router.open({ kind: 'list', pageId: 'P1', key: 'module-M1', moduleId: 'M1', title: 'Customers' });
    expect(hash(setup)).toBe(`#${APP}?tab=module-M1&moduleId=M1`);
    setup.router.open({ kind: 'detail', entity: 'CUSTOMER', pageId: 'P2', recordId: '42', title: 'Acme' });
    expect(hash(setup)).toBe(`#${APP}?tab=detail-P2-42&id=42&kind=detail&pageId=P2&entity=CUSTOMER&title=Acme`);
    expect(setup.state.$route.get()?.query).toMatchObject({ tab: 'detail-P2-42', id: '42' });
    expect(setup.router.$routeKey.get()).toBe(key);
    // The first tab's address replaced the bare arrival; the switch is one entry more.
    expect(setup.location.history.map((href) => new URL(href).hash.split('?')[1] ?? '')).toEqual([
      'tab=module-M1&moduleId=M1',
      'tab=detail-P2-42&id=42&kind=detail&pageId=P2&entity=CUSTOMER&title=Acme',
    ]);
  });

  it('Back returns to the previous tab and Forward reopens the next, both through the guard', async () => {
    const setup = await follow();
    setup.router.start();
    setup.router.open({ kind: 'list', pageId: 'P1', key: 'one' });
    setup.router.open({ kind: 'list', pageId: 'P3', key: 'two' });
    setup.location.back();
    await vi.waitFor(() => expect(setup.workspace.$activeTab.get()?.key).toBe('one'));
    expect(hash(setup)).toContain('tab=one');
    setup.location.forward!();
    await vi.waitFor(() => expect(setup.workspace.$activeTab.get()?.key).toBe('two'));
    expect(setup.workspace.$tabs.get().map((tab) => tab.key)).toEqual(['one', 'two']);
  });

  it('Back first closes the top popup (the address stays), then goes to the previous tab', async () => {
    const setup = await follow();
    setup.router.start();
    setup.router.open({ kind: 'list', pageId: 'P1', key: 'one' });
    setup.router.open({ kind: 'list', pageId: 'P3', key: 'two' });
    setup.router.open({ openType: 2, kind: 'edit', pageId: 'P4' });
    setup.location.back();
    await tick();
    expect(setup.workspace.$popups.get()).toEqual([]);
    expect(setup.workspace.$activeTab.get()?.key).toBe('two');
    expect(hash(setup)).toContain('tab=two');
    setup.location.back();
    await vi.waitFor(() => expect(setup.workspace.$activeTab.get()?.key).toBe('one'));
  });

  it('an address naming a tab that is not open asks to open it, and waits for it before writing', async () => {
    let finish: () => void = () => undefined;
    const reopen = vi.fn(() => new Promise<void>((resolve) => void (finish = resolve)));
    const setup = await follow(`${APP}?tab=module-M7&moduleId=M7`, reopen);
    expect(reopen).toHaveBeenCalledWith(expect.objectContaining({ key: 'module-M7', moduleId: 'M7' }));
    // A tab restored meanwhile does not take the address over.
    setup.workspace.openTab({ key: 'other', kind: 'list' });
    expect(hash(setup)).toContain('tab=module-M7');
    setup.workspace.openTab({ key: 'module-M7', kind: 'list', moduleId: 'M7' });
    finish();
    await tick();
    expect(hash(setup)).toBe(`#${APP}?tab=module-M7&moduleId=M7`);
    expect(setup.location.history).toHaveLength(1);
  });

  it("a menuId opens its module index tab once, and the tab's query takes its place in the address", async () => {
    const setup = await follow(`${APP}?menuId=N7&x=1`);
    expect(setup.workspace.$activeTab.get()).toMatchObject({ key: 'default-N7', kind: 'moduleIndex', query: { menuId: 'N7' } });
    expect(hash(setup)).toBe(`#${APP}?x=1&tab=default-N7&moduleId=N7`);
  });

  it("a shared record opens its page once, and the tab's query takes its place", async () => {
    const setup = await follow(`${APP}?open=detail&entity=CUSTOMER&recordId=9`);
    expect(setup.workspace.$activeTab.get()).toMatchObject({ kind: 'detail', entity: 'CUSTOMER', recordId: '9' });
    expect(setup.state.$route.get()?.query).toEqual({ tab: 'detail-CUSTOMER-9', id: '9', kind: 'detail', entity: 'CUSTOMER' });
  });

  it('closing the active tab replaces the address with the tab that took its place; the last one leaves none', async () => {
    const setup = await follow();
    setup.router.open({ kind: 'list', pageId: 'P1', key: 'one' });
    setup.router.open({ kind: 'list', pageId: 'P3', key: 'two' });
    const entries = setup.location.history.length;
    setup.workspace.closeTab('two');
    expect(hash(setup)).toContain('tab=one');
    expect(setup.location.history).toHaveLength(entries);
    setup.workspace.closeTab('one');
    expect(hash(setup)).toBe(`#${APP}`);
  });

  it('does nothing on routes without the workspace, and stops', async () => {
    const setup = await follow('/error');
    setup.workspace.openTab({ key: 'one', kind: 'list' });
    expect(hash(setup)).toBe('#/error');
    setup.stop();
  });
});

describe('tab query', () => {
  it("names a menu entry's tab by its module, any other page by its fields", () => {
    expect(tabQuery({ key: 'module-M1', kind: 'list', moduleId: 'M1', pageId: 'P1', title: 'x', query: {}, active: true, time: 1, children: [] })).toEqual({
      tab: 'module-M1',
      moduleId: 'M1',
    });
    expect(tabQuery({ key: 'k', kind: 'edit', entity: 'E', recordId: '3', query: {}, active: true, time: 1, children: [] })).toEqual({
      tab: 'k',
      id: '3',
      kind: 'edit',
      entity: 'E',
    });
    expect(tabFromQuery({ tab: 'k', id: '3', kind: 'edit' })).toMatchObject({ key: 'k', recordId: '3', kind: 'edit' });
    expect(tabFromQuery({ id: '3' })).toBeNull();
  });
});
