import { PlatformError } from '../errors/index.ts';
import { httpMessage } from './messages.ts';
import type { Envelope } from './types.ts';

/** Codes that mean "the session is gone" (spec §8). */
export const LOGIN_CODES: ReadonlySet<string> = new Set(['error.nologin', 'login.expired']);
/** Code of an HTTP failure that brought no usable body (spec §8). */
export const FAILURE_CODE = '500';
export const CANCELLED_CODE = 'error.cancelled';
export const TIMEOUT_CODE = 'error.timeout';
/** A 2xx reply that is not an envelope (an empty body, a proxy's HTML page, truncated JSON). */
export const FORMAT_CODE = 'error.format';

export type Outcome =
  | { kind: 'ok'; data: unknown; msg?: string }
  | { kind: 'expired'; error: PlatformError; redirect?: string }
  | { kind: 'error'; error: PlatformError };

/**
 * Only a parsed object with a `code` (a string, or a number as some servers send 0) is a reply of
 * the platform: a 2xx reply can still be a 304's empty body, a proxy's HTML page or cut-off JSON.
 */
export function isEnvelope(body: unknown): body is Envelope {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return false;
  const code = (body as { code?: unknown }).code;
  return (typeof code === 'string' && code !== '') || (typeof code === 'number' && Number.isFinite(code));
}

/** The outcome of a 2xx reply that is neither an envelope nor a requested file. */
export function unexpectedReply(language: string, status: number, body: unknown): Outcome {
  const preview = typeof body === 'string' ? body.slice(0, 120) : body === undefined ? '' : JSON.stringify(body)?.slice(0, 120);
  return { kind: 'error', error: new PlatformError(FORMAT_CODE, httpMessage(language, 'http.unexpectedReply'), { status, preview }) };
}

/** The catalogue's text of a failure code, for a reply that brings no `msg` of its own. */
function codeMessage(code: string, language: string): string {
  if (LOGIN_CODES.has(code)) return httpMessage(language, 'http.loginExpired');
  // The server's error.timeout is a query over its budget: the caller can narrow the filter.
  if (code === TIMEOUT_CODE) return httpMessage(language, 'http.queryTimeout');
  if (code === 'error.locked') return httpMessage(language, 'http.locked');
  return httpMessage(language, 'http.failure');
}

/** Envelope rows of spec §8: code "0" resolves, login codes expire the session, others reject. */
export function readEnvelope(body: Envelope, language: string): Outcome {
  const code = String(body.code);
  if (code === '0') return { kind: 'ok', data: body.data, msg: body.msg };
  const message = body.msg || codeMessage(code, language);
  const error = new PlatformError(code, message, body);
  if (LOGIN_CODES.has(code)) return { kind: 'expired', error, redirect: body.urlToRedirectTo || undefined };
  return { kind: 'error', error };
}

/** A body as data: JSON text parsed, a JSON file (error bodies may come as files) read first. */
export async function parseBody(data: unknown): Promise<unknown> {
  let value = data;
  if (typeof Blob !== 'undefined' && value instanceof Blob) value = await value.text();
  if (typeof value !== 'string') return value;
  try {
    return JSON.parse(value);
  } catch {
    return value;
  }
}

/** HTTP failures: 401 is a lost session; an envelope body keeps its message; anything else is 500. */
export async function readHttpFailure(status: number, data: unknown, language: string): Promise<Outcome> {
  if (status === 401) {
    return { kind: 'expired', error: new PlatformError('login.expired', httpMessage(language, 'http.loginExpired'), { status }) };
  }
  const body = await parseBody(data).catch(() => undefined);
  if (isEnvelope(body) && String(body.code) !== '0') return readEnvelope(body, language);
  return { kind: 'error', error: new PlatformError(FAILURE_CODE, httpMessage(language, 'http.failure'), { status }) };
}

export function isCancelled(error: unknown): boolean {
  return error instanceof PlatformError && error.code === CANCELLED_CODE;
}
