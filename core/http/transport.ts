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
  /** Rows of a large list reply, reported while it is read (RequestSpec.onRows). */
  onRows?: (rows: unknown[]) => void;
}

export interface RawResponse {
  status: number;
  ok: boolean;
  headers: Headers | undefined;
  data: unknown;
}

export type Send = (request: RawRequest) => Promise<RawResponse>;

/** A reply whose Content-Length is below this is read whole even when rows were asked for early. */
export const STREAM_MIN_BYTES = 1_000_000;

type RowsStreamModule = typeof import('./rows-stream.ts');

/** A body as redaxios reads one: the parsed JSON, or the text when it is not JSON. */
function parsedText(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

/**
 * The body of a call that asked for its rows early: a large successful reply is read as a stream
 * (rows-stream.ts); a small one, an error status or a body without a stream is read whole.
 * A read cut off mid-way (not by a cancel or the time-out) leaves no body, as redaxios would:
 * call.ts then says the reply is unreadable, and no half list counts as an answer.
 */
async function readBody(response: Response, onRows: (rows: unknown[]) => void, signal: AbortSignal, reader: Promise<RowsStreamModule>): Promise<unknown> {
  const length = Number(response.headers?.get('content-length') ?? Number.NaN);
  try {
    if (!response.ok || !response.body || length < STREAM_MIN_BYTES) return parsedText(await response.text());
    // A chunk that cannot load (a host's CSP, a network hiccup): the body is read whole instead.
    const loaded = await reader.catch(() => undefined);
    if (!loaded) return parsedText(await response.text());
    const read = await loaded.readRowsStream(response.body, { onRows });
    return read.kind === 'parsed' ? read.body : read.preview;
  } catch (cause) {
    if (signal.aborted) throw cause;
    return undefined;
  }
}

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
      const rows = request.onRows && request.responseType === 'json' ? request.onRows : undefined;
      // Its own chunk (only a large list reply needs it; core's first chunk has a budget), asked
      // for with the call so that it is there when the first bytes are.
      const reader = rows ? import('./rows-stream.ts') : undefined;
      reader?.catch(() => undefined);
      let fetched: Response | undefined;
      const response = await client({
        url: request.url,
        method: request.method,
        headers: request.headers,
        data: request.body,
        // 'text' rather than 'json': redaxios parses it, and an empty error body stays readable.
        // 'stream' leaves the body unread, for readBody.
        responseType: rows ? 'stream' : request.responseType === 'blob' ? 'blob' : 'text',
        withCredentials: request.withCredentials,
        fetch: async (input, init) => {
          fetched = await fetchImpl(input, { ...init, signal: controller.signal });
          return fetched;
        },
      });
      const data = rows && fetched && reader ? await readBody(fetched, rows, controller.signal, reader) : response.data;
      return { status: response.status, ok: response.status >= 200 && response.status < 300, headers: response.headers, data };
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
