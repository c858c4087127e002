// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { buildPath, matchPath, readAddressCodes, readCodes, ROUTES } from '../../../core/router/index.ts';

/** One row per route of spec §2 "Screens and routes" (and the DESIGN §4 messaging paths). */
const table: Array<[path: string, name: string, params: Record<string, string | undefined>]> = [
  ['/login/demo/crm', 'login', { client: 'demo', system: 'crm', app: undefined }],
  ['/login/demo/crm/sales', 'login', { client: 'demo', system: 'crm', app: 'sales' }],
  ['/hall/login/demo', 'hallLogin', { client: 'demo' }],
  ['/app/role/select/demo', 'appRoleSelect', { client: 'demo' }],
  ['/app/role/select/demo/crm/sales', 'appRoleSelect', { client: 'demo', system: 'crm', app: 'sales' }],
  ['/hall/role/select/demo', 'hallRoleSelect', { client: 'demo' }],
  ['/hall/role/select/demo/hall', 'hallRoleSelect', { client: 'demo', app: 'hall' }],
  ['/', 'defaultApp', {}],
  ['/app/demo/crm', 'app1', { client: 'demo', system: 'crm' }],
  ['/app/demo/crm/sales/manager', 'app1', { client: 'demo', system: 'crm', app: 'sales', role: 'manager' }],
  ['/app/S1', 'app', { id: 'S1' }],
  ['/app', 'app', {}],
  ['/service/setting/demo/crm/sales', 'appSetting', { client: 'demo', system: 'crm', app: 'sales' }],
  ['/service/setting/demo/crm/sales/admin', 'appSetting', { client: 'demo', system: 'crm', app: 'sales', role: 'admin' }],
  ['/system/demo/crm', 'system', { client: 'demo', system: 'crm' }],
  ['/system/demo/crm/sales', 'system', { client: 'demo', system: 'crm', role: 'sales' }],
  ['/client/demo', 'client', { client: 'demo' }],
  ['/client/demo/sales', 'client', { client: 'demo', role: 'sales' }],
  ['/hall/demo', 'hall', { client: 'demo' }],
  ['/hall/demo/sales', 'hall', { client: 'demo', role: 'sales' }],
  ['/task/demo/crm/t1', 'Task', { client: 'demo', system: 'crm', taskId: 't1' }],
  ['/wxwork/task/demo/crm/t1', 'wxworkTask', { client: 'demo', system: 'crm', taskId: 't1' }],
  ['/dingtalk/task/demo/crm/t1', 'dingtalkTask', { client: 'demo', system: 'crm', taskId: 't1' }],
  ['/config/edit/demo/crm/c1', 'Config', { mode: 'edit', client: 'demo', system: 'crm', configId: 'c1' }],
  ['/help/demo/crm/sales', 'ServiceHelp', { client: 'demo', system: 'crm', app: 'sales' }],
  ['/help/demo/crm/sales/h1', 'ServiceHelp', { client: 'demo', system: 'crm', app: 'sales', helpId: 'h1' }],
  ['/module', 'module', {}],
  ['/page', 'Page', {}],
  ['/page/M9', 'Page', { moduleId: 'M9' }],
  ['/s/abc', 'shorturl', { link: 'abc' }],
  ['/wxwork', 'wxwork', {}],
  ['/dingtalk', 'dingtalk', {}],
  ['/recruit/register/demo/crm', 'recruitRegister', { client: 'demo', system: 'crm' }],
  ['/error', 'error', {}],
  ['/S1', 'catchAll', { id: 'S1' }],
];

describe('route table (spec §2)', () => {
  it.each(table)('%s is %s', (path, name, params) => {
    const match = matchPath(path);
    expect(match.name).toBe(name);
    expect(match.params).toMatchObject(params);
  });

  it('has a row for every route of the spec, plus the local login and the messaging paths', () => {
    const names = new Set(ROUTES.map((route) => route.name));
    for (const name of [
      'login',
      'hallLogin',
      'localLogin',
      'appRoleSelect',
      'hallRoleSelect',
      'defaultApp',
      'app1',
      'app',
      'appSetting',
      'system',
      'client',
      'hall',
      'Task',
      'Config',
      'ServiceHelp',
      'module',
      'Page',
      'shorturl',
      'error',
      'catchAll',
    ]) {
      expect(names.has(name as never), name).toBe(true);
    }
  });

  it('an unknown address of two or more segments is not found; one segment is the catch-all app', () => {
    expect(matchPath('/a/b/c')).toEqual({ name: 'notFound', params: {} });
    expect(matchPath('/a/b')).toEqual({ name: 'notFound', params: {} });
    expect(matchPath('/a')).toEqual({ name: 'catchAll', params: { id: 'a' } });
  });

  it('builds paths back from names; optional params stop at the first missing one', () => {
    for (const [path, name, params] of table) {
      if (name === 'defaultApp' || name === 'catchAll' || name === 'app') continue;
      expect(buildPath(name, params)).toBe(path);
    }
    expect(buildPath('login', { clientCode: 'demo', system: 'crm', app: 'sales' })).toBe('/login/demo/crm/sales');
    expect(buildPath('app1', { client: 'demo', system: 'crm', role: 'r' })).toBe('/app/demo/crm');
  });

  it('reads client and system codes from the address shapes the guard reads, and /recruit/register', () => {
    expect(readCodes('/recruit/register/acme/hr')).toEqual({ client: 'acme', system: 'hr', app: undefined });
    expect(readCodes('/app/role/select/acme/hr/svc')).toEqual({ client: 'acme', system: 'hr', app: 'svc' });
    expect(readCodes('/app/acme/hr/svc/role')).toEqual({ client: 'acme', system: 'hr', app: 'svc' });
    expect(readCodes('/hall/login/acme')).toMatchObject({ client: 'acme' });
    expect(readCodes('/hall/acme')).toMatchObject({ client: 'acme' });
    expect(readCodes('/login/acme/hr/svc?path=x')).toEqual({ client: 'acme', system: 'hr', app: 'svc' });
    expect(readCodes('/system/acme/hr')).toMatchObject({ client: 'acme', system: 'hr' });
    expect(readCodes('/client/acme')).toMatchObject({ client: 'acme' });
    expect(readCodes('/service/setting/acme/hr/svc')).toEqual({ client: 'acme', system: 'hr', app: 'svc' });
  });

  it('reads the codes of a whole address in hash and history mode', () => {
    expect(readAddressCodes('https://x.test/index.html?token=1#/app/acme/hr/svc?a=1')).toEqual({ client: 'acme', system: 'hr', app: 'svc' });
    expect(readAddressCodes('https://x.test/shell/login/acme/hr', { routerMode: 'history', routerBase: '/shell' })).toMatchObject({
      client: 'acme',
      system: 'hr',
    });
    expect(readAddressCodes('https://x.test/#/s/abc')).toEqual({ client: undefined, system: undefined, app: undefined });
  });
});
