import { describe, expect, it } from 'vitest';
import { envelope, failure, setup } from '../http/fixtures.ts';
import type { Call } from '../http/fixtures.ts';
import { createSession } from '../../../core/session/index.ts';

/** The calls of spec §7 "Specific calls" as the session sends them and reads their replies. */
function sessionWith(routes: Record<string, (call: Call) => Response>) {
  const base = setup({
    handler: (call) => {
      const name = new URL(call.url, 'http://x').pathname.split('/').slice(-2).join('/');
      return routes[name]?.(call) ?? failure('error.notfound', name);
    },
  });
  const session = createSession(base.context, { http: base.http, navigate: () => {}, closePopups: () => {}, clearTabs: () => {} });
  base.context.state.$user.set({ id: 'u2', client: 'demo', roles: [], services: {}, serviceRoles: {}, roleRightCodes: {}, roleEntityApiMap: {} });
  return { ...base, session };
}

const body = (call: Call | undefined) => JSON.parse(String(call?.body ?? '{}'));

describe('FM_USER self lookup (find with scope ID = the user id) reads data', () => {
  it('the user row when data is the row', async () => {
    const { session, calls } = sessionWith({ 'FM_USER/find': () => envelope({ ID: 'u2', NAME: 'Bob' }) });
    await expect(session.userRecord()).resolves.toEqual({ ID: 'u2', NAME: 'Bob' });
    expect(calls[0]).toMatchObject({ method: 'POST' });
    expect(body(calls[0])).toEqual({ scope: { ID: 'u2' } });
  });

  it('the user row among data.entitys when data is a find reply; another user is not the user', async () => {
    const other = sessionWith({ 'FM_USER/find': () => envelope({ entitys: [{ ID: 'u9' }, { ID: 'u2', NAME: 'Bob' }], total: 2 }) });
    await expect(other.session.userRecord()).resolves.toEqual({ ID: 'u2', NAME: 'Bob' });
    const none = sessionWith({ 'FM_USER/find': () => envelope({ entitys: [{ ID: 'u9' }] }) });
    await expect(none.session.userRecord()).resolves.toBeUndefined();
    const empty = sessionWith({ 'FM_USER/find': () => envelope(null) });
    await expect(empty.session.userRecord()).resolves.toBeUndefined();
  });
});

describe('FM_SYSTEM and FM_CLIENT find', () => {
  it('FM_SYSTEM find sends the client link with the scope of client code and system code, under that client', async () => {
    const { session, calls } = sessionWith({ 'FM_SYSTEM/find': () => envelope({ entitys: [{ ID: 'y1', CODE: 'crm' }], total: 1 }) });
    await expect(session.findSystem('acme', 'crm')).resolves.toEqual({ ID: 'y1', CODE: 'crm' });
    expect(calls[0]!.url).toContain('/api/v1/acme/');
    expect(body(calls[0])).toEqual({ link: ['CLIENT'], scope: { 'CLIENT|CODE': 'acme', CODE: 'crm' } });
  });

  it('FM_CLIENT find sends the scope code', async () => {
    const { session, calls } = sessionWith({ 'FM_CLIENT/find': () => envelope({ entitys: [{ ID: 'c1', CODE: 'acme' }] }) });
    await expect(session.findClient('acme')).resolves.toEqual({ ID: 'c1', CODE: 'acme' });
    expect(body(calls[0])).toEqual({ scope: { CODE: 'acme' } });
  });
});
