import { describe, expect, it } from 'vitest';
import { runGuard } from '../../../core/router/index.ts';
import { createSession } from '../../../core/session/index.ts';
import { createContext } from '../../../core/instance/context.ts';
import { createHttp } from '../../../core/http/index.ts';
import { routerSessionFrom } from '../../../core/router/index.ts';
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
