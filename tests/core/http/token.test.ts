// @vitest-environment happy-dom
import { describe, expect, it, vi } from 'vitest';
import { envelope, failure, setup } from './fixtures.ts';
import { stripParams } from '../../../core/http/index.ts';

describe('tokens (spec §7)', () => {
  it('takes a token from the address, stores it as {client}-token and strips it from the address bar', async () => {
    const { http, calls, storage, location, replace } = setup({
      href: 'https://shell.example.com/?token=t-addr&x=1#/app/demo/crm/sales',
      settings: { ipBase: 'https://shell.example.com' },
    });
    expect(replace).toHaveBeenCalledTimes(1);
    expect(location.href()).toBe('https://shell.example.com/?x=1#/app/demo/crm/sales');
    await http.request({ entity: 'X', action: 'get' });
    expect(storage.getItem('demo-token')).toBe('t-addr');
    expect(calls[0]!.headers.authorization).toBe('Bearer t-addr');
  });

  it('strips _token from the query of a hash route too', () => {
    const { location, http } = setup({ href: 'https://shell.example.com/#/app/demo/crm?_token=t2&a=b' });
    expect(location.href()).toBe('https://shell.example.com/#/app/demo/crm?a=b');
    expect(location.href()).not.toMatch(/token/);
    expect(http.token.get()).toBe('t2');
  });

  it('leaves an address without a token alone', () => {
    const { replace } = setup({ href: 'https://shell.example.com/#/app/demo/crm?a=b' });
    expect(replace).not.toHaveBeenCalled();
  });

  it('reads the token from local storage under {clientCode}-token', () => {
    const { http, storage } = setup();
    storage.setItem('demo-token', 'stored');
    storage.setItem('other-token', 'not-this');
    expect(http.token.get()).toBe('stored');
  });

  it('stores again a token returned in a response Authorization header', async () => {
    const { http, storage } = setup({
      handler: () => {
        const response = envelope(1);
        response.headers.set('Authorization', 'Bearer renewed');
        return response;
      },
    });
    storage.setItem('demo-token', 'old');
    await http.request({ entity: 'X', action: 'get' });
    expect(storage.getItem('demo-token')).toBe('renewed');
  });

  it('stores a renewed token whatever its form: "Bearer <t>", "bearer <t>" or the bare token', async () => {
    for (const [header, stored] of [
      ['Bearer t1', 't1'],
      ['bearer   t2', 't2'],
      ['t3', 't3'],
      [' t4 ', 't4'],
    ] as const) {
      const { http, storage } = setup({
        handler: () => {
          const response = envelope(1);
          response.headers.set('Authorization', header);
          return response;
        },
      });
      storage.setItem('demo-token', 'old');
      await http.request({ entity: 'X', action: 'get' });
      expect(storage.getItem('demo-token'), header).toBe(stored);
    }
  });

  it('keeps the stored token when the Authorization header holds no token (empty, or two words not Bearer)', async () => {
    for (const header of ['', 'Basic a b']) {
      const { http, storage } = setup({
        handler: () => {
          const response = envelope(1);
          if (header) response.headers.set('Authorization', header);
          return response;
        },
      });
      storage.setItem('demo-token', 'old');
      await http.request({ entity: 'X', action: 'get' });
      expect(storage.getItem('demo-token'), header).toBe('old');
    }
  });

  it('appends token and xsrf_token to file, preview and action URLs of the platform', () => {
    const { http, storage } = setup({ cookie: 'XSRF-TOKEN=x1', settings: { ipBase: 'https://10.1.2.3' } });
    storage.setItem('demo-token', 'tok');
    expect(http.fileUrl('f 1')).toBe('https://10.1.2.3/api/v1/demo/crm/download?id=f+1&token=tok&xsrf_token=x1');
    expect(http.downloadUrl('f1')).toBe(http.fileUrl('f1'));
    expect(http.onlineViewUrl('f1')).toBe('https://10.1.2.3/api/v1/demo/crm/onlineview?fileId=f1&token=tok&xsrf_token=x1');
    expect(http.actionUrl('ORDER', 'exportExcel', { id: '1,2' })).toBe('https://10.1.2.3/api/v1/demo/crm/ORDER/exportExcel?id=1%2C2&token=tok&xsrf_token=x1');
  });

  it('never sends a token to another origin: neither header nor query', async () => {
    const { http, calls, storage } = setup({ cookie: 'XSRF-TOKEN=x1', settings: { ipBase: 'https://shell.example.com' } });
    storage.setItem('demo-token', 'secret');
    await http.request({ url: 'https://elsewhere.example.org/data.json', params: { q: 1 } });
    expect(calls[0]!.url).toBe('https://elsewhere.example.org/data.json?q=1');
    expect(calls[0]!.headers).toEqual({});
    expect(http.withTokens('https://elsewhere.example.org/file?id=1')).toBe('https://elsewhere.example.org/file?id=1');
    expect(JSON.stringify(calls)).not.toContain('secret');
    // The page origin and the configured server do get it.
    expect(http.withTokens('/api/v1/demo/crm/download?id=1')).toContain('token=secret');
    expect(http.isTrusted('https://shell.example.com/x')).toBe(true);
    expect(http.isTrusted('https://shell.example.com.evil.org/x')).toBe(false);
  });

  it('does not store a token from the Authorization header of another origin', async () => {
    const { http, storage } = setup({
      handler: () => {
        const response = envelope(1);
        response.headers.set('Authorization', 'Bearer foreign');
        return response;
      },
    });
    await http.request({ url: 'https://elsewhere.example.org/x' });
    expect(storage.getItem('demo-token')).toBeNull();
  });

  it('files an address token under the client the address names, at once', () => {
    const { storage } = setup({
      href: 'https://shell.example.com/#/login/acme/crm?token=t-acme',
      route: null,
      deps: { addressClient: () => 'acme' },
    });
    expect(storage.getItem('acme-token')).toBe('t-acme');
  });

  it('client_code in the address names the owner of the token', () => {
    const { storage } = setup({ href: 'https://shell.example.com/?token=t1&client_code=acme#/s/abc', route: null });
    expect(storage.getItem('acme-token')).toBe('t1');
  });

  it('a token whose address names no client serves the calls, then is filed under the client once known, never under frame', async () => {
    const { http, context, storage, calls } = setup({
      href: 'https://shell.example.com/#/s/abc?token=t-link',
      route: null,
      settings: { ipBase: 'https://shell.example.com' },
    });
    await http.request({ entity: 'FM_URL_MAP', action: 'getLongUrl' });
    expect(calls[0]!.url).toContain('/api/v1/frame/');
    expect(calls[0]!.headers.authorization).toBe('Bearer t-link');
    expect(storage.getItem('frame-token')).toBeNull();
    context.state.$appConfig.set({ 'CLIENT|CODE': 'demo' });
    expect(http.token.get()).toBe('t-link');
    expect(storage.getItem('demo-token')).toBe('t-link');
    expect(storage.getItem('frame-token')).toBeNull();
  });

  it('stripParams keeps every other parameter in search and hash', () => {
    const result = stripParams('https://a.b/p?token=1&k=v#/r?client=c&client_code=d&z=1', ['token', 'client', 'client_code']);
    expect(result.href).toBe('https://a.b/p?k=v#/r?z=1');
    expect(result.values).toEqual({ token: '1', client: 'c', client_code: 'd' });
  });
});

