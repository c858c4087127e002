/**
 * Compressed replies (docs/server-contract.md "Compression and caching"): brotli when the request
 * accepts `br`, else gzip when it accepts that, else the bytes as they are. Static files are
 * compressed once per version (path, size, mtime) at a high level and kept in a bounded memory
 * cache; JSON replies at a fast level, in one go when small and streamed when large, so that a
 * reply of megabytes never holds the one Node thread that every other caller waits on.
 */
import { createHash } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import {
  brotliCompress,
  brotliCompressSync,
  constants,
  createBrotliCompress,
  createGzip,
  gzip,
  gzipSync,
  type BrotliOptions,
  type ZlibOptions,
} from 'node:zlib';
import { promisify } from 'node:util';

export type Encoding = 'br' | 'gzip';

/** Below this a compressed reply is barely smaller and costs more than it saves. */
export const MIN_COMPRESS_BYTES = 1024;
/** Dynamic bodies above this are compressed as a stream (chunked) instead of in one call. */
export const STREAM_COMPRESS_BYTES = 256 * 1024;
/** Static files above this are compressed as a stream on every request and not kept. */
const MAX_CACHED_FILE = 8 * 1024 * 1024;
/** What the static cache may hold in all (compressed bytes). */
const CACHE_LIMIT = 64 * 1024 * 1024;

/**
 * The encoding a request accepts, brotli first (RFC 9110 §12.5.3: a q-value of 0 refuses one;
 * `*` stands for any not named). undefined: send the bytes as they are.
 */
export function negotiate(header: string | string[] | undefined): Encoding | undefined {
  const text = Array.isArray(header) ? header.join(',') : header;
  if (!text) return undefined;
  const q = new Map<string, number>();
  for (const part of text.split(',')) {
    const [name = '', ...params] = part.trim().toLowerCase().split(';');
    if (!name) continue;
    const given = params.map((p) => /^\s*q=([\d.]+)\s*$/.exec(p)?.[1]).find((v) => v !== undefined);
    const value = given === undefined ? 1 : Number(given);
    q.set(name.trim(), Number.isFinite(value) ? value : 0);
  }
  const weight = (name: Encoding): number => q.get(name) ?? q.get('*') ?? 0;
  const br = weight('br');
  const gz = Math.max(weight('gzip'), q.get('x-gzip') ?? 0);
  if (br > 0 && br >= gz) return 'br';
  if (gz > 0) return 'gzip';
  return undefined;
}

/** Adds a token to `Vary`, keeping what is there (CORS sets `Origin`). */
export function addVary(res: ServerResponse, token: string): void {
  const current = res.getHeader('Vary');
  const list = (Array.isArray(current) ? current.join(',') : current === undefined ? '' : String(current))
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean);
  if (!list.some((item) => item.toLowerCase() === token.toLowerCase())) list.push(token);
  res.setHeader('Vary', list.join(', '));
}

/** Types worth compressing: text, JSON, scripts, SVG, wasm. Images, fonts (woff2 is brotli already), PDFs, zips, audio are left as they are. */
export function compressible(contentType: string): boolean {
  return /^(text\/|application\/(json|javascript|xml|wasm|manifest\+json)|image\/svg\+xml|font\/ttf)/i.test(contentType);
}

const brotliOptions = (quality: number, size: number, text: boolean): BrotliOptions => ({
  params: {
    [constants.BROTLI_PARAM_QUALITY]: quality,
    [constants.BROTLI_PARAM_SIZE_HINT]: size,
    [constants.BROTLI_PARAM_MODE]: text ? constants.BROTLI_MODE_TEXT : constants.BROTLI_MODE_GENERIC,
  },
});

/**
 * Static files: a file's first visitor gets brotli 5 (on the built first load 1 % larger than
 * brotli 9 for a fifth of its time); brotli 11 (8 % smaller than 9, four times slower) then
 * replaces it in the cache, made in the background one file at a time. gzip 9 costs little more than 6.
 */
const STATIC_BR = 5;
const STATIC_BR_BEST = 11;
const STATIC_GZIP = 9;
/** JSON replies: fast levels, most of the gain for a small part of the time. */
const DYNAMIC_BR = 4;
const DYNAMIC_GZIP = 4;

const brotliAsync = promisify<Buffer, BrotliOptions, Buffer>(brotliCompress);
const gzipAsync = promisify<Buffer, ZlibOptions, Buffer>(gzip);

function compressStatic(data: Buffer, encoding: Encoding): Promise<Buffer> {
  return encoding === 'br' ? brotliAsync(data, brotliOptions(STATIC_BR, data.length, true)) : gzipAsync(data, { level: STATIC_GZIP });
}

function compressStream(encoding: Encoding, size: number, dynamic: boolean) {
  return encoding === 'br'
    ? createBrotliCompress(brotliOptions(dynamic ? DYNAMIC_BR : STATIC_BR, size, true))
    : createGzip({ level: dynamic ? DYNAMIC_GZIP : STATIC_GZIP });
}

/** The compressed versions of static files, least recently used dropped first beyond CACHE_LIMIT. */
const cache = new Map<string, Buffer>();
const pending = new Map<string, Promise<Buffer>>();
let cachedBytes = 0;

