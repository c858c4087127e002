/** Serves the demo pages, the built dist/ folder and the business bundles, without directory traversal. */
import { randomBytes } from 'node:crypto';
import { createReadStream, readFileSync, statSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { basename, extname, resolve, sep } from 'node:path';
import {
  addVary,
  cachesFile,
  compressedFile,
  compressible,
  MIN_COMPRESS_BYTES,
  negotiate,
  notModified,
  sendCompressedStream,
  sendDynamic,
} from './compress.js';

const MIME: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
  '.ico': 'image/x-icon',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
  '.ttf': 'font/ttf',
  '.pdf': 'application/pdf',
  '.txt': 'text/plain; charset=utf-8',
  '.wasm': 'application/wasm',
  '.bcmap': 'application/octet-stream',
};

export const mimeOf = (file: string): string => MIME[extname(file).toLowerCase()] ?? 'application/octet-stream';

export interface PagePolicy {
  /** Pages whose configuration text may be evaluated (DESIGN §4 compat mode): they alone get 'unsafe-eval'. */
  compatPages: ReadonlySet<string>;
  /** `frame-ancestors` sources (who may frame the demo pages). */
  frameAncestors: string;
  /** Where browsers report violations (with test hooks on). */
  reportUri?: string;
}

export const DEFAULT_PAGE_POLICY: PagePolicy = { compatPages: new Set(['compat.html']), frameAncestors: "'self'" };

/**
 * The Content-Security-Policy of a demo page: scripts only from this origin, never inline, and
 * no evaluation outside compat pages. Styles only from the origin too: the elements adopt
 * constructable sheets and set styles through CSSOM, which `style-src` does not count.
 */
/** The Trusted Types policies the elements and the libraries inside them create (README "Content Security Policy"). */
export const TRUSTED_TYPES_POLICIES = ['app-shell-platform', 'lit-html', 'dompurify'];

/** Pages whose host makes its own Trusted Types `default` policy (strict.html: one that refuses everything). */
const HOST_DEFAULT_POLICY_PAGES = new Set(['strict.html']);
/** Policies a host app of the demo creates itself: Vue's runtime makes one named `vue`. */
const HOST_POLICIES: Record<string, readonly string[]> = { 'vue.html': ['vue'] };
/** Pages with inline scripts of their own, allowed by a fresh nonce per reply (`{{nonce}}` in the file). */
const NONCE_PAGES = new Set(['strict.html']);

export function pageCsp(
  compat: boolean,
  frameAncestors: string,
  reportUri?: string,
  hostDefaultPolicy = false,
  nonce?: string,
  hostPolicies: readonly string[] = [],
): string {
  return [
    "default-src 'self'",
    `script-src 'self'${nonce ? ` 'nonce-${nonce}'` : ''}${compat ? " 'unsafe-eval'" : ''}`,
    "style-src 'self'",
    "img-src 'self' data: blob:",
    // Voice notes: a take is played from its blob before upload, a saved one from the server.
    "media-src 'self' blob:",
    "font-src 'self' data:",
    // Icons are data: URLs that the icon component fetches.
    "connect-src 'self' data:",
    "worker-src 'self' blob:",
    "frame-src 'self' blob:",
    "object-src 'none'",
    "base-uri 'none'",
    "form-action 'self'",
    `frame-ancestors ${frameAncestors}`,
    // Every string that reaches an HTML or script sink passes a Trusted Types policy: the
    // elements' own (HTML sanitised, script URLs of trusted origins), Lit's and DOMPurify's. The
    // compat page also lets the elements create `default` (settings/compat.js): its configuration
    // scripts are compiled with `new Function`, which takes no TrustedScript.
    "require-trusted-types-for 'script'",
    `trusted-types ${[...TRUSTED_TYPES_POLICIES, ...hostPolicies].join(' ')}${compat || hostDefaultPolicy ? ' default' : ''}`,
    ...(reportUri ? [`report-uri ${reportUri}`] : []),
  ].join('; ');
}

function securityHeaders(res: ServerResponse, file: string, policy: PagePolicy, nonce?: string): void {
  res.setHeader('X-Content-Type-Options', 'nosniff');
  res.setHeader('Referrer-Policy', 'same-origin');
  if (extname(file).toLowerCase() === '.html') {
    const name = basename(file);
    res.setHeader(
      'Content-Security-Policy',
      pageCsp(policy.compatPages.has(name), policy.frameAncestors, policy.reportUri, HOST_DEFAULT_POLICY_PAGES.has(name), nonce, HOST_POLICIES[name]),
    );
  }
}

