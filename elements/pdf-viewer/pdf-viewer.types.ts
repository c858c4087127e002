/**
 * `<pdf-viewer>`'s public shape: its properties and its events' details. No React here: a host's
 * type-checker reads these (the package's .d.ts) without React's types.
 */

/** A PDF's bytes. */
export type PdfSource = ArrayBuffer | ArrayBufferView;

export interface PdfViewerProps {
  /** Address of the PDF; platform addresses are fetched with the session's tokens. */
  src?: string;
  /** `page-width` (default), `page-fit`, a scale (`1.5`) or a percentage (`150%`). */
  zoom?: string;
  /** 0, 90, 180 or 270 (degrees clockwise). */
  rotation?: string;
  /** The PDF's bytes, instead of `src`. */
  data?: PdfSource;
}

/** `pdf-loaded`: the document opened. */
export interface PdfLoadedDetail {
  pages: number;
}
/** `pdf-error`: the document could not be loaded or read. */
export interface PdfErrorDetail {
  message: string;
  /** `pdf.http`, `pdf.network`, `pdf.not-pdf`, `pdf.load`, `pdf.timeout`, `pdf.render`. */
  code: string;
}

/** A `<pdf-viewer>` in the page. */
export interface PdfViewerElement extends HTMLElement, PdfViewerProps {}

export interface PdfViewerEventMap {
  'pdf-loaded': CustomEvent<PdfLoadedDetail>;
  'pdf-error': CustomEvent<PdfErrorDetail>;
}
