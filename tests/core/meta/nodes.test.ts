import { describe, expect, it } from 'vitest';
import { PlatformError } from '../../../core/errors/index.ts';
import { normalizeCodeNodes, normalizeNodeList, normalizeRelationTree } from '../../../core/meta/index.ts';
import type { MetaNode } from '../../../core/meta/index.ts';
import { setup } from './fake-http.ts';

const field = (code: string, extra: Record<string, unknown> = {}) => ({ id: `f-${code}`, code, text: code, type: 'field', ...extra });

const relationTree = () => ({
  id: 'E1',
  code: 'CUSTOMER',
  text: '客户',
  type: 'meta',
  children: [field('NAME'), field('LEVEL'), field('LOG_C_TIME')],
  relationMetaList: [
    {
      id: 'E2',
      code: 'CONTACT',
      text: '联系人',
      linkFlag: 'contacts',
      relationType: 'one2many',
      relatedEntity: 'CONTACT',
      children: [field('NAME'), field('PHONE')],
      relationMetaList: [{ id: 'E9', code: 'ADDRESS', linkFlag: 'addresses', children: [field('CITY')] }],
    },
  ],
});

describe('metaRelationTree', () => {
  it('builds composite field keys, isSub sub-relations of type meta, and drops audit fields', async () => {
    const { meta, http } = setup({ 'FM_ENTITY/metaRelationTree': relationTree() });
    const root = (await meta.metaRelationTree('CUSTOMER'))!;
    expect(http.calls[0]).toMatchObject({ params: { metaId: 'CUSTOMER', allSub: true } });
    expect(root.children.map((n) => n.fieldKey)).toEqual(['NAME', 'LEVEL', 'CONTACT']);
    const contact = root.relationMeta[0]!;
    expect(contact).toMatchObject({ isSub: true, type: 'meta', linkFlag: 'contacts', relationType: 'one2many', relatedEntity: 'CONTACT' });
    expect(root.children[2]).toBe(contact);
    expect(contact.children.slice(0, 2).map((n) => n.fieldKey)).toEqual(['contacts.NAME', 'contacts.PHONE']);
    const address = contact.relationMeta[0]!;
    expect(address.children[0]!.fieldKey).toBe('contacts.addresses.CITY');
  });

  it('is cached per metaId', async () => {
    const { meta, http } = setup({ 'FM_ENTITY/metaRelationTree': relationTree() });
    await Promise.all([meta.metaRelationTree('CUSTOMER'), meta.metaRelationTree('CUSTOMER')]);
    await meta.metaRelationTree('CUSTOMER');
    expect(http.count('FM_ENTITY/metaRelationTree')).toBe(1);
  });

  it('swallows failures (resolves undefined, silently) and retries on the next call', async () => {
    const { meta, http } = setup({ 'FM_ENTITY/metaRelationTree': new PlatformError('error.fail', 'boom') });
    expect(await meta.metaRelationTree('CUSTOMER')).toBeUndefined();
    expect(http.calls[0]!.silent).toBe(true);
    expect(meta.caches.relationFields.isPending('CUSTOMER')).toBe(false);
    http.replies['FM_ENTITY/metaRelationTree'] = relationTree();
    expect((await meta.metaRelationTree('CUSTOMER'))?.code).toBe('CUSTOMER');
    expect(http.count('FM_ENTITY/metaRelationTree')).toBe(2);
  });

  it('resolves undefined without a request for a missing metaId', async () => {
    const { meta, http } = setup();
    expect(await meta.metaRelationTree('')).toBeUndefined();
    expect(http.calls).toHaveLength(0);
  });

  it('a cycle becomes a meta.cycle error value, never a hang', () => {
    const a: Record<string, unknown> = { id: 'A', code: 'A', type: 'meta', children: [] };
    const b: Record<string, unknown> = { id: 'B', code: 'B', linkFlag: 'b', relationMetaList: [a] };
    a.relationMetaList = [b];
    const result = normalizeRelationTree(a, 'A', '011');
    expect(result).toBeInstanceOf(PlatformError);
    expect(result).toMatchObject({ code: 'meta.cycle', message: 'The relation tree of entity A contains a cycle' });
  });

  it('a cyclic reply from the server resolves undefined through the service', async () => {
    const a: Record<string, unknown> = { id: 'A', code: 'A', children: [] };
    a.children = [a];
    const { meta } = setup({ 'FM_ENTITY/metaRelationTree': () => a });
    // structuredClone keeps the cycle, so the service sees a real cyclic object.
    expect(await meta.metaRelationTree('A')).toBeUndefined();
  });

  it('the same node twice in separate branches is not a cycle', () => {
    const shared = field('NAME');
    const result = normalizeRelationTree({ code: 'A', children: [shared, { code: 'B', linkFlag: 'b', children: [shared] }] }, 'A');
    expect(result).not.toBeInstanceOf(PlatformError);
  });

  it('absurd depth and wrong types become meta.malformed error values', () => {
    let deep: Record<string, unknown> = field('LEAF');
    for (let i = 0; i < 100; i++) deep = { code: `N${i}`, children: [deep] };
    expect(normalizeRelationTree(deep, 'D')).toMatchObject({ code: 'meta.malformed' });
    expect(normalizeRelationTree({ code: 'A', children: 'NAME' }, 'A')).toMatchObject({
      code: 'meta.malformed',
      message: expect.stringMatching(/children is not a list/),
    });
    expect(normalizeRelationTree({ code: 'A', children: [{ text: 'no code' }] }, 'A')).toMatchObject({ code: 'meta.malformed' });
    expect(normalizeRelationTree('tree', 'A')).toMatchObject({ code: 'meta.malformed' });
  });
});

