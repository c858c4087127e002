/** The error value of core (a `code` and a readable `message`): its own module so that `load-timeout.ts` needs no cycle through `index.ts`. */
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
