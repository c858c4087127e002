import { describe, expect, it, vi } from 'vitest';
import { compileCondition, createRules } from '../../../core/rules/index.ts';
import type { Condition } from '../../../core/rules/index.ts';
import { createContext } from '../../../core/instance/index.ts';

const quiet = { log: () => {} };
const eq = (field: string, value: unknown, extra: Partial<Condition> = {}): Condition => ({ field, mode: 'equal', value, ...extra });

describe('condition lists', () => {
  it('an empty or missing list is true', () => {
    expect(compileCondition([])({})).toBe(true);
    expect(compileCondition(undefined)(null)).toBe(true);
  });

  it('and binds tighter than or; the first join is ignored', () => {
    // A or B and C  ==  A or (B and C)
    const list = [eq('A', 1, { join: 'or' }), eq('B', 1, { join: 'or' }), eq('C', 1, { join: 'and' })];
    const p = compileCondition(list, quiet);
    expect(p({ A: 1, B: 0, C: 0 })).toBe(true);
    expect(p({ A: 0, B: 1, C: 0 })).toBe(false);
    expect(p({ A: 0, B: 1, C: 1 })).toBe(true);
  });

  it('brackets group: (A or B) and C', () => {
    const list = [eq('A', 1, { left: '(' }), eq('B', 1, { join: 'or', right: ')' }), eq('C', 1)];
    const p = compileCondition(list, quiet);
    expect(p({ A: 1, B: 0, C: 0 })).toBe(false);
    expect(p({ A: 0, B: 1, C: 1 })).toBe(true);
  });

  it('nested brackets: ((A or B) and (C or D)) or E', () => {
    const list: Condition[] = [
      eq('A', 1, { left: '((' }),
      eq('B', 1, { join: 'or', right: ')' }),
      eq('C', 1, { join: 'and', left: '(' }),
      eq('D', 1, { join: 'or', right: '))' }),
      eq('E', 1, { join: 'or' }),
    ];
    const p = compileCondition(list, quiet);
    const row = (A: number, B: number, C: number, D: number, E: number) => ({ A, B, C, D, E });
    expect(p(row(1, 0, 0, 1, 0))).toBe(true);
    expect(p(row(0, 1, 1, 0, 0))).toBe(true);
    expect(p(row(1, 1, 0, 0, 0))).toBe(false);
    expect(p(row(0, 0, 0, 0, 1))).toBe(true);
    expect(p(row(0, 0, 1, 1, 0))).toBe(false);
  });

  it('brackets with spaces and a bracket around a single item', () => {
    const p = compileCondition([eq('A', 1, { left: ' ( ( ', right: ') )' }), eq('B', 2, { join: 'OR' })], quiet);
    expect(p({ A: 1 })).toBe(true);
    expect(p({ B: '2' })).toBe(true);
    expect(p({})).toBe(false);
  });

  it('the compiled predicate is reused across rows', () => {
    const p = compileCondition([{ field: 'AGE', mode: 'greater', value: '30' }], quiet);
    const rows = Array.from({ length: 100 }, (_, i) => ({ AGE: String(i) }));
    expect(rows.filter((row) => p(row))).toHaveLength(69);
  });
});

describe('field reads', () => {
  it('reads any number of distinct fields, own, inherited or not enumerable', () => {
    const row: Record<string, unknown> = {};
    for (let i = 0; i < 400; i += 1) row[`F${i}`] = i;
    for (let i = 0; i < 400; i += 1) {
      expect(compileCondition([{ field: `F${i}`, mode: 'equal', value: i }])(row), `F${i}`).toBe(true);
      expect(compileCondition([{ field: `F${i}`, mode: 'greater', value: i }])(row), `F${i}`).toBe(false);
    }
    const special = Object.create({ INHERITED: 'x' }) as Record<string, unknown>;
    Object.defineProperty(special, 'HIDDEN', { value: 'h', enumerable: false });
    expect(
      compileCondition([
        { field: 'INHERITED', mode: 'equal', value: 'x' },
        { field: 'HIDDEN', mode: 'equal', value: 'h' },
      ])(special),
    ).toBe(true);
  });
});

