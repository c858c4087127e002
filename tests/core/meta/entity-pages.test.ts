import { describe, expect, it } from 'vitest';
import { entityPageId } from '../../../core/meta/index.ts';
import { customerMeta, setup } from './fake-http.ts';

const pageRecord = (pageId: string, flag: string) => ({ ID: pageId, PAGE_ID: pageId, META_ID: 'E1', FLAG: flag, CONTENT: `{ title: '${pageId}' }` });

describe('the entity names its pages (spec §3)', () => {
  it('maps page kinds to addPage, editPage, detailPage, findPage and defaultStatisticsPage', () => {
    const meta = { addPage: 'P_ADD', editPage: 'P_EDIT', detailPage: 'P_DETAIL', findPage: 'P_FIND', defaultStatisticsPage: 'P_STAT' };
    expect(['add', 'addForm', 'edit', 'detail', 'list', 'entityList', 'statistics'].map((kind) => entityPageId(meta, kind))).toEqual([
      'P_ADD',
      'P_ADD',
      'P_EDIT',
      'P_DETAIL',
      'P_FIND',
      'P_FIND',
      'P_STAT',
    ]);
    expect(entityPageId(meta, 'tabs')).toBeUndefined();
    expect(entityPageId(meta, 'constructor')).toBeUndefined();
    expect(entityPageId({ addPage: '  ' }, 'add')).toBeUndefined();
    expect(entityPageId(undefined, 'add')).toBeUndefined();
  });

  it('pageConfigFor loads the page the entity names, not the one found by meta id and flag', async () => {
    const { meta, http } = setup({
      'FM_ENTITY/getMeta': { ...customerMeta(), addPage: 'P_ADD_WIDE', editPage: null },
      'FM_PAGE_CONFIG/getPageConfig': (spec: { params?: Record<string, unknown> }) =>
        spec.params?.pageId ? pageRecord(String(spec.params.pageId), 'add') : pageRecord('P_BY_FLAG', String(spec.params?.flag)),
    });
    const add = await meta.pageConfigFor({ metaId: 'E1', flag: 'add' });
    expect(add.config.pageId).toBe('P_ADD_WIDE');
    expect(http.calls.find((call) => call.action === 'getPageConfig')?.params).toEqual({ pageId: 'P_ADD_WIDE' });
    // No editPage named: the server's lookup by meta id and flag.
    const edit = await meta.pageConfigFor({ metaId: 'E1', flag: 'edit' });
    expect(edit.config.pageId).toBe('P_BY_FLAG');
    expect(http.calls.filter((call) => call.action === 'getPageConfig').at(-1)?.params).toEqual({ metaId: 'E1', flag: 'edit' });
    expect(http.count('FM_ENTITY/getMeta')).toBe(1);
  });

  it('metadata that fails to load falls back to the lookup by flag', async () => {
    const { meta } = setup({ 'FM_PAGE_CONFIG/getPageConfig': pageRecord('P_BY_FLAG', 'detail') });
    expect((await meta.pageConfigFor({ metaId: 'NOPE', flag: 'detail' })).config.pageId).toBe('P_BY_FLAG');
  });

  it('peekPageConfig gives, without loading, the page getPageConfig or pageConfigFor gave, once it and its metadata are loaded', async () => {
    const { meta, http } = setup({
      'FM_ENTITY/getMeta': { ...customerMeta(), addPage: 'P_ADD_WIDE', editPage: null },
      'FM_PAGE_CONFIG/getPageConfig': (spec: { params?: Record<string, unknown> }) =>
        spec.params?.pageId ? pageRecord(String(spec.params.pageId), 'add') : pageRecord('P_BY_FLAG', String(spec.params?.flag)),
    });
    expect(meta.peekPageConfig({ metaId: 'E1', flag: 'add' })).toBeUndefined();
    expect(meta.peekPageConfig({ pageId: 'P_ADD_WIDE' })).toBeUndefined();
    expect(http.calls).toHaveLength(0);

    const add = await meta.pageConfigFor({ metaId: 'E1', flag: 'add' });
    const edit = await meta.pageConfigFor({ metaId: 'E1', flag: 'edit' });
    const calls = http.calls.length;
    expect(meta.peekPageConfig({ metaId: 'E1', flag: 'add' })).toBe(add);
    expect(meta.peekPageConfig({ pageId: 'P_ADD_WIDE' })).toBe(add);
    expect(meta.peekPageConfig({ metaId: 'E1', flag: 'edit' })).toBe(edit);
    expect(meta.peekPageConfig({ metaId: 'E1', flag: 'detail' })).toBeUndefined();
    expect(http.calls).toHaveLength(calls);

    // Without the metadata the page its flag names is unknown: nothing is guessed.
    meta.evictMeta('E1');
    expect(meta.peekPageConfig({ metaId: 'E1', flag: 'add' })).toBeUndefined();
    expect(meta.peekPageConfig({ metaId: 'E1', flag: 'edit' })).toBeUndefined();
    expect(meta.peekPageConfig({ pageId: 'P_ADD_WIDE' })).toBe(add);
  });
});
