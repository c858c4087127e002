/**
 * Lanes: with a `concurrency` above 1, test files run side by side, each on a lane of its own: its
 * own reference server (database, test hooks, planned faults, request counts) and its own browser
 * context (cookies, storage, cache), which the lane's next file reuses, as one lane's files always
 * did one after another. A lane's browser context carries a cookie naming the lane; the servers'
 * middleware sends each request to that lane's server (lane 0, the runner's own browser context,
 * carries none).
 */

/** HttpOnly: a test's page never sees it in `document.cookie`. */
export const LANE_COOKIE = 'platform-test-lane';

const LANE_IN_COOKIES = new RegExp(`(?:^|;\\s*)${LANE_COOKIE}=(\\d+)`);

/** The lane a request's `Cookie` header names; 0 when none or out of range. */
export function laneOfRequest(cookieHeader: string | undefined, lanes: number): number {
  const found = LANE_IN_COOKIES.exec(cookieHeader ?? '');
  const lane = found ? Number(found[1]) : 0;
  return lane < lanes ? lane : 0;
}

/** Lanes free for the next page; a page waits for one while every lane is busy. */
export class LanePool {
  readonly #free: number[] = [];
  readonly #waiting: ((lane: number) => void)[] = [];
  readonly size: number;

  constructor(size: number) {
    this.size = Math.max(1, Math.floor(size));
    for (let lane = this.size - 1; lane >= 0; lane -= 1) this.#free.push(lane);
  }

  /** The lowest free lane, at once or once one is released. */
  take(): Promise<number> {
    const lane = this.#free.pop();
    if (lane !== undefined) return Promise.resolve(lane);
    return new Promise((resolve) => this.#waiting.push(resolve));
  }

  release(lane: number): void {
    const next = this.#waiting.shift();
    if (next) next(lane);
    else if (!this.#free.includes(lane)) this.#free.push(lane), this.#free.sort((a, b) => b - a);
  }
}

/** `config.concurrency` as the runner resolves it: test files in flight at once. */
export const lanesOf = (config: { concurrency?: number }): number => Math.max(1, Math.floor(config.concurrency ?? 1));
