// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMenus, menuLabel, tabTitle, visibleMenu } from '../../../core/menus/index.ts';
import { startTestServer } from '../../support/server.ts';
import type { TestServer } from '../../support/server.ts';
import { shellOn } from '../session/server-fixtures.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server?.close();
});

async function loggedIn(account: string) {
  const shell = shellOn(server.url);
  await shell.session.login({ account, password: 'demo123' });
  return { shell, menus: createMenus(shell.http) };
}

const ids = (modules: Array<{ ID: string; children?: unknown[] }>) => modules.map((module) => module.ID);

describe('menus', () => {
  it('empties the children of a HIDDEN_SUB_MENU module and keeps the others', () => {
    const tree = visibleMenu([
      { ID: 'a', HIDDEN_SUB_MENU: '1', children: [{ ID: 'a1' }] },
      { ID: 'b', children: [{ ID: 'b1', HIDDEN_SUB_MENU: '0', children: [{ ID: 'b11' }] }] },
    ]);
    expect(tree[0]!.children).toEqual([]);
    expect(tree[1]!.children![0]!.children!.map((m) => m.ID)).toEqual(['b11']);
  });

  it('survives malformed trees: not an array, rows without an id', () => {
    expect(visibleMenu(null)).toEqual([]);
    expect(visibleMenu({} as never)).toEqual([]);
    expect(ids(visibleMenu([null, { NAME: 'no id' }, { ID: 7 }] as never))).toEqual(['7']);
  });

  it('titles a tab opened by a menu id (address or short link) with the entry name, never the page kind', () => {
    const byId = { m7: { ID: 'm7', NAME: '客户', 'NAME.i18n': { '010': '客户', '011': 'Customers' } } } as never;
    expect(tabTitle({ moduleId: 'm7', kind: 'moduleIndex' }, byId, '011')).toBe('Customers');
    expect(tabTitle({ moduleId: 'm7', kind: 'moduleIndex' }, byId, '010')).toBe('客户');
    // Opened from the menu in Chinese, shown after a switch to English: the current language.
    expect(tabTitle({ moduleId: 'm7', title: '客户', kind: 'page' }, byId, '011')).toBe('Customers');
    // A title the page set itself stays; the kind only when nothing else is known.
    expect(tabTitle({ moduleId: 'm7', title: 'ORD-1', kind: 'edit' }, byId, '011')).toBe('ORD-1');
    expect(tabTitle({ moduleId: 'gone', kind: 'moduleIndex' }, byId, '011')).toBe('moduleIndex');
  });

  it('labels a module in the current language, then its name, then its id', () => {
    const module = { ID: 'm', NAME: '客户', 'NAME.i18n': { '011': 'Customers' } };
    expect(menuLabel(module, '011')).toBe('Customers');
    expect(menuLabel(module, '010')).toBe('客户');
    expect(menuLabel({ ID: 'm' }, '010')).toBe('m');
  });

  it('fetches the tree per role: a manager sees the statistics menus, a sales role does not', async () => {
    const { menus } = await loggedIn('bob');
    const manager = await menus.userMenuTree({ serviceId: 'service-sales', roleId: 'role-manager', mode: 'pc' });
    const sales = await menus.userMenuTree({ serviceId: 'service-sales', roleId: 'role-sales', mode: 'pc' });
    const flat = (modules: typeof manager): string[] => modules.flatMap((m) => [m.ID, ...flat(m.children ?? [])]);
    expect(flat(manager)).toContain('mod-customer-stat');
    expect(flat(sales)).not.toContain('mod-customer-stat');
    const product = manager.find((module) => module.ID === 'mod-product');
    expect(product?.children).toEqual([]);
  });

  it('reads the service menu, sub modules, one module and the favourites', async () => {
    const { menus } = await loggedIn('admin');
    expect(ids(await menus.serviceMenu('service-sales'))).toContain('mod-customer');
    expect(ids(await menus.subModules('mod-customer'))).toContain('mod-customer-list');
    expect(await menus.module('mod-customer-list')).toMatchObject({ ID: 'mod-customer-list', PAGE_ID: 'page-customer-list' });
    expect(Array.isArray(await menus.favoriteModules())).toBe(true);
  });
});
