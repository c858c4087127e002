// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { runGuard } from '../../../core/router/index.ts';
import { createSession } from '../../../core/session/index.ts';
import { createContext } from '../../../core/instance/context.ts';
import { createHttp } from '../../../core/http/index.ts';
import { routerSessionFrom } from '../../../core/router/index.ts';
import { createMemoryLocation } from '../../../core/instance/env.ts';
import { PlatformError } from '../../../core/errors/index.ts';
import { readAddress } from '../../../core/router/address.ts';
import type { SignInLink } from '../../../core/session/sign-in-link.ts';
import { makeFakes, routeOf } from './fakes.ts';

const defaults = { defaultClient: 'demo', defaultSystem: 'crm', defaultApp: 'sales' };

describe('messaging webviews in the route guard (DESIGN §4)', () => {
  it('the app root in a messaging browser goes to its entry path with the query (the code) kept', async () => {
    for (const messaging of ['wxwork', 'dingtalk'] as const) {
      const fakes = makeFakes({ settings: defaults });
      fakes.deps.messaging = messaging;
      const result = await runGuard(routeOf('/?code=c1&x=2'), null, fakes.deps, { currentText: '#/' });
      expect(result).toEqual({ kind: 'redirect', path: `/${messaging}`, query: { code: 'c1', x: '2' } });
      expect(fakes.names()).toEqual([]);
    }
  });

  it('outside a messaging browser the root takes the global defaults as before', async () => {
    const fakes = makeFakes({ settings: defaults });
    fakes.deps.messaging = null;
    const result = await runGuard(routeOf('/?code=c1'), null, fakes.deps, { currentText: '#/' });
    expect(result).toMatchObject({ kind: 'redirect', path: '/app/demo/crm/sales' });
  });

  it('the entry path exchanges the code, then shows the default app without the code', async () => {
    const fakes = makeFakes({ settings: defaults });
    fakes.deps.messaging = 'dingtalk';
    const result = await runGuard(routeOf('/dingtalk?code=c9&tab=t1'), null, fakes.deps, { currentText: '#/dingtalk' });
    expect(fakes.calls).toEqual([['exchangeOAuthCode', 'dingtalk', 'c9']]);
    expect(result).toEqual({ kind: 'redirect', path: '/app/demo/crm/sales', query: { tab: 't1' } });
  });

  it('a refused code is shown and the way goes on to the app (whose guard asks for a login)', async () => {
    const fakes = makeFakes({ settings: defaults });
    fakes.deps.exchangeOAuthCode = async () => {
      throw new Error('The sign-in code is not valid or has expired');
    };
    const result = await runGuard(routeOf('/wxwork?code=bad'), null, fakes.deps, { currentText: '#/wxwork' });
    expect(fakes.calls).toEqual([['notifyError', 'The sign-in code is not valid or has expired']]);
    expect(result).toEqual({ kind: 'redirect', path: '/app/demo/crm/sales', query: {} });
  });

  it('without global defaults the entry path is shown (the router strips the code when it commits)', async () => {
    const fakes = makeFakes();
    const result = await runGuard(routeOf('/wxwork?code=c2'), null, fakes.deps, { currentText: '#/wxwork' });
    expect(result).toMatchObject({ kind: 'continue' });
    expect(fakes.names()).toEqual(['exchangeOAuthCode']);
  });
});

describe('the router session exchanges the code', () => {
  it('posts FM_USER/loginByCode { code, platform } and keeps the token for the client (the guard loads the user next)', async () => {
    const requests: Array<{ url: string; method: string; body: string }> = [];
    const fetch = (async (url: string, init: RequestInit) => {
      requests.push({ url: String(url), method: String(init.method), body: String(init.body) });
      const data = { token: 'tok-1', user: { ID: 'user-alice', ACCOUNT: 'alice', NAME: '王丽', roles: [] } };
      return new Response(JSON.stringify({ code: '0', msg: '处理成功', data }), { status: 200, headers: { 'Content-Type': 'application/json' } });
    }) as unknown as typeof globalThis.fetch;
    const context = createContext({ fetch, settings: { defaultClient: 'demo', defaultSystem: 'crm' } });
    const http = createHttp(context, { toLogin: async () => undefined });
    const session = createSession(context, { http, navigate: () => undefined });
    const adapted = routerSessionFrom(session, http, context.state);
    await adapted.exchangeOAuthCode!('wxwork', 'wxwork-alice');
    expect(requests).toHaveLength(1);
    expect(requests[0]!.url).toContain('/FM_USER/loginByCode');
    expect(requests[0]!.method).toBe('POST');
    expect(JSON.parse(requests[0]!.body)).toMatchObject({ code: 'wxwork-alice', platform: 'wxwork' });
    expect(http.token.get('demo')).toBe('tok-1');
  });
});

