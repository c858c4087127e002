/**
 * Runs a shortcut that draws from what is loaded already; a throw counts as "not at hand", so
 * the hook falls back to its load, which reports the problem the way it always does.
 */
export function atHand<T>(shortcut: () => T | undefined): T | undefined {
  try {
    return shortcut();
  } catch {
    return undefined;
  }
}
