import { createMemoryLocation, createMemoryStorage, createPlatform } from '../../../core/index.ts';
import type { Platform } from '../../../core/index.ts';
import { cookieFetch } from '../session/server-fixtures.ts';

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
  await platform.loadPageConcepts();
  return platform;
}
