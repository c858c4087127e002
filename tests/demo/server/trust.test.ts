// @vitest-environment node
// Attacks on the reference server's sessions, login and limits (DESIGN §4 "Trust rules").
import { createPublicKey } from 'node:crypto';
import { request } from 'node:http';
import { afterAll, beforeAll, describe, expect, it, onTestFinished, vi } from 'vitest';
import { encryptPassword, startTestServer, type LoginResult, type TestServer } from '../../support/server.ts';
import { client, type Client } from './client.ts';

let srv: TestServer;
let anon: Client;
let bob: LoginResult;

beforeAll(async () => {
  srv = await startTestServer();
  anon = client(srv);
  bob = await srv.login('bob');
});
afterAll(() => srv.close());

const cookiesOf = (res: Response): string[] => res.headers.getSetCookie();
const cookieValue = (lines: string[], name: string): string | undefined =>
  lines.map((l) => new RegExp(`^${name}=([^;]*)`).exec(l)?.[1]).find((v) => v !== undefined);

async function key(): Promise<{ pem: string; keyId: string }> {
  const { data } = await anon.get('FM_USER', 'getPublicKey');
  return { pem: data.publicKey, keyId: data.keyId };
}

/** Forgets every login failure (test hook). */
async function resetThrottle(): Promise<void> {
  await fetch(`${srv.url}/__test/reset-throttle`, { method: 'POST', body: '{}' });
}

async function loginRaw(account: string, password: string, headers: Record<string, string> = {}): Promise<Response> {
  const k = await key();
  return anon.raw('FM_USER', 'checkLoginNoDecrypt', { body: { account, password: encryptPassword(k.pem, password), keyId: k.keyId }, headers });
}

describe('tokens in the address only read', () => {
  it('a query token reads, but never writes, whatever the method', async () => {
    const read = await anon.get('CUSTOMER', 'get', { id: 1, token: bob.token });
    expect(read.code).toBe('0');
    const getWrite = await anon.get('CONTACT', 'removeMulti', { id: 1, token: bob.token, xsrf_token: bob.xsrf });
    expect(getWrite.code).toBe('error.nologin');
    const postWrite = await anon.post('CUSTOMER', 'save', { data: { NAME: 'x' } }, { query: { token: bob.token }, headers: { xsrf_token: bob.xsrf } });
    expect(postWrite.code).toBe('error.nologin');
    expect((await anon.get('CUSTOMER', 'get', { id: 1, token: bob.token })).data.bean.data.ID).toBe(1);
  });

  it('a GET write with the session cookie needs the session XSRF value in its header; with the Bearer header it needs none', async () => {
    const api = client(srv, bob);
    const cookie = { Authorization: '', Cookie: `PLATFORM_SESSION=${bob.token}; XSRF-TOKEN=${bob.xsrf}` };
    const made = await api.post('CONTACT', 'save', { data: { CUSTOMER_ID: 1, NAME: '临时联系人' } });
    const noXsrf = await api.get('CONTACT', 'removeMulti', { id: made.data.id }, { headers: { ...cookie, xsrf_token: '' } });
    expect(noXsrf.code).toBe('error.xsrf');
    const ok = await api.get('CONTACT', 'removeMulti', { id: made.data.id }, { headers: cookie });
    expect(ok).toMatchObject({ code: '0', data: { count: 1 } });
    expect((await api.get('FM_USER', 'logout', {}, { headers: { ...cookie, xsrf_token: 'nope' } })).code).toBe('error.xsrf');
    const bearer = await api.post('CONTACT', 'save', { data: { CUSTOMER_ID: 1, NAME: '临时联系人' } }, { headers: { Cookie: '', xsrf_token: '' } });
    expect(bearer.code).toBe('0');
    expect((await api.get('CONTACT', 'removeMulti', { id: bearer.data.id }, { headers: { Cookie: '', xsrf_token: '' } })).data).toEqual({ count: 1 });
  });
});

