import { vi } from 'vitest';
import { createContext, createMemoryLocation, createMemoryStorage } from '../../../core/instance/index.ts';
import type { PlatformSettings } from '../../../core/instance/index.ts';
import { createHttp } from '../../../core/http/index.ts';
import { createSession } from '../../../core/session/index.ts';

/**
 * Node's fetch keeps no cookies; the reference server checks the XSRF cookie against the
 * xsrf_token header and sets a session cookie, so the tests keep a small jar per origin, as a
 * browser does (a cookie never goes to another origin). `readCookie` is the page's own
 * (`document.cookie` of the first origin called, the page's).
 */
export function cookieFetch() {
  const jars = new Map<string, Map<string, string>>();
  let pageOrigin: string | undefined;
  const jarOf = (origin: string) => jars.get(origin) ?? jars.set(origin, new Map()).get(origin)!;
  const line = (jar: Map<string, string>) => [...jar].map(([key, value]) => `${key}=${value}`).join('; ');
  const readCookie = () => (pageOrigin ? line(jarOf(pageOrigin)) : '');
  const seen: Array<{ url: string; headers: Record<string, string>; body?: unknown }> = [];
  const fetchImpl = async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const origin = new URL(String(input)).origin;
    pageOrigin ??= origin;
    const jar = jarOf(origin);
    const headers = new Headers(init.headers);
    if (jar.size) headers.set('cookie', line(jar));
    seen.push({ url: String(input), headers: Object.fromEntries(headers), body: init.body });
    const response = await fetch(input, { ...init, headers });
    for (const cookie of response.headers.getSetCookie()) {
      const [pair = ''] = cookie.split(';');
      const [key = '', ...value] = pair.split('=');
      if (/;\s*Max-Age=0/i.test(cookie)) jar.delete(key.trim());
      else jar.set(key.trim(), value.join('='));
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
