// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../support/server.ts';
import { CONDITION_TABLE } from '../../support/condition-table.ts';
import { client, type Client } from './client.ts';

/** The server's half of the shared table: core/rules runs the same lists (tests/core/rules). */
let srv: TestServer;
let api: Client;

beforeAll(async () => {
  srv = await startTestServer();
  api = client(srv, await srv.login('admin'));
});
afterAll(() => srv.close());

describe('condition lists the server accepts and rejects (shared with the shell)', () => {
  it.each(CONDITION_TABLE.map((entry) => [entry.name, entry] as const))('%s', async (_name, entry) => {
    for (const action of ['find', 'list', 'getCount']) {
      const reply = await api.post('CUSTOMER', action, { params: { conditions: entry.conditions, pageSize: 1 } });
      expect(reply.code, `${action}: ${reply.msg}`).toBe(entry.accepted ? '0' : 'error.param');
      if (!entry.accepted) expect(reply.msg, action).not.toBe('');
    }
  });
});
