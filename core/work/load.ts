/**
 * One thing a work page shows (a page of rows, the counts, a task) as a store with its loading
 * and error states: a newer load makes an older reply count for nothing, and `destroy` aborts
 * the one under way.
 */
import { atom } from 'nanostores';
import type { ReadableAtom } from 'nanostores';
import { toPlatformError } from '../errors/index.ts';
import type { PlatformError } from '../errors/index.ts';

export interface Loaded<T> {
  status: 'loading' | 'ready' | 'error';
  /** The last data read; kept while a new load runs (null before the first, and after an error). */
  data: T | null;
  error?: PlatformError;
}

export interface Load<T> {
  $state: ReadableAtom<Loaded<T>>;
  /**
   * Reads again; `quiet` leaves the state as it is until the reply (no loading state), `fresh`
   * drops the data shown so far (another box, another task).
   */
  run(options?: { quiet?: boolean; fresh?: boolean }): void;
  destroy(): void;
}

export function createLoad<T>(load: (signal: AbortSignal) => Promise<T>, options: { start?: boolean } = {}): Load<T> {
  const $state = atom<Loaded<T>>({ status: 'loading', data: null });
  let current: AbortController | undefined;
  let destroyed = false;

  function run({ quiet = false, fresh = false }: { quiet?: boolean; fresh?: boolean } = {}): void {
    if (destroyed) return;
    current?.abort();
    const own = (current = new AbortController());
    if (!quiet) $state.set({ status: 'loading', data: fresh ? null : $state.get().data });
    let pending: Promise<T>;
    try {
      pending = load(own.signal);
    } catch (failure) {
      pending = Promise.reject(failure);
    }
    pending.then(
      (data) => {
        if (!own.signal.aborted) $state.set({ status: 'ready', data });
      },
      (failure: unknown) => {
        if (!own.signal.aborted) $state.set({ status: 'error', data: null, error: toPlatformError(failure) });
      },
    );
  }

  if (options.start !== false) run();
  return {
    $state,
    run,
    destroy() {
      destroyed = true;
      current?.abort();
    },
  };
}
