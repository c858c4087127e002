import { afterEach, describe, expect, it, vi } from 'vitest';
import { PlatformError } from '../../../core/errors/index.ts';
import { customerMeta, setup } from './fake-http.ts';

const record = (extra: Record<string, unknown> = {}) => ({
  ID: 'R1',
  PAGE_ID: 'P_LIST',
  PAGE_CODE: 'customer_list',
  PAGE_PATH: '/entity/list',
  VISUAL_CONFIG_PATH: '',
  META_ID: 'CUSTOMER',
  META_CODE: 'CUSTOMER',
  FLAG: 'list',
  TITLE: '客户列表',
  HELP: '',
  SYSTEM: 'S1',
  SYSTEM_CODE: 'crm',
  RIGHT_CONTROL_MODE: '1',
  CONTENT: "{ title: '客户', itemConfigs: { grid: { id: 'grid', title: '表格' } }, columns: [{ attriName: 'NAME' }] }",
  ...extra,
});

afterEach(() => {
  delete (globalThis as Record<string, unknown>).alert;
});

describe('page configs', () => {
  it('getPageConfig by pageId → the definition record and the page configuration', async () => {
    const { meta, http } = setup({ 'FM_PAGE_CONFIG/getPageConfig': record({ compileJS: 'console.log(1)' }) });
    const page = await meta.getPageConfig({ pageId: 'P_LIST' });
    expect(http.calls[0]).toMatchObject({ entity: 'FM_PAGE_CONFIG', action: 'getPageConfig', params: { pageId: 'P_LIST' } });
    expect(page.definition).toMatchObject({ ID: 'R1', FLAG: 'list', META_ID: 'CUSTOMER', RIGHT_CONTROL_MODE: '1', TITLE: '客户列表' });
    expect(page.definition.CONTENT).toMatchObject({ title: '客户', columns: [{ attriName: 'NAME' }] });
    expect(page.config).toEqual({
      pageId: 'P_LIST',
      metaId: 'CUSTOMER',
      pageMetaId: 'CUSTOMER',
      flag: 'list',
      itemConfigs: { grid: { id: 'grid', title: '表格' } },
      compileJS: 'console.log(1)',
    });
  });

  it('warmPage loads the page config and the metadata it names, silently, and never rejects', async () => {
    const { meta, http } = setup({ 'FM_PAGE_CONFIG/getPageConfig': record(), 'FM_ENTITY/getMeta': new PlatformError('error.sql', 'down') });
    await expect(meta.warmPage({ pageId: 'P_LIST', flag: 'list' })).resolves.toBeUndefined();
    expect(http.calls.map((call) => [`${call.entity}/${call.action}`, call.params, call.silent])).toEqual([
      ['FM_PAGE_CONFIG/getPageConfig', { pageId: 'P_LIST' }, true],
      ['FM_ENTITY/getMeta', { metaId: 'CUSTOMER' }, true],
    ]);
    expect(meta.peekPageConfig({ pageId: 'P_LIST' })).toBeDefined();
    await expect(meta.warmPage({ flag: 'list' })).resolves.toBeUndefined();
    expect(http.calls).toHaveLength(2);
  });

  it('warmPage gives the page config and the metadata it loaded, from the same caches as the pages', async () => {
    const { meta, http } = setup({ 'FM_PAGE_CONFIG/getPageConfig': record(), 'FM_ENTITY/getMeta': customerMeta() });
    const warmed = await meta.warmPage({ entity: 'CUSTOMER', flag: 'list' });
    expect(warmed?.page).toBe(await meta.pageConfigFor({ metaId: 'CUSTOMER', flag: 'list' }));
    expect(warmed?.meta).toBe(await meta.getMeta('CUSTOMER'));
    expect(http.calls).toHaveLength(2);
  });

  it('getPageConfig by metaId and flag; getPageConfigById by record id', async () => {
    const { meta, http } = setup({ 'FM_PAGE_CONFIG/getPageConfig': record(), 'FM_PAGE_CONFIG/getPageConfigById': record() });
    const byMeta = await meta.getPageConfig({ metaId: 'CUST_VIEW', flag: 'list' });
    expect(http.calls[0]!.params).toEqual({ metaId: 'CUST_VIEW', flag: 'list' });
    expect(byMeta.config).toMatchObject({ metaId: 'CUST_VIEW', pageMetaId: 'CUSTOMER' });
    await meta.getPageConfigById('R1');
    expect(http.calls[1]).toMatchObject({ action: 'getPageConfigById', params: { id: 'R1' } });
  });

  it('empty CONTENT is an empty config; an unknown RIGHT_CONTROL_MODE is 0', async () => {
    const { meta } = setup({ 'FM_PAGE_CONFIG/getPageConfig': record({ CONTENT: '', RIGHT_CONTROL_MODE: '7' }) });
    const page = await meta.getPageConfig({ pageId: 'P_LIST' });
    expect(page.definition.CONTENT).toEqual({});
    expect(page.definition.RIGHT_CONTROL_MODE).toBe('0');
    expect(page.config.itemConfigs).toEqual({});
  });

  it('caches: 100 concurrent calls for one page make one request', async () => {
    const { meta, http } = setup({ 'FM_PAGE_CONFIG/getPageConfig': record() });
    await Promise.all(Array.from({ length: 100 }, () => meta.getPageConfig({ pageId: 'P_LIST' })));
    expect(http.count('FM_PAGE_CONFIG/getPageConfig')).toBe(1);
  });

  it('a missing page id, or meta id without flag, rejects with an empty error', async () => {
    const { meta, http } = setup();
    await expect(meta.getPageConfig({ pageId: '' })).rejects.toMatchObject({ code: 'meta.empty', message: '' });
    await expect(meta.getPageConfig({ metaId: 'X', flag: '' })).rejects.toMatchObject({ code: 'meta.empty' });
    await expect(meta.getPageConfigById('')).rejects.toBeInstanceOf(PlatformError);
    expect(http.calls).toHaveLength(0);
  });

  it('an empty reply rejects with an empty error and is retried', async () => {
    const { meta, http } = setup({ 'FM_PAGE_CONFIG/getPageConfig': null });
    await expect(meta.getPageConfig({ pageId: 'P' })).rejects.toMatchObject({ code: 'meta.empty' });
    http.replies['FM_PAGE_CONFIG/getPageConfig'] = record();
    await expect(meta.getPageConfig({ pageId: 'P' })).resolves.toBeTruthy();
  });

  it('CONTENT of the wrong type is an error naming the page', async () => {
    const { meta } = setup({ 'FM_PAGE_CONFIG/getPageConfig': record({ CONTENT: 42 }) });
    await expect(meta.getPageConfig({ pageId: 'P_LIST' })).rejects.toMatchObject({
      code: 'config.notObject',
      message: expect.stringContaining('customer_list'),
    });
  });
});

