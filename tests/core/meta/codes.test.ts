import { describe, expect, it } from 'vitest';
import { PlatformError } from '../../../core/errors/index.ts';
import { readSystemVariables } from '../../../core/meta/index.ts';
import { setup } from './fake-http.ts';

const levels = [
  { text: '普通', value: 'N' },
  { text: '重要', value: 'V', children: [{ text: '战略', value: 'S' }] },
];
const regions = [{ title: '华东', value: 'E', children: [{ title: '上海', value: 'SH', children: [] }] }];

describe('code lists', () => {
  it('getCodes asks by key and systemId, adds values paths, and caches per key and system', async () => {
    const { meta, http } = setup({ 'FM_CODE_DEFINE/getCodes': levels });
    const codes = await meta.getCodes('CUSTOMER_LEVEL', 'crm');
    expect(http.calls[0]).toMatchObject({ params: { key: 'CUSTOMER_LEVEL', systemId: 'crm' } });
    expect(codes[1]!.children[0]).toMatchObject({ text: '战略', title: '战略', value: 'S', values: ['V', 'S'] });
    await Promise.all(Array.from({ length: 100 }, () => meta.getCodes('CUSTOMER_LEVEL', 'crm')));
    await meta.getCodes('CUSTOMER_LEVEL', 'other');
    expect(http.count('FM_CODE_DEFINE/getCodes')).toBe(2);
  });

  it("getCodes names the current app's system when the caller names none", async () => {
    const { meta, http, context } = setup({ 'FM_CODE_DEFINE/getCodes': levels });
    await meta.getCodes('CUSTOMER_LEVEL');
    expect(http.calls[0]!.params).toEqual({ key: 'CUSTOMER_LEVEL' });
    context.state.$appConfig.set({ 'SYSTEM|ID': 'sys-crm', 'SYSTEM|CODE': 'crm' });
    await meta.getCodes('CUSTOMER_LEVEL');
    expect(http.calls[1]!.params).toEqual({ key: 'CUSTOMER_LEVEL', systemId: 'sys-crm' });
    expect(meta.peekCodes('CUSTOMER_LEVEL')).toHaveLength(2);
  });

  it('failed code-list loads reject and clear the pending state', async () => {
    const { meta, http } = setup({ 'FM_CODE_DEFINE/getCodes': new PlatformError('error.fail', 'down') });
    await expect(meta.getCodes('K')).rejects.toMatchObject({ code: 'error.fail' });
    expect(meta.caches.codeLists.isPending('010~|K')).toBe(false);
    http.replies['FM_CODE_DEFINE/getCodes'] = levels;
    await expect(meta.getCodes('K')).resolves.toHaveLength(2);
  });

  it('a missing key rejects with an empty error and no request', async () => {
    const { meta, http } = setup();
    await expect(meta.getCodes('')).rejects.toMatchObject({ code: 'meta.empty' });
    await expect(meta.getTree('')).rejects.toBeInstanceOf(PlatformError);
    expect(http.calls).toHaveLength(0);
  });

  it('getTree caches tree lists with values paths', async () => {
    const { meta, http } = setup({ 'FM_CODE_DEFINE/getTree': regions });
    const tree = await meta.getTree('REGION');
    await meta.getTree('REGION');
    expect(tree[0]!.children[0]).toMatchObject({ text: '上海', values: ['E', 'SH'] });
    expect(http.count('FM_CODE_DEFINE/getTree')).toBe(1);
    expect(meta.caches.treeLists.size).toBe(1);
  });

  it('getLabel answers from cached lists and trees, then from the server, else ""', async () => {
    const { meta, http } = setup({
      'FM_CODE_DEFINE/getCodes': levels,
      'FM_CODE_DEFINE/getTree': regions,
      'FM_CODE_DEFINE/getLabel': (spec: { params?: Record<string, unknown> }) => ({ label: `label of ${spec.params?.value}` }),
    });
    expect(await meta.getLabel('CUSTOMER_LEVEL', 'S')).toBe('战略');
    await meta.getTree('REGION');
    expect(await meta.getLabel('REGION', 'SH')).toBe('上海');
    expect(await meta.getLabel('CUSTOMER_LEVEL', 'ZZ')).toBe('label of ZZ');
    expect(http.count('FM_CODE_DEFINE/getCodes')).toBe(1);
    http.replies['FM_CODE_DEFINE/getLabel'] = new PlatformError('error.fail', 'x');
    expect(await meta.getLabel('CUSTOMER_LEVEL', 'QQ')).toBe('');
    expect(await meta.getLabel('CUSTOMER_LEVEL', '')).toBe('');
  });

  it('caches per language: after a switch the next call loads the other language once', async () => {
    const english = [
      { text: 'Normal', value: 'N' },
      { text: 'Important', value: 'V', children: [{ text: 'Strategic', value: 'S' }] },
    ];
    const { meta, http, context } = setup({
      'FM_CODE_DEFINE/getCodes': () => (context.state.$language.get() === '011' ? english : levels),
      'FM_CODE_DEFINE/getTree': () =>
        context.state.$language.get() === '011' ? [{ title: 'East', value: 'E', children: [{ title: 'Shanghai', value: 'SH' }] }] : regions,
    });
    expect((await meta.getCodes('CUSTOMER_LEVEL'))[0]!.text).toBe('普通');
    await meta.getTree('REGION');
    context.state.$language.set('011');
    expect((await meta.getCodes('CUSTOMER_LEVEL'))[0]!.text).toBe('Normal');
    expect((await meta.getTree('REGION'))[0]!.children[0]!.text).toBe('Shanghai');
    expect(await meta.getLabel('CUSTOMER_LEVEL', 'S')).toBe('Strategic');
    expect(await meta.getLabel('REGION', 'SH')).toBe('Shanghai');
    await meta.getCodes('CUSTOMER_LEVEL');
    context.state.$language.set('010');
    expect((await meta.getCodes('CUSTOMER_LEVEL'))[0]!.text).toBe('普通');
    expect(await meta.getLabel('REGION', 'SH')).toBe('上海');
    expect(http.count('FM_CODE_DEFINE/getCodes')).toBe(2);
    expect(http.count('FM_CODE_DEFINE/getTree')).toBe(2);
    expect(http.count('FM_CODE_DEFINE/getLabel')).toBe(0);
  });

  it('fuzzyQueryOption reads value/label options and is not cached', async () => {
    const { meta, http } = setup({ 'FM_ENTITY/fuzzyQueryOption': [{ value: '1', label: 'Acme' }, { value: 2 }] });
    expect(await meta.fuzzyQueryOption('CUSTOMER', 'ac', 5)).toEqual([
      { value: '1', label: 'Acme' },
      { value: '2', label: '2' },
    ]);
    await meta.fuzzyQueryOption('CUSTOMER', 'ac', 5);
    expect(http.calls[0]!.params).toEqual({ metaId: 'CUSTOMER', keyword: 'ac', limit: 5 });
    expect(http.count('FM_ENTITY/fuzzyQueryOption')).toBe(2);
  });

  it('getTags is cached by metaId', async () => {
    const { meta, http } = setup({ 'FM_ENTITY/getTags': [{ id: 't1', name: 'VIP', color: 'gold' }] });
    expect(await meta.getTags('CUSTOMER')).toEqual([{ id: 't1', name: 'VIP', color: 'gold' }]);
    await meta.getTags('CUSTOMER');
    expect(http.count('FM_ENTITY/getTags')).toBe(1);
  });
});

