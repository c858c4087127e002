/**
 * Where a viewer's bytes come from: the `data` property, or `src` fetched with the platform's
 * tokens when (and only when) `src` points at the platform itself.
 */
import { PlatformError } from '../../core/errors/index.ts';
import type { PdfSource } from './pdf-viewer.types.ts';

export type { PdfSource };

/** What the loader needs from core's http concept. */
export interface TokenUrls {
  isTrusted(url: string): boolean;
  withTokens(url: string): string;
}

/** Readable texts for the failures, in the viewer's language. */
export type PdfErrorKey = 'pdfNoSource' | 'pdfHttpError' | 'pdfNetworkError' | 'pdfNotPdf' | 'pdfLoadError' | 'pdfLoadTimeout' | 'pdfRenderError';
export type Say = (key: PdfErrorKey, ...args: unknown[]) => string;

const PDF_MAGIC = '%PDF-';
/** The header may follow some junk; pdf.js itself searches the first kilobyte. */
const MAGIC_WINDOW = 1024;

export function pdfError(code: string, message: string, cause?: unknown): PlatformError {
  return new PlatformError(code, message, cause);
}

/** A copy, because pdf.js hands the buffer to its worker and detaches it from the caller. */
export function bytesOf(data: PdfSource): Uint8Array {
  if (data instanceof ArrayBuffer) return new Uint8Array(data.slice(0));
  return new Uint8Array(data.buffer.slice(data.byteOffset, data.byteOffset + data.byteLength));
}

export function looksLikePdf(bytes: Uint8Array): boolean {
  const head = String.fromCharCode(...bytes.subarray(0, MAGIC_WINDOW));
  return head.includes(PDF_MAGIC);
}

/** The message of a platform envelope (`{ code, msg }`) in an error body, if that is what it is. */
function envelopeMessage(text: string): string | undefined {
  try {
    const body = JSON.parse(text) as { msg?: unknown; message?: unknown };
    const message = body.msg ?? body.message;
    return typeof message === 'string' && message ? message : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Fetches `src`. Tokens go into the address only for the platform's own origins (`isTrusted`),
 * never to another site. HTTP failures, platform error envelopes (a 200 carrying JSON) and
 * bodies that are not a PDF become PlatformErrors with a message a user can read.
 */
export async function fetchPdf(src: string, urls: TokenUrls | undefined, say: Say, signal?: AbortSignal): Promise<Uint8Array> {
  const address = urls?.isTrusted(src) ? urls.withTokens(src) : src;
  let response: Response;
  try {
    response = await fetch(address, { signal, credentials: 'same-origin' });
  } catch (error) {
    if (signal?.aborted) throw error;
    throw pdfError('pdf.network', say('pdfNetworkError', src), error);
  }
  const bytes = new Uint8Array(await response.arrayBuffer());
  if (!response.ok) {
    const reason = envelopeMessage(new TextDecoder().decode(bytes)) ?? `${response.status} ${response.statusText}`.trim();
    throw pdfError('pdf.http', say('pdfHttpError', reason), { status: response.status });
  }
  if (!looksLikePdf(bytes)) {
    const fromServer = envelopeMessage(new TextDecoder().decode(bytes.subarray(0, 4096)));
    throw pdfError('pdf.not-pdf', fromServer ?? say('pdfNotPdf'), { contentType: response.headers.get('content-type') });
  }
  return bytes;
}
