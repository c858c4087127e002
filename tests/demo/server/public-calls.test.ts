// @vitest-environment node
/**
 * What a caller without a session can make the server do (docs/server-contract.md): a public
 * call reads at most 64 KB and 1,000 keys of body before anything else, and one address cannot
 * take another's pending login key away, however many keys it asks for.
 */
import { request } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { encryptPassword, startTestServer, type TestServer } from '../../support/server.ts';
import { client, type Client } from './client.ts';

let srv: TestServer;
let alice: Client;
let anonymous: Client;

beforeAll(async () => {
  srv = await startTestServer();
  alice = client(srv, await srv.login('alice'));
  anonymous = client(srv);
});
afterAll(() => srv.close());

const EN = { Language: '011' };
const keysBody = (n: number, pad = 0): string => JSON.stringify(Object.fromEntries(Array.from({ length: n }, (_, i) => [`k${i}`, 'x'.repeat(pad)])));

interface Reply {
  status: number;
  json: any;
  /** Bytes of the body written when the answer came. */
  sent: number;
}

/**
 * A call over node:http, from a chosen local address and with the body sent as it is (a Buffer
 * streamed in chunks, without a declared length, when `streamed`).
 */
function send(path: string, opts: { body?: string | Buffer; from?: string; headers?: Record<string, string>; streamed?: boolean } = {}): Promise<Reply> {
  const u = new URL(`${srv.url}/api/v1/demo/crm/${path}`);
  return new Promise((resolve, reject) => {
    let answered = false;
    let at = 0;
    const body = opts.body === undefined ? undefined : Buffer.from(opts.body);
    const req = request(
      {
        host: u.hostname,
        port: u.port,
        path: u.pathname,
        method: body ? 'POST' : 'GET',
        ...(opts.from ? { localAddress: opts.from } : {}),
        headers: {
          Language: '010',
          ...(body ? { 'Content-Type': 'application/json' } : {}),
          ...(body && !opts.streamed ? { 'Content-Length': String(body.length) } : {}),
          ...opts.headers,
        },
      },
      (res) => {
        answered = true;
        const sent = at;
        let text = '';
        res.on('data', (c: Buffer) => (text += c.toString()));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, json: text ? JSON.parse(text) : undefined, sent }));
      },
    );
    // A refused body's connection is closed under the rest of it: only an error before any answer counts.
    req.on('error', (e) => (answered ? undefined : reject(e)));
    if (!body) return void req.end();
    const pump = (): void => {
      if (answered || req.destroyed) return;
      if (at >= body.length) return void req.end();
      const chunk = body.subarray(at, at + 64 * 1024);
      at += chunk.length;
      req.write(chunk, (e) => (e ? undefined : setImmediate(pump)));
    };
    pump();
  });
}

describe('public calls read at most 64 KB and 1,000 keys of body', () => {
  it('a public call with a body over 64 KB gets HTTP 413 and the envelope, in the request language', async () => {
    const big = JSON.stringify({ keyword: 'x'.repeat(65 * 1024) });
    for (const path of ['FM_MESSAGE/list', 'FM_USER/checkLoginNoDecrypt', 'FM_USER/getPublicKey']) {
      const declared = await send(path, { body: big, headers: EN });
      expect([path, declared.status, declared.json]).toEqual([
        path,
        413,
        { code: 'error.param', msg: 'The request body is too large (limit 64 KB)', data: null },
      ]);
      const streamed = await send(path, { body: big, streamed: true });
      expect([path, streamed.status, streamed.json.msg]).toEqual([path, 413, '请求内容过大（上限 64 KB）']);
    }
  });

  it('more than 1,000 keys (at any depth) get HTTP 413; 1,000 pass', async () => {
    const flat = await send('FM_MESSAGE/list', { body: keysBody(1001), headers: EN });
    expect([flat.status, flat.json]).toEqual([413, { code: 'error.param', msg: 'The request body has too many keys (limit 1000)', data: null }]);
    const nested = JSON.stringify({ params: Array.from({ length: 501 }, (_, i) => ({ a: i, b: i })) });
    expect((await send('FM_MESSAGE/list', { body: nested })).json.msg).toBe('请求内容的字段过多（上限 1000 个）');
    // Colons inside strings are no keys.
    const colons = JSON.stringify({ keyword: ':'.repeat(5000), text: '":\\":' });
    expect((await send('FM_MESSAGE/list', { body: colons })).json.code).toBe('0');
    const ok = await send('FM_MESSAGE/list', { body: keysBody(1000) });
    expect([ok.status, ok.json.code]).toEqual([200, '0']);
  });

  it('a signed-in caller keeps the 20 MB limit, on public calls too', async () => {
    const body = { keyword: 'x'.repeat(1024 * 1024), ...Object.fromEntries(Array.from({ length: 2000 }, (_, i) => [`k${i}`, i])) };
    expect((await alice.post('FM_MESSAGE', 'list', body)).code).toBe('0');
    expect((await alice.post('CUSTOMER', 'find', { ...body, pageSize: 1 })).code).toBe('0');
  });

  it('a 12 MB body of 1,000,000 keys is refused at once, and a cheap call answers meanwhile', async () => {
    const parts: string[] = [];
    for (let i = 0; i < 1_000_000; i++) parts.push(`"key${i}":0`);
    const huge = Buffer.from(`{${parts.join(',')}}`);
    for (const streamed of [false, true]) {
      const attack = send('FM_USER/checkLoginNoDecrypt', { body: huge, streamed });
      const cheap = anonymous.get('FM_USER', 'validLogin');
      const [refused, answered] = await Promise.all([attack, cheap]);
      expect(refused.status).toBe(413);
      // Refused before the caller could send it all: the server never waits for such a body, let
      // alone parses it (the bench public-body.bench.ts times what the others wait meanwhile).
      expect(refused.sent).toBeLessThan(huge.length / 2);
      expect(answered.code).toBe('0');
    }
    expect((await alice.post('CUSTOMER', 'find', { pageSize: 1 })).code).toBe('0');
  });
});

