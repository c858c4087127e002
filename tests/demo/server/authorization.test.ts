// @vitest-environment node
// Platform entities pass the same rights check as business entities, and users are a directory
// to each other (docs/server-contract.md "Users").
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../support/server.ts';
import { client, type Client } from './client.ts';

let srv: TestServer;
let alice: Client;
let admin: Client;

beforeAll(async () => {
  srv = await startTestServer();
  alice = client(srv, await srv.login('alice'));
  admin = client(srv, await srv.login('admin'));
});
afterAll(() => srv.close());

const DIRECTORY = ['DEPT', 'ID', 'NAME', 'NAME_EN'];

describe('FM_USER as a directory', () => {
  it('a user reads their own full record, and only the directory view of another by get', async () => {
    const own = (await alice.get('FM_USER', 'get', { id: 'user-alice' })).data.bean.data;
    expect(own).toMatchObject({ ID: 'user-alice', ACCOUNT: 'alice', EMAIL: 'alice@demo.example.com', NAME_EN: 'Alice Wang' });
    const other = (await alice.get('FM_USER', 'get', { id: 'user-bob' })).data.bean.data;
    expect(Object.keys(other).sort()).toEqual(DIRECTORY);
    expect(other).toMatchObject({ ID: 'user-bob', NAME: '李博', NAME_EN: 'Bob Li', DEPT: 'dept-sales' });
    expect(JSON.stringify(other)).not.toContain('bob@demo');
    const full = (await admin.get('FM_USER', 'get', { id: 'user-bob' })).data.bean.data;
    expect(full).toMatchObject({ ACCOUNT: 'bob', EMAIL: 'bob@demo.example.com' });
    expect(JSON.stringify(full)).not.toMatch(/scrypt|PASSWORD/);
  });

  it('find and list give the directory of others and the full own row; no filter or sort on hidden fields', async () => {
    const all = (await alice.post('FM_USER', 'list', {})).data.entitys as Record<string, unknown>[];
    expect(all.map((u) => u.ID).sort()).toEqual(['user-admin', 'user-alice', 'user-bob', 'user-carol']);
    for (const u of all) {
      if (u.ID === 'user-alice') expect(u.EMAIL).toBe('alice@demo.example.com');
      else expect(Object.keys(u).sort()).toEqual(DIRECTORY);
    }
    const self = await alice.post('FM_USER', 'find', { scope: { ID: 'user-alice' } });
    expect(self.data.entitys[0].ACCOUNT).toBe('alice');
    for (const probe of [
      { conditions: [{ field: 'EMAIL', mode: 'begin', value: 'b' }] },
      { conditions: [{ field: 'ACCOUNT', mode: 'equal', value: 'bob' }] },
      { scope: { EMAIL: 'bob@demo.example.com' } },
      { sort: [{ field: 'EMAIL', order: 'asc' }] },
    ]) {
      expect((await alice.post('FM_USER', 'find', probe)).code, JSON.stringify(probe)).toBe('error.param');
    }
  });

  it('stat and export reveal nothing beyond the directory; export needs the export right', async () => {
    expect((await alice.post('FM_USER', 'stat', { groupBy: 'EMAIL' })).code).toBe('error.param');
    const byDept = await alice.post('FM_USER', 'stat', { groupBy: 'DEPT' });
    expect(byDept.code).toBe('0');
    expect((await alice.post('FM_USER', 'exportExcel', {})).code).toBe('error.forbidden');
    const csv = await admin.raw('FM_USER', 'exportExcel', { method: 'POST', body: {} });
    expect(csv.headers.get('content-type')).toContain('text/csv');
    expect(await csv.text()).toContain('bob@demo.example.com');
  });

  it('option lookups of users give names only, and never another client’s users', async () => {
    const r = await alice.get('FM_ENTITY', 'fuzzyQueryOption', { metaId: 'FM_USER', keyword: '李' });
    expect(r.data).toEqual([{ value: 'user-bob', label: '李博' }]);
  });

  it('other platform entities are scoped to the user’s client; files are not read generically', async () => {
    const clients = (await alice.post('FM_CLIENT', 'list', {}, { prefix: 'api' })).data.entitys;
    expect(clients.map((c: { CODE: string }) => c.CODE)).toEqual(['demo']);
    expect((await alice.get('FM_CLIENT', 'get', { id: 'client-frame' })).code).toBe('error.notfound');
    expect((await alice.post('FM_SERVICE', 'getCount', {})).data.count).toBe(7);
    expect((await alice.post('FM_FILE', 'stat', { groupBy: 'TYPE' })).code).toBe('error.forbidden');
  });

  it('a role without the view right on a platform entity is refused like on a business entity', async () => {
    const bob = client(srv, await srv.login('bob'));
    // The Role header narrows rights to that role; sales has no export right on users.
    expect((await bob.post('FM_USER', 'exportExcel', {}, { headers: { Role: 'role-sales' } })).code).toBe('error.forbidden');
  });
});

describe('menus', () => {
  it('a module no role of the user holds is not readable by id', async () => {
    expect((await alice.get('FM_MODULE', 'get', { id: 'mod-admin-users' })).code).toBe('error.forbidden');
    expect((await admin.get('FM_MODULE', 'get', { id: 'mod-admin-users' })).code).toBe('0');
    const subs = await alice.get('FM_MODULE', 'getSubModules', { moduleId: 'mod-customer' });
    expect(subs.data.map((m: { ID: string }) => m.ID)).toEqual(['mod-customer-list', 'mod-customer-add']);
  });
});
