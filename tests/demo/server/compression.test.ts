// @vitest-environment node
/**
 * Compression and HTTP caching of the reference server (docs/server-contract.md "Compression and
 * caching"). Node's fetch decodes bodies by itself, so replies are read with node:http here and
 * decoded by hand: what is checked is what a browser receives.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, request } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { compressionSettled, sendDynamic, STREAM_COMPRESS_BYTES } from '../../../demo/server/http/compress.ts';
import { REPO_ROOT, type RunningServer, startServer } from '../../../demo/server/index.ts';
import { type LoginResult, startTestServer, type TestServer } from '../../support/server.ts';

interface Raw {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
}

function rawRequest(base: string, path: string, headers: Record<string, string> = {}, method = 'GET'): Promise<Raw> {
  return new Promise((resolve, reject) => {
    const req = request(`${base}${path}`, { method, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
    });
    req.on('error', reject);
    req.end();
  });
}

const decode = (reply: Raw): Buffer => {
  const encoding = reply.headers['content-encoding'];
  if (encoding === 'br') return brotliDecompressSync(reply.body);
  if (encoding === 'gzip') return gunzipSync(reply.body);
  if (encoding === undefined) return reply.body;
  throw new Error(`unexpected encoding ${String(encoding)}`);
};

const varies = (reply: Raw): string[] =>
  String(reply.headers.vary ?? '')
    .split(',')
    .map((token) => token.trim().toLowerCase());

// Text that compresses well, as built JavaScript does.
const ELEMENTS = `export const names = ${JSON.stringify(Array.from({ length: 400 }, (_, i) => `element-${i}`))};\n`;
const CHUNK = `export function layout(){return ${JSON.stringify('x'.repeat(3000))}}\n`;
// An already compressed file: random bytes, as a PNG's are.
const PNG = Buffer.from(Array.from({ length: 4096 }, (_, i) => (i * 7919) % 251));

let dist: string;
let site: RunningServer;

beforeAll(async () => {
  dist = mkdtempSync(join(tmpdir(), 'compress-dist-'));
  mkdirSync(join(dist, 'chunks'));
  mkdirSync(join(dist, 'assets'));
  writeFileSync(join(dist, 'elements.js'), ELEMENTS);
  writeFileSync(join(dist, 'chunks', 'layout-Ab_9-xYz.js'), CHUNK);
  writeFileSync(join(dist, 'assets', 'logo-Qw3rTy12.png'), PNG);
  mkdirSync(join(dist, 'hosts', 'chunks'), { recursive: true });
  writeFileSync(join(dist, 'hosts', 'chunks', 'vue-Zx9_Zx9_.js'), CHUNK);
  writeFileSync(join(dist, 'hosts', 'vue.js'), CHUNK);
  writeFileSync(join(dist, 'sw.js'), `const SHELL_BUILD = {"version":"v1","files":[]};\n${CHUNK}`);
  site = await startServer({ port: 0, dbPath: ':memory:', staticRoots: { '/': join(REPO_ROOT, 'demo', 'pages'), '/dist/': dist } });
});
afterAll(async () => {
  await site?.close();
  rmSync(dist, { recursive: true, force: true });
});

describe('static files', () => {
  it.each([
    ['br', 'gzip, deflate, br'],
    ['gzip', 'gzip, deflate'],
    ['br', 'br;q=1, gzip;q=0.5'],
    ['gzip', 'br;q=0, gzip'],
  ])('are sent as %s for Accept-Encoding "%s", and decode to the file', async (encoding, accept) => {
    const reply = await rawRequest(site.url, '/dist/elements.js', { 'Accept-Encoding': accept });
    expect(reply.status).toBe(200);
    expect(reply.headers['content-encoding']).toBe(encoding);
    expect(Number(reply.headers['content-length'])).toBe(reply.body.length);
    expect(reply.body.length).toBeLessThan(Buffer.byteLength(ELEMENTS) / 2);
    expect(decode(reply).toString()).toBe(ELEMENTS);
    expect(varies(reply)).toContain('accept-encoding');
    expect(reply.headers['x-content-type-options']).toBe('nosniff');
  });

  it('are sent as they are to a caller that accepts no encoding, still varying by it', async () => {
    const reply = await rawRequest(site.url, '/dist/elements.js');
    expect(reply.headers['content-encoding']).toBeUndefined();
    expect(reply.body.toString()).toBe(ELEMENTS);
    expect(Number(reply.headers['content-length'])).toBe(Buffer.byteLength(ELEMENTS));
    expect(varies(reply)).toContain('accept-encoding');
    const identity = await rawRequest(site.url, '/dist/elements.js', { 'Accept-Encoding': 'identity' });
    expect(identity.headers['content-encoding']).toBeUndefined();
  });

  it('answer HEAD with the headers of the GET and no body', async () => {
    const get = await rawRequest(site.url, '/dist/elements.js', { 'Accept-Encoding': 'br' });
    const head = await rawRequest(site.url, '/dist/elements.js', { 'Accept-Encoding': 'br' }, 'HEAD');
    expect(head.status).toBe(200);
    expect(head.body.length).toBe(0);
    expect(head.headers['content-encoding']).toBe('br');
    expect(head.headers['content-length']).toBe(get.headers['content-length']);
    expect(head.headers.etag).toBe(get.headers.etag);
  });

  it('already compressed files (images) are not compressed again', async () => {
    const reply = await rawRequest(site.url, '/dist/assets/logo-Qw3rTy12.png', { 'Accept-Encoding': 'gzip, br' });
    expect(reply.headers['content-encoding']).toBeUndefined();
    expect(reply.body.equals(PNG)).toBe(true);
  });

  it('hashed chunks and assets are immutable for a year; entry files and pages are revalidated', async () => {
    for (const path of ['/dist/chunks/layout-Ab_9-xYz.js', '/dist/assets/logo-Qw3rTy12.png', '/dist/hosts/chunks/vue-Zx9_Zx9_.js']) {
      const reply = await rawRequest(site.url, path, { 'Accept-Encoding': 'br' });
      expect(reply.headers['cache-control'], path).toBe('public, max-age=31536000, immutable');
    }
    for (const path of ['/dist/elements.js', '/dist/hosts/vue.js', '/index.html', '/sw.js']) {
      const reply = await rawRequest(site.url, path, { 'Accept-Encoding': 'br' });
      expect(reply.status, path).toBe(200);
      expect(reply.headers['cache-control'], path).toBe('no-cache');
      expect(reply.headers.etag, path).toBeTruthy();
    }
  });

  it('a revalidation of an unchanged file costs a 304 without a body, by ETag or by date', async () => {
    for (const path of ['/dist/elements.js', '/index.html', '/sw.js']) {
      const first = await rawRequest(site.url, path, { 'Accept-Encoding': 'gzip' });
      const again = await rawRequest(site.url, path, { 'Accept-Encoding': 'br', 'If-None-Match': String(first.headers.etag) });
      expect(again.status, path).toBe(304);
      expect(again.body.length, path).toBe(0);
      expect(again.headers.etag, path).toBe(first.headers.etag);
      expect(varies(again), path).toContain('accept-encoding');
    }
    const page = await rawRequest(site.url, '/index.html');
    expect(page.headers['content-security-policy']).toContain("script-src 'self'");
    const byDate = await rawRequest(site.url, '/index.html', { 'If-Modified-Since': String(page.headers['last-modified']) });
    expect(byDate.status).toBe(304);
    const stale = await rawRequest(site.url, '/dist/elements.js', { 'If-None-Match': 'W/"0-0"' });
    expect(stale.status).toBe(200);
    expect(stale.body.toString()).toBe(ELEMENTS);
  });

  it('a brotli version made for the first request is replaced by a smaller one that decodes the same', async () => {
    const path = join(dist, 'chunks', 'settle-Aa22Bb33.js');
    const text = Array.from({ length: 300 }, (_, i) => `export const value${i} = "${(i * 7919).toString(36)}";`).join('\n');
    writeFileSync(path, text);
    const first = await rawRequest(site.url, '/dist/chunks/settle-Aa22Bb33.js', { 'Accept-Encoding': 'br' });
    await compressionSettled();
    const later = await rawRequest(site.url, '/dist/chunks/settle-Aa22Bb33.js', { 'Accept-Encoding': 'br' });
    expect(decode(first).toString()).toBe(text);
    expect(decode(later).toString()).toBe(text);
    expect(later.body.length).toBeLessThanOrEqual(first.body.length);
    expect(Number(later.headers['content-length'])).toBe(later.body.length);
    expect(later.headers.etag).toBe(first.headers.etag);
  });

  it('a changed file is compressed anew (the cache follows the file, not its name)', async () => {
    const path = join(dist, 'chunks', 'changing-Zz11Zz11.js');
    writeFileSync(path, `${CHUNK}// one\n`);
    const one = await rawRequest(site.url, '/dist/chunks/changing-Zz11Zz11.js', { 'Accept-Encoding': 'br' });
    writeFileSync(path, `${CHUNK}// second\n`);
    const two = await rawRequest(site.url, '/dist/chunks/changing-Zz11Zz11.js', { 'Accept-Encoding': 'br' });
    expect(decode(one).toString()).toBe(`${CHUNK}// one\n`);
    expect(decode(two).toString()).toBe(`${CHUNK}// second\n`);
  });
});

describe('JSON replies', () => {
  let srv: TestServer;
  let alice: LoginResult;
  const find = (headers: Record<string, string>) =>
    rawRequest(srv.url, '/api/v1/demo/crm/CUSTOMER/find?pageSize=50', {
      Authorization: `Bearer ${alice.token}`,
      Language: '010',
      ...headers,
    });

  beforeAll(async () => {
    srv = await startTestServer();
    alice = await srv.login('alice');
  });
  afterAll(() => srv.close());

  it('a reply over 1 KB is compressed for a caller that accepts it, and decodes to the same envelope', async () => {
    const plain = await find({});
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.length).toBeGreaterThan(1024);
    const envelope = JSON.parse(plain.body.toString()) as { code: string; data: unknown };
    expect(envelope.code).toBe('0');
    for (const encoding of ['br', 'gzip']) {
      const packed = await find({ 'Accept-Encoding': encoding });
      expect(packed.headers['content-encoding']).toBe(encoding);
      expect(Number(packed.headers['content-length'])).toBe(packed.body.length);
      expect(packed.body.length).toBeLessThan(plain.body.length / 2);
      expect(JSON.parse(decode(packed).toString())).toEqual(envelope);
      expect(varies(packed)).toEqual(expect.arrayContaining(['origin', 'accept-encoding']));
      expect(packed.headers['x-content-type-options']).toBe('nosniff');
      expect(packed.headers['cache-control']).toBe('no-store');
    }
  });

  it('a small reply is sent as it is', async () => {
    const reply = await rawRequest(srv.url, '/api/v1/demo/crm/FM_USER/validLogin', { 'Accept-Encoding': 'gzip, br' });
    expect(reply.body.length).toBeLessThan(1024);
    expect(reply.headers['content-encoding']).toBeUndefined();
    expect(Number(reply.headers['content-length'])).toBe(reply.body.length);
    expect(varies(reply)).toContain('accept-encoding');
  });

  it('a reply of megabytes is streamed compressed (chunked) rather than compressed in one call', async () => {
    const data = Array.from({ length: 40000 }, (_, i) => ({ ID: `row-${i}`, NAME: `客户 ${i}`, AMOUNT: i * 3 }));
    const body = Buffer.from(JSON.stringify({ code: '0', msg: 'ok', data }));
    expect(body.length).toBeGreaterThan(STREAM_COMPRESS_BYTES);
    const server = createServer((req, res) => {
      res.setHeader('Content-Type', 'application/json; charset=utf-8');
      sendDynamic(req, res, body);
    });
    await new Promise<void>((ok) => server.listen(0, '127.0.0.1', ok));
    try {
      const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
      const reply = await rawRequest(base, '/', { 'Accept-Encoding': 'br' });
      expect(reply.headers['content-encoding']).toBe('br');
      expect(reply.headers['content-length']).toBeUndefined();
      expect(reply.headers['transfer-encoding']).toBe('chunked');
      expect(decode(reply).equals(body)).toBe(true);
    } finally {
      await new Promise((ok) => server.close(ok));
    }
  });
});
