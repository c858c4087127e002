/**
 * The shell's service worker (spec §8), built into `dist/sw.js` by scripts/service-worker.ts with
 * the build's file list in front of it (`SHELL_BUILD`). The reference server serves it at `/sw.js`.
 *
 * What it keeps, so the shell starts without a network after one visit:
 * - at install, the login and layout set the build names (`SHELL_BUILD.files`, see
 *   scripts/service-worker.ts); the pages' chunks are kept when first used, in a runtime cache
 *   of this version, bounded, and dropped with it when a new version activates;
 * - the built files under the dist folder named by the `dist` query parameter of its own address:
 *   hashed files (`chunks/`, `assets/`) cache-first, as their names change with their content;
 *   the rest (`elements.js`) network-first, falling back to the cache;
 * - the pages in its scope (the HTML of the host page and its own scripts and styles), network-first.
 * What it never keeps: anything with user data. Calls under `api`, `rule` and `process`, test
 * hooks, business bundles, file downloads and previews, and any address carrying a token pass
 * straight to the network (no `respondWith`), whatever their kind; nothing else is cached either.
 * This file is a classic worker script: it imports nothing.
 */
export {};

declare const SHELL_BUILD: { version: string; files: string[] };

interface ExtendableEvent extends Event {
  waitUntil(promise: Promise<unknown>): void;
}
interface FetchEvent extends ExtendableEvent {
  request: Request;
  respondWith(response: Promise<Response>): void;
}
interface WorkerClient {
  url: string;
}
interface WorkerScope {
  location: Location;
  registration: { scope: string };
  clients: { claim(): Promise<void>; matchAll(options: { type: 'window'; includeUncontrolled: boolean }): Promise<WorkerClient[]> };
  skipWaiting(): Promise<void>;
  addEventListener(type: 'install' | 'activate', listener: (event: ExtendableEvent) => void): void;
  addEventListener(type: 'fetch', listener: (event: FetchEvent) => void): void;
  addEventListener(type: 'message', listener: (event: MessageEvent) => void): void;
}

const worker = self as unknown as WorkerScope;
const CACHE_PREFIX = 'app-shell-';
const CACHE = `${CACHE_PREFIX}${SHELL_BUILD.version}`;
/** Hashed files fetched when first used (page chunks, heavy libraries), of this version only. */
const RUNTIME = `${CACHE_PREFIX}runtime-${SHELL_BUILD.version}`;
/** A build has about 150 chunks; past this many kept files the oldest go first. */
const RUNTIME_LIMIT = 300;

/** The dist folder, same origin only (a foreign one would make this worker fetch another site's code). */
function distFolder(): URL {
  const own = new URL(worker.location.href);
  const named = own.searchParams.get('dist');
  const folder = new URL(named || './dist/', own);
  if (folder.origin !== own.origin) return new URL('./dist/', own);
  if (!folder.pathname.endsWith('/')) folder.pathname += '/';
  return folder;
}

const DIST = distFolder();

/** Segments of addresses that carry user data or code of a business system: never cached. */
const NEVER = new Set(['api', 'rule', 'process', '__test', 'bundles', 'download', 'onlineview']);

function carriesUserData(url: URL): boolean {
  if (url.searchParams.has('token') || url.searchParams.has('Authorization')) return true;
  return url.pathname.split('/').some((segment) => NEVER.has(segment));
}

/** A page's key: its address without query or fragment (an OAuth `code` must not make copies). */
const pageKey = (url: URL) => `${url.origin}${url.pathname}`;

async function store(key: string, response: Response, name = CACHE): Promise<void> {
  if (!response.ok || response.type !== 'basic' || /no-store/i.test(response.headers.get('Cache-Control') ?? '')) return;
  const cache = await caches.open(name);
  await cache.put(key, response);
  if (name !== RUNTIME) return;
  const keys = await cache.keys();
  for (const old of keys.slice(0, Math.max(0, keys.length - RUNTIME_LIMIT))) await cache.delete(old);
}

async function networkFirst(request: Request, key: string): Promise<Response> {
  try {
    const response = await fetch(request);
    await store(key, response.clone()).catch(() => undefined);
    return response;
  } catch (error) {
    const cache = await caches.open(CACHE);
    const kept = await cache.match(key);
    if (kept) return kept;
    throw error;
  }
}

async function cacheFirst(request: Request, key: string): Promise<Response> {
  const kept = (await (await caches.open(CACHE)).match(key)) ?? (await (await caches.open(RUNTIME)).match(key));
  if (kept) return kept;
  const response = await fetch(request);
  await store(key, response.clone(), RUNTIME).catch(() => undefined);
  return response;
}

/** How a request is answered, or undefined when the network alone answers it. */
function strategy(request: Request): ((request: Request, key: string) => Promise<Response>) | undefined {
  const url = new URL(request.url);
  if (request.method !== 'GET' || url.origin !== worker.location.origin || carriesUserData(url)) return undefined;
  if (url.pathname.startsWith(DIST.pathname)) {
    const file = url.pathname.slice(DIST.pathname.length);
    if (/^(chunks|assets)\/[^/]+\.(m?js|css)$/.test(file)) return cacheFirst;
    return /^[^/]+\.(m?js|css)$/.test(file) ? networkFirst : undefined;
  }
  if (!url.href.startsWith(worker.registration.scope)) return undefined;
  if (request.mode === 'navigate' || request.destination === 'script' || request.destination === 'style') return networkFirst;
  return undefined;
}

/** The pages open while this worker installs: their HTML is what a start without network needs. */
async function openPages(): Promise<string[]> {
  const windows = await worker.clients.matchAll({ type: 'window', includeUncontrolled: true });
  return windows
    .map((client) => new URL(client.url))
    .filter((url) => url.href.startsWith(worker.registration.scope) && !carriesUserData(url))
    .map(pageKey);
}

async function precache(): Promise<void> {
  const cache = await caches.open(CACHE);
  const files = SHELL_BUILD.files.map((file) => new URL(file, DIST).href);
  await cache.addAll(files.map((href) => new Request(href, { cache: 'no-cache' })));
  for (const page of await openPages()) {
    const response = await fetch(page, { cache: 'no-cache' }).catch(() => undefined);
    if (response) await store(page, response);
  }
}

async function dropOldCaches(): Promise<void> {
  for (const name of await caches.keys()) if (name.startsWith(CACHE_PREFIX) && name !== CACHE && name !== RUNTIME) await caches.delete(name);
}

worker.addEventListener('install', (event) => event.waitUntil(precache()));
worker.addEventListener('activate', (event) => event.waitUntil(dropOldCaches().then(() => worker.clients.claim())));
// A new version waits until the page's person chooses to reload (the update prompt).
worker.addEventListener('message', (event) => {
  if ((event.data as { type?: string } | null)?.type === 'SKIP_WAITING') void worker.skipWaiting();
});
worker.addEventListener('fetch', (event) => {
  const answer = strategy(event.request);
  if (!answer) return;
  const url = new URL(event.request.url);
  const key = event.request.mode === 'navigate' ? pageKey(url) : url.href;
  event.respondWith(answer(event.request, key));
});
