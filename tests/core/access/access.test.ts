import { describe, expect, it } from 'vitest';
import { createAccess, chooseRole, listServiceRoles, roleSelectionNeeded } from '../../../core/access/index.ts';
import { createContext } from '../../../core/instance/index.ts';
import type { AppConfig, User } from '../../../core/state/index.ts';
import { makeUser } from '../router/fakes.ts';

function setup(options: { role?: string; roleId?: string; routeName?: string; config?: AppConfig; user?: User | null } = {}) {
  const context = createContext();
  const access = createAccess(context);
  context.state.$appConfig.set(options.config ?? { ID: 'S1', CODE: 'sales' });
  context.state.$user.set(options.user === undefined ? makeUser() : options.user);
  context.state.$route.set({ name: options.routeName ?? 'app1', path: '/x', params: { role: options.role, roleId: options.roleId }, query: {} });
  return { access, context };
}

describe('roles (spec §6)', () => {
  it('derives the per-service role list with default flags and names', () => {
    expect(listServiceRoles(makeUser(), 'S1')).toEqual([
      { id: 'r1', code: 'sales', name: 'Sales', isDefault: false },
      { id: 'r2', code: 'manager', name: 'Manager', isDefault: true },
    ]);
    const onlyServices = makeUser({ serviceRoles: {} as User['serviceRoles'] });
    delete (onlyServices.serviceRoles as Record<string, unknown>).S1;
    expect(listServiceRoles(onlyServices, 'S1').map((role) => role.code)).toEqual(['sales', 'manager']);
    expect(listServiceRoles(null, 'S1')).toEqual([]);
  });

  it('the active role is the route role code matched for the current app', () => {
    expect(setup({ role: 'sales' }).access.$activeRole.get()?.id).toBe('r1');
    expect(setup({ roleId: 'r2' }).access.$activeRole.get()?.code).toBe('manager');
    expect(setup({ role: 'boss' }).access.$activeRole.get()).toBeNull();
    expect(setup({ role: 'sales', config: { ID: 'other' } }).access.$activeRole.get()).toBeNull();
  });

  it('roleId for the Role header: the active role; none for allRole; SYSTEM on Config', () => {
    expect(setup({ role: 'manager' }).access.roleId()).toBe('r2');
    expect(setup({ role: 'manager', config: { ID: 'S1', EXTEND_OF_COMPETENCE: 'allRole' } }).access.roleId()).toBeUndefined();
    expect(setup({ routeName: 'Config', role: 'SYSTEM' }).access.roleId()).toBe('SYSTEM');
    // The app an all-role one: Config still acts under SYSTEM.
    expect(setup({ routeName: 'Config', config: { ID: 'S1', EXTEND_OF_COMPETENCE: 'allRole' } }).access.roleId()).toBe('SYSTEM');
  });

  it('right codes look up the current role', () => {
    expect(setup({ role: 'sales' }).access.hasRight('customer.delete')).toBe(false);
    expect(setup({ role: 'manager' }).access.hasRight('customer.delete')).toBe(true);
    expect(setup({ role: 'sales', user: null }).access.hasRight('customer.view')).toBe(false);
  });

  it.each([
    { name: 'the route role grants it', role: 'manager', action: 'delete', allRole: false, user: 'yes', pass: true },
    { name: 'only the route role counts', role: 'sales', action: 'delete', allRole: false, user: 'yes', pass: false },
    { name: 'allRole: any role granting it', role: 'sales', action: 'delete', allRole: true, user: 'yes', pass: true },
    { name: 'allRole: no role grants it', role: 'sales', action: 'export', allRole: true, user: 'yes', pass: false },
    { name: 'an empty user passes', role: 'sales', action: 'delete', allRole: false, user: 'none', pass: true },
    { name: 'an action with no name passes', role: 'sales', action: '', allRole: false, user: 'yes', pass: true },
    { name: 'no role in the route fails', role: undefined, action: 'view', allRole: false, user: 'yes', pass: false },
  ])('operation rights: $name', ({ role, action, allRole, user, pass }) => {
    const config: AppConfig = { ID: 'S1', ...(allRole ? { EXTEND_OF_COMPETENCE: 'allRole' } : {}) };
    const { access } = setup({ role, config, user: user === 'none' ? null : makeUser() });
    expect(access.canOperate('CUSTOMER', action)).toBe(pass);
  });

  it('operation rights: an empty user record (no id, no rights) passes like no user', () => {
    const empty = { ...makeUser(), id: '', roleEntityApiMap: {} };
    expect(setup({ role: 'sales', user: empty }).access.canOperate('CUSTOMER', 'delete')).toBe(true);
    const noRights = { ...makeUser(), roleEntityApiMap: {} };
    expect(setup({ role: 'sales', user: noRights }).access.canOperate('CUSTOMER', 'delete')).toBe(false);
  });

  it('role choice and the role selection need', () => {
    const roles = listServiceRoles(makeUser(), 'S1');
    expect(chooseRole(roles)).toMatchObject({ kind: 'default', role: { code: 'manager' } });
    expect(chooseRole(roles.slice(0, 1))).toMatchObject({ kind: 'single', role: { code: 'sales' } });
    const none = roles.map((role) => ({ ...role, isDefault: false }));
    expect(chooseRole(none)).toEqual({ kind: 'select' });
    expect(chooseRole([])).toEqual({ kind: 'select' });
    expect(roleSelectionNeeded(none)).toBe(true);
    expect(roleSelectionNeeded(roles)).toBe(false);
    expect(roleSelectionNeeded(roles.slice(0, 1))).toBe(false);
    expect(setup().access.needsRoleSelection()).toBe(false);
  });
});
