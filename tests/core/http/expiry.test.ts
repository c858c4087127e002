import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { failure, reply, setup } from './fixtures.ts';

beforeEach(() => void vi.useFakeTimers());
afterEach(() => void vi.useRealTimers());

const settle = (promises: Promise<unknown>[]) => Promise.allSettled(promises);

describe('login expiry (spec §8: error.nologin, login.expired, HTTP 401)', () => {
  it('ten failing calls give one message and one toLogin, 100 ms after the last', async () => {
    const { http, messages, toLogin } = setup({ handler: () => failure('login.expired', '登录已过期') });
    const results = await settle(Array.from({ length: 10 }, () => http.request({ entity: 'X', action: 'get' })));
    expect(results.every((r) => r.status === 'rejected')).toBe(true);
    expect((results[0] as PromiseRejectedResult).reason).toMatchObject({ code: 'login.expired' });
    await vi.advanceTimersByTimeAsync(99);
    expect(messages()).toEqual([]);
    expect(toLogin).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(messages().map((m) => m.message)).toEqual(['登录已过期，请重新登录']);
    expect(toLogin).toHaveBeenCalledTimes(1);
  });

  it('restarts the 100 ms wait when another failure arrives within it', async () => {
    const { http, toLogin } = setup({ handler: () => failure('error.nologin') });
    await settle([http.request({ entity: 'X', action: 'get' })]);
    await vi.advanceTimersByTimeAsync(80);
    await settle([http.request({ entity: 'X', action: 'get' })]);
    await vi.advanceTimersByTimeAsync(80);
    expect(toLogin).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(20);
    expect(toLogin).toHaveBeenCalledTimes(1);
  });

  it('treats HTTP 401 the same way, in English for language 011', async () => {
    const { http, messages, toLogin, context } = setup({ handler: () => reply(401, '') });
    context.state.$language.set('011');
    const results = await settle([1, 2, 3].map(() => http.request({ entity: 'X', action: 'get' })));
    expect((results[0] as PromiseRejectedResult).reason).toMatchObject({ code: 'login.expired' });
    await vi.advanceTimersByTimeAsync(100);
    expect(messages().map((m) => m.message)).toEqual(['Login expired, please log in again']);
    expect(toLogin).toHaveBeenCalledTimes(1);
  });

  it('goes to urlToRedirectTo when the server gives one, without the message', async () => {
    const { http, assign, toLogin, messages } = setup({
      handler: () => failure('error.nologin', '', { urlToRedirectTo: 'https://sso.example.com/login' }),
    });
    await settle([http.request({ entity: 'X', action: 'get' }), http.request({ entity: 'Y', action: 'get' })]);
    await vi.advanceTimersByTimeAsync(100);
    expect(assign).toHaveBeenCalledTimes(1);
    expect(assign).toHaveBeenCalledWith('https://sso.example.com/login');
    expect(toLogin).not.toHaveBeenCalled();
    expect(messages()).toEqual([]);
  });

  it('follows urlToRedirectTo at once (no 100 ms wait), once for the burst, and nothing else of the burst runs', async () => {
    let redirect = true;
    const { http, assign, toLogin, messages } = setup({
      handler: () => (redirect ? failure('login.expired', '', { urlToRedirectTo: 'https://sso.example.com/login' }) : failure('error.nologin')),
    });
    await settle([http.request({ entity: 'X', action: 'get' })]);
    expect(assign).toHaveBeenCalledTimes(1);
    expect(assign).toHaveBeenCalledWith('https://sso.example.com/login');
    await settle([http.request({ entity: 'Y', action: 'get' })]);
    redirect = false;
    await settle([http.request({ entity: 'Z', action: 'get' })]);
    await vi.advanceTimersByTimeAsync(100);
    expect(assign).toHaveBeenCalledTimes(1);
    expect(toLogin).not.toHaveBeenCalled();
    expect(messages()).toEqual([]);
  });

  it('never follows a urlToRedirectTo that is not a web address: the message and toLogin instead', async () => {
    const { http, assign, toLogin, messages } = setup({
      handler: () => failure('login.expired', '', { urlToRedirectTo: 'javascript:alert(1)' }),
    });
    await settle([http.request({ entity: 'X', action: 'get' })]);
    await vi.advanceTimersByTimeAsync(100);
    expect(assign).not.toHaveBeenCalled();
    expect(toLogin).toHaveBeenCalledTimes(1);
    expect(messages()).toHaveLength(1);
  });

  it('follows a relative urlToRedirectTo', async () => {
    const { http, assign } = setup({ handler: () => failure('error.nologin', '', { urlToRedirectTo: '/sso/login?from=shell' }) });
    await settle([http.request({ entity: 'X', action: 'get' })]);
    await vi.advanceTimersByTimeAsync(100);
    expect(assign).toHaveBeenCalledWith('/sso/login?from=shell');
  });

  it('does nothing more when already on a login route', async () => {
    const { http, toLogin, messages } = setup({ route: { name: 'login' }, handler: () => failure('error.nologin') });
    await settle([http.request({ entity: 'X', action: 'get' })]);
    await vi.advanceTimersByTimeAsync(100);
    expect(toLogin).not.toHaveBeenCalled();
    expect(messages()).toEqual([]);
  });
  it('ignores the expiry of a call sent with the old token once the user has signed in again', async () => {
    let answer: (response: Response) => void = () => {};
    const { http, messages, toLogin } = setup({ handler: () => new Promise<Response>((resolve) => (answer = resolve)) });
    http.token.set('old-token', 'demo');
    const stale = http.request({ entity: 'X', action: 'get' });
    await vi.advanceTimersByTimeAsync(0);
    http.token.set('new-token', 'demo');
    answer(failure('login.expired'));
    await expect(stale).rejects.toMatchObject({ code: 'login.expired' });
    await vi.advanceTimersByTimeAsync(200);
    expect(toLogin).not.toHaveBeenCalled();
    expect(messages()).toEqual([]);
  });
  it('drops a burst whose session the user replaced by signing in again before the wait was over', async () => {
    const { http, messages, toLogin } = setup({ handler: () => failure('error.nologin') });
    await settle([http.request({ entity: 'X', action: 'get' })]);
    await vi.advanceTimersByTimeAsync(50);
    http.token.set('fresh-token', 'demo');
    await vi.advanceTimersByTimeAsync(100);
    expect(toLogin).not.toHaveBeenCalled();
    expect(messages()).toEqual([]);
  });
});
