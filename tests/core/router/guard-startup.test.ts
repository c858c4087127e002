import { describe, expect, it } from 'vitest';
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

  it('does not wait for the business bundles', async () => {
    const fakes = makeFakes();
    fakes.deps.loadBundles = () => new Promise(() => undefined);
    const result = await Promise.race([
      runGuard(routeOf('/app/demo/crm/sales/manager'), null, fakes.deps, context),
      new Promise((resolve) => setTimeout(() => resolve('blocked'), 200)),
    ]);
    expect(result).toMatchObject({ kind: 'continue' });
  });
});
