// @vitest-environment node
/**
 * Two server processes on one database, as behind a load balancer: whatever a user did
 * through one, the other knows (sessions, XSRF values, login throttles, one-use login keys and
 * sign-in codes, short links, record versions), and a process that restarts forgets nothing.
 * One SQLite file, or with TEST_DATABASE_URL one PostgreSQL database (a seeded clone).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openStore } from '../../../demo/server/db/schema.ts';
import { loginAt, type LoginResult } from '../../../testing/node/http.ts';
import { encryptPassword, type TestServer } from '../../support/server.ts';
import { client, type Client } from './client.ts';

interface Process {
  child: ChildProcess;
  url: string;
}

const dir = mkdtempSync(join(tmpdir(), 'two-processes-'));
const pgServer = process.env.TEST_DATABASE_URL;
let pgDatabase: { url: string; drop(): Promise<void> } | undefined;
/** The file, or the PostgreSQL database, both processes open. */
const location = (): string => pgDatabase?.url ?? join(dir, 'platform.db');

/** Starts demo/server/main.ts on a free loopback port over the shared file; the loopback is a trusted proxy (X-Forwarded-For names the caller). */
function startProcess(): Promise<Process> {
  const args = [
    '--import',
    'tsx',
    'demo/server/main.ts',
    '--port',
    '0',
    '--host',
    '127.0.0.1',
    ...(pgDatabase ? ['--database-url', pgDatabase.url] : ['--db', location()]),
    '--test-hooks',
    '--trust-proxy',
    '127.0.0.1',
  ];
  const child = spawn(process.execPath, args, { cwd: process.cwd(), stdio: ['ignore', 'pipe', 'pipe'] });
  let out = '';
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`server did not start: ${out}`)), 60_000);
    const onData = (b: Buffer): void => {
      out += b.toString();
      const m = /ready in \d+ ms: (http:\/\/\S+?)\/?\s/.exec(out);
      if (m) {
        clearTimeout(timer);
        resolve({ child, url: m[1]! });
      }
    };
    child.stdout!.on('data', onData);
    child.stderr!.on('data', onData);
    child.on('exit', (code) => reject(new Error(`server exited with ${code}: ${out}`)));
  });
}

function stopProcess(p: Process | undefined): Promise<void> {
  if (!p || p.child.exitCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    p.child.removeAllListeners('exit');
    p.child.on('exit', () => resolve());
    p.child.kill('SIGTERM');
  });
}

