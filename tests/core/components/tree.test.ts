import { describe, expect, it } from 'vitest';
import { componentTree, createComponentTreeMemo, keepEqual, sameValue } from '../../../core/components/index.ts';

const overview = () => ({
  itemConfigs: {
    tabs: {
      id: 'tabs',
      contentType: 'tabs',
      items: ['list', { id: 'stats', flex: 2 }, { contentType: 'pdf', title: 'Manual', configs: { src: '/m.pdf' } }],
      mItems: ['list'],
    },
    list: {
      id: 'list',
      contentType: 'list',
      title: '客户',
      'title.i18n': { '010': '客户', '011': 'Customers' },
      metaId: 'meta-customer',
      configs: { pageId: 'page-customer-list' },
      flex: '3',
      style: { minHeight: '200px', 'background-image': 'url(https://x.test/a.png)' },
    },
    stats: {
      id: 'stats',
      contentType: 'statistics',
      meta: { id: 'meta-customer', code: 'CUSTOMER' },
      configs: { pageId: 'page-customer-statistics' },
      parentPage: 'elsewhere',
    },
    contacts: {
      id: 'contacts',
      contentType: 'subList',
      metaId: 'meta-contact',
      items: [{ attriName: 'NAME' }, { attriName: 'PHONE' }],
      style: 'height: 10px; color: red; x: javascript:alert(1)',
    },
  },
  parentPage: 'page-overview',
});

describe('component tree (spec §3 Component)', () => {
  it('builds roots from the entries no other entry holds, children from items', () => {
    const tree = componentTree({ ...overview(), language: '011' });
    expect(tree.map((n) => n.id)).toEqual(['tabs', 'contacts']);
    const [tabs] = tree;
    expect(tabs!.kind).toBe('tabs');
    expect(tabs!.children.map((n) => [n.id, n.kind, n.title])).toEqual([
      ['list', 'list', 'Customers'],
      ['stats', 'statistics', ''],
      ['tabs.2', 'pdf', 'Manual'],
    ]);
    const [list, stats] = tabs!.children;
    expect(list).toMatchObject({
      entity: 'meta-customer',
      configs: { pageId: 'page-customer-list' },
      flex: 3,
      parentPage: 'page-overview',
      style: { minHeight: '200px' },
    });
    expect(list!.style).not.toHaveProperty('background-image');
    // An item naming an entry by id lays its own keys over the entry's.
    expect(stats).toMatchObject({ flex: 2, entity: 'meta-customer', parentPage: 'elsewhere' });
  });

  it("keeps items that are not components as data (a sub list's field configs)", () => {
    const contacts = componentTree(overview()).find((n) => n.id === 'contacts')!;
    expect(contacts.children).toEqual([]);
    expect(contacts.data).toEqual([{ attriName: 'NAME' }, { attriName: 'PHONE' }]);
    expect(contacts.style).toEqual({ height: '10px', color: 'red' });
  });

  it('reads mItems on the mobile screen class, for the page and for each component', () => {
    const tree = componentTree({ ...overview(), items: ['tabs', 'contacts'], mItems: ['tabs'], screen: 'mobile' });
    expect(tree.map((n) => n.id)).toEqual(['tabs']);
    expect(tree[0]!.children.map((n) => n.id)).toEqual(['list']);
    expect(componentTree({ ...overview(), items: ['contacts', 'tabs'], screen: 'large' }).map((n) => n.id)).toEqual(['contacts', 'tabs']);
  });

  it('reports missing entries and cycles instead of failing', () => {
    const tree = componentTree({ itemConfigs: { a: { contentType: 'x', items: ['b'] }, b: { contentType: 'y', items: ['a', 'ghost'] } }, items: ['a'] });
    const b = tree[0]!.children[0]!;
    expect(b.problems).toEqual(['cycle']);
    expect(b.children.map((n) => [n.id, n.problems])).toEqual([['ghost', ['missing:ghost']]]);
    expect(componentTree({ itemConfigs: 'nope' as never })).toEqual([]);
    expect(componentTree({ itemConfigs: { a: 7, b: { title: 'group' } } })).toEqual([
      { id: 'b', kind: '', title: 'group', configs: {}, children: [], data: [] },
    ]);
  });
});

describe('rebuilt only when the input changes in value (spec §4)', () => {
  it('sameValue compares plain data deeply', () => {
    expect(sameValue({ a: [1, { b: 'x' }], n: Number.NaN }, { a: [1, { b: 'x' }], n: Number.NaN })).toBe(true);
    expect(sameValue({ a: [1, 2] }, { a: [2, 1] })).toBe(false);
    expect(sameValue({ a: 1 }, { a: 1, b: undefined })).toBe(false);
    const fn = () => 1;
    expect(sameValue({ fn }, { fn })).toBe(true);
    expect(sameValue({ fn }, { fn: () => 1 })).toBe(false);
  });

  it('the memo answers the same tree for an equal input and keeps unchanged components', () => {
    const build = createComponentTreeMemo();
    const first = build(overview());
    expect(build(overview())).toBe(first);
    const changed = overview();
    changed.itemConfigs.stats.configs = { pageId: 'page-order-statistics' };
    const second = build(changed);
    expect(second).not.toBe(first);
    const [tabs1, tabs2] = [first[0]!, second[0]!];
    expect(tabs2).not.toBe(tabs1);
    expect(tabs2.children[0]).toBe(tabs1.children[0]);
    expect(tabs2.children[1]).not.toBe(tabs1.children[1]);
    expect(second[1]).toBe(first[1]);
  });

  it('keepEqual matches list items by id', () => {
    const before = [
      { id: 'a', v: 1 },
      { id: 'b', v: 2 },
    ];
    const after = keepEqual(before, [
      { id: 'b', v: 2 },
      { id: 'a', v: 3 },
    ]);
    expect(after[0]).toBe(before[1]);
    expect(after[1]).toEqual({ id: 'a', v: 3 });
  });
});
