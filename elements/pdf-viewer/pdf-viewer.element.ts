import { createElementClass } from '../shared/define.ts';
import viewerCss from './pdf-viewer.css?inline';
import type { PdfViewerElement as PdfViewerElementInstance, PdfViewerEventMap } from './pdf-viewer.types.ts';

/**
 * A PDF viewer that loads pdf.js (and its worker) only when it first opens a document. Pages are
 * drawn as they scroll into view and released beyond a cap, so a long document stays light. The
 * document comes from `src` or, as bytes, from `data`; a platform address is fetched with the
 * session's tokens, another origin never gets them.
 *
 * @tag pdf-viewer
 * @summary A PDF's pages stacked vertically in a scroll container, with zoom, rotation and print.
 *
 * @attr {string} src - Address of the PDF. Platform addresses are fetched with the session's tokens; other origins never get them.
 * @attr {string} zoom - `page-width` (default), `page-fit`, a scale (`1.5`) or a percentage (`150%`).
 * @attr {string} rotation - Clockwise turn in degrees: `0`, `90`, `180` or `270`.
 * @prop {ArrayBuffer | ArrayBufferView} data - The PDF's bytes, instead of `src` (copied; the caller's buffer stays usable).
 * @fires pdf-loaded - The document opened; `pages` is its page count.
 * @fires pdf-error - The document could not be loaded or read. `code` is `pdf.http`, `pdf.network`, `pdf.not-pdf`, `pdf.load`, `pdf.timeout` or `pdf.render`.
 * @csspart base - The viewer: toolbar and scroll container.
 * @csspart toolbar - The zoom, rotate and print controls.
 * @csspart scroller - The focusable scroll container of the pages.
 * @csspart page - One page's box.
 * @csspart canvas - A drawn page.
 * @csspart error - The error message shown instead of the pages.
 * @csspart retry - The error message's retry button.
 * @csspart error-panel - The panel that replaces the viewer when its code fails to load or draw.
 * @cssprop --sl-font-sans - The font of the toolbar and messages.
 * @cssprop --sl-color-neutral-0 - The surface of the toolbar.
 * @cssprop --sl-color-neutral-100 - The background around the pages.
 * @cssprop --sl-color-primary-700 - The retry button.
 * @cssprop --sl-* - Any other Shoelace design token of the active theme (set on the element, it wins over the theme).
 */
/** An `<pdf-viewer>` in the page (the type), and its class (the value). */
export interface PdfViewerElement extends PdfViewerElementInstance {}
export const PdfViewerElement: { new (): PdfViewerElement; prototype: PdfViewerElement } = createElementClass(
  () => import('./pdf-viewer.tsx').then((module) => module.PdfViewer),
  {
    region: 'pdf',
    props: { src: 'string', zoom: 'string', rotation: 'string', data: 'object' },
    styles: [viewerCss],
  },
);

declare global {
  interface HTMLElementTagNameMap {
    'pdf-viewer': PdfViewerElement;
  }
  // Listeners anywhere (the element, a parent, the document) see each event's typed detail.
  interface GlobalEventHandlersEventMap extends PdfViewerEventMap {}
}
