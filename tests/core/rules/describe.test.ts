import { describe, expect, it, vi } from 'vitest';
import { checkConditions, compileCondition, conditionModeLabel, conditionProblemText, describeConditions, CONDITION_MODES } from '../../../core/rules/index.ts';
import type { Condition } from '../../../core/rules/index.ts';
import { CONDITION_TABLE } from '../../support/condition-table.ts';

const labels: Record<string, string> = { LEVEL: '等级', REGION: '地区', CREDIT: '信用额度' };
const regions: Record<string, string> = { EAST: '华东', NORTH: '华北' };
const zh = { fieldLabel: (f: string) => labels[f], valueLabel: (f: string, v: string) => (f === 'REGION' ? regions[v] : undefined) };

describe('checkConditions accepts and rejects what the compiler does', () => {
  it.each(CONDITION_TABLE.map((entry) => [entry.name, entry] as const))('%s', (_name, entry) => {
    const log = vi.fn();
    compileCondition(entry.conditions as Condition[], { log });
    const compilerRejects = log.mock.calls.some(([message]) => String(message).startsWith('Malformed condition'));
    const check = checkConditions(entry.conditions);
    expect(check.valid).toBe(entry.accepted);
    expect(check.valid).toBe(!compilerRejects);
    if (!check.valid) expect(String(log.mock.calls[0]![0])).toContain(check.reason);
  });

  it('says which row is wrong and why, in both languages', () => {
    const check = checkConditions([
      { field: 'LEVEL', mode: 'equal', value: 'A', left: '(' },
      { field: 'REGION', mode: 'in', value: ['EAST'], join: 'or' },
    ]);
    expect(check).toMatchObject({ valid: false, problem: { code: 'unclosed' } });
    if (check.valid) return;
    expect(conditionProblemText(check.problem, '010')).toBe('括号不配对：有“(”没有闭合');
    expect(conditionProblemText(check.problem, '011')).toBe('unbalanced brackets: a "(" is never closed');
    const noField = checkConditions([
      { field: 'LEVEL', mode: 'equal', value: 'A' },
      { field: '', mode: 'equal', join: 'and' },
    ]);
    expect(noField.valid || conditionProblemText(noField.problem, '010')).toBe('第 2 行：没有选择字段');
    expect(noField.valid || conditionProblemText(noField.problem, 'en-US')).toBe('Row 2: no field is chosen');
  });
});

describe('describeConditions', () => {
  it('reads a list with brackets, and/or, codes and placeholders in Chinese', () => {
    const list: Condition[] = [
      { field: 'LEVEL', mode: 'equal', value: 'A' },
      { field: 'REGION', mode: 'in', value: ['EAST', 'NORTH'], join: 'and', left: '(' },
      { field: 'CREDIT', mode: 'greater', value: '$[minCredit]', join: 'or', right: ')' },
      { field: 'user.roleCode', mode: 'equal', value: 'SALES', join: 'and' },
    ];
    expect(describeConditions(list, zh)).toBe('等级 等于 A 且 ( 地区 属于 华东、华北 或 信用额度 大于 页面参数 minCredit ) 且 当前角色 等于 SALES');
    expect(describeConditions(list, { fieldLabel: (f) => ({ LEVEL: 'Level', REGION: 'Region', CREDIT: 'Credit' })[f], language: '011' })).toBe(
      'Level equals A and ( Region is one of EAST, NORTH or Credit is greater than page value minCredit ) and the current role equals SALES',
    );
  });

  it('reads null modes without a value, ranges with open ends, user fields and row values', () => {
    expect(describeConditions([{ field: 'EMAIL', mode: 'is_null' }])).toBe('EMAIL 为空');
    expect(describeConditions([{ field: 'CREDIT', mode: 'in_scope', value: [1, null] }], zh)).toBe('信用额度 在范围内 1 至 不限');
    expect(describeConditions([{ field: 'user.ID', mode: 'equal', value: '#[OWNER]' }], { language: '011' })).toBe("the user's ID equals this row's OWNER");
    expect(describeConditions([], { language: '011' })).toBe('No condition (always true)');
    expect(describeConditions(null)).toBe('无条件（始终满足）');
  });

  it('reads the comparisons as symbols in English when asked (a chart label), Chinese keeping its words', () => {
    const list: Condition[] = [
      { field: 'AMOUNT', mode: 'greater', value: 100000 },
      { field: 'STATUS', mode: 'not_equal', value: 'draft', join: 'and' },
      { field: 'NAME', mode: 'like', value: 'x', join: 'or' },
    ];
    const fieldLabel = (f: string) => ({ AMOUNT: 'Amount', STATUS: 'Status', NAME: 'Name' })[f];
    expect(describeConditions(list, { fieldLabel, language: '011', symbols: true })).toBe('Amount > 100000 and Status ≠ draft or Name contains x');
    expect(describeConditions(list.slice(0, 1), { fieldLabel: () => '金额', language: '010', symbols: true })).toBe('金额 大于 100000');
  });

  it('names all twenty modes in both languages', () => {
    expect(CONDITION_MODES).toHaveLength(20);
    for (const mode of CONDITION_MODES) {
      expect(conditionModeLabel(mode, '010')).not.toBe(mode);
      expect(conditionModeLabel(mode, '011')).toMatch(/^[a-z ]+$/);
    }
    expect(conditionModeLabel(' EQUAL ', '011')).toBe('equals');
  });
});
