import { describe, expect, it } from 'vitest';
import { hasPlaceholder, resolvePlaceholders } from '../../../core/rules/index.ts';

const sources = {
  page: { id: 42, flag: true, list: ['a', 'b'] },
  query: { id: 'ignored', status: '1' },
  tab: { status: 'ignored', menu: 'm1' },
  row: { ID: 7, NAME: '订单', AMOUNT: 12.5, TAGS: { x: 1 } },
  variables: { YEAR: 2024, COMPANY: '某公司' },
  user: { id: 'u1', NAME: '王五' },
  roleCode: 'manager',
};

describe('placeholders', () => {
  it('whole-string placeholders keep their type', () => {
    expect(resolvePlaceholders('$[id]', sources)).toBe(42);
    expect(resolvePlaceholders('$[flag]', sources)).toBe(true);
    expect(resolvePlaceholders('$[list]', sources)).toEqual(['a', 'b']);
    expect(resolvePlaceholders('#[AMOUNT]', sources)).toBe(12.5);
    expect(resolvePlaceholders('#[TAGS]', sources)).toEqual({ x: 1 });
    expect(resolvePlaceholders('#{YEAR}', sources)).toBe(2024);
    expect(resolvePlaceholders(' $[id] ', sources)).toBe(' 42 ');
  });

  it('$[x] reads page, then query, then tab', () => {
    expect(resolvePlaceholders(['$[id]', '$[status]', '$[menu]'], sources)).toEqual([42, '1', 'm1']);
  });

  it('interpolates inside longer text, missing values as empty text', () => {
    expect(resolvePlaceholders('#{COMPANY}-#[NAME]-$[id]-$[nothing]', sources)).toBe('某公司-订单-42-');
  });

  it('#{x} reads maps keyed by the placeholder too', () => {
    expect(resolvePlaceholders('#{YEAR}', { variables: { '#{YEAR}': '2025' } })).toBe('2025');
  });

  it('#{x} falls back to user.* and roleCode', () => {
    expect(resolvePlaceholders({ a: '#{user.NAME}', b: '#{roleCode}', c: '#{user.roleCode}', d: '#{NOPE}' }, sources)).toEqual({
      a: '王五',
      b: 'manager',
      c: 'manager',
      d: undefined,
    });
  });

  it("#{x} is similar to #[x] (spec §7): without a variable of that name it takes the selected row's field", () => {
    expect(resolvePlaceholders({ id: '#{ID}', name: '#{NAME}', year: '#{YEAR}' }, sources)).toEqual({ id: 7, name: '订单', year: 2024 });
    expect(resolvePlaceholders('#{ID}', { rows: [{ ID: 1 }, { ID: 2 }] })).toBe('1,2');
  });

  it('resolves nested payloads without touching the input or the keys', () => {
    const payload = {
      action: 'approve',
      '$[id]': 'key stays',
      params: { id: '#[ID]', filters: [{ field: 'STATUS', value: '$[status]' }, { deep: { year: '#{YEAR}' } }] },
      count: 3,
      when: null,
    };
    const copy = structuredClone(payload);
    expect(resolvePlaceholders(payload, sources)).toEqual({
      action: 'approve',
      '$[id]': 'key stays',
      params: { id: 7, filters: [{ field: 'STATUS', value: '1' }, { deep: { year: 2024 } }] },
      count: 3,
      when: null,
    });
    expect(payload).toEqual(copy);
  });

  it('#[f] with several selected rows joins their values', () => {
    expect(resolvePlaceholders('#[ID]', { rows: [{ ID: 1 }, { ID: 2 }, { ID: 3 }] })).toBe('1,2,3');
    expect(resolvePlaceholders('#[ID]', { rows: [{ ID: 1 }] })).toBe(1);
  });

  it('hasPlaceholder looks deep', () => {
    expect(hasPlaceholder({ a: [1, { b: 'x #{Y}' }] })).toBe(true);
    expect(hasPlaceholder({ a: [1, { b: 'x $ [y]' }] })).toBe(false);
    expect(hasPlaceholder(5)).toBe(false);
  });
});
