import { describe, expect, it } from 'vitest';
import { codeMatcher, codeOf, dashedDate, readBoolean, readNumber, ungrouped } from '../../../core/imports/cells.ts';

// The rules the preview and the reference server's import share (core/imports/cells.ts).
describe('cell rules shared by the preview and the dry run', () => {
  const regions = codeMatcher([
    { value: 'EC-SH', labels: ['上海', 'Shanghai'] },
    { value: 'NC-BJ', labels: ['北京', 'Beijing'] },
    { value: 'X', labels: ['上海', null] },
  ]);

  it('a code by its value or a label in either language, any case; the first item keeps a shared label', () => {
    expect(['EC-SH', '上海', 'Shanghai', ' SHANGHAI ', 'beijing', 'X'].map((t) => codeOf(regions, t))).toEqual([
      'EC-SH',
      'EC-SH',
      'EC-SH',
      'EC-SH',
      'NC-BJ',
      'X',
    ]);
    expect(codeOf(regions, '火星')).toBeUndefined();
    expect(codeOf(regions, 'ec-sh')).toBeUndefined();
  });

  it('numbers as save parses them: decimals, grouped digits; no exponent, sign or bare point; whole for int', () => {
    const cases: Array<[unknown, string, number | undefined]> = [
      ['12.50', 'money', 12.5],
      [' 7 ', 'number', 7],
      ['1,250,000.50', 'money', 1250000.5],
      ['-3', 'int', -3],
      [4.5, 'number', 4.5],
      ['4.5', 'int', undefined],
      ['很多', 'number', undefined],
      ['1e5', 'number', undefined],
      ['+5', 'number', undefined],
      ['.5', 'number', undefined],
      ['1.250.000', 'money', undefined],
      ['12,34', 'number', undefined],
    ];
    expect(cases.map(([cell, type]) => readNumber(cell, type))).toEqual(cases.map((c) => c[2]));
    expect(ungrouped('1,000')).toBe('1000');
    expect(ungrouped('12,34')).toBe('12,34');
  });

  it('yes and no words, and dates with slashes or points', () => {
    expect(['是', 'Y', '√', 'true', '1', '否', 'no', '×', '假', '0', 'maybe'].map(readBoolean)).toEqual([1, 1, 1, 1, 1, 0, 0, 0, 0, 0, undefined]);
    expect(['2025/3/7', '2025.12.01 08:00', '2025-03-07', '7/3/2025'].map(dashedDate)).toEqual(['2025-03-07', '2025-12-01 08:00', '2025-03-07', '7/3/2025']);
  });
});
