/** Default hold time before a press counts as long (spec §9). */
export const LONG_PRESS_MS = 1500;

export interface LongPressTimers {
  setTimeout(callback: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
}

export interface LongPressOptions {
  delay?: number;
  /** Injected so tests and non-browser hosts control time. */
  timers?: LongPressTimers;
}

export interface LongPress {
  /** Pointer or touch went down. */
  start(): void;
  /** Pointer or touch went up; returns true when the press was long, so the caller can skip its click. */
  end(): boolean;
  /** The press was abandoned (moved away, scrolled): nothing fires. */
  cancel(): void;
}

const globalTimers: LongPressTimers = {
  setTimeout: (callback, ms) => setTimeout(callback, ms),
  clearTimeout: (handle) => clearTimeout(handle as ReturnType<typeof setTimeout>),
};

/**
 * A framework-free long press: the host wires start/end/cancel to whatever events it has
 * (pointer, touch, a React handler), and `onLongPress` fires once the hold time passes.
 */
export function createLongPress(onLongPress: () => void, options: LongPressOptions = {}): LongPress {
  const delay = options.delay ?? LONG_PRESS_MS;
  const timers = options.timers ?? globalTimers;
  let handle: unknown;
  let fired = false;

  const stop = () => {
    if (handle !== undefined) timers.clearTimeout(handle);
    handle = undefined;
  };

  return {
    start() {
      stop();
      fired = false;
      handle = timers.setTimeout(() => {
        handle = undefined;
        fired = true;
        onLongPress();
      }, delay);
    },
    end() {
      stop();
      const wasLong = fired;
      fired = false;
      return wasLong;
    },
    cancel() {
      stop();
      fired = false;
    },
  };
}
