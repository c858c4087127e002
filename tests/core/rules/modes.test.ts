import { describe, expect, it } from 'vitest';
import { compileCondition } from '../../../core/rules/index.ts';
import type { ConditionMode } from '../../../core/rules/index.ts';

/** [left, value, expected] rows: the truth table of one mode. */
type Table = Array<[unknown, unknown, boolean]>;

function check(mode: ConditionMode, table: Table) {
  for (const [left, value, expected] of table) {
    const predicate = compileCondition([{ field: 'F', mode, value }], { log: () => {} });
    expect(predicate({ F: left }), `${mode}(${JSON.stringify(left)}, ${JSON.stringify(value)})`).toBe(expected);
  }
}

const TABLES: Record<ConditionMode, Table> = {
  is_null: [
    [undefined, null, true],
    [null, null, true],
    ['', null, true],
    [0, null, false],
    ['0', null, false],
    ['中', null, false],
    [' ', null, false],
  ],
  not_null: [
    [undefined, null, false],
    [null, null, false],
    ['', null, false],
    [0, null, true],
    [false, null, true],
    ['北京', null, true],
  ],
  equal: [
    [1, '1', true],
    ['1.0', 1, true],
    ['01', '1', true],
    [' 2 ', 2, true],
    [2, '3', false],
    ['abc', 'abc', true],
    ['abc', 'ABC', false],
    ['北京', '北京', true],
    ['北京', '上海', false],
    [null, '', true],
    [undefined, 'x', false],
    ['1a', '1', false],
    [true, 'true', true],
  ],
  not_equal: [
    [1, '1', false],
    ['10', '9', true],
    ['北京', '上海', true],
    [null, 'x', true],
    [null, null, false],
    ['a', 'a', false],
  ],
  greater: [
    ['10', '9', true],
    [10, 9, true],
    ['9', '10', false],
    ['b', 'a', true],
    ['10', 'a', false],
    [null, 1, false],
    [1, null, false],
    ['', 0, false],
    ['乙', '甲', false],
    ['甲', '乙', true],
    [5, 5, false],
  ],
  greater_equal: [
    ['10', '10', true],
    [5, '5.0', true],
    [4, 5, false],
    [null, 0, false],
    ['b', 'b', true],
  ],
  less: [
    ['9', '10', true],
    [9, 10, true],
    ['10', '9', false],
    ['a', 'b', true],
    [null, 1, false],
    [1, '', false],
  ],
  less_equal: [
    ['10', '10', true],
    [11, '10', false],
    [-1, 0, true],
    [undefined, 0, false],
  ],
  in: [
    ['2', [1, 2, 3], true],
    [2, '1,2,3', true],
    ['b', 'a, b, c', true],
    ['d', 'a,b,c', false],
    ['北京', ['北京', '上海'], true],
    ['广州', '北京,上海', false],
    [null, 'a,b', false],
    [null, [], false],
    ['2.0', '1,2', true],
  ],
  not_in: [
    ['d', 'a,b,c', true],
    ['a', ['a'], false],
    [3, '1,2', true],
    [null, 'a', true],
    ['上海', ['北京', '上海'], false],
  ],
  in_scope: [
    [5, [1, 10], true],
    ['5', '1,10', true],
    [1, [1, 10], true],
    [10, [1, 10], true],
    [11, [1, 10], false],
    [0, ['', 10], true],
    [100, [1, ''], true],
    [100, [1, null], true],
    [null, [1, 10], false],
    ['', [null, null], false],
    ['2024-05-01', ['2024-01-01', '2024-12-31'], true],
    ['b', 'a,c', true],
    ['d', 'a,c', false],
  ],
  not_in_scope: [
    [11, [1, 10], true],
    [5, '1,10', false],
    [null, [1, 10], false],
    [0, '1,', true],
  ],
  begin: [
    ['abcdef', 'abc', true],
    ['abcdef', 'bcd', false],
    ['北京市', '北京', true],
    [12345, 12, true],
    [null, 'a', false],
    ['abc', '', false],
    ['a%c', 'a%', true],
    ['abc', 'a%', false],
    ['ABC', 'a', false],
  ],
  end: [
    ['abcdef', 'def', true],
    ['abcdef', 'abc', false],
    ['海淀区', '区', true],
    [null, 'x', false],
    ['a_c', '_c', true],
    ['abc', '_c', false],
  ],
  like: [
    ['abcdef', 'cd', true],
    ['abcdef', 'xy', false],
    ['中华人民共和国', '人民', true],
    [12345, '234', true],
    [null, 'a', false],
    ['abc', '%', false],
    ['50%', '%', true],
    ['abc', 'B', false],
  ],
  not_like: [
    ['abcdef', 'xy', true],
    ['abcdef', 'cd', false],
    ['中国', '美', true],
    [null, 'a', false],
    ['abc', '', false],
  ],
  date_greater: [
    ['2024-05-02', '2024-05-01', true],
    ['2024-05-01 23:59:59', '2024-05-01', false],
    ['2024-05-01', '2024-05-01 08:00', false],
    ['2024/05/02', '2024-05-01', true],
    [new Date(2024, 4, 2), '2024-05-01', true],
    [null, '2024-01-01', false],
    ['not a date', '2024-01-01', false],
    ['2024-01-01', '', false],
    ['2024-13-01', '2024-01-01', false],
  ],
  date_greater_equal: [
    ['2024-05-01 10:00', '2024-05-01 18:00', true],
    ['2024-04-30', '2024-05-01', false],
    [undefined, '2024-05-01', false],
  ],
  date_less: [
    ['2024-04-30', '2024-05-01', true],
    ['2024-05-01 00:00:01', '2024-05-01 23:00', false],
    ['2023-12-31', new Date(2024, 0, 1), true],
    ['', '2024-01-01', false],
  ],
  date_less_equal: [
    ['2024-05-01', '2024-05-01', true],
    ['2024-05-02', '2024-05-01', false],
    [new Date(2024, 4, 1, 23), '2024-05-01', true],
  ],
};

describe('condition modes (truth tables)', () => {
  for (const [mode, table] of Object.entries(TABLES) as Array<[ConditionMode, Table]>) {
    it(mode, () => check(mode, table));
  }

  it('covers all twenty modes', () => {
    expect(Object.keys(TABLES)).toHaveLength(20);
  });
});

describe('condition modes on values the compiled fast paths do not take', () => {
  // The compiled tests take a shortcut for finite numbers and plain texts; every other left side
  // must get the answer of the general rule (numbers that are not finite compare as their text).
  const cases: Array<[ConditionMode, unknown, unknown, boolean]> = [
    ['greater', Infinity, 1, true],
    ['greater', NaN, 1, true],
    ['in_scope', Infinity, [1, 10], false],
    ['equal', -0, 0, true],
    ['equal', Infinity, 'Infinity', true],
    ['less', '9', 10, true],
    ['in', 2, ['1', 'x', '2'], true],
    ['in', 'x', [1, 'x'], true],
    ['in', ' 1', '1,x', true],
    ['not_in', 2, 'a,2', false],
  ];
  it.each(cases)('%s(%s, %j) is %s', (mode, left, value, expected) => {
    expect(compileCondition([{ field: 'F', mode, value }], { log: () => {} })({ F: left })).toBe(expected);
  });
});
