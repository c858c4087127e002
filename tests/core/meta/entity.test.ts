import { describe, expect, it } from 'vitest';
import { PlatformError, isPlatformError } from '../../../core/errors/index.ts';
import { normalizeEntity } from '../../../core/meta/index.ts';
import { customerMeta, setup } from './fake-http.ts';

describe('getMeta', () => {
  it('normalises the entity object of spec §3', async () => {
    const { meta } = setup({ 'FM_ENTITY/getMeta': customerMeta() });
    const entity = await meta.getMeta('CUSTOMER');
    expect(entity).toMatchObject({ id: 'E1', code: 'CUSTOMER', label: '客户', keyType: 'derive', keyNames: ['ID'], addPage: 'P_ADD' });
    expect(entity.attriNames).toEqual(['ID', 'NAME', 'LEVEL']);
    expect(entity.attriIds).toEqual(['a-ID', 'a-NAME', 'a-LEVEL']);
    const name = entity.attributes[1]!;
    expect(name).toMatchObject({ name: 'NAME', isRequired: true, busiKey: '1', labels: { '010': 'NAME中文', '011': 'NAME en' } });
    expect(entity.attributes[2]).toMatchObject({ dataType: 'code', codeKey: 'CUSTOMER_LEVEL' });
    expect(entity.relatedEntitys).toEqual([{ id: 'E2', code: 'CONTACT', flag: '1', title: '联系人', linkAttri: 'CUSTOMER_ID' }]);
  });

  it('excludes the audit fields from every field list', async () => {
    const { meta } = setup({ 'FM_ENTITY/getMeta': customerMeta() });
    const entity = await meta.getMeta('CUSTOMER');
    for (const audit of ['LOG_C_TIME', 'LOG_C_USER', 'LOG_U_TIME', 'LOG_U_USER']) {
      expect(entity.attriNames).not.toContain(audit);
      expect(entity.attributes.map((a) => a.name)).not.toContain(audit);
      expect(entity.searchFields).not.toContain(audit);
    }
  });

  it('orders relations by relationSort and marks flag+viewCascade "1" as a child section', async () => {
    const { meta } = setup({ 'FM_ENTITY/getMeta': customerMeta() });
    const { relations } = await meta.getMeta('CUSTOMER');
    expect(relations.map((r) => r.code)).toEqual(['contacts', 'orders']);
    expect(relations[0]).toMatchObject({ entityA: 'CUSTOMER', flag: '1', linkAttri: 'CUSTOMER_ID', viewCascade: '1', relationSort: 1, isChildSection: true });
    expect(relations[1]!.isChildSection).toBe(false);
  });

  it('caches per metaId: one request for many calls', async () => {
    const { meta, http } = setup({ 'FM_ENTITY/getMeta': customerMeta() });
    await Promise.all(Array.from({ length: 100 }, () => meta.getMeta('CUSTOMER')));
    await meta.getMeta('CUSTOMER');
    expect(http.count('FM_ENTITY/getMeta')).toBe(1);
    expect(meta.peekMeta('CUSTOMER')?.code).toBe('CUSTOMER');
    meta.evictMeta('CUSTOMER');
    await meta.getMeta('CUSTOMER');
    expect(http.count('FM_ENTITY/getMeta')).toBe(2);
  });

  it('rejects with an empty error for a missing metaId, without a request', async () => {
    const { meta, http } = setup({ 'FM_ENTITY/getMeta': customerMeta() });
    const error = await meta.getMeta('').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(PlatformError);
    expect(error).toMatchObject({ code: 'meta.empty', message: '' });
    await expect(meta.getSimpleMeta('')).rejects.toMatchObject({ code: 'meta.empty' });
    expect(http.calls).toHaveLength(0);
  });

  it.each([null, '', {}, []])('rejects with an empty error for the empty reply %j, and retries later', async (reply) => {
    const { meta, http } = setup({ 'FM_ENTITY/getMeta': reply });
    await expect(meta.getMeta('X')).rejects.toMatchObject({ code: 'meta.empty', message: '' });
    http.replies['FM_ENTITY/getMeta'] = customerMeta();
    expect((await meta.getMeta('X')).code).toBe('CUSTOMER');
  });

  it('passes the request error through and clears the marker', async () => {
    const { meta, http } = setup({ 'FM_ENTITY/getMeta': new PlatformError('error.notfound', '不存在') });
    await expect(meta.getMeta('X')).rejects.toMatchObject({ code: 'error.notfound' });
    http.replies['FM_ENTITY/getMeta'] = customerMeta();
    await expect(meta.getMeta('X')).resolves.toBeTruthy();
  });

  it('getSimpleMeta reads id, code, name, label and key names', async () => {
    const { meta } = setup({ 'FM_ENTITY/getSimpleMeta': { id: 'E1', code: 'CUSTOMER', name: 'CUSTOMER', label: '客户', keyNames: ['ID'] } });
    expect(await meta.getSimpleMeta('E1')).toEqual({ id: 'E1', code: 'CUSTOMER', name: 'CUSTOMER', label: '客户', keyNames: ['ID'] });
  });
});