describe('session cookie and XSRF', () => {
  it('login sets an HttpOnly session cookie and a new XSRF value; the cookie alone authenticates reads and, with the XSRF header, writes', async () => {
    const res = await loginRaw('alice', 'demo123');
    const json = await res.json();
    const lines = cookiesOf(res);
    const session = lines.find((l) => l.startsWith('PLATFORM_SESSION='))!;
    expect(session).toContain('HttpOnly');
    expect(session).toContain('SameSite=Lax');
    expect(session).not.toContain('Secure');
    expect(cookieValue(lines, 'PLATFORM_SESSION')).toBe(json.data.token);
    expect(cookieValue(lines, 'XSRF-TOKEN')).toBe(json.data.xsrf);
    const cookie = `PLATFORM_SESSION=${json.data.token}; XSRF-TOKEN=${json.data.xsrf}`;
    expect((await anon.post('CUSTOMER', 'getCount', {}, { headers: { Cookie: cookie, xsrf_token: json.data.xsrf } })).code).toBe('0');
    expect((await anon.get('CUSTOMER', 'get', { id: 2 }, { headers: { Cookie: cookie } })).code).toBe('0');
    const noHeader = await anon.post('CUSTOMER', 'save', { data: { NAME: 'cookie only' } }, { headers: { Cookie: cookie } });
    expect(noHeader.code).toBe('error.xsrf');
    const saved = await anon.post('CUSTOMER', 'save', { data: { NAME: 'cookie + xsrf' } }, { headers: { Cookie: cookie, xsrf_token: json.data.xsrf } });
    expect(saved.code).toBe('0');
  });

  it('a cookie and header pair the caller picks is refused: the value is bound to the session', async () => {
    const forged = await anon.post('CUSTOMER', 'getCount', {}, { headers: { Cookie: `PLATFORM_SESSION=${bob.token}; XSRF-TOKEN=abc`, xsrf_token: 'abc' } });
    expect(forged.code).toBe('error.xsrf');
  });

  it('the XSRF value is renewed at each login', async () => {
    const a = await srv.login('carol');
    const b = await srv.login('carol');
    expect(a.xsrf).not.toBe(b.xsrf);
    const cookie = `PLATFORM_SESSION=${b.token}; XSRF-TOKEN=${a.xsrf}`;
    expect((await anon.post('CUSTOMER', 'getCount', {}, { headers: { Cookie: cookie, xsrf_token: a.xsrf } })).code).toBe('error.xsrf');
    expect((await anon.post('CUSTOMER', 'getCount', {}, { headers: { Cookie: cookie, xsrf_token: b.xsrf } })).code).toBe('0');
  });

  it('a session that arrived another way (a token in the address) gets its XSRF value as the cookie on a read', async () => {
    const read = await anon.raw('FM_USER', 'getUser', { headers: { Authorization: `Bearer ${bob.token}`, Cookie: 'XSRF-TOKEN=stale' } });
    expect(cookieValue(cookiesOf(read), 'XSRF-TOKEN')).toBe(bob.xsrf);
    const byQuery = await anon.raw('FM_USER', 'getUser', { query: { token: bob.token }, headers: { Cookie: 'XSRF-TOKEN=stale' } });
    expect(cookieValue(cookiesOf(byQuery), 'XSRF-TOKEN')).toBeUndefined();
    // Another live session's value (another tab's login in this browser) is left alone.
    const carol = await srv.login('carol');
    const other = await anon.raw('FM_USER', 'getUser', { headers: { Authorization: `Bearer ${bob.token}`, Cookie: `XSRF-TOKEN=${carol.xsrf}` } });
    expect(cookieValue(cookiesOf(other), 'XSRF-TOKEN')).toBeUndefined();
  });

  it('cookies are Secure when served over HTTPS', async () => {
    const res = await loginRaw('alice', 'demo123', { 'X-Forwarded-Proto': 'https' });
    for (const line of cookiesOf(res)) expect(line).toContain('Secure');
  });

  it('logout clears the session cookie and the token stops working', async () => {
    const s = await srv.login('alice');
    const res = await client(srv, s).raw('FM_USER', 'logout', { method: 'POST', body: {} });
    expect(cookiesOf(res).find((l) => l.startsWith('PLATFORM_SESSION='))).toContain('Max-Age=0');
    expect((await client(srv, s).post('CUSTOMER', 'getCount', {})).code).toBe('error.nologin');
  });
});

