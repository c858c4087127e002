// @vitest-environment node
/** Lanes of a browser test run side by side: a free lane per page, a server per lane by cookie. */
import { describe, expect, it } from 'vitest';
import { LANE_COOKIE, LanePool, laneOfRequest, lanesOf } from '../../testing/node/lanes.ts';

describe('lanes', () => {
  it('gives each page a free lane, the lowest first, and a waiting page the next one released', async () => {
    const pool = new LanePool(2);
    expect([await pool.take(), await pool.take()]).toEqual([0, 1]);
    let third: number | undefined;
    void pool.take().then((lane) => (third = lane));
    await Promise.resolve();
    expect(third).toBeUndefined();
    pool.release(1);
    await Promise.resolve();
    expect(third).toBe(1);
    pool.release(0);
    expect(await pool.take()).toBe(0);
  });

  it("reads the lane from the request's cookies; none, a bad one or one out of range is lane 0", () => {
    expect(laneOfRequest(`XSRF-TOKEN=abc; ${LANE_COOKIE}=1`, 2)).toBe(1);
    expect(laneOfRequest(`${LANE_COOKIE}=1; other=2`, 2)).toBe(1);
    expect(laneOfRequest(`${LANE_COOKIE}=3`, 2)).toBe(0);
    expect(laneOfRequest(`x${LANE_COOKIE}=1`, 2)).toBe(0);
    expect(laneOfRequest(undefined, 2)).toBe(0);
    expect(lanesOf({})).toBe(1);
    expect(lanesOf({ concurrency: 3 })).toBe(3);
  });
});
