import { describe, expect, it, vi } from 'vitest';
import { PlatformError } from '../../../core/errors/index.ts';
import { runGuard } from '../../../core/router/index.ts';
import { makeFakes, routeOf } from './fakes.ts';

const context = { currentText: '#/app/demo/crm/sales' };
const lost = () => new PlatformError('login.expired', '登录已过期，请重新登录');

describe('route guard at start-up', () => {
  it('a lost session on the app configuration stops; the request layer goes to login once', async () => {
    const fakes = makeFakes();
    fakes.deps.loadAppConfig = async () => {
      throw lost();
    };
    const result = await runGuard(routeOf('/app/demo/crm/sales'), null, fakes.deps, context);
    expect(result).toEqual({ kind: 'stop' });
    expect(fakes.names()).not.toContain('toLogin');
    expect(fakes.names()).not.toContain('notifyError');
  });

  it('on a login route a lost session on the app configuration shows the login form', async () => {
    const fakes = makeFakes();
    fakes.deps.loadAppConfig = async () => {
      throw new PlatformError('error.nologin', '');
    };
    const result = await runGuard(routeOf('/login/demo/crm/sales'), null, fakes.deps, context);
    expect(result).toMatchObject({ kind: 'continue', route: { name: 'login' } });
  });

  it('another failure of the app configuration still goes to /error', async () => {
    const fakes = makeFakes({ configFails: true });
    const result = await runGuard(routeOf('/login/demo/crm/sales'), null, fakes.deps, context);
    expect(result).toMatchObject({ kind: 'redirect', path: '/error' });
  });

  it('a lost session on the user load stops without a second message', async () => {
    const fakes = makeFakes();
    fakes.deps.loadUser = async () => {
      throw lost();
    };
    const result = await runGuard(routeOf('/app/demo/crm/sales'), null, fakes.deps, context);
    expect(result).toEqual({ kind: 'stop' });
    expect(fakes.names()).not.toContain('notifyError');
  });

  it('waits for the component library before the first page, the first screen no longer holding anything back', async () => {
    const fakes = makeFakes();
    fakes.state.$firstScreenPending.set(true);
    let arrive: (() => void) | undefined;
    fakes.deps.loadBundles = () => new Promise<void>((resolve) => void (arrive = resolve));
    let settled = false;
    const guarded = runGuard(routeOf('/app/demo/crm/sales/manager'), null, fakes.deps, context).finally(() => void (settled = true));
    await vi.waitFor(() => expect(arrive).toBeDefined());
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(settled).toBe(false);
    expect(fakes.state.$firstScreenPending.get()).toBe(false);
    arrive!();
    expect(await guarded).toMatchObject({ kind: 'continue' });
  });

  it('an unguarded page does not wait for the library, a login form does not ask for it', async () => {
    const fakes = makeFakes();
    fakes.deps.loadBundles = (...codes) => (fakes.calls.push(['loadBundles', ...codes]), new Promise(() => undefined));
    expect(await runGuard(routeOf('/task/demo/crm/t1'), null, fakes.deps, context)).toMatchObject({ kind: 'continue' });
    expect(fakes.names()).toContain('loadBundles');
    const login = makeFakes();
    expect(await runGuard(routeOf('/login/demo/crm/sales'), null, login.deps, context)).toMatchObject({ kind: 'continue' });
    expect(login.names()).not.toContain('loadBundles');
  });
});
