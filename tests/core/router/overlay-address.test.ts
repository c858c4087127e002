// @vitest-environment happy-dom
import { describe, expect, it, vi } from 'vitest';
import { followOverlaysInAddress, overlayFromQuery } from '../../../core/router/overlay-address.ts';
import { followTabsInAddress } from '../../../core/router/tab-address.ts';
import { setupRouter } from './setup.ts';

const APP = '/app/demo/crm/sales/manager';

/** A router on the app route with the tab, the popup and the drawer following the address, as the shell wires them. */
/** Whether the follower sees a user signed in: a sign-out closes popups without going Back. */
let signedIn = true;

async function follow(start = APP) {
  const setup = setupRouter({ href: `http://shell.test/index.html#${start}` });
  await setup.router.navigate(start, { replace: true });
  setup.router.start();
  followTabsInAddress({ $route: setup.state.$route, workspace: setup.workspace, showQuery: setup.router.showQuery, open: setup.router.open, reopen: vi.fn() });
  followOverlaysInAddress({
    $route: setup.state.$route,
    workspace: setup.workspace,
    showQuery: setup.router.showQuery,
    href: () => setup.location.href(),
    back: () => setup.location.back(),
    onAddressChange: (listener) => setup.location.subscribe(listener),
    signedIn: () => signedIn,
  });
  return setup;
}

const query = (setup: { location: { href(): string } }) => Object.fromEntries(new URLSearchParams(new URL(setup.location.href()).hash.split('?')[1] ?? ''));
const queries = (setup: { location: { history: string[] } }) => setup.location.history.map((href) => new URL(href).hash.split('?')[1] ?? '');

