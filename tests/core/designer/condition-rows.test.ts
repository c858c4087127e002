// The condition builder's rows (core/designer): read from a stored list, written back, moved.
import { describe, expect, it } from 'vitest';
import { createRowKeys, listOf, moveRow, rowsOf } from '../../../core/designer/index.ts';
import type { Condition } from '../../../core/rules/index.ts';

const types: Record<string, string> = { AMOUNT: 'money', NAME: 'string' };
const dataTypeOf = (field: string) => types[field];

describe('condition builder rows', () => {
  it('reads a stored list as rows and writes it back in the stored shape', () => {
    const list = [
      { left: '(', field: 'AMOUNT', mode: 'in_scope', value: [10, null] },
      { field: 'NAME', mode: 'in', value: ['A', 'B'], right: ')', join: 'or' },
      { field: 'user.roleCode', mode: 'not_null', join: 'AND' },
    ] as unknown as Condition[];
    const rows = rowsOf(list, createRowKeys());
    expect(rows.map((row) => row.key)).toEqual([1, 2, 3]);
    expect(rows.map((row) => [row.join, row.left, row.right, row.texts])).toEqual([
      ['and', 1, 0, ['10', '']],
      ['or', 0, 1, ['A,B', '']],
      ['and', 0, 0, ['', '']],
    ]);
    expect(listOf(rows, dataTypeOf)).toEqual([
      { left: '(', field: 'AMOUNT', mode: 'in_scope', value: [10, null] },
      { field: 'NAME', mode: 'in', value: ['A', 'B'], right: ')', join: 'or' },
      { field: 'user.roleCode', mode: 'not_null', join: 'and' },
    ]);
    expect(rowsOf('not a list' as never, createRowKeys())).toEqual([]);
  });

  it('counts keys per builder, not per page', () => {
    const one = createRowKeys();
    const other = createRowKeys();
    expect([one(), one(), other()]).toEqual([1, 2, 1]);
  });

  it('moves a row, the links staying with the places', () => {
    const rows = rowsOf(
      [
        { field: 'A', mode: 'equal', value: 1 },
        { field: 'B', mode: 'equal', value: 2, join: 'or' },
      ] as unknown as Condition[],
      createRowKeys(),
    );
    const moved = moveRow(rows, 1, -1);
    expect(moved.map((row) => [row.field, row.join])).toEqual([
      ['B', 'and'],
      ['A', 'or'],
    ]);
    expect(moveRow(rows, 0, -1)).toEqual(rows);
  });
});
