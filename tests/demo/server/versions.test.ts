// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../support/server.ts';
import { client, type Client } from './client.ts';

let srv: TestServer;
let bob: Client;
let carol: Client;

beforeAll(async () => {
  srv = await startTestServer();
  bob = client(srv, await srv.login('bob'));
  carol = client(srv, await srv.login('carol'));
});
afterAll(() => srv.close());

const read = async (api: Client, id: number) => (await api.get('CUSTOMER', 'get', { id })).data.bean.data;

describe('record versions: no lost update', () => {
  it('get, find and list return the version; a save adds one', async () => {
    const row = await read(bob, 3);
    expect(row.LOG_VERSION).toBe(1);
    const found = await bob.post('CUSTOMER', 'find', { scope: { ID: 3 } });
    expect(found.data.entitys[0].LOG_VERSION).toBe(1);
    const saved = await bob.post('CUSTOMER', 'save', { data: { ID: 3, PHONE: '021-1', LOG_VERSION: 1 } });
    expect(saved.code).toBe('0');
    expect(saved.data.bean.LOG_VERSION).toBe(2);
    expect((await read(bob, 3)).LOG_VERSION).toBe(2);
  });

  it('the second of two editors who read the same version is refused with who and when, and nothing is written', async () => {
    const first = await read(bob, 4);
    const second = await read(carol, 4);
    const ok = await bob.post('CUSTOMER', 'save', { data: { ID: 4, PHONE: 'bob', LOG_VERSION: first.LOG_VERSION } });
    expect(ok.code).toBe('0');
    const stale = await carol.post(
      'CUSTOMER',
      'update',
      { data: { ID: 4, PHONE: 'carol', LOG_VERSION: second.LOG_VERSION } },
      { headers: { Language: '011' } },
    );
    expect(stale.code).toBe('error.conflict');
    expect(stale.msg).toContain('Bob Li');
    expect(stale.data).toMatchObject({ version: first.LOG_VERSION + 1, updatedBy: 'user-bob', updatedByName: 'Bob Li' });
    expect(stale.data.current.PHONE).toBe('bob');
    expect(stale.data.updatedAt).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}/);
    expect(stale.data.children).toHaveProperty('CONTACT');
    expect((await read(bob, 4)).PHONE).toBe('bob');
    const zh = await carol.post('CUSTOMER', 'save', { data: { ID: 4, PHONE: 'carol', LOG_VERSION: second.LOG_VERSION } });
    expect(zh.msg).toMatch(/^该记录已被 李博 于 .* 修改/);
    // Saving over it: the current version is sent back deliberately.
    const over = await carol.post('CUSTOMER', 'save', { data: { ID: 4, PHONE: 'carol', LOG_VERSION: stale.data.version } });
    expect(over.code).toBe('0');
    expect((await read(bob, 4)).PHONE).toBe('carol');
  });

  it('a change of an existing record without its version, or with a bad one, is error.param', async () => {
    expect((await bob.post('CUSTOMER', 'save', { data: { ID: 5, PHONE: 'x' } })).code).toBe('error.param');
    expect((await bob.post('CUSTOMER', 'save', { data: { ID: 5, PHONE: 'x', LOG_VERSION: 'abc' } })).code).toBe('error.param');
    expect((await bob.post('CUSTOMER', 'save', { data: { ID: 5, PHONE: 'x', LOG_VERSION: -1 } })).code).toBe('error.param');
  });

  it('an insert needs no version and starts at 1; operates add one too', async () => {
    const made = await bob.post('CUSTOMER', 'save', { data: { NAME: '版本测试客户', ACTIVE: 0 } });
    expect(made.code).toBe('0');
    expect(made.data.bean.LOG_VERSION).toBe(1);
    const applied = await bob.post('CUSTOMER', 'apply', { action: 'activate', id: String(made.data.id) });
    expect(applied.code).toBe('0');
    expect((await read(bob, made.data.id)).LOG_VERSION).toBe(2);
  });
});

describe('child lists: no lost update through a parent save', () => {
  const withChildren = async (api: Client, id: number) => (await api.get('CUSTOMER', 'get', { id })).data.bean;

  it('a contact added on its own makes an older customer form stale: its save is refused and the contact stays', async () => {
    const opened = await withChildren(bob, 20);
    const added = await carol.post('CONTACT', 'save', { data: { CUSTOMER_ID: 20, NAME: 'Carol added' } });
    expect(added.code, added.msg).toBe('0');
    const stale = await bob.post('CUSTOMER', 'save', {
      data: { ID: 20, PHONE: 'bob', LOG_VERSION: opened.data.LOG_VERSION },
      children: { CONTACT: opened.children?.CONTACT ?? [] },
    });
    expect(stale.code).toBe('error.conflict');
    expect((await carol.get('CONTACT', 'get', { id: added.data.id })).data.bean.data.NAME).toBe('Carol added');
  });

  it('a contact changed or removed on its own also moves its customer on, and a fresh form saves', async () => {
    const opened = await withChildren(bob, 21);
    const made = await carol.post('CONTACT', 'save', { data: { CUSTOMER_ID: 21, NAME: 'first' } });
    const afterAdd = await withChildren(bob, 21);
    expect(afterAdd.data.LOG_VERSION).toBeGreaterThan(opened.data.LOG_VERSION);
    const contact = (await carol.get('CONTACT', 'get', { id: made.data.id })).data.bean.data;
    expect((await carol.post('CONTACT', 'save', { data: { ...contact, NAME: 'renamed' } })).code).toBe('0');
    const afterEdit = await withChildren(bob, 21);
    expect(afterEdit.data.LOG_VERSION).toBeGreaterThan(afterAdd.data.LOG_VERSION);
    expect((await carol.post('CONTACT', 'removeMulti', { id: String(made.data.id) })).code).toBe('0');
    const afterRemove = await withChildren(bob, 21);
    expect(afterRemove.data.LOG_VERSION).toBeGreaterThan(afterEdit.data.LOG_VERSION);
    const saved = await bob.post('CUSTOMER', 'save', {
      data: { ID: 21, PHONE: 'fresh', LOG_VERSION: afterRemove.data.LOG_VERSION },
      children: { CONTACT: afterRemove.children?.CONTACT ?? [] },
    });
    expect(saved.code, saved.msg).toBe('0');
  });
});