describe('malformed metadata', () => {
  const cases: Array<[string, unknown, RegExp]> = [
    ['attributes missing', { ...customerMeta(), attributes: undefined }, /attributes missing/],
    ['attributes not a list', { ...customerMeta(), attributes: 'NAME,CODE' }, /attributes is not a list/],
    ['relations of the wrong type', { ...customerMeta(), relations: { a: 1 } }, /relations is not a list/],
    ['a number instead of an object', 42, /not an object/],
    ['no id and no code', { attributes: [] }, /no id or code/],
  ];

  it.each(cases)('%s → a meta.malformed error value naming the entity', async (_name, reply, reason) => {
    const { meta } = setup({ 'FM_ENTITY/getMeta': reply });
    const error = await meta.getMeta('CUSTOMER').catch((e: unknown) => e);
    expect(isPlatformError(error)).toBe(true);
    expect((error as PlatformError).code).toBe('meta.malformed');
    expect((error as PlatformError).message).toMatch(reason);
    expect((error as PlatformError).message).toMatch(/CUSTOMER/);
  });

  it('normalizeEntity returns the error instead of throwing, in the current language', () => {
    const result = normalizeEntity({ code: 'ORDER', attributes: null }, 'ORDER', '011');
    expect(result).toBeInstanceOf(PlatformError);
    expect((result as PlatformError).message).toBe('The metadata of entity ORDER is malformed: attributes missing');
    const zh = normalizeEntity({ code: 'ORDER', attributes: null }, 'ORDER', '010') as PlatformError;
    expect(zh.message).toBe('实体 ORDER 的元数据格式错误：attributes missing');
  });

  it('tolerates numbers sent as strings and flags sent as numbers', () => {
    const result = normalizeEntity(
      {
        id: 7,
        code: 'P',
        attributes: [{ name: 'A', orderNum: '2', isRequired: 1, busiKey: true }],
        relations: [{ code: 'r', flag: 1, viewCascade: '1', relationSort: '3' }],
      },
      'P',
    );
    expect(result).not.toBeInstanceOf(PlatformError);
    const entity = result as Exclude<typeof result, PlatformError>;
    expect(entity.id).toBe('7');
    expect(entity.attributes[0]).toMatchObject({ orderNum: 2, isRequired: true, busiKey: '1' });
    expect(entity.relations[0]).toMatchObject({ relationSort: 3, isChildSection: true });
  });
});

describe('cache lifetime', () => {
  const someone = (id: string) => ({ id, client: 'demo', roles: [], services: {}, serviceRoles: {}, roleRightCodes: {}, roleEntityApiMap: {} });

  it('empties the caches on logout, on a different user and on a client switch', async () => {
    const { meta, http, context } = setup({ 'FM_ENTITY/getMeta': customerMeta() });
    context.state.$user.set(someone('u1'));
    context.state.$clientConfig.set({ CODE: 'demo' });
    await meta.getMeta('CUSTOMER');
    context.state.$user.set({ ...someone('u1') });
    // The entity under its code and under its id.
    expect(meta.caches.metadata.size).toBe(2);
    context.state.$user.set(null);
    expect(meta.caches.metadata.size).toBe(0);
    await meta.getMeta('CUSTOMER');
    context.state.$user.set(someone('u2'));
    expect(meta.caches.metadata.size).toBe(0);
    await meta.getMeta('CUSTOMER');
    context.state.$clientConfig.set({ CODE: 'demo' });
    expect(meta.caches.metadata.size).toBe(2);
    context.state.$clientConfig.set({ CODE: 'other' });
    expect(meta.caches.metadata.size).toBe(0);
    expect(http.count('FM_ENTITY/getMeta')).toBe(3);
  });

  it('keeps one entry per language; peekMeta reads the current one, evictMeta drops them all', async () => {
    const { meta, http, context } = setup({ 'FM_ENTITY/getMeta': customerMeta(), 'FM_ENTITY/getSimpleMeta': { id: 'E1', code: 'CUSTOMER' } });
    await meta.getMeta('CUSTOMER');
    context.state.$language.set('011');
    expect(meta.peekMeta('CUSTOMER')).toBeUndefined();
    await Promise.all([meta.getMeta('CUSTOMER'), meta.getMeta('CUSTOMER'), meta.getSimpleMeta('CUSTOMER')]);
    expect(meta.peekMeta('CUSTOMER')).toBeTruthy();
    expect(http.count('FM_ENTITY/getMeta')).toBe(2);
    // Per language the entity under its code and its id, and the simple metadata.
    expect(meta.caches.metadata.size).toBe(5);
    meta.evictMeta('CUSTOMER');
    expect(meta.caches.metadata.size).toBe(0);
  });

  it('answers an entity by its id once loaded by its code, and by its code once loaded by its id, with one request', async () => {
    const { meta, http } = setup({ 'FM_ENTITY/getMeta': customerMeta() });
    const byCode = await meta.getMeta('CUSTOMER');
    expect(byCode.id).not.toBe('CUSTOMER');
    expect(await meta.getMeta(byCode.id)).toBe(byCode);
    expect(meta.peekMeta(byCode.id)).toBe(byCode);
    expect(http.count('FM_ENTITY/getMeta')).toBe(1);
    meta.evictMeta(byCode.id);
    expect(meta.peekMeta('CUSTOMER')).toBeUndefined();
    const byId = await meta.getMeta(byCode.id);
    expect(await meta.getMeta('CUSTOMER')).toBe(byId);
    expect(http.count('FM_ENTITY/getMeta')).toBe(2);
  });
});
