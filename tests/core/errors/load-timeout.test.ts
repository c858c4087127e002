import { afterEach, describe, expect, it, vi } from 'vitest';
import { CHUNK_LOAD_TIMEOUT_MS, CHUNK_TIMEOUT_CODE, chunkLoadTimeout, setChunkLoadTimeout, withLoadTimeout } from '../../../core/errors/load-timeout.ts';

// A JSON5 reader chunk that never arrives, as on a stalled connection.
vi.mock('json5/lib/parse.js', () => new Promise(() => {}));

describe('script chunk load time-out (spec §8, §9)', () => {
  afterEach(() => vi.useRealTimers());

  it('is 120,000 ms', () => {
    expect(CHUNK_LOAD_TIMEOUT_MS).toBe(120000);
    expect(chunkLoadTimeout()).toBe(120000);
  });

  it('a chunk that arrives in time passes through; one that does not is a load error at 120 s', async () => {
    vi.useFakeTimers();
    await expect(withLoadTimeout(Promise.resolve('chunk'), 'test')).resolves.toBe('chunk');
    const stalled = withLoadTimeout(new Promise(() => {}), 'test chunk');
    const outcome = expect(stalled).rejects.toMatchObject({ code: CHUNK_TIMEOUT_CODE, detail: { what: 'test chunk', ms: 120000 } });
    await vi.advanceTimersByTimeAsync(119999);
    let settled = false;
    void stalled.catch(() => (settled = true));
    await Promise.resolve();
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    await outcome;
  });

  it("core's own lazy chunks wait no longer: the JSON5 reader ends in the load error", async () => {
    const restore = setChunkLoadTimeout(50);
    try {
      const { loadConfigParser } = await import('../../../core/meta/config-text.ts');
      await expect(loadConfigParser()).rejects.toMatchObject({ code: CHUNK_TIMEOUT_CODE });
    } finally {
      restore();
    }
  });
});
