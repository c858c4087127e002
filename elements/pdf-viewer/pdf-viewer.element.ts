import { createElementClass } from '../shared/define.tsx';
import { lazyComponent } from '../shared/lazy.tsx';
import viewerCss from './pdf-viewer.css?inline';
import type { PdfViewerElement as PdfViewerElementInstance, PdfViewerEventMap, PdfViewerProps } from './pdf-viewer.types.ts';

/**
 * @tag pdf-viewer
 * @summary A PDF's pages stacked vertically in a scroll container, with zoom, rotation and print.
 * pdf.js loads on first use; pages are drawn as they scroll into view and released beyond the cap.
 *
 * @attr {string} src - Address of the PDF. Platform addresses are fetched with the session's tokens; other origins never get them.
 * @attr {string} zoom - `page-width` (default), `page-fit`, a scale (`1.5`) or a percentage (`150%`).
 * @attr {string} rotation - Clockwise turn in degrees: `0`, `90`, `180` or `270`.
 * @prop {ArrayBuffer | Uint8Array} data - The PDF's bytes, instead of `src` (copied; the caller's buffer stays usable).
 * @fires pdf-loaded - The document opened. `detail: { pages }`.
 * @fires pdf-error - The document could not be loaded or read (HTTP error, not a PDF, damaged). `detail: { message, code }`.
 * @csspart base - The viewer: toolbar and scroll container.
 * @csspart toolbar - The zoom, rotate and print controls.
 * @csspart scroller - The focusable scroll container of the pages.
 * @csspart page - One page's box.
 * @csspart canvas - A drawn page.
 * @csspart error - The error message shown instead of the pages.
 * @csspart retry - The error message's retry button.
 * @cssprop --sl-font-sans - The font of the toolbar and messages.
 * @cssprop --sl-color-neutral-0 - The surface of the toolbar.
 * @cssprop --sl-* - Any other Shoelace design token of the active theme (set on the element, it wins over the theme).
 */
const PdfViewer = lazyComponent<PdfViewerProps>(() => import('./pdf-viewer.tsx').then((module) => module.PdfViewer));

/** An `<pdf-viewer>` in the page (the type), and its class (the value). */
export interface PdfViewerElement extends PdfViewerElementInstance {}
export const PdfViewerElement: { new (): PdfViewerElement; prototype: PdfViewerElement } = createElementClass(PdfViewer, {
  region: 'pdf',
  props: { src: 'string', zoom: 'string', rotation: 'string', data: 'object' },
  styles: [viewerCss],
});

declare global {
  interface HTMLElementTagNameMap {
    'pdf-viewer': PdfViewerElement;
  }
  // Listeners anywhere (the element, a parent, the document) see each event's typed detail.
  interface GlobalEventHandlersEventMap extends PdfViewerEventMap {}
}