describe('login', () => {
  it('getPublicKey returns a one-use key with its keyId; a replayed ciphertext is refused', async () => {
    const k = await key();
    expect(k.keyId).toMatch(/^[0-9a-f]{24}$/);
    expect(createPublicKey(k.pem).asymmetricKeyDetails).toMatchObject({ modulusLength: 1024, publicExponent: 65537n });
    const other = await key();
    expect(other.pem).not.toBe(k.pem);
    const body = { account: 'alice', password: encryptPassword(k.pem, 'demo123'), keyId: k.keyId };
    expect((await anon.post('FM_USER', 'checkLoginNoDecrypt', body)).code).toBe('0');
    const replay = await anon.post('FM_USER', 'checkLoginNoDecrypt', body);
    expect(replay.code).toBe('error.login');
    expect(replay.data).toBeNull();
    // Without the keyId it does not decrypt with the long-lived key either.
    expect((await anon.post('FM_USER', 'checkLoginNoDecrypt', { account: 'alice', password: body.password })).code).toBe('error.login');
  });

  it('a shell that sends no keyId logs in through the key cookie set with the key', async () => {
    const res = await anon.raw('FM_USER', 'getPublicKey');
    const { data } = await res.json();
    const keyCookie = cookieValue(cookiesOf(res), 'LOGIN_KEY');
    expect(keyCookie).toBe(data.keyId);
    const ok = await anon.post(
      'FM_USER',
      'checkLoginNoDecrypt',
      { account: 'alice', password: encryptPassword(data.publicKey, 'demo123') },
      { headers: { Cookie: `LOGIN_KEY=${keyCookie}` } },
    );
    expect(ok.code).toBe('0');
  });

  it('30 wrong passwords, then the right one, is throttled with the wait in both languages; unknown accounts read the same', async () => {
    // The clock held still: on a busy machine 30 slow attempts outlast the waits they earned, and
    // the right password would then pass (the server runs in this process, so it reads this clock).
    const clock = vi.spyOn(Date, 'now').mockReturnValue(Date.now());
    try {
      const wrong: string[] = [];
      for (let i = 0; i < 30; i++) wrong.push((await (await loginRaw('carol', `wrong-${i}`)).json()).code);
      expect(wrong.slice(0, 5)).toEqual(Array(5).fill('error.login'));
      expect(wrong.slice(5)).toContain('error.throttle');
      const right = await (await loginRaw('carol', 'demo123')).json();
      expect(right.code).toBe('error.throttle');
      expect(right.msg).toMatch(/^尝试次数过多，请 \d+ 秒后再试$/);
      const en = await (await loginRaw('carol', 'demo123', { Language: '011' })).json();
      expect(en.msg).toMatch(/^too many attempts, try again in \d+ s$/);
    } finally {
      clock.mockRestore();
    }
    await fetch(`${srv.url}/__test/reset-throttle`, { method: 'POST', body: '{}' });
    expect((await (await loginRaw('carol', 'demo123')).json()).code).toBe('0');
    const unknown = await (await loginRaw('nobody-here', 'x')).json();
    const known = await (await loginRaw('admin', 'x')).json();
    expect(unknown).toEqual(known);
    expect(known.code).toBe('error.login');
  });

  it('an unknown account is refused as slowly as a wrong password, so timing does not tell which accounts exist', async () => {
    const timed = async (account: string, password: string): Promise<number> => {
      const k = await key();
      const body = { account, password: encryptPassword(k.pem, password), keyId: k.keyId };
      const start = performance.now();
      const r = await anon.post('FM_USER', 'checkLoginNoDecrypt', body);
      const ms = performance.now() - start;
      expect(r.code).toBe('error.login');
      return ms;
    };
    const known: number[] = [];
    const unknown: number[] = [];
    for (let i = 0; i < 12; i++) {
      // Under the throttle's free failures (5 per account, 20 per address) throughout.
      if (i % 4 === 0) await resetThrottle();
      known.push(await timed('admin', `wrong-${i}`));
      unknown.push(await timed(`nobody-${i}`, `wrong-${i}`));
    }
    await resetThrottle();
    const median = (xs: number[]): number => [...xs].sort((a, b) => a - b)[xs.length >> 1]!;
    // Without the stand-in hash an unknown account skipped scrypt: about a quarter of the time.
    expect(median(unknown)).toBeGreaterThan(median(known) * 0.6);
  });

  it.each([2048, 4096] as const)(
    'a server started with %i-bit keys logs in the same way',
    async (bits) => {
      const big = await startTestServer({ keyBits: bits });
      try {
        const { data } = await client(big).get('FM_USER', 'getPublicKey');
        expect(createPublicKey(data.publicKey).asymmetricKeyDetails?.modulusLength).toBe(bits);
        expect(data.bits).toBe(bits);
        expect((await big.login('bob')).token).toMatch(/^[0-9a-f]{48}$/);
      } finally {
        await big.close();
      }
    },
    60_000,
  );
});

