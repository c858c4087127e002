/**
 * The one door to pdf.js. It is imported dynamically, only when a viewer first needs it, so that
 * the ~400 KB library and its ~1 MB worker stay out of the initial elements bundle (DESIGN §6).
 */
import type * as PdfJs from 'pdfjs-dist';
import { getDefaultPlatform } from '../../core/index.ts';
import { productPolicy, TRUSTED_TYPES_POLICY } from '../../core/host/index.ts';
import { runsCurrentPdfJs } from '../../core/pdf/index.ts';
import { withLoadTimeout } from '../shared/load-timeout.ts';
import { workerStartUrl } from './worker-url.ts';

export type PdfJsModule = typeof PdfJs;
export type PdfDocument = PdfJs.PDFDocumentProxy;
export type PdfPage = PdfJs.PDFPageProxy;
export type PdfRenderTask = PdfJs.RenderTask;

let loading: Promise<PdfJsModule> | undefined;
/**
 * The page's one pdf.js worker when the elements start it (startWorker), handed to every
 * `getDocument`. Not pdf.js's `workerPort`: with that, destroying any document's loading task
 * destroys the worker every other document shares, and the next document's handler on the same
 * port answers to replies meant for the old one (an uncaught "Cannot resolve callback 1").
 */
let sharedWorker: PdfJs.PDFWorker | undefined;
/** True once the old build (2.4.456) is the one loaded: its render call takes a 2D context. */
let oldBuildLoaded = false;

export type PdfBuild = 'current' | 'old';

/** Which build this browser gets (spec §9): the current one where it runs, by feature test. */
export function pdfBuildFor(scope: object = globalThis): PdfBuild {
  return runsCurrentPdfJs(scope) ? 'current' : 'old';
}

async function loadCurrent(): Promise<PdfJsModule> {
  // The worker is a separate file vite serves (dev) or emits into dist/assets (build); `no-inline`
  // because library builds would otherwise embed the 1 MB worker as a data: URL.
  const [lib, worker] = await Promise.all([import('pdfjs-dist'), import('pdfjs-dist/build/pdf.worker.min.mjs?url&no-inline')]);
  lib.GlobalWorkerOptions.workerSrc = worker.default;
  startWorker(lib, worker.default, 'module');
  return lib;
}

/**
 * Under Trusted Types pdf.js's own `new Worker(workerSrc)` passes a plain string, which a page
 * without a `default` policy refuses: the worker is started here with the product policy's
 * TrustedScriptURL and handed to pdf.js as the port of one PDFWorker that every document of the
 * page uses (`workerOptions`).
 * Without Trusted Types, or for a URL the policy refuses, pdf.js starts it as before.
 */
function startWorker(lib: PdfJsModule, url: string, type: WorkerType): void {
  const policy = productPolicy();
  if (!policy) return;
  try {
    // From another origin (elements on a CDN) through a same-origin blob: bootstrap (worker-url.ts).
    const start = workerStartUrl(url, type, TRUSTED_TYPES_POLICY);
    const port = new Worker(policy.createScriptURL(start) as unknown as string, { type });
    // pdf.js's declarations type `port` as null; its code takes a Worker (as for `workerPort`).
    sharedWorker = new lib.PDFWorker({ port: port as unknown as null });
  } catch (error) {
    console.warn('[pdf-viewer] pdf.js starts its own worker', error);
  }
}

/**
 * pdf.js 2.4.456 (the npm alias `pdfjs-dist-legacy`), its ES5 build: what every browser of the
 * support matrix runs. Its worker is a classic script, emitted as a file like the current one's.
 */
export async function loadOldBuild(): Promise<PdfJsModule> {
  const [lib, worker] = await Promise.all([import('pdfjs-dist-legacy/es5/build/pdf.js'), import('pdfjs-dist-legacy/es5/build/pdf.worker.js?url&no-inline')]);
  // A CommonJS (UMD) module: the API is its default export, or the namespace itself.
  const api = ((lib as { default?: unknown }).default ?? lib) as PdfJsModule;
  api.GlobalWorkerOptions.workerSrc = worker.default;
  startWorker(api, worker.default, 'classic');
  return api;
}

/**
 * The `getDocument` parameters of the worker: the page's shared one when the elements started it,
 * else none (pdf.js starts a worker per document and ends it with the document).
 */
export function workerOptions(): { worker?: PdfJs.PDFWorker } {
  return sharedWorker && !sharedWorker.destroyed ? { worker: sharedWorker } : {};
}

/**
 * Where a page is drawn: the current build takes the canvas (and picks its own context
 * options), 2.4.456 only a 2D context.
 */
export function renderTarget(canvas: HTMLCanvasElement): { canvas: HTMLCanvasElement | null; canvasContext?: CanvasRenderingContext2D } {
  if (!oldBuildLoaded) return { canvas };
  return { canvas: null, canvasContext: canvas.getContext('2d', { alpha: false })! };
}

/**
 * Where pdf.js finds its character maps (CJK text in PDFs such as the server's office previews):
 * a build emits the worker into `dist/assets/` and copies the maps to `dist/cmaps/` (vite.config.ts
 * `pdfjsAssets`). The source served by the vite dev server has no maps: there, CJK text in such
 * PDFs stays blank (the browser tests check it against the build).
 */
export function assetOptions(pdfjs: PdfJsModule, configured = getDefaultPlatform().env.settings.pdfCMapUrl): { cMapUrl?: string; cMapPacked?: boolean } {
  // A host that bundles the elements (its bundler moves the worker, not the maps) names the folder.
  if (configured) return { cMapUrl: new URL(configured.endsWith('/') ? configured : `${configured}/`, location.href).href, cMapPacked: true };
  const worker = new URL(String(pdfjs.GlobalWorkerOptions.workerSrc), location.href);
  if (worker.pathname.includes('/node_modules/')) return {};
  return { cMapUrl: new URL('../cmaps/', worker).href, cMapPacked: true };
}

/**
 * Loads pdf.js once per page, the build this browser needs, within the chunk time-out of spec
 * §9; a failed or timed-out load (offline) may be retried by the next viewer.
 */
export function loadPdfJs(build: PdfBuild = pdfBuildFor()): Promise<PdfJsModule> {
  const old = build === 'old';
  loading ??= withLoadTimeout(old ? loadOldBuild() : loadCurrent(), 'pdf.js').then(
    (lib) => {
      oldBuildLoaded = old;
      return lib;
    },
    (error: unknown) => {
      loading = undefined;
      throw error;
    },
  );
  return loading;
}