describe('a token in the address over a live session (sign-in links)', () => {
  const href = 'https://shell.example.com/?token=t-alice#/app/demo/crm/sales';
  const settings = { ipBase: 'https://shell.example.com' };

  it('is held, unused, when its client holds a token already: the calls go on as the stored session', async () => {
    const { http, calls, storage, location } = setup({ href, settings, stored: { 'demo-token': 't-bob' } });
    expect(location.href()).not.toMatch(/token/);
    await http.request({ entity: 'X', action: 'get' });
    expect(calls[0]!.headers.authorization).toBe('Bearer t-bob');
    expect(storage.getItem('demo-token')).toBe('t-bob');
    expect(http.token.takeHeld('other')).toBeUndefined();
    expect(http.token.takeHeld('demo')).toBe('t-alice');
    expect(http.token.takeHeld('demo')).toBeUndefined();
  });

  it('is stored at once when its client holds none, or holds the same token', () => {
    expect(setup({ href, settings }).storage.getItem('demo-token')).toBe('t-alice');
    const same = setup({ href, settings, stored: { 'demo-token': 't-alice' } });
    expect(same.http.token.takeHeld('demo')).toBeUndefined();
  });

  it('a call set aside sends its own token and keeps neither the reply token nor an expiry', async () => {
    const toLogin = vi.fn();
    const { http, calls, storage } = setup({
      settings,
      deps: { toLogin },
      stored: { 'demo-token': 't-bob' },
      handler: (call) => {
        if (call.url.includes('expired')) return failure('login.expired');
        const response = envelope(1);
        response.headers.set('Authorization', 'Bearer t-new');
        return response;
      },
    });
    await http.request({ entity: 'FM_USER', action: 'getUser', aside: { token: 't-alice' } });
    expect(calls[0]!.headers.authorization).toBe('Bearer t-alice');
    expect(storage.getItem('demo-token')).toBe('t-bob');
    await expect(http.request({ entity: 'FM_USER', action: 'expired', silent: true, aside: { token: 't-old' } })).rejects.toMatchObject({
      code: 'login.expired',
    });
    await new Promise((resolve) => setTimeout(resolve, 150));
    expect(toLogin).not.toHaveBeenCalled();
  });
});
