/**
 * Registers the shell's service worker (worker.ts) for a host that opted in with the
 * `serviceWorker` page setting, and reports what the page must say (spec §8): `offline` when the
 * worker's address cannot be fetched (the shell then runs from its cache), `updated` when a new
 * version has installed and waits for a reload. Browsers without service workers, and pages that
 * are not secure, simply go on without one.
 */
import { trustedScriptUrl } from '../../core/host/index.ts';

/** While offline, how often the connection is checked again (the `online` event does not come when only the server is gone). */
export const OFFLINE_RECHECK_MS = 30_000;

export interface WorkerEvents {
  offline(): void;
  online(): void;
  updated(waiting: ServiceWorker): void;
}

/**
 * The built files' folder (`…/dist/`): this module is built into `dist/chunks/` (vite.config.ts
 * `chunkFileNames`), so the folder is one level up from it. The worker caches the shell's files there.
 */
export function distFolder(moduleUrl = import.meta.url): string {
  return new URL('../', moduleUrl).pathname;
}

/** The worker's address: the setting against the page, with the dist folder as a parameter. */
export function workerUrl(setting: string, base: string, dist = distFolder()): URL {
  const url = new URL(setting, base);
  url.searchParams.set('dist', dist);
  return url;
}

/**
 * Whether the elements were loaded from the page's origin. A service worker belongs to the page's
 * origin and caches the built files beside it, so elements from elsewhere (a CDN) go without one.
 */
export function elementsOnPageOrigin(moduleUrl: string = import.meta.url, page: string = location.href): boolean {
  return new URL(moduleUrl).origin === new URL(page).origin;
}

function watchInstalling(registration: ServiceWorkerRegistration, events: WorkerEvents): void {
  const installing = registration.installing;
  if (!installing) return;
  installing.addEventListener('statechange', () => {
    // Installed while an older worker controls the page: a new version waits (the first install has no controller).
    if (installing.state === 'installed' && navigator.serviceWorker.controller) events.updated(installing);
  });
}

/** Starts the worker; returns the function that stops listening. */
export function startServiceWorker(setting: string, events: WorkerEvents): () => void {
  const container = typeof navigator === 'undefined' ? undefined : navigator.serviceWorker;
  if (!container || !setting) return () => undefined;
  if (!elementsOnPageOrigin()) {
    console.info('The service worker is not registered: the elements come from another origin than the page');
    return () => undefined;
  }
  let stopped = false;
  let registration: ServiceWorkerRegistration | undefined;
  let recheck: ReturnType<typeof setTimeout> | undefined;
  const check = () => {
    clearTimeout(recheck);
    // Fetching the worker's script is the network check: it fails when there is no connection.
    registration?.update().then(
      () => !stopped && events.online(),
      () => {
        if (stopped) return;
        events.offline();
        recheck = setTimeout(check, OFFLINE_RECHECK_MS);
      },
    );
  };
  const onOnline = () => check();
  window.addEventListener('online', onOnline);
  container
    // A TrustedScriptURL where the page requires Trusted Types (a plain string is refused there).
    .register(trustedScriptUrl(workerUrl(setting, document.baseURI).href) as string)
    .then((registered) => {
      if (stopped) return;
      registration = registered;
      if (registered.waiting && container.controller) events.updated(registered.waiting);
      registered.addEventListener('updatefound', () => watchInstalling(registered, events));
      watchInstalling(registered, events);
      check();
    })
    .catch((error: unknown) => {
      // No worker (a page that is not secure, a dev server without the build): the shell works online as before.
      console.info(`The service worker was not registered: ${error instanceof Error ? error.message : String(error)}`);
    });
  return () => {
    stopped = true;
    clearTimeout(recheck);
    window.removeEventListener('online', onOnline);
  };
}

/** Lets the waiting version take over, then reloads the page once it controls it. */
export function activateUpdate(waiting: ServiceWorker, reload: () => void): void {
  let reloaded = false;
  navigator.serviceWorker.addEventListener('controllerchange', () => {
    if (reloaded) return;
    reloaded = true;
    reload();
  });
  waiting.postMessage({ type: 'SKIP_WAITING' });
}
