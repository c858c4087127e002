import { describe, expect, it, vi } from 'vitest';
import { setup } from '../http/fixtures.ts';
import type { SetupOptions } from '../http/fixtures.ts';
import { createSession, returnPath } from '../../../core/session/index.ts';
import { normaliseUser } from '../../../core/session/index.ts';

function loginSetup(options: SetupOptions = {}) {
  const base = setup(options);
  const order: string[] = [];
  const navigate = vi.fn((_target: unknown) => void order.push('navigate'));
  const closePopups = vi.fn(() => void order.push('closePopups'));
  const clearTabs = vi.fn(() => void order.push('clearTabs'));
  const drafts = {
    flush: vi.fn(() => void order.push('flush')),
    rememberOpen: vi.fn((_input: unknown) => void order.push('rememberOpen')),
    removeAll: vi.fn((_owner: unknown) => void order.push('removeAll')),
  };
  const session = createSession(base.context, { http: base.http, navigate, closePopups, clearTabs, drafts });
  base.storage.setItem('demo-token', 'tok');
  base.context.state.$user.set(normaliseUser({ id: 'u1', client: 'demo' }));
  return { ...base, session, navigate, closePopups, clearTabs, order, drafts };
}

describe('toLogin (spec §2)', () => {
  it('a switch of account by a sign-in link (stay): drafts removed, popups, token, user and tabs gone, no trip to login', async () => {
    const { session, navigate, storage, context, order, drafts } = loginSetup({ settings: { serverConfigured: true } });
    await session.toLogin({ loggingOut: true, stay: true });
    expect(order).toEqual(['removeAll', 'closePopups', 'clearTabs']);
    expect(drafts.removeAll).toHaveBeenCalledWith({ client: 'demo', userId: 'u1' });
    expect(storage.getItem('demo-token')).toBeNull();
    expect(context.state.$user.get()).toBeNull();
    expect(navigate).not.toHaveBeenCalled();
  });

  it('closes popups, removes the client token, deletes user and tabs, then goes to login', async () => {
    const { session, navigate, storage, context, order } = loginSetup({
      settings: { serverConfigured: true },
      route: { name: 'app1', path: '/app/demo/crm/sales/manager', query: { tab: 'x' }, params: { app: 'sales', role: 'manager' } },
    });
    await session.toLogin();
    expect(order).toEqual(['flush', 'rememberOpen', 'closePopups', 'clearTabs', 'navigate']);
    expect(storage.getItem('demo-token')).toBeNull();
    expect(context.state.$user.get()).toBeNull();
    expect(navigate).toHaveBeenCalledWith({
      name: 'login',
      params: { clientCode: 'demo', client: 'demo', system: 'crm', app: 'sales' },
      query: { path: '/app/demo/crm/sales/manager?tab=x', user: 'u1' },
    });
  });

  it('goes to localLogin when no server address is configured', async () => {
    const { session, navigate } = loginSetup({ route: { params: { app: 'sales' } } });
    await session.toLogin();
    expect(navigate.mock.calls[0]![0]).toMatchObject({ name: 'localLogin' });
  });

  it('goes to hallLogin for the service hall of the framework system', async () => {
    const { session, navigate } = loginSetup({
      settings: { serverConfigured: true },
      route: { name: 'hall', path: '/hall/demo', params: { system: 'frame', app: 'hall' } },
    });
    await session.toLogin();
    expect(navigate.mock.calls[0]![0]).toMatchObject({ name: 'hallLogin', params: { clientCode: 'demo', system: 'frame', app: 'hall' } });
  });

  it('strips token, client_code and client from the return path', async () => {
    const { session, navigate } = loginSetup({
      route: { path: '/app/demo/crm/sales', query: { token: 't', _token: 't2', client_code: 'demo', client: 'demo', keep: '1' } },
    });
    await session.toLogin();
    expect(navigate.mock.calls[0]![0]).toMatchObject({ query: { path: '/app/demo/crm/sales?keep=1' } });
  });

  it('takes the return path from the address when no route is resolved yet', () => {
    expect(returnPath(null, 'https://a.b/#/app/demo/crm?token=t&client=c&x=1')).toBe('/app/demo/crm?x=1');
    expect(returnPath(null, 'https://a.b/base/app/demo?client_code=d&y=2')).toBe('/base/app/demo?y=2');
  });

  it('logout tells the server, then runs toLogin even when the server call fails', async () => {
    const { session, navigate, calls, storage } = loginSetup({
      handler: () => {
        throw new TypeError('offline');
      },
    });
    await session.logout();
    expect(calls[0]).toMatchObject({ method: 'POST', url: '/api/v1/demo/crm/FM_USER/logout' });
    expect(storage.getItem('demo-token')).toBeNull();
    expect(navigate).toHaveBeenCalledTimes(1);
  });

  it('session expiry keeps the drafts: staged ones are written and the open forms recorded for the return path', async () => {
    const { session, drafts } = loginSetup({ settings: { serverConfigured: true }, route: { path: '/app/demo/crm/sales/sales', query: { token: 't' } } });
    await session.toLogin();
    expect(drafts.rememberOpen).toHaveBeenCalledWith({ client: 'demo', userId: 'u1', path: '/app/demo/crm/sales/sales' });
    expect(drafts.removeAll).not.toHaveBeenCalled();
  });

  it('records nothing on a login route or without a user', async () => {
    const onLogin = loginSetup({ route: { name: 'login', path: '/login/demo/crm/sales' } });
    await onLogin.session.toLogin();
    expect(onLogin.drafts.rememberOpen).not.toHaveBeenCalled();
    const nobody = loginSetup();
    nobody.context.state.$user.set(null);
    await nobody.session.toLogin();
    expect(nobody.drafts.rememberOpen).not.toHaveBeenCalled();
  });

  it("logout removes the user's drafts first and records nothing to reopen", async () => {
    const { session, drafts, order } = loginSetup();
    await session.logout();
    expect(drafts.removeAll).toHaveBeenCalledWith({ client: 'demo', userId: 'u1' });
    expect(drafts.rememberOpen).not.toHaveBeenCalled();
    expect(order[0]).toBe('removeAll');
    expect(order).toContain('navigate');
  });
});