let a: Process;
let b: Process;
const at = (p: Process, session?: LoginResult): Client => client({ url: p.url } as TestServer, session);
const hook = async (p: Process, name: string, body: unknown = {}) =>
  (await fetch(`${p.url}/__test/${name}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) })).json();

beforeAll(async () => {
  if (pgServer) pgDatabase = await (await import('../../../testing/node/pg-databases.ts')).cloneTestDatabase(pgServer, {});
  // One after the other: the first creates and seeds the file, the second opens it as it is.
  a = await startProcess();
  b = await startProcess();
}, 120_000);

afterAll(async () => {
  await Promise.all([stopProcess(a), stopProcess(b)]);
  await pgDatabase?.drop();
  rmSync(dir, { recursive: true, force: true });
});

/** A login as the shell does it, the key fetched from `keyFrom` and the password sent to `loginTo`. */
async function loginAcross(keyFrom: Process, loginTo: Process, account: string, password: string) {
  const key = (await at(keyFrom).get('FM_USER', 'getPublicKey')).data as { publicKey: string; keyId: string };
  return at(loginTo).post('FM_USER', 'checkLoginNoDecrypt', { account, password: encryptPassword(key.publicKey, password), keyId: key.keyId });
}

describe('two server processes on one database', () => {
  it('a sign-in on one is valid on the other, with the XSRF value it issued for cookie writes', async () => {
    const bob = await loginAt(a.url, 'bob');
    expect((await at(b, bob).get('FM_USER', 'getUser')).data.bean.ACCOUNT).toBe('bob');
    // A page that sends no Bearer header: the session cookie and the XSRF value from A's login.
    const byCookie = (xsrf: string) =>
      at(b).post(
        'FM_URL_MAP',
        'getShortUrl',
        { url: '/app/demo/crm/cookie' },
        { headers: { Cookie: `PLATFORM_SESSION=${bob.token}; XSRF-TOKEN=${xsrf}`, xsrf_token: xsrf } },
      );
    expect((await byCookie(bob.xsrf)).code).toBe('0');
    expect((await byCookie('0'.repeat(32))).code).toBe('error.xsrf');
  });

  it('a save on one and a stale save on the other gets error.conflict', async () => {
    const bob = at(a, await loginAt(a.url, 'bob'));
    const carol = at(b, await loginAt(b.url, 'carol'));
    const read = (await carol.get('CUSTOMER', 'get', { id: 5 })).data.bean.data;
    expect((await bob.post('CUSTOMER', 'save', { data: { ID: 5, PHONE: 'bob', LOG_VERSION: read.LOG_VERSION } })).code).toBe('0');
    const stale = await carol.post('CUSTOMER', 'save', { data: { ID: 5, PHONE: 'carol', LOG_VERSION: read.LOG_VERSION } });
    expect(stale.code).toBe('error.conflict');
    expect((await carol.get('CUSTOMER', 'get', { id: 5 })).data.bean.data.PHONE).toBe('bob');
  });

  it('login throttling counts the failures of both', async () => {
    await hook(a, 'reset-throttle');
    // Both clocks held at one time: on a busy machine the one-second wait could pass before the checks.
    const held = Date.now();
    for (const p of [a, b]) await hook(p, 'throttle-clock', { at: held });
    const keyOf = async (p: Process) => (await at(p).get('FM_USER', 'getPublicKey')).data as { publicKey: string; keyId: string };
    // The right password's logins are made ready first: the fifth failure's wait is one second.
    const right = await Promise.all(
      [a, b].map(async (p) => {
        const key = await keyOf(p);
        return { p, body: { account: 'carol', password: encryptPassword(key.publicKey, 'demo123'), keyId: key.keyId } };
      }),
    );
    // Three wrong passwords on one, two on the other: five in all, the account's free failures.
    for (const p of [a, b, a, b, a]) expect((await loginAcross(p, p, 'carol', 'wrong-password')).code).toBe('error.login');
    const refused = await Promise.all(right.map(({ p, body }) => at(p).post('FM_USER', 'checkLoginNoDecrypt', body)));
    expect(refused.map((r) => r.code)).toEqual(['error.throttle', 'error.throttle']);
    for (const p of [a, b]) await hook(p, 'throttle-clock', { at: null });
    await hook(b, 'reset-throttle');
    expect((await loginAcross(a, a, 'carol', 'demo123')).code).toBe('0');
  });

  it('a one-use login key issued by one signs in once on the other', async () => {
    const key = (await at(a).get('FM_USER', 'getPublicKey')).data as { publicKey: string; keyId: string };
    const login = () => ({ account: 'alice', password: encryptPassword(key.publicKey, 'demo123'), keyId: key.keyId });
    expect((await at(b).post('FM_USER', 'checkLoginNoDecrypt', login())).code).toBe('0');
    expect(await at(a).post('FM_USER', 'checkLoginNoDecrypt', login())).toMatchObject({ code: 'error.login', msg: '登录密钥已失效，请刷新页面后重新登录' });
    expect((await loginAcross(b, a, 'alice', 'demo123')).code).toBe('0');
  });

  it("an address's quota of waiting login keys counts the keys of both", { timeout: 60_000 }, async () => {
    const keyFrom = async (p: Process) => (await at(p).get('FM_USER', 'getPublicKey', undefined, { headers: { 'X-Forwarded-For': '203.0.113.50' } })).code;
    const codes = [];
    for (let i = 0; i < 50; i++) codes.push(...(await Promise.all([keyFrom(a), keyFrom(b)])));
    expect(codes.filter((c) => c === '0')).toHaveLength(100);
    expect(await keyFrom(a)).toBe('error.throttle');
    expect(await keyFrom(b)).toBe('error.throttle');
  });

  it('a sign-in code from one is spent on the other, and a demo code spent on one is not issued again by the other', async () => {
    // The first code either process handles: A issues the demo codes, B (its first code) must not again.
    expect((await at(a).post('FM_USER', 'loginByCode', { code: 'dingtalk-carol', platform: 'dingtalk' })).code).toBe('0');
    expect((await at(b).post('FM_USER', 'loginByCode', { code: 'dingtalk-carol', platform: 'dingtalk' })).code).toBe('error.login');
    expect((await at(b).post('FM_USER', 'loginByCode', { code: 'wxwork-carol', platform: 'wxwork' })).code).toBe('0');
    const { data } = await hook(a, 'oauth-code', { platform: 'wxwork', account: 'bob' });
    expect((await at(b).post('FM_USER', 'loginByCode', { code: data.code, platform: 'wxwork' })).code).toBe('0');
    expect((await at(a).post('FM_USER', 'loginByCode', { code: data.code, platform: 'wxwork' })).code).toBe('error.login');
  });

  it('a short link made on one resolves on the other', async () => {
    const bob = await loginAt(a.url, 'bob');
    const long = '/app/demo/crm/customers?shared=two-processes';
    const { link } = (await at(a, bob).get('FM_URL_MAP', 'getShortUrl', { url: long })).data;
    expect((await at(b).get('FM_URL_MAP', 'getLongUrl', { url: link })).data).toEqual({ url: long });
    expect((await at(b, bob).get('FM_URL_MAP', 'getShortUrl', { url: long })).data.link).toBe(link);
  });

  it('an import checked by a dry run on one commits on the other', async () => {
    const bob = await loginAt(a.url, 'bob');
    const rows = [
      { name: '双进程导入甲', level: 'A' },
      { name: '双进程导入乙', level: 'B' },
    ];
    const mapping = { name: 'NAME', level: 'LEVEL' };
    const dry = await at(a, bob).post('CUSTOMER', 'importRows', { rows, mapping, dryRun: true });
    expect(dry.data).toEqual({ accepted: 2, rejected: [], dryRun: true });
    const real = await at(b, bob).post('CUSTOMER', 'importRows', { rows, mapping });
    expect(real.data).toEqual({ accepted: 2, rejected: [], dryRun: false });
    const found = await at(a, bob).post('CUSTOMER', 'getCount', { conditions: [{ field: 'NAME', mode: 'begin', value: '双进程导入' }] });
    expect(found.data.count).toBe(2);
  });

  it('a sign-out on one ends the session on the other', async () => {
    const alice = await loginAt(b.url, 'alice');
    expect((await at(a, alice).get('FM_USER', 'getUser')).code).toBe('0');
    expect((await at(a, alice).post('FM_USER', 'logout', {})).code).toBe('0');
    expect((await at(b, alice).get('FM_USER', 'getUser')).code).toBe('error.nologin');
  });

  it('a process that restarts keeps the sessions', { timeout: 120_000 }, async () => {
    const bob = await loginAt(a.url, 'bob');
    await stopProcess(a);
    a = await startProcess();
    expect((await at(a, bob).get('FM_USER', 'getUser')).data.bean.ACCOUNT).toBe('bob');
  });

  it('rows that ended are swept as new ones are written, by either process', async () => {
    const db = openStore(location());
    try {
      const count = (sql: string, ...args: unknown[]): number => (db.prepare(sql).get(...args) as { n: number }).n;
      const old = Date.now() - 2 * 24 * 3600 * 1000;
      const gone = await loginAt(a.url, 'alice');
      await at(a).get('FM_USER', 'getPublicKey');
      await loginAcross(a, a, 'nobody-here', 'x');
      // Ended two days ago: a session, a login key, a sign-in code and a login failure.
      db.prepare('UPDATE FM_SESSION SET EXPIRES = ? WHERE TOKEN = ?').run(old, gone.token);
      db.prepare('UPDATE FM_LOGIN_KEY SET EXPIRES = ?').run(old);
      db.prepare("INSERT INTO FM_OAUTH_CODE (CODE, PLATFORM, ACCOUNT, EXPIRES) VALUES ('stale-code', 'wxwork', 'bob', ?)").run(old);
      db.prepare("UPDATE FM_LOGIN_THROTTLE SET LAST_FAILURE = ? WHERE THROTTLE_KEY = 'a:nobody-here'").run(old);
      expect((await at(b, gone).get('FM_USER', 'getUser')).code).toBe('login.expired');
      await loginAt(b.url, 'bob');
      await loginAcross(b, b, 'nobody-else', 'x');
      await hook(b, 'oauth-code', { platform: 'wxwork', account: 'bob' });
      expect(count('SELECT COUNT(*) AS n FROM FM_SESSION WHERE EXPIRES < ?', Date.now() - 24 * 3600 * 1000)).toBe(0);
      expect((await at(a, gone).get('FM_USER', 'getUser')).code).toBe('error.nologin');
      expect(count('SELECT COUNT(*) AS n FROM FM_LOGIN_KEY WHERE EXPIRES <= ?', Date.now())).toBe(0);
      expect(count("SELECT COUNT(*) AS n FROM FM_OAUTH_CODE WHERE CODE = 'stale-code'")).toBe(0);
      expect(count("SELECT COUNT(*) AS n FROM FM_LOGIN_THROTTLE WHERE THROTTLE_KEY = 'a:nobody-here'")).toBe(0);
      await hook(a, 'reset-throttle');
    } finally {
      db.close();
    }
  });
});
