import { afterEach, describe, expect, it, vi } from 'vitest';
import { envelope, setup } from './fixtures.ts';
import { STARTUP_ACTIONS, STARTUP_LIMIT_MS } from '../../../core/http/index.ts';

afterEach(() => void vi.useRealTimers());

/** A fetch that answers only when told to. */
function held() {
  const waiting: Array<() => void> = [];
  return {
    handler: () => new Promise<Response>((resolve) => waiting.push(() => resolve(envelope({ ok: true })))),
    answerAll: () => waiting.splice(0).forEach((answer) => answer()),
  };
}

describe('start-up that ends (stalled start-up calls)', () => {
  it('lists a start-up call unanswered after 15 s, and drops it when it answers', async () => {
    vi.useFakeTimers();
    const server = held();
    const { http } = setup({ handler: server.handler });
    const call = http.request({ entity: 'FM_MGN_SYSTEM', action: 'getInitInfo' });
    await vi.advanceTimersByTimeAsync(STARTUP_LIMIT_MS - 1);
    expect(http.$stalled.get()).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    expect(http.$stalled.get()).toEqual(['FM_MGN_SYSTEM/getInitInfo']);
    server.answerAll();
    await call;
    expect(http.$stalled.get()).toEqual([]);
    expect(STARTUP_LIMIT_MS).toBe(15_000);
  });

  it('takes the limit from settings.startupLimitMs, read when the call starts', async () => {
    vi.useFakeTimers();
    const server = held();
    const { http, context } = setup({ handler: server.handler });
    context.env.settings.startupLimitMs = 2000;
    void http.request({ entity: 'FM_USER', action: 'getUser' });
    await vi.advanceTimersByTimeAsync(2000);
    expect(http.$stalled.get()).toEqual(['FM_USER/getUser']);
    server.answerAll();
  });

  it('ignores calls that are not start-up calls', async () => {
    vi.useFakeTimers();
    const server = held();
    const { http } = setup({ handler: server.handler });
    void http.request({ entity: 'CUSTOMER', action: 'list' });
    await vi.advanceTimersByTimeAsync(STARTUP_LIMIT_MS * 2);
    expect(http.$stalled.get()).toEqual([]);
    server.answerAll();
    expect([...STARTUP_ACTIONS]).toEqual(expect.arrayContaining(['getInitInfo', 'validLogin', 'getUser', 'getUserMenuTreeData']));
  });

  it('dismissStalled forgets the stalled calls; the call itself goes on and resolves', async () => {
    vi.useFakeTimers();
    const server = held();
    const { http } = setup({ handler: server.handler });
    const call = http.request({ entity: 'FM_MODULE', action: 'getUserMenuTreeData' });
    await vi.advanceTimersByTimeAsync(STARTUP_LIMIT_MS);
    expect(http.$stalled.get()).toHaveLength(1);
    http.dismissStalled();
    expect(http.$stalled.get()).toEqual([]);
    server.answerAll();
    await expect(call).resolves.toEqual({ ok: true });
    expect(http.$stalled.get()).toEqual([]);
  });

  it('a failing start-up call leaves the list too', async () => {
    vi.useFakeTimers();
    let fail: (error: Error) => void = () => undefined;
    const { http } = setup({ handler: () => new Promise<Response>((_, reject) => (fail = reject)) });
    const call = http.request({ entity: 'FM_USER', action: 'validLogin', silent: true }).catch((error) => error);
    await vi.advanceTimersByTimeAsync(STARTUP_LIMIT_MS);
    expect(http.$stalled.get()).toEqual(['FM_USER/validLogin']);
    fail(new TypeError('network'));
    await call;
    expect(http.$stalled.get()).toEqual([]);
  });
});
