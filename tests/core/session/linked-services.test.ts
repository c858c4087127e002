// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadLinkedServices } from '../../../core/session/linked-services.ts';
import { startTestServer } from '../../support/server.ts';
import type { TestServer } from '../../support/server.ts';
import { shellOn } from './server-fixtures.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server?.close();
});

describe('linked services (spec §1, §2: opened at /app/{client}/{system}/{service})', () => {
  it('lists the business services of the user map with their code and system code, in the language of the call', async () => {
    const shell = shellOn(server.url);
    const user = await shell.session.login({ account: 'bob', password: 'demo123' });
    const services = await loadLinkedServices(shell.http, user);
    expect(services).toEqual(
      expect.arrayContaining([
        { id: 'service-sales', code: 'sales', name: '销售管理', systemCode: 'crm' },
        { id: 'service-legacy', code: 'legacy', name: '旧版销售管理', systemCode: 'crm' },
        { id: 'service-open', code: 'open', name: '开放查询', systemCode: 'crm' },
      ]),
    );
    // The framework's own services (hall, client home, ...) have routes of their own.
    expect(services.map((service) => service.id)).toHaveLength(3);
    shell.context.state.$language.set('011');
    expect((await loadLinkedServices(shell.http, user)).find((service) => service.id === 'service-sales')?.name).toBe('Sales');
  });

  it('leaves out a service it cannot read and makes no call for a user without services', async () => {
    const shell = shellOn(server.url);
    const user = await shell.session.login({ account: 'alice', password: 'demo123' });
    const services = await loadLinkedServices(shell.http, { services: { ...user.services, 'service-gone': { 'role-sales': '1' } } });
    expect(services.map((service) => service.id)).not.toContain('service-gone');
    const calls = shell.seen.length;
    expect(await loadLinkedServices(shell.http, { services: {} })).toEqual([]);
    expect(await loadLinkedServices(shell.http, null)).toEqual([]);
    expect(shell.seen.length).toBe(calls);
  });
});
