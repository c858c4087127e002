/**
 * Errors are values: every failure the shell reports carries a machine `code` and a `message`
 * a person can read. Nothing in core throws strings.
 */
export class PlatformError extends Error {
  // Declared, not defined: the constructor sets them, and a field definition would be lowered to a
  // defineProperty helper for the older browsers of the support matrix (bytes in core's first load).
  declare readonly code: string;
  declare readonly detail: unknown;

  constructor(code: string, message: string, detail?: unknown) {
    super(message);
    this.name = 'PlatformError';
    this.code = code;
    this.detail = detail;
  }
}

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
