import { atom, map } from 'nanostores';
import type { MapStore, ReadableAtom } from 'nanostores';

/** Spec §9: a submit lock is released after 2000 ms even when the call is still running. */
export const SUBMIT_LOCK_MS = 2000;

/** The submit lock key of an operate on an entity: one running submission per action and entity. */
export function actionLockKey(operate: { name?: string }, entity: string): string {
  return `${entity}:${operate.name}`;
}

export interface SubmitLocks {
  /** Action key → true while that action is being submitted (spec §4). */
  $submitting: MapStore<Record<string, boolean>>;
  isLocked(key: string): boolean;
  /** Takes the lock, or returns undefined when it is held; the release function is idempotent. */
  acquire(key: string): (() => void) | undefined;
}

export function createSubmitLocks(releaseAfter = SUBMIT_LOCK_MS): SubmitLocks {
  const $submitting = map<Record<string, boolean>>({});
  const timers = new Map<string, ReturnType<typeof setTimeout>>();

  function release(key: string): void {
    const timer = timers.get(key);
    if (timer !== undefined) clearTimeout(timer);
    timers.delete(key);
    if ($submitting.get()[key]) $submitting.setKey(key, undefined as unknown as boolean);
  }

  function acquire(key: string): (() => void) | undefined {
    if ($submitting.get()[key]) return undefined;
    $submitting.setKey(key, true);
    const timer = setTimeout(() => release(key), releaseAfter);
    timers.set(key, timer);
    let released = false;
    return () => {
      if (released) return;
      released = true;
      // Only the holder's own timer may be cleared: after a time-out another run may hold it.
      if (timers.get(key) === timer) release(key);
    };
  }

  return { $submitting, isLocked: (key) => $submitting.get()[key] === true, acquire };
}

export interface LoadingMask {
  /** The mask text while any operation runs (正在操作,请稍后...), else null. */
  $loading: ReadableAtom<string | null>;
  /** Shows the mask until the returned function is called (nested runs keep it up). */
  show(text: string): () => void;
}

export function createLoadingMask(): LoadingMask {
  const $loading = atom<string | null>(null);
  let running = 0;
  return {
    $loading,
    show(text) {
      running += 1;
      $loading.set(text);
      let done = false;
      return () => {
        if (done) return;
        done = true;
        running -= 1;
        if (running === 0) $loading.set(null);
      };
    },
  };
}