/** A page with a nonce: read whole, its `{{nonce}}` marks filled with this reply's. */
function serveWithNonce(req: IncomingMessage, res: ServerResponse, file: string, policy: PagePolicy): void {
  const nonce = randomBytes(16).toString('base64');
  const body = Buffer.from(readFileSync(file, 'utf8').replaceAll('{{nonce}}', nonce));
  res.statusCode = 200;
  res.setHeader('Content-Type', mimeOf(file));
  securityHeaders(res, file, policy, nonce);
  res.setHeader('Cache-Control', 'no-store');
  sendDynamic(req, res, body);
}

function notFound(res: ServerResponse, status = 404, text = 'Not found'): void {
  res.statusCode = status;
  res.setHeader('Content-Type', 'text/plain; charset=utf-8');
  res.end(text);
}

/**
 * Built files whose name carries a hash of their content (`chunks/name-<hash>.js`,
 * `assets/name-<hash>.ext`, and their maps, also in a sub-build such as `hosts/chunks/`): a new version is a new name, so browsers may keep
 * them for a year without asking again. Every other file is revalidated (a 304 when unchanged).
 */
const HASHED = /^(?:[\w-]+\/)*(?:chunks|assets)\/[^/]*-[\w-]{8}\.[\w.]+$/;
const IMMUTABLE = 'public, max-age=31536000, immutable';

/** `roots` maps a URL prefix ending in "/" to a folder; the longest matching prefix wins. */
export async function serveStatic(
  req: IncomingMessage,
  res: ServerResponse,
  pathname: string,
  roots: Record<string, string>,
  policy = DEFAULT_PAGE_POLICY,
): Promise<void> {
  if (req.method !== 'GET' && req.method !== 'HEAD') return notFound(res, 405, 'Method not allowed');
  const prefix = Object.keys(roots)
    .filter((p) => pathname.startsWith(p))
    .sort((a, b) => b.length - a.length)[0];
  if (prefix === undefined) return notFound(res);
  let rel: string;
  try {
    rel = decodeURIComponent(pathname.slice(prefix.length));
  } catch {
    return notFound(res, 400, 'Bad request');
  }
  if (rel.includes('\0')) return notFound(res, 400, 'Bad request');
  const root = resolve(roots[prefix]!);
  let file = resolve(root, `.${sep}${rel}`);
  if (file !== root && !file.startsWith(root + sep)) return notFound(res);
  let st: ReturnType<typeof statSync>;
  try {
    st = statSync(file);
    if (st.isDirectory()) {
      file = resolve(file, 'index.html');
      st = statSync(file);
    }
  } catch {
    return notFound(res);
  }
  if (!st.isFile()) return notFound(res);
  if (NONCE_PAGES.has(basename(file))) return serveWithNonce(req, res, file, policy);
  const type = mimeOf(file);
  res.statusCode = 200;
  res.setHeader('Content-Type', type);
  securityHeaders(res, file, policy);
  res.setHeader('Cache-Control', prefix === '/dist/' && HASHED.test(rel) ? IMMUTABLE : 'no-cache');
  // Weak: the gzip and brotli forms of one version are the same content (RFC 9110 §8.8.1).
  const etag = `W/"${st.size.toString(16)}-${Math.floor(st.mtimeMs).toString(16)}"`;
  res.setHeader('ETag', etag);
  res.setHeader('Last-Modified', st.mtime.toUTCString());
  const packs = compressible(type);
  if (packs) addVary(res, 'Accept-Encoding');
  if (notModified(req, etag, st.mtime)) {
    res.statusCode = 304;
    res.removeHeader('Content-Type');
    return void res.end();
  }
  const encoding = packs && st.size >= MIN_COMPRESS_BYTES ? negotiate(req.headers['accept-encoding']) : undefined;
  if (encoding && cachesFile(st.size)) {
    let body: Buffer;
    try {
      body = await compressedFile(`${file}\0${st.size}\0${st.mtimeMs}`, encoding, () => readFile(file));
    } catch {
      // Gone between its stat and its read (a build under way): as if it had never been there.
      for (const name of ['ETag', 'Last-Modified', 'Cache-Control', 'Vary']) res.removeHeader(name);
      return notFound(res);
    }
    if (res.destroyed) return;
    res.setHeader('Content-Encoding', encoding);
    res.setHeader('Content-Length', body.length);
    return void res.end(body);
  }
  if (!encoding) res.setHeader('Content-Length', st.size);
  if (req.method === 'HEAD') {
    if (encoding) res.setHeader('Content-Encoding', encoding);
    return void res.end();
  }
  const stream = createReadStream(file);
  if (encoding) return sendCompressedStream(res, stream, encoding, st.size, false);
  stream.on('error', () => res.destroy());
  stream.pipe(res);
}
