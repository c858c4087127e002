// @vitest-environment node
// The calls behind the user menu's linked services and the mobile bottom bar (spec §1, §7).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openStore } from '../../../demo/server/db/schema.ts';
import { startTestServer, type TestServer } from '../../support/server.ts';
import { client, type Client } from './client.ts';

let srv: TestServer;
let bob: Client;
beforeAll(async () => {
  srv = await startTestServer();
  bob = client(srv, await srv.login('bob'));
});
afterAll(() => srv.close());

const byIds = (ids: string[]) => ({ conditions: [{ field: 'ID', mode: 'in', value: ids }] });

describe('linked services: FM_SERVICE (SYSTEM, CODE) and FM_SYSTEM (CODE) by id', () => {
  it('find on FM_SERVICE reads the services named, with their SYSTEM and CODE, worded in the reader language', async () => {
    const zh = await bob.post('FM_SERVICE', 'find', byIds(['service-sales', 'service-legacy']));
    expect(zh.code).toBe('0');
    const rows = (zh.data.entitys as Array<Record<string, string>>).sort((a, b) => String(a.ID).localeCompare(String(b.ID)));
    expect(rows.map((r) => [r.ID, r.CODE, r.SYSTEM, r.NAME])).toEqual([
      ['service-legacy', 'legacy', 'system-crm', '旧版销售管理'],
      ['service-sales', 'sales', 'system-crm', '销售管理'],
    ]);
    const en = await bob.post('FM_SERVICE', 'find', byIds(['service-sales']), { headers: { Language: '011' } });
    expect(en.data.entitys[0]).toMatchObject({ ID: 'service-sales', CODE: 'sales', NAME: 'Sales' });
  });

  it('find on FM_SYSTEM by id gives the system code', async () => {
    const r = await bob.post('FM_SYSTEM', 'find', byIds(['system-crm', 'system-frame']));
    expect(Object.fromEntries((r.data.entitys as Array<Record<string, string>>).map((row) => [row.ID, row.CODE]))).toEqual({
      'system-crm': 'crm',
      'system-frame': 'frame',
    });
  });

  it('a service of another client is not read', async () => {
    const db = openStore(srv.dbPath);
    try {
      db.prepare("INSERT INTO FM_SERVICE (ID, CODE, NAME, SYSTEM, CLIENT) VALUES ('service-other', 'other', 'Other', 'system-crm', 'client-other')").run();
    } finally {
      db.close();
    }
    const r = await bob.post('FM_SERVICE', 'find', byIds(['service-other', 'service-sales']));
    expect(r.data.entitys.map((row: { ID: string }) => row.ID)).toEqual(['service-sales']);
  });
});

describe('mobile bottom bar: favourites, else the move menu', () => {
  it('getMobileCurrentFavoriteModule lists the favourite modules with what opens them', async () => {
    const r = await bob.get('FM_USER', 'getMobileCurrentFavoriteModule', {}, { headers: { Language: '011' } });
    expect(r.code).toBe('0');
    expect(r.data[0]).toMatchObject({ ID: 'mod-customer-list', NAME: 'Customer list', PAGE_ID: 'page-customer-list', FLAG: 'list' });
  });

  it('getUserMenuTreeData with mode move gives the move and all-mode modules only', async () => {
    const r = await bob.get('FM_MODULE', 'getUserMenuTreeData', { mode: 'move', serviceId: 'service-sales', roleId: 'role-sales' });
    expect(r.code).toBe('0');
    const ids = r.data.map((m: { ID: string }) => m.ID);
    expect(ids).toContain('mod-mobile-customers');
    expect(ids).not.toContain('mod-help');
    expect((await bob.get('FM_MODULE', 'getUserMenuTreeData', { mode: 'tablet' })).code).toBe('error.param');
  });
});
