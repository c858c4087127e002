import { describe, expect, it, vi } from 'vitest';
import { menuLabel, visibleMenu } from '../../../core/menus/index.ts';
import { createMetaCheck } from '../../../core/meta/index.ts';

function recorder() {
  const warn = vi.fn();
  return { warn, check: createMetaCheck(() => ({ warn })) };
}

describe('menus checked at the edge of core', () => {
  it('a name that is an object becomes the module id, with one warning for many', () => {
    const { warn, check } = recorder();
    const tree = visibleMenu(
      [
        { ID: 'a', NAME: { zh: '客户' } },
        { ID: 'b', NAME: ['x'], 'NAME.i18n': { '010': { bad: true }, '011': 'Orders' } },
        { ID: 'c', NAME: '产品', 'NAME.i18n': 'Products' },
      ],
      check,
    );
    expect(tree.map((m) => menuLabel(m, '010'))).toEqual(['a', 'b', '产品']);
    expect(menuLabel(tree[1]!, '011')).toBe('Orders');
    expect(tree[2]!['NAME.i18n']).toEqual({});
    const kinds = warn.mock.calls.map((call) => String(call[0]).split('(')[0]);
    expect(new Set(kinds).size).toBe(kinds.length);
  });

  it('gives every field its declared type and reads children that are not lists as none', () => {
    const { check } = recorder();
    const [module] = visibleMenu([{ ID: 1, PAGE_ID: { id: 'p' }, META_ID: 5, ORDER_NUM: 'x', OPEN_TYPE: { t: 2 }, URL: [], children: 'none' }], check);
    expect(module).toMatchObject({ ID: '1', NAME: '1', PAGE_ID: undefined, META_ID: '5', ORDER_NUM: null, OPEN_TYPE: null, URL: undefined, children: [] });
  });

  it('cuts absurdly deep menus instead of drawing them', () => {
    const { check, warn } = recorder();
    let node: Record<string, unknown> = { ID: 'leaf' };
    for (let level = 0; level < 40; level++) node = { ID: `n${level}`, children: [node] };
    let depth = 0;
    for (let at = visibleMenu([node], check)[0]; at?.children?.length; at = at.children[0]) depth++;
    expect(depth).toBe(16);
    expect(warn).toHaveBeenCalledWith(expect.stringMatching(/deeper/));
  });

  it('menuLabel is always text, even for a module built by hand', () => {
    expect(menuLabel({ ID: 'x', NAME: { a: 1 } as never }, '010')).toBe('x');
  });
});
