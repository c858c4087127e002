// @vitest-environment node
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer } from '../../support/server.ts';
import type { TestServer } from '../../support/server.ts';
import { shellOn } from '../session/server-fixtures.ts';
import { createHttp, isCancelled } from '../../../core/http/index.ts';

let server: TestServer;
/** A second origin that records what reaches it. */
let foreign: { url: string; seen: Array<{ url: string; headers: Record<string, unknown> }>; close(): Promise<void> };

beforeAll(async () => {
  server = await startTestServer();
  const seen: Array<{ url: string; headers: Record<string, unknown> }> = [];
  const other = createServer((req, res) => {
    seen.push({ url: req.url ?? '', headers: { ...req.headers } });
    res.setHeader('content-type', 'application/json');
    res.end(JSON.stringify({ ok: true }));
  });
  await new Promise<void>((resolve) => other.listen(0, '127.0.0.1', resolve));
  const { port } = other.address() as AddressInfo;
  foreign = { url: `http://127.0.0.1:${port}`, seen, close: () => new Promise((resolve) => other.close(() => resolve())) };
});
afterAll(async () => {
  await server?.close();
  await foreign?.close();
});

async function loggedIn(account = 'alice') {
  const shell = shellOn(server.url);
  await shell.session.login({ account, password: 'demo123' });
  return shell;
}

describe('request layer against the reference server', () => {
  it('takes a token from the address, uses it, and leaves no token in the address bar', async () => {
    const { token } = await server.login('alice');
    const fresh = shellOn(server.url);
    fresh.location.replace(`${server.url}/?token=${token}#/app/demo/crm/sales?_token=${token}&tab=1`);
    // A second instance on that page: it finds the token in the address, as on arrival.
    const http = createHttp(fresh.context);
    expect(fresh.location.href()).toBe(`${server.url}/#/app/demo/crm/sales?tab=1`);
    expect(fresh.location.history.join(' ')).not.toContain(token);
    const reply = await http.request<{ bean: { ACCOUNT: string } }>({ entity: 'FM_USER', action: 'getUser' });
    expect(reply.bean.ACCOUNT).toBe('alice');
  });

  it('never sends the token to another origin, neither as header nor in the query', async () => {
    const shell = await loggedIn();
    const token = shell.storage.getItem('demo-token')!;
    await shell.http.request({ url: `${foreign.url}/data.json`, params: { q: 'x' } });
    const url = shell.http.withTokens(`${foreign.url}/file?id=1`);
    expect(url).toBe(`${foreign.url}/file?id=1`);
    const reached = foreign.seen.at(-1)!;
    expect(reached.url).toBe('/data.json?q=x');
    expect(JSON.stringify(reached)).not.toContain(token);
    expect(reached.headers.authorization).toBeUndefined();
    expect(reached.headers.xsrf_token).toBeUndefined();
    // The platform itself gets it.
    expect(shell.http.fileUrl('x')).toContain(`token=${token}`);
  });

  it('sends xsrf_token from the cookie so that POSTs with a token pass the server check', async () => {
    const shell = await loggedIn();
    const found = await shell.http.request<{ entitys: unknown[] }>({ entity: 'CUSTOMER', action: 'find', data: { pageSize: 3 } });
    expect(found.entitys).toHaveLength(3);
    expect(shell.seen.at(-1)!.headers.xsrf_token).toMatch(/.+/);
  });

  it('uploads with FormData and downloads the blob with its UTF-8 file name', async () => {
    const shell = await loggedIn();
    const form = new FormData();
    form.append('file', new Blob(['第一行\nline 2'], { type: 'text/plain' }), '季度报告.txt');
    const uploaded = await shell.http.request<{ id: string; name: string }>({ entity: 'FM_FILE', action: 'upload', formData: form });
    expect(uploaded.name).toBe('季度报告.txt');
    const file = await shell.http.download({ action: 'download', params: { id: uploaded.id } });
    expect(file.filename).toBe('季度报告.txt');
    expect(await file.blob.text()).toBe('第一行\nline 2');
    // The built URL works on its own (token in the query), as a link or a viewer would use it.
    const direct = await fetch(shell.http.fileUrl(uploaded.id));
    expect(direct.status).toBe(200);
    expect(await direct.text()).toBe('第一行\nline 2');
    const preview = await fetch(shell.http.onlineViewUrl(uploaded.id));
    expect(preview.headers.get('content-disposition')).toMatch(/^inline/);
  });

  it('rejects a failing file request with the message of its JSON body', async () => {
    const shell = await loggedIn();
    await expect(shell.http.download({ action: 'download', params: { id: 'missing' } })).rejects.toMatchObject({ code: 'error.notfound' });
    expect(shell.messages().at(-1)!.message).toContain('missing');
  });

  it('rejects other codes with the server msg, and bodiless HTTP errors with 500 处理失败', async () => {
    const shell = await loggedIn();
    await server.hooks.fail('find', 1, { code: 'error.sql', msg: '数据库忙' });
    await expect(shell.http.request({ entity: 'CUSTOMER', action: 'find' })).rejects.toMatchObject({ code: 'error.sql', message: '数据库忙' });
    await server.hooks.fail('find', 1, { http: 503 });
    await expect(shell.http.request({ entity: 'CUSTOMER', action: 'find' })).rejects.toMatchObject({ code: '500', message: '处理失败' });
    await expect(shell.http.request({ entity: 'CUSTOMER', action: 'find', data: { pageSize: 1 } })).resolves.toMatchObject({ total: expect.any(Number) });
  });

  it('ignores a cancelled call: silent rejection, no message, no redirect', async () => {
    const shell = await loggedIn();
    await server.hooks.latency(200, 'find');
    try {
      const controller = new AbortController();
      const pending = shell.http.request({ entity: 'CUSTOMER', action: 'find', signal: controller.signal });
      setTimeout(() => controller.abort(), 20);
      const error = await pending.catch((e: unknown) => e);
      expect(isCancelled(error)).toBe(true);
    } finally {
      await server.hooks.latency(0);
    }
    expect(shell.messages()).toEqual([]);
    expect(shell.navigate).not.toHaveBeenCalled();
  });
});
