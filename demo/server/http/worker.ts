/**
 * `/sw.js`: the shell's service worker (`dist/sw.js`, made by the build) at the top of the site,
 * so that its scope covers the demo pages. The browser's HTTP cache revalidates it every time
 * (`no-cache`, with an ETag of its bytes: an unchanged worker costs a 304), so a deploy is
 * noticed on the next visit. With test hooks, `worker-revision`
 * appends a line that changes its bytes, as a new deploy would.
 */
import { readFile } from 'node:fs/promises';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { resolve } from 'node:path';
import { etagOf, notModified, sendDynamic } from './compress.js';

export const WORKER_PATH = '/sw.js';

export async function serveWorker(req: IncomingMessage, res: ServerResponse, distFolder: string | undefined, revision: number): Promise<void> {
  const text = distFolder ? await readFile(resolve(distFolder, 'sw.js'), 'utf8').catch(() => undefined) : undefined;
  if (text === undefined) {
    res.statusCode = 404;
    res.setHeader('Content-Type', 'text/plain; charset=utf-8');
    return void res.end('No service worker: build the elements first (npm run build)');
  }
  const body = Buffer.from(revision > 0 ? `${text}\n// deploy revision ${revision}\n` : text);
  const etag = etagOf(body);
  res.statusCode = 200;
  res.setHeader('Content-Type', 'text/javascript; charset=utf-8');
  res.setHeader('Cache-Control', 'no-cache');
  res.setHeader('X-Content-Type-Options', 'nosniff');
  res.setHeader('ETag', etag);
  if (notModified(req, etag)) {
    res.statusCode = 304;
    res.setHeader('Vary', 'Accept-Encoding');
    return void res.end();
  }
  sendDynamic(req, res, body);
}
