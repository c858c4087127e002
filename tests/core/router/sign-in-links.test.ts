import { describe, expect, it } from 'vitest';
import { PlatformError } from '../../../core/errors/index.ts';
import { runGuard } from '../../../core/router/index.ts';
import type { LinkOutcome, SignInLink } from '../../../core/session/sign-in-link.ts';
import { makeFakes, routeOf } from './fakes.ts';

const defaults = { defaultClient: 'demo', defaultSystem: 'crm', defaultApp: 'sales' };

/** The guard with a settler that answers `outcome` and records what it was given. */
function withLinks(outcome: LinkOutcome | Error, held?: string) {
  const fakes = makeFakes({ settings: defaults });
  const links: Array<[SignInLink, unknown]> = [];
  fakes.deps.settleSignInLink = async (link, codes) => {
    links.push([link, codes]);
    if (outcome instanceof Error) throw outcome;
    return outcome;
  };
  let kept = held;
  fakes.deps.takeHeldToken = (client) => {
    const token = client === 'demo' ? kept : undefined;
    kept = undefined;
    return token;
  };
  return { ...fakes, links };
}

describe('sign-in links in the route guard', () => {
  it('a token the request layer held back is settled before the user loads, under the route codes', async () => {
    const fakes = withLinks('used', 't-alice');
    const result = await runGuard(routeOf('/app/demo/crm/sales/manager'), null, fakes.deps, { currentText: '' });
    expect(fakes.links).toEqual([
      [
        { kind: 'token', token: 't-alice' },
        { client: 'demo', system: 'crm' },
      ],
    ]);
    expect(result).toMatchObject({ kind: 'continue' });
    expect(fakes.names().indexOf('isLoggedIn')).toBeGreaterThan(-1);
  });

  it('a token in the query of an address change or a short link is settled too, and the role redirect does not carry it', async () => {
    const fakes = withLinks('switched');
    const result = await runGuard(routeOf('/app/demo/crm/sales?token=t-alice&open=detail'), null, fakes.deps, { currentText: '' });
    expect(fakes.links).toHaveLength(1);
    expect(result).toEqual({ kind: 'redirect', path: '/app/demo/crm/sales/manager', query: { open: 'detail' } });
  });

  it('kept: back where he was, else on his app start page, without the token', async () => {
    const from = { ...routeOf('/app/demo/crm/sales/manager?tab=t1'), name: 'app1' };
    const there = await runGuard(routeOf('/app/demo/crm/sales?token=t-alice'), from, withLinks('kept').deps, { currentText: '' });
    expect(there).toEqual({ kind: 'redirect', path: '/app/demo/crm/sales/manager', query: { tab: 't1' } });
    const fresh = await runGuard(routeOf('/app/demo/crm/sales/manager?token=t-alice&open=detail'), null, withLinks('kept', undefined).deps, {
      currentText: '',
    });
    expect(fresh).toEqual({ kind: 'redirect', path: '/app/demo/crm/sales', query: {} });
  });

  it('a link that cannot be read keeps the session; the failure shows unless it only says that session is gone', async () => {
    const shown = withLinks(new PlatformError('error.network', '网络错误'), 't-x');
    expect(await runGuard(routeOf('/app/demo/crm/sales'), null, shown.deps, { currentText: '' })).toMatchObject({ kind: 'redirect' });
    expect(shown.calls).toContainEqual(['notifyError', '网络错误']);
    const quiet = withLinks(new PlatformError('error.nologin', '未登录'), 't-x');
    await runGuard(routeOf('/app/demo/crm/sales'), null, quiet.deps, { currentText: '' });
    expect(quiet.names()).not.toContain('notifyError');
  });

  it('the messaging entry settles its code; kept during a visit goes back, otherwise the default app opens', async () => {
    const from = { ...routeOf('/app/demo/crm/sales/manager'), name: 'app1' };
    const kept = withLinks('kept');
    expect(await runGuard(routeOf('/wxwork?code=c1'), from, kept.deps, { currentText: '' })).toEqual({
      kind: 'redirect',
      path: '/app/demo/crm/sales/manager',
      query: {},
    });
    expect(kept.links).toEqual([
      [
        { kind: 'code', platform: 'wxwork', code: 'c1' },
        { client: 'demo', system: 'crm' },
      ],
    ]);
    expect(kept.names()).not.toContain('exchangeOAuthCode');
    const switched = withLinks('switched');
    expect(await runGuard(routeOf('/dingtalk?code=c2&tab=t'), from, switched.deps, { currentText: '' })).toEqual({
      kind: 'redirect',
      path: '/app/demo/crm/sales',
      query: { tab: 't' },
    });
  });

  it("a short link's long address keeps a token or code written before its hash", async () => {
    const fakes = makeFakes({ settings: defaults, longUrl: 'https://shell.example.com/?token=t-alice#/app/demo/crm/sales?tab=t1' });
    expect(await runGuard(routeOf('/s/abc'), null, fakes.deps, { currentText: '' })).toEqual({
      kind: 'redirect',
      path: '/app/demo/crm/sales',
      query: { token: 't-alice', tab: 't1' },
    });
  });
});
