import { describe, expect, it, vi } from 'vitest';
import { setup } from '../http/fixtures.ts';
import { createSession, normaliseUser } from '../../../core/session/index.ts';
import { afterLogin } from '../../../elements/shell/login-view.ts';

/** toLogin's target for a session of `user` (null: none loaded) on bob's role page. */
async function loginTarget(user: { id: string } | null) {
  const base = setup({
    settings: { serverConfigured: true },
    route: { name: 'app1', path: '/app/demo/crm/sales/manager', params: { app: 'sales', role: 'manager' } },
  });
  const navigate = vi.fn();
  const session = createSession(base.context, { http: base.http, navigate });
  base.context.state.$user.set(user && normaliseUser({ ...user, client: 'demo' }));
  await session.logout();
  return navigate.mock.calls[0]![0] as { params: Record<string, string>; query: Record<string, string> };
}

describe('the return path is the page of the user who left it (spec §2 toLogin)', () => {
  it('toLogin names the user whose page it keeps', async () => {
    expect((await loginTarget({ id: 'user-bob' })).query).toEqual({ path: '/app/demo/crm/sales/manager', user: 'user-bob' });
  });

  it('with no user loaded the page is nobody in particular', async () => {
    expect((await loginTarget(null)).query).toEqual({ path: '/app/demo/crm/sales/manager' });
  });

  it('the same user returns to it; another lands where a fresh sign-in lands', async () => {
    const { params, query } = await loginTarget({ id: 'user-bob' });
    expect(afterLogin('login', params, query, { id: 'user-bob' })).toBe('/app/demo/crm/sales/manager');
    expect(afterLogin('login', params, query, { id: 'user-carol' })).toEqual({ name: 'app1', params: { client: 'demo', system: 'crm', app: 'sales' } });
    expect(afterLogin('hallLogin', { client: 'demo' }, { path: '/hall/demo/sales', user: 'user-bob' }, { id: 'user-carol' })).toEqual({
      name: 'hall',
      params: { client: 'demo' },
    });
  });

  it('a return path that names nobody (a link, an expired page load) is everyone’s', () => {
    expect(afterLogin('login', { client: 'demo', system: 'crm' }, { path: '/app/demo/crm/sales?open=1' }, { id: 'user-carol' })).toBe(
      '/app/demo/crm/sales?open=1',
    );
  });
});
