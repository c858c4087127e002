/**
 * Start-up that ends: the calls the shell needs before it can show anything useful (the app
 * configuration, the login check, the user, the menus) keep the request time-out of spec §9
 * (1,200,000 ms), which is far too long to look at a spinner. Each one in flight longer than the
 * start-up limit is listed in `$stalled`, so `<app-shell>` can say so and offer a retry; it
 * leaves the list when it settles, or when the person retries (the call itself goes on).
 */
import { atom } from 'nanostores';
import type { ReadableAtom } from 'nanostores';
import type { RequestSpec } from './types.ts';

/** How long a start-up call may go unanswered before the shell offers a retry (ms). */
export const STARTUP_LIMIT_MS = 15_000;

/** Actions whose calls the shell waits on before its first useful screen. */
export const STARTUP_ACTIONS: ReadonlySet<string> = new Set([
  'getInitInfo',
  'validLogin',
  'getUser',
  'getUserMenuTreeData',
  'getMenuTreeData',
  'getServiceMenu',
  'getUserServiceMenu',
]);

export interface StartupWatch {
  /** `entity/action` of each start-up call in flight for longer than the limit, oldest first. */
  $stalled: ReadableAtom<string[]>;
  /** Starts watching a call (a no-op for calls that are not start-up calls); returns done. */
  track(spec: RequestSpec): () => void;
  /** Forgets the calls stalled so far (the person chose to retry). */
  dismiss(): void;
}

/** `limitMs` is read at each call: a host's settings may arrive after the instance was made. */
export function createStartupWatch(limitMs: () => number | undefined = () => undefined): StartupWatch {
  const $stalled = atom<string[]>([]);
  const stalled = new Set<symbol>();
  const names = new Map<symbol, string>();
  const publish = () => $stalled.set([...stalled].map((id) => names.get(id)!));

  return {
    $stalled,
    track(spec) {
      if (!spec.action || !STARTUP_ACTIONS.has(spec.action)) return () => undefined;
      const id = Symbol(spec.action);
      names.set(id, `${spec.entity ?? ''}/${spec.action}`);
      const timer = setTimeout(() => {
        if (!names.has(id)) return;
        stalled.add(id);
        publish();
      }, limitMs() ?? STARTUP_LIMIT_MS);
      return () => {
        clearTimeout(timer);
        names.delete(id);
        if (stalled.delete(id)) publish();
      };
    },
    dismiss() {
      stalled.clear();
      publish();
    },
  };
}