describe('the popup and the drawer in the address', () => {
  it('a popup opened is a new entry naming its page, record and mode; Back closes it and the address is the tab again', async () => {
    const setup = await follow();
    setup.router.open({ kind: 'list', pageId: 'P1', key: 'one' });
    setup.router.open({ openType: 2, kind: 'edit', entity: 'CUSTOMER', pageId: 'P4', recordId: '7', title: 'Acme' });
    expect(query(setup)).toEqual({
      tab: 'one',
      kind: 'list',
      pageId: 'P1',
      popup: 'edit',
      popupPage: 'P4',
      popupEntity: 'CUSTOMER',
      popupId: '7',
      popupTitle: 'Acme',
    });
    expect(queries(setup)).toHaveLength(2);
    setup.location.back();
    await vi.waitFor(() => expect(setup.workspace.$popups.get()).toHaveLength(0));
    expect(query(setup)).toEqual({ tab: 'one', kind: 'list', pageId: 'P1' });
    expect(setup.state.$route.get()?.query.popup).toBeUndefined();
    setup.location.forward!();
    await vi.waitFor(() => expect(setup.workspace.$popups.get()).toHaveLength(1));
    expect(setup.workspace.$popups.get()[0]).toMatchObject({ kind: 'edit', pageId: 'P4', recordId: '7', tabKey: 'one' });
  });

  it('closing by the page goes back over its entry: no copy of the address without it stays in the history', async () => {
    const setup = await follow();
    setup.router.open({ kind: 'list', pageId: 'P1', key: 'one' });
    setup.router.open({ kind: 'list', pageId: 'P2', key: 'two' });
    setup.router.open({ openType: 5, kind: 'detail', pageId: 'P5', recordId: '9' });
    expect(query(setup)).toMatchObject({ tab: 'two', drawer: 'detail', drawerPage: 'P5', drawerId: '9' });
    setup.workspace.closeDrawer();
    await vi.waitFor(() => expect(query(setup).drawer).toBeUndefined());
    expect(query(setup).tab).toBe('two');
    setup.location.back();
    await vi.waitFor(() => expect(setup.workspace.$activeTab.get()?.key).toBe('one'));
  });

  it('a popup opened before the Back of a closed drawer lands stays open, and joins the address after it', async () => {
    const setup = await follow();
    await vi.waitFor(() => expect(setup.router.$navigating.get()).toBe(false));
    const browserBack = setup.location.back;
    // The browser makes a Back a task or more later.
    setup.location.back = () => void setTimeout(browserBack, 30);
    setup.router.open({ kind: 'list', pageId: 'P1', key: 'one' });
    setup.router.open({ openType: 5, kind: 'detail', pageId: 'P5', recordId: '9' });
    setup.workspace.closeDrawer();
    for (let i = 0; i < 3; i++) await Promise.resolve();
    setup.router.open({ openType: 2, kind: 'edit', entity: 'CUSTOMER', pageId: 'P4', recordId: '7' });
    await new Promise((resolve) => setTimeout(resolve, 80));
    expect(setup.workspace.$popups.get()).toHaveLength(1);
    expect(query(setup)).toMatchObject({ tab: 'one', popup: 'edit', popupId: '7' });
    expect(query(setup).drawer).toBeUndefined();
    setup.location.back = browserBack;
    setup.location.back();
    await vi.waitFor(() => expect(setup.workspace.$popups.get()).toHaveLength(0));
    expect(query(setup)).toEqual({ tab: 'one', kind: 'list', pageId: 'P1' });
  });

  it('closing the top of two popups goes back to the entry of the one below, adding none', async () => {
    const setup = await follow();
    await vi.waitFor(() => expect(setup.router.$navigating.get()).toBe(false));
    setup.router.open({ kind: 'list', pageId: 'P1', key: 'one' });
    setup.workspace.openPopup({ kind: 'edit', pageId: 'P4', recordId: '7', title: 'First' });
    setup.workspace.openPopup({ kind: 'edit', pageId: 'P4', recordId: '8', title: 'Second' });
    expect(query(setup)).toMatchObject({ popupId: '8', popupTitle: 'Second' });
    expect(queries(setup)).toHaveLength(3);
    const back = vi.spyOn(setup.location, 'back');
    setup.workspace.closePopup();
    await vi.waitFor(() => expect(back).toHaveBeenCalledTimes(1));
    // Back over the closed popup's entry: the one below is where it lands, no entry was added.
    expect(queries(setup)).toHaveLength(3);
    expect(query(setup)).toMatchObject({ popupId: '7', popupTitle: 'First' });
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(setup.workspace.$popups.get().map((popup) => popup.title)).toEqual(['First']);
    setup.location.back();
    await vi.waitFor(() => expect(setup.workspace.$popups.get()).toHaveLength(0));
    expect(query(setup)).toEqual({ tab: 'one', kind: 'list', pageId: 'P1' });
  });

  it('a popup closed by a sign-out does not take the browser Back into the page being left', async () => {
    const setup = await follow();
    setup.router.open({ kind: 'list', pageId: 'P1', key: 'one' });
    setup.workspace.openPopup({ kind: 'edit', pageId: 'P4', recordId: '7' });
    expect(query(setup).popup).toBe('edit');
    const back = vi.spyOn(setup.location, 'back');
    signedIn = false;
    try {
      setup.workspace.closePopup();
      await new Promise((resolve) => setTimeout(resolve, 20));
      expect(back).not.toHaveBeenCalled();
      expect(query(setup).popup).toBeUndefined();
    } finally {
      signedIn = true;
    }
  });

  it('an address naming a drawer and a popup opens both over its tab (a reload)', async () => {
    const setup = await follow(`${APP}?tab=one&kind=list&pageId=P1&drawer=detail&drawerPage=P5&drawerId=9&popup=edit&popupPage=P4&popupId=7`);
    await vi.waitFor(() => expect(setup.workspace.$popups.get()).toHaveLength(1));
    expect(setup.workspace.$drawer.get()).toMatchObject({ kind: 'detail', pageId: 'P5', recordId: '9', tabKey: 'one' });
    expect(setup.workspace.$popups.get()[0]).toMatchObject({ kind: 'edit', pageId: 'P4', recordId: '7', tabKey: 'one' });
    expect(query(setup)).toMatchObject({ popup: 'edit', drawer: 'detail' });
    setup.workspace.closePopup();
    expect(query(setup).popup).toBeUndefined();
    expect(query(setup).drawerId).toBe('9');
    expect(overlayFromQuery('popup', { popup: 'add', tab: 'x' })).toEqual({ kind: 'add', tabKey: 'x' });
  });

  it('a popup open before the address is followed stays, and joins the address in place', async () => {
    const setup = setupRouter({ href: `http://shell.test/index.html#${APP}?tab=one` });
    await setup.router.navigate(`${APP}?tab=one`, { replace: true });
    setup.workspace.openPopup({ kind: 'edit', pageId: 'P4', recordId: '7' });
    followOverlaysInAddress({
      $route: setup.state.$route,
      workspace: setup.workspace,
      showQuery: setup.router.showQuery,
      href: () => setup.location.href(),
      back: vi.fn(),
      onAddressChange: () => () => undefined,
      signedIn: () => true,
    });
    expect(setup.workspace.$popups.get()).toHaveLength(1);
    expect(query(setup)).toMatchObject({ tab: 'one', popup: 'edit', popupId: '7' });
    expect(queries(setup)).toHaveLength(1);
  });
});
