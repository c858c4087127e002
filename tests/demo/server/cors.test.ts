// @vitest-environment node
// The API for pages of other origins (`--cors-origin`, demo/server/http/cors.ts; DESIGN §4).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type RunningServer } from '../../../demo/server/index.ts';
import { parseCorsOrigins } from '../../../demo/server/http/cors.ts';
import { loginAt, type LoginResult } from '../../../testing/node/index.ts';

const PORTAL = 'http://portal.example:8443';
const dir = mkdtempSync(join(tmpdir(), 'cors-'));
let server: RunningServer;
let bob: LoginResult;

beforeAll(async () => {
  server = await startServer({ port: 0, host: '127.0.0.1', dbPath: join(dir, 'platform.db'), corsOrigins: [PORTAL, 'https://other.example'] });
  bob = await loginAt(server.url, 'bob');
});
afterAll(async () => {
  await server.close();
  rmSync(dir, { recursive: true, force: true });
});

const api = (action: string): string => `${server.url}/api/v1/demo/crm/CUSTOMER/${action}`;

function preflight(origin: string): Promise<Response> {
  return fetch(api('save'), {
    method: 'OPTIONS',
    headers: {
      Origin: origin,
      'Access-Control-Request-Method': 'POST',
      'Access-Control-Request-Headers': 'authorization,content-type,language,client,system,role,app-agent',
    },
  });
}

/** A write as the shell makes it from a page of another origin: the Bearer header, no cookie, no XSRF value. */
function bearerSave(name: string, origin = PORTAL): Promise<Response> {
  return fetch(api('save'), {
    method: 'POST',
    headers: {
      Origin: origin,
      Authorization: `Bearer ${bob.token}`,
      'Content-Type': 'application/json',
      Language: '010',
      Client: 'demo',
      System: 'crm',
      'App-Agent': 'pc',
    },
    body: JSON.stringify({ data: { NAME: name } }),
  });
}

describe('API for pages of other origins', () => {
  it('answers the preflight of an allowed origin with that origin, the headers the shell sends and reads, and never credentials', async () => {
    const res = await preflight(PORTAL);
    expect(res.status).toBe(204);
    expect(res.headers.get('access-control-allow-origin')).toBe(PORTAL);
    expect(res.headers.get('vary')).toContain('Origin');
    expect(res.headers.get('access-control-allow-methods')).toContain('POST');
    const allowed = res.headers.get('access-control-allow-headers')!.toLowerCase().split(/,\s*/);
    for (const header of ['authorization', 'content-type', 'language', 'client', 'system', 'role', 'app-agent', 'xsrf_token'])
      expect(allowed).toContain(header);
    expect(res.headers.get('access-control-allow-credentials')).toBeNull();
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
  });

  it('gives an origin that is not configured no CORS header at all, preflight or call', async () => {
    const pre = await preflight('http://evil.example');
    expect(pre.headers.get('access-control-allow-origin')).toBeNull();
    expect(pre.headers.get('access-control-allow-headers')).toBeNull();
    const call = await bearerSave('from evil', 'http://evil.example');
    expect(call.headers.get('access-control-allow-origin')).toBeNull();
    // Neither a port nor a scheme of its own makes another origin an allowed one.
    expect((await preflight('http://portal.example')).headers.get('access-control-allow-origin')).toBeNull();
    expect((await preflight('https://portal.example:8443')).headers.get('access-control-allow-origin')).toBeNull();
  });

  it('lets a Bearer write through without an XSRF value, and exposes the headers the shell reads', async () => {
    const res = await bearerSave('Cross-origin customer');
    expect(res.headers.get('access-control-allow-origin')).toBe(PORTAL);
    expect(res.headers.get('access-control-allow-credentials')).toBeNull();
    expect(res.headers.get('access-control-expose-headers')).toMatch(/Authorization.*Content-Disposition/);
    const json = (await res.json()) as { code: string; data: { id: number } };
    expect(json.code).toBe('0');
    expect(json.data.id).toBeGreaterThan(0);
  });

  it('still refuses a write with the session cookie but without the XSRF value, whatever the origin', async () => {
    for (const origin of [PORTAL, 'http://evil.example']) {
      const res = await fetch(api('save'), {
        method: 'POST',
        headers: { Origin: origin, Cookie: `PLATFORM_SESSION=${bob.token}; XSRF-TOKEN=${bob.xsrf}`, 'Content-Type': 'application/json' },
        body: JSON.stringify({ data: { NAME: 'cookie only' } }),
      });
      expect(((await res.json()) as { code: string }).code).toBe('error.xsrf');
    }
  });

  it('takes origins as a comma list and refuses anything that is not an origin', () => {
    expect(parseCorsOrigins(' http://a.example:81 , https://b.example/ ')).toEqual(['http://a.example:81', 'https://b.example']);
    expect(parseCorsOrigins(undefined)).toEqual([]);
    expect(() => parseCorsOrigins('https://b.example/app')).toThrow(/origin/);
    expect(() => parseCorsOrigins('portal.example')).toThrow(/origin/);
    expect(() => parseCorsOrigins('*')).toThrow(/origin/);
  });

  it('without --cors-origin, no origin is allowed', async () => {
    const plain = await startServer({ port: 0, host: '127.0.0.1', dbPath: join(dir, 'platform.db') });
    try {
      const res = await fetch(`${plain.url}/api/v1/demo/crm/CUSTOMER/save`, {
        method: 'OPTIONS',
        headers: { Origin: PORTAL, 'Access-Control-Request-Method': 'POST' },
      });
      expect(res.status).toBe(204);
      expect(res.headers.get('access-control-allow-origin')).toBeNull();
    } finally {
      await plain.close();
    }
  });
});
