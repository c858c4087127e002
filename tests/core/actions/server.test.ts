// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Operate } from '../../../core/actions/index.ts';
import type { FieldConfig } from '../../../core/forms/index.ts';
import { startTestServer } from '../../support/server.ts';
import type { TestServer } from '../../support/server.ts';
import { platformOn } from '../meta/server-fixtures.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server?.close();
});

type Row = Record<string, unknown>;

async function customers(platform: Awaited<ReturnType<typeof platformOn>>, active: string): Promise<Row[]> {
  const data = await platform.http.request<{ entitys: Row[] }>({
    entity: 'CUSTOMER',
    action: 'find',
    method: 'POST',
    data: { conditions: [{ field: 'ACTIVE', mode: 'equal', value: active }], pageSize: 2 },
  });
  return data.entitys;
}

describe('rules, forms and actions against the reference server', () => {
  it('runs a post operation from the page config, then refreshes', async () => {
    const platform = await platformOn(server.url);
    const page = await platform.meta.getPageConfig({ metaId: 'CUSTOMER', flag: 'list' });
    const operates = page.definition.CONTENT.operates as Operate[];
    const activate = operates.find((operate) => operate.name === 'activate')!;
    const rows = await customers(platform, '0');
    expect(rows.length).toBeGreaterThan(0);
    let refreshed = 0;
    const result = await platform.actions.run(activate, { entity: 'CUSTOMER', rows, refresh: () => (refreshed += 1) });
    expect(result).toMatchObject({ status: 'done', afterAction: 'refresh' });
    expect(refreshed).toBe(1);
    const after = await platform.http.request<{ bean: { data: Row } }>({ entity: 'CUSTOMER', action: 'get', params: { id: rows[0]!.ID } });
    expect(String(after.bean.data.ACTIVE)).toBe('1');
    // Re-read, the rows are active now: the shell's row condition stops a second run with the tip.
    const fresh = await Promise.all(
      rows.map(async (row) => (await platform.http.request<{ bean: { data: Row } }>({ entity: 'CUSTOMER', action: 'get', params: { id: row.ID } })).bean.data),
    );
    const again = await platform.actions.run(activate, { entity: 'CUSTOMER', rows: fresh });
    expect(again).toMatchObject({ status: 'blocked', message: '只能启用未启用的客户' });
  });

  it('shows the server message when the call fails, and the download variant returns a named file', async () => {
    const platform = await platformOn(server.url);
    await server.hooks.fail('apply', 1, { code: 'error.fail', msg: '服务器拒绝' });
    const rows = await customers(platform, '1');
    const deactivate: Operate = { name: 'deactivate', type: 'post', action: 'deactivate', needSelect: 'n' };
    expect(await platform.actions.run(deactivate, { entity: 'CUSTOMER', rows })).toMatchObject({ status: 'failed', message: '服务器拒绝' });
    const exported = await platform.actions.run({ name: 'export', type: 'download', action: 'exportExcel', needSelect: 0 }, { entity: 'CUSTOMER' });
    expect(exported.status).toBe('done');
    const file = exported.data as { blob: Blob; filename: string };
    expect(file.filename).toMatch(/\.csv$/);
    expect(file.blob.size).toBeGreaterThan(0);
  });

  it('builds and validates the customer add form from metadata and page config', async () => {
    const platform = await platformOn(server.url);
    const meta = await platform.meta.getMeta('CUSTOMER');
    const page = await platform.meta.getPageConfig({ metaId: 'CUSTOMER', flag: 'add' });
    const content = page.definition.CONTENT as { fields?: FieldConfig[]; fieldScope?: { '1'?: string[]; '2'?: string[] } };
    const fields = await platform.forms.buildFields({ meta, state: 'ADD', fields: content.fields, fieldScope: content.fieldScope });
    expect(fields.map((field) => field.name)).toContain('NAME');
    expect(fields.find((field) => field.name === 'ID')).toBeUndefined();
    const form = platform.forms.createForm(fields);
    const errors = await form.validate({ NAME: '', EMAIL: 'nope' });
    expect(errors.NAME?.[0]).toMatch(/是必填项$/);
    // The reference metadata marks the field an email (pattern `email`, at most 254 characters).
    expect(errors.EMAIL?.[0]).toBe('电子邮箱 不是有效的电子邮箱');
  });

  it('hides or disables operations the role lacks under RIGHT_CONTROL_MODE', async () => {
    const platform = await platformOn(server.url, 'alice');
    await platform.session.loadAppConfig();
    platform.state.$route.set({
      name: 'app1',
      path: '/app/demo/crm/sales/sales',
      query: {},
      params: { client: 'demo', system: 'crm', app: 'sales', role: 'sales' },
    });
    expect(platform.access.$activeRole.get()?.code).toBe('sales');
    expect(platform.actions.visibility({ name: 'no-such-right' }, 'CUSTOMER', '1')).toBe('hidden');
    expect(platform.actions.visibility({ name: 'no-such-right' }, 'CUSTOMER', '2')).toBe('disabled');
    expect(platform.actions.visibility({ name: 'no-such-right' }, 'CUSTOMER', '0')).toBe('shown');
    expect(platform.actions.visibility({ name: 'x', right: 'view' }, 'CUSTOMER', '1')).toBe('shown');
    expect(platform.rules.test([{ field: 'user.roleCode', mode: 'equal', value: 'sales' }], {})).toBe(true);
  });
});
