import { describe, expect, it } from 'vitest';
import { createClientState } from '../../../core/state/index.ts';
import { buildPath, methodFor, queryString, resolveCodes, serverBase } from '../../../core/http/index.ts';

const codes = { client: 'demo', system: 'crm' };

describe('path builder (spec §7)', () => {
  it('builds {prefix}/{client}/{system}/{entity}/{action} with the /api/v1 prefix by default', () => {
    expect(buildPath({ entity: 'CUSTOMER', action: 'find' }, codes, {})).toBe('/api/v1/demo/crm/CUSTOMER/find');
  });

  it('uses /rule/v1 with the rule in place of the action', () => {
    expect(buildPath({ entity: 'ORDER', action: 'apply', rule: 'approve' }, codes, {})).toBe('/rule/v1/demo/crm/ORDER/approve');
  });

  it('uses /process/v1 for process requests', () => {
    expect(buildPath({ entity: 'ORDER', action: 'start', process: true }, codes, {})).toBe('/process/v1/demo/crm/ORDER/start');
  });

  it('puts management entities on system mgn with the entity suffixed _{system}_{client}', () => {
    expect(buildPath({ entity: 'FM_MGN_CLIENT', action: 'get', management: true }, codes, {})).toBe('/api/v1/demo/mgn/FM_MGN_CLIENT_crm_demo/get');
  });

  it('prefixes the IP base, its domain context and the project context path', () => {
    const settings = { ipBase: 'https://10.1.2.3:8443/', domainContext: '/crm-domain/', contextPath: 'platform' };
    expect(serverBase(settings)).toBe('https://10.1.2.3:8443/crm-domain/platform');
    expect(buildPath({ entity: 'X', action: 'get' }, codes, settings)).toBe('https://10.1.2.3:8443/crm-domain/platform/api/v1/demo/crm/X/get');
  });

  it('lets the base URL override replace the server base; same origin when none is set', () => {
    expect(serverBase({ baseUrl: 'https://api.example.com/base/', ipBase: 'https://10.0.0.1' })).toBe('https://api.example.com/base');
    expect(serverBase({ contextPath: 'ignored-without-a-server-base' })).toBe('');
  });

  it('takes client and system from the call, the route, the app config, then the defaults', () => {
    const state = createClientState();
    expect(resolveCodes(state, {})).toEqual({ client: 'frame', system: 'frame' });
    expect(resolveCodes(state, { defaultClient: 'dc', defaultSystem: 'ds' })).toEqual({ client: 'dc', system: 'ds' });
    state.$appConfig.set({ 'CLIENT|CODE': 'cfgc', 'SYSTEM|CODE': 'cfgs' });
    expect(resolveCodes(state, { defaultClient: 'dc' })).toEqual({ client: 'cfgc', system: 'cfgs' });
    state.$route.set({ name: 'app1', path: '/', query: {}, params: { client: 'rc', system: 'rs' } });
    expect(resolveCodes(state, {})).toEqual({ client: 'rc', system: 'rs' });
    expect(resolveCodes(state, {}, { client: 'own', system: 'sys' })).toEqual({ client: 'own', system: 'sys' });
  });

  it('uses GET by default, POST for the post-type actions, and an explicit method when given', () => {
    expect(methodFor({ action: 'get' })).toBe('GET');
    expect(methodFor({ action: 'getUser' })).toBe('GET');
    for (const action of ['find', 'getCount', 'list', 'save', 'update', 'removeMulti', 'apply', 'checkLoginNoDecrypt']) {
      expect(methodFor({ action })).toBe('POST');
    }
    expect(methodFor({ action: 'find', method: 'GET' })).toBe('GET');
  });

  it('serialises query params, leaving absent values out and objects as JSON', () => {
    expect(queryString({ a: 1, b: undefined, c: null, d: 'x y', e: { f: 1 } })).toBe('a=1&d=x+y&e=%7B%22f%22%3A1%7D');
  });
});
