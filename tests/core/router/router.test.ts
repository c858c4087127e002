// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { setupRouter, tick } from './setup.ts';

describe('router: hash mode (default)', () => {
  it('resolves the address at start, puts the chosen role in it without a new history entry', async () => {
    const { router, location, state } = setupRouter({ href: 'http://shell.test/index.html#/app/demo/crm/sales' });
    expect(router.mode).toBe('hash');
    router.start();
    await tick();
    await tick();
    expect(state.$route.get()).toMatchObject({ name: 'app1', params: { client: 'demo', system: 'crm', app: 'sales', role: 'manager' } });
    expect(location.href()).toBe('http://shell.test/index.html#/app/demo/crm/sales/manager');
    expect(location.history).toHaveLength(1);
    expect(router.$routeKey.get()).toBe('/app/demo/crm/sales/manager');
  });

  it('navigates by name and by path with history entries', async () => {
    const { router, location, state } = setupRouter();
    await router.navigate({ name: 'app1', params: { client: 'demo', system: 'crm', app: 'sales', role: 'sales' } });
    expect(state.$route.get()?.params.role).toBe('sales');
    await router.navigate('/help/demo/crm/sales/h1?x=1');
    expect(state.$route.get()).toMatchObject({ name: 'ServiceHelp', params: { helpId: 'h1' }, query: { x: '1' } });
    expect(location.history).toEqual([
      'http://shell.test/index.html#/',
      'http://shell.test/index.html#/app/demo/crm/sales/sales',
      'http://shell.test/index.html#/help/demo/crm/sales/h1?x=1',
    ]);
  });

  it('strips token and code from the address after arrival', async () => {
    const { router, location, state } = setupRouter({ href: 'http://shell.test/index.html?token=abc#/app/demo/crm/sales/manager?code=9&x=1' });
    router.start();
    await tick();
    await tick();
    expect(location.href()).toBe('http://shell.test/index.html#/app/demo/crm/sales/manager?x=1');
    expect(state.$route.get()?.query).toEqual({ x: '1' });
  });

  it('an app config failure lands on /error with the current hash', async () => {
    const { router, location, state } = setupRouter({ configFails: true });
    await router.navigate('/app/demo/crm/nope');
    expect(state.$route.get()).toMatchObject({ name: 'error', query: { url: '#/app/demo/crm/nope' } });
    expect(location.href()).toBe('http://shell.test/index.html#/error?url=%23%2Fapp%2Fdemo%2Fcrm%2Fnope');
  });

  it('reloads the page when the app changes between app routes', async () => {
    const { router, reload, state, session } = setupRouter();
    await router.navigate('/app/demo/crm/sales/sales');
    const result = await router.navigate('/app/demo/crm/legacy');
    expect(result).toBeNull();
    expect(reload).toHaveBeenCalledTimes(1);
    router.start();
    await tick();
    await tick();
    expect(session.loadAppConfig).toHaveBeenLastCalledWith({ client: 'demo', system: 'crm', app: 'legacy' });
    expect(state.$appConfig.get()?.CODE).toBe('legacy');
  });

  it('not logged in: toLogin takes over and lands on login with the return path', async () => {
    const { router, location, state, session } = setupRouter({ loggedIn: false });
    await router.navigate('/app/demo/crm/sales');
    await tick();
    expect(session.toLogin).toHaveBeenCalledTimes(1);
    expect(state.$route.get()).toMatchObject({ name: 'login', params: { client: 'demo', system: 'crm', app: 'sales' } });
    expect(location.href()).toBe('http://shell.test/index.html#/login/demo/crm/sales?path=%2Fapp%2Fdemo%2Fcrm%2Fsales');
  });

  it('switchRole changes the role on the server and in the route', async () => {
    const { router, state, session } = setupRouter();
    await router.navigate('/app/demo/crm/sales/manager');
    await router.switchRole({ id: 'r1', code: 'sales', name: 'Sales', isDefault: false });
    expect(session.roleChange).toHaveBeenCalledWith('r1');
    expect(state.$route.get()?.params.role).toBe('sales');
  });
});

describe('router: history mode and base URL', () => {
  it('reads and writes the path after the base', async () => {
    const { router, location, state } = setupRouter({
      href: 'http://shell.test/shell/app/demo/crm/sales?x=1&token=abc',
      settings: { routerMode: 'history', routerBase: '/shell/' },
    });
    expect(router.mode).toBe('history');
    expect(router.base).toBe('/shell');
    router.start();
    await tick();
    await tick();
    expect(state.$route.get()).toMatchObject({ name: 'app1', params: { role: 'manager' }, query: { x: '1' } });
    expect(location.href()).toBe('http://shell.test/shell/app/demo/crm/sales/manager?x=1');
    await router.navigate({ name: 'ServiceHelp', params: { client: 'demo', system: 'crm', app: 'sales' } });
    expect(location.href()).toBe('http://shell.test/shell/help/demo/crm/sales');
    expect(router.href('/')).toBe('http://shell.test/shell');
  });
});

describe('router: the back button runs the page back action', () => {
  it('closes the top popup and keeps the address; with nothing open it leaves', async () => {
    const { router, location, state, workspace } = setupRouter();
    router.start();
    await router.navigate('/help/demo/crm/sales/h1');
    await router.navigate('/help/demo/crm/sales/h2');
    workspace.openPopup({ kind: 'add' });
    location.back();
    await tick();
    expect(workspace.$popups.get()).toEqual([]);
    expect(state.$route.get()?.params.helpId).toBe('h2');
    expect(location.href()).toBe('http://shell.test/index.html#/help/demo/crm/sales/h2');
    location.back();
    await tick();
    expect(state.$route.get()?.params.helpId).toBe('h1');
  });

  it('a registered back handler goes first; unregistering restores the default', async () => {
    const { router, workspace } = setupRouter();
    await router.navigate('/help/demo/crm/sales/h1');
    workspace.openPopup({ kind: 'add' });
    let asked = 0;
    const off = router.onBack(() => ((asked += 1), true));
    router.back();
    expect(asked).toBe(1);
    expect(workspace.$popups.get()).toHaveLength(1);
    off();
    router.back();
    expect(workspace.$popups.get()).toHaveLength(0);
  });
});
