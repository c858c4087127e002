// @vitest-environment node
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startTestServer } from '../../support/server.ts';
import type { TestServer } from '../../support/server.ts';
import { platformOn } from './server-fixtures.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server?.close();
});
beforeEach(async () => {
  await server.hooks.resetCounts();
});

describe('metadata against the reference server', () => {
  it('normalises CUSTOMER: ordered attributes without audit fields, child-section relations', async () => {
    const platform = await platformOn(server.url);
    const entity = await platform.meta.getMeta('CUSTOMER');
    expect(entity).toMatchObject({ code: 'CUSTOMER', keyType: 'derive', keyNames: ['ID'], labels: { '011': 'Customer' } });
    expect(entity.attriNames.slice(0, 3)).toEqual(['ID', 'NAME', 'LEVEL']);
    expect(entity.attriNames.filter((name) => name.startsWith('LOG_'))).toEqual([]);
    expect(entity.attributes.find((a) => a.name === 'NAME')).toMatchObject({ isRequired: true, busiKey: '1', labels: { '011': 'Name' } });
    expect(entity.relations.some((relation) => relation.isChildSection)).toBe(true);
    platform.i18n.setLanguage('011');
    expect(platform.i18n.label(entity.attributes[1])).toBe('Name');
  });

  it('100 concurrent getMeta calls for one key make 1 request, counted by the server', async () => {
    const platform = await platformOn(server.url);
    await server.hooks.resetCounts();
    const results = await Promise.all(Array.from({ length: 100 }, () => platform.meta.getMeta('ORDER')));
    expect(new Set(results).size).toBe(1);
    expect(await server.hooks.count('FM_ENTITY', 'getMeta')).toBe(1);
  });

  it('100 concurrent code-list, tree and page-config calls make 1 request each', async () => {
    const platform = await platformOn(server.url);
    await server.hooks.resetCounts();
    await Promise.all([
      ...Array.from({ length: 100 }, () => platform.meta.getCodes('CUSTOMER_LEVEL')),
      ...Array.from({ length: 100 }, () => platform.meta.getTree('REGION')),
      ...Array.from({ length: 100 }, () => platform.meta.getPageConfig({ metaId: 'CUSTOMER', flag: 'list' })),
    ]);
    expect(await server.hooks.count('FM_CODE_DEFINE', 'getCodes')).toBe(1);
    expect(await server.hooks.count('FM_CODE_DEFINE', 'getTree')).toBe(1);
    expect(await server.hooks.count('FM_PAGE_CONFIG', 'getPageConfig')).toBe(1);
  });

  it('a failed load clears the marker and the next call retries', async () => {
    const platform = await platformOn(server.url);
    await server.hooks.fail('getCodes', 1);
    await expect(platform.meta.getCodes('CUSTOMER_LEVEL')).rejects.toMatchObject({ code: 'error.fail' });
    const codes = await platform.meta.getCodes('CUSTOMER_LEVEL');
    expect(codes.map((code) => code.value)).toEqual(['A', 'B', 'C', 'D']);
    expect(await server.hooks.count('FM_CODE_DEFINE', 'getCodes')).toBe(2);
  });

  it('relation-tree and view-field failures are swallowed, then retried', async () => {
    const platform = await platformOn(server.url);
    await server.hooks.fail('metaRelationTree', 1);
    await server.hooks.fail('getEntityMetaView', 1);
    expect(await platform.meta.metaRelationTree('CUSTOMER')).toBeUndefined();
    expect(await platform.meta.getEntityMetaView('CUSTOMER')).toEqual([]);
    expect(platform.notifier.$notifications.get()).toEqual([]);
    const tree = (await platform.meta.metaRelationTree('CUSTOMER'))!;
    expect(tree.code).toBe('CUSTOMER');
    const sub = tree.relationMeta[0]!;
    expect(sub).toMatchObject({ isSub: true, type: 'meta' });
    const subField = sub.children.find((node) => node.type === 'field')!;
    expect(subField.fieldKey).toBe(`${sub.linkFlag}.${subField.code}`);
    const view = await platform.meta.getEntityMetaView('CUSTOMER');
    expect(view[0]!.main).toBe(true);
    expect(await server.hooks.count('FM_ENTITY', 'metaRelationTree')).toBe(2);
  });

  it('page configs: record and configuration, evicted by page id and by flag + meta id', async () => {
    const platform = await platformOn(server.url);
    const page = await platform.meta.getPageConfig({ metaId: 'CUSTOMER', flag: 'list' });
    expect(page.definition).toMatchObject({ PAGE_ID: 'page-customer-list', FLAG: 'list', RIGHT_CONTROL_MODE: '1' });
    expect(page.definition.CONTENT).toMatchObject({ title: '客户列表' });
    expect(platform.i18n.localize(page.definition.CONTENT).title).toBe('客户列表');
    await platform.meta.getPageConfig({ pageId: page.config.pageId });
    await server.hooks.resetCounts();
    expect(platform.meta.evictPageConfig({ pageId: page.config.pageId })).toBe(2);
    await platform.meta.getPageConfig({ pageId: page.config.pageId });
    await platform.meta.getPageConfig({ metaId: 'CUSTOMER', flag: 'list' });
    expect(platform.meta.evictPageConfig({ metaId: 'CUSTOMER', flag: 'list' })).toBe(2);
    await platform.meta.getPageConfig({ metaId: 'CUSTOMER', flag: 'list' });
    expect(await server.hooks.count('FM_PAGE_CONFIG', 'getPageConfig')).toBe(3);
  });

  it('strict mode reads the seeded pages (they are data)', async () => {
    const platform = await platformOn(server.url, 'admin', { configTextMode: 'strict' });
    await expect(platform.meta.getPageConfig({ metaId: 'CUSTOMER', flag: 'list' })).resolves.toBeTruthy();
  });

  it('labels, tags, fuzzy options and system variables', async () => {
    const platform = await platformOn(server.url);
    await platform.meta.getTree('REGION');
    expect(await platform.meta.getLabel('REGION', 'EC-SH')).toBe('上海');
    expect((await platform.meta.getTags('CUSTOMER')).map((tag) => tag.name)).toContain('VIP');
    const options = await platform.meta.fuzzyQueryOption('CUSTOMER', 'a', 3);
    expect(options.length).toBeGreaterThan(0);
    expect(typeof options[0]!.value).toBe('string');
    await platform.meta.loadSystemVariables();
    expect(platform.meta.systemVariables()['#{currentYear}']).toBeTruthy();
    const orders = platform.meta.$systemVariables.get().map((row) => row.ORDER_NUM);
    expect(orders).toEqual([...orders].sort((a, b) => a - b));
  });

  it('a language switch loads code lists, trees and metadata once per language, in that language', async () => {
    const platform = await platformOn(server.url);
    await server.hooks.resetCounts();
    expect(await platform.meta.getLabel('REGION', 'EC-SH')).toBe('上海');
    await platform.meta.getTree('REGION');
    const chinese = await platform.meta.getSimpleMeta('CUSTOMER');
    platform.i18n.setLanguage('011');
    await Promise.all(Array.from({ length: 10 }, () => platform.meta.getTree('REGION')));
    expect(await platform.meta.getLabel('REGION', 'EC-SH')).toBe('Shanghai');
    expect((await platform.meta.getSimpleMeta('CUSTOMER')).label).not.toBe(chinese.label);
    platform.i18n.setLanguage('010');
    expect(await platform.meta.getLabel('REGION', 'EC-SH')).toBe('上海');
    expect(await server.hooks.count('FM_CODE_DEFINE', 'getTree')).toBe(2);
    expect(await server.hooks.count('FM_ENTITY', 'getSimpleMeta')).toBe(2);
  });

  it('an unknown entity rejects with the server error', async () => {
    const platform = await platformOn(server.url);
    await expect(platform.meta.getMeta('NOPE')).rejects.toMatchObject({ code: 'error.notfound' });
  });
});
