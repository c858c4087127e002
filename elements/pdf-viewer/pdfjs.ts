/**
 * The one door to pdf.js. It is imported dynamically, only when a viewer first needs it, so that
 * the ~400 KB library and its ~1 MB worker stay out of the initial elements bundle (DESIGN §6).
 */
import type * as PdfJs from 'pdfjs-dist';

export type PdfJsModule = typeof PdfJs;
export type PdfDocument = PdfJs.PDFDocumentProxy;
export type PdfPage = PdfJs.PDFPageProxy;
export type PdfRenderTask = PdfJs.RenderTask;

let loading: Promise<PdfJsModule> | undefined;

/**
 * Spec §9: Chrome and Firefox below 90 get an older viewer build. The modern build relies on
 * newer syntax and APIs (private methods, `structuredClone`...); pdf.js's legacy build is the
 * one shipped for such browsers.
 */
export function needsLegacyBuild(userAgent: string): boolean {
  const match = /(?:Chrome|Chromium|Firefox)\/(\d+)/.exec(userAgent);
  return match !== null && Number(match[1]) < 90;
}

async function loadModern(): Promise<PdfJsModule> {
  // The worker is a separate file vite serves (dev) or emits into dist/assets (build); `no-inline`
  // because library builds would otherwise embed the 1 MB worker as a data: URL.
  const [lib, worker] = await Promise.all([
    import('pdfjs-dist'),
    import('pdfjs-dist/build/pdf.worker.min.mjs?url&no-inline'),
  ]);
  lib.GlobalWorkerOptions.workerSrc = worker.default;
  return lib;
}

async function loadLegacy(): Promise<PdfJsModule> {
  const [lib, worker] = await Promise.all([
    import('pdfjs-dist/legacy/build/pdf.mjs'),
    import('pdfjs-dist/legacy/build/pdf.worker.min.mjs?url&no-inline'),
  ]);
  lib.GlobalWorkerOptions.workerSrc = worker.default;
  return lib as unknown as PdfJsModule;
}

/**
 * Where pdf.js finds its character maps (CJK text in PDFs such as the server's office previews):
 * a build emits the worker into `dist/assets/` and copies the maps to `dist/cmaps/` (vite.config.ts
 * `pdfjsAssets`). The source served by the vite dev server has no maps: there, CJK text in such
 * PDFs stays blank (the browser tests check it against the build).
 */
export function assetOptions(pdfjs: PdfJsModule): { cMapUrl?: string; cMapPacked?: boolean } {
  const worker = new URL(String(pdfjs.GlobalWorkerOptions.workerSrc), location.href);
  if (worker.pathname.includes('/node_modules/')) return {};
  return { cMapUrl: new URL('../cmaps/', worker).href, cMapPacked: true };
}

/** Loads pdf.js once per page; a failed load (offline) may be retried by the next viewer. */
export function loadPdfJs(): Promise<PdfJsModule> {
  const userAgent = typeof navigator === 'undefined' ? '' : navigator.userAgent;
  loading ??= (needsLegacyBuild(userAgent) ? loadLegacy() : loadModern()).catch((error: unknown) => {
    loading = undefined;
    throw error;
  });
  return loading;
}
