import { afterEach, describe, expect, it, vi } from 'vitest';
import { reply, setup } from './http/fixtures.ts';
import { LOGIN_EXPIRED_DEBOUNCE_MS, REQUEST_TIMEOUT_MS } from '../../core/http/index.ts';
import { createActions, SUBMIT_LOCK_MS } from '../../core/actions/index.ts';
import type { ActionsDeps } from '../../core/actions/index.ts';
import { createContext } from '../../core/instance/index.ts';
import type { PlatformError } from '../../core/errors/index.ts';

/**
 * The spec's numbers and rules that a change could break without any other test noticing:
 * each is written here as the spec states it, not read from the code's constants.
 */
afterEach(() => vi.useRealTimers());

const rejection = (promise: Promise<unknown>) =>
  promise.then(
    () => {
      throw new Error('resolved');
    },
    (error: PlatformError) => error,
  );
const answer =
  (body: unknown, status = 200) =>
  () =>
    reply(status, JSON.stringify(body));

describe('spec §9 numbers', () => {
  it('submit lock 2,000 ms, login-expired debounce 100 ms, request time-out 1,200,000 ms', () => {
    expect(SUBMIT_LOCK_MS).toBe(2000);
    expect(LOGIN_EXPIRED_DEBOUNCE_MS).toBe(100);
    expect(REQUEST_TIMEOUT_MS).toBe(1_200_000);
  });

  it('a second submission is refused until exactly 2,000 ms after the first, while the first still runs', async () => {
    vi.useFakeTimers();
    const context = createContext({ console: { error() {}, warn() {}, info() {}, log() {} } });
    const request = vi.fn(() => new Promise<never>(() => {}));
    const actions = createActions(context, { http: { request, download: vi.fn() } as unknown as ActionsDeps['http'] });
    const operate = { name: 'approve', type: 'post' as const, action: 'approve' };
    void actions.run(operate, { entity: 'ORDER', row: { ID: 1 } });
    await vi.advanceTimersByTimeAsync(1999);
    expect(await actions.run(operate, { entity: 'ORDER', row: { ID: 1 } })).toMatchObject({ status: 'busy', message: '正在提交，请稍后...' });
    await vi.advanceTimersByTimeAsync(1);
    void actions.run(operate, { entity: 'ORDER', row: { ID: 1 } });
    await vi.advanceTimersByTimeAsync(0);
    expect(request).toHaveBeenCalledTimes(2);
  });
});

describe('spec §8: code "0" is the only success', () => {
  it('resolves with data for the string "0", and for a numeric 0 (read as "0")', async () => {
    for (const code of ['0', 0]) {
      const { http } = setup({ handler: answer({ code, msg: '', data: { id: 3 } }) });
      await expect(http.request({ entity: 'X', action: 'get' }), String(code)).resolves.toEqual({ id: 3 });
    }
  });

  it.each([['00'], [' 0'], ['0 '], ['0.0'], ['+0'], ['ok'], ['success'], ['200'], [200], [1], ['true'], [true], [false]])(
    'rejects code %j, data or not',
    async (code) => {
      const { http } = setup({ handler: answer({ code, msg: '', data: { id: 3 } }) });
      const error = await rejection(http.request({ entity: 'X', action: 'get', silent: true }));
      expect(error).toMatchObject({ code: expect.any(String) });
    },
  );

  it('a failure that carries data still rejects, with its msg, and hands the data on in the error', async () => {
    const { http, messages } = setup({ handler: answer({ code: 'error.conflict', msg: '该记录已被修改', data: { version: 4, by: '李博' } }) });
    const error = await rejection(http.request({ entity: 'CUSTOMER', action: 'save', data: {} }));
    expect(error).toMatchObject({ code: 'error.conflict', message: '该记录已被修改', detail: { data: { version: 4, by: '李博' } } });
    expect(messages().map((m) => m.message)).toEqual(['该记录已被修改']);
  });

  it('an envelope with code "0" under an HTTP error status is a failure', async () => {
    const { http } = setup({ handler: answer({ code: '0', msg: '', data: { id: 3 } }, 500) });
    expect(await rejection(http.request({ entity: 'X', action: 'get', silent: true }))).toMatchObject({ code: '500', message: '处理失败' });
  });
});
