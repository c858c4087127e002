/**
 * One table of condition lists (DESIGN §4) that the shell and the reference server must accept
 * or reject alike: tests/core/rules/condition-table.test.ts runs it against core's compiler,
 * tests/demo/server/condition-table.test.ts against `find`, `list` and `getCount`.
 *
 * Fields are CUSTOMER's attributes: the server also rejects a field its entity lacks, which the
 * shell cannot know (it reads a missing field as empty), so the table names only real ones.
 */
export interface ConditionCase {
  name: string;
  conditions: unknown;
  accepted: boolean;
}

type Item = Record<string, unknown>;

const eq = (field: string, value: unknown, extra: Item = {}): Item => ({ field, mode: 'equal', value, ...extra });
const many = (count: number, make: (index: number) => Item): Item[] => Array.from({ length: count }, (_, index) => make(index));
const numbers = (count: number): number[] => Array.from({ length: count }, (_, index) => index);

/** `depth` brackets opened by the first item and closed by the last. */
const nested = (depth: number): Item[] => [eq('LEVEL', 'A', { left: '('.repeat(depth) }), eq('LEVEL', 'B', { join: 'or', right: ')'.repeat(depth) })];

const accepted: Array<[string, unknown]> = [
  ['an empty list', []],
  ['no list (null)', null],
  ['is_null', [{ field: 'EMAIL', mode: 'is_null' }]],
  ['not_null', [{ field: 'EMAIL', mode: 'not_null' }]],
  ['equal', [eq('LEVEL', 'A')]],
  ['not_equal with a number', [{ field: 'CREDIT', mode: 'not_equal', value: 5 }]],
  ['greater', [{ field: 'CREDIT', mode: 'greater', value: '100' }]],
  ['greater_equal', [{ field: 'CREDIT', mode: 'greater_equal', value: 100 }]],
  ['less', [{ field: 'CREDIT', mode: 'less', value: 1.5 }]],
  ['less_equal with a boolean', [{ field: 'CREDIT', mode: 'less_equal', value: true }]],
  ['in with an array', [{ field: 'LEVEL', mode: 'in', value: ['A', 'B'] }]],
  ['in with a comma-separated string', [{ field: 'LEVEL', mode: 'in', value: 'A,B' }]],
  ['in with one number', [{ field: 'CREDIT', mode: 'in', value: 5 }]],
  ['not_in with an empty list', [{ field: 'LEVEL', mode: 'not_in', value: [] }]],
  ['in_scope with both ends', [{ field: 'CREDIT', mode: 'in_scope', value: [1, 9] }]],
  ['in_scope with an open end', [{ field: 'CREDIT', mode: 'in_scope', value: [1, null] }]],
  ['not_in_scope as a string', [{ field: 'CREDIT', mode: 'not_in_scope', value: '1,' }]],
  ['begin', [{ field: 'NAME', mode: 'begin', value: 'Al' }]],
  ['end', [{ field: 'NAME', mode: 'end', value: '京' }]],
  ['like', [{ field: 'NAME', mode: 'like', value: '%' }]],
  ['not_like', [{ field: 'NAME', mode: 'not_like', value: 'x' }]],
  ['date_greater', [{ field: 'SIGNED_ON', mode: 'date_greater', value: '2024-01-01' }]],
  ['date_greater_equal', [{ field: 'SIGNED_ON', mode: 'date_greater_equal', value: '2024-01-01 08:00:00' }]],
  ['date_less with a date that is not one', [{ field: 'SIGNED_ON', mode: 'date_less', value: 'soon' }]],
  ['date_less_equal', [{ field: 'SIGNED_ON', mode: 'date_less_equal', value: '2024/01/01' }]],
  ['a mode name in capitals', [{ field: 'LEVEL', mode: 'EQUAL', value: 'A' }]],
  ['a mode name in mixed case with spaces', [{ field: 'LEVEL', mode: ' Not_In ', value: 'A' }]],
  ['a join in capitals', [eq('LEVEL', 'A'), eq('LEVEL', 'B', { join: 'OR' })]],
  ['a join with spaces', [eq('LEVEL', 'A'), eq('LEVEL', 'B', { join: ' and ' })]],
  ["the first item's join, whatever it says", [eq('LEVEL', 'A', { join: 'xor' })]],
  ['a field name with spaces around it', [eq(' LEVEL ', 'A')]],
  ['brackets', [eq('LEVEL', 'A', { left: '((' }), eq('LEVEL', 'B', { join: 'or', right: ')' }), eq('CREDIT', 1, { right: ')' })]],
  ['brackets with spaces and a tab', [eq('LEVEL', 'A', { left: '( \t(' }), eq('LEVEL', 'B', { right: ') )' })]],
  ['a bracket around one item', [eq('LEVEL', 'A', { left: '(', right: ')' })]],
  ['is_null ignores its value, even an object', [{ field: 'EMAIL', mode: 'is_null', value: { any: 1 } }]],
  ['a value naming a page placeholder', [eq('LEVEL', '$[level]')]],
  ['200 items', many(200, (index) => eq('CREDIT', index))],
  ['brackets 20 deep', nested(20)],
  ['an in list of 1,000 values', [{ field: 'CREDIT', mode: 'in', value: numbers(1000) }]],
  ['5,000 in/not_in values in all', many(5, (index) => ({ field: 'CREDIT', mode: index % 2 ? 'not_in' : 'in', value: numbers(1000) }))],
];

