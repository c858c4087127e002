/**
 * How a stored file goes back to the browser. Every reply forbids sniffing and runs in a CSP
 * sandbox (no scripts, an opaque origin), so even bytes that slipped past the type check cannot act
 * as a page of ours. `download` is always an attachment; `onlineview` shows PDFs and images as they
 * are, text as text/plain, Office documents as a PDF the server makes from their text, and sends
 * anything else as an attachment.
 */
import { FileReply } from '../http/context.js';
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

export function previewReply(f: StoredFile): FileReply {
  const type = safeType(f.TYPE);
  if (type === PDF || isImage(type)) return new FileReply(f.NAME, type, f.CONTENT, true);
  if (isText(type)) return new FileReply(f.NAME, 'text/plain; charset=utf-8', f.CONTENT, true);
  if (isOoxml(type)) {
    const lines = officeLines(type, f.CONTENT);
    const truncated = '…… 预览到此为止，完整内容请下载查看 / Preview ends here; download the file for the rest';
    return new FileReply(`${withoutExt(f.NAME)}.pdf`, PDF, textPdf(f.NAME, lines, truncated), true);
  }
  if (isOle(type)) return new FileReply(`${withoutExt(f.NAME)}.pdf`, PDF, noPreview(f), true);
  return new FileReply(f.NAME, type, f.CONTENT, false);
}