describe('page config eviction', () => {
  async function loaded() {
    const env = setup({
      'FM_PAGE_CONFIG/getPageConfig': (spec: { params?: Record<string, unknown> }) =>
        spec.params?.pageId === 'P_EDIT' ? record({ ID: 'R2', PAGE_ID: 'P_EDIT', FLAG: 'edit' }) : record(),
      'FM_PAGE_CONFIG/getPageConfigById': record(),
    });
    await env.meta.getPageConfig({ pageId: 'P_LIST' });
    await env.meta.getPageConfig({ pageId: 'P_EDIT' });
    await env.meta.getPageConfig({ metaId: 'CUSTOMER', flag: 'list' });
    await env.meta.getPageConfigById('R1');
    return env;
  }

  it('by page id drops every cached entry of that page, whatever it was asked by', async () => {
    const { meta, http } = await loaded();
    expect(meta.caches.pageConfigs.size).toBe(4);
    expect(meta.evictPageConfig({ pageId: 'P_LIST' })).toBe(3);
    expect(meta.caches.pageConfigs.keys()).toEqual(['page:P_EDIT']);
    await meta.getPageConfig({ pageId: 'P_LIST' });
    expect(http.count('FM_PAGE_CONFIG/getPageConfig')).toBe(4);
  });

  it('by flag and meta id drops only that kind of page of that entity', async () => {
    const { meta } = await loaded();
    expect(meta.evictPageConfig({ metaId: 'CUSTOMER', flag: 'edit' })).toBe(1);
    expect(meta.caches.pageConfigs.keys()).toEqual(['page:P_LIST', 'meta:CUSTOMER|list', 'id:R1']);
    expect(meta.evictPageConfig({ metaId: 'CUSTOMER', flag: 'list' })).toBe(3);
    expect(meta.caches.pageConfigs.size).toBe(0);
  });

  it('an eviction during a load keeps the stale reply out of the cache', async () => {
    const { meta } = setup({ 'FM_PAGE_CONFIG/getPageConfig': record() });
    const call = meta.getPageConfig({ pageId: 'P_LIST' });
    expect(meta.evictPageConfig({ pageId: 'P_LIST' })).toBe(1);
    await call;
    expect(meta.caches.pageConfigs.size).toBe(0);
  });

  it('keeps at most 50 page configs, oldest dropped first', async () => {
    const { meta } = setup({ 'FM_PAGE_CONFIG/getPageConfig': (spec: { params?: Record<string, unknown> }) => record({ PAGE_ID: spec.params?.pageId }) });
    for (let i = 0; i < 55; i++) await meta.getPageConfig({ pageId: `P${i}` });
    expect(meta.caches.pageConfigs.size).toBe(50);
    expect(meta.caches.pageConfigs.keys()[0]).toBe('page:P5');
  });
});

