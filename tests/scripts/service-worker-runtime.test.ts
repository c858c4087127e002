// @vitest-environment node
/**
 * The built worker (`sw.js` as scripts/service-worker.ts writes it) run against a small stand-in
 * of the service worker scope: what it precaches, what it keeps when first used, and that a new
 * version drops the old one's files. The browser test (tests/e2e/offline.test.ts) runs it for real.
 */
import { beforeEach, describe, expect, it } from 'vitest';
import { workerScript } from '../../scripts/service-worker.ts';

const ORIGIN = 'https://site.example';

interface FakeResponse {
  ok: boolean;
  type: string;
  headers: Headers;
  url: string;
  clone(): FakeResponse;
}

const response = (url: string): FakeResponse => ({ ok: true, type: 'basic', headers: new Headers(), url, clone: () => response(url) });
const keyOf = (request: string | Request | { url: string }) => (typeof request === 'string' ? request : request.url);

/** CacheStorage with what the worker uses; keys keep their order of insertion, as browsers do. */
class FakeCaches {
  stores = new Map<string, Map<string, FakeResponse>>();
  async open(name: string) {
    let store = this.stores.get(name);
    if (!store) this.stores.set(name, (store = new Map()));
    const kept = store;
    return {
      match: async (request: string | Request) => kept.get(keyOf(request)),
      put: async (request: string | Request, value: FakeResponse) => void kept.set(keyOf(request), value),
      addAll: async (requests: Request[]) => {
        for (const request of requests) kept.set(request.url, response(request.url));
      },
      keys: async () => [...kept.keys()].map((url) => ({ url })),
      delete: async (request: string | { url: string }) => kept.delete(keyOf(request)),
    };
  }
  async keys() {
    return [...this.stores.keys()];
  }
  async delete(name: string) {
    return this.stores.delete(name);
  }
}

type Listener = (event: Record<string, unknown>) => void;

async function startWorker(version: string, files: string[], caches: FakeCaches) {
  const listeners = new Map<string, Listener>();
  const fetched: string[] = [];
  const scope = {
    location: new URL(`${ORIGIN}/sw.js?dist=%2Fdist%2F`),
    registration: { scope: `${ORIGIN}/` },
    clients: { claim: async () => undefined, matchAll: async () => [] },
    skipWaiting: async () => undefined,
    addEventListener: (type: string, listener: Listener) => listeners.set(type, listener),
  };
  const network = async (request: string | Request | { url: string }) => {
    fetched.push(keyOf(request));
    return response(keyOf(request));
  };
  const source = await workerScript({ version, files });
  new Function('self', 'caches', 'fetch', source)(scope, caches, network);
  const lifecycle = async (type: 'install' | 'activate') => {
    let done: Promise<unknown> = Promise.resolve();
    listeners.get(type)!({ waitUntil: (promise: Promise<unknown>) => (done = promise) });
    await done;
  };
  /** A request as the page makes it: undefined when the worker leaves it to the network. */
  const request = async (path: string, destination = 'script') => {
    let answer: Promise<FakeResponse> | undefined;
    listeners.get('fetch')!({
      request: { url: `${ORIGIN}${path}`, method: 'GET', mode: 'cors', destination },
      respondWith: (promise: Promise<FakeResponse>) => (answer = promise),
    });
    return answer;
  };
  return { lifecycle, request, fetched };
}

describe('the service worker at run time', () => {
  let caches: FakeCaches;
  const cachedUrls = () => [...caches.stores.values()].flatMap((store) => [...store.keys()]);

  beforeEach(() => {
    caches = new FakeCaches();
  });

  it('precaches the build list on install, nothing else of the dist folder', async () => {
    const worker = await startWorker('v1', ['elements.js', 'chunks/layout-abc.js'], caches);
    await worker.lifecycle('install');
    expect(cachedUrls().sort()).toEqual([`${ORIGIN}/dist/chunks/layout-abc.js`, `${ORIGIN}/dist/elements.js`]);
  });

  it('keeps a page chunk once it is first used and answers it from the cache afterwards', async () => {
    const worker = await startWorker('v1', ['elements.js'], caches);
    await worker.lifecycle('install');
    await worker.lifecycle('activate');
    const first = await worker.request('/dist/chunks/ListPage-abc.js');
    expect(first?.url).toBe(`${ORIGIN}/dist/chunks/ListPage-abc.js`);
    expect(worker.fetched.filter((url) => url.endsWith('ListPage-abc.js'))).toHaveLength(1);
    await worker.request('/dist/chunks/ListPage-abc.js');
    expect(worker.fetched.filter((url) => url.endsWith('ListPage-abc.js'))).toHaveLength(1);
    expect(cachedUrls()).toContain(`${ORIGIN}/dist/chunks/ListPage-abc.js`);
  });

  it('bounds the files kept when first used, dropping the oldest', async () => {
    const worker = await startWorker('v1', ['elements.js'], caches);
    await worker.lifecycle('install');
    for (let i = 0; i < 305; i++) await worker.request(`/dist/chunks/page${i}-abc.js`);
    const runtime = caches.stores.get('app-shell-runtime-v1')!;
    expect(runtime.size).toBe(300);
    expect(runtime.has(`${ORIGIN}/dist/chunks/page0-abc.js`)).toBe(false);
    expect(runtime.has(`${ORIGIN}/dist/chunks/page304-abc.js`)).toBe(true);
    // The precache is not what gives way.
    expect(caches.stores.get('app-shell-v1')!.has(`${ORIGIN}/dist/elements.js`)).toBe(true);
  });

  it("a new version's activation drops the old version's precache and the chunks it kept", async () => {
    const old = await startWorker('v1', ['elements.js'], caches);
    await old.lifecycle('install');
    await old.lifecycle('activate');
    await old.request('/dist/chunks/ListPage-abc.js');
    const next = await startWorker('v2', ['elements.js'], caches);
    await next.lifecycle('install');
    // Installed and waiting: the old version's caches still serve the open pages.
    expect((await caches.keys()).sort()).toEqual(['app-shell-runtime-v1', 'app-shell-v1', 'app-shell-v2']);
    await next.lifecycle('activate');
    expect(await caches.keys()).toEqual(['app-shell-v2']);
  });

  it('passes calls with user data straight to the network', async () => {
    const worker = await startWorker('v1', ['elements.js'], caches);
    await worker.lifecycle('install');
    expect(await worker.request('/api/v1/demo/crm/CUSTOMER/find', '')).toBeUndefined();
    expect(await worker.request('/dist/chunks/ListPage-abc.js?token=secret')).toBeUndefined();
    expect(cachedUrls().some((url) => url.includes('/api/') || url.includes('token='))).toBe(false);
  });
});
