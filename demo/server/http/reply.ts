/** Reading requests and writing replies: JSON envelope, files, cookies, bodies (JSON and multipart). */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { ApiError, param } from '../errors.js';
import { sendDynamic } from './compress.js';
import type { FileReply } from './context.js';

export const MAX_BODY = 20 * 1024 * 1024;

export function parseCookies(header: string | undefined): Record<string, string> {
  const out: Record<string, string> = {};
  if (!header) return out;
  for (const part of header.split(';')) {
    const i = part.indexOf('=');
    if (i < 0) continue;
    const k = part.slice(0, i).trim();
    try {
      out[k] = decodeURIComponent(part.slice(i + 1).trim());
    } catch {
      out[k] = part.slice(i + 1).trim();
    }
  }
  return out;
}

/** What a call without a session may send (docs/server-contract.md): a login is a few hundred bytes. */
export const PUBLIC_BODY = 64 * 1024;
export const PUBLIC_KEYS = 1000;

export interface BodyLimit {
  bytes: number;
  /** Keys of the body (at every depth), counted before it is parsed; no count when absent. */
  keys?: number;
}

export const SIGNED_IN_LIMIT: BodyLimit = { bytes: MAX_BODY };
export const PUBLIC_LIMIT: BodyLimit = { bytes: PUBLIC_BODY, keys: PUBLIC_KEYS };

const sizeText = (bytes: number): string => (bytes >= 1024 * 1024 ? `${bytes / 1024 / 1024} MB` : `${bytes / 1024} KB`);

/** A body over its limit: answered with HTTP 413 and the envelope, then the connection is closed. */
export class BodyTooLarge extends ApiError {
  constructor(bytes = MAX_BODY, msgs?: [string, string]) {
    const size = sizeText(bytes);
    super('error.param', msgs ?? [`请求内容过大（上限 ${size}）`, `The request body is too large (limit ${size})`]);
  }
}

/** A body of more keys than its limit, refused like a too large one. */
export const tooManyKeys = (keys: number): BodyTooLarge =>
  new BodyTooLarge(0, [`请求内容的字段过多（上限 ${keys} 个）`, `The request body has too many keys (limit ${keys})`]);

/** Reads the body, refusing it as soon as it passes the limit (by its declared length, or while it arrives). */
export function readBody(req: IncomingMessage, limit: BodyLimit = SIGNED_IN_LIMIT): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const declared = Number(req.headers['content-length'] ?? 0);
    if (declared > limit.bytes) return reject(new BodyTooLarge(limit.bytes));
    const chunks: Buffer[] = [];
    let size = 0;
    const onData = (c: Buffer): void => {
      size += c.length;
      if (size <= limit.bytes) return void chunks.push(c);
      req.off('data', onData);
      req.pause();
      reject(new BodyTooLarge(limit.bytes));
    };
    req.on('data', onData);
    req.on('end', () => resolve(Buffer.concat(chunks)));
    req.on('error', reject);
  });
}

const QUOTE = 0x22;
const BACKSLASH = 0x5c;
const COLON = 0x3a;
const AMPERSAND = 0x26;

/**
 * The keys a body holds, at every depth, without parsing it: in JSON every member's name is
 * followed by a colon outside strings; a form has a key per `&`-separated pair, a multipart body
 * one per part. A malformed body is counted as well as it goes; its parse refuses it later.
 */
export function countKeys(buf: Buffer, contentType: string): number {
  if (/multipart\/form-data/i.test(contentType)) {
    const m = /boundary=(?:"([^"]+)"|([^;]+))/i.exec(contentType);
    const boundary = `--${m?.[1] ?? m?.[2] ?? ''}`;
    let n = 0;
    for (let at = buf.indexOf(boundary); at >= 0; at = buf.indexOf(boundary, at + boundary.length)) n += 1;
    return Math.max(0, n - 1);
  }
  let n = 0;
  if (/application\/x-www-form-urlencoded/i.test(contentType)) {
    for (const byte of buf) if (byte === AMPERSAND) n += 1;
    return buf.length > 0 ? n + 1 : 0;
  }
  let inString = false;
  for (let i = 0; i < buf.length; i++) {
    const byte = buf[i]!;
    if (inString) {
      if (byte === BACKSLASH) i += 1;
      else if (byte === QUOTE) inString = false;
    } else if (byte === QUOTE) inString = true;
    else if (byte === COLON) n += 1;
  }
  return n;
}

/**
 * What of a refused body is still read after the answer, and for how long: closing a connection
 * over unread bytes resets it, and the caller may lose the answer with it. So the answer goes
 * first, the connection's sending side closes, and what still arrives is dropped unread (nothing
 * parsed), up to these bounds; then the connection closes.
 */
const LINGER_BYTES = 16 * 1024 * 1024;
const LINGER_MS = 5000;