describe('task links back from OAuth (the messaging task paths)', () => {
  /** The guard over an address of the page, with a settler recording the links it was given. */
  function arriving(href: string, options: { refused?: boolean } = {}) {
    const fakes = makeFakes({ settings: defaults, loggedIn: !options.refused });
    const location = createMemoryLocation(href);
    const links: Array<[SignInLink, unknown]> = [];
    fakes.deps.location = location;
    fakes.deps.settleSignInLink = async (link, codes) => {
      links.push([link, codes]);
      if (options.refused) throw new PlatformError('error.login', '登录码无效或已过期，请从消息应用重新打开');
      return 'used';
    };
    const route = readAddress(href, { mode: 'hash', base: '' });
    return { ...fakes, location, links, route: { ...routeOf(route.path), query: route.query } };
  }

  for (const platform of ['wxwork', 'dingtalk'] as const) {
    it(`${platform}: the code before the fragment is exchanged under the task's codes, leaves the address with state, and the task opens`, async () => {
      const at = arriving(`http://shell.test/?code=c-${platform}&state=s1#/${platform}/task/demo/crm/T1`);
      const result = await runGuard(at.route, null, at.deps, { currentText: '' });
      expect(at.links).toEqual([
        [
          { kind: 'code', platform, code: `c-${platform}` },
          { client: 'demo', system: 'crm' },
        ],
      ]);
      expect(at.location.href()).toBe(`http://shell.test/#/${platform}/task/demo/crm/T1`);
      expect(result).toEqual({ kind: 'redirect', path: `/${platform}/task/demo/crm/T1`, query: {} });
      // The next pass finds no code: the task route goes on (no second exchange of a single-use code).
      const next = await runGuard(routeOf(`/${platform}/task/demo/crm/T1`), null, at.deps, { currentText: '' });
      expect(next).toMatchObject({ kind: 'continue', route: { name: `${platform}Task`, params: { taskId: 'T1' } } });
      expect(at.links).toHaveLength(1);
    });
  }

  it('a code in the hash query of a task path is exchanged too; the rest of the query stays', async () => {
    const at = arriving('http://shell.test/#/dingtalk/task/demo/crm/T2?code=c2&state=s2&tab=t1');
    const result = await runGuard(at.route, null, at.deps, { currentText: '' });
    expect(at.links).toEqual([
      [
        { kind: 'code', platform: 'dingtalk', code: 'c2' },
        { client: 'demo', system: 'crm' },
      ],
    ]);
    expect(at.location.href()).toBe('http://shell.test/#/dingtalk/task/demo/crm/T2?tab=t1');
    expect(result).toEqual({ kind: 'redirect', path: '/dingtalk/task/demo/crm/T2', query: { tab: 't1' } });
  });

  it('the entry path takes the code before the fragment as well, then shows the default app', async () => {
    const at = arriving('http://shell.test/?code=c3&state=s3#/wxwork');
    const result = await runGuard(at.route, null, at.deps, { currentText: '' });
    expect(at.links).toEqual([
      [
        { kind: 'code', platform: 'wxwork', code: 'c3' },
        { client: 'demo', system: 'crm' },
      ],
    ]);
    expect(at.location.href()).toBe('http://shell.test/#/wxwork');
    expect(result).toEqual({ kind: 'redirect', path: '/app/demo/crm/sales', query: {} });
  });

  it('a refused code is shown, then the login with the task (without the code) as the page to return to', async () => {
    const at = arriving('http://shell.test/?code=spent&state=s#/wxwork/task/demo/crm/T1', { refused: true });
    const result = await runGuard(at.route, null, at.deps, { currentText: '' });
    expect(result).toEqual({ kind: 'stop' });
    expect(at.names()).toEqual(['notifyError', 'isLoggedIn', 'toLogin']);
    expect(at.calls[0]).toEqual(['notifyError', '登录码无效或已过期，请从消息应用重新打开']);
    expect(at.location.href()).toBe('http://shell.test/#/wxwork/task/demo/crm/T1');
  });

  it('a task path without a code is left to the task page, as before', async () => {
    const at = arriving('http://shell.test/#/wxwork/task/demo/crm/T1');
    expect(await runGuard(at.route, null, at.deps, { currentText: '' })).toMatchObject({ kind: 'continue' });
    expect(at.links).toEqual([]);
  });
});
