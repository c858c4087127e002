import redaxios from 'redaxios';
import { PlatformError } from '../errors/index.ts';
import { CANCELLED_CODE, FAILURE_CODE, TIMEOUT_CODE } from './envelope.ts';
import { httpMessage } from './messages.ts';
import type { HttpMethod } from './types.ts';

/** Request time-out of spec §9. */
export const REQUEST_TIMEOUT_MS = 1_200_000;

export interface RawRequest {
  url: string;
  method: HttpMethod;
  headers: Record<string, string>;
  body?: unknown;
  responseType: 'json' | 'blob';
  signal?: AbortSignal;
  withCredentials: boolean;
  language: string;
}

export interface RawResponse {
  status: number;
  ok: boolean;
  headers: Headers | undefined;
  data: unknown;
}

export type Send = (request: RawRequest) => Promise<RawResponse>;

/**
 * redaxios over the injected fetch. redaxios does not pass a signal to fetch, so the fetch it
 * gets is wrapped to add one: that is how both the caller's cancel and the time-out reach it.
 * Every status resolves here; the envelope layer decides what a status means.
 */
export function createTransport(fetchImpl: typeof fetch, timeoutMs = REQUEST_TIMEOUT_MS): Send {
  const client = redaxios.create({ validateStatus: () => true });
  return async function send(request) {
    const controller = new AbortController();
    let timedOut = false;
    const timer = setTimeout(() => {
      timedOut = true;
      controller.abort();
    }, timeoutMs);
    const forward = () => controller.abort();
    if (request.signal?.aborted) controller.abort();
    request.signal?.addEventListener('abort', forward);
    try {
      const response = await client({
        url: request.url,
        method: request.method,
        headers: request.headers,
        data: request.body,
        // 'text' rather than 'json': redaxios parses it, and an empty error body stays readable.
        responseType: request.responseType === 'blob' ? 'blob' : 'text',
        withCredentials: request.withCredentials,
        fetch: (input, init) => fetchImpl(input, { ...init, signal: controller.signal }),
      });
      return { status: response.status, ok: response.status >= 200 && response.status < 300, headers: response.headers, data: response.data };
    } catch (cause) {
      if (request.signal?.aborted) throw new PlatformError(CANCELLED_CODE, '', cause);
      if (timedOut) throw new PlatformError(TIMEOUT_CODE, httpMessage(request.language, 'http.timeout'), cause);
      throw new PlatformError(FAILURE_CODE, httpMessage(request.language, 'http.failure'), cause);
    } finally {
      clearTimeout(timer);
      request.signal?.removeEventListener('abort', forward);
    }
  };
}
