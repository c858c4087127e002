import { describe, expect, it } from 'vitest';
import { byOrder, decodeBase64Utf8, mergeAppConfig, normaliseUser, serviceRoles, variableMap } from '../../../core/session/index.ts';

describe('user (spec §3, §6)', () => {
  const user = normaliseUser({
    id: 7,
    client: 'demo',
    roles: [
      { ID: 'r1', NAME: 'Sales', CODE: 'sales' },
      { ID: 'r2', NAME: 'Manager', CODE: 'manager' },
    ],
    services: { s1: { r1: '0', r2: '1' }, s2: { r1: '0' } },
    serviceRoles: {
      s1: [
        { id: 'r1', code: 'sales', name: 'Sales' },
        { id: 'r2', code: 'manager' },
      ],
    },
  });

  it('normalises every map and the id', () => {
    expect(user.id).toBe('7');
    expect(user.roleRightCodes).toEqual({});
    expect(user.roleEntityApiMap).toEqual({});
    expect(normaliseUser(null)).toMatchObject({ id: '', roles: [], services: {} });
  });

  it('derives the per-service role list {id, isDefault, name, code}', () => {
    expect(serviceRoles(user, 's1')).toEqual([
      { id: 'r1', isDefault: false, name: 'Sales', code: 'sales' },
      { id: 'r2', isDefault: true, name: 'Manager', code: 'manager' },
    ]);
  });

  it('falls back to the service map and the user roles when serviceRoles lacks the service', () => {
    expect(serviceRoles(user, 's2')).toEqual([{ id: 'r1', isDefault: false, name: 'Sales', code: 'sales' }]);
    expect(serviceRoles(user, 'none')).toEqual([]);
    expect(serviceRoles(null, 's1')).toEqual([]);
  });

  it('orders roles by ORDER, missing last', () => {
    expect(byOrder([{ ORDER: 3 }, {}, { ORDER: 1 }])).toEqual([{ ORDER: 1 }, { ORDER: 3 }, {}]);
  });
});

describe('records', () => {
  it('decodes base64 of UTF-8', () => {
    expect(decodeBase64Utf8(Buffer.from('处理成功 ok', 'utf8').toString('base64'))).toBe('处理成功 ok');
  });

  it('keys system variables as #{NAME}', () => {
    expect(variableMap([{ NAME: 'year', VALUE: '2026', ORDER_NUM: 1 }])).toEqual({ '#{year}': '2026' });
  });

  it('merges app config without a system domain', () => {
    const { appConfig } = mergeAppConfig({ service: { data: { ID: 's' } }, system: { data: { CODE: 'crm', CONTEXT: 'crm' } } });
    expect(appConfig).toEqual({ ID: 's', 'SYSTEM|CODE': 'crm', 'SYSTEM|CONTEXT': 'crm', 'SYSTEM|DOMAIN|CONTEXT': '/crm' });
  });
});