describe('config text modes through getPageConfig', () => {
  it('strict: code in CONTENT is never run and the error names the page', async () => {
    const alert = vi.fn();
    (globalThis as Record<string, unknown>).alert = alert;
    const { meta } = setup({ 'FM_PAGE_CONFIG/getPageConfig': record({ CONTENT: '{a: alert(1)}' }) }, { settings: { configTextMode: 'strict' } });
    const error = await meta.getPageConfig({ pageId: 'P_LIST' }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(PlatformError);
    expect(error).toMatchObject({ code: 'config.notData', message: '页面 customer_list 的配置不是数据，严格模式下不会执行' });
    expect(alert).not.toHaveBeenCalled();
  });

  it('compat (default): code in CONTENT runs with { page, meta, user, language }', async () => {
    const { meta, context } = setup({
      'FM_PAGE_CONFIG/getPageConfig': record({ CONTENT: "{ title: page.TITLE + '/' + language + '/' + (user && user.id), n: 2 * 21 }" }),
    });
    context.state.$user.set({ id: 'u7', client: 'demo', roles: [], services: {}, serviceRoles: {}, roleRightCodes: {}, roleEntityApiMap: {} });
    context.state.$language.set('011');
    const page = await meta.getPageConfig({ pageId: 'P_LIST' });
    expect(page.definition.CONTENT).toEqual({ title: '客户列表/011/u7', n: 42 });
  });

  it('compat: a failing CONTENT rejects with a PlatformError naming the page, and is retried', async () => {
    const { meta, http } = setup({ 'FM_PAGE_CONFIG/getPageConfig': record({ CONTENT: '{ a: nothing.here }' }) });
    await expect(meta.getPageConfig({ pageId: 'P_LIST' })).rejects.toMatchObject({ code: 'config.failed', message: expect.stringContaining('customer_list') });
    http.replies['FM_PAGE_CONFIG/getPageConfig'] = record();
    await expect(meta.getPageConfig({ pageId: 'P_LIST' })).resolves.toBeTruthy();
  });
});
