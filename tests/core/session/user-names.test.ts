import { describe, expect, it, vi } from 'vitest';
import { checkUserNames } from '../../../core/session/current-user.ts';
import { normaliseUser } from '../../../core/session/user.ts';
import { createMetaCheck } from '../../../core/meta/index.ts';

describe('user and role names checked at the edge of core', () => {
  it('a name that is not text falls back to the account, a role name to its code', () => {
    const warn = vi.fn();
    const check = createMetaCheck(() => ({ warn }));
    const user = normaliseUser(
      checkUserNames(
        {
          id: 'u1',
          ACCOUNT: 'zhang',
          NAME: { first: 'Zhang' },
          roles: [{ ID: 'r1', CODE: 'sales', NAME: ['销售'] }, 'r2', { ID: 'r3', CODE: 'boss', NAME: '经理' }],
          serviceRoles: { s1: [{ id: 'r1', code: 'sales', name: { x: 1 } }, 5], s2: 'none' },
        },
        check,
      ),
    );
    expect(user.NAME).toBe('zhang');
    expect(user.roles).toEqual([
      { ID: 'r1', CODE: 'sales', NAME: 'sales' },
      { ID: 'r3', CODE: 'boss', NAME: '经理' },
    ]);
    expect(user.serviceRoles).toEqual({ s1: [{ id: 'r1', code: 'sales', name: 'sales' }] });
    expect(warn).toHaveBeenCalledTimes(1);
  });

  it('leaves a well-formed user as it was', () => {
    const raw = { id: 'u1', ACCOUNT: 'li', NAME: '李', roles: [{ ID: 'r', CODE: 'c', NAME: 'n' }], serviceRoles: { s: [{ id: 'r', code: 'c', name: 'n' }] } };
    expect(normaliseUser(checkUserNames(raw))).toEqual(normaliseUser(raw));
  });
});
