import { describe, expect, it } from 'vitest';
import { envelope, reply, setup } from './fixtures.ts';

/**
 * An API on another origin than the page (DESIGN §4, docs/core-architecture.md "Sessions"): the
 * session travels in the Bearer header, cookies stay with the page's origin, and a write needs no
 * XSRF value, which the page could not read from the API origin's cookie anyway.
 */
const API = 'https://api.example.net:8443';

describe('an API on another origin', () => {
  it('a write to the IP base goes with the Bearer header, without cookies and without an XSRF value', async () => {
    const { http, calls, storage } = setup({ settings: { ipBase: API } });
    storage.setItem('demo-token', 'tok');
    await http.request({ entity: 'CUSTOMER', action: 'save', data: { NAME: 'x' } });
    const [call] = calls;
    expect(call!.url).toBe(`${API}/api/v1/demo/crm/CUSTOMER/save`);
    expect(call!.method).toBe('POST');
    expect(call!.headers.authorization).toBe('Bearer tok');
    expect('xsrf_token' in call!.headers).toBe(false);
    // fetch's default, same-origin: the browser sends the API origin no cookie.
    expect(call!.credentials).toBeUndefined();
  });

  it('keeps the token the API origin renews in its exposed Authorization header', async () => {
    const { http, storage } = setup({
      settings: { ipBase: API },
      handler: () => reply(200, JSON.stringify({ code: '0', msg: '', data: 1 }), { authorization: 'Bearer renewed' }),
    });
    storage.setItem('demo-token', 'tok');
    await http.request({ entity: 'CUSTOMER', action: 'get' });
    expect(storage.getItem('demo-token')).toBe('renewed');
  });

  it('a third origin, neither the page nor the platform, still gets nothing of the session', async () => {
    const { http, calls, storage } = setup({ settings: { ipBase: API }, handler: () => envelope(null) });
    storage.setItem('demo-token', 'tok');
    await http.request({ url: 'https://elsewhere.example/data.json' });
    expect(calls[0]!.headers).toEqual({});
  });
});
