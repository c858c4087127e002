/** Serves the demo pages, the built dist/ folder and the business bundles, without directory traversal. */
import { createReadStream, statSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { extname, resolve, sep } from 'node:path';

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

function notFound(res: ServerResponse, status = 404, text = 'Not found'): void {
  res.statusCode = status;
  res.setHeader('Content-Type', 'text/plain; charset=utf-8');
  res.end(text);
}

/** `roots` maps a URL prefix ending in "/" to a folder; the longest matching prefix wins. */
export function serveStatic(req: IncomingMessage, res: ServerResponse, pathname: string, roots: Record<string, string>): void {
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
  let st;
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
  res.statusCode = 200;
  res.setHeader('Content-Type', mimeOf(file));
  res.setHeader('Content-Length', st.size);
  res.setHeader('Cache-Control', 'no-cache');
  if (req.method === 'HEAD') return void res.end();
  const stream = createReadStream(file);
  stream.on('error', () => res.destroy());
  stream.pipe(res);
}
