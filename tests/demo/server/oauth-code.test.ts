// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../support/server.ts';
import { client, type Client } from './client.ts';

let srv: TestServer;
let anon: Client;

beforeAll(async () => {
  srv = await startTestServer();
  anon = client(srv);
});
afterAll(() => srv.close());

async function issue(body: Record<string, unknown>): Promise<{ code: string }> {
  const reply = await fetch(`${srv.url}/__test/oauth-code`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
  const envelope = (await reply.json()) as { code: string; data: { code: string } };
  expect(envelope.code).toBe('0');
  return envelope.data;
}

describe('FM_USER/loginByCode (messaging webviews)', () => {
  it('a seeded demo code signs its user in with the reply of checkLoginNoDecrypt, and the session works', async () => {
    const res = await anon.raw('FM_USER', 'loginByCode', { body: { code: 'wxwork-alice', platform: 'wxwork' } });
    const json = await res.json();
    expect(json.code).toBe('0');
    expect(json.data.token).toMatch(/^[0-9a-f]{48}$/);
    expect(json.data.user.ACCOUNT).toBe('alice');
    expect(res.headers.get('authorization')).toBe(`Bearer ${json.data.token}`);
    expect(res.headers.get('set-cookie')).toMatch(/XSRF-TOKEN=[0-9a-f]+/);
    const user = await anon.get('FM_USER', 'getUser', {}, { as: { token: json.data.token, xsrf: json.data.xsrf } as never });
    expect(user.data.bean.ACCOUNT).toBe('alice');
  });

  it('a code is single-use', async () => {
    const first = await anon.post('FM_USER', 'loginByCode', { code: 'dingtalk-bob', platform: 'dingtalk' });
    expect(first.code).toBe('0');
    const again = await anon.post('FM_USER', 'loginByCode', { code: 'dingtalk-bob', platform: 'dingtalk' });
    expect(again).toMatchObject({ code: 'error.login', msg: '登录码无效或已过期，请从消息应用重新打开', data: null });
  });

  it('a code of the other platform, an unknown code and an expired code are refused, in English with Language 011', async () => {
    const other = await anon.post('FM_USER', 'loginByCode', { code: 'wxwork-carol', platform: 'dingtalk' });
    expect(other.code).toBe('error.login');
    // Tried once, the code is spent even for its own platform.
    expect((await anon.post('FM_USER', 'loginByCode', { code: 'wxwork-carol', platform: 'wxwork' })).code).toBe('error.login');
    const unknown = await anon.post('FM_USER', 'loginByCode', { code: 'no-such-code', platform: 'wxwork' }, { headers: { Language: '011' } });
    expect(unknown).toMatchObject({ code: 'error.login', msg: 'The sign-in code is not valid or has expired: open the app from the messaging app again' });
    const { code } = await issue({ platform: 'wxwork', account: 'bob', ttlMs: 0 });
    await new Promise((resolve) => setTimeout(resolve, 5));
    expect((await anon.post('FM_USER', 'loginByCode', { code, platform: 'wxwork' })).code).toBe('error.login');
  });

  it('a fresh code from the hook signs in; a missing code or platform is a parameter error', async () => {
    const { code } = await issue({ platform: 'dingtalk', account: 'carol' });
    const reply = await anon.post('FM_USER', 'loginByCode', { code, platform: 'dingtalk' });
    expect(reply.code).toBe('0');
    expect(reply.data.user.ACCOUNT).toBe('carol');
    expect(await anon.post('FM_USER', 'loginByCode', { platform: 'wxwork' })).toMatchObject({ code: 'error.param', msg: '缺少登录码 code' });
    expect((await anon.post('FM_USER', 'loginByCode', { code: 'x', platform: 'qq' })).code).toBe('error.param');
  });
});

describe('loginByCode with cookies: false (a sign-in link opened over a live session)', () => {
  it('answers the token and user but sets no session cookie, so the page session cookie stays its own', async () => {
    const { code } = await issue({ platform: 'wxwork', account: 'alice' });
    const res = await anon.raw('FM_USER', 'loginByCode', { body: { code, platform: 'wxwork', cookies: false } });
    const json = await res.json();
    expect(json.code).toBe('0');
    expect(json.data.user.ACCOUNT).toBe('alice');
    expect(res.headers.get('set-cookie') ?? '').not.toMatch(/PLATFORM_SESSION|XSRF-TOKEN/);
    const user = await anon.get('FM_USER', 'getUser', {}, { as: { token: json.data.token, xsrf: json.data.xsrf } as never });
    expect(user.data.bean.ACCOUNT).toBe('alice');
  });

  it('refuses a cookies value that is not a boolean without spending the code', async () => {
    const { code } = await issue({ platform: 'wxwork', account: 'alice' });
    expect((await anon.post('FM_USER', 'loginByCode', { code, platform: 'wxwork', cookies: 'no' })).code).toBe('error.param');
    expect((await anon.post('FM_USER', 'loginByCode', { code, platform: 'wxwork' })).code).toBe('0');
  });

  it('a Bearer logout of that session leaves the cookie of the page session alone; the cookie owner logout clears it', async () => {
    const bob = (await anon.post('FM_USER', 'loginByCode', { code: (await issue({ platform: 'wxwork', account: 'bob' })).code, platform: 'wxwork' })).data;
    const { code } = await issue({ platform: 'wxwork', account: 'alice' });
    const alice = (await anon.post('FM_USER', 'loginByCode', { code, platform: 'wxwork', cookies: false })).data;
    const cookie = `PLATFORM_SESSION=${bob.token}; XSRF-TOKEN=${bob.xsrf}`;
    const probe = await anon.raw('FM_USER', 'logout', { method: 'POST', body: {}, headers: { Authorization: `Bearer ${alice.token}`, Cookie: cookie } });
    expect((await probe.json()).code).toBe('0');
    expect(probe.headers.get('set-cookie') ?? '').not.toMatch(/PLATFORM_SESSION|XSRF-TOKEN/);
    expect((await anon.get('FM_USER', 'getUser', {}, { as: alice as never })).code).toBe('error.nologin');
    const own = await anon.raw('FM_USER', 'logout', { method: 'POST', body: {}, headers: { Authorization: `Bearer ${bob.token}`, Cookie: cookie } });
    expect(own.headers.get('set-cookie')).toMatch(/PLATFORM_SESSION=;/);
  });
});

describe('the fixed demo codes', () => {
  it('do not exist on a server started without --demo-codes or the test hooks: nobody signs in as admin by guessing', async () => {
    const { startServer } = await import('../../../demo/server/index.ts');
    const { mkdtempSync, rmSync } = await import('node:fs');
    const { tmpdir } = await import('node:os');
    const { join } = await import('node:path');
    const dir = mkdtempSync(join(tmpdir(), 'platform-nocodes-'));
    const server = await startServer({ port: 0, host: '127.0.0.1', dbPath: join(dir, 'platform.db') });
    try {
      for (const code of ['wxwork-admin', 'dingtalk-alice']) {
        const reply = await fetch(`${server.url}/api/v1/demo/crm/FM_USER/loginByCode`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ code, platform: code.split('-')[0] }),
        });
        const envelope = (await reply.json()) as { code: string; data?: unknown };
        expect(envelope.code).toBe('error.login');
        expect(envelope.data ?? null).toBeNull();
      }
    } finally {
      await server.close();
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
