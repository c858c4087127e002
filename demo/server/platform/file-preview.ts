/**
 * How a stored file goes back to the browser. Every reply forbids sniffing and runs in a CSP
 * sandbox (no scripts, an opaque origin), so even bytes that slipped past the type check cannot act
 * as a page of ours. `download` is always an attachment; `onlineview` shows PDFs and images as they
 * are, text as text/plain, Office documents as a PDF the server makes from their text, and sends
 * anything else as an attachment.
 */
import { ownerOf } from '../actions/reads.js';
import { ApiError } from '../errors.js';
import { FileReply, type Ctx } from '../http/context.js';
import { isImage, isOle, isOoxml, isText, PDF, safeType } from './file-types.js';
import { officeLines } from './office-text.js';
import { textPdf } from './pdf-cjk.js';

export interface StoredFile {
  ID: string;
  NAME: string;
  TYPE: string | null;
  CONTENT: Buffer;
}

export function downloadReply(f: StoredFile): FileReply {
  return new FileReply(f.NAME, safeType(f.TYPE), f.CONTENT, false);
}

const withoutExt = (name: string): string => name.replace(/\.[^.]*$/, '') || name;

/** The file name shown in a preview, and the hint where there is none. */
function noPreview(f: StoredFile): Buffer {
  return textPdf(f.NAME, [
    '此文件无法在线预览，请下载后查看。',
    'No preview is available for this file; please download it to view it.',
    '',
    `文件名 / File name: ${f.NAME}`,
  ]);
}

/** The PDF the server shows for an Office Open XML document: its text, page after page. */
export function officePdf(name: string, type: string, content: Buffer): Buffer {
  const lines = officeLines(type, content);
  const truncated = '…… 预览到此为止，完整内容请下载查看 / Preview ends here; download the file for the rest';
  return textPdf(name, lines, truncated);
}

/** Previews kept, in bytes: a few dozen documents' worth. */
export const PREVIEW_CACHE_BYTES = 64 * 1024 * 1024;
/** A preview may take this long to make (a large workbook takes seconds; it is made once). */
const PREVIEW_BUDGET_MS = 30_000;

interface PreviewCache {
  /** Made previews (or the error.param that says why there is none), most recently used last. */
  done: Map<string, Buffer | ApiError>;
  bytes: number;
  /** Previews being made: a second call for the same file waits for the first. */
  making: Map<string, Promise<Buffer>>;
}

const caches = new WeakMap<object, PreviewCache>();

function cacheOf(ctx: Ctx): PreviewCache {
  let cache = caches.get(ctx.app);
  if (!cache) {
    cache = { done: new Map(), bytes: 0, making: new Map() };
    caches.set(ctx.app, cache);
  }
  return cache;
}

function keep(cache: PreviewCache, key: string, value: Buffer | ApiError): void {
  const size = value instanceof ApiError ? 0 : value.length;
  if (size > PREVIEW_CACHE_BYTES / 4) return;
  cache.done.set(key, value);
  cache.bytes += size;
  for (const [old, v] of cache.done) {
    if (cache.bytes <= PREVIEW_CACHE_BYTES) break;
    cache.done.delete(old);
    cache.bytes -= v instanceof ApiError ? 0 : v.length;
  }
}

/**
 * An Office preview is made once per file version and kept: a stored file never changes under its
 * id (an upload makes a new one), so the id, name, type and size name the version. It is made on
 * the read pool, so a large document holds no other caller while it is made the first time.
 */
async function officePreview(ctx: Ctx, f: StoredFile, type: string): Promise<Buffer> {
  const cache = cacheOf(ctx);
  const key = JSON.stringify([f.ID, f.NAME, type, f.CONTENT.length]);
  const found = cache.done.get(key);
  if (found !== undefined) {
    cache.done.delete(key);
    cache.done.set(key, found);
    if (found instanceof ApiError) throw found;
    return found;
  }
  let making = cache.making.get(key);
  if (!making) {
    const job = { kind: 'preview' as const, name: f.NAME, type, content: new Uint8Array(f.CONTENT) };
    making = ctx.app.reads.run(job, ownerOf(ctx), { leftMs: Math.max(ctx.app.queryBudgetMs, PREVIEW_BUDGET_MS) }).then(
      (bytes) => {
        const pdf = Buffer.from(bytes as Uint8Array);
        keep(cache, key, pdf);
        return pdf;
      },
      (e: unknown) => {
        // A document that cannot be previewed stays so; a timeout or a lost worker may pass.
        if (e instanceof ApiError && e.code === 'error.param') keep(cache, key, e);
        throw e;
      },
    );
    const settled = (): boolean => cache.making.delete(key);
    making.then(settled, settled);
    cache.making.set(key, making);
  }
  return making;
}

export async function previewReply(ctx: Ctx, f: StoredFile): Promise<FileReply> {
  const type = safeType(f.TYPE);
  if (type === PDF || isImage(type)) return new FileReply(f.NAME, type, f.CONTENT, true);
  if (isText(type)) return new FileReply(f.NAME, 'text/plain; charset=utf-8', f.CONTENT, true);
  if (isOoxml(type)) return new FileReply(`${withoutExt(f.NAME)}.pdf`, PDF, await officePreview(ctx, f, type), true);
  if (isOle(type)) return new FileReply(`${withoutExt(f.NAME)}.pdf`, PDF, noPreview(f), true);
  return new FileReply(f.NAME, type, f.CONTENT, false);
}
