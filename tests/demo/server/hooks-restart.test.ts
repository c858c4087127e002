// @vitest-environment node
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openStore } from '../../../demo/server/db/schema.ts';
import { encryptPassword, startTestServer, type TestServer } from '../../support/server.ts';
import { client, type Client } from './client.ts';

describe('test hooks', () => {
  let srv: TestServer;
  let api: Client;
  beforeAll(async () => {
    srv = await startTestServer();
    api = client(srv, await srv.login('bob'));
  });
  afterAll(() => srv.close());

  it('fail makes the next N calls of an action fail, then calls succeed again', async () => {
    await srv.hooks.fail('getCount', 2, { code: 'error.fail', msg: '模拟失败' });
    expect(await api.post('CUSTOMER', 'getCount', {})).toMatchObject({ code: 'error.fail', msg: '模拟失败' });
    expect((await api.post('ORDER', 'getCount', {})).code).toBe('error.fail');
    expect((await api.post('ORDER', 'getCount', {})).code).toBe('0');
  });

  it('fail with an HTTP status answers that status with no body', async () => {
    await srv.hooks.fail('list', 1, { http: 500 });
    const res = await api.raw('CUSTOMER', 'list', { body: {} });
    expect(res.status).toBe(500);
    expect(await res.text()).toBe('');
    expect((await api.post('CUSTOMER', 'list', { pageSize: 1 })).code).toBe('0');
  });

  it('latency delays the calls of an action', async () => {
    // A delay far above a call's time on a loaded machine, so that the call without it is told apart.
    await srv.hooks.latency(1500, 'getCodes');
    const t = Date.now();
    await api.get('FM_CODE_DEFINE', 'getCodes', { key: 'REGION' });
    expect(Date.now() - t).toBeGreaterThanOrEqual(1490);
    const t2 = Date.now();
    await api.get('FM_CODE_DEFINE', 'getTree', { key: 'REGION' });
    expect(Date.now() - t2).toBeLessThan(1490);
    await srv.hooks.latency(0);
  });

  it('count counts requests per entity and action', async () => {
    await srv.hooks.resetCounts();
    await Promise.all(Array.from({ length: 10 }, () => api.get('FM_ENTITY', 'getMeta', { metaId: 'CUSTOMER' })));
    await api.get('FM_ENTITY', 'getSimpleMeta', { metaId: 'CUSTOMER' });
    expect(await srv.hooks.count('FM_ENTITY', 'getMeta')).toBe(10);
    expect(await srv.hooks.count('FM_ENTITY')).toBe(11);
    expect(await srv.hooks.count(undefined, 'getSimpleMeta')).toBe(1);
    await srv.hooks.resetCounts();
    expect(await srv.hooks.count('FM_ENTITY', 'getMeta')).toBe(0);
  });

  it('expireToken without a token expires every session', async () => {
    const other = client(srv, await srv.login('alice'));
    await srv.hooks.expireToken();
    expect((await api.get('FM_USER', 'getUser')).code).toBe('login.expired');
    expect((await other.get('FM_USER', 'getUser')).code).toBe('login.expired');
  });

  it('a short token lifetime expires sessions by itself', async () => {
    // Long enough for a sign-in and a call on a busy machine (a PostgreSQL session is a few round trips).
    const s = await startTestServer({ tokenTtlMs: 3000 });
    try {
      const c = client(s, await s.login('alice'));
      expect((await c.get('FM_USER', 'getUser')).code).toBe('0');
      await new Promise((r) => setTimeout(r, 3100));
      expect((await c.get('FM_USER', 'getUser')).code).toBe('login.expired');
    } finally {
      await s.close();
    }
  });
});

/** On PostgreSQL a start clones a database and the seeding copies into one: past 20 s on a busy machine. */
const STARTS = { timeout: process.env.TEST_DATABASE_URL ? 120_000 : 20_000 };

describe('storage', () => {
  it('a saved row, the long-lived login key, sessions and a one-use key (once) survive a restart', STARTS, async () => {
    const dir = mkdtempSync(join(tmpdir(), 'restart-'));
    // One SQLite file, or with TEST_DATABASE_URL one PostgreSQL database (a seeded clone), for both starts.
    const pg = process.env.TEST_DATABASE_URL
      ? await (await import('../../../testing/node/pg-databases.ts')).cloneTestDatabase(process.env.TEST_DATABASE_URL, {})
      : undefined;
    const dbPath = pg?.url ?? join(dir, 'platform.db');
    try {
      const first = await startTestServer({ dbPath });
      const session = await first.login('bob');
      const saved = await client(first, session).post('CUSTOMER', 'save', { data: { NAME: '重启测试客户', LEVEL: 'A' } });
      expect(saved.code).toBe('0');
      const storedKey = (): unknown => {
        const db = openStore(dbPath);
        try {
          return db.prepare('SELECT PUBLIC_KEY FROM FM_KEYPAIR WHERE ID = 1').get();
        } finally {
          db.close();
        }
      };
      const oneUse = (await client(first).get('FM_USER', 'getPublicKey')).data;
      await first.close();
      const key1 = storedKey();

      const second = await startTestServer({ dbPath });
      try {
        const again = client(second, session);
        const row = await again.get('CUSTOMER', 'get', { id: saved.data.id });
        expect(row.data.bean.data).toMatchObject({ NAME: '重启测试客户', LEVEL: 'A' });
        expect((await again.post('CUSTOMER', 'getCount', {})).data.count).toBe(61);
        expect(storedKey()).toEqual(key1);
        expect((await again.get('FM_USER', 'getUser')).data.bean.ACCOUNT).toBe('bob');
        // A login page fetched its key before the restart: its login still goes through, once.
        const withKey = () =>
          client(second).post('FM_USER', 'checkLoginNoDecrypt', {
            account: 'alice',
            password: encryptPassword(oneUse.publicKey, 'demo123'),
            keyId: oneUse.keyId,
          });
        expect((await withKey()).code).toBe('0');
        expect(await withKey()).toMatchObject({ code: 'error.login', msg: '登录密钥已失效，请刷新页面后重新登录' });
        await second.login('alice');
      } finally {
        await second.close();
      }
    } finally {
      await pg?.drop();
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('rows seeds N generated customers', STARTS, async () => {
    const s = await startTestServer({ rows: 5000 });
    try {
      const c = client(s, await s.login('admin'));
      expect((await c.post('CUSTOMER', 'getCount', {})).data.count).toBe(5000);
      const last = await c.post('CUSTOMER', 'find', { pageSize: 1, sort: [{ field: 'ID', order: 'desc' }] });
      expect(last.data.entitys[0].ID).toBe(5000);
      expect(last.data.total).toBe(5000);
    } finally {
      await s.close();
    }
  });

  // On PostgreSQL a test server starts from a cloned template database: its start time is the
  // clone's (the server's disk), not the seed's, which the SQLite run measures.
  it.skipIf(process.env.TEST_DATABASE_URL)('the default seed is fast', async () => {
    const t = Date.now();
    const s = await startTestServer();
    const ms = Date.now() - t;
    await s.close();
    // About 150 ms on a quiet machine: the bound catches a seed grown slower by an order of
    // magnitude, not a machine busy with other tests.
    expect(ms).toBeLessThan(5000);
  });
});
