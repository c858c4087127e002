import { createMemoryLocation, createMemoryStorage, createPlatform } from '../../../core/index.ts';
import type { Platform } from '../../../core/index.ts';

/**
 * Node's fetch keeps no cookies, and the reference server checks the XSRF cookie against the
 * xsrf_token header: a small jar plays the browser's part for its own origin.
 */
function cookieFetch() {
  const jar = new Map<string, string>();
  const readCookie = () => [...jar].map(([key, value]) => `${key}=${value}`).join('; ');
  const fetchImpl = async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const headers = new Headers(init.headers);
    if (jar.size) headers.set('cookie', readCookie());
    const response = await fetch(input, { ...init, headers });
    for (const cookie of response.headers.getSetCookie()) {
      const [pair = ''] = cookie.split(';');
      const [key = '', ...value] = pair.split('=');
      jar.set(key.trim(), value.join('='));
    }
    return response;
  };
  return { fetch: fetchImpl as typeof fetch, readCookie };
}

const quiet = { error() {}, warn() {}, info() {}, log() {} };

/** A whole platform instance on the reference server, logged in as `account` in the CRM app. */
export async function platformOn(url: string, account = 'admin', settings: Record<string, unknown> = {}): Promise<Platform> {
  const { fetch, readCookie } = cookieFetch();
  const platform = createPlatform({
    fetch,
    readCookie,
    storage: createMemoryStorage(),
    location: createMemoryLocation(`${url}/`),
    settings: { ipBase: url, serverConfigured: true, ...settings },
    console: quiet,
  });
  platform.state.$route.set({ name: 'app1', path: '/app/demo/crm/sales', query: {}, params: { client: 'demo', system: 'crm', app: 'sales' } });
  await platform.session.login({ account, password: 'demo123' });
  return platform;
}