const rejected: Array<[string, unknown]> = [
  ['not a list (one item)', eq('LEVEL', 'A')],
  ['not a list (a string)', 'LEVEL = A'],
  ['an item that is null', [null]],
  ['an item that is text', ['LEVEL']],
  ['an item that is a list', [[]]],
  ['an item without a field', [{ mode: 'equal', value: 1 }]],
  ['an empty field', [eq('', 'A')]],
  ['a field that is a number', [eq(5 as unknown as string, 'A')]],
  ['an unknown mode', [{ field: 'LEVEL', mode: 'equals', value: 'A' }]],
  ['an empty mode', [{ field: 'LEVEL', mode: '', value: 'A' }]],
  ['no mode', [{ field: 'LEVEL', value: 'A' }]],
  ['a mode that is a number', [{ field: 'LEVEL', mode: 1, value: 'A' }]],
  ['an unknown join', [eq('LEVEL', 'A'), eq('LEVEL', 'B', { join: 'xor' })]],
  ['an empty join', [eq('LEVEL', 'A'), eq('LEVEL', 'B', { join: '' })]],
  ['a join that is a number', [eq('LEVEL', 'A'), eq('LEVEL', 'B', { join: 1 })]],
  ['other text among the brackets', [eq('LEVEL', 'A', { left: 'x(', right: ')' })]],
  ['a left bracket that is a number', [eq('LEVEL', 'A', { left: 1 })]],
  ['an opening bracket on the right', [eq('LEVEL', 'A', { left: '(', right: '(' })]],
  ['a bracket never closed', [eq('LEVEL', 'A', { left: '(' }), eq('LEVEL', 'B')]],
  ['a bracket that closes nothing', [eq('LEVEL', 'A'), eq('LEVEL', 'B', { right: ')' })]],
  ['a bracket closed before it opens', [eq('LEVEL', 'A', { right: ')' }), eq('LEVEL', 'B', { left: '(' })]],
  ['equal with an object', [eq('LEVEL', { a: 1 })]],
  ['equal with an array', [eq('LEVEL', ['A'])]],
  ['greater with an array', [{ field: 'CREDIT', mode: 'greater', value: [1] }]],
  ['like with an array', [{ field: 'NAME', mode: 'like', value: ['A'] }]],
  ['date_greater with an object', [{ field: 'SIGNED_ON', mode: 'date_greater', value: { y: 2024 } }]],
  ['in with an object among its values', [{ field: 'LEVEL', mode: 'in', value: ['A', { b: 1 }] }]],
  ['in with an object', [{ field: 'LEVEL', mode: 'in', value: { a: 1 } }]],
  ['in_scope with an object among its values', [{ field: 'CREDIT', mode: 'in_scope', value: [1, 2, {}] }]],
  ['201 items', many(201, (index) => eq('CREDIT', index))],
  ['brackets 21 deep', nested(21)],
  ['an in list of 1,001 values', [{ field: 'CREDIT', mode: 'in', value: numbers(1001) }]],
  ['an in list of 1,001 values as a string', [{ field: 'CREDIT', mode: 'in', value: numbers(1001).join(',') }]],
  [
    '5,001 in/not_in values in all',
    [...many(5, () => ({ field: 'CREDIT', mode: 'in', value: numbers(1000) })), { field: 'CREDIT', mode: 'not_in', value: [1] }],
  ],
];

export const CONDITION_TABLE: readonly ConditionCase[] = [
  ...accepted.map(([name, conditions]) => ({ name, conditions, accepted: true })),
  ...rejected.map(([name, conditions]) => ({ name, conditions, accepted: false })),
];