describe('pending login keys: a quota per address', () => {
  const keyFrom = async (from: string, headers?: Record<string, string>) =>
    (await send('FM_USER/getPublicKey', { from, ...(headers ? { headers } : {}) })).json;
  const loginWith = (key: { publicKey: string; keyId: string }, account: string, from: string) =>
    send('FM_USER/checkLoginNoDecrypt', { from, body: JSON.stringify({ account, password: encryptPassword(key.publicKey, 'demo123'), keyId: key.keyId }) });

  it("5,000 getPublicKey calls from one address leave another address's pending key usable", { timeout: 120_000 }, async () => {
    const victim = await keyFrom('127.0.0.2');
    expect(victim.code).toBe('0');
    const codes = new Map<string, number>();
    let next = 0;
    const worker = async (): Promise<void> => {
      while (next < 5000) {
        next += 1;
        const r = await keyFrom('127.0.0.1');
        codes.set(r.code, (codes.get(r.code) ?? 0) + 1);
      }
    };
    await Promise.all(Array.from({ length: 8 }, worker));
    expect(codes.get('0')).toBe(100);
    expect(codes.get('error.throttle')).toBe(4900);
    const refused = await send('FM_USER/getPublicKey', { from: '127.0.0.1', headers: EN });
    expect(refused.json).toEqual({ code: 'error.throttle', msg: 'Too many login keys asked for, try again later', data: null });
    const login = await loginWith(victim.data, 'bob', '127.0.0.2');
    expect(login.json.code, login.json.msg).toBe('0');
    // The other address keeps its own quota.
    expect((await keyFrom('127.0.0.2')).code).toBe('0');
  });

  // A second server (on PostgreSQL a cloned database) and 100 login keys: past 20 s there under load.
  it('X-Forwarded-For counts only from a trusted proxy: its right-most untrusted entry is the caller', {
    timeout: process.env.TEST_DATABASE_URL ? 120_000 : 20_000,
  }, async () => {
    // Without a trusted proxy the header is the caller's to write: it changes nothing (the quota
    // of 127.0.0.1 is spent by the test above).
    expect((await keyFrom('127.0.0.1', { 'X-Forwarded-For': '203.0.113.9' })).code).toBe('error.throttle');
    const proxied = await startTestServer({ trustedProxies: ['127.0.0.0/30'] });
    try {
      const at = (path: string, forwarded: string) =>
        fetch(`${proxied.url}/api/v1/demo/crm/${path}`, { headers: { 'X-Forwarded-For': forwarded } }).then((r) => r.json());
      for (let i = 0; i < 100; i++) expect((await at('FM_USER/getPublicKey', `198.51.100.1, 203.0.113.${i % 7}, 203.0.113.10`)).code).toBe('0');
      // The caller named the left entries itself: the one the proxy saw is what counts.
      expect((await at('FM_USER/getPublicKey', '203.0.113.10')).code).toBe('error.throttle');
      // The proxy's own entries (trusted) are skipped.
      expect((await at('FM_USER/getPublicKey', '203.0.113.10, 127.0.0.2')).code).toBe('error.throttle');
      expect((await at('FM_USER/getPublicKey', '203.0.113.11')).code).toBe('0');
    } finally {
      await proxied.close();
    }
  });
});
