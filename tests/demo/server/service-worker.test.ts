// @vitest-environment node
/**
 * `/sw.js` (the shell's service worker from the build's dist folder) and the test hooks the
 * offline browser test uses: `offline` drops every connection but the hooks', `worker-revision`
 * changes the worker's bytes as a new deploy would.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer } from '../../../demo/server/index.ts';
import type { RunningServer } from '../../../demo/server/index.ts';

let server: RunningServer;
let dist: string;
const WORKER = 'const SHELL_BUILD = {"version":"abc","files":["elements.js"]};\nself.addEventListener("fetch", () => {});\n';

beforeAll(async () => {
  dist = mkdtempSync(join(tmpdir(), 'sw-dist-'));
  writeFileSync(join(dist, 'sw.js'), WORKER);
  server = await startServer({ port: 0, dbPath: ':memory:', testHooks: true, staticRoots: { '/dist/': dist } });
});
afterAll(async () => {
  await server?.close();
  rmSync(dist, { recursive: true, force: true });
});

function rawGet(path: string): Promise<{ status: number; headers: Record<string, unknown>; body: string } | { error: string }> {
  return new Promise((resolve) => {
    const req = request(`${server.url}${path}`, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (body += chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body }));
    });
    req.on('error', (error: NodeJS.ErrnoException) => resolve({ error: error.code ?? error.message }));
    req.end();
  });
}

const hook = (name: string, body: unknown = {}) =>
  fetch(`${server.url}/__test/${name}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) }).then((r) => r.json());

describe('the service worker script and the offline hooks', () => {
  it('serves dist/sw.js at /sw.js as JavaScript that the HTTP cache always revalidates', async () => {
    const reply = await rawGet('/sw.js?dist=%2Fdist%2F');
    expect(reply).toMatchObject({ status: 200, body: WORKER });
    const headers = (reply as { headers: Record<string, unknown> }).headers;
    expect(headers['content-type']).toMatch(/text\/javascript/);
    expect(headers['cache-control']).toBe('no-cache');
  });

  it('worker-revision changes its bytes, as a new deploy does', async () => {
    expect((await hook('worker-revision')).data).toEqual({ revision: 1 });
    const reply = (await rawGet('/sw.js')) as { body: string };
    expect(reply.body.startsWith(WORKER)).toBe(true);
    expect(reply.body).toContain('// deploy revision 1');
  });

  it("offline drops every connection but the hooks', until it is turned off", async () => {
    expect((await hook('offline', { on: true })).data).toEqual({ offline: true });
    for (const path of ['/sw.js', '/index.html', '/api/v1/demo/crm/FM_USER/getPublicKey', '/dist/sw.js']) {
      expect(await rawGet(path), path).toHaveProperty('error');
    }
    expect((await hook('count')).code).toBe('0');
    expect((await hook('offline', { on: false })).data).toEqual({ offline: false });
    expect(await rawGet('/sw.js')).toMatchObject({ status: 200 });
    await hook('offline', { on: true });
    await hook('reset');
    expect(await rawGet('/sw.js')).toMatchObject({ status: 200 });
  });

  it('says how to get a worker when nothing was built', async () => {
    rmSync(join(dist, 'sw.js'));
    const reply = await rawGet('/sw.js');
    expect(reply).toMatchObject({ status: 404 });
    expect((reply as { body: string }).body).toMatch(/npm run build/);
  });
});