describe('malformed lists are false and logged once', () => {
  const cases: Array<[string, unknown]> = [
    ['unbalanced open', [eq('A', 1, { left: '(' }), eq('B', 1)]],
    ['unbalanced close', [eq('A', 1), eq('B', 1, { right: ')' })]],
    ['close before open', [eq('A', 1, { right: ')' }), eq('B', 1, { left: '(' })]],
    ['unknown mode', [{ field: 'A', mode: 'bigger', value: 1 }]],
    ['missing field', [{ mode: 'equal', value: 1 }]],
    ['empty field', [{ field: ' ', mode: 'equal', value: 1 }]],
    ['unknown join', [eq('A', 1), eq('B', 1, { join: 'xor' })]],
    ['junk in brackets', [eq('A', 1, { left: '(x', right: ')' })]],
    ['not a list', { field: 'A', mode: 'equal' }],
    ['null item', [null]],
  ];
  for (const [name, list] of cases) {
    it(name, () => {
      const log = vi.fn();
      const p = compileCondition(list as Condition[], { log });
      expect(p({ A: 1, B: 1 })).toBe(false);
      expect(p({ A: 1, B: 1 })).toBe(false);
      expect(log).toHaveBeenCalledTimes(1);
      expect(log.mock.calls[0]![0]).toMatch(/Malformed condition/);
    });
  }

  it('an evaluation error is false and logged once', () => {
    const log = vi.fn();
    const p = compileCondition([eq('A', 1)], { log });
    const row = Object.defineProperty({}, 'A', {
      get: () => {
        throw new Error('boom');
      },
    });
    expect(p(row)).toBe(false);
    expect(p(row)).toBe(false);
    expect(p({ A: 1 })).toBe(true);
    expect(log).toHaveBeenCalledTimes(1);
  });
});

describe('user, role and $[name]', () => {
  it('user.roleCode reads the scope role, other user.* the user', () => {
    const p = compileCondition([
      { field: 'user.roleCode', mode: 'equal', value: 'manager' },
      { field: 'user.NAME', mode: 'begin', value: '张' },
    ]);
    expect(p({}, { roleCode: 'manager', user: { NAME: '张三', roleCode: 'sales' } })).toBe(true);
    expect(p({}, { roleCode: 'sales', user: { NAME: '张三', roleCode: 'manager' } })).toBe(false);
    expect(p({}, {})).toBe(false);
  });

  it('$[name] values come from page, then query, then tab', () => {
    const p = compileCondition([{ field: 'OWNER', mode: 'equal', value: '$[owner]' }]);
    expect(p({ OWNER: 'a' }, { page: { owner: 'a' }, query: { owner: 'b' } })).toBe(true);
    expect(p({ OWNER: 'b' }, { page: {}, query: { owner: 'b' }, tab: { owner: 'c' } })).toBe(true);
    expect(p({ OWNER: 'c' }, { tab: { owner: 'c' } })).toBe(true);
    expect(p({ OWNER: 'c' }, { page: { owner: 'a' }, tab: { owner: 'c' } })).toBe(false);
  });

  it('placeholder values keep types and lists, #[f] compares two fields', () => {
    const p = compileCondition([
      { field: 'LEVEL', mode: 'in', value: '$[levels]' },
      { field: 'END', mode: 'date_greater_equal', value: '#[START]' },
    ]);
    const scope = { page: { levels: ['A', 'B'] } };
    expect(p({ LEVEL: 'B', START: '2024-01-01', END: '2024-02-01' }, scope)).toBe(true);
    expect(p({ LEVEL: 'C', START: '2024-01-01', END: '2024-02-01' }, scope)).toBe(false);
    expect(p({ LEVEL: 'A', START: '2024-03-01', END: '2024-02-01' }, scope)).toBe(false);
  });

  it('$[name] may stand as the field', () => {
    const p = compileCondition([{ field: '$[mode]', mode: 'equal', value: 'edit' }]);
    expect(p(null, { query: { mode: 'edit' } })).toBe(true);
  });
});

describe('createRules', () => {
  function setup() {
    const context = createContext({ console: { error() {}, warn: vi.fn(), info() {}, log() {} } });
    context.state.$user.set({
      id: 'u1',
      client: 'demo',
      NAME: '李四',
      roles: [{ ID: 'r2', NAME: 'Manager', CODE: 'manager' }],
      services: {},
      serviceRoles: {},
      roleRightCodes: {},
      roleEntityApiMap: {},
    });
    const rules = createRules(context, { variables: () => ({ YEAR: 2024 }) });
    return { context, rules };
  }

  it('reads the role from the route (role code, or the code of roleId)', () => {
    const { context, rules } = setup();
    const list = [{ field: 'user.roleCode', mode: 'equal', value: 'manager' }];
    context.state.$route.set({ name: 'app1', path: '/', params: { role: 'manager' }, query: {} });
    expect(rules.test(list, {})).toBe(true);
    context.state.$route.set({ name: 'app', path: '/', params: { roleId: 'r2' }, query: {} });
    expect(rules.test(list, {})).toBe(true);
    context.state.$route.set({ name: 'app', path: '/', params: {}, query: {} });
    expect(rules.test(list, {})).toBe(false);
  });

  it('memoises compilation per list, so a malformed list logs once', () => {
    const { context, rules } = setup();
    const list = [{ field: 'A', mode: 'nope' }];
    expect(rules.compile(list)).toBe(rules.compile(list));
    rules.test(list, {});
    rules.test(list, {});
    expect(context.env.console.warn).toHaveBeenCalledTimes(1);
  });

  it('resolve adds variables and the user', () => {
    const { rules } = setup();
    expect(rules.resolve({ y: '#{YEAR}', who: '#{user.NAME}', q: '$[id]' }, { query: { id: 7 } })).toEqual({ y: 2024, who: '李四', q: 7 });
  });
});
