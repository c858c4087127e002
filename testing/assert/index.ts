/**
 * Small asserts for browser tests: mocha (web-test-runner's default framework) has none of its
 * own, and a tester needs no assertion library to start.
 */
export class AssertionError extends Error {
  override name = 'AssertionError';
}

/** Fails with `message` unless `condition` is truthy (and narrows its type when it is). */
export function assert(condition: unknown, message = 'assertion failed'): asserts condition {
  if (!condition) throw new AssertionError(message);
}

/** Fails unless `actual` is `expected` (`Object.is`). */
export function equal<T>(actual: T, expected: T, message?: string): void {
  if (!Object.is(actual, expected)) {
    throw new AssertionError(`${message ?? 'not equal'}: expected ${show(expected)}, got ${show(actual)}`);
  }
}

/** Fails unless both values have the same JSON form. */
export function deepEqual(actual: unknown, expected: unknown, message?: string): void {
  if (show(actual) !== show(expected)) {
    throw new AssertionError(`${message ?? 'not deep-equal'}: expected ${show(expected)}, got ${show(actual)}`);
  }
}

/** Fails unless `actual` is a string matching `pattern`. */
export function match(actual: string | null | undefined, pattern: RegExp, message?: string): void {
  if (actual == null || !pattern.test(actual)) {
    throw new AssertionError(`${message ?? 'no match'}: ${show(actual)} does not match ${pattern}`);
  }
}

/** Resolves with the error `promise` rejects with; fails when it resolves. */
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
