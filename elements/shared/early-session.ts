/**
 * The session check an element starts as it connects, before its body has loaded (define.ts
 * `warm`): one per instance while it runs, shared by the page's elements, and awaited by the
 * body's own check (SessionGate) so that a page makes one `getUser`, not two.
 */
import type { Platform } from '../../core/index.ts';

const earlyChecks = new WeakMap<Platform, Promise<unknown>>();

/** Starts the silent check unless the user is known or one runs already; undefined when none is needed. */
export function checkSessionEarly(platform: Platform): Promise<unknown> | undefined {
  if (platform.state.$user.get()) return undefined;
  let check = earlyChecks.get(platform);
  if (!check) {
    check = platform.session.loadUser({ silent: true }).finally(() => earlyChecks.delete(platform));
    earlyChecks.set(platform, check);
  }
  return check;
}

/** The early check still running on this instance, if any. */
export function runningEarlyCheck(platform: Platform): Promise<unknown> | undefined {
  return earlyChecks.get(platform);
}
