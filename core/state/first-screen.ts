/**
 * Waiting for a shell's first screen (ClientState.$firstScreenPending): loads the login form does
 * not need (business bundles, DOMPurify) start once the login form or the app shows, and after
 * FIRST_SCREEN_WAIT_MS at the latest, so a screen that never comes cannot keep them away.
 */
import type { ReadableAtom } from 'nanostores';

export const FIRST_SCREEN_WAIT_MS = 10_000;

export interface WaitTimers {
  setTimeout(callback: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
}

const globalTimers: WaitTimers = {
  setTimeout: (callback, ms) => setTimeout(callback, ms),
  clearTimeout: (handle) => clearTimeout(handle as ReturnType<typeof setTimeout>),
};

/** Resolves when `$pending` is false (at once if it already is), or after the wait's cap. */
export function afterFirstScreen($pending: ReadableAtom<boolean> | undefined, timers: WaitTimers = globalTimers): Promise<void> {
  if (!$pending?.get()) return Promise.resolve();
  return new Promise((resolve) => {
    let stop = () => {};
    const finish = () => {
      stop();
      timers.clearTimeout(handle);
      resolve();
    };
    const handle = timers.setTimeout(finish, FIRST_SCREEN_WAIT_MS);
    stop = $pending.listen((pending) => {
      if (!pending) finish();
    });
  });
}
