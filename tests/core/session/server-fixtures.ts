import { vi } from 'vitest';
import { createContext, createMemoryLocation, createMemoryStorage } from '../../../core/instance/index.ts';
import type { PlatformSettings } from '../../../core/instance/index.ts';
import { createHttp } from '../../../core/http/index.ts';
import { createSession } from '../../../core/session/index.ts';

/**
 * Node's fetch keeps no cookies; the reference server checks the XSRF cookie against the
 * xsrf_token header, so the tests keep a small jar, as a browser would for its own origin.
 */
export function cookieFetch() {
  const jar = new Map<string, string>();
  const readCookie = () => [...jar].map(([key, value]) => `${key}=${value}`).join('; ');
  const seen: Array<{ url: string; headers: Record<string, string>; body?: unknown }> = [];
  const fetchImpl = async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const headers = new Headers(init.headers);
    if (jar.size) headers.set('cookie', readCookie());
    seen.push({ url: String(input), headers: Object.fromEntries(headers), body: init.body });
    const response = await fetch(input, { ...init, headers });
    for (const cookie of response.headers.getSetCookie()) {
      const [pair = ''] = cookie.split(';');
      const [key = '', ...value] = pair.split('=');
      jar.set(key.trim(), value.join('='));
    }
    return response;
  };
  return { fetch: fetchImpl as typeof fetch, readCookie, seen };
}

export interface ShellOptions {
  settings?: PlatformSettings;
  app?: string;
  language?: string;
}

/** One shell against the server: the page is served by it, so ipBase is its origin (docs: Sessions). */
export function shellOn(url: string, options: ShellOptions = {}) {
  const { fetch, readCookie, seen } = cookieFetch();
  const storage = createMemoryStorage();
  const location = createMemoryLocation(`${url}/`);
  const context = createContext({
    fetch,
    storage,
    location,
    readCookie,
    settings: { ipBase: url, serverConfigured: true, ...options.settings },
    console: { error: () => {}, warn: () => {}, info: () => {}, log: () => {} },
  });
  context.state.$language.set(options.language ?? '010');
  const app = options.app ?? 'sales';
  context.state.$route.set({ name: 'app1', path: `/app/demo/crm/${app}`, query: {}, params: { client: 'demo', system: 'crm', app } });
  const navigate = vi.fn();
  const session = { current: undefined as ReturnType<typeof createSession> | undefined };
  const http = createHttp(context, { toLogin: () => session.current!.toLogin() });
  session.current = createSession(context, { http, navigate, closePopups: vi.fn(), clearTabs: vi.fn() });
  const messages = () => context.notifier.$notifications.get();
  return { context, http, session: session.current, navigate, storage, location, messages, seen };
}