/** Answers a too-large body and closes the connection once the answer is out, so the rest is never parsed. */
export function refuseBody(req: IncomingMessage, res: ServerResponse, body: Envelope): void {
  if (res.headersSent) return void req.destroy();
  res.setHeader('Connection', 'close');
  const socket = req.socket;
  // Node closes a `Connection: close` reply's socket at once through destroySoon(): here it only
  // ends the sending side, and the lingering below closes the rest.
  (socket as { destroySoon?: () => void }).destroySoon = () => void socket.end();
  res.on('finish', () => {
    let left = LINGER_BYTES;
    const close = (): void => void socket.destroy();
    const timer = setTimeout(close, LINGER_MS);
    socket.once('close', () => clearTimeout(timer));
    req.removeAllListeners('data');
    req.on('data', (c: Buffer) => {
      left -= c.length;
      if (left <= 0) close();
    });
    req.once('end', close);
    req.resume();
  });
  sendJson(res, body, 413);
}

export function parseJson(body: Buffer | string): unknown {
  const text = (typeof body === 'string' ? body : body.toString('utf8')).trim();
  if (text === '') return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw param('请求内容不是合法的 JSON', 'The request body is not valid JSON');
  }
}

export interface Part {
  name: string;
  filename?: string;
  type?: string;
  data: Buffer;
}

/** A small multipart/form-data reader: enough for FormData uploads from browsers and undici. */
export function parseMultipart(buf: Buffer, contentType: string): Part[] {
  const m = /boundary=(?:"([^"]+)"|([^;]+))/i.exec(contentType);
  if (!m) throw param('缺少 multipart 边界', 'Missing multipart boundary');
  const boundary = Buffer.from(`--${m[1] ?? m[2] ?? ''}`);
  const parts: Part[] = [];
  let pos = buf.indexOf(boundary);
  while (pos >= 0) {
    const start = pos + boundary.length;
    if (buf.subarray(start, start + 2).toString() === '--') break;
    const headerEnd = buf.indexOf('\r\n\r\n', start);
    if (headerEnd < 0) break;
    const next = buf.indexOf(boundary, headerEnd + 4);
    if (next < 0) break;
    const headers = buf.subarray(start + 2, headerEnd).toString('utf8');
    const data = buf.subarray(headerEnd + 4, next - 2);
    const name = /name="([^"]*)"/i.exec(headers)?.[1] ?? '';
    const filename = /filename="([^"]*)"/i.exec(headers)?.[1];
    const type = /content-type:\s*([^\r\n]+)/i.exec(headers)?.[1];
    const part: Part = { name, data };
    if (filename !== undefined) part.filename = filename;
    if (type !== undefined) part.type = type.trim();
    parts.push(part);
    pos = next;
  }
  return parts;
}

export interface Envelope {
  code: string;
  msg: string;
  data: unknown;
  urlToRedirectTo?: string;
}

export function sendJson(res: ServerResponse, body: Envelope, status = 200): void {
  if (res.headersSent) return;
  const text = Buffer.from(JSON.stringify(body));
  res.statusCode = status;
  res.setHeader('Content-Type', 'application/json; charset=utf-8');
  res.setHeader('Cache-Control', 'no-store');
  res.setHeader('X-Content-Type-Options', 'nosniff');
  // Compressed when the caller accepts it and the reply is over 1 KB (docs/server-contract.md).
  sendDynamic(res.req, res, text);
}

export function sendEmpty(res: ServerResponse, status: number): void {
  if (res.headersSent) return;
  res.statusCode = status;
  // Every API reply carries it, bodiless ones (401, the preflight's 204) too (docs/server-contract.md).
  res.setHeader('X-Content-Type-Options', 'nosniff');
  res.setHeader('Content-Length', 0);
  res.end();
}

/** `attachment; filename="ascii"; filename*=UTF-8''percent-encoded` (RFC 6266 / 5987). */
export function contentDisposition(name: string, inline: boolean): string {
  const ascii = name.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  const encoded = encodeURIComponent(name).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
  return `${inline ? 'inline' : 'attachment'}; filename="${ascii}"; filename*=UTF-8''${encoded}`;
}

/**
 * Every file reply (downloads, previews, exports) is sandboxed: an opaque origin, no scripts,
 * nothing fetched. Chromium still shows PDFs in its own viewer and images and text in its own
 * documents under this policy.
 */
export const FILE_CSP = "sandbox; default-src 'none'; style-src 'unsafe-inline'; img-src data:";

export function sendFile(res: ServerResponse, file: FileReply): void | Promise<void> {
  if (res.headersSent) return;
  res.statusCode = 200;
  res.setHeader('X-Content-Type-Options', 'nosniff');
  res.setHeader('Content-Security-Policy', FILE_CSP);
  res.setHeader('Content-Type', file.type);
  res.setHeader('Content-Disposition', contentDisposition(file.name, file.inline));
  res.setHeader('Cache-Control', 'no-store');
  if (file.chunks) return streamFile(res, file.chunks);
  res.setHeader('Content-Length', file.data.length);
  res.end(file.data);
}

/**
 * Chunked, at the pace the caller reads. A failure once bytes have gone cannot become an envelope:
 * the connection is cut, so the file is seen to be incomplete rather than taken for whole.
 */
async function streamFile(res: ServerResponse, chunks: AsyncIterable<Buffer>): Promise<void> {
  try {
    for await (const chunk of chunks) {
      if (res.destroyed) return;
      if (!res.write(chunk)) await new Promise<void>((ok) => (res.once('drain', ok), res.once('close', ok)));
    }
    res.end();
  } catch {
    res.destroy();
  }
}
