// @vitest-environment node
import { request } from 'node:http';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startTestServer } from '../../support/server.ts';
import type { LoginResult, TestServer } from '../../support/server.ts';
import { client } from './client.ts';

let srv: TestServer;
let alice: LoginResult;
beforeAll(async () => {
  srv = await startTestServer();
  alice = await srv.login('alice');
});
afterAll(async () => srv?.close());
beforeEach(async () => srv.hooks.reset());

/** A raw GET through node:http, so that a dropped socket shows as what it is. */
function rawGet(url: string, timeoutMs = 3000): Promise<{ status: number; type: string; body: string } | { error: string }> {
  return new Promise((resolve) => {
    const req = request(url, { headers: { authorization: `Bearer ${alice.token}` } }, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (body += chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, type: String(res.headers['content-type'] ?? ''), body }));
    });
    req.setTimeout(timeoutMs, () => req.destroy(new Error('timeout')));
    req.on('error', (error: NodeJS.ErrnoException) => resolve({ error: error.code ?? error.message }));
    req.end();
  });
}

const listUrl = () => `${srv.url}/api/v1/demo/crm/CUSTOMER/get?id=1`;

describe('test hooks: broken replies and bundles that do not come', () => {
  it('garbled: truncated JSON with status 200', async () => {
    await srv.hooks.fail('get', 1, { kind: 'garbled' });
    const reply = await rawGet(listUrl());
    expect(reply).toMatchObject({ status: 200, type: expect.stringContaining('json') });
    expect(() => JSON.parse((reply as { body: string }).body)).toThrow();
  });

  it('html: a proxy page with status 200', async () => {
    await srv.hooks.fail('get', 1, { kind: 'html' });
    expect(await rawGet(listUrl())).toMatchObject({ status: 200, type: expect.stringContaining('text/html'), body: expect.stringContaining('<html>') });
  });

  it('empty: status 200 and no body', async () => {
    await srv.hooks.fail('get', 1, { kind: 'empty' });
    expect(await rawGet(listUrl())).toMatchObject({ status: 200, body: '' });
  });

  it('drop: the socket closes without a reply', async () => {
    await srv.hooks.fail('get', 1, { kind: 'drop' });
    expect(await rawGet(listUrl())).toEqual({ error: 'ECONNRESET' });
  });

  it('a fault is used once per count, then calls answer again', async () => {
    await srv.hooks.fail('get', 1, { kind: 'html' });
    await rawGet(listUrl());
    const api = client(srv, alice);
    expect((await api.get('CUSTOMER', 'get', { id: 1 })).code).toBe('0');
  });

  it('refuses an unknown fault kind', async () => {
    const reply = await fetch(`${srv.url}/__test/fail`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ action: 'get', kind: 'teapot' }),
    });
    expect((await reply.json()).code).toBe('error.notfound');
    expect((await client(srv, alice).get('CUSTOMER', 'get', { id: 1 })).code).toBe('0');
  });

  it('bundle-hang holds /bundles/* back; reset serves them again', async () => {
    await srv.hooks.bundleHang(60_000);
    // No answer at all: the client gives up first.
    expect(await rawGet(`${srv.url}/bundles/crm/crm-bundle.js`, 500)).toEqual({ error: 'timeout' });
    await srv.hooks.reset();
    expect(await rawGet(`${srv.url}/bundles/crm/crm-bundle.js`)).toMatchObject({ status: 200, type: expect.stringContaining('javascript') });
  });

  it('bundle-hang with a short time serves the file late', async () => {
    await srv.hooks.bundleHang(300);
    const started = Date.now();
    expect(await rawGet(`${srv.url}/bundles/crm/crm-bundle.js`)).toMatchObject({ status: 200 });
    expect(Date.now() - started).toBeGreaterThanOrEqual(280);
  });
});