describe('changing the password', () => {
  const change = async (session: LoginResult, oldPassword: string, newPassword: string, headers: Record<string, string> = {}) => {
    const k = await key();
    const body = { oldPassword: encryptPassword(k.pem, oldPassword), newPassword: encryptPassword(k.pem, newPassword), keyId: k.keyId };
    return client(srv, session).post('FM_USER', 'changePassword', body, { headers });
  };

  it("wrong current passwords are throttled like failed logins of the user's account", async () => {
    await resetThrottle();
    const alice = await srv.login('alice');
    // The throttle's clock held: on a busy machine the first one-second wait could pass between calls.
    await fetch(`${srv.url}/__test/throttle-clock`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ at: Date.now() }),
    });
    onTestFinished(async () => {
      await fetch(`${srv.url}/__test/throttle-clock`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ at: null }) });
      await resetThrottle();
    });
    const codes: string[] = [];
    for (let i = 0; i < 8; i++) codes.push((await change(alice, `wrong-${i}`, 'newpass1')).code);
    expect(codes.slice(0, 5)).toEqual(Array(5).fill('error.param'));
    expect(codes.slice(5)).toContain('error.throttle');
    // During the wait even the right password is refused unchecked, in both languages...
    const right = await change(alice, 'demo123', 'newpass1');
    expect(right).toMatchObject({ code: 'error.throttle', msg: expect.stringMatching(/^尝试次数过多，请 \d+ 秒后再试$/), data: null });
    expect((await change(alice, 'demo123', 'newpass1', { Language: '011' })).msg).toMatch(/^too many attempts, try again in \d+ s$/);
    // ...and so is a login of the account (the same count), while another user logs in as before.
    expect((await (await loginRaw('alice', 'demo123')).json()).code).toBe('error.throttle');
    expect((await srv.login('bob')).token).toMatch(/^[0-9a-f]{48}$/);
    await resetThrottle();
    // Nothing was changed by the refused attempts.
    expect((await srv.login('alice', 'demo123')).token).toMatch(/^[0-9a-f]{48}$/);
  });

  it("a right current password clears the account's count", async () => {
    await resetThrottle();
    const alice = await srv.login('alice');
    for (let i = 0; i < 4; i++) expect((await change(alice, `wrong-${i}`, 'newpass1')).code).toBe('error.param');
    expect((await change(alice, 'demo123', 'x')).code).toBe('error.param');
    for (let i = 0; i < 4; i++) expect((await change(alice, `wrong-again-${i}`, 'newpass1')).code).toBe('error.param');
    await resetThrottle();
  });

  it("after a change the user's other sessions end; the session that made it goes on", async () => {
    await resetThrottle();
    const here = await srv.login('alice');
    const elsewhere = await srv.login('alice');
    const stolen = await srv.login('alice');
    const bobBefore = await srv.login('bob');
    expect(await change(here, 'demo123', 'newpass1')).toMatchObject({ code: '0', data: null });
    for (const gone of [elsewhere, stolen]) {
      expect((await client(srv, gone).get('FM_USER', 'getUser')).code).toBe('error.nologin');
      expect((await client(srv, gone).get('FM_USER', 'validLogin')).data).toBe(false);
    }
    expect((await client(srv, here).get('FM_USER', 'getUser')).data.bean.ACCOUNT).toBe('alice');
    expect((await client(srv, bobBefore).get('FM_USER', 'getUser')).code).toBe('0');
    await expect(srv.login('alice')).rejects.toThrow(/error.login/);
    const fresh = await srv.login('alice', 'newpass1');
    // Changed back for the other tests; this ends `fresh`, `here` still goes on.
    expect((await change(here, 'newpass1', 'demo123')).code).toBe('0');
    expect((await client(srv, fresh).get('FM_USER', 'getUser')).code).toBe('error.nologin');
    expect((await client(srv, here).get('FM_USER', 'validLogin')).data).toBe(true);
    await resetThrottle();
  });
});

