/**
 * Errors are values: every failure the shell reports carries a machine `code` and a `message`
 * a person can read. Nothing in core throws strings.
 */
import { PlatformError } from './platform-error.ts';

export { PlatformError };
export { CHUNK_LOAD_TIMEOUT_MS, CHUNK_TIMEOUT_CODE, chunkLoadTimeout, setChunkLoadTimeout, withLoadTimeout } from './load-timeout.ts';

export function isPlatformError(value: unknown): value is PlatformError {
  return value instanceof PlatformError;
}

/** Turns anything caught into a PlatformError, keeping an existing code and message. */
export function toPlatformError(value: unknown, fallbackCode = 'error.unknown'): PlatformError {
  if (value instanceof PlatformError) return value;
  if (value instanceof Error) return new PlatformError(fallbackCode, value.message, value);
  if (typeof value === 'string') return new PlatformError(fallbackCode, value);
  return new PlatformError(fallbackCode, '', value);
}
