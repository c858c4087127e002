/** Small asserts for browser tests (mocha has none of its own, and we add no dependency). */
export class AssertionError extends Error {
  override name = 'AssertionError';
}

export function assert(condition: unknown, message = 'assertion failed'): asserts condition {
  if (!condition) throw new AssertionError(message);
}

export function equal<T>(actual: T, expected: T, message?: string): void {
  if (!Object.is(actual, expected)) {
    throw new AssertionError(`${message ?? 'not equal'}: expected ${show(expected)}, got ${show(actual)}`);
  }
}

export function deepEqual(actual: unknown, expected: unknown, message?: string): void {
  if (show(actual) !== show(expected)) {
    throw new AssertionError(`${message ?? 'not deep-equal'}: expected ${show(expected)}, got ${show(actual)}`);
  }
}

export function match(actual: string | null | undefined, pattern: RegExp, message?: string): void {
  if (actual == null || !pattern.test(actual)) {
    throw new AssertionError(`${message ?? 'no match'}: ${show(actual)} does not match ${pattern}`);
  }
}

export async function rejects(promise: Promise<unknown>, message = 'expected a rejection'): Promise<unknown> {
  try {
    await promise;
  } catch (error) {
    return error;
  }
  throw new AssertionError(message);
}

function show(value: unknown): string {
  try {
    return JSON.stringify(value) ?? String(value);
  } catch {
    return String(value);
  }
}
