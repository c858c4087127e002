/** One call at a time: starting the next aborts the one before, so a slow reply never lands on a newer one. */
export interface Latest {
  /** Aborts the running call and gives the next one's signal. */
  start(): AbortSignal;
  /** Aborts the running call. */
  stop(): void;
}

export function latest(): Latest {
  let running: AbortController | undefined;
  return {
    start() {
      running?.abort();
      running = new AbortController();
      return running.signal;
    },
    stop() {
      running?.abort();
      running = undefined;
    },
  };
}

export const asError = (failure: unknown): Error => (failure instanceof Error ? failure : new Error(String(failure)));
