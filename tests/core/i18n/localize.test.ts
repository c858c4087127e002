import { describe, expect, it } from 'vitest';
import { LOCALIZE_DEPTH, localizeConfig } from '../../../core/i18n/index.ts';

describe('localizeConfig', () => {
  const config = {
    title: '客户',
    'title.i18n': { '010': '客户', '011': 'Customer' },
    columns: [{ attriName: 'NAME', attriLabel: '名称', 'attriLabel.i18n': { '011': 'Name' } }],
    attribute: { name: 'LEVEL', label: '级别', labels: { '010': '级别', '011': 'Level' } },
    deep: { inner: { 'title.i18n': { '011': 'Deep' }, title: '深' } },
  };

  it('picks the current language into the plain keys, to depth 2', () => {
    expect(LOCALIZE_DEPTH).toBe(2);
    const out = localizeConfig(config, '011');
    expect(out.title).toBe('Customer');
    expect(out.columns[0]!.attriLabel).toBe('Name');
    expect(out.attribute.label).toBe('Level');
    expect(out.deep.inner.title).toBe('深');
    expect(out['title.i18n']).toEqual(config['title.i18n']);
  });

  it('keeps the plain text when the language has none, and never changes the source', () => {
    const out = localizeConfig(config, '010');
    expect(out.title).toBe('客户');
    expect(out.columns[0]!.attriLabel).toBe('名称');
    expect(config.columns[0]!.attriLabel).toBe('名称');
    expect(localizeConfig(config, '011')).not.toBe(config);
    expect(config.title).toBe('客户');
  });

  it('lets i18n win whatever the key order, and a deeper depth reaches further', () => {
    expect(localizeConfig({ 'title.i18n': { '011': 'A' }, title: 'B' }, '011').title).toBe('A');
    expect(localizeConfig(config, '011', 3).deep.inner.title).toBe('Deep');
  });

  it('leaves primitives and __proto__ alone', () => {
    expect(localizeConfig('x', '011')).toBe('x');
    expect(localizeConfig(null, '011')).toBe(null);
    const out = localizeConfig(JSON.parse('{"__proto__": {"polluted": 1}, "__proto__.i18n": {"011": "x"}}'), '011') as Record<string, unknown>;
    expect(out.polluted).toBeUndefined();
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });
});