describe('the client and system in the path', () => {
  it('must be the user’s client, and a system of it or frame/mgn', async () => {
    const api = client(srv, bob);
    const url = (c: string, s: string) => `${srv.url}/api/v1/${c}/${s}/CUSTOMER/get?id=1`;
    const headers = { Authorization: `Bearer ${bob.token}` };
    expect((await (await fetch(url('frame', 'crm'), { headers })).json()).code).toBe('error.forbidden');
    expect((await (await fetch(url('other', 'crm'), { headers })).json()).code).toBe('error.forbidden');
    expect((await (await fetch(url('demo', 'erp'), { headers })).json()).code).toBe('error.forbidden');
    expect((await api.get('FM_USER', 'getUser', {}, { system: 'frame' })).code).toBe('0');
    expect((await api.get('FM_USER', 'getUser', {}, { system: 'mgn' })).code).toBe('0');
  });

  it('reads no body for a caller without a session: the answer is error.nologin, whatever the body holds', async () => {
    const reply = await fetch(`${srv.url}/api/v1/demo/crm/CUSTOMER/list`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{ not json'.repeat(100_000),
    });
    expect((await reply.json()).code).toBe('error.nologin');
  });

  it('reaches a business entity only under its own system: the shared frame and mgn systems hold no business records', async () => {
    const headers = { Authorization: `Bearer ${bob.token}` };
    for (const system of ['frame', 'mgn']) {
      const read = await (
        await fetch(`${srv.url}/api/v1/demo/${system}/CUSTOMER/find`, {
          method: 'POST',
          headers: { ...headers, 'content-type': 'application/json', xsrf_token: bob.xsrf, cookie: `XSRF-TOKEN=${bob.xsrf}` },
          body: '{}',
        })
      ).json();
      expect(read.code).toBe('error.notfound');
      expect(read.data ?? null).toBeNull();
      const write = await client(srv, bob).post('CUSTOMER', 'save', { data: { ID: 1, NAME: 'written through frame' } }, { system });
      expect(write.code).toBe('error.notfound');
    }
    const stored = await client(srv, bob).get('CUSTOMER', 'get', { id: 1 });
    expect(stored.data.NAME).not.toBe('written through frame');
  });
});

describe('limits', () => {
  it('a declared body over the limit is refused at once with 413 and the connection closes', async () => {
    const u = new URL(`${srv.url}/api/v1/demo/crm/CUSTOMER/list`);
    const answer = await new Promise<{ status: number; body: string; closed: boolean }>((resolve, reject) => {
      const req = request(
        {
          host: u.hostname,
          port: u.port,
          path: u.pathname,
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            'content-length': String(200 * 1024 * 1024),
            authorization: `Bearer ${bob.token}`,
            xsrf_token: bob.xsrf,
          },
        },
        (res) => {
          let body = '';
          res.on('data', (c: Buffer) => (body += c.toString()));
          res.on('end', () => resolve({ status: res.statusCode ?? 0, body, closed: res.headers.connection === 'close' }));
        },
      );
      req.on('error', reject);
      req.write('{"keyword":"');
      // Never finishes the 200 MB: the answer must come anyway.
    });
    expect(answer.status).toBe(413);
    expect(answer.closed).toBe(true);
    expect(JSON.parse(answer.body)).toMatchObject({ code: 'error.param', msg: '请求内容过大（上限 20 MB）' });
  });

  it('paging and limit parameters that are not non-negative integers are error.param, never error.sql', async () => {
    const api = client(srv, bob);
    for (const bad of [-1, '-1', 'abc', 1.5, '1e3', '0x10', 1e20, '99999999999999999999', true, [1]]) {
      expect((await api.post('CUSTOMER', 'find', { pageSize: bad })).code, `pageSize ${JSON.stringify(bad)}`).toBe('error.param');
      expect((await api.post('CUSTOMER', 'find', { pageIndex: bad })).code, `pageIndex ${JSON.stringify(bad)}`).toBe('error.param');
    }
    expect((await api.get('FM_ENTITY', 'fuzzyQueryOption', { metaId: 'CUSTOMER', keyword: 'a', limit: -5 })).code).toBe('error.param');
    expect((await api.post('CUSTOMER', 'find', { pageSize: '5', pageIndex: 10_000_000 })).code).toBe('0');
  });

  it('condition lists deeper or longer than the limits are error.param', async () => {
    const api = client(srv, bob);
    const deep = [{ left: '('.repeat(21), field: 'NAME', mode: 'not_null', right: ')'.repeat(21) }];
    expect((await api.post('CUSTOMER', 'find', { conditions: deep })).code).toBe('error.param');
    const ok = [{ left: '('.repeat(20), field: 'NAME', mode: 'not_null', right: ')'.repeat(20) }];
    expect((await api.post('CUSTOMER', 'find', { conditions: ok })).code).toBe('0');
    const long = Array.from({ length: 201 }, () => ({ field: 'NAME', mode: 'not_null' }));
    expect((await api.post('CUSTOMER', 'find', { conditions: long })).code).toBe('error.param');
    const values = Array.from({ length: 6 }, () => ({ field: 'ID', mode: 'in', value: Array.from({ length: 1000 }, (_, i) => i) }));
    expect((await api.post('CUSTOMER', 'find', { conditions: values })).code).toBe('error.param');
  });
});
