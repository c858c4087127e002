// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { createMemoryLocation, createMemoryStorage, createPlatform } from '../../../core/index.ts';
import { defineWords, joinNames, translate } from '../../../core/i18n/index.ts';

describe('word tables (defineWords)', () => {
  const words = defineWords('test-words', {
    total: ['共 %s 条', '%s records'],
    page: ['第 %s / %s 页', 'Page %s of %s'],
  });

  it('gives each word in the language asked, `%s` filled in order', () => {
    expect(words('010')('total', 3)).toBe('共 3 条');
    expect(words('011')('page', 2, 9)).toBe('Page 2 of 9');
  });

  it('takes the singular form of an English word for a count of 1 ("1 row", never "1 rows")', () => {
    const counted = defineWords('test-counted', { rows: ['%s 行', '%s row||%s rows'] });
    expect(counted('011')('rows', 1)).toBe('1 row');
    expect(counted('011')('rows', 0)).toBe('0 rows');
    expect(counted('011')('rows', '12')).toBe('12 rows');
    expect(counted('010')('rows', 1)).toBe('1 行');
  });

  it('joins names as each language writes a list', () => {
    expect(joinNames('011', ['Administrator', 'Bob Li'])).toBe('Administrator, Bob Li');
    expect(joinNames('010', ['管理员', '李博'])).toBe('管理员、李博');
  });

  it('reads Chinese for any code other than 011, as the catalogue does', () => {
    expect(words('999')('total', 1)).toBe('共 1 条');
    expect(words(undefined)('total', 1)).toBe('共 1 条');
  });

  it('adds its words to the one catalogue under its scope', () => {
    expect(translate('011', 'test-words.total' as never, 5)).toBe('5 records');
    const platform = createPlatform({ storage: createMemoryStorage(), location: createMemoryLocation() });
    platform.i18n.setLanguage('011');
    expect(platform.i18n.t('test-words.page' as never, 1, 2)).toBe('Page 1 of 2');
  });

  it('leaves a `%s` without its argument visible', () => {
    expect(words('011')('page', 1)).toBe('Page 1 of %s');
  });
});