function remember(key: string, body: Buffer): void {
  if (body.length > CACHE_LIMIT / 4) return;
  const before = cache.get(key);
  if (before) {
    cachedBytes -= before.length;
    cache.delete(key);
  }
  cache.set(key, body);
  cachedBytes += body.length;
  for (const [old, kept] of cache) {
    if (cachedBytes <= CACHE_LIMIT) break;
    cache.delete(old);
    cachedBytes -= kept.length;
  }
}

/** Brotli 11 versions still to make: one at a time, so they never take more than one of zlib's threads. */
const upgrades: { key: string; data: Buffer }[] = [];
let upgrading: Promise<void> | undefined;
/** The files waiting for it are held in memory: past this many bytes a file keeps its first version. */
let queuedBytes = 0;

function upgradeLater(key: string, data: Buffer): void {
  if (queuedBytes + data.length > CACHE_LIMIT) return;
  upgrades.push({ key, data });
  queuedBytes += data.length;
  upgrading ??= (async () => {
    for (let next = upgrades.shift(); next; next = upgrades.shift()) {
      queuedBytes -= next.data.length;
      const best = await brotliAsync(next.data, brotliOptions(STATIC_BR_BEST, next.data.length, true)).catch(() => undefined);
      const current = cache.get(next.key);
      // Only over the version it was made from (still cached), and only when smaller.
      if (best && current && best.length < current.length) remember(next.key, best);
    }
    upgrading = undefined;
  })();
}

/** Settles when every pending brotli 11 version is made (tests wait for it). */
export async function compressionSettled(): Promise<void> {
  while (upgrading || pending.size) await Promise.all([upgrading, ...pending.values()].map((job) => job?.catch(() => undefined)));
}

/**
 * The compressed bytes of one version of a file, made once: `version` names it (path, size,
 * mtime), `read` gives its bytes when it is not cached. Concurrent requests share one compression.
 */
export async function compressedFile(version: string, encoding: Encoding, read: () => Promise<Buffer>): Promise<Buffer> {
  const key = `${encoding}\0${version}`;
  const hit = cache.get(key);
  if (hit) {
    cache.delete(key);
    cache.set(key, hit);
    return hit;
  }
  let job = pending.get(key);
  if (!job) {
    job = read()
      .then(async (data) => {
        const body = await compressStatic(data, encoding);
        remember(key, body);
        if (encoding === 'br') upgradeLater(key, data);
        return body;
      })
      .finally(() => pending.delete(key));
    pending.set(key, job);
  }
  return job;
}

/** Whether a static file of this size is compressed whole and cached (else streamed each time). */
export const cachesFile = (size: number): boolean => size <= MAX_CACHED_FILE;

/** Streams a body through the compressor (chunked: its length is not known before the end). */
export async function sendCompressedStream(res: ServerResponse, source: Readable, encoding: Encoding, size: number, dynamic: boolean): Promise<void> {
  res.setHeader('Content-Encoding', encoding);
  res.removeHeader('Content-Length');
  try {
    await pipeline(source, compressStream(encoding, size, dynamic), res);
  } catch {
    // The caller hung up or the file went away mid-way: nothing more can be said on this reply.
    res.destroy();
  }
}

/**
 * Sends a dynamic body (a JSON reply), compressed when the request accepts it and it is worth it.
 * Content-Type and the other headers are set by the caller; this sets Vary, Content-Encoding and
 * Content-Length (or streams it chunked when large).
 */
export function sendDynamic(req: IncomingMessage | undefined, res: ServerResponse, body: Buffer): void {
  addVary(res, 'Accept-Encoding');
  const encoding = body.length >= MIN_COMPRESS_BYTES && req ? negotiate(req.headers['accept-encoding']) : undefined;
  // A HEAD reply gets the headers of the GET one; Node leaves its body out.
  if (!encoding) {
    res.setHeader('Content-Length', body.length);
    return void res.end(body);
  }
  if (body.length > STREAM_COMPRESS_BYTES) return void sendCompressedStream(res, Readable.from([body]), encoding, body.length, true);
  const packed = encoding === 'br' ? brotliCompressSync(body, brotliOptions(DYNAMIC_BR, body.length, true)) : gzipSync(body, { level: DYNAMIC_GZIP });
  res.setHeader('Content-Encoding', encoding);
  res.setHeader('Content-Length', packed.length);
  res.end(packed);
}

/** A strong validator of a body made on the fly (the service worker script). */
export const etagOf = (body: Buffer | string): string => `"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"`;

/**
 * True when the request's validators match (If-None-Match first, else If-Modified-Since), so a
 * 304 answers it (RFC 9110 §13.1.2: weak comparison for If-None-Match).
 */
export function notModified(req: IncomingMessage, etag: string, lastModified?: Date): boolean {
  const tags = req.headers['if-none-match'];
  if (tags !== undefined) {
    if (tags.trim() === '*') return true;
    const bare = (tag: string) => tag.trim().replace(/^W\//, '');
    return tags.split(',').some((tag) => bare(tag) === bare(etag));
  }
  const since = req.headers['if-modified-since'];
  if (since === undefined || !lastModified) return false;
  const time = Date.parse(since);
  return Number.isFinite(time) && Math.floor(lastModified.getTime() / 1000) <= Math.floor(time / 1000);
}
