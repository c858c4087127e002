import { describe, expect, it, vi } from 'vitest';
import { checkPageContent, createMetaCheck, normalizeCodeNodes, normalizeEntity, normalizePageRecord } from '../../../core/meta/index.ts';
import type { EntityMeta, MetaCheck } from '../../../core/meta/index.ts';
import { attribute, customerMeta, setup } from './fake-http.ts';

function recorder() {
  const warn = vi.fn();
  const check: MetaCheck = createMetaCheck(() => ({ warn }));
  return { warn, check };
}

describe('the metadata check', () => {
  it('warns once per problem kind, naming the first item', () => {
    const { warn, check } = recorder();
    check('label-not-text', 'FM_MODULE 1 NAME');
    check('label-not-text', 'FM_MODULE 2 NAME');
    check('item-not-object', 'columns');
    expect(warn).toHaveBeenCalledTimes(2);
    expect(warn.mock.calls[0]![0]).toMatch(/label that is not text.*FM_MODULE 1 NAME/);
  });
});

describe('entity metadata degrades per item', () => {
  it('drops attributes that are not objects or have no name, keeps the rest', () => {
    const { check, warn } = recorder();
    const raw = { ...customerMeta(), attributes: [42, { label: 'no name' }, attribute('NAME'), 'CODE', null] };
    const meta = normalizeEntity(raw, 'CUSTOMER', '010', check) as EntityMeta;
    expect(meta.attriNames).toEqual(['NAME']);
    expect(warn).toHaveBeenCalledTimes(2);
  });

  it('turns labels that are not text into the code, and label maps into maps of text', () => {
    const { check } = recorder();
    const raw = {
      ...customerMeta(),
      label: { zh: '客户' },
      name: ['x'],
      labels: 'Customer',
      attributes: [attribute('NAME', { label: { text: 'x' }, labels: { '010': 5, '011': { a: 1 }, '012': 'ok' } })],
      relations: [{ code: 'contacts', title: { '010': '联系人' }, flag: '1', viewCascade: '1' }, 'contacts'],
      relatedEntitys: [{ code: 'ORDER', title: [] }, 7],
    };
    const meta = normalizeEntity(raw, 'CUSTOMER', '010', check) as EntityMeta;
    expect(meta.name).toBe('CUSTOMER');
    expect(meta.label).toBe('CUSTOMER');
    expect(meta.labels).toEqual({});
    expect(meta.attributes[0]).toMatchObject({ label: 'NAME', labels: { '010': '5', '012': 'ok' } });
    expect(meta.relations).toHaveLength(1);
    expect(meta.relations[0]!.title).toBe('contacts');
    expect(meta.relatedEntitys).toEqual([expect.objectContaining({ code: 'ORDER', title: 'ORDER' })]);
  });

  it('keeps operations with a name, each property of its type; search fields as texts', () => {
    const { check } = recorder();
    const raw = {
      ...customerMeta(),
      operates: [
        { name: 'approve', label: { a: 1 }, confirm: 3, condition: 'x', params: 'p', 'label.i18n': { '011': 'Approve', '010': {} } },
        { label: 'no name' },
        'x',
      ],
      searchFields: ['NAME', { a: 1 }, 12, 'LOG_C_TIME'],
    };
    const meta = normalizeEntity(raw, 'CUSTOMER', '010', check) as EntityMeta;
    expect(meta.operates).toEqual([{ name: 'approve', confirm: '3', 'label.i18n': { '011': 'Approve' } }]);
    expect(meta.searchFields).toEqual(['NAME', '12']);
  });

  it('reports through the instance console, once per kind, when loaded by the service', async () => {
    const warn = vi.fn();
    const { meta } = setup(
      { 'FM_ENTITY/getMeta': { ...customerMeta(), attributes: [attribute('A', { label: {} }), attribute('B', { label: [] })] } },
      { console: { warn, error() {}, info() {}, log() {} } },
    );
    const loaded = await meta.getMeta('CUSTOMER');
    expect(loaded.attributes.map((a) => a.label)).toEqual(['A', 'B']);
    expect(warn).toHaveBeenCalledTimes(1);
  });
});

describe('page configs', () => {
  it('keeps well-typed content as it is', () => {
    const { check, warn } = recorder();
    const content = {
      title: 'Customers',
      'title.i18n': { '010': '客户', '011': 'Customers' },
      columns: [{ attriName: 'NAME', fieldLabel: 'Name', width: 120 }],
      operates: [{ name: 'add', label: 'Add', type: 'open', needSelect: 0 }],
      pageSize: 20,
      hiddenFields: ['CODE'],
      custom: { kept: true },
    };
    expect(checkPageContent(content, check, 'page P')).toEqual(content);
    expect(warn).not.toHaveBeenCalled();
  });

  it('drops items that are not objects, labels that are not text and a title map that is not a map', () => {
    const { check } = recorder();
    const out = checkPageContent(
      {
        title: { a: 1 },
        'title.i18n': 'Customers',
        columns: ['NAME', { attriName: 'CODE', fieldLabel: { x: 1 }, condition: 'yes', width: {} }, { fieldLabel: 'no attribute' }, null],
        fields: { attriName: 'NAME' },
        operates: [1, { name: 'go', tip: [] }],
        itemConfigs: { a: { x: 1 }, b: 'text' },
        hiddenFields: 'A, B',
        pageSize: 'many',
        sort: [{ field: 'NAME', order: 'down' }, 'x'],
        statistics: 'yes',
      },
      check,
      'page P',
    );
    expect(out).toEqual({
      columns: [{ attriName: 'CODE' }],
      fields: [],
      operates: [{ name: 'go' }],
      itemConfigs: { a: { x: 1 } },
      hiddenFields: ['A', 'B'],
      sort: [{ field: 'NAME', order: 'asc' }],
    });
  });

  it('normalises CONTENT inside a page record and the record title', () => {
    const { check } = recorder();
    const loaded = normalizePageRecord(
      { ID: 'P1', PAGE_ID: 'P1', TITLE: { '010': 'x' }, CONTENT: JSON.stringify({ columns: 'NAME', itemConfigs: [] }) },
      { pageId: 'P1' },
      { mode: 'strict', check },
    );
    if (loaded instanceof Error) throw loaded;
    expect(loaded.definition.TITLE).toBe('');
    expect(loaded.definition.CONTENT).toEqual({ columns: [], itemConfigs: {} });
    expect(loaded.config.itemConfigs).toEqual({});
  });
});

describe('code lists and trees', () => {
  it('gives texts that are not text the value, reads children that are not lists as none', () => {
    const { check, warn } = recorder();
    const nodes = normalizeCodeNodes(
      [{ value: 'E', text: { zh: '华东' }, title: 5, children: 'SH' }, 'x', { value: 'W', text: '华西', children: [{ value: 'CD', text: ['成都'] }] }],
      'REGION',
      '010',
      check,
    );
    if (nodes instanceof Error) throw nodes;
    expect(nodes.map((n) => [n.value, n.text, n.title, n.children.length])).toEqual([
      ['E', '5', '5', 0],
      ['W', '华西', '华西', 1],
    ]);
    expect(nodes[1]!.children[0]).toMatchObject({ text: 'CD', values: ['W', 'CD'] });
    expect(warn.mock.calls.length).toBeLessThanOrEqual(3);
  });
});
