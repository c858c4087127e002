import { vi } from 'vitest';
import { createContext, createMemoryLocation, createMemoryStorage } from '../../../core/instance/index.ts';
import type { PlatformSettings } from '../../../core/instance/index.ts';
import { createHttp } from '../../../core/http/index.ts';
import type { HttpDeps } from '../../../core/http/index.ts';
import type { RouteState } from '../../../core/state/index.ts';

export interface Call {
  url: string;
  method: string;
  headers: Record<string, string>;
  body: unknown;
  credentials: RequestCredentials | undefined;
  signal: AbortSignal | undefined;
}

/** A minimal fetch Response: redaxios copies the fields and calls text()/blob(). */
export function reply(status: number, body: string | Blob, headers: Record<string, string> = {}): Response {
  const blob = typeof body === 'string' ? new Blob([body], { type: headers['content-type'] ?? 'application/json' }) : body;
  return {
    status,
    ok: status >= 200 && status < 300,
    headers: new Headers(headers),
    text: async () => (typeof body === 'string' ? body : await body.text()),
    blob: async () => blob,
  } as unknown as Response;
}

export const envelope = (data: unknown, extra: Record<string, unknown> = {}) => reply(200, JSON.stringify({ code: '0', msg: '', data, ...extra }));

export const failure = (code: string, msg = '', extra: Record<string, unknown> = {}) => reply(200, JSON.stringify({ code, msg, data: null, ...extra }));

export type Handler = (call: Call) => Response | Promise<Response>;

export function fakeFetch(handler: Handler = () => envelope(null)) {
  const calls: Call[] = [];
  const fetch = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const call: Call = {
      url: String(input),
      method: init.method ?? 'GET',
      headers: Object.fromEntries(Object.entries((init.headers ?? {}) as Record<string, string>)),
      body: init.body,
      credentials: init.credentials,
      signal: init.signal ?? undefined,
    };
    calls.push(call);
    return handler(call);
  });
  return { fetch: fetch as unknown as typeof globalThis.fetch, calls };
}

export interface SetupOptions {
  handler?: Handler;
  settings?: PlatformSettings;
  href?: string;
  cookie?: string;
  route?: Partial<RouteState> | null;
  deps?: HttpDeps;
  /** Entries the page's storage holds before the request layer starts (a session of an earlier visit). */
  stored?: Record<string, string>;
}

export const PAGE = 'https://shell.example.com/';

export function setup(options: SetupOptions = {}) {
  const { fetch, calls } = fakeFetch(options.handler);
  const storage = createMemoryStorage();
  for (const [key, value] of Object.entries(options.stored ?? {})) storage.setItem(key, value);
  const location = createMemoryLocation(options.href ?? PAGE);
  const replace = vi.spyOn(location, 'replace');
  const assign = vi.spyOn(location, 'assign');
  const context = createContext({
    fetch,
    storage,
    location,
    settings: options.settings ?? {},
    readCookie: () => options.cookie ?? '',
    console: { error: () => {}, warn: () => {}, info: () => {}, log: () => {} },
  });
  if (options.route !== null) {
    context.state.$route.set({
      name: 'app1',
      path: '/app/demo/crm/sales',
      query: {},
      ...options.route,
      params: { client: 'demo', system: 'crm', ...options.route?.params },
    });
  }
  const toLogin = vi.fn();
  const http = createHttp(context, { toLogin, ...options.deps });
  const messages = () => context.notifier.$notifications.get();
  return { http, context, calls, storage, location, replace, assign, toLogin, messages, fetch };
}