describe('system variables', () => {
  const rows = {
    entitys: [
      { NAME: 'year', VALUE: '2024', ORDER_NUM: 2 },
      { NAME: 'org', VALUE: 'HQ', ORDER_NUM: 1 },
    ],
  };

  it('loads FM_SEARCH_PARAM ordered by ORDER_NUM into a store and a #{NAME} map', async () => {
    const { meta, http } = setup({ 'FM_SEARCH_PARAM/list': rows });
    await meta.loadSystemVariables();
    expect(http.calls[0]).toMatchObject({ method: 'POST', data: { sort: [{ field: 'ORDER_NUM', order: 'asc' }] } });
    expect(meta.$systemVariables.get().map((row) => row.NAME)).toEqual(['org', 'year']);
    expect(meta.systemVariables()).toEqual({ '#{org}': 'HQ', '#{year}': '2024' });
  });

  it('systemVariables() starts one background load and fills the map when it lands', async () => {
    const { meta, http } = setup({ 'FM_SEARCH_PARAM/list': rows });
    expect(meta.systemVariables()).toEqual({});
    expect(meta.systemVariables()).toEqual({});
    await Promise.all([meta.ensureSystemVariables(), meta.ensureSystemVariables()]);
    expect(meta.systemVariables()['#{year}']).toBe('2024');
    expect(http.count('FM_SEARCH_PARAM/list')).toBe(1);
    expect(http.calls[0]!.silent).toBe(true);
  });

  it('a failed background load resolves with what is known and is retried on the next access', async () => {
    const { meta, http } = setup({ 'FM_SEARCH_PARAM/list': new PlatformError('error.fail', 'down') });
    await expect(meta.ensureSystemVariables()).resolves.toEqual([]);
    http.replies['FM_SEARCH_PARAM/list'] = rows;
    await meta.ensureSystemVariables();
    expect(meta.systemVariables()['#{org}']).toBe('HQ');
  });

  it('loads when watched, and again for a new user', async () => {
    const { meta, http, context } = setup({ 'FM_SEARCH_PARAM/list': rows });
    const stop = meta.$systemVariables.listen(() => {});
    await meta.ensureSystemVariables();
    expect(meta.$systemVariables.get()).toHaveLength(2);
    context.state.$user.set({ id: 'u9', client: 'demo', roles: [], services: {}, serviceRoles: {}, roleRightCodes: {}, roleEntityApiMap: {} });
    await meta.ensureSystemVariables();
    stop();
    expect(http.count('FM_SEARCH_PARAM/list')).toBe(2);
  });

  it("a load begun before a user switch neither overwrites nor forgets the new user's variables", async () => {
    const { meta, http, context } = setup();
    const replies: Array<{ resolve: (raw: unknown) => void; reject: (error: unknown) => void }> = [];
    http.request = (() => new Promise<unknown>((resolve, reject) => replies.push({ resolve, reject }))) as typeof http.request;
    const previous = meta.ensureSystemVariables();
    context.state.$user.set({ id: 'u9', client: 'demo', roles: [], services: {}, serviceRoles: {}, roleRightCodes: {}, roleEntityApiMap: {} });
    expect(replies).toHaveLength(2);
    replies[1]!.resolve({ entitys: [{ NAME: 'org', VALUE: 'B', ORDER_NUM: 1 }] });
    await meta.ensureSystemVariables();
    replies[0]!.resolve({ entitys: [{ NAME: 'org', VALUE: 'A', ORDER_NUM: 1 }] });
    await previous;
    expect(meta.systemVariables()).toEqual({ '#{org}': 'B' });

    context.state.$user.set({ id: 'u10', client: 'demo', roles: [], services: {}, serviceRoles: {}, roleRightCodes: {}, roleEntityApiMap: {} });
    const stale = meta.ensureSystemVariables();
    context.state.$user.set({ id: 'u11', client: 'demo', roles: [], services: {}, serviceRoles: {}, roleRightCodes: {}, roleEntityApiMap: {} });
    expect(replies).toHaveLength(4);
    replies[2]!.reject(new PlatformError('error.fail', 'late'));
    await stale;
    void meta.ensureSystemVariables();
    expect(replies).toHaveLength(4);
  });

  it('readSystemVariables ignores malformed rows', () => {
    expect(readSystemVariables({ entitys: [null, { VALUE: 'x' }, { NAME: 'a', VALUE: 1, ORDER_NUM: '3' }] })).toEqual([
      { NAME: 'a', VALUE: '1', ORDER_NUM: 3 },
    ]);
    expect(readSystemVariables('junk')).toEqual([]);
  });
});
