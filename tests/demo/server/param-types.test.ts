// @vitest-environment node
/**
 * Keys named like inherited members (docs/server-contract.md "Parameters"). The wrong-type fuzz
 * of every call and attribute is in `param-types-*.test.ts` (tests/demo/server/param-fuzz.ts).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../support/server.ts';
import { client, type Client } from './client.ts';

let srv: TestServer;
let admin: Client;

beforeAll(async () => {
  srv = await startTestServer();
  admin = client(srv, await srv.login('admin'));
});
afterAll(() => srv.close());

describe('a key the server could mistake for an inherited member', () => {
  it('a key named like an inherited member is refused at any depth, however the JSON spells it', async () => {
    for (const raw of [
      String.raw`{"data":{"NAME":"Fuzz","\u0074oString":"x"}}`,
      '{"__proto__":{"pageSize":1}}',
      '{"conditions":[{"field":"NAME","mode":"equal","value":{"valueOf":1}}]}',
      '{"params":{"constructor":{"prototype":{"polluted":1}}}}',
    ]) {
      const r = await admin.call('CUSTOMER', 'save', { method: 'POST', rawBody: raw, headers: { Language: '011' } });
      expect([raw, r.code]).toEqual([raw, 'error.param']);
      expect(r.msg).toMatch(/^The request holds a key that is not allowed: /);
    }
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    // The same names inside text are text.
    const text = await admin.post('CUSTOMER', 'save', { data: { NAME: '"toString": __proto__ \\u0074' } });
    expect(text.code, text.msg).toBe('0');
  });
});
