/** Waiting in browser tests: for a time, or until the page shows something. */

/** Resolves after `ms` milliseconds. */
export function sleep(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

/**
 * Polls `probe` every 25 ms until it returns a truthy value, and resolves with that value. A
 * probe that throws counts as "not yet"; after `timeoutMs` it fails, naming `what` (and the
 * probe's last error), so a failing test says what it was waiting for.
 */
export async function waitFor<T>(probe: () => T | null | undefined | false, what = 'condition', timeoutMs = 8000): Promise<T> {
  const deadline = performance.now() + timeoutMs;
  let lastError: unknown;
  while (performance.now() < deadline) {
    try {
      const value = probe();
      if (value) return value;
    } catch (error) {
      lastError = error;
    }
    await sleep(25);
  }
  throw new Error(`timed out waiting for ${what}${lastError ? ` (${String(lastError)})` : ''}`);
}
