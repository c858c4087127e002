/**
 * The stored type of an uploaded file, decided from its bytes against an allowlist. The client's
 * Content-Type is never trusted: a browser would render an HTML or SVG upload served under our
 * origin as a page with the user's session at hand.
 */
import { unzipSync } from 'fflate';

export const OCTET = 'application/octet-stream';
export const PDF = 'application/pdf';
export const TEXT = 'text/plain; charset=utf-8';
export const CSV = 'text/csv; charset=utf-8';
export const ZIP = 'application/zip';
export const DOCX = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';
export const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
export const PPTX = 'application/vnd.openxmlformats-officedocument.presentationml.presentation';
export const DOC = 'application/msword';
export const XLS = 'application/vnd.ms-excel';
export const PPT = 'application/vnd.ms-powerpoint';
/** Voice notes recorded by the shell's audio fields. */
export const MP3 = 'audio/mpeg';

export const IMAGE_TYPES = ['image/png', 'image/jpeg', 'image/gif', 'image/webp', 'image/bmp'] as const;
export const OOXML_TYPES = [DOCX, XLSX, PPTX] as const;
export const OLE_TYPES = [DOC, XLS, PPT] as const;

/** Every type the server stores or sends; anything else (older rows included) is sent as OCTET. */
const ALLOWED = new Set<string>([PDF, TEXT, CSV, ZIP, OCTET, MP3, ...IMAGE_TYPES, ...OOXML_TYPES, ...OLE_TYPES]);

export const isImage = (type: string): boolean => (IMAGE_TYPES as readonly string[]).includes(type);
export const isText = (type: string): boolean => type === TEXT || type === CSV;
export const isOoxml = (type: string): boolean => (OOXML_TYPES as readonly string[]).includes(type);
export const isOle = (type: string): boolean => (OLE_TYPES as readonly string[]).includes(type);

/** The type a stored row is sent with: its own when allowed, else a download of opaque bytes. */
export function safeType(stored: string | null | undefined): string {
  return stored && ALLOWED.has(stored) ? stored : OCTET;
}

const startsWith = (data: Buffer, bytes: number[], at = 0): boolean => data.length >= at + bytes.length && bytes.every((b, i) => data[at + i] === b);
const ascii = (data: Buffer, from: number, to: number): string => data.subarray(from, to).toString('latin1');

function imageType(data: Buffer): string | undefined {
  if (startsWith(data, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png';
  if (startsWith(data, [0xff, 0xd8, 0xff])) return 'image/jpeg';
  const head = ascii(data, 0, 6);
  if (head === 'GIF87a' || head === 'GIF89a') return 'image/gif';
  if (ascii(data, 0, 4) === 'RIFF' && ascii(data, 8, 12) === 'WEBP') return 'image/webp';
  // "BM" alone is common in text; also require a known DIB header size.
  if (ascii(data, 0, 2) === 'BM' && data.length >= 18 && [12, 40, 52, 56, 64, 108, 124].includes(data.readUInt32LE(14))) return 'image/bmp';
  return undefined;
}

/** Entry names of a zip archive from its central directory (nothing is inflated); undefined when not a zip. */
export function zipNames(data: Buffer): string[] | undefined {
  try {
    const names: string[] = [];
    unzipSync(data, { filter: (f) => (names.push(f.name), false) });
    return names;
  } catch {
    return undefined;
  }
}

function zipType(data: Buffer): string {
  const names = zipNames(data);
  if (!names) return OCTET;
  const has = (n: string): boolean => names.includes(n);
  if (has('[Content_Types].xml')) {
    if (has('word/document.xml')) return DOCX;
    if (has('xl/workbook.xml')) return XLSX;
    if (has('ppt/presentation.xml')) return PPTX;
  }
  return ZIP;
}

/**
 * An mp3 file: an ID3 tag, or an MPEG audio layer III frame header (11 sync bits, a version that is
 * not the reserved one). Text never starts with 0xFF (not UTF-8), so it cannot be mistaken.
 */
function isMp3(data: Buffer): boolean {
  if (ascii(data, 0, 3) === 'ID3') return true;
  if (data.length < 4 || data[0] !== 0xff || (data[1]! & 0xe0) !== 0xe0) return false;
  const version = (data[1]! >> 3) & 0b11;
  const layer = (data[1]! >> 1) & 0b11;
  return version !== 0b01 && layer === 0b01;
}

const OLE_MAGIC = [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1];

/** Legacy Office files are OLE2 compound files; the main stream's name (UTF-16LE in the directory) tells which. */
function oleType(data: Buffer): string {
  const has = (stream: string): boolean => data.includes(Buffer.from(stream, 'utf16le'));
  if (has('WordDocument')) return DOC;
  if (has('Workbook') || has('Book\u0000')) return XLS;
  if (has('PowerPoint Document')) return PPT;
  return OCTET;
}

const utf8 = new TextDecoder('utf-8', { fatal: true });

/**
 * Plain text: valid UTF-8 without NUL bytes, and nothing a browser could sniff as markup: after an
 * optional BOM and whitespace it must not open with "<" (HTML, SVG, XML all do).
 */
function textType(name: string, data: Buffer): string | undefined {
  if (data.includes(0)) return undefined;
  let text: string;
  try {
    text = utf8.decode(data);
  } catch {
    return undefined;
  }
  if (/^\ufeff?\s*</.test(text)) return undefined;
  return /\.csv$/i.test(name) ? CSV : TEXT;
}

/** The stored type of an upload: from its bytes (and the name only to tell CSV from text). */
export function detectType(name: string, data: Buffer): string {
  if (ascii(data, 0, 5) === '%PDF-') return PDF;
  const image = imageType(data);
  if (image) return image;
  if (startsWith(data, [0x50, 0x4b, 0x03, 0x04]) || startsWith(data, [0x50, 0x4b, 0x05, 0x06])) return zipType(data);
  if (startsWith(data, OLE_MAGIC)) return oleType(data);
  if (isMp3(data)) return MP3;
  return textType(name, data) ?? OCTET;
}
