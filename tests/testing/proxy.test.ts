// @vitest-environment node
/** The browser tests' one origin: what the proxy to vite lets the browser keep. */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import Koa from 'koa';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { proxyRequest } from '../../testing/node/proxy.ts';

const answers: Record<string, { type: string; cache: string; status?: number }> = {
  '/core/index.ts': { type: 'text/javascript', cache: 'no-cache' },
  '/elements/theme.css': { type: 'text/css', cache: 'no-cache' },
  '/deps/react.js?v=1': { type: 'text/javascript', cache: 'max-age=31536000,immutable' },
  '/page.html': { type: 'text/html', cache: 'no-cache' },
  '/missing.ts': { type: 'text/javascript', cache: 'no-cache', status: 404 },
};

let upstream: http.Server;
let front: http.Server;
let frontPort = 0;

function listen(server: http.Server): Promise<number> {
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve((server.address() as AddressInfo).port)));
}

function cacheControlOf(path: string): Promise<string | undefined> {
  return new Promise((resolve, reject) => {
    http
      .get({ host: '127.0.0.1', port: frontPort, path }, (res) => {
        res.resume();
        res.on('end', () => resolve(res.headers['cache-control']));
      })
      .on('error', reject);
  });
}

beforeAll(async () => {
  upstream = http.createServer((req, res) => {
    const answer = answers[req.url ?? ''] ?? { type: 'text/plain', cache: 'no-cache', status: 404 };
    res.writeHead(answer.status ?? 200, { 'Content-Type': answer.type, 'Cache-Control': answer.cache });
    res.end('x');
  });
  const upstreamPort = await listen(upstream);
  const app = new Koa();
  app.use((ctx) => proxyRequest(ctx, upstreamPort, { keepModules: true }));
  front = http.createServer(app.callback());
  frontPort = await listen(front);
});

afterAll(() => {
  front.close();
  upstream.close();
});

describe('proxy to a dev server whose files do not change', () => {
  it("lets the browser keep the sources' scripts and styles that would be checked each time", async () => {
    expect(await cacheControlOf('/core/index.ts')).toBe('max-age=3600');
    expect(await cacheControlOf('/elements/theme.css')).toBe('max-age=3600');
  });

  it('leaves pages, failures and answers that say their own lifetime as they were', async () => {
    expect(await cacheControlOf('/page.html')).toBe('no-cache');
    expect(await cacheControlOf('/missing.ts')).toBe('no-cache');
    expect(await cacheControlOf('/deps/react.js?v=1')).toBe('max-age=31536000,immutable');
  });
});