describe('getEntityMetaView', () => {
  const view = () => [
    {
      id: 'V1',
      code: 'CUSTOMER',
      type: 'meta',
      children: [field('NAME')],
      relationMetaList: [{ code: 'CONTACT', linkFlag: 'contacts', children: [field('PHONE')] }],
    },
    { id: 'V2', code: 'ORDER', type: 'meta', children: [field('NO')] },
  ];

  it('marks the first node main and keys fields by link flag', async () => {
    const { meta, http } = setup({ 'FM_ENTITY_VIEW/getEntityMetaView': view() });
    const nodes = await meta.getEntityMetaView('CUSTOMER', 'VIEW1');
    expect(http.calls[0]).toMatchObject({ entity: 'FM_ENTITY_VIEW', params: { metaId: 'CUSTOMER', metaViewId: 'VIEW1', allSub: true } });
    expect(nodes[0]!.main).toBe(true);
    expect(nodes[1]!.main).toBeUndefined();
    expect(nodes[0]!.relationMeta[0]!.children[0]!.fieldKey).toBe('contacts.PHONE');
  });

  it('is cached per metaId and view id', async () => {
    const { meta, http } = setup({ 'FM_ENTITY_VIEW/getEntityMetaView': view() });
    await meta.getEntityMetaView('CUSTOMER', 'VIEW1');
    await meta.getEntityMetaView('CUSTOMER', 'VIEW1');
    await meta.getEntityMetaView('CUSTOMER', 'VIEW2');
    expect(http.count('FM_ENTITY_VIEW/getEntityMetaView')).toBe(2);
  });

  it('swallows failures and malformed replies (resolves []) and clears the marker', async () => {
    const { meta, http } = setup({ 'FM_ENTITY_VIEW/getEntityMetaView': new PlatformError('error.fail', 'x') });
    expect(await meta.getEntityMetaView('CUSTOMER')).toEqual([]);
    http.replies['FM_ENTITY_VIEW/getEntityMetaView'] = { not: 'a list' };
    expect(await meta.getEntityMetaView('CUSTOMER')).toEqual([]);
    expect(meta.caches.viewFields.size).toBe(0);
    http.replies['FM_ENTITY_VIEW/getEntityMetaView'] = view();
    expect(await meta.getEntityMetaView('CUSTOMER')).toHaveLength(2);
  });
});

describe('entityFieldTreeStore', () => {
  it('loads field nodes into the object-tree cache and rejects failures', async () => {
    const { meta, http } = setup({ 'FM_ENTITY/entityFieldTreeStore': [field('NAME'), field('LOG_U_USER')] });
    const nodes: MetaNode[] = await meta.entityFieldTreeStore('CUSTOMER');
    expect(nodes.map((n) => n.code)).toEqual(['NAME']);
    await meta.entityFieldTreeStore('CUSTOMER');
    expect(http.count('FM_ENTITY/entityFieldTreeStore')).toBe(1);
    expect(meta.caches.objectTrees.size).toBe(1);
    http.replies['FM_ENTITY/entityFieldTreeStore'] = 'nope';
    await expect(meta.entityFieldTreeStore('ORDER')).rejects.toMatchObject({ code: 'meta.malformed' });
  });
});

describe('normalizeCodeNodes', () => {
  it('gives every node the path of values down the tree', () => {
    const nodes = normalizeCodeNodes(
      [{ title: '华东', value: 'E', children: [{ title: '上海', value: 'SH', children: [{ title: '浦东', value: 'PD' }] }] }],
      'REGION',
    );
    expect(nodes).not.toBeInstanceOf(PlatformError);
    const [east] = nodes as Exclude<typeof nodes, PlatformError>;
    expect(east).toMatchObject({ text: '华东', title: '华东', value: 'E', values: ['E'] });
    expect(east!.children[0]!.children[0]).toMatchObject({ text: '浦东', values: ['E', 'SH', 'PD'] });
  });

  it('reports cycles and wrong types as error values', () => {
    const node: Record<string, unknown> = { text: 'a', value: 'a' };
    node.children = [node];
    expect(normalizeCodeNodes([node], 'K')).toMatchObject({ code: 'meta.cycle' });
    expect(normalizeCodeNodes({ value: 1 }, 'K')).toMatchObject({ code: 'meta.malformed' });
    // A code that is not an object degrades itself only (tests/core/meta/normalise.test.ts).
    expect(normalizeCodeNodes(['x'], 'K')).toEqual([]);
    expect(normalizeCodeNodes(null, 'K')).toEqual([]);
  });

  it('normalizeNodeList refuses a non-list', () => {
    expect(normalizeNodeList({ code: 'A' }, 'A')).toMatchObject({ code: 'meta.malformed' });
  });
});
