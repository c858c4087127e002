// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../support/server.ts';
import { client, type Client } from './client.ts';

let srv: TestServer;
let api: Client;

beforeAll(async () => {
  srv = await startTestServer();
  api = client(srv, await srv.login('admin'));
});
afterAll(() => srv.close());

/** Everything a bad request might have changed. */
async function snapshot(): Promise<string> {
  const parts = await Promise.all(['CUSTOMER', 'CONTACT', 'ORDER', 'ORDER_LINE', 'PRODUCT'].map((e) => api.post(e, 'list', {})));
  const users = await api.post('FM_USER', 'list', {});
  return JSON.stringify([...parts.map((p) => p.data), users.data]);
}

const noLeak = (msg: string): void => {
  expect(msg).not.toMatch(/\bat .+:\d+|SQLITE_|node_modules|\.ts:\d+|FROM "/);
};

describe('bad input never crashes, leaks or changes data', () => {
  it('SQL injection in filter values is bound as data', async () => {
    const before = await snapshot();
    for (const value of ['\'; DROP TABLE "CUSTOMER"; --', "x' OR '1'='1", '1 OR 1=1', '%', "') OR 1=1 --"]) {
      for (const mode of ['equal', 'like', 'begin', 'end', 'in', 'date_less']) {
        const r = await api.post('CUSTOMER', 'list', { conditions: [{ field: 'NAME', mode, value }] });
        expect(r.code, `${mode} ${value}`).toBe('0');
        expect(r.data.total).toBe(0);
      }
      expect((await api.post('CUSTOMER', 'list', { scope: { NAME: value } })).data.total).toBe(0);
      expect((await api.post('CUSTOMER', 'list', { keyword: value })).data.total).toBe(0);
      expect((await api.get('FM_CODE_DEFINE', 'getCodes', { key: value })).code).toBe('error.notfound');
      expect((await api.post('PRODUCT', 'removeMulti', { id: `P001${value}` })).data.count).toBe(0);
    }
    expect(await snapshot()).toBe(before);
  });

  it('SQL injection in field names is refused with error.param', async () => {
    const before = await snapshot();
    const fields = ['NAME; DROP TABLE "CUSTOMER"', 'NAME" = "NAME" OR 1=1 --', '"ID"', '1=1) OR (1', 'name', 'CUSTOMER.NAME', '*'];
    for (const field of fields) {
      const r = await api.post('CUSTOMER', 'list', { conditions: [{ field, mode: 'equal', value: 'x' }] });
      expect(r.code, field).toBe('error.param');
      expect(r.msg).toContain('没有字段');
      noLeak(r.msg);
      expect((await api.post('CUSTOMER', 'list', { scope: { [field]: 'x' } })).code).toBe('error.param');
      expect((await api.post('CUSTOMER', 'save', { data: { NAME: 'ok', [field]: 'x' } })).code).toBe('error.param');
      expect((await api.post('CUSTOMER', 'stat', { groupBy: field })).code).toBe('error.param');
      expect((await api.post('CUSTOMER', 'stat', { groupBy: 'LEVEL', sum: [field] })).code).toBe('error.param');
    }
    expect((await api.post('CUSTOMER', 'save', { data: { NAME: 'ok' }, children: { 'CONTACT; DROP TABLE "CONTACT"': [] } })).code).toBe('error.param');
    expect(await snapshot()).toBe(before);
  });

  it('SQL injection in sort keys and sort order is refused with error.param', async () => {
    const before = await snapshot();
    const sorts: unknown[] = [
      [{ field: 'NAME; DROP TABLE "CUSTOMER"', order: 'asc' }],
      [{ field: '(SELECT 1)', order: 'asc' }],
      [{ field: 'NAME', order: 'asc; DROP TABLE "CUSTOMER"' }],
      [{ field: 'NAME', order: 'desc, (SELECT CASE WHEN 1 THEN 1 END)' }],
      'NAME desc, ID',
      'NAME; DELETE FROM "CUSTOMER"',
      [{ field: 'NAME', order: 'sideways' }],
    ];
    for (const sort of sorts) {
      const r = await api.post('CUSTOMER', 'find', { sort });
      expect(r.code, JSON.stringify(sort)).toBe('error.param');
      noLeak(r.msg);
    }
    expect((await api.post('CUSTOMER', 'find', { sort: 'NAME desc', pageSize: 1 })).code).toBe('0');
    expect(await snapshot()).toBe(before);
  });

  it('injection in record ids is refused', async () => {
    const before = await snapshot();
    expect((await api.get('CUSTOMER', 'get', { id: '1 OR 1=1' })).code).toBe('error.param');
    expect((await api.post('CUSTOMER', 'removeMulti', { id: '1) OR (1=1' })).code).toBe('error.param');
    expect((await api.post('CUSTOMER', 'removeMulti', { id: '1; DELETE FROM "CUSTOMER"' })).code).toBe('error.param');
    expect((await api.post('CUSTOMER', 'update', { data: { ID: '1 OR 1=1', NAME: 'x' } })).code).toBe('error.param');
    expect((await api.post('CUSTOMER', 'apply', { action: 'activate', id: '1 OR 1=1' })).code).toBe('error.param');
    expect(await snapshot()).toBe(before);
  });

  it('malformed JSON and non-object bodies answer error.param', async () => {
    for (const rawBody of ['{"conditions": [', '{name: 1}', 'undefined', "{'a':1}"]) {
      const r = await api.call('CUSTOMER', 'list', { method: 'POST', rawBody });
      expect(r).toMatchObject({ code: 'error.param', msg: '请求内容不是合法的 JSON', data: null });
    }
    expect((await api.call('CUSTOMER', 'list', { method: 'POST', rawBody: '[1,2]' })).code).toBe('error.param');
    expect((await api.call('CUSTOMER', 'list', { method: 'POST', rawBody: '"text"' })).code).toBe('error.param');
    const en = await api.call('CUSTOMER', 'list', { method: 'POST', rawBody: '{', headers: { Language: '011' } });
    expect(en.msg).toBe('The request body is not valid JSON');
  });

  it('a huge or invalid page size answers error.param', async () => {
    expect(await api.post('CUSTOMER', 'find', { pageSize: 100000 })).toMatchObject({ code: 'error.param', msg: '每页条数必须在 1 到 1000 之间' });
    expect((await api.post('CUSTOMER', 'find', { pageSize: 1e308 })).code).toBe('error.param');
    expect((await api.post('CUSTOMER', 'find', { pageSize: 0 })).code).toBe('error.param');
    expect((await api.post('CUSTOMER', 'find', { pageSize: 'all' })).code).toBe('error.param');
    expect((await api.post('CUSTOMER', 'find', { pageIndex: -2 })).code).toBe('error.param');
    expect((await api.post('CUSTOMER', 'find', { pageSize: 1000 })).code).toBe('0');
  });

  it('unknown entities, actions and address shapes answer error.notfound with a readable msg', async () => {
    expect(await api.post('NO_SUCH', 'list', {})).toMatchObject({ code: 'error.notfound', msg: '实体 NO_SUCH 不存在' });
    expect(await api.post('CUSTOMER', 'explode', {})).toMatchObject({ code: 'error.notfound', msg: '实体 CUSTOMER 不支持操作 explode' });
    const en = await api.post('CUSTOMER', 'explode', {}, { headers: { Language: '011' } });
    expect(en.msg).toBe('Entity CUSTOMER has no action explode');
    const deep = await fetch(`${srv.url}/api/v1/demo/crm/a/b/c/d`);
    expect((await deep.json()).code).toBe('error.notfound');
    const short = await fetch(`${srv.url}/api/v1/demo/crm/nothing`);
    expect((await short.json()).code).toBe('error.notfound');
    const badEncoding = await fetch(`${srv.url}/api/v1/demo/crm/%E0%A4%A/list`);
    expect((await badEncoding.json()).code).toBe('error.param');
  });

  it.each(['constructor', 'toString', 'valueOf', 'hasOwnProperty', '__proto__', 'isPrototypeOf'])(
    'an action named like a property every object inherits (%s) is unknown: error.notfound, with or without a session',
    async (name) => {
      const anon = client(srv);
      for (const who of [api, anon]) {
        for (const method of ['GET', 'POST'] as const) {
          const r = await who.call('CUSTOMER', name, { method, ...(method === 'POST' ? { body: {} } : {}) });
          expect(r).toMatchObject({ code: 'error.notfound', msg: `实体 CUSTOMER 不支持操作 ${name}`, data: null });
        }
        expect(await who.get('FM_USER', name)).toMatchObject({ code: 'error.notfound', msg: `实体 FM_USER 不支持操作 ${name}` });
        expect(await who.get('', name)).toMatchObject({ code: 'error.notfound', msg: `未知的请求 ${name}` });
        expect((await who.call('PROCESS', name, { prefix: 'process' })).code).toBe('error.notfound');
      }
      const en = await anon.get('CUSTOMER', name, {}, { headers: { Language: '011' } });
      expect(en).toMatchObject({ code: 'error.notfound', msg: `Entity CUSTOMER has no action ${name}` });
    },
  );

  it('a write action over GET is refused', async () => {
    expect((await api.get('CUSTOMER', 'save', { data: '{}' })).code).toBe('error.param');
  });

  it('a body over the size limit is refused with HTTP 413 and the envelope, in the request language', async () => {
    const res = await api.raw('CUSTOMER', 'list', {
      method: 'POST',
      rawBody: JSON.stringify({ keyword: 'x'.repeat(21 * 1024 * 1024) }),
      headers: { Language: '011' },
    });
    expect(res.status).toBe(413);
    expect(res.headers.get('connection')).toBe('close');
    expect(await res.json()).toMatchObject({ code: 'error.param', msg: 'The request body is too large (limit 20 MB)', data: null });
  });

  it('a duplicate unique value answers error.sql without SQL in the message', async () => {
    const order = (await api.post('ORDER', 'find', { pageSize: 1 })).data.entitys[0];
    const r = await api.post('ORDER', 'save', { data: { ORDER_NO: order.ORDER_NO, CUSTOMER_ID: 1 } });
    expect(r).toMatchObject({ code: 'error.sql', msg: '数据保存失败：与已有记录重复', data: null });
    noLeak(r.msg);
  });

  it('values the columns cannot hold as sent are refused, not stored changed: impossible dates, overflowing amounts, keys that are not decimal', async () => {
    const before = await snapshot();
    for (const SIGNED_ON of ['2024-02-31', '2023-02-29', '2024-13-01', '2024-99-99<img src=x>']) {
      expect((await api.post('CUSTOMER', 'save', { data: { NAME: 'bad date', LEVEL: 'A', SIGNED_ON } })).code).toBe('error.param');
    }
    for (const CREDIT of ['1e308', '9'.repeat(400)]) {
      expect((await api.post('CUSTOMER', 'save', { data: { NAME: 'huge', LEVEL: 'A', CREDIT } })).code).toBe('error.param');
    }
    for (const id of ['0x10', '1e1', '+1 ']) expect((await api.get('CUSTOMER', 'get', { id })).code).toBe('error.param');
    expect(await snapshot()).toBe(before);
    const leap = await api.post('CUSTOMER', 'save', { data: { NAME: 'leap day', LEVEL: 'A', SIGNED_ON: '2024-02-29' } });
    expect(leap.code, leap.msg).toBe('0');
  });

  it('the server still answers after all of the above', async () => {
    expect((await api.post('CUSTOMER', 'getCount', {})).data.count).toBeGreaterThanOrEqual(60);
  });
});
