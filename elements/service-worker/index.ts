/**
 * The shell's offline support (spec §8): the worker script (worker.ts, built to dist/sw.js by
 * scripts/service-worker.ts) and its registration with the update prompt, loaded by `<app-shell>`
 * only when the page setting `serviceWorker` names the worker.
 */
export { ServiceWorkerNotice } from './ServiceWorkerNotice.tsx';
export { activateUpdate, distFolder, startServiceWorker, workerUrl } from './register.ts';
export type { WorkerEvents } from './register.ts';
